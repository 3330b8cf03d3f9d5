/**
 * The five-card high ranking of § 637a.6 (standard Poker order; royal flush = ace-high straight flush,
 * ruling P-1), for the best five of 5, 6 or 7 cards.
 *
 * Fast path: a card is a key `rankKey << 9 | suitKey`. The rank keys are chosen so that the sum over any
 * rank multiset of up to seven cards is unique (checked when the tables are built), and the suit keys so
 * that the sum of up to seven suit keys says which suit, if any, holds five cards. A non-flush hand is
 * then one perfect-hash lookup of its rank sum (row-displacement table built at module load); a flush is
 * one lookup of the 13-bit rank mask of the flush suit. No allocation per evaluation.
 *
 * Strength is dense: 1 (7-5-4-3-2 offsuit) .. 7462 (royal flush), higher is better.
 */
import type { Card } from '../core/cards.js';

/** Rank keys whose sums over any multiset of at most 7 cards (at most 4 per rank) are distinct. */
export const RANK_KEYS = [0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181] as const;
const SUIT_KEYS = [0, 1, 8, 57] as const;

export const HIGH_CLASSES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
] as const;
export type HighClass = (typeof HIGH_CLASSES)[number];

/** Category numbers used in raw scores (royal flush is the top straight flush). */
export const CAT = {
  high: 0,
  pair: 1,
  twoPair: 2,
  trips: 3,
  straight: 4,
  flush: 5,
  fullHouse: 6,
  quads: 7,
  straightFlush: 8,
} as const;

/** A raw score: category then up to five rank values (2..14) in nibbles; monotone in hand strength. */
export const packScore = (cat: number, a = 0, b = 0, c = 0, d = 0, e = 0): number =>
  cat * 0x100000 + (a << 16) + (b << 12) + (c << 8) + (d << 4) + e;

/** STRAIGHT_TOP[mask] = top rank value (5..14) of the best five-card straight in a 13-bit rank mask. */
export const STRAIGHT_TOP = new Uint8Array(8192);
for (let mask = 0; mask < 8192; mask += 1) {
  for (let top = 12; top >= 4; top -= 1) {
    const run = 0b11111 << (top - 4);
    if ((mask & run) === run) {
      STRAIGHT_TOP[mask] = top + 2;
      break;
    }
  }
  if (STRAIGHT_TOP[mask] === 0 && (mask & 0b1000000001111) === 0b1000000001111) STRAIGHT_TOP[mask] = 5;
}

/** The highest `count` rank values in a mask, excluding `skip` bits, packed into nibbles. */
function topRanks(mask: number, count: number): number[] {
  const out: number[] = [];
  for (let v = 14; v >= 2 && out.length < count; v -= 1) if (mask & (1 << (v - 2))) out.push(v);
  while (out.length < count) out.push(0);
  return out;
}

/** Best non-flush five-card raw score over a rank multiset; counts indexed by rank value 2..14. */
export function nonFlushScore(counts: ArrayLike<number>): number {
  let quad = 0;
  let t1 = 0;
  let t2 = 0;
  let p1 = 0;
  let p2 = 0;
  let mask = 0;
  for (let v = 14; v >= 2; v -= 1) {
    const n = counts[v] ?? 0;
    if (n === 0) continue;
    mask |= 1 << (v - 2);
    if (n >= 4) {
      if (quad === 0) quad = v;
    } else if (n === 3) {
      if (t1 === 0) t1 = v;
      else if (t2 === 0) t2 = v;
    } else if (n === 2) {
      if (p1 === 0) p1 = v;
      else if (p2 === 0) p2 = v;
    }
  }
  const bit = (v: number): number => (v === 0 ? 0 : 1 << (v - 2));
  if (quad !== 0) return packScore(CAT.quads, quad, ...topRanks(mask & ~bit(quad), 1));
  if (t1 !== 0 && (t2 !== 0 || p1 !== 0)) return packScore(CAT.fullHouse, t1, Math.max(t2, p1));
  const top = STRAIGHT_TOP[mask] ?? 0;
  if (top !== 0) return packScore(CAT.straight, top);
  if (t1 !== 0) return packScore(CAT.trips, t1, ...topRanks(mask & ~bit(t1), 2));
  if (p2 !== 0) return packScore(CAT.twoPair, p1, p2, ...topRanks(mask & ~bit(p1) & ~bit(p2), 1));
  if (p1 !== 0) return packScore(CAT.pair, p1, ...topRanks(mask & ~bit(p1), 3));
  return packScore(CAT.high, ...topRanks(mask, 5));
}

