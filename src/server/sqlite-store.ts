/** The embedded default: one SQLite file under the data directory (WAL). */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import type { AccountRole } from '../protocol/wire.js';
import {
  logRow,
  type Posting,
  type SessionRow,
  type StoredEntry,
  type Store,
  type TableRow,
  type TableTestRow,
  type TrainingHoursRow,
  type UserRow,
} from './store.js';

/** Schema migrations, applied in order on start; each runs once (recorded in `migrations`). */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE users (id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT NOT NULL UNIQUE,
     role TEXT NOT NULL, password_hash TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
     csrf TEXT NOT NULL, expires_at INTEGER NOT NULL);
   CREATE TABLE tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL,
     automated INTEGER NOT NULL, rng TEXT NOT NULL, created_by INTEGER NOT NULL, created_at TEXT NOT NULL, genesis TEXT NOT NULL);
   CREATE TABLE log (table_id TEXT NOT NULL REFERENCES tables(id), seq INTEGER NOT NULL, round INTEGER NOT NULL,
     actor TEXT NOT NULL, user_id INTEGER, command TEXT NOT NULL, draws TEXT NOT NULL, events TEXT NOT NULL,
     at INTEGER NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (table_id, seq));
   CREATE TABLE postings (id INTEGER PRIMARY KEY AUTOINCREMENT, debit TEXT NOT NULL, credit TEXT NOT NULL,
     amount INTEGER NOT NULL CHECK (amount > 0), memo TEXT NOT NULL, table_id TEXT, seq INTEGER);
   CREATE TABLE balances (account TEXT PRIMARY KEY, balance INTEGER NOT NULL);
   CREATE TABLE table_tests (id INTEGER PRIMARY KEY AUTOINCREMENT, trainee TEXT NOT NULL, game TEXT NOT NULL,
     supervisor TEXT NOT NULL, result TEXT NOT NULL, score TEXT NOT NULL, notes TEXT NOT NULL, at TEXT NOT NULL);
   CREATE TRIGGER log_append_only_u BEFORE UPDATE ON log BEGIN SELECT RAISE(ABORT, 'log is append-only'); END;
   CREATE TRIGGER log_append_only_d BEFORE DELETE ON log BEGIN SELECT RAISE(ABORT, 'log is append-only'); END;
   CREATE TRIGGER postings_append_only_u BEFORE UPDATE ON postings BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
   CREATE TRIGGER postings_append_only_d BEFORE DELETE ON postings BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;`,
  // Accounts (disable, password change, logout everywhere) and the 611a personnel-file records.
  `ALTER TABLE users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE INDEX sessions_expiry ON sessions(expires_at);
   ALTER TABLE table_tests ADD COLUMN supervisor_title TEXT NOT NULL DEFAULT '';
   ALTER TABLE table_tests ADD COLUMN recorded_by TEXT NOT NULL DEFAULT '';
   CREATE TABLE training_hours (id INTEGER PRIMARY KEY AUTOINCREMENT, trainee TEXT NOT NULL, game TEXT NOT NULL,
     minutes INTEGER NOT NULL CHECK (minutes > 0), day TEXT NOT NULL, instructor TEXT NOT NULL, notes TEXT NOT NULL,
     at TEXT NOT NULL);
   CREATE TRIGGER table_tests_append_only_u BEFORE UPDATE ON table_tests BEGIN SELECT RAISE(ABORT, 'personnel records are append-only'); END;
   CREATE TRIGGER table_tests_append_only_d BEFORE DELETE ON table_tests BEGIN SELECT RAISE(ABORT, 'personnel records are append-only'); END;
   CREATE TRIGGER training_hours_append_only_u BEFORE UPDATE ON training_hours BEGIN SELECT RAISE(ABORT, 'personnel records are append-only'); END;
   CREATE TRIGGER training_hours_append_only_d BEFORE DELETE ON training_hours BEGIN SELECT RAISE(ABORT, 'personnel records are append-only'); END;`,
];

interface LogRow {
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
}

interface UserDbRow {
  id: number;
  username: string;
  role: string;
  password_hash: string;
  created_at: string;
  disabled: number;
}

const toUser = (r: UserDbRow): UserRow => ({
  id: r.id,
  username: r.username,
  role: r.role as AccountRole,
  passwordHash: r.password_hash,
  createdAt: r.created_at,
  disabled: r.disabled === 1,
});

/** How often the checkpoint worker copies the WAL into the database file. */
const CHECKPOINT_EVERY_MS = 100;
/** WAL frames (pages) after which the worker also restarts the WAL from its beginning. */
const RESTART_AFTER_FRAMES = 4000;

/**
 * The checkpoint worker: its own connection, a PASSIVE checkpoint (never blocks the writer) on a timer.
 * A writer that never pauses keeps appending while a checkpoint runs, so the WAL would never start
 * over and would grow to the connection's backstop; past RESTART_AFTER_FRAMES the worker therefore
 * follows its PASSIVE checkpoint (which copied nearly everything) with a RESTART one, which holds the
 * writer back only while the last few frames are copied.
 */
const CHECKPOINTER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    if (r && r.log > workerData.restartAfter) db.pragma('wal_checkpoint(RESTART)');
  } catch {}
}, workerData.everyMs);
parentPort.once('message', () => { clearInterval(timer); db.close(); parentPort.postMessage('closed'); });
`;

