/**
 * What a player sees of the analysis: the strategy table (hard, soft and pair hands by up card, and the
 * Double Attack decision by up card) and, for any situation, the expectation of every option
 * (`felt strategy GAME --hand "As 7d" --up 9h`).
 */
import { formatCard, rankOf, type Card } from '../../../core/cards.js';
import { cite } from '../../../core/citation.js';
import { reject, ok, type Rejection, type Result } from '../../../core/result.js';
import { splitsFor, upCardResult, type BlackjackAnalysis, type TwoCardResult } from './analyse.js';
import { ACE, compositionOf, handGraph, TEN, valueLabel, VALUES } from './hands.js';
import {
  ACTION_NAMES,
  analyseUpCard,
  type UpCardTables,
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
import { splitValue, type SplitResult } from './split.js';

/** Up cards in the order of the usual charts: 2 ... 9, T, A. */
export const CHART_UP_CARDS = [1, 2, 3, 4, 5, 6, 7, 8, TEN, ACE] as const;

export interface StrategyCell {
  /** The best action for the row's hands taken together (total-dependent, as strategy cards print). */
  readonly action: ActionName;
  /** Their expectation per unit of stake, given no dealer Blackjack. */
  readonly ev: number;
  /** The row's hands that play otherwise (composition-dependent exceptions), e.g. `{hand: 'T2', action: 'stand'}`. */
  readonly exceptions: readonly { readonly hand: string; readonly action: ActionName }[];
  /**
   * What to do where the action is not open (a double or surrender is a two-card option at most tables):
   * the better of the remaining options over the row's hands, as strategy cards print it (Ds, Rh ...).
   */
  readonly fallback: ActionName | null;
  /** The strategy-card code: H, S, P, D (else hit), Ds (else stand), Rh, Rs, Rp (surrender, else ...). */
  readonly code: ChartCode;
}

export type ChartCode = 'H' | 'S' | 'P' | 'D' | 'Ds' | 'Rh' | 'Rs' | 'Rp';

/** The legend of the codes, as published strategy cards print it. */
export const CHART_LEGEND: Readonly<Record<ChartCode, string>> = {
  H: 'hit',
  S: 'stand',
  P: 'split',
  D: 'double if allowed, otherwise hit',
  Ds: 'double if allowed, otherwise stand',
  Rh: 'surrender if allowed, otherwise hit',
  Rs: 'surrender if allowed, otherwise stand',
  Rp: 'surrender if allowed, otherwise split',
};

function chartCode(action: ActionName, fallback: ActionName | null): ChartCode {
  switch (action) {
    case 'hit':
      return 'H';
    case 'stand':
      return 'S';
    case 'split':
      return 'P';
    case 'double':
      return fallback === 'stand' ? 'Ds' : 'D';
    case 'surrender':
      return fallback === 'stand' ? 'Rs' : fallback === 'split' ? 'Rp' : 'Rh';
  }
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

/**
 * A cell as published strategy cards read: the action that is best for the row's hands taken together
 * (a total-dependent choice: the largest probability-weighted value over the hands), and the hands whose
 * own CDZ- action differs, as exceptions. Every hand of a row has the same size and total, so the same
 * options are open to all of them.
 */
function cell(
  rules: BlackjackRules,
  hands: readonly TwoCardResult[],
  t: UpCardTables | undefined,
  splits: readonly SplitResult[] | undefined,
): StrategyCell {
  let p = 0;
  let ev = 0;
  for (const h of hands) {
    p += h.probability;
    ev += h.probability * h.ev;
  }
  const playable = hands.filter((h) => !h.blackjack);
  const first = playable[0];
  if (t === undefined || first === undefined) {
    return { action: 'stand', ev: Number.NaN, exceptions: [], fallback: null, code: 'S' };
  }
  const g = handGraph();
  const total = g.total[first.h] as number;
  const pair = first.hand[0] === first.hand[1] ? valueIndex(first.hand[0] as string) : -1;
  // Values are unnormalised alike (player.ts), so sums weighted by probability compare as expectations.
  const sum = (value: (h: TwoCardResult) => number): number =>
    playable.reduce((acc, h) => acc + h.probability * value(h), 0);
  const open: [number, number][] = [[STAND, sum((h) => t.stand[h.h] as number)]];
  if (total < 21) open.push([HIT, sum((h) => t.hit[h.h] as number)]);
  if (mayDouble(rules, 2, total, false)) open.push([DOUBLE, sum((h) => t.double[h.h] as number)]);
  if (maySurrender(rules, 2, total, false)) open.push([SURRENDER, sum((h) => t.surrender[h.h] as number)]);
  const splitValue = pair >= 0 && splits !== undefined ? (splits[pair]?.value ?? Number.NaN) : Number.NaN;
  if (Number.isFinite(splitValue)) open.push([SPLIT, sum(() => splitValue)]);
  const best = (options: readonly [number, number][]): number =>
    options.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const action = best(open);
  const exceptions = playable
    .filter((h) => h.action !== action)
    .map((h) => ({ hand: h.hand, action: ACTION_NAMES[h.action] as ActionName }));
  let fallback: ActionName | null = null;
  if (action === DOUBLE || action === SURRENDER) {
    const rest = open.filter(([a]) => a === STAND || a === HIT || (action === SURRENDER && a === SPLIT));
    fallback = ACTION_NAMES[best(rest)] as ActionName;
  }
  const name = ACTION_NAMES[action] as ActionName;
  return {
    action: name,
    ev: p > 0 ? ev / p : Number.NaN,
    exceptions,
    fallback,
    code: chartCode(name, fallback),
  };
}

const valueIndex = (label: string): number => (label === 'A' ? ACE : label === 'T' ? TEN : Number(label) - 1);

/** The two-card strategy table of an analysis. */
export function strategyTable(analysis: BlackjackAnalysis): StrategyTable {
  const byUp = CHART_UP_CARDS.map((up) => analysis.upCards.find((u) => u.up === up));
  const row = (label: string, pick: (h: TwoCardResult) => boolean): StrategyRow => ({
    label,
    cells: byUp.map((u) =>
      cell(
        analysis.rules,
        u === undefined ? [] : u.hands.filter(pick),
        u === undefined ? undefined : analysis.tables[u.up],
        u === undefined ? undefined : analysis.splits[u.up],
      ),
    ),
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

/** The shoe by value with these cards taken out; a card the shoe does not hold is a rejection. */
function shoeWithout(rules: BlackjackRules, cards: readonly Card[]): Result<number[], Rejection> {
  const shoe = valueShoe(rules);
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
    if (shoe[v] < 0) return reject('too_many_cards', `more ${valueLabel(v)}s than the shoe holds`);
  }
  return ok(shoe);
}

/** The expectation of every option in one situation; bad input is a rejection, not an exception. */
export function evaluate(rules: BlackjackRules, input: SituationInput): Result<Situation, Rejection> {
  const out = shoeWithout(rules, [...input.hand, input.up, ...(input.removed ?? [])]);
  if (!out.ok) return out;
  const shoe = out.value;
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

/** The Double Attack decision against one up card, before the player's cards (§§ 665a.6(e), 665a.7(e)). */
export interface DoubleAttackSituation {
  readonly up: string;
  /** The round's expectation per unit of the Bet with a Double Attack Wager equal to the Bet. */
  readonly attack: number;
  /** The same without the Double Attack Wager. */
  readonly decline: number;
  /** The chance of a dealer Blackjack (which returns the Double Attack Wager, § 665a.7(o)(2)). */
  readonly dealerBlackjack: number;
  readonly best: 'double-attack' | 'no-double-attack';
}

/**
 * The Double Attack Wager's value given the up card and the other cards seen (`removed`): the exact
 * CDZ- round (analyse.ts `upCardResult`) from the shoe less those cards. The value is linear in the
 * amount (up to the Bet), so the choice is all or nothing: attack exactly when the round past the
 * dealer's Blackjack is worth more than nothing per unit of stake.
 */
export function evaluateDoubleAttack(
  rules: BlackjackRules,
  up: Card,
  removed: readonly Card[] = [],
): Result<DoubleAttackSituation, Rejection> {
  if (!rules.doubleAttack)
    return reject(
      'no_double_attack',
      'the Double Attack Wager is Double Attack Blackjack’s',
      cite('§ 665a.6(e)'),
    );
  const out = shoeWithout(rules, [up, ...removed]);
  if (!out.ok) return out;
  const shoe = out.value;
  const v = valueOfRank(rankOf(up));
  shoe[v] = (shoe[v] as number) + 1;
  const t = analyseUpCard(rules, shoe, v);
  const r = upCardResult(rules, t, splitsFor(rules, t), 1);
  const decline = r.ev - (r.doubleAttack ? r.stakeValue : 0);
  const attack = decline + r.stakeValue;
  return ok({
    up: formatCard(up),
    attack,
    decline,
    dealerBlackjack: r.dealerBlackjack,
    best: attack > decline ? 'double-attack' : 'no-double-attack',
  });
}
