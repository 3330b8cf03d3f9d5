/**
 * One process, many tables. Each table runs the game's engine in memory; every accepted command (a
 * person's or the automated dealer's) is appended to the table's hash-chained log with its ledger
 * postings in one transaction before anyone sees its effect. Commands to a table are serialized.
 */
import { randomUUID } from 'node:crypto';
import { CryptoRng, type Rng } from '../core/rng.js';
import type { Actor, AnyGame, GameCommand, GameEvent, GameView, Viewer } from '../engine/game.js';
import { isNote, replay, Table, viewerKey, wouldAccept, type LogEntry } from '../engine/table.js';
import type { ServerMessage, WatchRole, WireLine, WireRejection } from '../protocol/wire.js';
import { entryHash, genesisHash } from './chain.js';
import {
  accounts,
  cardsIn,
  cardsInJson,
  cashedOut,
  chipsIn,
  maskCards,
  seatChips,
  seatCount,
} from './conventions.js';
import { describeNote, type TableNote } from './notes.js';
import { LeaseLostError, type Posting, type StoredEntry, type Store, type TableRow } from './store.js';

export interface Subscriber {
  readonly userId: number;
  readonly role: WatchRole;
  lastSeq: number;
  send(msg: ServerMessage): void;
  /**
   * The same message already serialised as JSON (what `send` would write): a view is serialised once per
   * state and viewer, however many subscribers share it, and spliced into each subscriber's message.
   */
  sendText?(json: string): void;
  /** Cards this subscriber's views have shown in the round in play (they may be named in its log lines). */
  seen?: { round: number; cards: Set<string> };
}

export interface HostConfig {
  /** Automated tables: how long betting stays open after the first wager. */
  readonly betWindowMs: number;
  /** Automated tables: pause between dealer steps, so people can watch the deal (0: as fast as possible). */
  readonly dealPaceMs: number;
  /**
   * Automated tables: how long the table waits on a person the game can answer for (`overdue`), e.g. a
   * player offered the cut (default 30 s).
   */
  readonly decisionMs?: number;
  readonly rng?: () => Rng;
  readonly log?: (msg: string, data?: Record<string, unknown>) => void;
  /** This process lost the table's lease (another process serves it now): the host has closed itself. */
  readonly onLeaseLost?: (tableId: string) => void;
}

type AnyTable = Table<unknown, unknown, GameCommand, GameEvent, GameView>;

interface SerialisedView {
  readonly view: GameView;
  readonly json: string;
  readonly cards: readonly string[];
}

export type Outcome = { ok: true; seq: number } | { ok: false; error: WireRejection };

/**
 * Whose view the racks are read from after every entry: the racks are public, and a watcher (a player
 * without a seat) costs no legal-action probes and no listing of the shoe, unlike compliance.
 */
const RACKS: Viewer = { role: 'player' };

const fail = (code: string, message: string): Outcome => ({ ok: false, error: { code, message } });
const moved = (id: string): Outcome =>
  fail('table_moved', `table ${id} is now served by another server process; nothing was stored`);
const rejection = (e: { code: string; message: string; citation?: string }): WireRejection =>
  e.citation
    ? { code: e.code, message: e.message, citation: e.citation }
    : { code: e.code, message: e.message };

export class TableHost {
  private table: AnyTable;
  private head: string;
  private readonly userBySeq: (number | null)[] = [];
  /** seat -> user holding it */
  readonly holders = new Map<number, number>();
  readonly subscribers = new Set<Subscriber>();
  private queue: Promise<unknown> = Promise.resolve();
  private betTimer: NodeJS.Timeout | undefined;
  private paceTimer: NodeJS.Timeout | undefined;
  private decisionTimer: { timer: NodeJS.Timeout; seq: number } | undefined;
  private closed = false;
  private broadcastPending = false;
  /** Chips in each rack after the last staged entry (what the ledger's seat accounts hold once stored). */
  private racks = new Map<number, number>();
  /** Entries recorded by the table and not yet stored, each with its ledger postings. */
  private readonly staged: { entry: StoredEntry; postings: Posting[] }[] = [];
  /** A commit is in flight: the table holds entries the store may not have yet. */
  private committing = false;
  /** The wire lines of each log entry, unmasked (entries never change, so each is described once). */
  private described: WireLine[][] = [];
  /** Each viewer's view of the current state as JSON, with the cards it names. */
  private serialised: { state: unknown; byViewer: Map<string, SerialisedView> } | undefined;

