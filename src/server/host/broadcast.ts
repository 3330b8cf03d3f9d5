/**
 * The table host's broadcasting: who watches the table, the log's lines as each viewer may read them,
 * and each viewer's view, serialised once per state however many subscribers share it and pushed once
 * per turn of the event loop.
 */
import { COMPLIANCE, WATCHER } from '../../engine/describe.js';
import type { AnyGame, GameEvent, GameView, Viewer } from '../../engine/game.js';
import { isNote, viewerKey, type LogEntry } from '../../engine/table.js';
import type { ServerMessage, WatchRole, WireLine, WireRejection } from '../../protocol/wire.js';
import { describeNote } from '../notes.js';

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
}

/**
 * The wire lines of one log entry: compliance's (the full lines) and, only where some viewer's differ,
 * every viewer's by `viewerKey` (a watcher's under `player`).
 */
interface DescribedEntry {
  readonly all: readonly WireLine[];
  readonly by?: ReadonlyMap<string, readonly WireLine[]>;
}

interface SerialisedView {
  readonly view: GameView;
  readonly json: string;
}

/** What the broadcaster reads of its table. */
export interface Broadcasting {
  readonly id: string;
  readonly game: AnyGame;
  readonly state: unknown;
  readonly seq: number;
  view(viewer: Viewer): GameView;
  viewerFor(userId: number, role: WatchRole): Viewer;
  /** The table holds entries not yet stored: nobody is shown it until they are. */
  readonly unstored: boolean;
  readonly closed: boolean;
}

export class Broadcaster {
  readonly subscribers = new Set<Subscriber>();
  private pending = false;
  /**
   * The lines of each log entry (index seq - 1), per viewer. The game redacts them (`describe(event,
   * viewer, before)`); nothing here reads a line for cards. Each entry is described once, when the table
   * records it (`Table.onRecord` hands over the state before each event) or, for a log restored from the
   * store, while the host folds it, and its lines never change. To keep memory and the hot path small,
   * `describe` is asked twice per event, for compliance and for a watcher; only where those differ (a
   * card some viewer may not see) is it asked for every other viewer the table can have (dealer,
   * floorperson, each seat ever taken) and those lines kept beside compliance's.
   */
  private described: DescribedEntry[] = [];
  /** Every seat ever taken at this table, with the seq of its last `sit` (its current holder's). */
  private sitAt = new Map<number, number>();
  /** Each viewer's view of the current state as JSON. */
  private serialised: { state: unknown; byViewer: Map<string, SerialisedView> } | undefined;

  constructor(private readonly table: Broadcasting) {}

  /** Whether a broadcast is scheduled and not yet sent. */
  get scheduled(): boolean {
    return this.pending;
  }

  /** Takes over another broadcaster's lines (a table reloaded from the store). */
  adoptLines(from: Broadcaster): void {
    this.described = from.described;
    this.sitAt = from.sitAt;
  }

  /** Describes a log entry just recorded (see `described`); `before`: the state each event applied to. */
  describeEntry(e: LogEntry, before: readonly unknown[]): void {
    const game = this.table.game;
    if (e.command.type === 'sit' && e.actor.seat !== undefined) this.sitAt.set(e.actor.seat, e.seq);
    const base = {
      seq: e.seq,
      round: e.round,
      actor: e.actor.seat !== undefined ? `${e.actor.role} ${e.actor.seat}` : e.actor.role,
      command: e.command.type,
    };
    const note = isNote(e.command);
    const texts = (viewer: Viewer): string[] =>
      e.events.map((ev, i) => (note ? describeNote(ev) : game.describe(ev, viewer, before[i])));
    const wire = (text: readonly string[]): WireLine[] =>
      e.events.map((ev, i) => {
        const line: WireLine = { ...base, text: text[i] ?? '', type: ev.type, ...seatOfEvent(ev) };
        return ev.citation ? { ...line, citation: ev.citation } : line;
      });
    const full = texts(COMPLIANCE);
    const all = wire(full);
    const same = (t: readonly string[]): boolean => t.every((x, i) => x === full[i]);
    const watcher = note ? full : texts(WATCHER);
    if (same(watcher)) {
      this.described[e.seq - 1] = { all };
      return;
    }
    const by = new Map<string, readonly WireLine[]>([[viewerKey(WATCHER), wire(watcher)]]);
    const others: Viewer[] = [
      { role: 'dealer' },
      { role: 'floorperson' },
      ...[...this.sitAt.keys()].map((seat) => ({ role: 'player' as const, seat })),
    ];
    for (const v of others) {
      const t = texts(v);
      by.set(viewerKey(v), same(t) ? all : wire(t));
    }
    this.described[e.seq - 1] = { all, by };
  }

