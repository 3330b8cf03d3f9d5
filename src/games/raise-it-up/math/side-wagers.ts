/**
 * Raise It Up's side wagers, exact. Pair Plus (§ 669a.12(a)) grades the player's three cards and is
 * settled whether or not the player folds (ruling A-AMB-3); the Six Card Bonus (§ 669a.12(f)) grades the
 * player's three and the three community cards, a fold keeping it alive (§ 669a.11(g)). The Progressive
 * Payout Wager (§ 669a.12(e)) grades the player's three cards (A-AMB-6), pays "for 1" (A-AMB-10) the
 * highest row only (A-AMB-8), the jackpot at the meter (here the reset amount), and is forfeited by a
 * fold (A-AMB-12): by default the bettor never folds a Progressive winner (R29), or he follows the
 * main wager's optimal strategy, which folds some three-card straights. Each Envy Bonus Qualifying Hand
 * held by another player pays the fixed Envy sum (§ 669a.12(e)(5), A-AMB-11) whatever the bettor did.
 */
import Fraction from 'fraction.js';
import type { Card } from '../../../core/cards.js';
import { cite } from '../../../core/citation.js';
import { odds, type Odds } from '../../../core/odds.js';
import { rational, type Rational } from '../../../core/rational.js';
import { ok, reject, type Rejection, type Result } from '../../../core/result.js';
import {
  analyseByClass,
  sixCardCounts,
  threeCardCensus,
  threeCardClassOf,
  type WagerAnalysis,
} from '../../../math/poker-census.js';
import { forEachSubset } from '../../../math/deck-subsets.js';
import {
  ENVY_BONUS,
  PAIR_PLUS,
  PROGRESSIVE,
  PROGRESSIVE_MIN_RATE_PERCENT,
  PROGRESSIVE_MIN_RESET_CENTS,
  PROGRESSIVE_SEED_FOR_ONE,
  SIX_CARD_BONUS,
  type PairPlusVariant,
  type ProgressiveHand,
  type ProgressiveWager,
  type SixCardVariant,
} from './paytables.js';
import { raiseItUpSolution, type RaiseItUpSolution } from './solve.js';

const oddsIn =
  (rows: readonly { hand: string; pays: Odds | 'push' }[]) =>
  (hand: string): Odds | null => {
    const pays = rows.find((r) => r.hand === hand)?.pays;
    return pays === undefined ? null : pays === 'push' ? odds(0) : pays;
  };

/** Pair Plus, paytable A or B, over the 22,100 three-card hands (A-2-3 a straight, A-AMB-7). */
export const pairPlusAnalysis = (variant: PairPlusVariant): WagerAnalysis =>
  analyseByClass(threeCardCensus(false), oddsIn(PAIR_PLUS[variant]));

/** Six Card Bonus, paytable A to D, over the C(52,6) sets (no Super Royal at this game). */
export const sixCardBonusAnalysis = (variant: SixCardVariant): WagerAnalysis =>
  analyseByClass(sixCardCounts(false), oddsIn(SIX_CARD_BONUS[variant]));

export interface ProgressiveParams {
  /** The fixed Progressive Payout Wager, $1 or $5 (A-AMB-9). */
  readonly wager: ProgressiveWager;
  /** The meter's initial and reset amount in cents (§ 669a.12(e)(3); at least max($1,000, 1,000 for 1)). */
  readonly resetCents: number;
  /** The rate of progression in percent (§ 669a.12(e)(3): at least 14). */
  readonly ratePercent: number;
  /** Other players dealt in, each of whose hands may earn the bettor an Envy Bonus (at most 5). */
  readonly otherPlayers: number;
  /**
   * Whether the bettor folds as the main wager's optimal strategy says even when his three cards win
   * the Progressive (`main-strategy`; it folds some three-card straights), or never folds a
   * Progressive winner (`keep-winners`, the default: ruling R29).
   */
  readonly folds: 'keep-winners' | 'main-strategy';
}

export const DEFAULT_PROGRESSIVE: ProgressiveParams = {
  wager: 1,
  resetCents: PROGRESSIVE_MIN_RESET_CENTS,
  ratePercent: PROGRESSIVE_MIN_RATE_PERCENT,
  otherPlayers: 0,
  folds: 'keep-winners',
};

