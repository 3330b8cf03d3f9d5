/**
 * Which process serves which table. On PostgreSQL several server processes share one database and each
 * table is served by the process holding its lease (pg-store.ts): a heartbeat renews this process's
 * leases, closes the tables whose lease was lost, and takes up any table whose lease has expired (its
 * process died), replaying it from its log. On SQLite one process serves every table.
 */
import type { AnyGame } from '../engine/game.js';
import type { TableSummary } from '../protocol/wire.js';
import type { Store, TableRow } from './store.js';
import { TableHost, type HostConfig } from './tables.js';

export class TableLeases {
  private timer: NodeJS.Timeout | undefined;
  private beat: Promise<void> = Promise.resolve();
  private stopped = false;
  /** Tables being created here right now (the heartbeat must not open them a second time). */
  private readonly opening = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly games: ReadonlyMap<string, AnyGame>,
    private readonly tables: Map<string, TableHost>,
    private readonly config: HostConfig,
    private readonly log: (msg: string, data?: Record<string, unknown>) => void,
  ) {}

  /**
   * The lobby rows of tables other processes serve, as those processes report them (a short request to
   * each lease holder's URL); a table whose holder does not answer is left out.
   */
  async servedElsewhere(): Promise<TableSummary[]> {
    if (this.store.kind !== 'postgres') return [];
    const out: TableSummary[] = [];
    for (const row of await this.store.listTables()) {
      if (this.tables.has(row.id)) continue;
      const lease = await this.store.leaseOf(row.id);
      if (!lease?.url) continue;
      try {
        const r = await fetch(`${lease.url}/api/tables/${encodeURIComponent(row.id)}`, {
          signal: AbortSignal.timeout(1_000),
        });
        if (r.ok) out.push({ ...((await r.json()) as TableSummary), servedBy: lease.url });
      } catch {
        // The holder is gone or slow; its lease will expire and a process will take the table up.
      }
    }
    return out;
  }

  /** Opens every table nobody serves: replays its log and resolves a round cut off by the failure. */
  async takeFreeTables(strict = true): Promise<void> {
    for (const row of await this.store.listTables()) {
      if (this.stopped || this.tables.has(row.id) || this.opening.has(row.id)) continue;
      const game = this.games.get(row.game);
      if (!game) {
        this.log('table of an unknown game left closed', { table: row.id, game: row.game });
        continue;
      }
      if (!(await this.store.claim(row.id))) continue;
      let host: TableHost;
      try {
        host = await TableHost.open(row, game, this.store, this.config);
      } catch (e) {
        // A log that does not replay is never served; at start-up that stops the server, later it is
        // reported and the other tables are still taken up.
        await this.store.release(row.id);
        if (strict) throw e;
        this.log('table left closed: its log does not replay', { table: row.id, error: String(e) });
        continue;
      }
      this.tables.set(row.id, host);
      this.log('table resumed from its log', { table: row.id });
      await host.resumeAfterFailure();
    }
  }

  /** Creates a table (with this process's lease) and serves it. */
  async openNew(row: TableRow, game: AnyGame): Promise<TableHost> {
    this.opening.add(row.id);
    try {
      await this.store.createTable(row);
      if (!(await this.store.claim(row.id))) throw new Error(`lease on the new table ${row.id} not granted`);
      const host = await TableHost.open(row, game, this.store, this.config);
      this.tables.set(row.id, host);
      return host;
    } finally {
      this.opening.delete(row.id);
    }
  }

  /** One heartbeat: renew, drop what was lost, take what was abandoned. */
  async heartbeat(): Promise<void> {
    const held = await this.store.renew([...this.tables.keys()]);
    for (const [id, host] of this.tables)
      if (!held.has(id)) {
        this.log('table lease lost', { table: id });
        host.loseLease();
        this.tables.delete(id);
      }
    await this.takeFreeTables(false);
  }

  /** Starts the heartbeat (PostgreSQL only): every third of the lease. */
  start(leaseMs = 10_000): void {
    if (this.store.kind !== 'postgres' || this.timer) return;
    this.timer = setInterval(
      () => {
        this.beat = this.beat
          .then(() => (this.stopped ? undefined : this.heartbeat()))
          .catch((e: unknown) => this.log('lease heartbeat failed', { error: String(e) }));
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
  }

  /** Stops the heartbeat and every table; `release` hands the leases back at once (a clean shutdown). */
  async stop(release: boolean): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.beat;
    for (const [id, host] of this.tables) {
      await host.close();
      if (release) await this.store.release(id).catch(() => undefined);
    }
  }
}
