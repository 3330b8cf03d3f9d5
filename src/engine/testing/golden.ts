/**
 * Golden transcripts (issue 11's safety net): a scenario is a seed, a game's options and a list of
 * steps (commands, automated dealer runs, crash-restarts, view snapshots); its transcript is every
 * input with what the engine answered (events and their describe lines, rejections, the views of every
 * viewer), one JSON value per line. The transcripts under each game's `fixtures/` were recorded before
 * the engine kernel moved any code, and must be reproduced byte for byte by the code of today.
 *
 * Re-record (only for a deliberate change, named in its commit): `GOLDEN_RECORD=1 npx vitest run golden`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SeededRng } from '../../core/rng.js';
import { COMPLIANCE } from '../describe.js';
import type { Actor, AnyGame, GameCommand, GameEvent, GameView, TableConfig, Viewer } from '../game.js';
import { replay, Table, type LogEntry } from '../table.js';

export type Step =
  /** A person's (or the staff's) command, as it arrives on the wire. */
  | { readonly t: 'command'; readonly actor: Actor; readonly command: unknown }
  /** The automated dealer's steps until a person must act. */
  | { readonly t: 'automate' }
  /**
   * The process stops and a new one takes the table over from its log (replaying every entry, from the
   * state after any injected events), then, on an automated table, resolves a round cut off mid-way as
   * the game says (`interrupted`).
   */
  | { readonly t: 'restart' }
  /**
   * On an automated table, the decision time of the person the table waits on runs out: the command
   * the game takes in their place (`overdue`) is applied; nothing happens when none is due.
   */
  | { readonly t: 'overdue' }
  /** The view of every viewer now: compliance, dealer, floorperson, a watcher and each seated player. */
  | { readonly t: 'views' }
  /**
   * Events applied directly, with no decision (e.g. a shuffle whose stack is written in card notation,
   * so a scenario can stack the shoe). Only before the first command.
   */
  | { readonly t: 'inject'; readonly events: readonly GameEvent[] };

export interface Scenario {
  /** The transcript's file name (without `.jsonl`) under the game's `fixtures/`. */
  readonly name: string;
  readonly game: string;
  /** The Rules Submission options (raw: parsed by the game's schema). */
  readonly options: unknown;
  readonly config: TableConfig;
  readonly seed: number;
  readonly steps: readonly Step[];
}

type AnyTable = Table<unknown, unknown, GameCommand, GameEvent, GameView>;

const viewersOf = (game: AnyGame, state: unknown): Viewer[] => {
  const compliance = game.view(state, { role: 'compliance' }) as GameView & {
    seats?: readonly { seat?: unknown }[];
  };
  const seats = (compliance.seats ?? []).map((s) => s.seat).filter((s): s is number => typeof s === 'number');
  return [
    { role: 'compliance' },
    { role: 'dealer' },
    { role: 'floorperson' },
    { role: 'player' },
    ...seats.map((seat) => ({ role: 'player' as const, seat })),
  ];
};

const viewerName = (v: Viewer): string => (v.seat === undefined ? v.role : `${v.role}:${v.seat}`);

/** Runs a scenario and returns its transcript: one JSON value per line. */
export function transcript(games: ReadonlyMap<string, AnyGame>, scenario: Scenario): string {
  const game = games.get(scenario.game);
  if (!game) throw new Error(`no game ${scenario.game}`);
  const options = game.options.parse(scenario.options);
  const rng = SeededRng.fromSeed(scenario.seed);
  // Each entry's lines as compliance reads them (the full lines), described when the table records it,
  // against the state each event applied to.
  const lines = new Map<number, string[]>();
  const recording = (t: AnyTable): AnyTable => {
    t.onRecord = (e, before) =>
      lines.set(
        e.seq,
        e.events.map((ev, i) => game.describe(ev, COMPLIANCE, before[i])),
      );
    return t;
  };
  let table: AnyTable = recording(new Table(game, options, rng, scenario.config));
  // Replay after a restart starts where the table started: its setup, then any injected events.
  let origin: AnyGame = game;
  const out: unknown[] = [
    { t: 'setup', game: scenario.game, options, config: scenario.config, seed: scenario.seed },
  ];
  const entryLine = (e: LogEntry) => ({
    t: 'entry',
    seq: e.seq,
    round: e.round,
    actor: e.actor,
    command: e.command,
    draws: e.draws.length,
    events: e.events,
    lines: lines.get(e.seq) ?? [],
  });
  for (const step of scenario.steps) {
    out.push(step);
    switch (step.t) {
      case 'inject': {
        if (table.log.length) throw new Error('inject only before the first command');
        let state = table.state;
        for (const ev of step.events) state = game.evolve(state, ev);
        table = recording(new Table(game, options, rng, scenario.config, { state, log: [] }));
        const injected = state;
        origin = { ...game, setup: () => injected };
        break;
      }
      case 'command': {
        const before = table.log.length;
        const r = table.submit(step.actor, step.command);
        if (!r.ok) out.push({ t: 'rejected', error: r.error });
        for (const e of table.log.slice(before)) out.push(entryLine(e));
        break;
      }
      case 'automate': {
        const before = table.log.length;
        table.runAutomation();
        for (const e of table.log.slice(before)) out.push(entryLine(e));
        break;
      }
      case 'restart': {
        const log = [...table.log];
        const r = replay(origin, options, scenario.config, log, { source: rng.kind });
        if (r.mismatch) throw new Error(`replay mismatch at ${r.mismatch.seq}: ${r.mismatch.reason}`);
        table = recording(new Table(game, options, rng, scenario.config, { state: r.state, log }));
        out.push({ t: 'replayed', entries: log.length });
        const due = scenario.config.automated ? game.interrupted?.(table.state) : undefined;
        if (due) {
          const before = table.log.length;
          const applied = table.apply(due.actor, due.command);
          if (!applied.ok) out.push({ t: 'rejected', error: applied.error });
          for (const e of table.log.slice(before)) out.push(entryLine(e));
        }
        break;
      }
      case 'overdue': {
        const due = scenario.config.automated ? game.overdue?.(table.state) : undefined;
        if (!due) {
          out.push({ t: 'nothing-overdue' });
          break;
        }
        const before = table.log.length;
        const applied = table.apply(due.actor, due.command);
        if (!applied.ok) out.push({ t: 'rejected', error: applied.error });
        for (const e of table.log.slice(before)) out.push(entryLine(e));
        break;
      }
      case 'views': {
        const views: Record<string, unknown> = {};
        for (const v of viewersOf(game, table.state)) views[viewerName(v)] = table.view(v);
        out.push({ t: 'views-now', views });
        break;
      }
    }
  }
  const views: Record<string, unknown> = {};
  for (const v of viewersOf(game, table.state)) views[viewerName(v)] = table.view(v);
  out.push({ t: 'final', views });
  return out.map((x) => JSON.stringify(x, sortedKeys)).join('\n') + '\n';
}

