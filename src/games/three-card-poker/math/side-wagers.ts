/**
 * Three Card Poker's Pair Plus (§ 649a.12(d)) and Six Card Bonus (§ 649a.12(f)): each a pure function of
 * cards dealt from one deck (the player's three; the player's three and the dealer's three), so the
 * exact value follows from the hand-class counts (census.ts) and the paytable. A mini-royal row splits
 * the A-K-Q suited hands out of the straight flushes (§ 649a.6(e), ruling T-1); a Super Royal row
 * (paytable E) the A-K-Q-J-10-9 suited sets out of the royal flushes (§ 649a.6(d)(8), ruling T-4). Only
 * the highest row pays.
 */
import type { Odds } from '../../../core/odds.js';
import { rational, type Rational } from '../../../core/rational.js';
import { sixCardCensus, threeCardCensus } from './census.js';
import {
  DEFAULT_PAYTABLES,
  hasMiniRoyal,
  hasSuperRoyal,
  type PayRow,
  type PairPlusHand,
  type SixCardHand,
} from './paytables.js';

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

const lookup =
  <H extends string>(table: readonly PayRow<H>[]) =>
  (hand: string): Odds | null =>
    table.find((r) => r.hand === hand)?.odds ?? null;

/** Pair Plus over the 22,100 three-card hands. */
export function pairPlusAnalysis(
  table: readonly PayRow<PairPlusHand>[] = DEFAULT_PAYTABLES.pairPlus,
): WagerAnalysis {
  return analyseByClass(threeCardCensus(hasMiniRoyal(table)), lookup(table));
}

/** Six Card Bonus over the C(52,6) sets; without a Super Royal row those sets are royal flushes. */
export function sixCardBonusAnalysis(
  table: readonly PayRow<SixCardHand>[] = DEFAULT_PAYTABLES.sixCardBonus,
): WagerAnalysis {
  return analyseByClass(sixCardCounts(hasSuperRoyal(table)), lookup(table));
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
