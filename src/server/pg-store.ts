/**
 * PostgreSQL backend (DATABASE_URL), through Kysely's PostgreSQL dialect on pg. The same schema and
 * queries as SQLite (db/); several server processes may share one database, and each table is served
 * by one process at a time: a process serves a table only while it holds that table's lease (owner,
 * expiry), which it renews by heartbeat. A process that dies stops renewing; once the lease expires
 * another process takes the table and replays it from its log. Every append checks the lease in its own
 * transaction, so a process that lost its lease (paused, partitioned) cannot write to a table another
 * process now serves. Expiries are the database's clock (`now()`), never a process's.
 */
import { randomUUID } from 'node:crypto';
import { CompiledQuery, Kysely, PostgresDialect, sql, type Compilable } from 'kysely';
import pg from 'pg';
import { compileStep, MIGRATIONS } from './db/migrations.js';
import { prepare, type Prepared } from './db/prepared.js';
import type { DB } from './db/schema.js';
import { ledgerSteps, logArgs, runAsync, SqlStore, type Executor } from './db/sql-store.js';
import {
  LeaseLostError,
  type CouponMove,
  type Lease,
  type Posting,
  type StoredEntry,
  type TableRow,
} from './store.js';

/** Runs prepared queries on a Kysely connection or transaction. */
class PgExecutor implements Executor {
  constructor(private readonly db: Kysely<DB>) {}
  async all<A, R>(q: Prepared<A, R>, args: A): Promise<R[]> {
    return (await this.db.executeQuery<R>(CompiledQuery.raw(q.sql, q.bind(args)))).rows;
  }
  async first<A, R>(q: Prepared<A, R>, args: A): Promise<R | undefined> {
    return (await this.all(q, args))[0];
  }
  async run<A, R>(q: Prepared<A, R>, args: A): Promise<number> {
    const r = await this.db.executeQuery(CompiledQuery.raw(q.sql, q.bind(args)));
    return Number(r.numAffectedRows ?? r.rows.length);
  }
}

/** `now()` plus some milliseconds, on the database's clock. */
const inMs = (ms: number) => sql<Date>`now() + ${ms} * interval '1 millisecond'`;

function leaseQueries(k: Kysely<DB>) {
  return {
    /** Takes a free or expired lease, or renews this process's own. */
    claim: prepare(k, (db, a: { id: string; owner: string; url: string | null; ms: number }) =>
      db
        .insertInto('table_leases')
        .values({ table_id: a.id, owner: a.owner, url: a.url, expires_at: inMs(a.ms) })
        .onConflict((oc) =>
          oc
            .column('table_id')
            .doUpdateSet((eb) => ({
              owner: eb.ref('excluded.owner'),
              url: eb.ref('excluded.url'),
              expires_at: eb.ref('excluded.expires_at'),
            }))
            .where((eb) =>
              eb.or([
                eb('table_leases.owner', '=', eb.ref('excluded.owner')),
                eb('table_leases.expires_at', '<', sql<Date>`now()`),
              ]),
            ),
        )
        .returning('table_id'),
    ),
    renew: prepare(k, (db, a: { ids: readonly string[]; owner: string; url: string | null; ms: number }) =>
      db
        .updateTable('table_leases')
        .set({ expires_at: inMs(a.ms), url: a.url })
        .where(sql<boolean>`table_id = any(${a.ids})`)
        .where('owner', '=', a.owner)
        .returning('table_id'),
    ),
    release: prepare(k, (db, a: { id: string; owner: string }) =>
      db.deleteFrom('table_leases').where('table_id', '=', a.id).where('owner', '=', a.owner),
    ),
    leaseOf: prepare(k, (db, a: { id: string }) =>
      db
        .selectFrom('table_leases')
        .select([
          'table_id',
          'owner',
          'url',
          sql<number>`(extract(epoch FROM expires_at) * 1000)::bigint`.as('expires'),
        ])
        .where('table_id', '=', a.id)
        .where('expires_at', '>=', sql<Date>`now()`),
    ),
    /**
     * The fence: only the lease holder writes a table's log. FOR SHARE holds off a takeover until the
     * append's transaction ends; a takeover that committed first changed the owner, so this finds no
     * row and nothing is stored. (A lapsed lease nobody took is still this process's: no one else wrote.)
     */
    held: prepare(k, (db, a: { id: string; owner: string }) =>
      db
        .selectFrom('table_leases')
        .select('table_id')
        .where('table_id', '=', a.id)
        .where('owner', '=', a.owner)
        .forShare(),
    ),
    insertLease: prepare(k, (db, a: { id: string; owner: string; url: string | null; ms: number }) =>
      db
        .insertInto('table_leases')
        .values({ table_id: a.id, owner: a.owner, url: a.url, expires_at: inMs(a.ms) }),
    ),
  };
}

export interface PgLeaseOptions {
  /** How long a lease lasts without renewal (default 10 s); the heartbeat renews well within it. */
  readonly leaseMs?: number;
  /** This process's owner id (default random). */
  readonly owner?: string;
}

