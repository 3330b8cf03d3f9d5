/**
 * What the SQLite and PostgreSQL stores share: every query (queries.ts) and the conversion of rows to the
 * store's types, over an executor each store supplies (synchronous better-sqlite3, or Kysely's driver on
 * pg). The ledger's funds rule is here once: postings are inserted, then each account's cached balance
 * moves by its net change in account order, a player's account only by the conditional debit.
 */
import type { Compilable, Kysely, Selectable, SqlBool } from 'kysely';
import type { AccountRole } from '../../protocol/wire.js';
import {
  InsufficientFundsError,
  mustStayFunded,
  netChanges,
  type CouponMove,
  type Lease,
  type Posting,
  type SessionRow,
  type Store,
  type StoredEntry,
  type TableRow,
  type TableTestRow,
  type TrainingHoursRow,
  type UserRow,
} from '../store.js';
import type { Prepared } from './prepared.js';
import { queries, type Queries } from './queries.js';
import type { DB, LogTable } from './schema.js';

/** Runs prepared queries: every row, the first row, or the number of rows changed. */
export interface Executor {
  all<A, R>(q: Prepared<A, R>, args: A): Promise<R[]> | R[];
  first<A, R>(q: Prepared<A, R>, args: A): Promise<R | undefined> | R | undefined;
  run<A, R>(q: Prepared<A, R>, args: A): Promise<number> | number;
}

type UserDb = {
  id: number;
  username: string;
  role: string;
  password_hash: string;
  created_at: string;
  disabled: SqlBool;
  disabled_reason: string | null;
  must_change_password: SqlBool;
};
type TableDb = {
  id: string;
  game: string;
  options: unknown;
  automated: SqlBool;
  rng: string;
  created_by: number;
  created_at: string;
  genesis: string;
  name: string | null;
  closed_at: string | null;
};

const truthy = (b: SqlBool): boolean => b === true || b === 1;

export const toUser = (r: UserDb): UserRow => ({
  id: r.id,
  username: r.username,
  role: r.role as AccountRole,
  passwordHash: r.password_hash,
  createdAt: r.created_at,
  disabled: truthy(r.disabled),
  disabledReason: r.disabled_reason,
  mustChangePassword: truthy(r.must_change_password),
});

export const toTable = (r: TableDb): TableRow => ({
  id: r.id,
  game: r.game,
  // JSON text on SQLite; PostgreSQL's jsonb arrives parsed.
  options: typeof r.options === 'string' ? (JSON.parse(r.options) as unknown) : r.options,
  automated: truthy(r.automated),
  rng: r.rng === 'seeded' ? 'seeded' : 'crypto',
  createdBy: r.created_by,
  createdAt: r.created_at,
  genesis: r.genesis,
  name: r.name,
  closedAt: r.closed_at,
});

/** A log entry as the `insertLog` query takes it: JSON where structured. */
export const logArgs = (e: StoredEntry) => ({
  table: e.tableId,
  seq: e.seq,
  round: e.round,
  actor: JSON.stringify(e.actor),
  user: e.userId,
  command: JSON.stringify(e.command),
  draws: JSON.stringify(e.draws),
  events: JSON.stringify(e.events),
  at: e.at,
  prev: e.prevHash,
  hash: e.hash,
});

export const fromLog = (r: Selectable<LogTable>): StoredEntry => ({
  tableId: r.table_id,
  seq: r.seq,
  round: r.round,
  actor: JSON.parse(r.actor) as StoredEntry['actor'],
  userId: r.user_id,
  command: JSON.parse(r.command) as StoredEntry['command'],
  draws: JSON.parse(r.draws) as number[],
  events: JSON.parse(r.events) as StoredEntry['events'],
  at: Number(r.at),
  prevHash: r.prev_hash,
  hash: r.hash,
});

/** One statement of a write: it runs on the executor and says how many rows it changed. */
export type WriteStep = (x: Executor) => Promise<number> | number;

/**
 * The statements that write postings and coupon moves and move each account's cached balance once by
 * its net change, in account order (concurrent transactions lock balance rows in one order and cannot
 * deadlock). A player's account is debited only by `debitFunded`; when that changes no row the account
 * cannot pay, and the InsufficientFundsError thrown here rolls the caller's transaction back. Written
 * once as a generator, it is driven synchronously on SQLite (inside the group commit) and with awaits
 * on PostgreSQL.
 */
