/**
 * Exact house edge of every Craps / Mini-Craps wager under a Rules Submission's options: each wager
 * is the chain of its own `resolve` function from the rule tables over the 36 outcomes of two dice.
 */
import type { Citation } from '../core/citation.js';
import { oddsId, type Odds } from '../core/odds.js';
import { rational } from '../core/rational.js';
import {
  BONUS_CRAPS,
  CITE,
  COMBINATIONS,
  COME_OUT,
  DEFAULT_FIRE_PAYTABLE,
  FIELD_TRIPLE_12,
  FIRE_BET_START,
  HARDWAY_NUMBERS,
  NO_MARKERS,
  ONE_ROLL_WAGERS,
  POINT_NUMBERS,
  TRUE_LAY_ODDS,
  resolveBonusCraps,
  resolveBuyBet,
  resolveCombination,
  resolveDontPass,
  resolveFireBet,
  resolveHardway,
  resolveLayBet,
  resolveLayOdds,
  resolveOneRoll,
  resolvePass,
  resolvePlaceToLose,
  resolvePlaceToWin,
  resolveTakeOdds,
  type BuyVigorish,
  type CrapsOptions,
  type Dice,
  type FireBetState,
  type LayVigorish,
  type LineState,
  type PointNumber,
} from '../games/craps/rules.js';
import {
  enumerateDice,
  oddsRow,
  resolutionChain,
  winRatio,
  type Chain,
  type Decided,
  type OddsRow,
  type Payoffs,
  type RowSpec,
} from './dice-exact.js';

/** The 36 equally likely outcomes of two dice. */
export const TWO_DICE: readonly Dice[] = enumerateDice(2).map((d) => [d[0], d[1]] as unknown as Dice);
const MINUS_ONE = rational(-1);

/** A craps wager as a chain over the 36 outcomes of two dice. */
const twoDiceChain = <S>(
  start: S,
  key: (s: S) => string,
  resolve: (s: S, dice: Dice) => Decided<S>,
  payoffs?: Payoffs,
): Chain<S> => resolutionChain(TWO_DICE, start, key, resolve, payoffs);

/** Lay Bet net returns with the vigorish (a percentage of the true-odds winnings). */
export function layPayoffs(vig: LayVigorish, number: PointNumber): Payoffs {
  const rate = rational(vig.percent, 100);
  const fee = winRatio(TRUE_LAY_ODDS[number]).mul(rate);
  return vig.collected === 'on-win'
    ? { win: (o) => winRatio(o).sub(winRatio(o).mul(rate)), lose: MINUS_ONE }
    : { win: (o) => winRatio(o).sub(fee), lose: MINUS_ONE.sub(fee) };
}

/**
 * Buy Bet net returns per unit bought: the vigorish is a percentage of the amount bought, deducted from
 * a win, or paid when placed (and so lost with the bet as well).
 */
export function buyPayoffs(vig: BuyVigorish): Payoffs {
  const fee = rational(vig.percent, 100);
  return vig.collected === 'on-win'
    ? { win: (o) => winRatio(o).sub(fee), lose: MINUS_ONE }
    : { win: (o) => winRatio(o).sub(fee), lose: MINUS_ONE.sub(fee) };
}

const lineKey = (s: LineState): string => (s.phase === 'come-out' ? 'co' : `p${s.point}`);
const numKey = (n: number): string => String(n);
const single = <S>(s: S): string => String(s);