export class PgStore extends SqlStore {
  readonly kind = 'postgres';
  readonly owner: string;
  readonly leaseMs: number;
  private url: string | null = null;
  private readonly pg: PgExecutor;
  private readonly lq: ReturnType<typeof leaseQueries>;

  private constructor(k: Kysely<DB>, lease: PgLeaseOptions) {
    const x = new PgExecutor(k);
    super(k, x);
    this.pg = x;
    this.lq = leaseQueries(k);
    this.owner = lease.owner ?? randomUUID();
    this.leaseMs = lease.leaseMs ?? 10_000;
  }

  static async connect(url: string, lease: PgLeaseOptions = {}): Promise<PgStore> {
    const pool = new pg.Pool({ connectionString: url, max: 8 });
    // BIGINT sums come back as strings; every amount here is far below 2^53 cents.
    pg.types.setTypeParser(20, (v) => Number(v));
    pg.types.setTypeParser(1700, (v) => Number(v));
    return new PgStore(new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), lease);
  }

  /** Work in one transaction, with an executor bound to it. */
  private tx<T>(work: (x: PgExecutor, trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return this.k.transaction().execute((trx) => work(new PgExecutor(trx), trx));
  }

  async migrate(): Promise<void> {
    await this.tx(async (_x, trx) => {
      // One migrator at a time across processes.
      await sql`SELECT pg_advisory_xact_lock(7400001)`.execute(trx);
      await sql`CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(
        trx,
      );
      const done = new Set(
        (await trx.selectFrom('migrations').select('version').execute()).map((r) => r.version),
      );
      for (const m of MIGRATIONS) {
        if (done.has(m.version)) continue;
        for (const step of m.up(trx, 'postgres')) {
          const c = compileStep(step);
          await trx.executeQuery(CompiledQuery.raw(c.sql, [...c.parameters]));
        }
        await trx
          .insertInto('migrations')
          .values({ version: m.version, applied_at: new Date().toISOString() })
          .execute();
      }
    });
  }

  advertise(url: string): void {
    this.url = url;
  }

  async claim(tableId: string): Promise<boolean> {
    const args = { id: tableId, owner: this.owner, url: this.url, ms: this.leaseMs };
    return (await this.pg.all(this.lq.claim, args)).length === 1;
  }

  /**
   * A lease that lapsed (this process paused) but that nobody took is still this process's to renew: a
   * takeover changes the owner, and the row lock orders a renewal and a takeover one after the other.
   */
  async renew(tableIds: readonly string[]): Promise<Set<string>> {
    if (!tableIds.length) return new Set();
    const args = { ids: tableIds, owner: this.owner, url: this.url, ms: this.leaseMs };
    return new Set((await this.pg.all(this.lq.renew, args)).map((x) => x.table_id));
  }

  async release(tableId: string): Promise<void> {
    await this.pg.run(this.lq.release, { id: tableId, owner: this.owner });
  }

  async leaseOf(tableId: string): Promise<Lease | undefined> {
    const r = await this.pg.first(this.lq.leaseOf, { id: tableId });
    return r && { tableId: r.table_id, owner: r.owner, url: r.url, expiresAt: Number(r.expires) };
  }

  /** A new table comes with this process's lease, so no other process's heartbeat takes it up first. */
  async createTable(t: TableRow): Promise<void> {
    await this.tx(async (x) => {
      await x.run(this.q.insertTable, this.tableArgs(t));
      await x.run(this.lq.insertLease, { id: t.id, owner: this.owner, url: this.url, ms: this.leaseMs });
    });
  }

  async append(
    entries: readonly StoredEntry[],
    postings: readonly Posting[],
    coupons: readonly CouponMove[] = [],
  ): Promise<void> {
    await this.tx(async (x) => {
      for (const tableId of new Set(entries.map((e) => e.tableId)))
        if (!(await x.first(this.lq.held, { id: tableId, owner: this.owner })))
          throw new LeaseLostError(tableId);
      for (const e of entries) await x.run(this.q.insertLog, logArgs(e));
      await runAsync(ledgerSteps(this.q, postings, coupons), x);
    });
  }

  async post(postings: readonly Posting[]): Promise<void> {
    await this.tx((x) => runAsync(ledgerSteps(this.q, postings), x));
  }

  async select<R>(build: (db: Kysely<DB>) => Compilable<R>): Promise<R[]> {
    return (await this.k.executeQuery(build(this.k).compile())).rows;
  }

  async write(build: (db: Kysely<DB>) => readonly Compilable[]): Promise<number[]> {
    return this.tx(async (_x, trx) => {
      const out: number[] = [];
      for (const c of build(trx)) {
        const r = await trx.executeQuery(c.compile());
        out.push(Number(r.numAffectedRows ?? r.rows.length));
      }
      return out;
    });
  }

  async close(): Promise<void> {
    await this.k.destroy();
  }
}