  /**
   * The lines of entry `seq` as `viewer` reads them. A seated player reads the entries from before he
   * took his seat as a watcher does: an earlier holder's cards were never his.
   */
  entryLines(seq: number, viewer: Viewer): readonly WireLine[] {
    const d = this.described[seq - 1];
    if (!d) return [];
    if (!d.by || viewer.role === 'compliance') return d.all;
    const seated = viewer.role === 'player' && viewer.seat !== undefined;
    const key = seated && seq < (this.sitAt.get(viewer.seat ?? 0) ?? Infinity) ? 'player' : viewerKey(viewer);
    return d.by.get(key) ?? d.by.get(viewerKey(WATCHER)) ?? [];
  }

  /** Log lines after `since`, as this viewer may read them. */
  lines(viewer: Viewer, since: number): WireLine[] {
    const out: WireLine[] = [];
    for (let seq = Math.max(0, since) + 1; seq <= this.described.length; seq += 1)
      for (const line of this.entryLines(seq, viewer)) out.push(line);
    return out;
  }

  /** The subscriber gets its first view now, or with the next broadcast if a change is being stored. */
  subscribe(sub: Subscriber): void {
    this.subscribers.add(sub);
    if (!this.table.unstored) this.sendView(sub);
  }

  /**
   * Views are pushed once per turn of the event loop: commands that arrive together (several players'
   * wagers) cost one view per viewer, and each view carries every log line since the last one.
   */
  schedule(): void {
    if (this.pending) return;
    this.pending = true;
    setImmediate(() => {
      this.pending = false;
      if (!this.table.closed) this.broadcast();
    });
  }

  /** Pushes every subscriber its view; while a change is being stored, its commit pushes them instead. */
  broadcast(): void {
    if (this.table.unstored) return;
    for (const sub of this.subscribers) this.sendView(sub);
  }

  /** Tells every subscriber the table is gone from here (moved or closed) and forgets them. */
  farewell(error: WireRejection): void {
    for (const sub of this.subscribers) sub.send({ t: 'error', error });
    this.subscribers.clear();
  }

  /** The viewer's view of the current state, serialised once however many subscribers share it. */
  serialisedView(viewer: Viewer): SerialisedView {
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
      out = { view, json: JSON.stringify(view) };
      memo.byViewer.set(key, out);
    }
    return out;
  }

  private sendView(sub: Subscriber): void {
    const t = this.table;
    const viewer = t.viewerFor(sub.userId, sub.role);
    const { view, json } = this.serialisedView(viewer);
    const lines = this.lines(viewer, sub.lastSeq);
    sub.lastSeq = t.seq;
    const seat = viewer.seat ?? null;
    if (sub.sendText) {
      // Field for field what JSON.stringify writes for the message below.
      sub.sendText(
        `{"t":"view","table":${JSON.stringify(t.id)},"role":${JSON.stringify(sub.role)},"seat":${JSON.stringify(seat)},"seq":${t.seq},"view":${json},"lines":${JSON.stringify(lines)},"wallet":null}`,
      );
      return;
    }
    sub.send({
      t: 'view',
      table: t.id,
      role: sub.role,
      seat,
      seq: t.seq,
      view: view as unknown as ServerMessage extends { view: infer V } ? V : never,
      lines,
      wallet: null,
    });
  }
}

/** The seat an event names (most wager, hand and settlement events do), for the clients' layouts. */
function seatOfEvent(ev: GameEvent): { seat?: number } {
  const seat = (ev as GameEvent & { seat?: unknown }).seat;
  return typeof seat === 'number' ? { seat } : {};
}
