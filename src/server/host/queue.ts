/**
 * The table host's command queue and commit: work on a table runs one piece at a time; every entry the
 * table records is staged (hash-chained, with the ledger postings it causes: host/postings.ts) and then
 * stored in one transaction before anyone sees it; when the store refuses (a lease lost, an account that
 * cannot pay, a failure), the table is reloaded from what was stored.
 */
import { CryptoRng, type Rng } from '../../core/rng.js';
import type { AnyGame, GameView, Viewer } from '../../engine/game.js';
import type { LogEntry } from '../../engine/table.js';
import type { WatchRole, WireRejection } from '../../protocol/wire.js';
import { entryHash } from '../chain.js';
import {
  InsufficientFundsError,
  LeaseLostError,
  type CouponMove,
  type Posting,
  type StoredEntry,
  type Store,
  type TableRow,
} from '../store.js';
import { Broadcaster, type Broadcasting } from './broadcast.js';
import { transferPostings } from './postings.js';
import { restoreTable, type AnyTable } from './restore.js';
import { SeatHolders } from './seats.js';
import type { TimerConfig } from './timers.js';

/** A table as the back office sees it when a Match Play Coupon rides on one of its wagers. */
export interface CouponTable {
  readonly id: string;
  /** The floor's name for the table (its staff sign in to it), else its id. */
  readonly floorId: string;
  readonly game: string;
  readonly kind: 'banked' | 'non-banked';
}

/**
 * The back office's part in a wager that carries a Match Play Coupon (plugins/backoffice.ts): before the
 * command, whether the coupon may ride and its value; after the entries are stored, the redemption and,
 * at settlement, the coupon's deposit in the drop box.
 */
export interface CouponDesk {
  check(
    table: CouponTable,
    seat: number | undefined,
    command: Readonly<Record<string, unknown>>,
  ): Promise<{ ok: true; command: Record<string, unknown> } | { ok: false; error: WireRejection }>;
  stored(table: CouponTable, entries: readonly StoredEntry[]): Promise<void>;
}

export interface HostConfig extends TimerConfig {
  readonly rng?: () => Rng;
  readonly log?: (msg: string, data?: Record<string, unknown>) => void;
  /** This process lost the table's lease (another process serves it now): the host has closed itself. */
  readonly onLeaseLost?: (tableId: string) => void;
  /** Match Play Coupons on wagers (absent: a command carrying one is refused). */
  readonly coupons?: CouponDesk;
}

export type Outcome = { ok: true; seq: number } | { ok: false; error: WireRejection };

/**
 * Whose view the racks are read from after every entry: the racks are public, and a watcher (a player
 * without a seat) costs no legal-action probes and no listing of the shoe, unlike compliance.
 */
export const RACKS: Viewer = { role: 'player' };

export const fail = (code: string, message: string): Outcome => ({ ok: false, error: { code, message } });
const moved = (id: string): Outcome =>
  fail('table_moved', `table ${id} is now served by another server process; nothing was stored`);

export abstract class CommandQueue implements Broadcasting {
  protected table: AnyTable;
  private head: string;
  /** seat -> user holding it */
  readonly holders = new SeatHolders();
  /** Views and log lines to subscribers (host/broadcast.ts). */
  readonly out: Broadcaster;
  protected queue: Promise<unknown> = Promise.resolve();
  protected isClosed = false;
  /** Entries recorded by the table and not yet stored, each with its ledger postings and coupon moves. */
  private readonly staged: { entry: StoredEntry; postings: Posting[]; coupons: CouponMove[] }[] = [];
  /** A commit is in flight: the table holds entries the store may not have yet. */
  private committing = false;

  protected constructor(
    readonly row: TableRow,
    readonly game: AnyGame,
    protected readonly store: Store,
    protected readonly config: HostConfig,
    restored: readonly StoredEntry[],
  ) {
    this.out = new Broadcaster(this);
    ({ table: this.table, head: this.head } = this.restore(restored, this.holders, this.out));
  }

  /** The table after `restored` (its seats' holders into `holders`, its lines into `lines`). */
  private restore(restored: readonly StoredEntry[], holders: SeatHolders, lines: Broadcaster) {
    const { row, config } = this;
    const rng = row.rng === 'seeded' && config.rng ? config.rng() : new CryptoRng();
    const describe = (entry: LogEntry, before: readonly unknown[]): void =>
      lines.describeEntry(entry, before);
    const r = restoreTable(row, this.game, rng, restored, holders, describe, RACKS);
    r.table.onRecord = (entry, before) => this.out.describeEntry(entry, before);
    return r;
  }

  /** Stops the table's own timers (the lease was lost or the table closed). */
  protected abstract stopTimers(): void;

  get id(): string {
    return this.row.id;
  }
  get seq(): number {
    return this.table.log.length;
  }
  get state(): unknown {
    return this.table.state;
  }
  get log(): readonly LogEntry[] {
    return this.table.log;
  }
  get closed(): boolean {
    return this.isClosed;
  }
  /** Whether the table holds entries not yet stored: then nobody is shown it (nothing is seen before it is stored). */
  get unstored(): boolean {
    return this.committing || this.staged.length > 0;
  }
  view(viewer: Viewer): GameView {
    return this.table.view(viewer);
  }
  viewerFor(userId: number, role: WatchRole): Viewer {
    if (role !== 'player') return { role };
    const seat = this.holders.seatOf(userId);
    return seat === undefined ? { role: 'player' } : { role: 'player', seat };
  }

