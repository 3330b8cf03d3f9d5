import { describe, expect, it } from 'vitest';
import { compositionOf } from './hands.js';
import { analyseUpCard } from './player.js';
import { blackjackRules, valueShoe } from './rules.js';
import { naiveDouble, naiveHit, naiveStand, type NaiveRules } from './testing/brute.js';

// [player values, up card value index] (0 = ace, 9 = ten-valued)
const HANDS: [string, number[], number][] = [
  ['T6 v T', [9, 5], 9],
  ['T2 v 4', [9, 1], 3],
  ['A7 v 9', [0, 6], 8],
  ['65 v 6', [5, 4], 5],
  ['97 v A (peek: no ten in the hole)', [8, 6], 0],
  ['T5 v A', [9, 4], 0],
  ['23 v T (peek: no ace in the hole)', [1, 2], 9],
];

describe('the analyser against a naive second implementation, single deck (CDZ- stand/hit/double)', () => {
  for (const hitsSoft17 of [false, true]) {
    const rules = blackjackRules({ decks: 1, dealerHitsSoft17: hitsSoft17 });
    const naive: NaiveRules = { hitsSoft17, doubleTwo: true };
    const shoe = valueShoe(rules);
    it.each(HANDS)(
      `%s (${hitsSoft17 ? 'H17' : 'S17'}): stand, hit and double agree to 1e-9`,
      (_, hand, up) => {
        const t = analyseUpCard(rules, shoe, up);
        const h = compositionOf(hand);
        const nb = t.noBlackjack[h] as number;
        const rest = [...shoe];
        rest[up] = (rest[up] as number) - 1;
        for (const v of hand) rest[v] = (rest[v] as number) - 1;
        expect(Math.abs((t.stand[h] as number) / nb - naiveStand(naive, hand, up, rest))).toBeLessThan(1e-9);
        expect(Math.abs((t.hit[h] as number) / nb - naiveHit(naive, [...hand], up, rest))).toBeLessThan(1e-9);
        expect(Math.abs((t.double[h] as number) / nb - naiveDouble(naive, [...hand], up, rest))).toBeLessThan(
          1e-9,
        );
      },
    );
  }
});
