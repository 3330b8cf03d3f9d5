/**
 * Asia Poker (§ 659a.6): the four-card high hand, two-card medium hand and one-card low hand, the setting
 * requirement of § 659a.11(b), and the seven-card Bonus Wager hands of § 659a.6(d).
 *
 * One score serves all three hand sizes, because § 659a.11(b) compares hands of different sizes (ruling
 * A10 #12): category (§ 659a.6(b)), then the category's own order (pair rank, trips rank, two-pair ranks,
 * straight order; ruling A10 #4, #5), then § 659a.6(c) on the remaining cards: the highest card not in the
 * other hand wins, which for cards sorted high to low is a lexicographic comparison in which a missing
 * card counts below a 2 (so 7-7-K-2 is higher than 7-7, and K-5 higher than K).
 *
 * The joker ranks as an ace, or completes a straight, flush, straight flush or royal flush (§ 659a.6(a)),
 * as the best card not already in the hand (ruling A10 #6). It is never wild for pairs of other ranks.
 */
import { JOKER, type Card } from '../core/cards.js';
import { cite } from '../core/citation.js';
import {
  RANK_KEYS,
  buildPerfectHash,
  popcount,
  forEachRankMultiset,
  BUCKET_SHIFT,
  TABLE_MASK,
} from './high.js';
import type { HandValue, RankingOptions, RankingSystem } from './types.js';
import { combinations, groupOrder, highValue, rankChar, rankPlural, rankWord } from './words.js';

// ---- The high, medium and low hands -------------------------------------------------------------------

export const ASIA_CLASSES = [
  'no-hand',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
  'four-aces',
] as const;
export type AsiaClass = (typeof ASIA_CLASSES)[number];
const A = {
  none: 0,
  pair: 1,
  twoPair: 2,
  trips: 3,
  straight: 4,
  flush: 5,
  quads: 6,
  straightFlush: 7,
  royal: 8,
  fourAces: 9,
} as const;

const score = (cat: number, a = 0, b = 0, c = 0, d = 0): number =>
  cat * 0x10000 + (a << 12) + (b << 8) + (c << 4) + d;
export const asiaClassOf = (strength: number): AsiaClass => ASIA_CLASSES[strength >> 16] ?? 'no-hand';

/** Order of a four-card straight (§ 659a.6(b)(3), (6)): 2-3-4-5 = 1 ... K-Q-J-10 = 9, A-2-3-4 = 10 or 0, A-K-Q-J = 11. */
function straightOrder(sorted: readonly number[], a234Low: boolean): number {
  const [a, b, c, d] = sorted as [number, number, number, number];
  if (a === 14 && b === 4 && c === 3 && d === 2) return a234Low ? 0 : 10;
  if (a - b === 1 && b - c === 1 && c - d === 1) return a === 14 ? 11 : a - 4;
  return -1;
}

/**
 * Score of natural cards (the joker, if any, already resolved): `values` 2..14 and `suits` 0..3, or -1 for
 * a joker ranked as an ace (it completes no flush).
 */
function naturalScore(values: number[], suits: readonly number[], options: RankingOptions): number {
  const v = [...values].sort((x, y) => y - x);
  const n = v.length;
  const counts = new Map<number, number>();
  for (const x of v) counts.set(x, (counts.get(x) ?? 0) + 1);
  const groups = [...counts.entries()].sort((x, y) => y[1] - x[1] || y[0] - x[0]);
  const [g0, g1] = groups as [[number, number], [number, number] | undefined];
  if (n === 4) {
    const flush = suits[0] !== -1 && suits.every((s) => s === suits[0]);
    if (g0[1] === 4) return g0[0] === 14 ? score(A.fourAces) : score(A.quads, g0[0]);
    if (groups.length === 4) {
      const sfOrder = straightOrder(v, options.asiaA234LowStraightFlush === true);
      if (flush && sfOrder === 11) return score(A.royal);
      if (flush && sfOrder >= 0) return score(A.straightFlush, sfOrder);
      if (flush) return score(A.flush, v[0], v[1], v[2], v[3]);
      const order = straightOrder(v, options.asiaA234LowStraight === true);
      if (order >= 0) return score(A.straight, order);
    }
    if (g0[1] === 3) return score(A.trips, g0[0], g1?.[0] ?? 0);
    if (g0[1] === 2 && g1?.[1] === 2) return score(A.twoPair, g0[0], g1[0]);
  }
  if (g0[1] === 2) {
    const rest = v.filter((x) => x !== g0[0]);
    return score(A.pair, g0[0], rest[0] ?? 0, rest[1] ?? 0);
  }
  return score(A.none, v[0] ?? 0, v[1] ?? 0, v[2] ?? 0, v[3] ?? 0);
}