/**
 * Keys are written sorted, so a transcript records what each event and view holds, not the order in
 * which the code that built it happened to spread its fields.
 */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const obj = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(obj)
      .sort()
      .map((k) => [k, obj[k]]),
  );
}

/** Compares a scenario's transcript with its recorded file (or records it, with GOLDEN_RECORD=1). */
export function checkGolden(
  games: ReadonlyMap<string, AnyGame>,
  scenario: Scenario,
  file: string,
): { actual: string; expected: string } {
  const actual = transcript(games, scenario);
  if (process.env.GOLDEN_RECORD === '1') writeFileSync(file, actual);
  return { actual, expected: readFileSync(file, 'utf8') };
}

/**
 * What the engine kernel adds to events and views on purpose (issue 11, docs/kernel.md), taken out of
 * an actual transcript line where the recorded line lacks it, so the rest must still match byte for
 * byte:
 * - `transfers` on any event: the money every event declares;
 * - `spot` on wager events and wager views: a wager's place on the layout. A transcript recorded before
 *   the kernel names an adjacent area `area` (only where it is not the seat's own area); `spot` equal to
 *   that area, or to the seat's own area, or `'layout'`, is the same fact;
 * - `kind`, `limits` and `layout` at the top of a view: the view contract's table kind, posted limits
 *   and the layout a client draws it with;
 * - `bounds` on a legal action (one with `needs`): the range or set of each parameter it needs.
 * Anything else that differs is a change of behaviour.
 */
export function projectLikeRecorded(actual: unknown, recorded: unknown, top = true): unknown {
  if (Array.isArray(actual))
    return actual.map((x, i) =>
      projectLikeRecorded(x, Array.isArray(recorded) ? recorded[i] : undefined, false),
    );
  if (actual === null || typeof actual !== 'object') return actual;
  const rec = (
    recorded !== null && typeof recorded === 'object' && !Array.isArray(recorded) ? recorded : {}
  ) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(actual as Record<string, unknown>)) {
    if (!(k in rec)) {
      if (k === 'transfers') continue;
      if (k === 'spot' && typeof v === 'string') {
        const seat = (actual as { seat?: unknown }).seat;
        if (v === 'layout' || v === String(seat) || String(rec['area']) === v) continue;
      }
      if (top && (k === 'kind' || k === 'limits' || k === 'layout')) continue;
      if (k === 'bounds' && 'needs' in actual) continue;
    }
    out[k] = projectLikeRecorded(v, rec[k], false);
  }
  return out;
}

/** A transcript line by line, each actual line projected like its recorded line (see projectLikeRecorded). */
export function compareTranscripts(
  actual: string,
  recorded: string,
): { actual: string[]; recorded: string[] } {
  const a = actual.split('\n');
  const r = recorded.split('\n');
  const views = (line: unknown): boolean =>
    typeof line === 'object' &&
    line !== null &&
    ['views-now', 'final'].includes((line as { t?: string }).t ?? '');
  const projected = a.map((line, i) => {
    const rl = r[i];
    if (!line || rl === undefined || !rl) return line;
    const x = JSON.parse(line) as unknown;
    const y = JSON.parse(rl) as unknown;
    if (views(x)) {
      const xv = (x as { views: Record<string, unknown> }).views;
      const yv = (y as { views?: Record<string, unknown> }).views ?? {};
      const pv = Object.fromEntries(Object.entries(xv).map(([k, v]) => [k, projectLikeRecorded(v, yv[k])]));
      return JSON.stringify({ ...(x as object), views: pv }, sortedKeys);
    }
    return JSON.stringify(projectLikeRecorded(x, y, false), sortedKeys);
  });
  const canonical = r.map((line) => (line ? JSON.stringify(JSON.parse(line) as unknown, sortedKeys) : line));
  return { actual: projected, recorded: canonical };
}
