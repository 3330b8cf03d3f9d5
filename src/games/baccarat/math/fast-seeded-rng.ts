/**
 * A simulation fast path for SeededRng (src/core/rng.ts): the same seeding (SplitMix32 into the
 * 128-bit state), the same xoroshiro128+ step and jump as pure-rand, and the same rejection sampling,
 * on 32-bit halves in an Int32Array, without pure-rand's immutable objects; and the batched shuffle on
 * typed arrays, with a plan per stack size.
 *
 * It must give exactly the numbers SeededRng gives (ARCHITECTURE principle 1: a fast path only behind
 * a differential test); fast-seeded-rng.test.ts compares the two streams word for word.
 */
import { SHUFFLE_BATCH, type Rng } from '../../../core/rng.js';

const TWO_32 = 0x1_0000_0000;
/** pure-rand's xoroshiro128+ jump polynomial (equivalent to 2^64 calls of next). */
const JUMP = [3639956645, 3750757012, 1261568508, 386426335] as const;

export class FastSeededRng implements Rng {
  readonly kind = 'seeded';

  /**
   * The state [s01, s00, s11, s10] in an Int32Array: as four number fields, a field's representation
   * changed (small integer, then double) as the values did, and V8 threw away the optimised shuffle and
   * dealing code that depended on it, at a different moment in each run. (Kept in local variables
   * through a shuffle instead, the simulator was about 5 % faster, at the price of a second copy of the
   * step; nextUint32 is the one definition.)
   */
  private readonly s = new Int32Array(4);

  private constructor(s01: number, s00: number, s11: number, s10: number) {
    this.s.set([s01, s00, s11, s10]);
  }

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
    const [s01, s00, s11, s10] = this.s as unknown as [number, number, number, number];
    const out = new FastSeededRng(s01, s00, s11, s10);
    for (let i = 0; i < k; i += 1) out.jump();
    return out;
  }

  private jump(): void {
    let [n01, n00, n11, n10] = [0, 0, 0, 0];
    let [s01, s00, s11, s10] = this.s as unknown as [number, number, number, number];
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
    this.s.set([n01, n00, n11, n10]);
  }

  nextUint32(): number {
    const st = this.s;
    const s01 = st[0] as number;
    const s00 = st[1] as number;
    const s11 = st[2] as number;
    const s10 = st[3] as number;
    const out = (s00 + s10) | 0;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    st[1] = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    st[0] = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    st[3] = (a1 << 5) ^ (a0 >>> 27);
    st[2] = (a0 << 5) ^ (a1 >>> 27);
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
   * shuffleInPlace (src/core/rng.ts) on an array of 16-bit words (a card and whatever its user packs
   * with it): the same batches, the same words and the same swaps. Each batch draws x below the product
   * of up to SHUFFLE_BATCH consecutive bounds exactly as uniformBelow does, then peels off the indices.
   */
  shuffleWords(items: Uint16Array): void {
    const plan = shufflePlan(items.length);
    this.shuffleBatches(items, plan, 0, plan.batches);
  }

  /**
   * Batches [from, to) of shuffleWords. A caller may run a shuffle in parts, provided it runs every
   * batch once, in order, and draws nothing else in between (the simulator runs most of a shoe's batches
   * itself, interleaved with the previous shoe's deal, and the rest here).
   */
  shuffleBatches(items: Uint16Array, plan: ShufflePlan, from: number, to: number): void {
    if (items.length !== plan.n) throw new RangeError('the plan is for another stack size');
    const { rows } = plan;
    for (let b = from * PLAN_ROW; b < to * PLAN_ROW; b += PLAN_ROW) {
      const k = rows[b] as number;
      const limit = rows[b + 1] as number;
      let i = plan.start[b / PLAN_ROW] as number;
      let word: number;
      do word = this.nextUint32();
      while (word >= limit);
      // x = floor(word / bucket) and its digits in the bounds i + 1, i, i - 1, least significant first
      // (the order uniformBelow's value is peeled in). With q_t = floor(x / (b_0 ... b_{t-1})) =
      // floor(word / d_t), digit t is q_t - q_{t+1} b_t and the last digit is q_{k-1}: the quotients are
      // independent multiplications by the plan's reciprocals (exact, see shufflePlan) instead of a
      // chain of divisions. `| 0` truncates a non-negative double below 2^32, i.e. floors it, modulo 2^32:
      // the quotients and digits stay int32 (not doubles) through the index arithmetic. Only q0 can pass
      // 2^31 (batch products above 2^31, stacks of 1,291 cards or more), and then the wrap cancels in
      // digit 0, which is exact modulo 2^32 and below 2^31.
      const w = word + 0.5;
      const q0 = (w * (rows[b + 2] as number)) | 0;
      if (k === 1) {
        swap(items, i, q0);
        continue;
      }
      const q1 = (w * (rows[b + 3] as number)) | 0;
      swap(items, i, (q0 - Math.imul(q1, i + 1)) | 0);
      i -= 1;
      if (k === 2) {
        swap(items, i, q1);
        continue;
      }
      const q2 = (w * (rows[b + 4] as number)) | 0;
      swap(items, i, (q1 - Math.imul(q2, i + 1)) | 0);
      swap(items, i - 1, q2);
    }
  }
}