/** Best flush raw score for the rank mask of a suit holding at least five cards. */
export function flushScore(mask: number): number {
  const top = STRAIGHT_TOP[mask] ?? 0;
  if (top !== 0) return packScore(CAT.straightFlush, top);
  return packScore(CAT.flush, ...topRanks(mask, 5));
}

/** Calls `visit(counts, n)` for every rank multiset of size n with at most `maxPerRank` of each rank. */
export function forEachRankMultiset(
  n: number,
  maxPerRank: number,
  visit: (counts: Int8Array) => void,
  ranks = 13,
): void {
  const counts = new Int8Array(15);
  const rec = (v: number, left: number): void => {
    if (v === 2 + ranks) {
      if (left === 0) visit(counts);
      return;
    }
    for (let k = 0; k <= Math.min(left, maxPerRank); k += 1) {
      counts[v] = k;
      rec(v + 1, left - k);
    }
    counts[v] = 0;
  };
  rec(2, n);
}

export const popcount = (x: number): number => {
  let n = 0;
  for (let m = x; m !== 0; m &= m - 1) n += 1;
  return n;
};

// ---- Dense strengths ---------------------------------------------------------------------------------

const rawScores: number[] = [];
forEachRankMultiset(5, 4, (counts) => rawScores.push(nonFlushScore(counts)));
for (let mask = 0; mask < 8192; mask += 1) if (popcount(mask) === 5) rawScores.push(flushScore(mask));
const DENSE_RAW = [...new Set(rawScores)].sort((a, b) => a - b);
const DENSE_OF = new Map(DENSE_RAW.map((raw, i) => [raw, i + 1]));
export const HIGH_STRENGTH_COUNT = DENSE_RAW.length;

const denseOf = (raw: number): number => {
  const dense = DENSE_OF.get(raw);
  if (dense === undefined) throw new Error(`no dense strength for raw score ${raw.toString(16)}`);
  return dense;
};

/** The raw score (category and ranks) behind a dense strength. */
export const rawOfStrength = (strength: number): number => DENSE_RAW[strength - 1] ?? 0;

/** CLASS_OF_STRENGTH[strength] = index into HIGH_CLASSES. */
const CLASS_OF_STRENGTH = new Uint8Array(HIGH_STRENGTH_COUNT + 1);
for (let s = 1; s <= HIGH_STRENGTH_COUNT; s += 1) {
  const raw = rawOfStrength(s);
  const cat = Math.floor(raw / 0x100000);
  CLASS_OF_STRENGTH[s] = cat === CAT.straightFlush && ((raw >> 16) & 15) === 14 ? 9 : cat;
}
export const highClassOf = (strength: number): HighClass =>
  HIGH_CLASSES[CLASS_OF_STRENGTH[strength] ?? 0] ?? 'high-card';

// ---- Perfect hash of rank sums -----------------------------------------------------------------------

/**
 * Hash-and-displace perfect hash: bucket = imul(key, mult) >>> (32 - BUCKET_BITS), and the value sits at
 * table[(disp[bucket] + key) & TABLE_MASK]. Built at module load (first multiplier that works).
 */
const BUCKET_BITS = 14;
const TABLE_BITS = 16;
export const BUCKET_SHIFT = 32 - BUCKET_BITS;
export const TABLE_MASK = (1 << TABLE_BITS) - 1;

export interface PerfectHash {
  readonly mult: number;
  readonly disp: Int32Array;
  readonly table: Uint16Array;
}

const MULTIPLIERS = [0x9e3779b1, 0x85ebca6b, 0xc2b2ae35, 0x27d4eb2f, 0x165667b1, 0xd3a2646c | 1, 0xfd7046c5];

