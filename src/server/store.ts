/**
 * Persistence. Every command with its random draws and events is appended to its table's log, together
 * with the ledger postings it causes, in one transaction; each entry carries a SHA-256 hash chained to
 * the previous one, so an altered, removed or reordered entry is detected. Nothing is updated in place
 * except derived caches (account balances) that are written in the same transaction as the rows they sum.
 */
import type { Actor } from '../engine/game.js';
import type { AccountRole } from '../protocol/wire.js';

export interface UserRow {
  readonly id: number;
  readonly username: string;
  readonly role: AccountRole;
  readonly passwordHash: string;
  readonly createdAt: string;
  /** A disabled account cannot log in and has no sessions. */
  readonly disabled: boolean;
}

export interface SessionRow {
  readonly tokenHash: string;
  readonly userId: number;
  readonly csrf: string;
  readonly expiresAt: number;
}

export interface TableRow {
  readonly id: string;
  readonly game: string;
  readonly options: unknown;
  readonly automated: boolean;
  /** The kind of random source the table draws from (recorded in its shuffle events). */
  readonly rng: 'crypto' | 'seeded';
  readonly createdBy: number;
  readonly createdAt: string;
  /** The genesis of the hash chain: a hash over the table's id, game, options and mode. */
  readonly genesis: string;
}

export interface StoredEntry {
  readonly tableId: string;
  readonly seq: number;
  readonly round: number;
  readonly actor: Actor;
  readonly userId: number | null;
  readonly command: { readonly type: string };
  readonly draws: readonly number[];
  readonly events: readonly { readonly type: string }[];
  readonly at: number;
  readonly prevHash: string;
  readonly hash: string;
}

/** One double-entry posting: `amount` moves from `from` to `to`. */
export interface Posting {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
  readonly memo: string;
  readonly tableId?: string;
  readonly seq?: number;
}

export interface TableTestRow {
  readonly trainee: string;
  readonly game: string;
  /** The examiner, at the level of pit manager or higher (§ 611a.5(a)). */
  readonly supervisor: string;
  /** The examiner's level (`pit-manager`, `shift-manager`, ...). */
  readonly supervisorTitle: string;
  /** The account that recorded the test. */
  readonly recordedBy: string;
  readonly result: 'pass' | 'fail';
  readonly score: string;
  readonly notes: string;
  readonly at: string;
}

/** Hours of instruction a trainee completed on a game (58 Pa. Code 611a.2). */
export interface TrainingHoursRow {
  readonly trainee: string;
  readonly game: string;
  /** Minutes, so a session of 1 h 30 is exact. */
  readonly minutes: number;
  /** The day the instruction was given (YYYY-MM-DD). */
  readonly day: string;
  readonly instructor: string;
  readonly notes: string;
  readonly at: string;
}

/** Which process serves a table (PostgreSQL); `url` is where its clients should connect. */
export interface Lease {
  readonly tableId: string;
  readonly owner: string;
  readonly url: string | null;
  readonly expiresAt: number;
}

/** Thrown by `append` when this process no longer holds the table's lease: nothing was stored. */
export class LeaseLostError extends Error {
  readonly code = 'lease_lost';
  constructor(readonly tableId: string) {
    super(`this process no longer serves table ${tableId}`);
  }
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Claims the right to serve a table in this process, or renews it (always granted on SQLite, one
   * process per file). On PostgreSQL this is a lease with an expiry that `renew` must keep extending.
   */
  claim(tableId: string): Promise<boolean>;
  /** Extends this process's leases on these tables; returns the ones it still holds. */
  renew(tableIds: readonly string[]): Promise<Set<string>>;
  /** Gives a table's lease up (graceful shutdown), so another process may take the table at once. */
  release(tableId: string): Promise<void>;
  /** Who serves a table now (undefined: nobody holds a live lease, or SQLite). */
  leaseOf(tableId: string): Promise<Lease | undefined>;
  /** Where this process's clients connect (stored with its leases, so other processes can redirect). */
  advertise(url: string): void;
  countUsers(): Promise<number>;
  createUser(u: { username: string; role: AccountRole; passwordHash: string }): Promise<UserRow>;
  userByName(username: string): Promise<UserRow | undefined>;
  userById(id: number): Promise<UserRow | undefined>;
  listUsers(): Promise<UserRow[]>;
  createSession(s: SessionRow): Promise<void>;
  session(tokenHash: string): Promise<SessionRow | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Ends every session of a user (optionally but one); returns how many ended. */
  deleteSessionsOf(userId: number, except?: string): Promise<number>;
  /** Deletes sessions past their expiry; returns how many. */
  deleteExpiredSessions(now: number): Promise<number>;
  setPassword(userId: number, passwordHash: string): Promise<void>;
  setDisabled(userId: number, disabled: boolean): Promise<void>;
  createTable(t: TableRow): Promise<void>;
  listTables(): Promise<TableRow[]>;
  table(id: string): Promise<TableRow | undefined>;
  log(tableId: string): Promise<StoredEntry[]>;
  /** Appends entries (consecutive seqs) and their postings atomically; fails if a seq is taken. */
  append(entries: readonly StoredEntry[], postings: readonly Posting[]): Promise<void>;
  /** Postings outside any table (registration credit, cashier). */
  post(postings: readonly Posting[]): Promise<void>;
  balance(account: string): Promise<number>;
  balances(): Promise<Map<string, number>>;
  /** Recomputes every balance from the postings (the cache must agree). */
  ledgerTotals(): Promise<Map<string, number>>;
  recordTableTest(t: TableTestRow): Promise<void>;
  tableTests(): Promise<TableTestRow[]>;
  recordTrainingHours(t: TrainingHoursRow): Promise<void>;
  trainingHours(): Promise<TrainingHoursRow[]>;
  close(): Promise<void>;
}

/** A log entry as the row both stores insert: the columns of `log` in order, JSON where structured. */
export const logRow = (e: StoredEntry): (string | number | null)[] => [
  e.tableId,
  e.seq,
  e.round,
  JSON.stringify(e.actor),
  e.userId,
  JSON.stringify(e.command),
  JSON.stringify(e.draws),
  JSON.stringify(e.events),
  e.at,
  e.prevHash,
  e.hash,
];