const COMPLETES = new Set<number>([A.straight, A.flush, A.straightFlush, A.royal]);

/** Asia Poker score of a one-, two- or four-card hand; higher is better across all three sizes. */
export function asiaHandScore(cards: readonly Card[], options: RankingOptions = {}): number {
  const naturals = cards.filter((c) => c !== JOKER);
  const values = naturals.map((c) => (c >> 2) + 2);
  const suits = naturals.map((c) => c & 3);
  if (naturals.length === cards.length) return naturalScore(values, suits, options);
  // The joker as an ace (§ 659a.6(a) "used and ranked as an ace")...
  let best = naturalScore([...values, 14], [...suits, -1], options);
  if (cards.length === 4) {
    // ... or as any card not already in the hand, where that completes a straight, flush, straight flush
    // or royal flush. Only a rank the hand lacks can complete anything, and for each such rank the card of
    // the hand's suit (if the three are suited) is at least as good as any other, so 13 cards suffice.
    const suited = suits.every((x) => x === suits[0]);
    for (let v = 2; v <= 14; v += 1) {
      if (values.includes(v)) continue;
      const s = naturalScore([...values, v], [...suits, suited ? (suits[0] as number) : -1], options);
      if (s > best && COMPLETES.has(s >> 16)) best = s;
    }
  }
  return best;
}

/** The joker tried as each of the 52 cards not in the hand: the reference for the 13-card shortcut. */
export function asiaHandScoreAllSubstitutes(cards: readonly Card[], options: RankingOptions = {}): number {
  const naturals = cards.filter((c) => c !== JOKER);
  if (naturals.length === cards.length || cards.length !== 4) return asiaHandScore(cards, options);
  const values = naturals.map((c) => (c >> 2) + 2);
  const suits = naturals.map((c) => c & 3);
  let best = naturalScore([...values, 14], [...suits, -1], options);
  for (let card = 0; card < 52; card += 1) {
    if (naturals.includes(card)) continue;
    const s = naturalScore([...values, (card >> 2) + 2], [...suits, card & 3], options);
    if (s > best && COMPLETES.has(s >> 16)) best = s;
  }
  return best;
}

function describeAsia(strength: number, size: number): string {
  const cat = strength >> 16;
  const [a, b, c] = [(strength >> 12) & 15, (strength >> 8) & 15, (strength >> 4) & 15];
  const STRAIGHTS: Record<number, string> = { 0: 'ace-2-3-4', 10: 'ace-2-3-4', 11: 'ace-king-queen-jack' };
  const straight = (order: number): string => STRAIGHTS[order] ?? `${rankWord(order + 4)} high`;
  switch (cat) {
    case A.fourAces:
      return 'Four aces';
    case A.royal:
      return 'Royal flush';
    case A.straightFlush:
      return `Straight flush, ${straight(a)}`;
    case A.quads:
      return `Four of a kind, ${rankPlural(a)}`;
    case A.flush:
      return `Flush, ${rankWord(a)} high`;
    case A.straight:
      return `Straight, ${straight(a)}`;
    case A.trips:
      return `Three of a kind, ${rankPlural(a)}`;
    case A.twoPair:
      return `Two pair, ${rankPlural(a)} and ${rankPlural(b)}`;
    case A.pair:
      return `Pair of ${rankPlural(a)}`;
    default: {
      const ranks = [a, b, c, strength & 15].slice(0, size);
      return size === 1 ? rankWord(a) : `${rankWord(a)} high, ${ranks.map(rankChar).join('-')}`;
    }
  }
}