  private constructor(
    readonly row: TableRow,
    readonly game: AnyGame,
    private readonly store: Store,
    private readonly config: HostConfig,
    restored: StoredEntry[],
  ) {
    const rng = row.rng === 'seeded' && config.rng ? config.rng() : new CryptoRng();
    const tableConfig = { automated: row.automated };
    if (restored.length) {
      const log: LogEntry[] = restored.map((e) => ({
        seq: e.seq,
        round: e.round,
        actor: e.actor,
        command: e.command,
        draws: e.draws,
        events: e.events,
      }));
      const r = replay(game, row.options, tableConfig, log, { source: row.rng });
      if (r.mismatch)
        throw new Error(
          `table ${row.id}: stored log does not replay at seq ${r.mismatch.seq}: ${r.mismatch.reason}`,
        );
      this.table = new Table(game, row.options, rng, tableConfig, { state: r.state, log });
      this.head = restored[restored.length - 1]?.hash ?? row.genesis;
      // Seat holders are derived from the log: a `sit` gives the seat to its user until the seat empties.
      let state = game.setup(row.options, tableConfig);
      for (const e of restored) {
        if (!isNote(e.command)) for (const ev of e.events) state = game.evolve(state, ev);
        this.userBySeq.push(e.userId);
        this.trackHolders(e.command, e.actor, e.userId, game.view(state, RACKS));
      }
    } else {
      this.table = new Table(game, row.options, rng, tableConfig);
      this.head = row.genesis;
    }
  }

  static async open(row: TableRow, game: AnyGame, store: Store, config: HostConfig): Promise<TableHost> {
    const host = new TableHost(row, game, store, config, await store.log(row.id));
    host.racks = seatChips(host.table.view(RACKS));
    host.afterChange();
    return host;
  }

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
  view(viewer: Viewer): GameView {
    return this.table.view(viewer);
  }
  seatOf(userId: number): number | undefined {
    for (const [seat, user] of this.holders) if (user === userId) return seat;
    return undefined;
  }

  summary(): { seatsTaken: number; seats: number | null; round: number; phase: string } {
    const v = this.table.view({ role: 'compliance' });
    return {
      seatsTaken: seatChips(v).size,
      seats: seatCount(this.row.options),
      round: v.round,
      phase: v.phase,
    };
  }

  private trackHolders(command: GameCommand, actor: Actor, userId: number | null, after: GameView): void {
    const seats = seatChips(after);
    if (command.type === 'sit' && actor.seat !== undefined && userId !== null && seats.has(actor.seat))
      this.holders.set(actor.seat, userId);
    for (const seat of [...this.holders.keys()]) if (!seats.has(seat)) this.holders.delete(seat);
  }

