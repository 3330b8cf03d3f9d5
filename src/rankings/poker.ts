/**
 * The five-card Poker family: `high` (§ 637a.6), `raise-it-up` (§ 669a.6(b)), `six-card-bonus`
 * (§ 649a.6(d)), `three-card` (§ 649a.6 and § 669a.6(c)), the lowball rankings `ace-to-five` and
 * `deuce-to-seven` (§ 637a.6(c)-(d), § 637a.20(k)) and Five-card Omaha (§ 637a.19(k)-(l)).
 */
import type { Card } from '../core/cards.js';
import { cite } from '../core/citation.js';
import {
  CAT,
  HIGH_CLASSES,
  flushScore,
  highClassOf,
  highStrength,
  nonFlushScore,
  packScore,
  rawOfStrength,
} from './high.js';
import type { HandValue, RankingSystem, SystemId } from './types.js';
import {
  capitalize,
  combinations,
  groupOrder,
  highValue,
  lowValue,
  rankChar,
  rankPlural,
  rankWord,
} from './words.js';

const nib = (raw: number, i: number): number => (raw >> (16 - 4 * i)) & 15;
const catOf = (raw: number): number => Math.floor(raw / 0x100000);

/** Describes a five-card high raw score in words. */
export function describeHighRaw(raw: number): string {
  const [a, b] = [nib(raw, 0), nib(raw, 1)];
  switch (catOf(raw)) {
    case CAT.straightFlush:
      return a === 14 ? 'Royal flush' : `Straight flush, ${rankWord(a)} high`;
    case CAT.quads:
      return `Four of a kind, ${rankPlural(a)}`;
    case CAT.fullHouse:
      return `Full house, ${rankPlural(a)} over ${rankPlural(b)}`;
    case CAT.flush:
      return `Flush, ${rankWord(a)} high`;
    case CAT.straight:
      return `Straight, ${rankWord(a)} high`;
    case CAT.trips:
      return `Three of a kind, ${rankPlural(a)}`;
    case CAT.twoPair:
      return `Two pair, ${rankPlural(a)} and ${rankPlural(b)}`;
    case CAT.pair:
      return `Pair of ${rankPlural(a)}`;
    default:
      return `High card, ${rankWord(a)}`;
  }
}

/** Five cards in the order a dealer spreads them; a five-high straight shows its ace last. */
function displayFive(five: readonly Card[], raw: number): Card[] {
  const cat = catOf(raw);
  const wheel = (cat === CAT.straight || cat === CAT.straightFlush) && nib(raw, 0) === 5;
  return groupOrder(five, wheel ? lowValue : highValue);
}

/** The five cards that give a high strength (the first such five in input order). */
function bestFiveFor(cards: readonly Card[], strength: number): Card[] {
  if (cards.length === 5) return [...cards];
  for (const five of combinations(cards, 5)) if (highStrength(five) === strength) return five;
  throw new Error('no five cards reach the strength of the whole hand');
}

function highValueOf(system: SystemId, cards: readonly Card[]): HandValue {
  const strength = highStrength(cards);
  const raw = rawOfStrength(strength);
  return {
    system,
    class: highClassOf(strength),
    strength,
    cards: displayFive(bestFiveFor(cards, strength), raw),
    description: describeHighRaw(raw),
  };
}

export const high: RankingSystem = {
  id: 'high',
  title: 'Poker high hand: best five of 5, 6 or 7 cards',
  citation: cite('§ 637a.6'),
  sizes: [5, 6, 7],
  joker: false,
  classes: HIGH_CLASSES,
  evaluate: (cards) => highValueOf('high', cards),
};

export const raiseItUp: RankingSystem = {
  id: 'raise-it-up',
  title: "Raise It Up Stud Poker: best five of the player's three cards and the three community cards",
  citation: cite('§ 669a.6(b)'),
  sizes: [6],
  joker: false,
  classes: HIGH_CLASSES,
  layout: "the player's three cards, then the three community cards",
  evaluate: (cards) => highValueOf('raise-it-up', cards),
};

/** Strength above the royal flush (7462) for the Super Royal. */
export const SUPER_ROYAL_STRENGTH = 7463;

export const sixCardBonus: RankingSystem = {
  id: 'six-card-bonus',
  title: 'Three Card Poker Six Card Bonus: best five of six, Super Royal option',
  citation: cite('§ 649a.6(d)'),
  sizes: [6],
  joker: false,
  classes: [...HIGH_CLASSES, 'super-royal'],
  layout: "the player's three cards, then the dealer's three cards",
  evaluate(cards, options) {
    // § 649a.6(d)(8): a six-card hand, so it is tested on all six cards before the best five (ruling T-4).
    const suit = (cards[0] as Card) & 3;
    const ranks = cards.map(highValue).sort((x, y) => y - x);
    const superRoyal =
      options.superRoyal === true &&
      cards.every((c) => (c & 3) === suit) &&
      ranks.join() === [14, 13, 12, 11, 10, 9].join();
    if (!superRoyal) return highValueOf('six-card-bonus', cards);
    return {
      system: 'six-card-bonus',
      class: 'super-royal',
      strength: SUPER_ROYAL_STRENGTH,
      cards: groupOrder(cards, highValue),
      description: 'Super Royal',
    };
  },
};

