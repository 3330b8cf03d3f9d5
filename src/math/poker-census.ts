/**
 * Hand-class counts over one 52-card deck, by full enumeration with the rankings library: all 22,100
 * three-card hands (Pair Plus, the Ante Bonus, the Raise It Up Progressive) and all 20,358,520 six-card
 * sets (the Six Card Bonus of both § 649a.12(f) and § 669a.12(f), which grade the player's three cards
 * with three others from the same deck). The Super Royal is tested on all six cards first (ruling T-4).
 */
import type { Card } from '../core/cards.js';
import type { Odds } from '../core/odds.js';
import { rational, type Rational } from '../core/rational.js';
import { HIGH_CLASSES, highClassOf, highStrength6 } from '../rankings/high.js';
import { THREE_CARD_CLASSES, sixCardBonus, threeCardScore } from '../rankings/poker.js';
import { forEachSubset } from './deck-subsets.js';

export type ThreeCardClass = (typeof THREE_CARD_CLASSES)[number];
export type SixCardClass = (typeof HIGH_CLASSES)[number] | 'super-royal';

/** The three-card class (§ 649a.6, § 669a.6(c)) of a hand; the mini-royal only when asked (ruling T-1). */
export const threeCardClassOf = (cards: readonly Card[], miniRoyal: boolean): ThreeCardClass =>
  THREE_CARD_CLASSES[Math.floor(threeCardScore(cards, miniRoyal) / 0x100000)] ?? 'high-card';

const threeCache = new Map<boolean, ReadonlyMap<ThreeCardClass, number>>();
/** Count of each three-card class over the 22,100 hands. */
export function threeCardCensus(miniRoyal: boolean): ReadonlyMap<ThreeCardClass, number> {
  const known = threeCache.get(miniRoyal);
  if (known !== undefined) return known;
  const out = new Map<ThreeCardClass, number>(THREE_CARD_CLASSES.map((c) => [c, 0]));
  forEachSubset(3, (hand) => {
    const cls = threeCardClassOf(Array.from(hand), miniRoyal);
    out.set(cls, (out.get(cls) as number) + 1);
  });
  threeCache.set(miniRoyal, out);
  return out;
}

const ROYAL_STRENGTH = 7462;

const SUPER = { superRoyal: true } as const;

let sixCache: ReadonlyMap<SixCardClass, number> | undefined;
/** Count of each six-card class (best five of six; the Super Royal split out of the royal flushes). */
export function sixCardCensus(): ReadonlyMap<SixCardClass, number> {
  if (sixCache !== undefined) return sixCache;
  const counts = new Float64Array(HIGH_CLASSES.length + 1);
  const byStrength = new Float64Array(ROYAL_STRENGTH + 1);
  let superRoyal = 0;
  for (let a = 0; a < 47; a += 1)
    for (let b = a + 1; b < 48; b += 1)
      for (let c = b + 1; c < 49; c += 1)
        for (let d = c + 1; d < 50; d += 1)
          for (let e = d + 1; e < 51; e += 1)
            for (let f = e + 1; f < 52; f += 1) {
              const s = highStrength6(a, b, c, d, e, f);
              byStrength[s] = (byStrength[s] as number) + 1;
              if (
                s === ROYAL_STRENGTH &&
                sixCardBonus.evaluate([a, b, c, d, e, f], SUPER).class === 'super-royal'
              )
                superRoyal += 1;
            }
  for (let s = 1; s <= ROYAL_STRENGTH; s += 1) {
    const k = HIGH_CLASSES.indexOf(highClassOf(s));
    counts[k] = (counts[k] as number) + (byStrength[s] as number);
  }
  const out = new Map<SixCardClass, number>(HIGH_CLASSES.map((c, i) => [c, counts[i] as number]));
  out.set('royal-flush', (out.get('royal-flush') as number) - superRoyal);
  out.set('super-royal', superRoyal);
  sixCache = out;
  return out;
}

export interface ClassRow {
  readonly hand: string;
  readonly count: number;
  /** Odds "to 1"; null for a hand that loses. */
  readonly odds: Odds | null;
}

export interface WagerAnalysis {
  /** Expected value per unit wagered (negative: the house edge). */
  readonly ev: Rational;
  /** Hands enumerated. */
  readonly total: number;
  readonly rows: readonly ClassRow[];
}

/** Exact value of a wager paid "to 1" on classes counted over `total` equally likely hands. */
export function analyseByClass(
  counts: ReadonlyMap<string, number>,
  oddsOf: (hand: string) => Odds | null,
): WagerAnalysis {
  let total = 0;
  let ev = rational(0);
  const rows: ClassRow[] = [];
  for (const [hand, count] of counts) {
    total += count;
    const o = oddsOf(hand);
    rows.push({ hand, count, odds: o });
    ev = ev.add(o === null ? rational(-count) : rational(o.win * count, o.per));
  }
  return { ev: ev.div(total), total, rows };
}

/** The six-card counts with or without the Super Royal split out. */
export function sixCardCounts(superRoyal: boolean): ReadonlyMap<string, number> {
  const census = sixCardCensus();
  if (superRoyal) return census;
  const merged = new Map<string, number>(census);
  merged.set('royal-flush', (census.get('royal-flush') ?? 0) + (census.get('super-royal') ?? 0));
  merged.delete('super-royal');
  return merged;
}