/** Every wager's chain under `options` (Craps or Mini-Craps: the same rules, ch. 623a). */
export function crapsWagerSpecs(options: CrapsOptions): RowSpec<unknown>[] {
  const specs: RowSpec<unknown>[] = [];
  const add = <S>(
    wager: string,
    variant: string,
    citation: Citation,
    multiRoll: boolean,
    chain: Chain<S>,
  ): void => {
    specs.push({ wager, variant, citation, multiRoll, chain: chain as Chain<unknown> });
  };
  const pass = twoDiceChain<LineState>(COME_OUT, lineKey, resolvePass);
  const dont = twoDiceChain<LineState>(COME_OUT, lineKey, (s, d) => resolveDontPass(s, d, options.dontBar));
  add('pass', '1-to-1', CITE.lineAndPayout, true, pass);
  add('dont-pass', `bar-${options.dontBar}`, CITE.lineAndPayout, true, dont);
  add('come', '1-to-1', CITE.lineAndPayout, true, pass);
  add('dont-come', `bar-${options.dontBar}`, CITE.lineAndPayout, true, dont);
  for (const n of POINT_NUMBERS)
    add('take-odds', String(n), CITE.oddsBets, true, twoDiceChain<PointNumber>(n, numKey, resolveTakeOdds));
  for (const n of POINT_NUMBERS)
    add('lay-odds', String(n), CITE.oddsBets, true, twoDiceChain<PointNumber>(n, numKey, resolveLayOdds));
  for (const n of POINT_NUMBERS) {
    const o = options.placeToWin[n];
    add(
      'place-to-win',
      String(n),
      CITE.lineAndPayout,
      true,
      twoDiceChain<PointNumber>(n, numKey, (s, d) => resolvePlaceToWin(s, d, o)),
    );
  }
  for (const n of POINT_NUMBERS) {
    const o = options.placeToLose[n];
    add(
      'place-to-lose',
      String(n),
      CITE.lineAndPayout,
      true,
      twoDiceChain<PointNumber>(n, numKey, (s, d) => resolvePlaceToLose(s, d, o)),
    );
  }
  const lay = options.layBet;
  if (lay)
    for (const n of POINT_NUMBERS)
      add(
        'lay',
        String(n),
        CITE.layBet,
        true,
        twoDiceChain<PointNumber>(n, numKey, resolveLayBet, layPayoffs(lay, n)),
      );
  const buy = options.buyBet;
  if (buy)
    for (const n of POINT_NUMBERS)
      add(
        'buy',
        String(n),
        CITE.vigorishException,
        true,
        twoDiceChain<PointNumber>(n, numKey, resolveBuyBet, buyPayoffs(buy)),
      );
  for (const n of [6, 8] as const)
    add(
      `big-${n}`,
      oddsId(options.big6And8),
      CITE.lineAndPayout,
      true,
      twoDiceChain<PointNumber>(n, numKey, (s, d) => resolvePlaceToWin(s, d, options.big6And8)),
    );
  for (const n of HARDWAY_NUMBERS) {
    const o = options.hardways[n];
    add(
      'hardway',
      String(n),
      CITE.lineAndPayout,
      true,
      twoDiceChain(n, numKey, (s, d) => resolveHardway(s, d, o)),
    );
  }
  for (const w of ONE_ROLL_WAGERS) {
    const variant =
      w === 'field'
        ? `two-${oddsId(options.field.two)}-twelve-${oddsId(options.field.twelve)}`
        : oddsId(oddsOfOneRoll(w, options));
    add(
      w,
      variant,
      CITE.lineAndPayout,
      false,
      twoDiceChain<'roll'>('roll', single, (_s, d) => resolveOneRoll(w, d, options)),
    );
  }
  for (const row of COMBINATIONS)
    if (row.family === 'world' ? options.world : options.horn)
      add(
        row.wager,
        combinationVariant(row.family, options),
        CITE.combination,
        false,
        twoDiceChain<'roll'>('roll', single, (_s, d) => resolveCombination(row, d, options)),
      );
  const fire = options.fireBet;
  if (fire)
    add(
      'fire-bet',
      `${fire[4].win}-${fire[5].win}-${fire[6].win}`,
      CITE.fireBet,
      true,
      twoDiceChain<FireBetState>(
        FIRE_BET_START,
        (s) => `${s.made}:${lineKey(s.line)}`,
        (s, d) => resolveFireBet(s, d, fire),
      ),
    );
  if (options.bonusCraps)
    for (const row of BONUS_CRAPS)
      add(
        row.wager,
        oddsId(row.payout),
        row.payoutCitation,
        true,
        twoDiceChain<number>(NO_MARKERS, single, (m, d) => resolveBonusCraps(row, m, d)),
      );
  return specs;
}

/** The one-roll odds a combination is paid at, as the Fire Bet's tiers are: `30-15-15-30` (2, 3, 11, 12). */
function combinationVariant(family: 'horn' | 'world', o: CrapsOptions): string {
  const r = o.oneRoll;
  const parts =
    family === 'world'
      ? [r.two, r.three, r.anySeven, r.eleven, r.twelve]
      : [r.two, r.three, r.eleven, r.twelve];
  return parts.map((x) => (x.per === 1 ? String(x.win) : `${x.win}:${x.per}`)).join('-');
}

/** Every wager's exact row under `options`. */
export const crapsOddsRows = (options: CrapsOptions): OddsRow[] => crapsWagerSpecs(options).map(oddsRow);

function oddsOfOneRoll(w: Exclude<(typeof ONE_ROLL_WAGERS)[number], 'field'>, o: CrapsOptions): Odds {
  switch (w) {
    case 'any-craps':
      return o.oneRoll.anyCraps;
    case 'any-seven':
      return o.oneRoll.anySeven;
    case 'two':
      return o.oneRoll.two;
    case 'three':
      return o.oneRoll.three;
    case 'eleven':
      return o.oneRoll.eleven;
    case 'twelve':
      return o.oneRoll.twelve;
  }
}

/**
 * The rows `felt odds` prints for a Craps or Mini-Craps table: `table` is what `options` offers;
 * `all` adds what the regulation allows besides (the Fire Bet, Lay Bet and Bonus Craps when the table
 * does not offer them, and the Field paying triple on the 12).
 */
export function crapsOdds(options: CrapsOptions, scope: 'all' | 'table'): OddsRow[] {
  if (scope === 'table') return crapsOddsRows(options);
  const all: CrapsOptions = {
    ...options,
    fireBet: options.fireBet ?? DEFAULT_FIRE_PAYTABLE,
    layBet: options.layBet ?? { percent: 5, collected: 'on-win' },
    buyBet: options.buyBet ?? { percent: 5, collected: 'on-win' },
    horn: true,
    world: true,
    bonusCraps: true,
  };
  const rows = crapsOddsRows(all);
  const field = crapsOddsRows({ ...all, field: FIELD_TRIPLE_12 }).find((r) => r.wager === 'field');
  if (field && !rows.some((r) => r.wager === 'field' && r.variant === field.variant))
    rows.splice(rows.findIndex((r) => r.wager === 'field') + 1, 0, field);
  return rows;
}