function asiaValue(
  system: 'asia-high' | 'asia-medium' | 'asia-low',
  cards: readonly Card[],
  options: RankingOptions,
): HandValue {
  const strength = asiaHandScore(cards, options);
  const text = describeAsia(strength, cards.length);
  return {
    system,
    class: asiaClassOf(strength),
    strength,
    cards: groupOrder(cards, highValue),
    description: text.charAt(0).toUpperCase() + text.slice(1),
  };
}

const ASIA_TEXT = '§ 659a.6(b)';

export const asiaHigh: RankingSystem = {
  id: 'asia-high',
  title: 'Asia Poker four-card high hand (joker as an ace or to complete a straight or flush)',
  citation: cite(ASIA_TEXT),
  sizes: [4],
  joker: true,
  classes: ASIA_CLASSES,
  evaluate: (cards, options) => asiaValue('asia-high', cards, options),
};

export const asiaMedium: RankingSystem = {
  id: 'asia-medium',
  title: 'Asia Poker two-card medium hand (a pair or none; the joker is an ace)',
  citation: cite(ASIA_TEXT),
  sizes: [2],
  joker: true,
  classes: ASIA_CLASSES.slice(0, 2),
  evaluate: (cards, options) => asiaValue('asia-medium', cards, options),
};

export const asiaLow: RankingSystem = {
  id: 'asia-low',
  title: 'Asia Poker one-card low hand (the joker is an ace)',
  citation: cite(ASIA_TEXT),
  sizes: [1],
  joker: true,
  classes: ASIA_CLASSES.slice(0, 1),
  evaluate: (cards, options) => asiaValue('asia-low', cards, options),
};

// ---- Setting the hands (§ 659a.11(b)) ----------------------------------------------------------------

export interface AsiaSetting {
  readonly high: readonly Card[];
  readonly medium: readonly Card[];
  readonly low: readonly Card[];
  readonly legal: boolean;
}

export type SettingCheck =
  | { readonly legal: true }
  | {
      readonly legal: false;
      readonly reason: 'high_not_above_medium' | 'medium_not_above_low' | 'wrong_card_count';
    };

export const SETTING_CITATION = cite('§ 659a.11(b)');

/** Whether high (4 cards) > medium (2) > low (1) under § 659a.11(b); fouls lose under § 659a.11(f)(1)(iii)-(v). */
export function checkAsiaSetting(
  high: readonly Card[],
  medium: readonly Card[],
  low: readonly Card[],
  options: RankingOptions = {},
): SettingCheck {
  if (high.length !== 4 || medium.length !== 2 || low.length !== 1)
    return { legal: false, reason: 'wrong_card_count' };
  const [h, m, l] = [
    asiaHandScore(high, options),
    asiaHandScore(medium, options),
    asiaHandScore(low, options),
  ];
  if (h <= m) return { legal: false, reason: 'high_not_above_medium' };
  if (m <= l) return { legal: false, reason: 'medium_not_above_low' };
  return { legal: true };
}

/** The 105 ways to split seven positions into 4 + 2 + 1, as position indexes (high 4, medium 2, low 1). */
export const SPLITS: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  for (const hi of combinations([0, 1, 2, 3, 4, 5, 6], 4)) {
    const rest = [0, 1, 2, 3, 4, 5, 6].filter((i) => !hi.includes(i));
    for (const med of combinations(rest, 2))
      out.push([...hi, ...med, ...rest.filter((i) => !med.includes(i))]);
  }
  return out;
})();
const SPLIT_FLAT = Uint8Array.from(SPLITS.flat());

const BINOM: number[][] = Array.from({ length: 54 }, (_, n) => {
  const row = [1];
  for (let k = 1; k <= 4; k += 1) row.push(((row[k - 1] as number) * (n - k + 1)) / k);
  return row;
});
const C1 = Int32Array.from({ length: 54 }, (_, n) => BINOM[n]?.[1] ?? 0);
const C2 = Int32Array.from({ length: 54 }, (_, n) => BINOM[n]?.[2] ?? 0);
const C3 = Int32Array.from({ length: 54 }, (_, n) => BINOM[n]?.[3] ?? 0);
const C4 = Int32Array.from({ length: 54 }, (_, n) => BINOM[n]?.[4] ?? 0);