export function* ledgerSteps(
  q: Queries,
  postings: readonly Posting[],
  coupons: readonly CouponMove[] = [],
): Generator<WriteStep, void, number> {
  for (const p of postings) {
    const args = {
      debit: p.to,
      credit: p.from,
      amount: p.amount,
      memo: p.memo,
      table: p.tableId ?? null,
      seq: p.seq ?? null,
    };
    yield (x) => x.run(q.insertPosting, args);
  }
  for (const c of coupons) {
    const args = { table: c.tableId, seq: c.seq, serial: c.serial, from: c.from, to: c.to, value: c.value };
    yield (x) => x.run(q.insertCouponMove, args);
  }
  for (const [account, delta] of netChanges(postings)) {
    if (delta < 0 && mustStayFunded(account)) {
      const changed = yield (x) => x.run(q.debitFunded, { account, delta });
      if (changed !== 1) throw new InsufficientFundsError(account);
    } else yield (x) => x.run(q.addToBalance, { account, delta });
  }
}

/** Drives write steps on a synchronous executor (SQLite). */
export function runSync(steps: Generator<WriteStep, void, number>, x: Executor): void {
  for (let r = steps.next(); !r.done;) {
    const changed = r.value(x);
    if (typeof changed !== 'number') throw new Error('a synchronous executor returned a promise');
    r = steps.next(changed);
  }
}

/** Drives write steps on an asynchronous executor (PostgreSQL, inside its transaction). */
export async function runAsync(steps: Generator<WriteStep, void, number>, x: Executor): Promise<void> {
  for (let r = steps.next(); !r.done;) r = steps.next(await r.value(x));
}

export abstract class SqlStore implements Store {
  abstract readonly kind: 'sqlite' | 'postgres';
  protected readonly q: Queries;

  constructor(
    /** Builds and compiles queries for this store's dialect. */
    protected readonly k: Kysely<DB>,
    private readonly x: Executor,
  ) {
    this.q = queries(k);
  }

  abstract migrate(): Promise<void>;
  abstract claim(tableId: string): Promise<boolean>;
  abstract renew(tableIds: readonly string[]): Promise<Set<string>>;
  abstract release(tableId: string): Promise<void>;
  abstract leaseOf(tableId: string): Promise<Lease | undefined>;
  abstract advertise(url: string): void;
  abstract createTable(t: TableRow): Promise<void>;
  abstract append(
    entries: readonly StoredEntry[],
    postings: readonly Posting[],
    coupons?: readonly CouponMove[],
  ): Promise<void>;
  abstract post(postings: readonly Posting[]): Promise<void>;
  abstract select<R>(build: (db: Kysely<DB>) => Compilable<R>): Promise<R[]>;
  abstract write(build: (db: Kysely<DB>) => readonly Compilable[]): Promise<number[]>;
  abstract close(): Promise<void>;
  /** Reads of the log and the ledger see every append made before them (SQLite: the group commit). */
  protected settled(): void {}

  async countUsers(): Promise<number> {
    return Number((await this.x.first(this.q.countUsers, {}))?.n ?? 0);
  }

  async createUser(u: {
    username: string;
    role: AccountRole;
    passwordHash: string;
    mustChangePassword?: boolean;
  }): Promise<UserRow> {
    const row = await this.x.first(this.q.insertUser, {
      username: u.username,
      role: u.role,
      hash: u.passwordHash,
      at: new Date().toISOString(),
      must: u.mustChangePassword ?? false,
      no: false,
    });
    if (!row) throw new Error('insert returned no row');
    return toUser(row);
  }

  async userByName(username: string): Promise<UserRow | undefined> {
    const r = await this.x.first(this.q.userByName, { username });
    return r && toUser(r);
  }

  async userById(id: number): Promise<UserRow | undefined> {
    const r = await this.x.first(this.q.userById, { id });
    return r && toUser(r);
  }

  async listUsers(): Promise<UserRow[]> {
    return (await this.x.all(this.q.listUsers, {})).map(toUser);
  }

  async createSession(s: SessionRow): Promise<void> {
    await this.x.run(this.q.insertSession, {
      hash: s.tokenHash,
      user: s.userId,
      csrf: s.csrf,
      expires: s.expiresAt,
    });
  }

  async session(tokenHash: string): Promise<SessionRow | undefined> {
    const r = await this.x.first(this.q.session, { hash: tokenHash });
    return r && { tokenHash: r.token_hash, userId: r.user_id, csrf: r.csrf, expiresAt: Number(r.expires_at) };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.x.run(this.q.deleteSession, { hash: tokenHash });
  }

