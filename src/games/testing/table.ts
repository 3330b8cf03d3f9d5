/**
 * What the games' table tests share: a command that must be accepted, a rejection's code and
 * citation, a table opened with players seated, the random play the property tests drive a table with,
 * and the properties every table keeps (chips conserved, the log replays, simulate agrees with the
 * exact figures).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Rejection, Result } from '../../core/result.js';
import { SeededRng, type Rng } from '../../core/rng.js';
import type {
  Actor,
  AnyGame,
  GameCommand,
  GameDefinition,
  GameEvent,
  GameView,
  LegalAction,
  TableConfig,
} from '../../engine/game.js';
import { pocket } from '../../engine/pockets.js';
import { Table, replay, type LogEntry } from '../../engine/table.js';
import { balance, totalChips, type TableMoney, type Wager } from '../../engine/wagers.js';
import { dealer, seat } from './actors.js';

export { dealer, seat };

/** The value of a result the test expects to be accepted (a rejection fails the test with its code). */
export function must<T>(r: Result<T, Rejection>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** `ok`, or a rejection's code and citation. */
export const code = (r: Result<unknown, Rejection>): string =>
  r.ok ? 'ok' : `${r.error.code} ${r.error.citation ?? ''}`;

/** What a property test reads of a table, whatever its game. */
interface Played<S> {
  readonly options: unknown;
  readonly config: TableConfig;
  readonly log: readonly LogEntry[];
  readonly state: S;
  runAutomation(): unknown;
}

export interface Opening {
  /** The Rules Submission options (raw: parsed by the game's schema). */
  readonly options?: Record<string, unknown>;
  readonly seed?: number;
  readonly automated?: boolean;
  /** Players sit down at these seats, in this order, as `P<seat>`. */
  readonly seats?: readonly number[];
  readonly chips?: number;
}

/** A table with players seated, and the automated steps run until a person must act. */
export function openTable<O, S, C extends GameCommand, E extends GameEvent, V extends GameView>(
  game: GameDefinition<O, S, C, E, V>,
  { options = {}, seed = 1, automated = false, seats = [], chips = 100_000 }: Opening = {},
): Table<O, S, C, E, V> {
  const t = new Table(game, game.options.parse(options), SeededRng.fromSeed(seed), { automated });
  for (const s of seats) must(t.submit(seat(s), { type: 'sit', seat: s, name: `P${s}`, chips }));
  t.runAutomation();
  return t;
}

/**
 * Racks, the layout and the bank hold what the players bought in less what they cashed out: the
 * patrons' pockets (outside the table) hold minus that, so every pocket sums to zero.
 */
export function pocketsBalance(s: TableMoney<Wager>): boolean {
  const racks = s.seats.reduce((a, x) => a + x.chips, 0);
  const layout = s.wagers.reduce((a, w) => a + w.amount, 0);
  const patrons = Object.entries(s.pockets)
    .filter(([p]) => p.startsWith('patron:'))
    .reduce((a, [, v]) => a + (v ?? 0), 0);
  return racks + layout + balance(s, pocket.bank) + patrons === 0 && totalChips(s) === 0;
}

/**
 * `steps` random moves: each step runs the automated dealer, draws one of `seats` (from `rng`) and
 * lets `move` act for that player; the state after every step is kept.
 */
export function playRandomly<S>(
  t: Played<S>,
  rng: Rng,
  seats: readonly number[],
  steps: number,
  move: (n: number) => void,
): S[] {
  const states: S[] = [];
  for (let i = 0; i < steps; i += 1) {
    t.runAutomation();
    move(seats[rng.nextInt(seats.length)] as number);
    states.push(t.state);
  }
  return states;
}

/** A legal action as a command, with an `amount` (drawn only then) where it needs one. */
export const commandOf = (a: LegalAction, amount: () => number): Record<string, unknown> => ({
  type: a.type,
  ...a.params,
  ...(a.needs?.includes('amount') ? { amount: amount() } : {}),
});

/** Replaying the table's log re-decides every command and reproduces its state. */
export function expectReplayed(game: AnyGame, t: Played<unknown>): void {
  const r = replay(game, t.options, t.config, t.log);
  expect(r.mismatch).toBeUndefined();
  expect(r.state).toEqual(t.state);
}

/** `felt simulate` agrees with the exact figures of `odds` within 4.5 standard errors, wager by wager. */
export async function expectSimulationAgrees(
  game: AnyGame,
  scope: 'all' | 'table',
  params: { rounds: number; seed: number },
  options: Record<string, unknown> = {},
): Promise<void> {
  const o = game.options.parse(options);
  const report = await game.simulate?.(o, params, scope);
  const exact = new Map(game.odds?.(o, scope).map((r) => [`${r.wager}/${r.variant}`, r.houseEdge]));
  expect(report?.wagers).toHaveLength(exact.size);
  for (const w of report?.wagers ?? [])
    expect(Math.abs(w.houseEdge - (exact.get(`${w.wager}/${w.variant}`) as number)), w.wager).toBeLessThan(
      4.5 * (w.standardError ?? 0) + 1e-12,
    );
}

/**
 * From any seed (1 to `maxSeed`), random play keeps `conserved` in every state it passes through and
 * completes more than `rounds` rounds; `runs` seeds are tried.
 */
export function expectConservedFromAnySeed<S extends { readonly round: number }>(
  play: (seed: number) => { readonly states: readonly S[]; readonly table: { readonly state: S } },
  conserved: (s: S) => boolean,
  { rounds, runs, maxSeed = 1_000_000 }: { rounds: number; runs: number; maxSeed?: number },
): void {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: maxSeed }), (seed) => {
      const { states, table } = play(seed);
      expect(states.every(conserved)).toBe(true);
      expect(table.state.round).toBeGreaterThan(rounds);
    }),
    { numRuns: runs },
  );
}

/**
 * A state driven through decide and evolve with no table: `go` decides a command in its wire form (the
 * random words from seed 2) and applies its events, kept in `events`; `apply` applies an event as
 * recorded (a stacked shuffle, say).
 */
export function driven<O, S, C extends GameCommand, E extends GameEvent, V extends GameView>(
  game: GameDefinition<O, S, C, E, V>,
  start: S,
) {
  let s = start;
  const events: E[] = [];
  const go = (a: Actor, c: unknown): E[] => {
    const r = game.decide(s, a, game.commands.parse(c), { rng: SeededRng.fromSeed(2) });
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    for (const e of r.value) s = game.evolve(s, e);
    events.push(...r.value);
    return r.value;
  };
  return {
    get state(): S {
      return s;
    },
    events,
    go,
    apply: (e: E) => {
      s = game.evolve(s, e);
    },
  };
}
