/**
 * What the golden scenarios of the poker tables (Asia Poker, Five Card Hi-Lo, Raise It Up Stud Poker,
 * Three Card Poker) write alike: the live table shuffled by hand each game starts with, the wagers of a
 * round as a table (by seat, then by kind), the rounds built on them (automated, shuffled, dealt), the
 * dealer settling area after area, and the cut with its refusals and a recut.
 */
import type { GameEvent } from '../../engine/game.js';
import type { Scenario, Step } from '../../engine/testing/golden.js';
import { bet, dealer, floor, player } from './steps.js';
import { automate, inject, scenario } from './scenario.js';

/**
 * A game's first scenario, `<game>-live-manual-shuffle`: a live table whose deck is shuffled by hand
 * (seed 1), stacked by `shuffle`, then `steps`.
 */
export const liveManualShuffle = (game: string, shuffle: GameEvent, steps: readonly Step[]): Scenario =>
  scenario(`${game}-live-manual-shuffle`, game, { options: { shuffler: 'manual' }, config: {}, seed: 1 }, [
    inject(shuffle),
    ...steps,
  ]);

/** Wagers by seat: each seat's amounts (in cents) by wager kind. */
type WagersBySeat = Readonly<Record<number, Readonly<Record<string, number>>>>;

/** The wagers of a round, seat by seat (the lowest first), each seat's in the order written. */
export const wagers = (bySeat: WagersBySeat): Step[] =>
  Object.entries(bySeat).flatMap(([n, kinds]) =>
    Object.entries(kinds).map(([kind, amount]) => bet(Number(n), kind, amount)),
  );

/** The same wagers at each of `seats`, seat by seat. */
export const sameWagers = (seats: readonly number[], kinds: Readonly<Record<string, number>>): Step[] =>
  wagers(Object.fromEntries(seats.map((n) => [n, kinds])));

/** A round on an automated table: the wagers, "no more bets", and the table deals and asks on its own. */
export const automatedRound = (bySeat: WagersBySeat): Step[] => [
  ...wagers(bySeat),
  dealer('no-more-bets'),
  automate,
];

/** A round on a live table, up to its deal: the deck shuffled, the wagers, "no more bets". */
export const shuffledRound = (bySeat: WagersBySeat): Step[] => [
  dealer('shuffle'),
  ...wagers(bySeat),
  dealer('no-more-bets'),
];

/** A live round dealt: the deck shuffled, the wagers, "no more bets" and the deal. */
export const dealtRound = (bySeat: WagersBySeat): Step[] => [...shuffledRound(bySeat), dealer('deal')];

/** The dealer settling `areas` betting areas in turn, one command each. */
export const settleEach = (areas: number): Step[] => Array.from({ length: areas }, () => dealer('settle'));

/**
 * The cut of a deck shuffled by hand: a cut too shallow refused, a player's cut refused, the dealer's
 * cut, a recut refused to the player and ordered by the floorperson, and the dealer's recut.
 */
export const cutWithRecut = (): Step[] => [
  dealer('cut', { position: 9 }),
  player(1, 'cut', { position: 10 }),
  dealer('cut', { position: 10 }),
  player(1, 'order-recut'),
  floor('order-recut'),
  dealer('cut', { position: 10 }),
];