function startCheckpointer(path: string): Worker {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: { module, path, everyMs: CHECKPOINT_EVERY_MS, restartAfter: RESTART_AFTER_FRAMES },
  });
  worker.unref();
  return worker;
}

interface PendingAppend {
  readonly entries: readonly StoredEntry[];
  readonly postings: readonly Posting[];
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
}

export class SqliteStore implements Store {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  /** Prepared statements by SQL text: preparing costs more than running a small insert. */
  private readonly statements = new Map<string, Database.Statement>();
  /** Appends waiting for the next group commit (see `append`). */
  private pending: PendingAppend[] = [];
  private flushScheduled = false;
  private readonly checkpointer: Worker | undefined;

  constructor(readonly path: string) {
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    // WAL with synchronous NORMAL: a committed transaction survives a killed process (kill -9); only
    // an operating-system crash or power loss can lose the last commits (FELT_SQLITE_SYNC=FULL for that).
    this.db.pragma(`synchronous = ${process.env['FELT_SQLITE_SYNC'] === 'FULL' ? 'FULL' : 'NORMAL'}`);
    this.db.pragma('foreign_keys = ON');
    // A busy server appends to every table's part of the log B-tree at once: keep its pages in memory
    // (64 MiB) rather than re-reading them on every group commit.
    this.db.pragma('cache_size = -65536');
    this.db.pragma('busy_timeout = 5000');
    if (path !== ':memory:' && path !== '') {
      // Checkpoints (copying the WAL into the database file, with its fsyncs) run on a worker thread,
      // off the event loop; the connection's own automatic checkpoint stays as a backstop for a WAL of
      // 40 MiB, should the worker fall behind.
      this.db.pragma('wal_autocheckpoint = 10000');
      this.checkpointer = startCheckpointer(path);
    }
  }

  private stmt(sql: string): Database.Statement {
    let st = this.statements.get(sql);
    if (!st) {
      st = this.db.prepare(sql);
      this.statements.set(sql, st);
    }
    return st;
  }

  static inDirectory(dir: string): SqliteStore {
    mkdirSync(dir, { recursive: true });
    return new SqliteStore(join(dir, 'felt.sqlite'));
  }

