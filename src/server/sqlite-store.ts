/**
 * The embedded default: one SQLite file under the data directory (WAL), on better-sqlite3. Queries are
 * Kysely's (db/queries.ts), compiled once and run synchronously as prepared statements, so the appends
 * of one turn of the event loop are written in one transaction (the group commit) with no await inside.
 */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type Compilable } from 'kysely';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { compileStep, MIGRATIONS } from './db/migrations.js';
import type { Prepared } from './db/prepared.js';
import type { DB } from './db/schema.js';
import { ledgerSteps, logArgs, runSync, SqlStore, type Executor } from './db/sql-store.js';
import type { CouponMove, Posting, StoredEntry, TableRow } from './store.js';

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
  readonly coupons: readonly CouponMove[];
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
}

/** SQLite binds no booleans: they are stored as 0 and 1. */
const bindable = (params: readonly unknown[]): unknown[] =>
  params.map((p) => (p === true ? 1 : p === false ? 0 : p));

/** Runs compiled SQL on better-sqlite3, keeping one prepared statement per SQL text. */
class SyncExecutor implements Executor {
  private readonly statements = new Map<string, Database.Statement>();
  constructor(private readonly db: Database.Database) {}

  stmt(sql: string): Database.Statement {
    let st = this.statements.get(sql);
    if (!st) {
      st = this.db.prepare(sql);
      this.statements.set(sql, st);
    }
    return st;
  }
  all<A, R>(q: Prepared<A, R>, args: A): R[] {
    return this.stmt(q.sql).all(...bindable(q.bind(args))) as R[];
  }
  first<A, R>(q: Prepared<A, R>, args: A): R | undefined {
    return this.stmt(q.sql).get(...bindable(q.bind(args))) as R | undefined;
  }
  run<A, R>(q: Prepared<A, R>, args: A): number {
    return this.stmt(q.sql).run(...bindable(q.bind(args))).changes;
  }
  /** A compiled query, for queries built elsewhere (`select`, `write`) and migrations. */
  compiled(c: { sql: string; parameters: readonly unknown[] }, read: boolean): unknown[] | number {
    const st = this.db.prepare(c.sql);
    const params = bindable(c.parameters);
    return read && st.reader ? st.all(...params) : st.run(...params).changes;
  }
}

export class SqliteStore extends SqlStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly sync: SyncExecutor;
  /** Appends waiting for the next group commit (see `append`). */
  private pending: PendingAppend[] = [];
  private flushScheduled = false;
  private readonly checkpointer: Worker | undefined;

  constructor(readonly path: string) {
    const db = new Database(path);
    const sync = new SyncExecutor(db);
    super(new Kysely<DB>({ dialect: new SqliteDialect({ database: db }) }), sync);
    this.db = db;
    this.sync = sync;
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
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      this.db.transaction(() => {
        for (const step of m.up(this.k, 'sqlite')) this.sync.compiled(compileStep(step), false);
        this.db.prepare('INSERT INTO migrations VALUES (?, ?)').run(m.version, new Date().toISOString());
      })();
    }
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

  async createTable(t: TableRow): Promise<void> {
    this.sync.run(this.q.insertTable, this.tableArgs(t));
  }

  protected override settled(): void {
    this.flush();
  }

  private appendNow(
    entries: readonly StoredEntry[],
    postings: readonly Posting[],
    coupons: readonly CouponMove[],
  ): void {
    for (const e of entries) this.sync.run(this.q.insertLog, logArgs(e));
    runSync(ledgerSteps(this.q, postings, coupons), this.sync);
  }

  /**
   * Group commit: the appends made in one turn of the event loop (every table's commands and dealer
   * steps) are written in one transaction, so a busy server pays for one commit per turn rather than
   * one per command. Each append is atomic on its own and its promise settles only once it is committed.
   * If the group fails, each append is retried alone, so only the appends that fail alone are rejected.
   */
  append(
    entries: readonly StoredEntry[],
    postings: readonly Posting[],
    coupons: readonly CouponMove[] = [],
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ entries, postings, coupons, resolve, reject });
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
        for (const a of batch) this.appendNow(a.entries, a.postings, a.coupons);
      })();
    } catch {
      for (const a of batch) {
        try {
          this.db.transaction(() => this.appendNow(a.entries, a.postings, a.coupons))();
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
    this.db.transaction(() => runSync(ledgerSteps(this.q, postings), this.sync))();
  }

  async select<R>(build: (db: Kysely<DB>) => Compilable<R>): Promise<R[]> {
    this.flush();
    return this.sync.compiled(build(this.k).compile(), true) as R[];
  }

  async write(build: (db: Kysely<DB>) => readonly Compilable[]): Promise<number[]> {
    this.flush();
    const statements = build(this.k).map((c) => c.compile());
    return this.db.transaction(() => statements.map((c) => this.sync.compiled(c, false) as number))();
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