function swap(items: Uint16Array, i: number, j: number): void {
  const tmp = items[i] as number;
  items[i] = items[j] as number;
  items[j] = tmp;
}

const PLANS = new Map<number, ShufflePlan>();

/** A plan row: [k, limit, 1 / d_0, 1 / d_1, 1 / d_2]. */
export const PLAN_ROW = 5;

/** The batches of shuffleInPlace for one stack size (see shufflePlan). */
export interface ShufflePlan {
  /** The stack size. */
  readonly n: number;
  readonly batches: number;
  /** A row of PLAN_ROW numbers per batch: [k, limit, 1 / d_0, 1 / d_1, 1 / d_2]. */
  readonly rows: Float64Array;
  /** The highest index a batch draws for (its first bound is start + 1). */
  readonly start: Int32Array;
  /**
   * How many batches from the first have three indices: all but the last one or two up to 1,625 cards
   * (above, the first batches' products pass 2^32 and they take fewer).
   */
  readonly leadingTriples: number;
}

/**
 * The batches shuffleInPlace forms for a stack of n cards: they depend only on n, so the simulator
 * computes them once per stack size, not per shoe. A batch of k indices with bounds b_0 = i + 1,
 * b_1 = i, b_2 = i - 1 accepts words below `limit`, a multiple of their product; with bucket = limit /
 * product, the divisors are d_0 = bucket, d_1 = bucket b_0, d_2 = bucket b_0 b_1.
 *
 * floor(word / d) for an integer word < 2^32 is exactly (word + 0.5) * (1 / d) truncated: the quotient
 * (word + 0.5) / d lies at least 0.5 / d away from an integer, while the rounding of 1 / d and of the
 * product err by less than 2^-52 (word + 0.5) / d <= 2^-20 / d.
 */
export function shufflePlan(n: number): ShufflePlan {
  let plan = PLANS.get(n);
  if (plan) return plan;
  if (!Number.isInteger(n) || n < 0 || n > 1 << 20) throw new RangeError('bad shuffle size');
  const rows: number[] = [];
  const start: number[] = [];
  let i = n - 1;
  while (i > 0) {
    let product = i + 1;
    let k = 1;
    while (k < SHUFFLE_BATCH && i - k >= 1 && product * (i + 1 - k) <= TWO_32) {
      product *= i + 1 - k;
      k += 1;
    }
    if (k > 3) throw new Error('the shuffle plan handles batches of at most 3 indices');
    const limit = TWO_32 - (TWO_32 % product);
    const bucket = limit / product;
    rows.push(k, limit, 1 / bucket, 1 / (bucket * (i + 1)), 1 / (bucket * (i + 1) * i));
    start.push(i);
    i -= k;
  }
  let leadingTriples = 0;
  while (rows[leadingTriples * PLAN_ROW] === 3) leadingTriples += 1;
  plan = {
    n,
    batches: start.length,
    rows: Float64Array.from(rows),
    start: Int32Array.from(start),
    leadingTriples,
  };
  PLANS.set(n, plan);
  return plan;
}
