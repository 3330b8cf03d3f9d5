/**
 * The best play of one unsplit hand by brute force, for the tests, sharing no code with the analyser:
 * every ordered sequence of the player's and the dealer's cards, the peek explicit (the hole card is
 * enumerated and is never the one that completes a dealer Blackjack), and at every decision the best of
 * standing, hitting, doubling (on the first two cards or on any number, § 665a.10(a)) and surrendering
 * (late on the first two cards, or at any time, § 665a.9(a)), with surrender after the Double Down card
 * forfeiting half of the doubled stake (DA-7). Expectations are per unit of the hand's stake, given no
 * dealer Blackjack. Exponential: for shoes of a few dozen cards. Not built.
 */

import { cardsLeft, nextCard, points, standing } from './brute-cards.js';

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
  let hit = 0;
  let doubled = 0;
  for (let v = 0; v < 10; v += 1) {
    const q = nextCard(up, shoe, v);
    if (q === 0) continue;
    shoe[v] = (shoe[v] as number) - 1;
    hand.push(v);
    const t = points(hand);
    if (t > 21) {
      hit -= q;
      doubled -= q;
    } else {
      hit += q * bruteBest(rules, hand, up, shoe);
      const stand = bruteStand(rules, hand, up, shoe);
      doubled += q * (rules.surrender === 'any-time' && t < 21 ? Math.max(stand, -0.5) : stand);
    }
    hand.pop();
    shoe[v] = (shoe[v] as number) + 1;
  }
  out.hit = hit;
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
