/**
 * Rounds of the card games' golden scenarios (src/engine/testing/golden.ts) written as their wagers,
 * `[seat, kind, amount]` in cents, placed in turn: the steps from the wagers to the deal or to the
 * automated dealer, which every round repeats.
 */
import type { Step } from '../../engine/testing/golden.js';
import { bet, dealer } from './steps.js';
import { automate } from './scenario.js';

export type Wagers = readonly (readonly [number, string, number])[];

/** The wagers placed and "no more bets" called. */
export const betsClosed = (wagers: Wagers): Step[] => [
  ...wagers.map(([n, kind, amount]) => bet(n, kind, amount)),
  dealer('no-more-bets'),
];

/** The wagers placed, "no more bets", and the dealer's deal. */
export const betAndDeal = (wagers: Wagers): Step[] => [...betsClosed(wagers), dealer('deal')];

/** A round of wagers on an automated table: placed, bets closed, and the engine deals it out. */
export const autoRound = (wagers: Wagers): Step[] => [...betsClosed(wagers), automate];

/**
 * A round of wagers on a live table: placed, bets closed, dealt, then `play` (cards revealed, drawn,
 * decisions made) and settled.
 */
export const liveRound = (wagers: Wagers, ...play: Step[]): Step[] => [
  ...betAndDeal(wagers),
  ...play,
  dealer('settle'),
];