export interface ProgressiveAnalysis {
  /** Value per unit wagered with the meter at the reset amount, Envy Bonuses included. */
  readonly ev: Rational;
  /** The Envy Bonuses' part of it. */
  readonly envy: Rational;
  /** Long run: every increment is paid back as a jackpot, so the rate of progression adds to the return. */
  readonly longRun: Rational;
  /** Probability of each paying hand being paid (the hand dealt and not folded). */
  readonly paid: ReadonlyMap<ProgressiveHand, Rational>;
}

export function checkProgressive(p: ProgressiveParams): Result<ProgressiveParams, Rejection> {
  if (p.wager !== 1 && p.wager !== 5)
    return reject(
      'progressive_wager_not_allowed',
      'the Progressive Payout Wager is $1 or $5',
      cite('§ 669a.12(e)(5)'),
    );
  const least = Math.max(PROGRESSIVE_MIN_RESET_CENTS, PROGRESSIVE_SEED_FOR_ONE * p.wager * 100);
  if (!Number.isInteger(p.resetCents) || p.resetCents < least)
    return reject(
      'progressive_reset_too_low',
      `the reset amount is at least ${least} cents`,
      cite('§ 669a.12(e)(3)'),
    );
  if (!(p.ratePercent >= PROGRESSIVE_MIN_RATE_PERCENT))
    return reject(
      'progressive_rate_too_low',
      'the rate of progression is at least 14%',
      cite('§ 669a.12(e)(3)'),
    );
  if (!Number.isInteger(p.otherPlayers) || p.otherPlayers < 0 || p.otherPlayers > 5)
    return reject('too_many_players', 'a table seats at most six players', cite('§ 669a.2(a)'));
  return ok(p);
}

/** The Progressive row a three-card hand wins (A-AMB-8: the highest only), or null. */
export function progressiveHandOf(cards: readonly Card[]): ProgressiveHand | null {
  const cls = threeCardClassOf(cards, true);
  if (cls === 'mini-royal-flush')
    return ((cards[0] as Card) & 3) === 3 ? 'ace-king-queen-of-spades' : 'ace-king-queen-suited';
  return cls === 'straight-flush' || cls === 'three-of-a-kind' || cls === 'straight' ? cls : null;
}

/** Exact value of the Progressive Payout Wager, with the Envy Bonus for `otherPlayers` other hands. */
export function progressiveAnalysis(
  params: ProgressiveParams = DEFAULT_PROGRESSIVE,
  solution?: RaiseItUpSolution,
): Result<ProgressiveAnalysis, Rejection> {
  const checked = checkProgressive(params);
  if (!checked.ok) return checked;
  const hands = 22_100;
  const notFolded = new Map<ProgressiveHand, Rational>();
  const dealt = new Map<ProgressiveHand, number>();
  forEachSubset(3, (h) => {
    const cards = Array.from(h);
    const hand = progressiveHandOf(cards);
    if (hand === null) return;
    // foldCount is out of 49 x 48 unseen-card orders for a hand that checks (0 for one raised at once).
    const folds = params.folds === 'main-strategy' ? (solution ?? raiseItUpSolution()).foldCount(cards) : 0;
    const kept = rational(1).sub(rational(folds, 49 * 48));
    notFolded.set(hand, (notFolded.get(hand) ?? rational(0)).add(kept));
    dealt.set(hand, (dealt.get(hand) ?? 0) + 1);
  });
  let ret = rational(0);
  const paid = new Map<ProgressiveHand, Rational>();
  for (const row of PROGRESSIVE) {
    const p = (notFolded.get(row.hand) ?? rational(0)).div(hands);
    paid.set(row.hand, p);
    const forOne =
      row.pays === 'meter' ? rational(params.resetCents, params.wager * 100) : rational(row.pays.forOne);
    ret = ret.add(p.mul(forOne));
  }
  let envy = rational(0);
  for (const row of ENVY_BONUS) {
    const count = dealt.get(row.hand) ?? 0;
    envy = envy.add(rational(count * row.cents[params.wager], hands * params.wager * 100));
  }
  envy = envy.mul(params.otherPlayers);
  const ev = ret.sub(1).add(envy);
  return ok({ ev, envy, longRun: ev.add(new Fraction(String(params.ratePercent)).div(100)), paid });
}