  /** Serializes work on this table. */
  private run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** A person's command: a player acts for the seat the session holds; staff act for the table. */
  submit(userId: number, role: WatchRole, raw: unknown): Promise<Outcome> {
    return this.run(async () => {
      if (this.closed) return fail('table_closed', 'this table is closed');
      const command = raw as { type?: unknown };
      if (!command || typeof command !== 'object' || typeof command.type !== 'string')
        return fail('malformed_command', 'a command is an object with a string `type`');
      let actor: Actor;
      if (role === 'player') {
        const held = this.seatOf(userId);
        if (command.type === 'sit') {
          if (held !== undefined)
            return fail('already_seated', `you already hold seat ${held} at this table`);
          const seat = (raw as { seat?: unknown }).seat;
          if (typeof seat !== 'number') return fail('malformed_command', 'sit needs a seat number');
          actor = { role: 'player', seat };
        } else {
          if (held === undefined) return fail('not_seated', 'take a seat first');
          actor = { role: 'player', seat: held };
        }
        const wanted = chipsIn(command as GameCommand);
        if (wanted > 0) {
          const wallet = await this.store.balance(accounts.wallet(userId));
          if (wallet < wanted)
            return fail('insufficient_funds', `your account holds ${wallet} cents; ${wanted} needed`);
        }
      } else if (role === 'compliance') {
        return fail('read_only', 'compliance and surveillance views are read-only');
      } else {
        actor = { role };
      }
      const r = this.table.submit(actor, raw);
      if (!r.ok) {
        // A decision the regulation gives to a floorperson: the dealer asks for it (approvals.ts).
        const parsed = role === 'dealer' ? this.game.commands.safeParse(raw) : undefined;
        if (
          parsed?.success &&
          wouldAccept(this.game, this.table.state, { role: 'floorperson' }, parsed.data as GameCommand).ok
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
      this.stage(userId);
      if (!(await this.commitOrMoved())) return moved(this.id);
      this.afterChange();
      return { ok: true, seq: this.seq };
    });
  }

  /**
   * Prepares the last `count` entries the table just recorded for storage (hash-chained, with the ledger
   * postings they cause together, on the last) and moves the racks, holders and chain head past them. Nothing is visible until `commit` has stored it; if
   * storing fails, the table is reloaded from the store, which undoes all of this.
   */
  private stage(userId: number | null, count = 1): void {
    const entries = this.table.log.slice(-count);
    const last = entries[entries.length - 1];
    if (!last || entries.length !== count) throw new Error('no entry to persist');
    const after = this.table.view(RACKS);
    const racks = seatChips(after);
    const postings = this.postings(last, userId, this.racks, racks);
    for (const entry of entries) {
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
      this.staged.push({ entry: stored, postings: entry === last ? postings : [] });
      this.head = stored.hash;
      this.userBySeq.push(userId);
      this.trackHolders(entry.command, entry.actor, userId, after);
    }
    this.racks = racks;
  }

  /** Stores every staged entry with its postings in one transaction; on failure reloads from the store. */
  private async commit(): Promise<void> {
    const staged = this.staged.splice(0);
    if (!staged.length) return;
    this.committing = true;
    try {
      await this.store.append(
        staged.map((s) => s.entry),
        staged.flatMap((s) => s.postings),
      );
    } catch (e) {
      if (e instanceof LeaseLostError) {
        this.config.log?.('lease lost; another process serves this table', { table: this.id });
        this.loseLease();
      } else this.config.log?.('persist failed; reloading table', { table: this.id, error: String(e) });
      await this.reload();
      throw e;
    } finally {
      this.committing = false;
    }
  }

  /** Whether the table holds entries not yet stored: then nobody is shown it (nothing is seen before it is stored). */
  private get unstored(): boolean {
    return this.committing || this.staged.length > 0;
  }

  /** Commits, or says false when the lease went to another process (nothing was stored; the table is closed here). */
  private async commitOrMoved(): Promise<boolean> {
    try {
      await this.commit();
      return true;
    } catch (e) {
      if (e instanceof LeaseLostError) return false;
      throw e;
    }
  }

  /** Stops serving (the lease went to another process): subscribers are told where to go. */
  loseLease(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearTimers();
    for (const sub of this.subscribers)
      sub.send({
        t: 'error',
        error: { code: 'table_moved', message: `table ${this.id} is now served by another process` },
      });
    this.subscribers.clear();
    this.config.onLeaseLost?.(this.id);
  }

  private clearTimers(): void {
    clearTimeout(this.betTimer);
    clearTimeout(this.paceTimer);
    clearTimeout(this.decisionTimer?.timer);
    this.betTimer = undefined;
    this.paceTimer = undefined;
    this.decisionTimer = undefined;
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
      this.stage(userId, then ? 2 : 1);
      if (!(await this.commitOrMoved())) return moved(this.id);
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
      this.stage(null, 2);
      if (!(await this.commitOrMoved())) return;
      this.config.log?.('interrupted round resolved', { table: this.id, command: due.command.type });
      this.afterChange();
    });
  }

