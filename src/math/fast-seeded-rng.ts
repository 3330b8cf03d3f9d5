/**
 * A simulation fast path for SeededRng (src/core/rng.ts): the same seeding (SplitMix32 into the
 * 128-bit state), the same xoroshiro128+ step and jump as pure-rand, and the same rejection sampling,
 * with the state in plain fields so a shuffle can run the generator in local variables.
 *
 * It must give exactly the numbers SeededRng gives (ARCHITECTURE principle 1: a fast path only behind
 * a differential test); fast-seeded-rng.test.ts compares the two streams word for word.
 */
import type { Rng } from '../core/rng.js';

const TWO_32 = 0x1_0000_0000;
/** pure-rand's xoroshiro128+ jump polynomial (equivalent to 2^64 calls of next). */
const JUMP = [3639956645, 3750757012, 1261568508, 386426335] as const;

export class FastSeededRng implements Rng {
  readonly kind = 'seeded';

  private constructor(
    private s01: number,
    private s00: number,
    private s11: number,
    private s10: number,
  ) {}

  /** As SeededRng.fromSeed: four SplitMix32 words become [s01, s00, s11, s10]. */
  static fromSeed(seed: number): FastSeededRng {
    let x = seed | 0;
    const splitmix = (): number => {
      x = (x + 0x9e3779b9) | 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) | 0;
    };
    return new FastSeededRng(splitmix(), splitmix(), splitmix(), splitmix());
  }

  /** As SeededRng.stream: the k-th substream, k jumps ahead of this one (this one is unchanged). */
  stream(k: number): FastSeededRng {
    const out = new FastSeededRng(this.s01, this.s00, this.s11, this.s10);
    for (let i = 0; i < k; i += 1) out.jump();
    return out;
  }

  private jump(): void {
    let [n01, n00, n11, n10] = [0, 0, 0, 0];
    let { s01, s00, s11, s10 } = this;
    for (const word of JUMP) {
      for (let mask = 1; mask; mask <<= 1) {
        if (word & mask) {
          n01 ^= s01;
          n00 ^= s00;
          n11 ^= s11;
          n10 ^= s10;
        }
        const a0 = s10 ^ s00;
        const a1 = s11 ^ s01;
        const t00 = s00;
        const t01 = s01;
        s00 = (t00 << 24) ^ (t01 >>> 8) ^ a0 ^ (a0 << 16);
        s01 = (t01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
        s10 = (a1 << 5) ^ (a0 >>> 27);
        s11 = (a0 << 5) ^ (a1 >>> 27);
      }
    }
    [this.s01, this.s00, this.s11, this.s10] = [n01, n00, n11, n10];
  }

  nextUint32(): number {
    const { s01, s00, s11, s10 } = this;
    const out = (s00 + s10) | 0;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    this.s00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    this.s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    this.s10 = (a1 << 5) ^ (a0 >>> 27);
    this.s11 = (a0 << 5) ^ (a1 >>> 27);
    return out >>> 0;
  }

  /** As SeededRng.nextInt (uniformBelow): rejection sampling on 32-bit words, the value from the high bits. */
  nextInt(bound: number): number {
    if (!Number.isInteger(bound) || bound < 1 || bound > TWO_32) throw new RangeError(`bad bound ${bound}`);
    const limit = TWO_32 - (TWO_32 % bound);
    const bucket = limit / bound;
    for (;;) {
      const word = this.nextUint32();
      if (word < limit) return Math.floor(word / bucket);
    }
  }

  /**
   * shuffleInPlace (src/core/rng.ts) on a byte array: the same words and the same swaps as Fisher-Yates
   * over nextInt. `limits[b]` must be 2^32 - (2^32 mod b) (see rejectionLimits); the index is
   * floor(word / (limit / b)), as uniformBelow takes it (limit is a multiple of b, so the division is exact).
   */
  shuffleBytes(items: Uint8Array, limits: Float64Array): void {
    if (items.length > 1 << 20 || limits.length < items.length + 1) throw new RangeError('bad shuffle size');
    let { s01, s00, s11, s10 } = this;
    for (let i = items.length - 1; i > 0; i -= 1) {
      const bound = i + 1;
      const limit = limits[bound] as number;
      let word: number;
      do {
        word = ((s00 + s10) | 0) >>> 0;
        const a0 = s10 ^ s00;
        const a1 = s11 ^ s01;
        const t00 = s00;
        const t01 = s01;
        s00 = (t00 << 24) ^ (t01 >>> 8) ^ a0 ^ (a0 << 16);
        s01 = (t01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
        s10 = (a1 << 5) ^ (a0 >>> 27);
        s11 = (a0 << 5) ^ (a1 >>> 27);
      } while (word >= limit);
      const j = Math.floor(word / (limit / bound));
      const tmp = items[i] as number;
      items[i] = items[j] as number;
      items[j] = tmp;
    }
    this.s01 = s01;
    this.s00 = s00;
    this.s11 = s11;
    this.s10 = s10;
  }
}

/** The rejection limits of nextInt for bound = 0..n (0 unused). */
export function rejectionLimits(n: number): Float64Array {
  return Float64Array.from({ length: n + 1 }, (_, bound) => (bound === 0 ? 0 : TWO_32 - (TWO_32 % bound)));
}
