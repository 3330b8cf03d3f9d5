/**
 * Three Card Poker's Pair Plus (§ 649a.12(d)) and Six Card Bonus (§ 649a.12(f)): each a pure function of
 * cards dealt from one deck (the player's three; the player's three and the dealer's three), so the
 * exact value follows from the hand-class counts (src/math/poker-census.ts) and the paytable. A mini-royal row splits
 * the A-K-Q suited hands out of the straight flushes (§ 649a.6(e), ruling T-1); a Super Royal row
 * (paytable E) the A-K-Q-J-10-9 suited sets out of the royal flushes (§ 649a.6(d)(8), ruling T-4). Only
 * the highest row pays.
 */
import type { Odds } from '../../../core/odds.js';
import {
  analyseByClass,
  sixCardCounts,
  threeCardCensus,
  type WagerAnalysis,
} from '../../../math/poker-census.js';
import {
  DEFAULT_PAYTABLES,
  hasMiniRoyal,
  hasSuperRoyal,
  type PayRow,
  type PairPlusHand,
  type SixCardHand,
} from './paytables.js';

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