export function buildPerfectHash(keys: readonly number[], values: readonly number[]): PerfectHash {
  const size = 1 << TABLE_BITS;
  for (const mult of MULTIPLIERS) {
    const buckets: number[][] = Array.from({ length: 1 << BUCKET_BITS }, () => []);
    keys.forEach((key, i) => (buckets[Math.imul(key, mult) >>> BUCKET_SHIFT] as number[]).push(i));
    const order = buckets
      .map((_, b) => b)
      .filter((b) => (buckets[b] as number[]).length > 0)
      .sort((a, b) => (buckets[b] as number[]).length - (buckets[a] as number[]).length);
    const used = new Uint8Array(size);
    const disp = new Int32Array(1 << BUCKET_BITS);
    let placed = true;
    for (const b of order) {
      const slots = (buckets[b] as number[]).map((i) => (keys[i] as number) & TABLE_MASK);
      if (new Set(slots).size !== slots.length) {
        placed = false;
        break;
      }
      let d = 0;
      for (; d < size; d += 1) {
        let j = 0;
        while (j < slots.length && used[((slots[j] as number) + d) & TABLE_MASK] === 0) j += 1;
        if (j === slots.length) break;
      }
      if (d === size) {
        placed = false;
        break;
      }
      for (const slot of slots) used[(slot + d) & TABLE_MASK] = 1;
      disp[b] = d;
    }
    if (!placed) continue;
    const table = new Uint16Array(size);
    keys.forEach((key, i) => {
      table[((disp[Math.imul(key, mult) >>> BUCKET_SHIFT] as number) + key) & TABLE_MASK] = values[
        i
      ] as number;
    });
    return { mult, disp, table };
  }
  throw new Error('no perfect hash found for the rank keys');
}

function buildRankTable(n: number): PerfectHash {
  const keys: number[] = [];
  const values: number[] = [];
  const seen = new Map<number, number>();
  forEachRankMultiset(n, 4, (counts) => {
    let key = 0;
    for (let v = 2; v <= 14; v += 1) key += (counts[v] ?? 0) * (RANK_KEYS[v - 2] as number);
    const value = denseOf(nonFlushScore(counts));
    if (seen.has(key)) throw new Error(`rank keys collide for ${n} cards at ${key}`);
    seen.set(key, value);
    keys.push(key);
    values.push(value);
  });
  return buildPerfectHash(keys, values);
}

/** FLUSH_SUIT[n][suitSum] = the suit holding five or more of n cards, or -1. */
function buildFlushCheck(n: number): Int8Array {
  const table = new Int8Array(512).fill(-2);
  for (let a = 0; a <= n; a += 1)
    for (let b = 0; a + b <= n; b += 1)
      for (let c = 0; a + b + c <= n; c += 1) {
        const d = n - a - b - c;
        const counts = [a, b, c, d];
        const sum = a * SUIT_KEYS[0] + b * SUIT_KEYS[1] + c * SUIT_KEYS[2] + d * SUIT_KEYS[3];
        const suit = counts.findIndex((x) => x >= 5);
        if (table[sum] !== -2 && table[sum] !== suit) throw new Error(`suit keys collide for ${n} cards`);
        table[sum] = suit;
      }
  return table.map((x) => (x === -2 ? -1 : x));
}

const CARD_KEY = new Int32Array(52);
const CARD_BIT = new Int32Array(52);
for (let c = 0; c < 52; c += 1) {
  CARD_KEY[c] = ((RANK_KEYS[c >> 2] as number) << 9) | (SUIT_KEYS[c & 3] as number);
  CARD_BIT[c] = 1 << (c >> 2);
}

const FLUSH_STRENGTH = new Uint16Array(8192);
for (let mask = 0; mask < 8192; mask += 1)
  if (popcount(mask) >= 5) FLUSH_STRENGTH[mask] = denseOf(flushScore(mask));

const H5 = buildRankTable(5);
const H6 = buildRankTable(6);
const H7 = buildRankTable(7);
const M5 = H5.mult;
const D5 = H5.disp;
const TAB5 = H5.table;
const M6 = H6.mult;
const D6 = H6.disp;
const TAB6 = H6.table;
const M7 = H7.mult;
const D7 = H7.disp;
const TAB7 = H7.table;
const FLUSH5 = buildFlushCheck(5);
const FLUSH6 = buildFlushCheck(6);
const FLUSH7 = buildFlushCheck(7);