interface SettingTables {
  readonly high: Int32Array;
  readonly medium: Int32Array;
  readonly low: Int32Array;
}
const settingTables: (SettingTables | undefined)[] = [undefined, undefined, undefined, undefined];

/** Scores of every 4-, 2- and 1-card hand from the 53-card deck, indexed by combinatorial rank (built once per options). */
function tablesFor(options: RankingOptions): SettingTables {
  const key =
    (options.asiaA234LowStraightFlush === true ? 1 : 0) | (options.asiaA234LowStraight === true ? 2 : 0);
  const cached = settingTables[key];
  if (cached) return cached;
  const high = new Int32Array(C4[53] as number);
  const medium = new Int32Array(C2[53] as number);
  const low = new Int32Array(53);
  for (let a = 0; a < 53; a += 1) {
    low[a] = asiaHandScore([a], options);
    for (let b = a + 1; b < 53; b += 1) {
      medium[(C1[a] as number) + (C2[b] as number)] = asiaHandScore([a, b], options);
      for (let c = b + 1; c < 53; c += 1)
        for (let d = c + 1; d < 53; d += 1)
          high[(C1[a] as number) + (C2[b] as number) + (C3[c] as number) + (C4[d] as number)] = asiaHandScore(
            [a, b, c, d],
            options,
          );
    }
  }
  const tables = { high, medium, low };
  settingTables[key] = tables;
  return tables;
}

/** Builds the setting tables for these options now (else on first use). */
export const prepareAsiaSettings = (options: RankingOptions = {}): void => void tablesFor(options);

const scratch = new Int32Array(7);

/**
 * Calls `visit(split, legal)` for each of the 105 splits of seven distinct cards (split = index into SPLITS,
 * positions refer to the cards sorted ascending). Returns the number of legal settings. No allocation.
 */
export function forEachAsiaSplit(
  cards: ArrayLike<Card>,
  options: RankingOptions,
  visit?: (split: number, legal: boolean) => void,
): number {
  const t = tablesFor(options);
  const s = scratch;
  // Insertion sort of seven cards (ascending), so each split's subsets come out in combinatorial order.
  for (let i = 0; i < 7; i += 1) {
    const c = cards[i] as number;
    let j = i - 1;
    for (; j >= 0 && (s[j] as number) > c; j -= 1) s[j + 1] = s[j] as number;
    s[j + 1] = c;
  }
  const H = t.high;
  const M = t.medium;
  const L = t.low;
  let legal = 0;
  for (let k = 0, o = 0; k < 105; k += 1, o += 7) {
    const F = SPLIT_FLAT;
    const h = H[
      (C1[s[F[o] as number] as number] as number) +
        (C2[s[F[o + 1] as number] as number] as number) +
        (C3[s[F[o + 2] as number] as number] as number) +
        (C4[s[F[o + 3] as number] as number] as number)
    ] as number;
    const m = M[
      (C1[s[F[o + 4] as number] as number] as number) + (C2[s[F[o + 5] as number] as number] as number)
    ] as number;
    const l = L[s[F[o + 6] as number] as number] as number;
    const ok = h > m && m > l;
    if (ok) legal += 1;
    if (visit) visit(k, ok);
  }
  return legal;
}

/** Number of legal settings of seven cards (fast path). */
export const countLegalAsiaSettings = (
  cards: ArrayLike<Card>,
  options: RankingOptions = NO_OPTIONS,
): number => forEachAsiaSplit(cards, options);

const NO_OPTIONS: RankingOptions = {};

/**
 * All 105 splits of seven cards into high, medium and low hands, each marked legal or not (§ 659a.11(b)).
 * Scored directly (no tables), so it is quick for one hand and independent of the fast path.
 */
