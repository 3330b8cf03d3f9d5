/**
 * One process, many tables. Each table runs the game's engine in memory; every accepted command (a
 * person's or the automated dealer's) is appended to the table's hash-chained log with its ledger
 * postings in one transaction before anyone sees its effect. Commands to a table are serialized.
 *
 * The host is split by job: host/queue.ts is the command queue and the commit (staging entries with
 * their hashes, storing them, reloading the table when the store refuses); host/postings.ts posts the
 * ledger (from the kernel's declared transfers); host/timers.ts runs the automated table's timers;
 * host/broadcast.ts pushes views and log lines to subscribers. This file is the host itself: what a
 * person, the floor, the automated dealer and the server may ask of a table.
 */
import type { Actor, AnyGame, GameCommand, Viewer } from '../engine/game.js';
import { wouldAccept } from '../engine/table.js';
import { formatCents, type WatchRole, type WireLine, type WireRejection } from '../protocol/wire.js';
import { sharedAdvisor, type Advice } from './advice.js';
import { accounts, chipsIn, seatChips, seatCount } from './conventions.js';
import type { Subscriber } from './host/broadcast.js';
import { CommandQueue, fail, type HostConfig, type Outcome } from './host/queue.js';
import { replayStep, type ReplayStep } from './host/replay.js';
import { TableTimers, type Timed } from './host/timers.js';
import type { TableNote } from './notes.js';
import type { StoredEntry, Store, TableRow } from './store.js';

export type { Subscriber } from './host/broadcast.js';
export type { CouponDesk, CouponTable, HostConfig, Outcome } from './host/queue.js';
export { commandAs, type ReplayStep } from './host/replay.js';
export { newTableRow } from './host/restore.js';

const rejection = (e: { code: string; message: string; citation?: string }): WireRejection =>
  e.citation
    ? { code: e.code, message: e.message, citation: e.citation }
    : { code: e.code, message: e.message };

export class TableHost extends CommandQueue implements Timed {
  private readonly timers: TableTimers;
  /** The name the floor gave the table (PATCH /api/tables/:id). */
  tableName: string | null;

  private constructor(
    row: TableRow,
    game: AnyGame,
    store: Store,
    config: HostConfig,
    restored: readonly StoredEntry[],
  ) {
    super(row, game, store, config, restored);
    this.timers = new TableTimers(this, config);
    this.tableName = row.name ?? null;
  }

  protected stopTimers(): void {
    this.timers.clear();
  }

  /** A closed table, read from its log for audit: it accepts nothing and runs no timers. */
  static async archived(row: TableRow, game: AnyGame, store: Store, config: HostConfig): Promise<TableHost> {
    const host = new TableHost(row, game, store, config, await store.log(row.id));
    host.isClosed = true;
    return host;
  }

  static async open(row: TableRow, game: AnyGame, store: Store, config: HostConfig): Promise<TableHost> {
    const host = new TableHost(row, game, store, config, await store.log(row.id));
    host.afterChange();
    return host;
  }

  get automated(): boolean {
    return this.row.automated;
  }
  report(msg: string, data?: Record<string, unknown>): void {
    this.config.log?.(msg, data);
  }
  get subscribers(): Set<Subscriber> {
    return this.out.subscribers;
  }
  seatOf(userId: number): number | undefined {
    return this.holders.seatOf(userId);
  }

  summary(): { seatsTaken: number; seats: number | null; round: number; phase: string } {
    const v = this.table.view({ role: 'compliance' });
    return {
      seatsTaken: seatChips(v).size,
      // The Rules Submission's positions, else the game's own count its views carry (a dice table).
      seats: seatCount(this.row.options) ?? seatCount(v),
      round: v.round,
      phase: v.phase,
    };
  }

