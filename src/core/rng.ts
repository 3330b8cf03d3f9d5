/**
 * One interface for every random draw (ARCHITECTURE principle 6). Live play uses CryptoRng
 * (node:crypto); simulations and tests use SeededRng. Both scale to a range by rejection sampling
 * on 32-bit words, so no index is favoured (no modulo bias, no float-to-index).
 */
import { randomFillSync } from 'node:crypto';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  nextUint32(): number;
  /** A uniform integer in [0, bound), 1 <= bound <= 2^32, without bias. */
  nextInt(bound: number): number;
  /** What kind of source this is, recorded with every shuffle. */
  readonly kind: 'crypto' | 'seeded';
}

const TWO_32 = 0x1_0000_0000;

/**
 * Rejection sampling: accept only words below the largest multiple of `bound`, then take the word's
 * bucket, `floor(word / (limit / bound))`. Every value has exactly `limit / bound` words, so there is no
 * bias; and the result comes from the word's high bits, not its low bits (`word % bound` would expose
 * the weak low bits of xoroshiro128+).
 */
export function uniformBelow(source: { nextUint32(): number }, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > TWO_32) throw new RangeError(`bad bound ${bound}`);
  const limit = TWO_32 - (TWO_32 % bound);
  const bucket = limit / bound;
  for (;;) {
    const word = source.nextUint32();
    if (word < limit) return Math.floor(word / bucket);
  }
}

export class CryptoRng implements Rng {
  readonly kind = 'crypto';
  private readonly buffer = new Uint32Array(1024);
  private index = this.buffer.length;

  nextUint32(): number {
    if (this.index === this.buffer.length) {
      randomFillSync(this.buffer);
      this.index = 0;
    }
    return this.buffer[this.index++] as number;
  }

  nextInt(bound: number): number {
    return uniformBelow(this, bound);
  }
}

/**
 * xoroshiro128+ from pure-rand. `stream(k)` gives the k-th non-overlapping substream (2^64 jumps),
 * which is how worker threads share one seed without sharing numbers.
 */
export class SeededRng implements Rng {
  readonly kind = 'seeded';
  private constructor(private readonly gen: JumpableRandomGenerator) {}

  /** The seed is spread over the 128-bit state by SplitMix32 so that small seeds start well mixed. */
  static fromSeed(seed: number): SeededRng {
    let x = seed | 0;
    const splitmix = (): number => {
      x = (x + 0x9e3779b9) | 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) | 0;
    };
    return new SeededRng(xoroshiro128plusFromState([splitmix(), splitmix(), splitmix(), splitmix()]));
  }

  stream(k: number): SeededRng {
    const gen = this.gen.clone();
    for (let i = 0; i < k; i += 1) gen.jump();
    return new SeededRng(gen);
  }

  nextUint32(): number {
    return this.gen.next() >>> 0;
  }

  nextInt(bound: number): number {
    return uniformBelow(this, bound);
  }
}

/** At most this many Fisher-Yates indices come from one draw (416 * 415 * 414 < 2^32). */
export const SHUFFLE_BATCH = 3;

/**
 * Fisher-Yates (Durstenfeld), in place, with batched index generation (Brackett-Rozinsky and Lemire,
 * "Batched ranged random integer generation", 2024): up to SHUFFLE_BATCH consecutive indices, with bounds
 * b0 = i + 1, b1 = i, b2 = i - 1, come from one unbiased draw x below b0 * b1 * b2, as the digits of x in
 * that mixed radix (x mod b0, then (x div b0) mod b1, ...), which are independent and uniform. So every
 * permutation stays equally likely, with a third of the draws.
 */
export function shuffleInPlace<T>(items: { [index: number]: T; length: number }, rng: Rng): void {
  let i = items.length - 1;
  while (i > 0) {
    let product = i + 1;
    let k = 1;
    while (k < SHUFFLE_BATCH && i - k >= 1 && product * (i + 1 - k) <= TWO_32) {
      product *= i + 1 - k;
      k += 1;
    }
    let x = rng.nextInt(product);
    for (let t = 0; t < k; t += 1) {
      const bound = i + 1;
      const j = x % bound;
      x = (x - j) / bound;
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
      i -= 1;
    }
  }
}
