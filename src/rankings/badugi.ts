/**
 * Badugi (§ 637a.21(k)) and the Badugi half of Badeucey and Badacey (§ 637a.20(l)).
 *
 * A hand plays its largest subset of cards of different suits and different ranks (ruling P-5: distinct
 * ranks for four cards too); more cards win, then the lower hand counted from its highest card down
 * (ruling P-7). Badugi and Badacey rank the ace low (best A-2-3-4); Badeucey ranks it high, in the 2-7
 * order of § 637a.6(c) (best 2-3-4-5, ruling P-9). Badeucey and Badacey pick the best of the five cards
 * and fall back to three, two or one card as Badugi does (ruling P-8).
 */
import type { Card } from '../core/cards.js';
import { cite } from '../core/citation.js';
import type { HandValue, RankingSystem, SystemId } from './types.js';
import { combinations, highValue, lowValue, rankChar } from './words.js';

export const BADUGI_CLASSES = ['one-card', 'two-card', 'three-card', 'badugi'] as const;

/**
 * Strength: size * 2^16 + (0xffff - the chosen values packed from the highest down). Higher is better.
 * Values are 1..13 (ace low) or 2..14 (ace high).
 */
export function badugiScore(
  cards: readonly Card[],
  value: (c: Card) => number,
): { score: number; used: Card[] } {
  for (let size = Math.min(4, cards.length); size >= 1; size -= 1) {
    let best: Card[] | undefined;
    let bestPacked = Infinity;
    for (const subset of combinations(cards, size)) {
      const suits = new Set(subset.map((c) => c & 3));
      const values = subset.map(value);
      if (suits.size !== size || new Set(values).size !== size) continue;
      values.sort((x, y) => y - x);
      const packed = values.reduce((acc, v, i) => acc + (v << (12 - 4 * i)), 0);
      if (packed < bestPacked) [bestPacked, best] = [packed, subset];
    }
    if (best !== undefined)
      return {
        score: size * 0x10000 + (0xffff - bestPacked),
        used: best.sort((x, y) => value(y) - value(x)),
      };
  }
  throw new Error('a hand has at least one card');
}

function badugiValue(system: SystemId, cards: readonly Card[], value: (c: Card) => number): HandValue {
  const { score, used } = badugiScore(cards, value);
  const size = used.length;
  const run = used.map((c) => rankChar(value(c))).join('-');
  const names = ['', 'One-card hand', 'Two-card hand', 'Three-card hand', 'Badugi'];
  return {
    system,
    class: BADUGI_CLASSES[size - 1] ?? 'one-card',
    strength: score,
    cards: used,
    description: `${names[size] ?? ''}, ${run}`,
  };
}

export const badugi: RankingSystem = {
  id: 'badugi',
  title: 'Badugi: four suits and ranks, then three, two, one; ace low',
  citation: cite('§ 637a.21(k)'),
  sizes: [4],
  joker: false,
  classes: BADUGI_CLASSES,
  evaluate: (cards) => badugiValue('badugi', cards, lowValue),
};

export const badeucey: RankingSystem = {
  id: 'badeucey',
  title: 'Badeucey: the Badugi half of a five-card 2-7 hand, ace high (best 2-3-4-5)',
  citation: cite('§ 637a.20(l)(1)'),
  sizes: [5],
  joker: false,
  classes: BADUGI_CLASSES,
  evaluate: (cards) => badugiValue('badeucey', cards, highValue),
};

export const badacey: RankingSystem = {
  id: 'badacey',
  title: 'Badacey: the Badugi half of a five-card A-5 hand, ace low (best A-2-3-4)',
  citation: cite('§ 637a.20(l)(2)'),
  sizes: [5],
  joker: false,
  classes: BADUGI_CLASSES,
  evaluate: (cards) => badugiValue('badacey', cards, lowValue),
};