export function asiaSettings(cards: readonly Card[], options: RankingOptions = {}): AsiaSetting[] {
  const sorted = [...cards].sort((a, b) => a - b);
  return SPLITS.map((p) => {
    const pick = (from: number, to: number): Card[] => p.slice(from, to).map((i) => sorted[i] as Card);
    const [high, medium, low] = [pick(0, 4), pick(4, 6), pick(6, 7)];
    return { high, medium, low, legal: checkAsiaSetting(high, medium, low, options).legal };
  });
}

// ---- The Bonus Wager hands (§ 659a.6(d)) -------------------------------------------------------------

export const ASIA_BONUS_CLASSES = [
  'no-bonus',
  'straight',
  'three-of-a-kind',
  'flush',
  'full-house',
  'nine-high',
  'four-of-a-kind',
  'straight-flush-with-joker',
  'natural-straight-flush',
  'royal-flush',
  'five-aces',
  'three-of-a-kind-and-four-eights',
] as const;
const B = {
  none: 0,
  straight: 1,
  trips: 2,
  flush: 3,
  fullHouse: 4,
  nineHigh: 5,
  quads: 6,
  jokerStraightFlush: 7,
  naturalStraightFlush: 8,
  royal: 9,
  fiveAces: 10,
  fourEights: 11,
} as const;

/** {2,3,4,5,7,8,9} and {2,3,4,6,7,8,9} as rank masks (§ 659a.6(d)(7)). */
const NINE_HIGH = [0b0000011101111, 0b0000011110111];
const ROYAL_MASK = 0b1111100000000;
/** The ten five-rank straight windows as 13-bit masks (A-2-3-4-5 ... 10-J-Q-K-A). */
const WINDOWS = [0b1000000001111, ...Array.from({ length: 9 }, (_, i) => 0b11111 << i)];

/** The Bonus class that rank counts alone make (everything but flushes), `joker` true if the seventh card is the joker. */
function rankBonusClass(counts: ArrayLike<number>, joker: boolean): number {
  const c = (v: number): number => (counts[v] ?? 0) + (joker && v === 14 ? 1 : 0);
  let mask = 0;
  for (let v = 2; v <= 14; v += 1) if ((counts[v] ?? 0) > 0) mask |= 1 << (v - 2);
  let trips = 0;
  let pairs = 0;
  for (let v = 2; v <= 14; v += 1) {
    if (c(v) >= 3) trips += 1;
    if (c(v) >= 2) pairs += 1;
  }
  if ((counts[8] ?? 0) === 4) for (let v = 2; v <= 14; v += 1) if (v !== 8 && c(v) >= 3) return B.fourEights;
  if (joker && (counts[14] ?? 0) === 4) return B.fiveAces;
  for (let v = 2; v <= 14; v += 1) if (c(v) >= 4) return B.quads;
  // A 9-high is seven natural ranks; the joker completes only straights and flushes (§ 659a.6(a)).
  if (!joker && NINE_HIGH.includes(mask)) return B.nineHigh;
  if (trips >= 1 && pairs >= 2) return B.fullHouse;
  if (trips >= 1) return B.trips;
  for (const w of WINDOWS) if (popcount(mask & w) >= (joker ? 4 : 5)) return B.straight;
  return B.none;
}

/** The Bonus class of one suit's rank mask: natural (>= 5 cards) or with the joker (>= 4 cards). */
function suitBonusClass(mask: number, joker: boolean): number {
  const natural = (m: number): number => {
    if (popcount(m) < 5) return B.none;
    if ((m & ROYAL_MASK) === ROYAL_MASK) return B.royal;
    for (const w of WINDOWS) if ((m & w) === w) return B.naturalStraightFlush;
    return B.flush;
  };
  let best = natural(mask);
  if (!joker) return best;
  for (let v = 0; v < 13; v += 1) {
    const m = mask | (1 << v);
    if (m === mask || popcount(m) < 5) continue;
    // Ruling A10 #7: a joker-completed royal flush is a royal flush.
    const cls =
      (m & ROYAL_MASK) === ROYAL_MASK
        ? B.royal
        : natural(m) === B.naturalStraightFlush
          ? B.jokerStraightFlush
          : B.flush;
    best = Math.max(best, cls);
  }
  return best;
}

