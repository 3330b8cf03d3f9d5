/**
 * Exact house edge of every Craps / Mini-Craps wager under a Rules Submission's options: each wager
 * is the chain of its own `resolve` function from the rule tables over the 36 outcomes of two dice.
 */
import type { Citation } from '../../../core/citation.js';
import type { SpecSource } from '../../../math/chain-pool.js';
import { oddsId } from '../../../core/odds.js';
import { rational } from '../../../core/rational.js';
import {
  DEFAULT_FIRE_PAYTABLE,
  FIELD_TRIPLE_12,
  type BuyVigorish,
  type CrapsOptions,
  type LayVigorish,
} from '../options.js';
import {
  COME_OUT,
  FIRE_BET_START,
  ONE_ROLL_BETS,
  ONE_ROLL_WAGERS,
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
  type FireBetState,
  type LineState,
} from '../resolve.js';
import {
  BONUS_CRAPS,
  CITE,
  COMBINATIONS,
  HARDWAY_NUMBERS,
  NO_MARKERS,
  POINT_NUMBERS,
  TRUE_LAY_ODDS,
  type Dice,
  type PointNumber,
} from '../rules.js';
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
} from '../../../math/dice-exact.js';

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

/** One row: a wager's chain with what `felt odds` reports beside it. */
const spec = <S>(
  wager: string,
  variant: string,
  citation: Citation,
  multiRoll: boolean,
  chain: Chain<S>,
): RowSpec<unknown> => ({ wager, variant, citation, multiRoll, chain: chain as Chain<unknown> });

/** A wager on one point number `n` with its chain from `n`. */
const onNumber = (
  wager: string,
  citation: Citation,
  resolve: (n: PointNumber, d: Dice) => Decided<PointNumber>,
  payoffs?: (n: PointNumber) => Payoffs,
): RowSpec<unknown>[] =>
  POINT_NUMBERS.map((n) =>
    spec(wager, String(n), citation, true, twoDiceChain<PointNumber>(n, numKey, resolve, payoffs?.(n))),
  );

/** The line wagers and every wager on a point number (odds, Place, Lay, Buy, Big 6 and 8, Hardways). */
function lineAndNumberSpecs(options: CrapsOptions): RowSpec<unknown>[] {
  const pass = twoDiceChain<LineState>(COME_OUT, lineKey, resolvePass);
  const dont = twoDiceChain<LineState>(COME_OUT, lineKey, (s, d) => resolveDontPass(s, d, options.dontBar));
  const lay = options.layBet;
  const buy = options.buyBet;
  return [
    spec('pass', '1-to-1', CITE.lineAndPayout, true, pass),
    spec('dont-pass', `bar-${options.dontBar}`, CITE.lineAndPayout, true, dont),
    spec('come', '1-to-1', CITE.lineAndPayout, true, pass),
    spec('dont-come', `bar-${options.dontBar}`, CITE.lineAndPayout, true, dont),
    ...onNumber('take-odds', CITE.oddsBets, resolveTakeOdds),
    ...onNumber('lay-odds', CITE.oddsBets, resolveLayOdds),
    ...onNumber('place-to-win', CITE.lineAndPayout, (n, d) => resolvePlaceToWin(n, d, options.placeToWin[n])),
    ...onNumber('place-to-lose', CITE.lineAndPayout, (n, d) =>
      resolvePlaceToLose(n, d, options.placeToLose[n]),
    ),
    ...(lay ? onNumber('lay', CITE.layBet, resolveLayBet, (n) => layPayoffs(lay, n)) : []),
    ...(buy ? onNumber('buy', CITE.vigorishException, resolveBuyBet, () => buyPayoffs(buy)) : []),
    ...([6, 8] as const).map((n) =>
      spec(
        `big-${n}`,
        oddsId(options.big6And8),
        CITE.lineAndPayout,
        true,
        twoDiceChain<PointNumber>(n, numKey, (s, d) => resolvePlaceToWin(s, d, options.big6And8)),
      ),
    ),
    ...HARDWAY_NUMBERS.map((n) =>
      spec(
        'hardway',
        String(n),
        CITE.lineAndPayout,
        true,
        twoDiceChain(n, numKey, (s, d) => resolveHardway(s, d, options.hardways[n])),
      ),
    ),
  ];
}

