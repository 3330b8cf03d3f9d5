import { describe, expect, it } from 'vitest';
import { SeededRng, shuffleInPlace } from '../../../core/rng.js';
import { FastSeededRng } from './fast-seeded-rng.js';

/** Both generators shuffle `n` cards (numbered modulo `mod`) alike, and stay in step after. */
function expectSameSwaps(slow: SeededRng, fast: FastSeededRng, n: number, mod: number): void {
  const a = Array.from({ length: n }, (_, i) => i % mod);
  const b = Uint16Array.from(a);
  shuffleInPlace(a, slow);
  fast.shuffleWords(b);
  expect(Array.from(b)).toEqual(a);
  expect(fast.nextUint32()).toBe(slow.nextUint32());
}

describe('FastSeededRng gives exactly the numbers of SeededRng (the engine generator)', () => {
  const seeds = [0, 1, 42, -5, 2 ** 31 - 1, 0xdeadbeef];

  it.each(seeds)('seed %i: the same 32-bit words on substreams 0, 1 and 3', (seed) => {
    for (const k of [0, 1, 3]) {
      const slow = SeededRng.fromSeed(seed).stream(k);
      const fast = FastSeededRng.fromSeed(seed).stream(k);
      const words = (rng: { nextUint32(): number }): number[] =>
        Array.from({ length: 5000 }, () => rng.nextUint32());
      expect(words(fast)).toEqual(words(slow));
    }
  });

  it('the same nextInt draws, including bounds that force rejections', () => {
    const slow = SeededRng.fromSeed(9);
    const fast = FastSeededRng.fromSeed(9);
    for (const bound of [1, 2, 3, 7, 52, 416, 1000, 2 ** 31 + 1, 3 * 2 ** 30, 2 ** 32]) {
      const draws = (rng: { nextInt(b: number): number }): number[] =>
        Array.from({ length: 500 }, () => rng.nextInt(bound));
      expect(draws(fast)).toEqual(draws(slow));
    }
  });

  it('shuffleWords makes the same swaps as shuffleInPlace, and leaves the generator in step', () => {
    const slow = SeededRng.fromSeed(2026);
    const fast = FastSeededRng.fromSeed(2026);
    for (let shoe = 0; shoe < 50; shoe += 1) expectSameSwaps(slow, fast, 416, 52);
  });

  it('makes the same swaps at every stack size, including batches whose product passes 2^31', () => {
    // Small stacks end in batches of one and two indices; above ~1,290 cards the products pass 2^31.
    for (const n of [2, 3, 4, 5, 52, 53, 312, 416, 1291, 2000, 5000, 70_000])
      expectSameSwaps(SeededRng.fromSeed(n), FastSeededRng.fromSeed(n), n, 65536);
  });

  it('rejects a shuffle larger than it supports', () => {
    expect(() => FastSeededRng.fromSeed(1).shuffleWords(new Uint16Array((1 << 20) + 1))).toThrow(RangeError);
  });
});