interface BonusTables {
  readonly nat: { mult: number; disp: Int32Array; table: Uint16Array };
  readonly jok: { mult: number; disp: Int32Array; table: Uint16Array };
  readonly suitNat: Int8Array;
  readonly suitJok: Int8Array;
  readonly flushNat: Uint8Array;
  readonly flushJok: Uint8Array;
  readonly rankKey: Int32Array;
  readonly suitKey: Int32Array;
}
let bonusTables: BonusTables | undefined;

function buildBonusTables(): BonusTables {
  const hashOf = (n: number, joker: boolean): BonusTables['nat'] => {
    const keys: number[] = [];
    const values: number[] = [];
    forEachRankMultiset(n, 4, (counts) => {
      let key = 0;
      for (let v = 2; v <= 14; v += 1) key += (counts[v] ?? 0) * (RANK_KEYS[v - 2] as number);
      keys.push(key);
      values.push(rankBonusClass(counts, joker));
    });
    return buildPerfectHash(keys, values);
  };
  // Suit counts in 3-bit fields: which suit holds >= 5 of 7 naturals, or >= 4 of 6 naturals.
  const suitNat = new Int8Array(4096).fill(-1);
  const suitJok = new Int8Array(4096).fill(-1);
  for (let a = 0; a <= 7; a += 1)
    for (let b = 0; a + b <= 7; b += 1)
      for (let c = 0; a + b + c <= 7; c += 1)
        for (let d = 0; a + b + c + d <= 7; d += 1) {
          const counts = [a, b, c, d];
          const sum = a + (b << 3) + (c << 6) + (d << 9);
          const n = a + b + c + d;
          if (n === 7) suitNat[sum] = counts.findIndex((x) => x >= 5);
          if (n === 6) suitJok[sum] = counts.findIndex((x) => x >= 4);
        }
  const flushNat = new Uint8Array(8192);
  const flushJok = new Uint8Array(8192);
  for (let m = 0; m < 8192; m += 1) {
    flushNat[m] = suitBonusClass(m, false);
    flushJok[m] = suitBonusClass(m, true);
  }
  const rankKey = Int32Array.from({ length: 53 }, (_, c) =>
    c === JOKER ? 0 : (RANK_KEYS[c >> 2] as number),
  );
  const suitKey = Int32Array.from({ length: 53 }, (_, c) => (c === JOKER ? 0 : 1 << (3 * (c & 3))));
  return {
    nat: hashOf(7, false),
    jok: hashOf(6, true),
    suitNat,
    suitJok,
    flushNat,
    flushJok,
    rankKey,
    suitKey,
  };
}

const bonus = (): BonusTables => (bonusTables ??= buildBonusTables());

/** Builds the Bonus tables now (else on first use). */
export const prepareAsiaBonus = (): void => void bonus();

/**
 * Bonus class index (into ASIA_BONUS_CLASSES) of seven distinct cards from the 53-card deck, the highest
 * listed hand they form (§ 659a.11(h); rulings A10 #0, #7-#9). Fast path, no allocation.
 */
export function asiaBonusClassOf(cards: ArrayLike<Card>): number {
  const t = bonus();
  let rank = 0;
  let suit = 0;
  let joker = false;
  for (let i = 0; i < 7; i += 1) {
    const c = cards[i] as number;
    if (c === JOKER) joker = true;
    rank += t.rankKey[c] as number;
    suit += t.suitKey[c] as number;
  }
  const h = joker ? t.jok : t.nat;
  let cls = h.table[
    ((h.disp[Math.imul(rank, h.mult) >>> BUCKET_SHIFT] as number) + rank) & TABLE_MASK
  ] as number;
  const s = (joker ? t.suitJok : t.suitNat)[suit] as number;
  if (s >= 0) {
    let m = 0;
    for (let i = 0; i < 7; i += 1) {
      const c = cards[i] as number;
      if (c !== JOKER && (c & 3) === s) m |= 1 << (c >> 2);
    }
    const f = (joker ? t.flushJok : t.flushNat)[m] as number;
    if (f > cls) cls = f;
  }
  return cls;
}

