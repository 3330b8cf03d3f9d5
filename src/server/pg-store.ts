/**
 * PostgreSQL backend (DATABASE_URL). The same schema and transactions as SQLite; several server
 * processes may share one database, and each table is served by one process at a time: a process
 * serves a table only while it holds that table's lease (owner, expiry), which it renews by heartbeat.
 * A process that dies stops renewing; once the lease expires another process takes the table and
 * replays it from its log. Every append checks the lease in its own transaction, so a process that
 * lost its lease (paused, partitioned) cannot write to a table another process now serves.
 * Expiries are the database's clock (`now()`), never a process's.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { AccountRole } from '../protocol/wire.js';
import {
  LeaseLostError,
  logRow,
  type Lease,
  type Posting,
  type SessionRow,
  type StoredEntry,
  type Store,
  type TableRow,
  type TableTestRow,
  type TrainingHoursRow,
  type UserRow,
} from './store.js';

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE users (id SERIAL PRIMARY KEY, username TEXT NOT NULL UNIQUE, role TEXT NOT NULL,
     password_hash TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
     csrf TEXT NOT NULL, expires_at BIGINT NOT NULL);
   CREATE TABLE tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, options JSONB NOT NULL, automated BOOLEAN NOT NULL, rng TEXT NOT NULL,
     created_by INTEGER NOT NULL, created_at TEXT NOT NULL, genesis TEXT NOT NULL);
   CREATE TABLE log (table_id TEXT NOT NULL REFERENCES tables(id), seq INTEGER NOT NULL, round INTEGER NOT NULL,
     actor TEXT NOT NULL, user_id INTEGER, command TEXT NOT NULL, draws TEXT NOT NULL, events TEXT NOT NULL,
     at BIGINT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (table_id, seq));
   CREATE TABLE postings (id BIGSERIAL PRIMARY KEY, debit TEXT NOT NULL, credit TEXT NOT NULL,
     amount BIGINT NOT NULL CHECK (amount > 0), memo TEXT NOT NULL, table_id TEXT, seq INTEGER);
   CREATE TABLE balances (account TEXT PRIMARY KEY, balance BIGINT NOT NULL);
   CREATE TABLE table_tests (id SERIAL PRIMARY KEY, trainee TEXT NOT NULL, game TEXT NOT NULL, supervisor TEXT NOT NULL,
     result TEXT NOT NULL, score TEXT NOT NULL, notes TEXT NOT NULL, at TEXT NOT NULL);
   CREATE FUNCTION felt_append_only() RETURNS trigger LANGUAGE plpgsql AS
     $$ BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$;
   CREATE TRIGGER log_append_only BEFORE UPDATE OR DELETE ON log FOR EACH ROW EXECUTE FUNCTION felt_append_only();
   CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION felt_append_only();`,
  // Table leases; accounts (disable, password change, logout everywhere); the 611a personnel-file records.
  `CREATE TABLE table_leases (table_id TEXT PRIMARY KEY REFERENCES tables(id), owner TEXT NOT NULL, url TEXT,
     expires_at TIMESTAMPTZ NOT NULL);
   ALTER TABLE users ADD COLUMN disabled BOOLEAN NOT NULL DEFAULT false;
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE INDEX sessions_expiry ON sessions(expires_at);
   ALTER TABLE table_tests ADD COLUMN supervisor_title TEXT NOT NULL DEFAULT '';
   ALTER TABLE table_tests ADD COLUMN recorded_by TEXT NOT NULL DEFAULT '';
   CREATE TABLE training_hours (id SERIAL PRIMARY KEY, trainee TEXT NOT NULL, game TEXT NOT NULL,
     minutes INTEGER NOT NULL CHECK (minutes > 0), day TEXT NOT NULL, instructor TEXT NOT NULL, notes TEXT NOT NULL,
     at TEXT NOT NULL);
   CREATE TRIGGER table_tests_append_only BEFORE UPDATE OR DELETE ON table_tests FOR EACH ROW EXECUTE FUNCTION felt_append_only();
   CREATE TRIGGER training_hours_append_only BEFORE UPDATE OR DELETE ON training_hours FOR EACH ROW EXECUTE FUNCTION felt_append_only();`,
];

interface UserDbRow {
  id: number;
  username: string;
  role: string;
  password_hash: string;
  created_at: string;
  disabled: boolean;
}
const toUser = (r: UserDbRow): UserRow => ({
  id: r.id,
  username: r.username,
  role: r.role as AccountRole,
  passwordHash: r.password_hash,
  createdAt: r.created_at,
  disabled: r.disabled === true,
});

interface TableDbRow {
  id: string;
  game: string;
  options: unknown;
  automated: boolean;
  rng: string;
  created_by: number;
  created_at: string;
  genesis: string;
}
const toTable = (r: TableDbRow): TableRow => ({
  id: r.id,
  game: r.game,
  options: r.options,
  automated: r.automated,
  rng: r.rng === 'seeded' ? 'seeded' : 'crypto',
  createdBy: r.created_by,
  createdAt: r.created_at,
  genesis: r.genesis,
});

export interface PgLeaseOptions {
  /** How long a lease lasts without renewal (default 10 s); the heartbeat renews well within it. */
  readonly leaseMs?: number;
  /** This process's owner id (default random). */
  readonly owner?: string;
}