  private async reload(): Promise<void> {
    const fresh = new TableHost(this.row, this.game, this.store, this.config, await this.store.log(this.id));
    fresh.racks = seatChips(fresh.table.view({ role: 'compliance' }));
    fresh.closed = true;
    this.table = fresh.table;
    this.head = fresh.head;
    this.racks = fresh.racks;
    this.userBySeq.length = 0;
    this.userBySeq.push(...fresh.userBySeq);
    this.holders.clear();
    for (const [k, v] of fresh.holders) this.holders.set(k, v);
    this.described = [];
    this.scheduleBroadcast();
  }

  /** Double-entry postings for one entry: rack changes against the player's account or the table bank. */
  private postings(
    entry: LogEntry,
    userId: number | null,
    before: Map<number, number>,
    after: Map<number, number>,
  ): Posting[] {
    const out: Posting[] = [];
    const memo = [entry.command.type, ...new Set(entry.events.map((e) => e.type))].join(' ');
    const bank = accounts.bank(this.id);
    const move = (from: string, to: string, amount: number, why = memo): void => {
      if (amount > 0) out.push({ from, to, amount, memo: why, tableId: this.id, seq: entry.seq });
      else if (amount < 0)
        out.push({ from: to, to: from, amount: -amount, memo: why, tableId: this.id, seq: entry.seq });
    };
    const seats = new Set([...before.keys(), ...after.keys()]);
    for (const seat of seats) {
      const acct = accounts.seat(this.id, seat);
      const b = before.get(seat) ?? 0;
      const a = after.get(seat);

      if (a === undefined) {
        // The seat emptied: its chips go back to the player's account (cash-out).
        const holder = this.holders.get(seat);
        const out_ = cashedOut(entry.events, seat) ?? b;
        move(bank, acct, out_ - b);
        if (holder !== undefined) move(acct, accounts.wallet(holder), out_, `cash-out ${memo}`);
        continue;
      }
      const brought =
        entry.actor.seat === seat && userId !== null
          ? Math.max(0, Math.min(chipsIn(entry.command), a - b))
          : 0;
      if (brought > 0 && userId !== null) move(accounts.wallet(userId), acct, brought, `buy-in ${memo}`);
      move(bank, acct, a - b - brought);
    }
    return out;
  }

