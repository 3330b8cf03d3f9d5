/**
 * The best play of one unsplit hand by brute force, for the tests, sharing no code with the analyser:
 * every ordered sequence of the player's and the dealer's cards, the peek explicit (the hole card is
 * enumerated and is never the one that completes a dealer Blackjack), and at every decision the best of
 * standing, hitting, doubling (on the first two cards or on any number, § 665a.10(a)) and surrendering
 * (late on the first two cards, or at any time, § 665a.9(a)), with surrender after the Double Down card
 * forfeiting half of the doubled stake (DA-7). Expectations are per unit of the hand's stake, given no
 * dealer Blackjack. Exponential: for shoes of a few dozen cards. Not built.
 */

import { cardsLeft, overNextCard, points, standing } from './brute-cards.js';

export interface OptimalRules {
  readonly hitsSoft17: boolean;
  readonly doubleAnyCards: boolean;
  readonly surrender: 'none' | 'late' | 'any-time';
}

/** Standing on `hand` against `up`, the rest of the cards in `shoe`, given no dealer Blackjack. */
export const bruteStand = (
  rules: OptimalRules,
  hand: readonly number[],
  up: number,
  shoe: number[],
): number => standing(rules, hand, up, shoe);

/** Every option open to an unsplit hand of fewer than 22 points, with its expectation. */
export function bruteOptions(
  rules: OptimalRules,
  hand: number[],
  up: number,
  shoe: number[],
): Partial<Record<'stand' | 'hit' | 'double' | 'surrender', number>> {
  const out: Partial<Record<'stand' | 'hit' | 'double' | 'surrender', number>> = {
    stand: bruteStand(rules, hand, up, shoe),
  };
  if (points(hand) >= 21) return out;
  if (cardsLeft(shoe) < 2) throw new Error('the shoe ran out of cards: choose a larger test shoe');
  out.hit = overNextCard(up, hand, shoe, (h) => (points(h) > 21 ? -1 : bruteBest(rules, h, up, shoe)));
  const doubled = overNextCard(up, hand, shoe, (h) => {
    const t = points(h);
    if (t > 21) return -1;
    const stand = bruteStand(rules, h, up, shoe);
    return rules.surrender === 'any-time' && t < 21 ? Math.max(stand, -0.5) : stand;
  });
  if (hand.length === 2 || rules.doubleAnyCards) out.double = 2 * doubled;
  if (rules.surrender === 'any-time' || (rules.surrender === 'late' && hand.length === 2)) {
    out.surrender = -0.5;
  }
  return out;
}

/** The best option's expectation. */
export function bruteBest(rules: OptimalRules, hand: number[], up: number, shoe: number[]): number {
  return Math.max(...Object.values(bruteOptions(rules, hand, up, shoe)));
}