  /** A person's command: a player acts for the seat the session holds; staff act for the table. */
  submit(userId: number, role: WatchRole, raw: unknown): Promise<Outcome> {
    return this.run(async () => {
      if (this.closed) return fail('table_closed', 'this table is closed');
      const actor = this.holders.actorFor(userId, role, raw);
      if (!('role' in actor)) return { ok: false, error: actor };
      // A Match Play Coupon on the command: the back office decides whether it may ride (§ 525.22).
      if (raw && typeof raw === 'object' && 'coupon' in raw) {
        if (!this.config.coupons)
          return fail('coupons_not_accepted', 'this server does not accept Match Play Coupons');
        const c = await this.config.coupons.check(this.couponTable(), actor.seat, raw);
        if (!c.ok) return { ok: false, error: c.error };
        raw = c.command;
      }
      const wanted = role === 'player' ? chipsIn(raw as GameCommand) : 0;
      if (wanted > 0) {
        const wallet = await this.store.balance(accounts.wallet(userId));
        if (wallet < wanted)
          return fail(
            'insufficient_funds',
            `your account holds ${formatCents(wallet)}; ${formatCents(wanted)} needed`,
          );
      }
      const r = this.table.submit(actor, raw);
      if (!r.ok) {
        // A decision the regulation gives to a floorperson: the dealer asks for it (approvals.ts).
        const parsed = role === 'dealer' ? this.game.commands.safeParse(raw) : undefined;
        if (
          parsed?.success &&
          wouldAccept(this.game, this.table.state, { role: 'floorperson' }, parsed.data).ok
        )
          return {
            ok: false,
            error: rejection({
              ...r.error,
              code: 'floorperson_approval_required',
              message: `${r.error.message}: ask a floorperson to approve it`,
            }),
          };
        return { ok: false, error: rejection(r.error) };
      }
      await this.stage(userId);
      const refused = await this.commitOrRefused();
      if (refused) return refused;
      this.afterChange();
      return { ok: true, seq: this.seq };
    });
  }

  /**
   * Closes the table for good, unless a seat is taken (false): in the queue, so nobody sits meanwhile;
   * `record` stores the closing first. Nothing more is accepted and its subscribers are told.
   */
  closeForGood(record: () => Promise<void>): Promise<boolean> {
    return this.run(async () => {
      if (this.closed) return true;
      if (this.summary().seatsTaken > 0) return false;
      await record();
      this.isClosed = true;
      this.stopTimers();
      this.out.farewell({ code: 'table_closed', message: `table ${this.id} has been closed` });
      return true;
    });
  }

  /**
   * Records a note by `by` in the table's log (an approval asked, granted or denied), and optionally a
   * command decided right after it by `then.actor`, stored together in one transaction. A rejected
   * command stores nothing, not even the note.
   */
  annotate(
    userId: number | null,
    by: Actor,
    note: TableNote,
    then?: { actor: Actor; command: GameCommand },
    guard?: () => WireRejection | undefined,
  ): Promise<Outcome> {
    return this.run(async () => {
      if (this.closed) return fail('table_closed', 'this table is closed');
      const refused = guard?.();
      if (refused) return { ok: false, error: refused };
      if (then) {
        const dry = wouldAccept(this.game, this.table.state, then.actor, then.command);
        if (!dry.ok) return { ok: false, error: rejection(dry.error) };
      }
      this.table.note(by, note);
      if (then) {
        const r = this.table.apply(then.actor, then.command);
        if (!r.ok) throw new Error(`command rejected after its dry run: ${r.error.code}`);
      }
      await this.stage(userId, then ? 2 : 1);
      const notStored = await this.commitOrRefused();
      if (notStored) return notStored;
      this.afterChange();
      return { ok: true, seq: this.seq };
    });
  }

  /**
   * After this process took the table over from its log (a restart, or another process's lease
   * expired): on an automated table, a round cut off mid-way is resolved as the game's irregularity
   * rules say (`GameDefinition.interrupted`), with a note saying why; otherwise it simply continues.
   */
  resumeAfterFailure(): Promise<void> {
    return this.run(async () => {
      if (this.closed || !this.row.automated || this.seq === 0) return;
      const due = this.game.interrupted?.(this.table.state);
      if (!due) return;
      const dry = wouldAccept(this.game, this.table.state, due.actor, due.command);
      if (!dry.ok) {
        this.config.log?.('interrupted round left to continue', { table: this.id, why: dry.error.code });
        return;
      }
      const note: TableNote = {
        type: 'table-resumed',
        round: this.game.roundOf(this.table.state),
        resolution: due.command.type,
      };
      this.table.note({ role: 'system' }, note);
      const r = this.table.apply(due.actor, due.command);
      if (!r.ok) throw new Error(`interrupted-round command rejected: ${r.error.code}`);
      await this.stage(null, 2);
      if (!(await this.commitOrMoved())) return;
      this.config.log?.('interrupted round resolved', { table: this.id, command: due.command.type });
      this.afterChange();
    });
  }