// ---- Fast entry points (no allocation) ---------------------------------------------------------------

/** Strength of a seven-card hand (best five), 1..7462, higher is better. Cards must be distinct, 0..51. */
export function highStrength7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  const K = CARD_KEY;
  let k = ((K[a] as number) + (K[b] as number)) | 0;
  k = (k + (K[c] as number)) | 0;
  k = (k + (K[d] as number)) | 0;
  k = (k + (K[e] as number)) | 0;
  k = (k + (K[f] as number)) | 0;
  k = (k + (K[g] as number)) | 0;
  const suit = FLUSH7[k & 511] as number;
  if (suit < 0) {
    const r = k >>> 9;
    return TAB7[((D7[Math.imul(r, M7) >>> BUCKET_SHIFT] as number) + r) & TABLE_MASK] as number;
  }
  const B = CARD_BIT;
  let m = 0;
  if ((a & 3) === suit) m |= B[a] as number;
  if ((b & 3) === suit) m |= B[b] as number;
  if ((c & 3) === suit) m |= B[c] as number;
  if ((d & 3) === suit) m |= B[d] as number;
  if ((e & 3) === suit) m |= B[e] as number;
  if ((f & 3) === suit) m |= B[f] as number;
  if ((g & 3) === suit) m |= B[g] as number;
  return FLUSH_STRENGTH[m] as number;
}

/** Strength of a six-card hand (best five). */
export function highStrength6(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card): number {
  const K = CARD_KEY;
  let k = ((K[a] as number) + (K[b] as number)) | 0;
  k = (k + (K[c] as number)) | 0;
  k = (k + (K[d] as number)) | 0;
  k = (k + (K[e] as number)) | 0;
  k = (k + (K[f] as number)) | 0;
  const suit = FLUSH6[k & 511] as number;
  if (suit < 0) {
    const r = k >>> 9;
    return TAB6[((D6[Math.imul(r, M6) >>> BUCKET_SHIFT] as number) + r) & TABLE_MASK] as number;
  }
  const B = CARD_BIT;
  let m = 0;
  if ((a & 3) === suit) m |= B[a] as number;
  if ((b & 3) === suit) m |= B[b] as number;
  if ((c & 3) === suit) m |= B[c] as number;
  if ((d & 3) === suit) m |= B[d] as number;
  if ((e & 3) === suit) m |= B[e] as number;
  if ((f & 3) === suit) m |= B[f] as number;
  return FLUSH_STRENGTH[m] as number;
}

/** Strength of a five-card hand. */
export function highStrength5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  const K = CARD_KEY;
  let k = ((K[a] as number) + (K[b] as number)) | 0;
  k = (k + (K[c] as number)) | 0;
  k = (k + (K[d] as number)) | 0;
  k = (k + (K[e] as number)) | 0;
  if ((FLUSH5[k & 511] as number) < 0) {
    const r = k >>> 9;
    return TAB5[((D5[Math.imul(r, M5) >>> BUCKET_SHIFT] as number) + r) & TABLE_MASK] as number;
  }
  const B = CARD_BIT;
  return FLUSH_STRENGTH[
    (B[a] as number) | (B[b] as number) | (B[c] as number) | (B[d] as number) | (B[e] as number)
  ] as number;
}

/** Strength of 5, 6 or 7 cards held in an array (no allocation). */
export function highStrength(cards: ArrayLike<Card>, start = 0, n = cards.length - start): number {
  const x = (i: number): Card => cards[start + i] as Card;
  if (n === 7) return highStrength7(x(0), x(1), x(2), x(3), x(4), x(5), x(6));
  if (n === 6) return highStrength6(x(0), x(1), x(2), x(3), x(4), x(5));
  if (n === 5) return highStrength5(x(0), x(1), x(2), x(3), x(4));
  throw new RangeError(`high ranks 5, 6 or 7 cards, not ${n}`);
}
