import { describe, expect, it } from 'vitest';
import { toNumber } from '../../../core/rational.js';
import { dealerOutcomes, dealerOutcomesExact, dealerTrie, OUTCOMES } from './dealer.js';
import { handGraph, VALUES } from './hands.js';
import { blackjackRules, doubleAttackRules, valueShoe } from './rules.js';
import { DealerCache } from './player.js';

const avail = (shoe: readonly number[], up: number, removed: readonly number[] = []): Int32Array => {
  const a = Int32Array.from(shoe);
  a[up] = (a[up] as number) - 1;
  for (const v of removed) a[v] = (a[v] as number) - 1;
  return a;
};
const sum = (a: Int32Array): number => a.reduce((s, n) => s + n, 0);

describe('dealer hands as multisets (§ 665a.7(n), 633a.7)', () => {
  it('S17 has 9,114 final multisets over the ten up cards and H17 more, since soft 17 draws', () => {
    const finals = (h17: boolean): number =>
      Array.from({ length: VALUES }, (_, up) => dealerTrie(up, h17).finals).reduce((s, n) => s + n, 0);
    expect(finals(false)).toBe(9114);
    expect(finals(true)).toBeGreaterThan(finals(false));
  });

  it.each([
    ['8 decks, up 6, nothing else out', 8, 5, []],
    ['1 deck, up A, player T 6', 1, 0, [9, 5]],
    ['1 deck, up T, player A 7', 1, 9, [0, 6]],
    ['8 Spanish decks, up 2, player 2 2 3 A', 0, 1, [1, 1, 2, 0]],
  ] as const)('the float pass equals the exact rationals to 1e-14 (%s)', (_, decks, up, removed) => {
    const shoe = decks === 0 ? valueShoe(doubleAttackRules()) : valueShoe(blackjackRules({ decks }));
    for (const h17 of [false, true]) {
      const trie = dealerTrie(up, h17);
      const a = avail(shoe, up, removed);
      const float = new Float64Array(OUTCOMES);
      dealerOutcomes(trie, a, sum(a), float);
      const exact = dealerOutcomesExact(trie, a, sum(a)).map(toNumber);
      exact.forEach((x, o) => expect(Math.abs((float[o] as number) - x)).toBeLessThan(1e-14));
      expect(exact.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 14);
    }
  });

  it('a family pass (one value varying) gives every member as a pass of its own would', () => {
    const shoe = valueShoe(blackjackRules({ decks: 2 }));
    const up = 3;
    const a = avail(shoe, up);
    const cache = new DealerCache(dealerTrie(up, false), a, sum(a));
    const g = handGraph();
    for (const values of [
      [0, 0, 4],
      [0, 5],
      [6, 6, 6],
      [1, 1, 1, 1, 2],
    ]) {
      const removal = new Int32Array(VALUES);
      let key = 0;
      for (const v of values) {
        removal[v] = (removal[v] as number) + 1;
        key += 32 ** v;
      }
      const viaFamily = cache.get(key, removal, values.length, values[0] as number);
      const direct = new Float64Array(OUTCOMES);
      const left = avail(shoe, up, values);
      dealerOutcomes(dealerTrie(up, false), left, sum(left), direct);
      direct.forEach((x, o) => expect(viaFamily[o]).toBeCloseTo(x, 15));
    }
    expect(g.count).toBe(3082);
  });
});
