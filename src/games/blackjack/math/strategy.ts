/**
 * What a player sees of the analysis: the strategy table (hard, soft and pair hands by up card, and the
 * Double Attack decision by up card) and, for any situation, the expectation of every option
 * (`felt strategy GAME --hand "As 7d" --up 9h`).
 */
import { formatCard, rankOf, type Card } from '../../../core/cards.js';
import { cite } from '../../../core/citation.js';
import { reject, ok, type Rejection, type Result } from '../../../core/result.js';
import type { BlackjackAnalysis, TwoCardResult } from './analyse.js';
import { ACE, compositionOf, handGraph, TEN, valueLabel, VALUES } from './hands.js';
import {
  ACTION_NAMES,
  analyseUpCard,
  DOUBLE,
  HIT,
  mayDouble,
  maySurrender,
  SPLIT,
  STAND,
  SURRENDER,
  type ActionName,
} from './player.js';
import { oddsValue, valueOfRank, valueShoe, type BlackjackRules } from './rules.js';
import { splitValue } from './split.js';

/** Up cards in the order of the usual charts: 2 ... 9, T, A. */
export const CHART_UP_CARDS = [1, 2, 3, 4, 5, 6, 7, 8, TEN, ACE] as const;

export interface StrategyCell {
  /** The action of most of the row's hands (by probability) against this up card. */
  readonly action: ActionName;
  /** Their expectation per unit of stake, given no dealer Blackjack. */
  readonly ev: number;
  /** The row's hands that play otherwise (composition-dependent exceptions), e.g. `{hand: 'T2', action: 'stand'}`. */
  readonly exceptions: readonly { readonly hand: string; readonly action: ActionName }[];
}

export interface StrategyRow {
  readonly label: string;
  readonly cells: readonly StrategyCell[];
}

export interface StrategyTable {
  readonly upCards: readonly string[];
  readonly hard: readonly StrategyRow[];
  readonly soft: readonly StrategyRow[];
  readonly pairs: readonly StrategyRow[];
  /** Per up card: make the Double Attack Wager? (null where it is not offered) */
  readonly doubleAttack: readonly boolean[] | null;
}

function cell(hands: readonly TwoCardResult[]): StrategyCell {
  const weight = new Map<number, number>();
  let p = 0;
  let ev = 0;
  for (const h of hands) {
    weight.set(h.action, (weight.get(h.action) ?? 0) + h.probability);
    p += h.probability;
    ev += h.probability * h.ev;
  }
  let action = STAND;
  let most = -1;
  for (const [a, w] of weight) {
    if (w > most) {
      most = w;
      action = a;
    }
  }
  const exceptions = hands
    .filter((h) => h.action !== action)
    .map((h) => ({ hand: h.hand, action: ACTION_NAMES[h.action] as ActionName }));
  return { action: ACTION_NAMES[action] as ActionName, ev: p > 0 ? ev / p : Number.NaN, exceptions };
}

/** The two-card strategy table of an analysis. */
export function strategyTable(analysis: BlackjackAnalysis): StrategyTable {
  const byUp = CHART_UP_CARDS.map((up) => analysis.upCards.find((u) => u.up === up));
  const row = (label: string, pick: (h: TwoCardResult) => boolean): StrategyRow => ({
    label,
    cells: byUp.map((u) => cell(u === undefined ? [] : u.hands.filter(pick))),
  });
  const g = handGraph();
  const isPair = (h: TwoCardResult): boolean => h.hand[0] === h.hand[1];
  const hasAce = (h: TwoCardResult): boolean => (g.counts[h.h * VALUES + ACE] as number) > 0;
  const hard: StrategyRow[] = [];
  for (let total = 5; total <= 19; total += 1) {
    hard.push(row(`hard ${total}`, (h) => !isPair(h) && !hasAce(h) && g.total[h.h] === total));
  }
  const soft: StrategyRow[] = [];
  for (let other = 1; other <= 8; other += 1) {
    soft.push(
      row(
        `soft ${other + 12} (A${valueLabel(other)})`,
        (h) => !isPair(h) && hasAce(h) && h.hand === `${valueLabel(other)}A`,
      ),
    );
  }
  const pairs: StrategyRow[] = [];
  for (const v of [ACE, 1, 2, 3, 4, 5, 6, 7, 8, TEN]) {
    const label = `${valueLabel(v)}${valueLabel(v)}`;
    pairs.push(row(`pair ${label}`, (h) => h.hand === label));
  }
  return {
    upCards: CHART_UP_CARDS.map(valueLabel),
    hard,
    soft,
    pairs,
    doubleAttack: analysis.rules.doubleAttack ? byUp.map((u) => u?.doubleAttack ?? false) : null,
  };
}

