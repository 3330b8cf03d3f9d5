/**
 * Asia Poker and Five Card Hi-Lo tables driven at random for their property tests: three players who
 * take random legal actions (or none) and a dealer who calls "no more bets" while betting is open;
 * chips conserved through it all, and the log replayed with hands dealt to a second betting area.
 */
import { expect } from 'vitest';
import { SeededRng, type Rng } from '../../core/rng.js';
import type { GameCommand, GameDefinition, GameEvent, GameView, LegalAction } from '../../engine/game.js';
import {
  dealer,
  expectConservedFromAnySeed,
  expectReplayed,
  openTable,
  playRandomly,
  seat,
} from './table.js';

export interface CardTable<
  O,
  S extends { readonly round: number },
  C extends GameCommand,
  E extends GameEvent,
  V extends GameView,
> {
  readonly game: GameDefinition<O, S, C, E, V>;
  /** The Rules Submission a seed's table runs under. */
  readonly options: (seed: number) => Record<string, unknown>;
  /** The amount a random action carries, if it carries one. */
  readonly amount: (a: LegalAction, rng: Rng) => number | undefined;
  /** Whether the table is taking wagers (the dealer then calls "no more bets"). */
  readonly betting: (s: S) => boolean;
}

const SEATS = [1, 3, 6];

/** `steps` random moves at a table of three players (seats 1, 3 and 6), automated. */
export function randomCardPlay<
  O,
  S extends { readonly round: number },
  C extends GameCommand,
  E extends GameEvent,
  V extends GameView,
>(d: CardTable<O, S, C, E, V>, seed: number, steps: number) {
  const t = openTable(d.game, {
    options: d.options(seed),
    seed,
    automated: true,
    seats: SEATS,
    chips: 500_000,
  });
  const rng = SeededRng.fromSeed(seed + 1);
  const states = playRandomly(t, rng, SEATS, steps, (n) => {
    const actions = t.view(seat(n)).legalActions.filter((a) => a.type !== 'leave');
    const a = actions[rng.nextInt(actions.length + 1)];
    if (a) {
      const amount = d.amount(a, rng);
      t.submit(a.actor, { type: a.type, ...a.params, ...(amount === undefined ? {} : { amount }) });
    } else if (d.betting(t.state)) t.submit(dealer, { type: 'no-more-bets' });
  });
  return { t, states };
}

/** Chips are conserved by every command of random play from any seed, and rounds complete. */
export function expectChipsConserved<
  O,
  S extends { readonly round: number },
  C extends GameCommand,
  E extends GameEvent,
  V extends GameView,
>(
  d: CardTable<O, S, C, E, V>,
  conserved: (s: S) => boolean,
  { steps, runs }: { steps: number; runs: number },
): void {
  expectConservedFromAnySeed(
    (seed) => {
      const { t, states } = randomCardPlay(d, seed, steps);
      return { states, table: t };
    },
    conserved,
    { rounds: 3, runs, maxSeed: 100_000 },
  );
}

/** The log of a seed whose table allows two areas, with wagers on a second one, replays to its state. */
export function expectReplayedOnTwoAreas<
  O,
  S extends { readonly round: number },
  C extends GameCommand,
  E extends GameEvent,
  V extends GameView,
>(d: CardTable<O, S, C, E, V>, seed: number, steps: number): void {
  const { t } = randomCardPlay(d, seed, steps);
  const second = t.log
    .flatMap((e) => e.events)
    .filter((e) => e.type === 'wager-placed' && 'area' in e && e.area);
  expect(second.length).toBeGreaterThan(0);
  expectReplayed(d.game, t);
}