// ---- Three-card hands ---------------------------------------------------------------------------------

export const THREE_CARD_CLASSES = [
  'high-card',
  'pair',
  'flush',
  'straight',
  'three-of-a-kind',
  'straight-flush',
  'mini-royal-flush',
] as const;

/**
 * Three-card score: straight flush > trips > straight > flush > pair > high card (§ 669a.6(c); § 649a.6
 * is not shown, ruling: the same order). A-2-3 is the lowest straight (ruling A-AMB-7 counts it; its place
 * at the bottom is Felt's ruling, as the ace is low only there). The mini-royal (A-K-Q suited, ruling T-1)
 * is a class of its own above straight flushes when the paytable has it (§ 649a.6(e)).
 */
export function threeCardScore(cards: readonly Card[], miniRoyal: boolean): number {
  const v = cards.map(highValue).sort((x, y) => y - x) as [number, number, number];
  const flush = new Set(cards.map((c) => c & 3)).size === 1;
  const distinct = v[0] !== v[1] && v[1] !== v[2];
  const top =
    distinct && v[0] - v[2] === 2 ? v[0] : distinct && v[0] === 14 && v[1] === 3 && v[2] === 2 ? 3 : 0;
  if (flush && top === 14 && miniRoyal) return packScore(6);
  if (flush && top !== 0) return packScore(5, top);
  if (v[0] === v[2]) return packScore(4, v[0]);
  if (top !== 0) return packScore(3, top);
  if (flush) return packScore(2, v[0], v[1], v[2]);
  if (v[0] === v[1]) return packScore(1, v[0], v[2]);
  if (v[1] === v[2]) return packScore(1, v[1], v[0]);
  return packScore(0, v[0], v[1], v[2]);
}

export const threeCard: RankingSystem = {
  id: 'three-card',
  title: 'Three Card Poker three-card hands, mini-royal flush option',
  citation: cite('§ 649a.6(e)'),
  sizes: [3],
  joker: false,
  classes: THREE_CARD_CLASSES,
  evaluate(cards, options) {
    const raw = threeCardScore(cards, options.miniRoyal === true);
    const cat = catOf(raw);
    const a = nib(raw, 0);
    const words = [
      `High card, ${rankWord(a)}`,
      `Pair of ${rankPlural(a)}`,
      `Flush, ${rankWord(a)} high`,
      `Straight, ${rankWord(a)} high`,
      `Three of a kind, ${rankPlural(a)}`,
      `Straight flush, ${rankWord(a)} high`,
      'Mini-royal flush',
    ];
    const a23 = (cat === 3 || cat === 5) && a === 3;
    return {
      system: 'three-card',
      class: THREE_CARD_CLASSES[cat] ?? 'high-card',
      strength: raw,
      cards: groupOrder(cards, a23 ? lowValue : highValue),
      description: words[cat] ?? '',
    };
  },
};

// ---- Lowball ------------------------------------------------------------------------------------------

const LOW_MAX = 0xffffff;

/** Deuce-to-seven key: the high raw score with the ace high only, so A-2-3-4-5 is no straight (ruling P-3). */
export function deuceToSevenRaw(cards: readonly Card[]): number {
  const counts = new Int8Array(15);
  let mask = 0;
  for (const c of cards) {
    counts[highValue(c)] = (counts[highValue(c)] ?? 0) + 1;
    mask |= 1 << (c >> 2);
  }
  const suited = new Set(cards.map((c) => c & 3)).size === 1;
  const wheel = mask === 0b1000000001111 && cards.length === 5;
  if (wheel) return packScore(suited ? CAT.flush : CAT.high, 14, 5, 4, 3, 2);
  return suited ? flushScore(mask) : nonFlushScore(counts);
}

/**
 * Ace-to-five key (smaller is better): ace = 1, straights and flushes ignored (§ 637a.20(k)(4));
 * pairing category first, then the groups from the highest card down (§ 637a.20(k)(1), ruling P-2).
 */
export function aceToFiveKey(cards: readonly Card[]): number {
  const values = groupOrder(cards, lowValue).map(lowValue);
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const shape = [...counts.values()].sort((x, y) => y - x).join('');
  const cat = ({ 11111: 0, 2111: 1, 221: 2, 311: 3, 32: 4, 41: 5 } as Record<string, number>)[shape] ?? 0;
  const distinct = [...new Set(values)];
  return packScore(cat, ...distinct);
}

const A5_CLASSES = [
  'four-of-a-kind',
  'full-house',
  'three-of-a-kind',
  'two-pair',
  'pair',
  'no-pair',
] as const;

