/**
 * The table runtime: runs any game for its seats, records every command with the random words it drew
 * and the events it produced, and replays a recorded log exactly (re-deciding every command against
 * its recorded draws and checking that the same events come out).
 */
import { isDeepStrictEqual } from 'node:util';
import { err, ok, type Rejection, type Result } from '../core/result.js';
import { uniformBelow, type Rng } from '../core/rng.js';
import type {
  Actor,
  AnyGame,
  GameDefinition,
  GameCommand,
  GameEvent,
  GameView,
  TableConfig,
  Viewer,
} from './game.js';

/**
 * A note in a table's log: a record of the table's procedure outside the game (a floorperson's approval
 * requested, granted or denied; a table resumed after a failure). Its command is `{ type: 'note' }`, its
 * one event says what happened; it draws nothing, changes no game state, and replay passes over it.
 */
export const NOTE = 'note';
export const isNote = (command: GameCommand): boolean => command.type === NOTE;

export interface LogEntry<C = GameCommand, E = GameEvent> {
  readonly seq: number;
  readonly round: number;
  readonly actor: Actor;
  readonly command: C;
  /** The 32-bit words the command drew from the table's generator, in order. */
  readonly draws: readonly number[];
  readonly events: readonly E[];
}

/** Records every word drawn, so a crypto-shuffled round can be re-decided exactly. */
class RecordingRng implements Rng {
  readonly draws: number[] = [];
  constructor(private readonly inner: Rng) {}
  get kind(): Rng['kind'] {
    return this.inner.kind;
  }
  nextUint32(): number {
    const w = this.inner.nextUint32();
    this.draws.push(w);
    return w;
  }
  nextInt(bound: number): number {
    return uniformBelow(this, bound);
  }
}

/** Plays back recorded words as the table's generator kind; running out is a replay failure, not a fresh draw. */
class ReplayRng implements Rng {
  private i = 0;
  constructor(
    private readonly words: readonly number[],
    readonly kind: Rng['kind'],
  ) {}
  nextUint32(): number {
    const w = this.words[this.i++];
    if (w === undefined) throw new Error('replay drew more random words than were recorded');
    return w;
  }
  nextInt(bound: number): number {
    return uniformBelow(this, bound);
  }
  get exhausted(): boolean {
    return this.i === this.words.length;
  }
}

/** The memo key of a viewer: views differ only by role and seat. */
export const viewerKey = (viewer: Viewer): string =>
  viewer.seat === undefined ? viewer.role : `${viewer.role}:${viewer.seat}`;

export class Table<O, S, C extends GameCommand, E extends GameEvent, V extends GameView> {
  private current: S;
  private readonly entries: LogEntry<C, E>[] = [];
  /**
   * Views of the current state, per viewer. States are immutable (evolve returns a new state), so a view
   * stays right until the state object changes; the memo is dropped then. Views are shared: read-only.
   */
  private views: { state: S; byViewer: Map<string, V> } | undefined;
  /**
   * Told of every entry the table records, with the state each of its events applied to (a note's one
   * event: the unchanged state), so its lines can be described per viewer without folding the log again.
   */
  onRecord: ((entry: LogEntry<C, E>, before: readonly S[]) => void) | undefined;

  constructor(
    readonly game: GameDefinition<O, S, C, E, V>,
    readonly options: O,
    private readonly rng: Rng,
    readonly config: TableConfig = {},
    restored?: { state: S; log: readonly LogEntry<C, E>[] },
  ) {
    this.current = restored ? restored.state : game.setup(options, config);
    if (restored) this.entries.push(...restored.log);
  }

  get state(): S {
    return this.current;
  }

  /** The kind of generator this table draws from (recorded with every shuffle, needed to replay). */
  get source(): Rng['kind'] {
    return this.rng.kind;
  }

  get log(): readonly LogEntry<C, E>[] {
    return this.entries;
  }

  /** The game's view of the current state for this viewer, built once per state and viewer. */
  view(viewer: Viewer): V {
    if (this.views?.state !== this.current) this.views = { state: this.current, byViewer: new Map() };
    const key = viewerKey(viewer);
    let v = this.views.byViewer.get(key);
    if (v === undefined) {
      v = this.game.view(this.current, viewer);
      this.views.byViewer.set(key, v);
    }
    return v;
  }