  /** After every change: push views, then let the automated dealer act or arm the betting timer. */
  private afterChange(): void {
    this.scheduleBroadcast();
    if (!this.row.automated || this.closed) return;
    this.armDecisionTimer();
    if (this.table.game.automate(this.table.state)) {
      if (this.paceTimer) return;
      const step = (): void => {
        this.paceTimer = undefined;
        void this.run(async () => this.automatedStep()).catch((e: unknown) =>
          this.config.log?.('automated step failed', { table: this.id, error: String(e) }),
        );
      };
      if (this.config.dealPaceMs > 0) this.paceTimer = setTimeout(step, this.config.dealPaceMs);
      else {
        this.paceTimer = setTimeout(step, 0);
      }
      return;
    }
    const dealerCanClose = this.table
      .view({ role: 'dealer' })
      .legalActions.some((a) => a.type === 'no-more-bets');
    if (dealerCanClose && !this.betTimer) {
      this.betTimer = setTimeout(() => {
        this.betTimer = undefined;
        void this.submitSystem({ type: 'no-more-bets' });
      }, this.config.betWindowMs);
    }
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
        this.stage(null);
        if (this.config.dealPaceMs > 0) break;
      }
    } finally {
      await this.commit();
    }
    this.afterChange();
  }

  /**
   * Automated tables: when the game can answer for a person the table waits on (`overdue`), it does so
   * after the decision time; any stored entry in between restarts the wait.
   */
  private armDecisionTimer(): void {
    const due = this.game.overdue?.(this.table.state);
    if (this.decisionTimer && (!due || this.decisionTimer.seq !== this.seq)) {
      clearTimeout(this.decisionTimer.timer);
      this.decisionTimer = undefined;
    }
    if (!due || this.decisionTimer) return;
    const seq = this.seq;
    const timer = setTimeout(() => {
      this.decisionTimer = undefined;
      void this.run(async () => {
        if (this.closed || this.seq !== seq) return;
        const now = this.game.overdue?.(this.table.state);
        if (!now) return;
        const r = this.table.apply(now.actor, now.command);
        if (r.ok) {
          this.stage(null);
          await this.commit();
        }
        this.afterChange();
      }).catch((e: unknown) =>
        this.config.log?.('overdue decision failed', { table: this.id, error: String(e) }),
      );
    }, this.config.decisionMs ?? 30_000);
    this.decisionTimer = { timer, seq };
  }

  /** The automated dealer's own command (closing bets). */
  private submitSystem(command: GameCommand): Promise<void> {
    return this.run(async () => {
      if (this.closed) return;
      const r = this.table.submit({ role: 'dealer' }, command);
      if (r.ok) {
        this.stage(null);
        await this.commit();
      }
      this.afterChange();
    });
  }

  /** The game's player aid for this user's seat now (the same answer until the round or phase moves). */
  advice(userId: number): Readonly<Record<string, unknown>> | undefined {
    const viewer = this.viewerFor(userId, 'player');
    if (viewer.seat === undefined) return undefined;
    const key = `${this.seq}:${viewer.seat}`;
    if (this.advised?.key !== key)
      this.advised = { key, advice: this.table.game.advise?.(this.table.state, viewer) };
    return this.advised.advice;
  }
  private advised: { key: string; advice: Readonly<Record<string, unknown>> | undefined } | undefined;

  /** The subscriber gets its first view now, or with the next broadcast if a change is being stored. */
  subscribe(sub: Subscriber): void {
    this.subscribers.add(sub);
    if (!this.unstored) this.sendView(sub);
  }

  /**
   * Views are pushed once per turn of the event loop: commands that arrive together (several players'
   * wagers) cost one view per viewer, and each view carries every log line since the last one.
   */
  private scheduleBroadcast(): void {
    if (this.broadcastPending) return;
    this.broadcastPending = true;
    setImmediate(() => {
      this.broadcastPending = false;
      if (!this.closed) this.broadcast();
    });
  }

  /** Pushes every subscriber its view; while a change is being stored, its commit pushes them instead. */
  broadcast(): void {
    if (this.unstored) return;
    for (const sub of this.subscribers) this.sendView(sub);
  }

  viewerFor(userId: number, role: WatchRole): Viewer {
    if (role !== 'player') return { role };
    const seat = this.seatOf(userId);
    return seat === undefined ? { role: 'player' } : { role: 'player', seat };
  }

  /** The lines of log entry `i`, unmasked. */
  private describedLines(i: number, e: LogEntry): WireLine[] {
    let out = this.described[i];
    if (out) return out;
    out = [];
    const actor = e.actor.seat !== undefined ? `${e.actor.role} ${e.actor.seat}` : e.actor.role;
    for (const ev of e.events) {
      const line: WireLine = {
        seq: e.seq,
        round: e.round,
        actor,
        command: e.command.type,
        text: isNote(e.command) ? describeNote(ev) : this.table.game.describe(ev),
        type: ev.type,
        ...seatOfEvent(ev),
      };
      out.push(ev.citation ? { ...line, citation: ev.citation } : line);
    }
    this.described[i] = out;
    return out;
  }

  /** Log lines after `since`, as this viewer may read them (cards it cannot see are masked). */
  lines(viewer: Viewer, since: number, seen?: ReadonlySet<string>): WireLine[] {
    const log = this.table.log;
    const current = this.table.game.roundOf(this.table.state);
    const visible = viewer.role === 'compliance' ? undefined : (seen ?? cardsIn(this.table.view(viewer)));
    const out: WireLine[] = [];
    for (let i = Math.max(0, since); i < log.length; i += 1) {
      const e = log[i];
      if (!e) continue;
      // Cards of the round in play stay hidden from anyone whose view does not show them.
      const mask = visible !== undefined && e.round >= current;
      for (const line of this.describedLines(i, e))
        out.push(mask ? { ...line, text: maskCards(line.text, visible) } : line);
    }
    return out;
  }

  /** The viewer's view of the current state, serialised once however many subscribers share it. */
  private serialisedView(viewer: Viewer): SerialisedView {
    const state = this.table.state;
    let memo = this.serialised;
    if (memo === undefined || memo.state !== state) {
      memo = { state, byViewer: new Map() };
      this.serialised = memo;
    }
    const key = viewerKey(viewer);
    let out = memo.byViewer.get(key);
    if (!out) {
      const view = this.table.view(viewer);
      const json = JSON.stringify(view);
      out = { view, json, cards: [...cardsInJson(json)] };
      memo.byViewer.set(key, out);
    }
    return out;
  }

  private sendView(sub: Subscriber): void {
    const viewer = this.viewerFor(sub.userId, sub.role);
    const { view, json, cards } = this.serialisedView(viewer);
    if (!sub.seen || sub.seen.round !== view.round) sub.seen = { round: view.round, cards: new Set() };
    for (const c of cards) sub.seen.cards.add(c);
    const lines = this.lines(viewer, sub.lastSeq, sub.seen.cards);
    sub.lastSeq = this.seq;
    const seat = viewer.seat ?? null;
    if (sub.sendText) {
      // Field for field what JSON.stringify writes for the message below.
      sub.sendText(
        `{"t":"view","table":${JSON.stringify(this.id)},"role":${JSON.stringify(sub.role)},"seat":${JSON.stringify(seat)},"seq":${this.seq},"view":${json},"lines":${JSON.stringify(lines)},"wallet":null}`,
      );
      return;
    }
    sub.send({
      t: 'view',
      table: this.id,
      role: sub.role,
      seat,
      seq: this.seq,
      view: view as unknown as ServerMessage extends { view: infer V } ? V : never,
      lines,
      wallet: null,
    });
  }

  /** Stops timers; work already queued finishes. */
  async close(): Promise<void> {
    this.closed = true;
    this.clearTimers();
    await this.queue;
  }

  /** Finishes queued work and automation (tests). */
  async idle(): Promise<void> {
    for (let i = 0; i < 10_000; i += 1) {
      await this.queue;
      await new Promise((r) => setImmediate(r));
      if (!this.paceTimer && !this.betTimer && !this.broadcastPending) return;
      if (this.closed) return;
      await new Promise((r) => setTimeout(r, Math.max(1, this.config.dealPaceMs)));
    }
  }
}

/** The seat an event names (most wager, hand and settlement events do), for the clients' layouts. */
function seatOfEvent(ev: GameEvent): { seat?: number } {
  const seat = (ev as GameEvent & { seat?: unknown }).seat;
  return typeof seat === 'number' ? { seat } : {};
}

export function newTableRow(
  game: AnyGame,
  options: unknown,
  automated: boolean,
  createdBy: number,
  rng: 'crypto' | 'seeded' = 'crypto',
): TableRow {
  const id = randomUUID().slice(0, 8);
  // The options as stored (JSON), so the live table and every replay start from the same document.
  const base = { id, game: game.id, options: JSON.parse(JSON.stringify(options)) as unknown, automated, rng };
  return { ...base, createdBy, createdAt: new Date().toISOString(), genesis: genesisHash(base) };
}