function describeLow(
  kind: 'a5' | '27',
  raw: number,
  cards: readonly Card[],
  value: (c: Card) => number,
): string {
  const cat = catOf(raw);
  const [a, b] = [nib(raw, 0), nib(raw, 1)];
  const run = groupOrder(cards, value)
    .map((c) => rankChar(value(c)))
    .join('-');
  if (kind === 'a5') {
    const words = [
      `${run} low`,
      `Pair of ${rankPlural(a)}`,
      `Two pair, ${rankPlural(a)} and ${rankPlural(b)}`,
      `Three of a kind, ${rankPlural(a)}`,
      `Full house, ${rankPlural(a)} over ${rankPlural(b)}`,
      `Four of a kind, ${rankPlural(a)}`,
    ];
    return words[cat] ?? run;
  }
  if (cat === CAT.high) return `${run} low`;
  if (cat === CAT.flush) return `Flush, ${run}`;
  if (cat === CAT.straight) return `Straight, ${rankWord(a)} high`;
  return describeHighRaw(raw);
}

export const aceToFive: RankingSystem = {
  id: 'ace-to-five',
  title: 'Ace-to-five low: ace low, straights and flushes ignored',
  citation: cite('§ 637a.20(k)(4)'),
  sizes: [5],
  joker: false,
  classes: A5_CLASSES,
  evaluate(cards) {
    const key = aceToFiveKey(cards);
    return {
      system: 'ace-to-five',
      class: A5_CLASSES[5 - catOf(key)] ?? 'no-pair',
      strength: LOW_MAX - key,
      cards: groupOrder(cards, lowValue),
      description: describeLow('a5', key, cards, lowValue),
    };
  },
};

const D27_CLASSES = [...HIGH_CLASSES.slice(0, 9)].reverse();

export const deuceToSeven: RankingSystem = {
  id: 'deuce-to-seven',
  title: 'Deuce-to-seven low: ace high, straights and flushes count against the hand',
  citation: cite('§ 637a.20(k)(3)'),
  sizes: [5],
  joker: false,
  classes: D27_CLASSES,
  evaluate(cards) {
    const raw = deuceToSevenRaw(cards);
    return {
      system: 'deuce-to-seven',
      class: HIGH_CLASSES[catOf(raw)] ?? 'high-card',
      strength: LOW_MAX - raw,
      cards: groupOrder(cards, highValue),
      description: capitalize(describeLow('27', raw, cards, highValue)),
    };
  },
};

// ---- Five-card Omaha ----------------------------------------------------------------------------------

/** Every two-hole-card plus three-board-card five (§ 637a.19(k)): holes are the first five cards. */
function omahaFives(cards: readonly Card[]): Card[][] {
  const hole = cards.slice(0, 5);
  const board = cards.slice(5);
  const out: Card[][] = [];
  for (const two of combinations(hole, 2))
    for (const three of combinations(board, 3)) out.push([...two, ...three]);
  return out;
}

const OMAHA_LAYOUT = "the player's five cards, then three to five community cards";

export const omahaHigh: RankingSystem = {
  id: 'omaha-high',
  title: 'Five-card Omaha high: exactly two hole cards and three community cards',
  citation: cite('§ 637a.19(k)(1)'),
  sizes: [8, 9, 10],
  joker: false,
  classes: HIGH_CLASSES,
  layout: OMAHA_LAYOUT,
  evaluate(cards) {
    let best: Card[] = [];
    let strength = 0;
    for (const five of omahaFives(cards)) {
      const s = highStrength(five);
      if (s > strength) [strength, best] = [s, five];
    }
    const raw = rawOfStrength(strength);
    return {
      system: 'omaha-high',
      class: highClassOf(strength),
      strength,
      cards: displayFive(best, raw),
      description: describeHighRaw(raw),
    };
  },
};

export const omahaLow8: RankingSystem = {
  id: 'omaha-low8',
  title: 'Five-card Omaha eight-or-better low: five different ranks, ace to eight, ace low',
  citation: cite('§ 637a.19(l)(1)'),
  sizes: [8, 9, 10],
  joker: false,
  classes: ['no-low', 'low'],
  layout: OMAHA_LAYOUT,
  evaluate(cards) {
    let best: Card[] | undefined;
    let bestKey = LOW_MAX;
    for (const five of omahaFives(cards)) {
      const values = five.map(lowValue);
      if (new Set(values).size !== 5 || values.some((v) => v > 8)) continue;
      const key = aceToFiveKey(five);
      if (key < bestKey) [bestKey, best] = [key, five];
    }
    if (best === undefined)
      return {
        system: 'omaha-low8',
        class: 'no-low',
        strength: 0,
        cards: [],
        description: 'No qualifying low',
      };
    return {
      system: 'omaha-low8',
      class: 'low',
      strength: LOW_MAX - bestKey,
      cards: groupOrder(best, lowValue),
      description: describeLow('a5', bestKey, best, lowValue),
    };
  },
};