/** The one-roll wagers, Horn, Horn High and World, the Fire Bet and Bonus Craps. */
function propositionSpecs(options: CrapsOptions): RowSpec<unknown>[] {
  const fire = options.fireBet;
  return [
    ...ONE_ROLL_WAGERS.map((w) =>
      spec(
        w,
        w === 'field'
          ? `two-${oddsId(options.field.two)}-twelve-${oddsId(options.field.twelve)}`
          : oddsId(options.oneRoll[ONE_ROLL_BETS[w].payout]),
        CITE.lineAndPayout,
        false,
        twoDiceChain<'roll'>('roll', single, (_s, d) => resolveOneRoll(w, d, options)),
      ),
    ),
    ...COMBINATIONS.filter((row) => (row.family === 'world' ? options.world : options.horn)).map((row) =>
      spec(
        row.wager,
        combinationVariant(row.family, options),
        CITE.combination,
        false,
        twoDiceChain<'roll'>('roll', single, (_s, d) => resolveCombination(row, d, options)),
      ),
    ),
    ...(fire
      ? [
          spec(
            'fire-bet',
            `${fire[4].win}-${fire[5].win}-${fire[6].win}`,
            CITE.fireBet,
            true,
            twoDiceChain<FireBetState>(
              FIRE_BET_START,
              (s) => `${s.made}:${lineKey(s.line)}`,
              (s, d) => resolveFireBet(s, d, fire),
            ),
          ),
        ]
      : []),
    ...(options.bonusCraps
      ? BONUS_CRAPS.map((row) =>
          spec(
            row.wager,
            oddsId(row.payout),
            row.payoutCitation,
            true,
            twoDiceChain<number>(NO_MARKERS, single, (m, d) => resolveBonusCraps(row, m, d)),
          ),
        )
      : []),
  ];
}

/** Every wager's chain under `options` (Craps or Mini-Craps: the same rules, ch. 623a). */
export const crapsWagerSpecs = (options: CrapsOptions): RowSpec<unknown>[] => [
  ...lineAndNumberSpecs(options),
  ...propositionSpecs(options),
];

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

/**
 * The wagers `felt odds` and `felt simulate` report for a Craps or Mini-Craps table: `table` is what
 * `options` offers; `all` adds what the regulation allows besides (the Fire Bet, Lay and Buy Bets, Horn,
 * World and Bonus Craps when the table does not offer them, and the Field paying triple on the 12).
 */
export function crapsSpecs(options: CrapsOptions, scope: 'all' | 'table'): RowSpec<unknown>[] {
  if (scope === 'table') return crapsWagerSpecs(options);
  const all: CrapsOptions = {
    ...options,
    fireBet: options.fireBet ?? DEFAULT_FIRE_PAYTABLE,
    layBet: options.layBet ?? { percent: 5, collected: 'on-win' },
    buyBet: options.buyBet ?? { percent: 5, collected: 'on-win' },
    horn: true,
    world: true,
    bonusCraps: true,
  };
  const specs = crapsWagerSpecs(all);
  const triple = crapsWagerSpecs({ ...all, field: FIELD_TRIPLE_12 }).find((r) => r.wager === 'field');
  if (triple && !specs.some((r) => r.wager === 'field' && r.variant === triple.variant))
    specs.splice(specs.findIndex((r) => r.wager === 'field') + 1, 0, triple);
  return specs;
}

/** Where a worker thread builds the same specs (src/math/chain-pool.ts): this module's crapsSpecs. */
export const crapsSpecSource = (options: CrapsOptions, scope: 'all' | 'table'): SpecSource => ({
  module: import.meta.url,
  build: 'crapsSpecs',
  args: [options, scope],
});

/** The exact rows `felt odds` prints, in the scope of crapsSpecs. */
export const crapsOdds = (options: CrapsOptions, scope: 'all' | 'table'): OddsRow[] =>
  crapsSpecs(options, scope).map(oddsRow);