/** Hand counts per Bonus class (indexed like ASIA_BONUS_CLASSES), with and without the joker. */
export interface AsiaBonusCensus {
  readonly natural: number[];
  readonly joker: number[];
  readonly total: number[];
}

/**
 * Classifies all C(53, 7) = 154,143,080 seven-card hands (133,784,560 without the joker, 20,358,520 with
 * it). `onProgress(done, total)` is called after each first card.
 */
export function asiaBonusCensus(onProgress?: (done: number, total: number) => void): AsiaBonusCensus {
  const t = bonus();
  const nat7 = new Float64Array(ASIA_BONUS_CLASSES.length);
  const jok7 = new Float64Array(ASIA_BONUS_CLASSES.length);
  const RK = t.rankKey;
  const SK = t.suitKey;
  const nat = t.nat;
  const jok = t.jok;
  const cards = new Int32Array(7);
  let done = 0;
  const total = 154_143_080;
  const finish = (
    hash: BonusTables['nat'],
    rank: number,
    suit: number,
    suitTable: Int8Array,
    flush: Uint8Array,
    n: number,
    out: Float64Array,
  ): void => {
    let cls = hash.table[
      ((hash.disp[Math.imul(rank, hash.mult) >>> BUCKET_SHIFT] as number) + rank) & TABLE_MASK
    ] as number;
    const s = suitTable[suit] as number;
    if (s >= 0) {
      let m = 0;
      for (let i = 0; i < n; i += 1) {
        const c = cards[i] as number;
        if ((c & 3) === s) m |= 1 << (c >> 2);
      }
      const f = flush[m] as number;
      if (f > cls) cls = f;
    }
    out[cls] = (out[cls] as number) + 1;
  };
  for (let a = 0; a < 47; a += 1) {
    cards[0] = a;
    const ra = RK[a] as number;
    const sa = SK[a] as number;
    for (let b = a + 1; b < 48; b += 1) {
      cards[1] = b;
      const rb = ra + (RK[b] as number);
      const sb = sa + (SK[b] as number);
      for (let c = b + 1; c < 49; c += 1) {
        cards[2] = c;
        const rc = rb + (RK[c] as number);
        const sc = sb + (SK[c] as number);
        for (let d = c + 1; d < 50; d += 1) {
          cards[3] = d;
          const rd = rc + (RK[d] as number);
          const sd = sc + (SK[d] as number);
          for (let e = d + 1; e < 51; e += 1) {
            cards[4] = e;
            const re = rd + (RK[e] as number);
            const se = sd + (SK[e] as number);
            for (let f = e + 1; f < 52; f += 1) {
              cards[5] = f;
              const rf = re + (RK[f] as number);
              const sf = se + (SK[f] as number);
              for (let g = f + 1; g < 52; g += 1) {
                cards[6] = g;
                finish(nat, rf + (RK[g] as number), sf + (SK[g] as number), t.suitNat, t.flushNat, 7, nat7);
              }
              // The seventh card is the joker (card 52, always last in ascending order).
              finish(jok, rf, sf, t.suitJok, t.flushJok, 6, jok7);
              done += 52 - f;
            }
          }
        }
      }
    }
    onProgress?.(done, total);
  }
  return { natural: [...nat7], joker: [...jok7], total: [...nat7].map((x, i) => x + (jok7[i] as number)) };
}