  /** Validates the wire form, decides, and on success applies and records. A rejection changes nothing. */
  submit(actor: Actor, raw: unknown): Result<readonly E[], Rejection> {
    const parsed = this.game.commands.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      // A schema may name its own code for a refusal (e.g. `invalid_name` for a seat name).
      const own =
        issue?.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
      return err({
        code: typeof own === 'string' ? own : 'malformed_command',
        message: `${typeof own === 'string' ? 'refused' : 'malformed'} command${where}: ${issue?.message ?? 'invalid'}`,
      });
    }
    return this.apply(actor, parsed.data);
  }

  /** Applies an already-typed command (the automated dealer, tests). */
  apply(actor: Actor, command: C): Result<readonly E[], Rejection> {
    const recorder = new RecordingRng(this.rng);
    const decided = this.game.decide(this.current, actor, command, { rng: recorder });
    if (!decided.ok) return decided;
    let next = this.current;
    const before: S[] = [];
    for (const event of decided.value) {
      before.push(next);
      next = this.game.evolve(next, event);
    }
    const entry: LogEntry<C, E> = {
      seq: this.entries.length + 1,
      round: this.game.roundOf(this.current),
      actor,
      command,
      draws: recorder.draws,
      events: decided.value,
    };
    this.entries.push(entry);
    this.current = next;
    this.onRecord?.(entry, before);
    return ok(decided.value);
  }

  /** Records a note (see NOTE): the game's state does not change. */
  note(actor: Actor, event: GameEvent): LogEntry<C, E> {
    const entry: LogEntry<C, E> = {
      seq: this.entries.length + 1,
      round: this.game.roundOf(this.current),
      actor,
      command: { type: NOTE } as C,
      draws: [],
      events: [event as E],
    };
    this.entries.push(entry);
    this.onRecord?.(entry, [this.current]);
    return entry;
  }

  /** One automated dealer step; undefined when a person must act or nothing is due. */
  step(): Result<readonly E[], Rejection> | undefined {
    const next = this.game.automate(this.current);
    return next ? this.apply(next.actor, next.command) : undefined;
  }

  /** Runs automated steps until a person must act; returns every event produced. */
  runAutomation(limit = 10_000): E[] {
    const out: E[] = [];
    for (let i = 0; i < limit; i += 1) {
      const r = this.step();
      if (!r) return out;
      if (!r.ok) throw new Error(`automated step rejected: ${r.error.code}: ${r.error.message}`);
      out.push(...r.value);
    }
    throw new Error('automation did not come to rest');
  }
}

/**
 * Whether `actor` may issue `command` now: the game decides it against a generator that only draws zeros,
 * and nothing is applied. For checks before acting (a floorperson's approval, a resumed round); the events
 * it returns are not the ones a real draw would give.
 */
export function wouldAccept<S>(
  game: GameDefinition<unknown, S>,
  state: S,
  actor: Actor,
  command: GameCommand,
): Result<readonly GameEvent[], Rejection> {
  const zeros: Rng = { kind: 'seeded', nextUint32: () => 0, nextInt: () => 0 };
  return game.decide(state, actor, command, { rng: zeros });
}

export interface ReplayResult<S> {
  readonly state: S;
  /** The first entry whose re-decided events differ from the recorded ones, if any. */
  readonly mismatch?: { readonly seq: number; readonly reason: string };
}

/**
 * Replays a log from the game's initial state: every command is decided again with its recorded random
 * words and must produce exactly the recorded events. `upTo` stops after that sequence number; `source` is
 * the kind of generator the table drew from (`table.source`), which shuffle events record.
 */
export function replay<O, S>(
  game: GameDefinition<O, S>,
  options: O,
  config: TableConfig,
  log: readonly LogEntry[],
  { upTo = Infinity, source = 'seeded' }: { upTo?: number; source?: Rng['kind'] } = {},
): ReplayResult<S> {
  let state = game.setup(options, config);
  for (const entry of log) {
    if (entry.seq > upTo) break;
    if (isNote(entry.command)) {
      if (entry.draws.length)
        return { state, mismatch: { seq: entry.seq, reason: 'a note drew random words' } };
      continue;
    }
    const rng = new ReplayRng(entry.draws, source);
    let decided;
    try {
      decided = game.decide(state, entry.actor, entry.command, { rng });
    } catch (e) {
      return { state, mismatch: { seq: entry.seq, reason: (e as Error).message } };
    }
    if (!decided.ok)
      return { state, mismatch: { seq: entry.seq, reason: `rejected on replay: ${decided.error.code}` } };
    if (!isDeepStrictEqual(decided.value, entry.events)) {
      return { state, mismatch: { seq: entry.seq, reason: 'events differ from the record' } };
    }
    if (!rng.exhausted)
      return { state, mismatch: { seq: entry.seq, reason: 'fewer random words drawn than recorded' } };
    for (const event of entry.events) state = game.evolve(state, event);
  }
  return { state };
}

/** The state after folding recorded events only (no re-decision): what an auditor sees at any step. */
export function fold<S>(
  game: AnyGame,
  options: unknown,
  config: TableConfig,
  events: readonly GameEvent[],
): S {
  let state = game.setup(options, config) as S;
  for (const e of events) state = game.evolve(state, e) as S;
  return state;
}