  async migrate(): Promise<void> {
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
    );
    const done = new Set(
      (this.db.prepare('SELECT version FROM migrations').all() as { version: number }[]).map(
        (r) => r.version,
      ),
    );
    MIGRATIONS.forEach((sql, i) => {
      if (done.has(i + 1)) return;
      this.db.transaction(() => {
        this.db.exec(sql);
        this.db.prepare('INSERT INTO migrations VALUES (?, ?)').run(i + 1, new Date().toISOString());
      })();
    });
  }

  async claim(): Promise<boolean> {
    return true;
  }

  async renew(tableIds: readonly string[]): Promise<Set<string>> {
    return new Set(tableIds);
  }

  async release(): Promise<void> {}

  async leaseOf(): Promise<undefined> {
    return undefined;
  }

  advertise(): void {}

  async countUsers(): Promise<number> {
    return (this.stmt('SELECT count(*) AS n FROM users').get() as { n: number }).n;
  }

  async createUser(u: { username: string; role: AccountRole; passwordHash: string }): Promise<UserRow> {
    const at = new Date().toISOString();
    const r = this.stmt(
      'INSERT INTO users (username, role, password_hash, created_at) VALUES (?, ?, ?, ?)',
    ).run(u.username, u.role, u.passwordHash, at);
    return { id: Number(r.lastInsertRowid), ...u, createdAt: at, disabled: false };
  }

  async userByName(username: string): Promise<UserRow | undefined> {
    const r = this.stmt('SELECT * FROM users WHERE username = ?').get(username) as UserDbRow | undefined;
    return r && toUser(r);
  }

  async userById(id: number): Promise<UserRow | undefined> {
    const r = this.stmt('SELECT * FROM users WHERE id = ?').get(id) as UserDbRow | undefined;
    return r && toUser(r);
  }

  async listUsers(): Promise<UserRow[]> {
    return (this.stmt('SELECT * FROM users ORDER BY id').all() as UserDbRow[]).map(toUser);
  }

  async createSession(s: SessionRow): Promise<void> {
    this.stmt('INSERT INTO sessions (token_hash, user_id, csrf, expires_at) VALUES (?, ?, ?, ?)').run(
      s.tokenHash,
      s.userId,
      s.csrf,
      s.expiresAt,
    );
  }

  async session(tokenHash: string): Promise<SessionRow | undefined> {
    const r = this.stmt('SELECT * FROM sessions WHERE token_hash = ?').get(tokenHash) as
      { token_hash: string; user_id: number; csrf: string; expires_at: number } | undefined;
    return r && { tokenHash: r.token_hash, userId: r.user_id, csrf: r.csrf, expiresAt: r.expires_at };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    this.stmt('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
  }

  async deleteSessionsOf(userId: number, except?: string): Promise<number> {
    return this.db
      .prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?')
      .run(userId, except ?? '').changes;
  }

  async deleteExpiredSessions(now: number): Promise<number> {
    return this.db.prepare('DELETE FROM sessions WHERE expires_at < ?').run(now).changes;
  }

  async setPassword(userId: number, passwordHash: string): Promise<void> {
    this.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
  }

  async setDisabled(userId: number, disabled: boolean): Promise<void> {
    this.db.prepare('UPDATE users SET disabled = ? WHERE id = ?').run(disabled ? 1 : 0, userId);
  }

  async createTable(t: TableRow): Promise<void> {
    this.stmt(
      'INSERT INTO tables (id, game, options, automated, rng, created_by, created_at, genesis) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      t.id,
      t.game,
      JSON.stringify(t.options),
      t.automated ? 1 : 0,
      t.rng,
      t.createdBy,
      t.createdAt,
      t.genesis,
    );
  }

  private toTable(r: {
    id: string;
    game: string;
    options: string;
    automated: number;
    rng: string;
    created_by: number;
    created_at: string;
    genesis: string;
  }): TableRow {
    return {
      id: r.id,
      game: r.game,
      options: JSON.parse(r.options) as unknown,
      automated: r.automated === 1,
      rng: r.rng === 'seeded' ? 'seeded' : 'crypto',
      createdBy: r.created_by,
      createdAt: r.created_at,
      genesis: r.genesis,
    };
  }

  async listTables(): Promise<TableRow[]> {
    return (this.stmt('SELECT * FROM tables ORDER BY created_at').all() as never[]).map((r) =>
      this.toTable(r),
    );
  }

  async table(id: string): Promise<TableRow | undefined> {
    const r = this.stmt('SELECT * FROM tables WHERE id = ?').get(id) as never | undefined;
    return r && this.toTable(r);
  }

  async log(tableId: string): Promise<StoredEntry[]> {
    this.flush();
    const rows = this.stmt('SELECT * FROM log WHERE table_id = ? ORDER BY seq').all(tableId) as LogRow[];
    return rows.map((r) => ({
      tableId: r.table_id,
      seq: r.seq,
      round: r.round,
      actor: JSON.parse(r.actor) as StoredEntry['actor'],
      userId: r.user_id,
      command: JSON.parse(r.command) as StoredEntry['command'],
      draws: JSON.parse(r.draws) as number[],
      events: JSON.parse(r.events) as StoredEntry['events'],
      at: r.at,
      prevHash: r.prev_hash,
      hash: r.hash,
    }));
  }

  /** Writes postings and moves each account's cached balance once by its net change. */
  private postNow(postings: readonly Posting[]): void {
    const ins = this.stmt(
      'INSERT INTO postings (debit, credit, amount, memo, table_id, seq) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const bal = this.stmt(
      'INSERT INTO balances (account, balance) VALUES (?, ?) ON CONFLICT(account) DO UPDATE SET balance = balance + excluded.balance',
    );
    const net = new Map<string, number>();
    for (const p of postings) {
      ins.run(p.to, p.from, p.amount, p.memo, p.tableId ?? null, p.seq ?? null);
      net.set(p.from, (net.get(p.from) ?? 0) - p.amount);
      net.set(p.to, (net.get(p.to) ?? 0) + p.amount);
    }
    for (const [account, delta] of net) bal.run(account, delta);
  }

  private appendNow(entries: readonly StoredEntry[], postings: readonly Posting[]): void {
    const ins = this.stmt(
      'INSERT INTO log (table_id, seq, round, actor, user_id, command, draws, events, at, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const e of entries) ins.run(...logRow(e));
    this.postNow(postings);
  }

  /**
   * Group commit: the appends made in one turn of the event loop (every table's commands and dealer
   * steps) are written in one transaction, so a busy server pays for one commit per turn rather than
   * one per command. Each append is atomic on its own and its promise settles only once it is committed.
   * If the group fails, each append is retried alone, so only the appends that fail alone are rejected.
   */
  append(entries: readonly StoredEntry[], postings: readonly Posting[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ entries, postings, resolve, reject });
      if (this.flushScheduled) return;
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    });
  }

  /** Commits every pending append now (reads call it first, so they see every append made before them). */
  private flush(): void {
    this.flushScheduled = false;
    const batch = this.pending;
    if (!batch.length) return;
    this.pending = [];
    try {
      this.db.transaction(() => {
        for (const a of batch) this.appendNow(a.entries, a.postings);
      })();
    } catch {
      for (const a of batch) {
        try {
          this.db.transaction(() => this.appendNow(a.entries, a.postings))();
          a.resolve();
        } catch (e) {
          a.reject(e);
        }
      }
      return;
    }
    for (const a of batch) a.resolve();
  }

  async post(postings: readonly Posting[]): Promise<void> {
    this.flush();
    this.db.transaction(() => this.postNow(postings))();
  }

  async balance(account: string): Promise<number> {
    this.flush();
    const r = this.stmt('SELECT balance FROM balances WHERE account = ?').get(account) as
      { balance: number } | undefined;
    return r?.balance ?? 0;
  }

  async balances(): Promise<Map<string, number>> {
    this.flush();
    const rows = this.stmt('SELECT account, balance FROM balances').all() as {
      account: string;
      balance: number;
    }[];
    return new Map(rows.map((r) => [r.account, r.balance]));
  }

  async ledgerTotals(): Promise<Map<string, number>> {
    this.flush();
    const rows = this.stmt(
      `SELECT account, sum(amount) AS balance FROM (
           SELECT debit AS account, amount FROM postings UNION ALL SELECT credit AS account, -amount FROM postings)
         GROUP BY account`,
    ).all() as { account: string; balance: number }[];
    return new Map(rows.map((r) => [r.account, r.balance]));
  }

  async recordTableTest(t: TableTestRow): Promise<void> {
    this.stmt(
      'INSERT INTO table_tests (trainee, game, supervisor, supervisor_title, recorded_by, result, score, notes, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(t.trainee, t.game, t.supervisor, t.supervisorTitle, t.recordedBy, t.result, t.score, t.notes, t.at);
  }

  async tableTests(): Promise<TableTestRow[]> {
    return this.stmt(
      'SELECT trainee, game, supervisor, supervisor_title AS supervisorTitle, recorded_by AS recordedBy, result, score, notes, at FROM table_tests ORDER BY id',
    ).all() as TableTestRow[];
  }

  async recordTrainingHours(t: TrainingHoursRow): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO training_hours (trainee, game, minutes, day, instructor, notes, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(t.trainee, t.game, t.minutes, t.day, t.instructor, t.notes, t.at);
  }

  async trainingHours(): Promise<TrainingHoursRow[]> {
    return this.db
      .prepare('SELECT trainee, game, minutes, day, instructor, notes, at FROM training_hours ORDER BY id')
      .all() as TrainingHoursRow[];
  }

  async close(): Promise<void> {
    this.flush();
    const worker = this.checkpointer;
    if (worker) {
      const closed = new Promise((r) => {
        worker.once('message', r);
        worker.once('exit', r);
      });
      worker.postMessage('close');
      await Promise.race([closed, new Promise((r) => setTimeout(r, 2000).unref())]);
      await worker.terminate();
    }
    this.db.close();
  }
}