  /** After every change: push views, then let the automated dealer act or arm the betting timer. */
  private afterChange(): void {
    this.out.schedule();
    this.timers.arm();
  }

  /**
   * The automated dealer's steps. Without a deal pace the steps up to the next person's decision run
   * back to back and are stored together, in one transaction (a crash stores all of them or none, and
   * the restarted table deals them again); the views are pushed once, after they are stored.
   */
  private async automatedStep(): Promise<void> {
    try {
      for (let i = 0; i < 1000 && !this.closed; i += 1) {
        const next = this.table.game.automate(this.table.state);
        if (!next) break;
        const r = this.table.apply(next.actor, next.command);
        if (!r.ok) throw new Error(`automated step rejected: ${r.error.code}`);
        await this.stage(null);
        if (this.config.dealPaceMs > 0) break;
      }
    } finally {
      await this.commit();
    }
    this.afterChange();
  }

  // The timers' entry points (host/timers.ts): each queues its work like any command.

  dealerMayCloseBets(): boolean {
    return this.table.view({ role: 'dealer' }).legalActions.some((a) => a.type === 'no-more-bets');
  }

  dealerSteps(): Promise<void> {
    return this.run(() => this.automatedStep());
  }

  closeBets(): Promise<void> {
    return this.submitSystem({ type: 'no-more-bets' });
  }

  /** The game answers for a person waited on since `seq` (a cut offer declined ...), unless someone has. */
  answerOverdue(seq: number): Promise<void> {
    return this.run(async () => {
      if (this.closed || this.seq !== seq) return;
      const now = this.game.overdue?.(this.table.state);
      if (!now) return;
      const r = this.table.apply(now.actor, now.command);
      if (r.ok) {
        await this.stage(null);
        await this.commit();
      }
      this.afterChange();
    });
  }

  /** The automated dealer's own command (closing bets). */
  private submitSystem(command: GameCommand): Promise<void> {
    return this.run(async () => {
      if (this.closed) return;
      const r = this.table.submit({ role: 'dealer' }, command);
      if (r.ok) {
        await this.stage(null);
        await this.commit();
      }
      this.afterChange();
    });
  }

  /**
   * The game's player aid for this user's seat now, computed on a worker thread (never on the event
   * loop) and kept per situation: the game and this viewer's view of the state (advice.ts).
   */
  advice(userId: number): Promise<Advice | undefined> {
    const viewer = this.viewerFor(userId, 'player');
    if (viewer.seat === undefined) return Promise.resolve(undefined);
    const { json } = this.out.serialisedView(viewer);
    return sharedAdvisor().advise(this.table.game, this.table.state, viewer, json);
  }

  /** The subscriber gets its first view now, or with the next broadcast if a change is being stored. */
  subscribe(sub: Subscriber): void {
    this.out.subscribe(sub);
  }

  /** Pushes every subscriber its view; while a change is being stored, its commit pushes them instead. */
  broadcast(): void {
    this.out.broadcast();
  }

  /** The lines of entry `seq` as `viewer` reads them (host/broadcast.ts). */
  entryLines(seq: number, viewer: Viewer): readonly WireLine[] {
    return this.out.entryLines(seq, viewer);
  }

  /** Log lines after `since`, as this viewer may read them. */
  lines(viewer: Viewer, since: number): WireLine[] {
    return this.out.lines(viewer, since);
  }

  /** Step `seq` of the log replayed as `viewer` sees it (host/replay.ts). */
  replayStep(seq: number, viewer: Viewer): ReplayStep | { mismatch: { seq: number; reason: string } } {
    return replayStep(this, seq, viewer);
  }

  /** Stops timers; work already queued finishes. */
  async close(): Promise<void> {
    this.isClosed = true;
    this.timers.clear();
    await this.queue;
  }

  /** Finishes queued work and automation (tests). */
  async idle(): Promise<void> {
    for (let i = 0; i < 10_000; i += 1) {
      await this.queue;
      await new Promise((r) => setImmediate(r));
      if (!this.timers.pending && !this.out.scheduled) return;
      if (this.closed) return;
      await new Promise((r) => setTimeout(r, Math.max(1, this.config.dealPaceMs)));
    }
  }
}