  /** Serializes work on this table. */
  protected run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Prepares the last `count` entries the table just recorded for storage (hash-chained, each with the
   * ledger postings it causes) and moves the racks, holders and chain head past them. Nothing is visible
   * until `commit` has stored it; if preparing or storing fails, the table is reloaded from the store,
   * which undoes all of this.
   */
  protected async stage(userId: number | null, count = 1): Promise<void> {
    try {
      this.stageNow(userId, count);
    } catch (e) {
      this.config.log?.('an entry could not be posted; reloading table', {
        table: this.id,
        error: String(e),
      });
      this.staged.length = 0;
      await this.reload();
      throw e;
    }
  }

  private stageNow(userId: number | null, count: number): void {
    const entries = this.table.log.slice(-count);
    const last = entries[entries.length - 1];
    if (!last || entries.length !== count) throw new Error('no entry to persist');
    const after = this.table.view(RACKS);
    const ctx = { tableId: this.id, userId, holders: this.holders };
    const staged: typeof this.staged = [];
    for (const entry of entries) {
      const money = transferPostings(entry, ctx);
      const base = {
        tableId: this.id,
        seq: entry.seq,
        round: entry.round,
        actor: entry.actor,
        userId,
        command: entry.command,
        draws: entry.draws,
        events: entry.events,
        at: Date.now(),
      };
      const stored: StoredEntry = { ...base, prevHash: this.head, hash: entryHash(this.head, base) };
      staged.push({ entry: stored, ...money });
      this.head = stored.hash;
      this.holders.track(entry.command, entry.actor, userId, after);
    }
    this.staged.push(...staged);
  }

  /**
   * This table for the back office's coupon checks: banked only where the game's view says so
   * (GameView.kind, issue 11); a view that does not say is refused, never assumed banked (§ 603a.21(a)).
   */
  couponTable(): CouponTable {
    const kind = (this.table.view(RACKS) as { kind?: unknown }).kind;
    return {
      id: this.id,
      floorId: this.row.name ?? this.id,
      game: this.game.id,
      kind: kind === 'banked' ? 'banked' : 'non-banked',
    };
  }

  /** Stores every staged entry with its postings in one transaction; on failure reloads from the store. */
  protected async commit(): Promise<void> {
    const staged = this.staged.splice(0);
    if (!staged.length) return;
    this.committing = true;
    try {
      await this.store.append(
        staged.map((s) => s.entry),
        staged.flatMap((s) => s.postings),
        staged.flatMap((s) => s.coupons),
      );
      if (this.config.coupons && staged.some((s) => s.coupons.length))
        void this.config.coupons
          .stored(
            this.couponTable(),
            staged.filter((s) => s.coupons.length).map((s) => s.entry),
          )
          .catch((e: unknown) =>
            this.config.log?.('the back office did not record a coupon', {
              table: this.id,
              error: String(e),
            }),
          );
    } catch (e) {
      if (e instanceof LeaseLostError) {
        this.config.log?.('lease lost; another process serves this table', { table: this.id });
        this.loseLease();
      } else if (e instanceof InsufficientFundsError)
        this.config.log?.('the store refused a debit; reloading table', {
          table: this.id,
          account: e.account,
        });
      else this.config.log?.('persist failed; reloading table', { table: this.id, error: String(e) });
      await this.reload();
      throw e;
    } finally {
      this.committing = false;
    }
  }

  /** Commits, or says false when the lease went to another process (nothing was stored; the table is closed here). */
  protected async commitOrMoved(): Promise<boolean> {
    try {
      await this.commit();
      return true;
    } catch (e) {
      if (e instanceof LeaseLostError) return false;
      throw e;
    }
  }

  /**
   * Commits; a refusal the player should hear instead of an error: the lease went to another process,
   * or the store found the player's account could not pay (the funds check that counts, atomic with
   * the move: another table may have spent the chips since the friendly check in `submit`). Either
   * way nothing was stored and the table was reloaded.
   */
  protected async commitOrRefused(): Promise<Outcome | undefined> {
    try {
      await this.commit();
      return undefined;
    } catch (e) {
      if (e instanceof LeaseLostError) return moved(this.id);
      if (e instanceof InsufficientFundsError)
        return fail(
          'insufficient_funds',
          'your account does not hold the chips this needs; nothing was stored',
        );
      throw e;
    }
  }

  /** Stops serving (the lease went to another process): subscribers are told where to go. */
  loseLease(): void {
    if (this.closed) return;
    this.isClosed = true;
    this.stopTimers();
    this.out.farewell({ code: 'table_moved', message: `table ${this.id} is now served by another process` });
    this.config.onLeaseLost?.(this.id);
  }

  /** Reloads the table from the store, undoing whatever was not stored; subscribers get the stored state. */
  protected async reload(): Promise<void> {
    const holders = new SeatHolders();
    const lines = new Broadcaster(this);
    const { table, head } = this.restore(await this.store.log(this.id), holders, lines);
    this.table = table;
    this.out.adoptLines(lines);
    this.head = head;
    this.holders.clear();
    for (const [k, v] of holders) this.holders.set(k, v);
    this.out.schedule();
  }
}