/** Slow, explicit Bonus evaluation that also names the cards used (the friendly path and the test reference). */
export function asiaBonusBrute(cards: readonly Card[]): { cls: number; used: Card[]; text: string } {
  const naturals = cards.filter((c) => c !== JOKER);
  const joker = naturals.length < cards.length;
  const byValue = (v: number): Card[] => naturals.filter((c) => (c >> 2) + 2 === v);
  const withJoker = (v: number): Card[] => [...byValue(v), ...(joker && v === 14 ? [JOKER] : [])];
  const candidates: { cls: number; used: Card[]; text: string }[] = [];
  for (let v = 14; v >= 2; v -= 1) {
    const group = withJoker(v);
    if (byValue(8).length === 4 && v !== 8 && group.length >= 3)
      candidates.push({
        cls: B.fourEights,
        used: [...byValue(8), ...group.slice(0, 3)],
        text: `Three ${rankPlural(v)} and four eights`,
      });
    if (v === 14 && group.length === 5) candidates.push({ cls: B.fiveAces, used: group, text: 'Five aces' });
    if (group.length >= 4)
      candidates.push({ cls: B.quads, used: group.slice(0, 4), text: `Four of a kind, ${rankPlural(v)}` });
    if (group.length >= 3) {
      candidates.push({ cls: B.trips, used: group.slice(0, 3), text: `Three of a kind, ${rankPlural(v)}` });
      for (let p = 14; p >= 2; p -= 1) {
        const pair = withJoker(p).filter((c) => !group.slice(0, 3).includes(c));
        if (p !== v && pair.length >= 2)
          candidates.push({
            cls: B.fullHouse,
            used: [...group.slice(0, 3), ...pair.slice(0, 2)],
            text: `Full house, ${rankPlural(v)} over ${rankPlural(p)}`,
          });
      }
    }
  }
  const values = new Set(naturals.map((c) => (c >> 2) + 2));
  if (!joker && values.size === 7 && [...values].join() === [...values].filter((v) => v <= 9).join()) {
    const sorted = [...values].sort((x, y) => y - x).join();
    if (sorted === '9,8,7,6,4,3,2' || sorted === '9,8,7,5,4,3,2')
      candidates.push({ cls: B.nineHigh, used: [...cards], text: '9-high' });
  }
  // Straights and flushes from every five cards, the joker as any card not in the hand.
  for (const five of combinations(cards, 5)) {
    const hasJoker = five.includes(JOKER);
    const subs = hasJoker
      ? Array.from({ length: 52 }, (_, c) => c).filter((c) => !naturals.includes(c))
      : [-1];
    for (const sub of subs) {
      const real = five.map((c) => (c === JOKER ? sub : c));
      const vs = real.map((c) => (c >> 2) + 2).sort((x, y) => y - x);
      const flush = real.every((c) => (c & 3) === ((real[0] as number) & 3));
      const distinct = new Set(vs).size === 5;
      const top = !distinct
        ? 0
        : (vs[0] as number) - (vs[4] as number) === 4
          ? (vs[0] as number)
          : vs.join() === '14,5,4,3,2'
            ? 5
            : 0;
      if (flush && top === 14) candidates.push({ cls: B.royal, used: five, text: 'Royal flush' });
      else if (flush && top > 0)
        candidates.push({
          cls: hasJoker ? B.jokerStraightFlush : B.naturalStraightFlush,
          used: five,
          text: `${hasJoker ? 'Straight flush with a joker' : 'Natural straight flush'}, ${rankWord(top)} high`,
        });
      else if (flush)
        candidates.push({ cls: B.flush, used: five, text: `Flush, ${rankWord(vs[0] as number)} high` });
      else if (top > 0)
        candidates.push({ cls: B.straight, used: five, text: `Straight, ${rankWord(top)} high` });
    }
  }
  let best = { cls: B.none as number, used: [] as Card[], text: 'No Bonus hand' };
  for (const cand of candidates) if (cand.cls > best.cls) best = cand;
  return best;
}

export const asiaBonus: RankingSystem = {
  id: 'asia-bonus',
  title: 'Asia Poker Bonus Wager: the highest listed hand of seven cards (53-card deck)',
  citation: cite('§ 659a.6(d)'),
  sizes: [7],
  joker: true,
  classes: ASIA_BONUS_CLASSES,
  evaluate(cards) {
    const cls = asiaBonusClassOf(cards);
    const brute = asiaBonusBrute(cards);
    if (brute.cls !== cls) throw new Error(`Bonus evaluators disagree on ${cards.join(' ')}`);
    return {
      system: 'asia-bonus',
      class: ASIA_BONUS_CLASSES[cls] ?? 'no-bonus',
      strength: cls,
      cards: groupOrder(brute.used, highValue),
      description: brute.text,
    };
  },
};
