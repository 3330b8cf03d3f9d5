/**
 * Rounds of the shoe games' golden scenarios (baccarat, blackjack; src/engine/testing/golden.ts)
 * written as their wagers, a table by seat then by kind in cents as the poker tables write them
 * (poker-scenarios.ts): the steps from the wagers to the deal and the settlement, which every live
 * round repeats (an automated round is poker-scenarios.ts's `automatedRound`).
 */
import type { Step } from '../../engine/testing/golden.js';
import { dealer } from './steps.js';
import { wagers as placed } from './poker-scenarios.js';

/** Wagers by seat: each seat's amounts (in cents) by wager kind, placed seat by seat (the lowest first). */
export type Wagers = Parameters<typeof placed>[0];

/** The wagers placed and "no more bets" called. */
export const betsClosed = (wagers: Wagers): Step[] => [...placed(wagers), dealer('no-more-bets')];

/** The wagers placed, "no more bets", and the dealer's deal. */
export const betAndDeal = (wagers: Wagers): Step[] => [...betsClosed(wagers), dealer('deal')];

/**
 * A round of wagers on a live table: placed, bets closed, dealt, then `play` (cards revealed, drawn,
 * decisions made) and settled.
 */
export const liveRound = (wagers: Wagers, ...play: Step[]): Step[] => [
  ...betAndDeal(wagers),
  ...play,
  dealer('settle'),
];