export interface SituationInput {
  /** The player's cards (two or more). */
  readonly hand: readonly Card[];
  readonly up: Card;
  /** Other cards known to be out of the shoe (other players' cards). */
  readonly removed?: readonly Card[];
  /** The hand comes from a split (no Blackjack; double and surrender as allowed after splits). */
  readonly splitHand?: boolean;
}

export interface Situation {
  readonly hand: string;
  readonly up: string;
  readonly total: number;
  readonly soft: boolean;
  /** Expectation of each option open now, per unit of the hand's stake, given no dealer Blackjack. */
  readonly options: Partial<Record<ActionName | 'blackjack', number>>;
  readonly best: ActionName | 'blackjack';
  /** Insurance (ace up), per unit insured, before the peek: its expectation with these cards out. */
  readonly insurance: number | null;
}

const citation665a3 = cite('§ 665a.3(a)');

/** The expectation of every option in one situation; bad input is a rejection, not an exception. */
export function evaluate(rules: BlackjackRules, input: SituationInput): Result<Situation, Rejection> {
  const shoe = valueShoe(rules);
  const cards = [...input.hand, input.up, ...(input.removed ?? [])];
  for (const c of cards) {
    if (c === 52 || rules.ranksRemoved.includes(rankOf(c))) {
      return reject(
        'card_not_in_shoe',
        `${formatCard(c)} is not in this shoe`,
        rules.game === 'double-attack-blackjack' ? citation665a3 : undefined,
      );
    }
    const v = valueOfRank(rankOf(c));
    shoe[v] = (shoe[v] as number) - 1;
    if ((shoe[v] as number) < 0)
      return reject('too_many_cards', `more ${valueLabel(v)}s than the shoe holds`);
  }
  if (input.hand.length < 2) return reject('hand_needs_two_cards', 'a hand has at least two cards');
  const values = input.hand.map((c) => valueOfRank(rankOf(c)));
  const hard = values.reduce((s, v) => s + v + 1, 0);
  if (hard > 21) return reject('hand_busted', `the hand totals ${hard}`);
  const up = valueOfRank(rankOf(input.up));
  for (const c of [...input.hand, input.up])
    shoe[valueOfRank(rankOf(c))] = (shoe[valueOfRank(rankOf(c))] as number) + 1;
  const t = analyseUpCard(rules, shoe, up);
  const h = compositionOf(values);
  const g = handGraph();
  const size = values.length;
  const total = g.total[h] as number;
  const split = input.splitHand === true;
  const noBJ = t.noBlackjack[h] as number;
  const insurance =
    up === ACE
      ? ((t.avail[TEN] as number) - (g.counts[h * VALUES + TEN] as number)) / (t.total - size)
      : null;
  const base = {
    hand: input.hand.map(formatCard).join(' '),
    up: formatCard(input.up),
    total,
    soft: g.soft[h] === 1,
    insurance: insurance === null ? null : insurance * (1 + oddsValue(rules.insurancePays)) - 1,
  };
  if (size === 2 && !split && total === 21)
    return ok({ ...base, options: { blackjack: oddsValue(rules.blackjackPays) }, best: 'blackjack' });
  const options: Partial<Record<ActionName, number>> = { stand: (t.stand[h] as number) / noBJ };
  if (total < 21) options.hit = (t.hit[h] as number) / noBJ;
  if (mayDouble(rules, size, total, split)) options.double = (t.double[h] as number) / noBJ;
  if (maySurrender(rules, size, total, split)) options.surrender = -0.5;
  if (size === 2 && values[0] === values[1] && !split)
    options.split = splitValue(rules, t, values[0] as number).value / noBJ;
  let best: ActionName = 'stand';
  for (const a of [STAND, HIT, DOUBLE, SURRENDER, SPLIT]) {
    const name = ACTION_NAMES[a] as ActionName;
    const v = options[name];
    if (v !== undefined && v > (options[best] as number)) best = name;
  }
  return ok({ ...base, options, best });
}