export class PgStore implements Store {
  readonly kind = 'postgres';
  readonly owner: string;
  readonly leaseMs: number;
  private url: string | null = null;

  private constructor(
    private readonly pool: pg.Pool,
    lease: PgLeaseOptions,
  ) {
    this.owner = lease.owner ?? randomUUID();
    this.leaseMs = lease.leaseMs ?? 10_000;
  }

  static async connect(url: string, lease: PgLeaseOptions = {}): Promise<PgStore> {
    const pool = new pg.Pool({ connectionString: url, max: 8 });
    // BIGINT sums come back as strings; every amount here is far below 2^53 cents.
    pg.types.setTypeParser(20, (v) => Number(v));
    pg.types.setTypeParser(1700, (v) => Number(v));
    return new PgStore(pool, lease);
  }

  private async tx<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const r = await work(c);
      await c.query('COMMIT');
      return r;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }

  async migrate(): Promise<void> {
    await this.tx(async (c) => {
      // One migrator at a time across processes.
      await c.query('SELECT pg_advisory_xact_lock(7400001)');
      await c.query(
        'CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
      );
      const done = new Set(
        (await c.query<{ version: number }>('SELECT version FROM migrations')).rows.map((r) => r.version),
      );
      for (const [i, sql] of MIGRATIONS.entries()) {
        if (done.has(i + 1)) continue;
        await c.query(sql);
        await c.query('INSERT INTO migrations VALUES ($1, $2)', [i + 1, new Date().toISOString()]);
      }
    });
  }

  advertise(url: string): void {
    this.url = url;
  }

  /** Takes a free or expired lease, or renews this process's own. */
  async claim(tableId: string): Promise<boolean> {
    const r = await this.pool.query(
      `INSERT INTO table_leases (table_id, owner, url, expires_at)
         VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')
       ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, url = excluded.url, expires_at = excluded.expires_at
         WHERE table_leases.owner = excluded.owner OR table_leases.expires_at < now()
       RETURNING table_id`,
      [tableId, this.owner, this.url, this.leaseMs],
    );
    return r.rowCount === 1;
  }

  /**
   * A lease that lapsed (this process paused) but that nobody took is still this process's to renew: a
   * takeover changes the owner, and the row lock orders a renewal and a takeover one after the other.
   */
  async renew(tableIds: readonly string[]): Promise<Set<string>> {
    if (!tableIds.length) return new Set();
    const r = await this.pool.query<{ table_id: string }>(
      `UPDATE table_leases SET expires_at = now() + $3 * interval '1 millisecond', url = $4
         WHERE table_id = ANY($1) AND owner = $2 RETURNING table_id`,
      [tableIds, this.owner, this.leaseMs, this.url],
    );
    return new Set(r.rows.map((x) => x.table_id));
  }

  async release(tableId: string): Promise<void> {
    await this.pool.query('DELETE FROM table_leases WHERE table_id = $1 AND owner = $2', [
      tableId,
      this.owner,
    ]);
  }

  async leaseOf(tableId: string): Promise<Lease | undefined> {
    const r = (
      await this.pool.query<{ table_id: string; owner: string; url: string | null; expires: number }>(
        `SELECT table_id, owner, url, (extract(epoch FROM expires_at) * 1000)::bigint AS expires
           FROM table_leases WHERE table_id = $1 AND expires_at >= now()`,
        [tableId],
      )
    ).rows[0];
    return r && { tableId: r.table_id, owner: r.owner, url: r.url, expiresAt: Number(r.expires) };
  }

  async countUsers(): Promise<number> {
    return Number((await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM users')).rows[0]?.n ?? 0);
  }

  async createUser(u: { username: string; role: AccountRole; passwordHash: string }): Promise<UserRow> {
    const r = await this.pool.query<UserDbRow>(
      'INSERT INTO users (username, role, password_hash, created_at) VALUES ($1, $2, $3, $4) RETURNING *',
      [u.username, u.role, u.passwordHash, new Date().toISOString()],
    );
    const row = r.rows[0];
    if (!row) throw new Error('insert returned no row');
    return toUser(row);
  }

  async userByName(username: string): Promise<UserRow | undefined> {
    const r = (await this.pool.query<UserDbRow>('SELECT * FROM users WHERE username = $1', [username]))
      .rows[0];
    return r && toUser(r);
  }

  async userById(id: number): Promise<UserRow | undefined> {
    const r = (await this.pool.query<UserDbRow>('SELECT * FROM users WHERE id = $1', [id])).rows[0];
    return r && toUser(r);
  }

  async listUsers(): Promise<UserRow[]> {
    return (await this.pool.query<UserDbRow>('SELECT * FROM users ORDER BY id')).rows.map(toUser);
  }

  async createSession(s: SessionRow): Promise<void> {
    await this.pool.query(
      'INSERT INTO sessions (token_hash, user_id, csrf, expires_at) VALUES ($1, $2, $3, $4)',
      [s.tokenHash, s.userId, s.csrf, s.expiresAt],
    );
  }

  async session(tokenHash: string): Promise<SessionRow | undefined> {
    const r = (
      await this.pool.query<{ token_hash: string; user_id: number; csrf: string; expires_at: number }>(
        'SELECT * FROM sessions WHERE token_hash = $1',
        [tokenHash],
      )
    ).rows[0];
    return r && { tokenHash: r.token_hash, userId: r.user_id, csrf: r.csrf, expiresAt: Number(r.expires_at) };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
  }

  async deleteSessionsOf(userId: number, except?: string): Promise<number> {
    return (
      (
        await this.pool.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [
          userId,
          except ?? '',
        ])
      ).rowCount ?? 0
    );
  }

  async deleteExpiredSessions(now: number): Promise<number> {
    return (await this.pool.query('DELETE FROM sessions WHERE expires_at < $1', [now])).rowCount ?? 0;
  }

  async setPassword(userId: number, passwordHash: string): Promise<void> {
    await this.pool.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, userId]);
  }

  async setDisabled(userId: number, disabled: boolean): Promise<void> {
    await this.pool.query('UPDATE users SET disabled = $1 WHERE id = $2', [disabled, userId]);
  }

  /** A new table comes with this process's lease, so no other process's heartbeat takes it up first. */
  async createTable(t: TableRow): Promise<void> {
    await this.tx(async (c) => {
      await c.query(
        'INSERT INTO tables (id, game, options, automated, rng, created_by, created_at, genesis) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [t.id, t.game, JSON.stringify(t.options), t.automated, t.rng, t.createdBy, t.createdAt, t.genesis],
      );
      await c.query(
        `INSERT INTO table_leases (table_id, owner, url, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
        [t.id, this.owner, this.url, this.leaseMs],
      );
    });
  }

  async listTables(): Promise<TableRow[]> {
    return (await this.pool.query<TableDbRow>('SELECT * FROM tables ORDER BY created_at')).rows.map(toTable);
  }

  async table(id: string): Promise<TableRow | undefined> {
    const r = (await this.pool.query<TableDbRow>('SELECT * FROM tables WHERE id = $1', [id])).rows[0];
    return r && toTable(r);
  }

  async log(tableId: string): Promise<StoredEntry[]> {
    const rows = (
      await this.pool.query<{
        table_id: string;
        seq: number;
        round: number;
        actor: string;
        user_id: number | null;
        command: string;
        draws: string;
        events: string;
        at: number;
        prev_hash: string;
        hash: string;
      }>('SELECT * FROM log WHERE table_id = $1 ORDER BY seq', [tableId])
    ).rows;
    return rows.map((r) => ({
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
    }));
  }

  private async postIn(c: pg.PoolClient, postings: readonly Posting[]): Promise<void> {
    for (const p of postings) {
      await c.query(
        'INSERT INTO postings (debit, credit, amount, memo, table_id, seq) VALUES ($1, $2, $3, $4, $5, $6)',
        [p.to, p.from, p.amount, p.memo, p.tableId ?? null, p.seq ?? null],
      );
      for (const [acct, delta] of [
        [p.from, -p.amount],
        [p.to, p.amount],
      ] as const)
        await c.query(
          'INSERT INTO balances (account, balance) VALUES ($1, $2) ON CONFLICT (account) DO UPDATE SET balance = balances.balance + excluded.balance',
          [acct, delta],
        );
    }
  }

  async append(entries: readonly StoredEntry[], postings: readonly Posting[]): Promise<void> {
    await this.tx(async (c) => {
      // The fence: only the lease holder writes a table's log. FOR SHARE holds off a takeover until this
      // transaction ends; a takeover that committed first changed the owner, so this check fails and
      // nothing is stored. (A lapsed lease nobody took is still this process's: no one else wrote.)
      for (const tableId of new Set(entries.map((e) => e.tableId))) {
        const held = await c.query(
          'SELECT 1 FROM table_leases WHERE table_id = $1 AND owner = $2 FOR SHARE',
          [tableId, this.owner],
        );
        if (held.rowCount !== 1) throw new LeaseLostError(tableId);
      }
      for (const e of entries)
        await c.query(
          'INSERT INTO log (table_id, seq, round, actor, user_id, command, draws, events, at, prev_hash, hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
          logRow(e),
        );
      await this.postIn(c, postings);
    });
  }

  async post(postings: readonly Posting[]): Promise<void> {
    await this.tx((c) => this.postIn(c, postings));
  }

  async balance(account: string): Promise<number> {
    const r = (
      await this.pool.query<{ balance: number }>('SELECT balance FROM balances WHERE account = $1', [account])
    ).rows[0];
    return r ? Number(r.balance) : 0;
  }

  async balances(): Promise<Map<string, number>> {
    const rows = (
      await this.pool.query<{ account: string; balance: number }>('SELECT account, balance FROM balances')
    ).rows;
    return new Map(rows.map((r) => [r.account, Number(r.balance)]));
  }

  async ledgerTotals(): Promise<Map<string, number>> {
    const rows = (
      await this.pool.query<{ account: string; balance: number }>(
        `SELECT account, sum(amount) AS balance FROM (
           SELECT debit AS account, amount FROM postings UNION ALL SELECT credit AS account, -amount FROM postings) x
         GROUP BY account`,
      )
    ).rows;
    return new Map(rows.map((r) => [r.account, Number(r.balance)]));
  }

  async recordTableTest(t: TableTestRow): Promise<void> {
    await this.pool.query(
      'INSERT INTO table_tests (trainee, game, supervisor, supervisor_title, recorded_by, result, score, notes, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [t.trainee, t.game, t.supervisor, t.supervisorTitle, t.recordedBy, t.result, t.score, t.notes, t.at],
    );
  }

  async tableTests(): Promise<TableTestRow[]> {
    return (
      await this.pool.query<TableTestRow>(
        'SELECT trainee, game, supervisor, supervisor_title AS "supervisorTitle", recorded_by AS "recordedBy", result, score, notes, at FROM table_tests ORDER BY id',
      )
    ).rows;
  }

  async recordTrainingHours(t: TrainingHoursRow): Promise<void> {
    await this.pool.query(
      'INSERT INTO training_hours (trainee, game, minutes, day, instructor, notes, at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [t.trainee, t.game, t.minutes, t.day, t.instructor, t.notes, t.at],
    );
  }

  async trainingHours(): Promise<TrainingHoursRow[]> {
    return (
      await this.pool.query<TrainingHoursRow>(
        'SELECT trainee, game, minutes, day, instructor, notes, at FROM training_hours ORDER BY id',
      )
    ).rows;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
