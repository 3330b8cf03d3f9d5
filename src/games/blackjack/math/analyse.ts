/**
 * The house edge of a blackjack-family main game under the CDZ- strategy, for a round dealt from the
 * full shoe (ARCHITECTURE principle 5): the up card, then every two-card hand, with the dealer's
 * Blackjack settled first (peek) and every option the rules allow.
 *
 * Double Attack Blackjack (665a): the Double Attack Wager is placed after the up card and before any
 * player card (§ 665a.7(e)), so the decision is one per up card: attack (up to the Bet; the value is
 * linear in the amount, so the whole Bet) exactly when the round's expectation past the dealer's
 * Blackjack is positive. A dealer Blackjack returns the Double Attack Wager (§ 665a.7(o)(2)), so that
 * part does not scale. Doubling and splitting match Bet + Double Attack (§§ 665a.10(a), 665a.11(a),
 * DA-10), i.e. the whole stake of the hand. Figures are per unit of the initial Bet.
 */
import { ACE, TEN, twoCardHands, valueLabel, VALUES } from './hands.js';
import { analyseUpCard, SPLIT, type UpCardTables } from './player.js';
import { oddsValue, valueShoe, type BlackjackRules } from './rules.js';
import { splitValue, type SplitResult } from './split.js';

export interface TwoCardResult {
  /** Composition index (hands.ts). */
  readonly h: number;
  /** Value labels, e.g. `T6`, `AA`. */
  readonly hand: string;
  /** Probability of this hand given the up card. */
  readonly probability: number;
  readonly blackjack: boolean;
  /** The CDZ- action (player.ts ACTION_NAMES index), split included. */
  readonly action: number;
  /** Expected result per unit of the hand's stake, given no dealer Blackjack (NaN for Blackjack). */
  readonly ev: number;
}

export interface UpCardResult {
  readonly up: number;
  readonly label: string;
  readonly probability: number;
  /** Per unit of the initial Bet, with the Double Attack decision below. */
  readonly ev: number;
  /** The chance of a dealer Blackjack with this up card. */
  readonly dealerBlackjack: number;
  /** The round's expectation past the dealer's Blackjack, per unit of stake (what Double Attack doubles). */
  readonly stakeValue: number;
  /** Whether the player should make the Double Attack Wager (always false where it is not offered). */
  readonly doubleAttack: boolean;
  readonly hands: readonly TwoCardResult[];
}

export interface BlackjackAnalysis {
  readonly rules: BlackjackRules;
  /** The shoe analysed, by value. */
  readonly shoe: readonly number[];
  /** Expected result per unit of the initial Bet (negative: the house's edge). */
  readonly ev: number;
  readonly houseEdge: number;
  /** Expected total of Bet and Double Attack per unit of Bet (1 where there is no Double Attack). */
  readonly averageStake: number;
  readonly upCards: readonly UpCardResult[];
  readonly tables: readonly UpCardTables[];
  /** splits[up][pair]: the CDZ- split, unnormalised (split.ts). */
  readonly splits: readonly (readonly SplitResult[])[];
}

export interface AnalysisProgress {
  readonly done: number;
  readonly total: number;
  readonly upCard: string;
}

export interface AnalysisOptions {
  /** A shoe by value other than the rules' full shoe (cards already seen removed, or a test shoe). */
  readonly shoe?: readonly number[];
  /** Called after each up card (ten steps). */
  readonly onProgress?: (p: AnalysisProgress) => void;
}

/** Every pair split against one up card's tables. */
export function splitsFor(rules: BlackjackRules, t: UpCardTables): SplitResult[] {
  return Array.from({ length: VALUES }, (_, pair) => splitValue(rules, t, pair));
}

/** The up card's two-card hands and its contribution to the round. */
export function upCardResult(
  rules: BlackjackRules,
  t: UpCardTables,
  splits: readonly SplitResult[],
  probability: number,
): UpCardResult {
  const bjPay = oddsValue(rules.blackjackPays);
  const left = t.total;
  let stakeValue = 0;
  let dealerPart = 0;
  let dealerBlackjack = 0;
  const hands: TwoCardResult[] = [];
  for (const { h, a, b } of twoCardHands()) {
    const na = t.avail[a] as number;
    const nb = t.avail[b] as number;
    const p = a === b ? (na * (na - 1)) / (left * (left - 1)) : (2 * na * nb) / (left * (left - 1));
    if (p <= 0 || t.possible[h] === 0) continue;
    const noBJ = t.noBlackjack[h] as number;
    dealerBlackjack += p * (1 - noBJ);
    const blackjack = a === ACE && b === TEN;
    if (blackjack) {
      stakeValue += p * noBJ * bjPay;
      dealerPart += p * (1 - noBJ) * (rules.blackjackBeatsDealerBlackjack ? bjPay : 0);
      hands.push({ h, hand: 'AT', probability: p, blackjack, action: 0, ev: Number.NaN });
      continue;
    }
    let best = t.best[h] as number;
    let action = t.action[h] as number;
    const split = a === b ? (splits[a] as SplitResult).value : Number.NaN;
    if (split > best) {
      best = split;
      action = SPLIT;
    }
    stakeValue += p * best;
    dealerPart -= p * (1 - noBJ);
    const label = `${valueLabel(b)}${valueLabel(a)}`;
    hands.push({ h, hand: label, probability: p, blackjack, action, ev: best / noBJ });
  }
  const doubleAttack = rules.doubleAttack && stakeValue > 0;
  return {
    up: t.up,
    label: valueLabel(t.up),
    probability,
    ev: dealerPart + (doubleAttack ? 2 : 1) * stakeValue,
    dealerBlackjack,
    stakeValue,
    doubleAttack,
    hands,
  };
}

/** The exact CDZ- analysis of the main game (about 0.1 s per up card at 8 decks). */
export function analyseBlackjack(rules: BlackjackRules, options: AnalysisOptions = {}): BlackjackAnalysis {
  const shoe = options.shoe ?? valueShoe(rules);
  const total = shoe.reduce((s, n) => s + n, 0);
  const tables: UpCardTables[] = [];
  const splits: SplitResult[][] = [];
  const upCards: UpCardResult[] = [];
  let ev = 0;
  let averageStake = 0;
  for (let up = 0; up < VALUES; up += 1) {
    const probability = (shoe[up] as number) / total;
    if (probability === 0) continue;
    const t = analyseUpCard(rules, shoe, up);
    const s = splitsFor(rules, t);
    const r = upCardResult(rules, t, s, probability);
    tables[up] = t;
    splits[up] = s;
    upCards.push(r);
    ev += probability * r.ev;
    averageStake += probability * (r.doubleAttack ? 2 : 1);
    options.onProgress?.({ done: up + 1, total: VALUES, upCard: valueLabel(up) });
  }
  return { rules, shoe, ev, houseEdge: -ev, averageStake, upCards, tables, splits };
}
