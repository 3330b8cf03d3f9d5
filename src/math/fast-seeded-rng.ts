/**
 * A simulation fast path for SeededRng (src/core/rng.ts): the same seeding (SplitMix32 into the
 * 128-bit state), the same xoroshiro128+ step and jump as pure-rand, and the same rejection sampling,
 * with the state in plain fields so a shuffle can run the generator in local variables.
 *
 * It must give exactly the numbers SeededRng gives (ARCHITECTURE principle 1: a fast path only behind
 * a differential test); fast-seeded-rng.test.ts compares the two streams word for word.
 */
import { SHUFFLE_BATCH, type Rng } from '../core/rng.js';

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
   * shuffleInPlace (src/core/rng.ts) on a byte array: the same batches, the same words and the same
   * swaps, with the generator in local variables. Each batch draws x below the product of up to
   * SHUFFLE_BATCH consecutive bounds exactly as uniformBelow does, then peels off the indices.
   */
  shuffleBytes(items: Uint8Array): void {
    if (items.length > 1 << 20) throw new RangeError('bad shuffle size');
    const plan = shufflePlan(items.length);
    let { s01, s00, s11, s10 } = this;
    let i = items.length - 1;
    for (let b = 0; b < plan.length; b += 4) {
      const k = plan[b] as number;
      const limit = plan[b + 2] as number;
      const bucket = plan[b + 3] as number;
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
      // Below 2^31 (every batch of a 416-card shoe) the digits are peeled in int32 arithmetic.
      const small = (plan[b + 1] as number) < 0x8000_0000;
      let x = small ? (word / bucket) | 0 : Math.floor(word / bucket);
      for (let t = 0; t < k; t += 1) {
        const bound = i + 1;
        const q = small ? (x / bound) | 0 : Math.floor(x / bound);
        const j = x - q * bound;
        x = q;
        const tmp = items[i] as number;
        items[i] = items[j] as number;
        items[j] = tmp;
        i -= 1;
      }
    }
    this.s01 = s01;
    this.s00 = s00;
    this.s11 = s11;
    this.s10 = s10;
  }
}

const PLANS = new Map<number, Float64Array>();

/**
 * The batches shuffleInPlace forms for a stack of n cards, as [k, product, limit, bucket] rows: they
 * depend only on n, so the simulator computes the rejection limits once per stack size, not per shoe.
 */
function shufflePlan(n: number): Float64Array {
  let plan = PLANS.get(n);
  if (plan) return plan;
  const rows: number[] = [];
  let i = n - 1;
  while (i > 0) {
    let product = i + 1;
    let k = 1;
    while (k < SHUFFLE_BATCH && i - k >= 1 && product * (i + 1 - k) <= TWO_32) {
      product *= i + 1 - k;
      k += 1;
    }
    const limit = TWO_32 - (TWO_32 % product);
    rows.push(k, product, limit, limit / product);
    i -= k;
  }
  plan = Float64Array.from(rows);
  PLANS.set(n, plan);
  return plan;
}