  async deleteSessionsOf(userId: number, except?: string): Promise<number> {
    return this.x.run(this.q.deleteSessionsOf, { user: userId, except: except ?? '' });
  }

  async deleteExpiredSessions(now: number): Promise<number> {
    return this.x.run(this.q.deleteExpiredSessions, { now });
  }

  async setPassword(userId: number, passwordHash: string, mustChange = false): Promise<void> {
    await this.x.run(this.q.setPassword, { id: userId, hash: passwordHash, must: mustChange });
  }

  async setDisabled(userId: number, disabled: boolean, reason: string | null = null): Promise<void> {
    await this.x.run(this.q.setDisabled, { id: userId, disabled, reason: disabled ? reason : null });
  }

  async setRole(userId: number, role: AccountRole): Promise<void> {
    await this.x.run(this.q.setRole, { id: userId, role });
  }

  protected tableArgs(t: TableRow) {
    return {
      id: t.id,
      game: t.game,
      options: JSON.stringify(t.options),
      automated: t.automated,
      rng: t.rng,
      by: t.createdBy,
      at: t.createdAt,
      genesis: t.genesis,
      name: t.name ?? null,
    };
  }

  async listTables(): Promise<TableRow[]> {
    return (await this.x.all(this.q.openTables, {})).map(toTable);
  }

  async closedTables(): Promise<TableRow[]> {
    return (await this.x.all(this.q.closedTables, {})).map(toTable);
  }

  async table(id: string): Promise<TableRow | undefined> {
    const r = await this.x.first(this.q.table, { id });
    return r && toTable(r);
  }

  async renameTable(id: string, name: string | null): Promise<void> {
    await this.x.run(this.q.renameTable, { id, name });
  }

  async closeTable(id: string, by: number, at: string): Promise<boolean> {
    const [closed] = await this.write((db) => [
      db
        .updateTable('tables')
        .set({ closed_at: at, closed_by: by })
        .where('id', '=', id)
        .where('closed_at', 'is', null),
      db.deleteFrom('table_leases').where('table_id', '=', id),
    ]);
    return closed === 1;
  }

  async log(tableId: string): Promise<StoredEntry[]> {
    this.settled();
    return (await this.x.all(this.q.log, { table: tableId })).map(fromLog);
  }

  async couponMoves(tableId?: string): Promise<CouponMove[]> {
    this.settled();
    const rows = await (tableId === undefined
      ? this.x.all(this.q.couponMoves, {})
      : this.x.all(this.q.couponMovesAt, { table: tableId }));
    return rows.map((r) => ({
      tableId: r.table_id,
      seq: r.seq,
      serial: r.serial,
      from: r.from_account,
      to: r.to_account,
      value: Number(r.value),
    }));
  }

  async balance(account: string): Promise<number> {
    this.settled();
    const r = await this.x.first(this.q.balance, { account });
    return r ? Number(r.balance) : 0;
  }

  async balances(): Promise<Map<string, number>> {
    this.settled();
    const rows = await this.x.all(this.q.balances, {});
    return new Map(rows.map((r) => [r.account, Number(r.balance)]));
  }

  async ledgerTotals(): Promise<Map<string, number>> {
    this.settled();
    const rows = await this.x.all(this.q.ledgerTotals, {});
    return new Map(rows.map((r) => [r.account, Number(r.balance)]));
  }

  async recordTableTest(t: TableTestRow): Promise<void> {
    await this.x.run(this.q.insertTableTest, {
      trainee: t.trainee,
      game: t.game,
      supervisor: t.supervisor,
      title: t.supervisorTitle,
      by: t.recordedBy,
      result: t.result,
      score: t.score,
      notes: t.notes,
      at: t.at,
    });
  }

  async tableTests(): Promise<TableTestRow[]> {
    return (await this.x.all(this.q.tableTests, {})).map((r) => ({
      trainee: r.trainee,
      game: r.game,
      supervisor: r.supervisor,
      supervisorTitle: r.supervisor_title,
      recordedBy: r.recorded_by,
      result: r.result === 'pass' ? 'pass' : 'fail',
      score: r.score,
      notes: r.notes,
      at: r.at,
    }));
  }

  async recordTrainingHours(t: TrainingHoursRow): Promise<void> {
    await this.x.run(this.q.insertTrainingHours, { ...t });
  }

  async trainingHours(): Promise<TrainingHoursRow[]> {
    return (await this.x.all(this.q.trainingHours, {})).map((r) => ({ ...r, minutes: Number(r.minutes) }));
  }
}
