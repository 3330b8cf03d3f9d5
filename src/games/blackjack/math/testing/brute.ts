/**
 * A naive second implementation for the tests, sharing no code with the analyser: it conditions on the
 * peek explicitly (the hole card is enumerated first, never a Blackjack card), follows every ordered
 * sequence of the dealer's draws and of the player's hits, and decides by comparing conditional
 * expectations. Slow (seconds for a single deck), which is the point. Not built.
 */

import { overNextCard, points, standing } from './brute-cards.js';

export interface NaiveRules {
  readonly hitsSoft17: boolean;
  /** Double on the first two cards only (no surrender, no bonuses). */
  readonly doubleTwo: boolean;
}

/** The expectation of standing on `hand`, given the dealer has no Blackjack. */
export const naiveStand = (rules: NaiveRules, hand: readonly number[], up: number, shoe: number[]): number =>
  standing(rules, hand, up, shoe);

/** The best of standing and hitting on, the decision made without the hole card. */
function naiveBest(rules: NaiveRules, hand: number[], up: number, shoe: number[]): number {
  if (points(hand) >= 21) return naiveStand(rules, hand, up, shoe);
  return Math.max(naiveStand(rules, hand, up, shoe), naiveHit(rules, hand, up, shoe));
}

/** The expectation of hitting once, then playing on optimally (stand or hit; no later double). */
export const naiveHit = (rules: NaiveRules, hand: number[], up: number, shoe: number[]): number =>
  overNextCard(up, hand, shoe, (h) => (points(h) > 21 ? -1 : naiveBest(rules, h, up, shoe)));

/** The expectation of doubling: one card, then stand, for twice the stake. */
export const naiveDouble = (rules: NaiveRules, hand: number[], up: number, shoe: number[]): number =>
  2 * overNextCard(up, hand, shoe, (h) => naiveStand(rules, h, up, shoe));
