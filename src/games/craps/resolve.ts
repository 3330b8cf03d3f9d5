/**
 * How one roll decides each Craps wager (ch. 623a): a pure `resolve(state, dice)` per wager that the
 * table's settlement, the exact math and the simulator all call. Nothing here moves a chip.
 */
import type { Citation } from '../../core/citation.js';
import { odds, type Odds } from '../../core/odds.js';
import type { CrapsOptions, FirePaytable } from './options.js';
import {
  CITE,
  NO_MARKERS,
  POINT_NUMBERS,
  TRUE_LAY_ODDS,
  TRUE_ODDS,
  isMarked,
  isPointNumber,
  totalOf,
  type BonusMarkers,
  type BonusWagerRow,
  type CombinationRow,
  type Dice,
  type HardwayNumber,
  type PointNumber,
  type Total,
} from './rules.js';

// ---------------------------------------------------------------------------------------------
// Resolution
// ---------------------------------------------------------------------------------------------

/** What one roll does to a wager: decides it, or leaves it open in a new state. */
export type Resolution<S> =
  | { readonly outcome: 'win'; readonly odds: Odds; readonly citation: Citation }
  | { readonly outcome: 'lose'; readonly citation: Citation }
  | { readonly outcome: 'push'; readonly citation: Citation }
  | { readonly outcome: 'open'; readonly state: S };

const win = <S>(o: Odds, citation: Citation): Resolution<S> => ({ outcome: 'win', odds: o, citation });
const lose = <S>(citation: Citation): Resolution<S> => ({ outcome: 'lose', citation });
const open = <S>(state: S): Resolution<S> => ({ outcome: 'open', state });

/** Pass and Come share one rule, Don't Pass and Don't Come another: only when they are placed differs. */
export type LineState =
  { readonly phase: 'come-out' } | { readonly phase: 'point'; readonly point: PointNumber };
export const COME_OUT: LineState = { phase: 'come-out' };

/** Pass / Come: 7 or 11 wins and 2, 3, 12 lose on its first roll; then the point before a 7. */
export function resolvePass(state: LineState, dice: Dice): Resolution<LineState> {
  const t = totalOf(dice);
  if (state.phase === 'come-out') {
    if (t === 7 || t === 11) return win(odds(1, 1), CITE.lineAndPayout);
    if (t === 2 || t === 3 || t === 12) return lose(CITE.wagers);
    return open({ phase: 'point', point: t });
  }
  if (t === state.point) return win(odds(1, 1), CITE.lineAndPayout);
  if (t === 7) return lose(CITE.wagers);
  return open(state);
}

/** Don't Pass / Don't Come: the reverse of Pass, with the barred total a push on its first roll. */
export function resolveDontPass(state: LineState, dice: Dice, bar: 2 | 12): Resolution<LineState> {
  const t = totalOf(dice);
  if (state.phase === 'come-out') {
    if (t === bar) return { outcome: 'push', citation: CITE.wagers };
    if (t === 2 || t === 3 || t === 12) return win(odds(1, 1), CITE.lineAndPayout);
    if (t === 7 || t === 11) return lose(CITE.wagers);
    return open({ phase: 'point', point: t });
  }
  if (t === 7) return win(odds(1, 1), CITE.lineAndPayout);
  if (t === state.point) return lose(CITE.wagers);
  return open(state);
}

/**
 * A wager on `number` decided by a race with the 7: it wins at `payout` when its side comes first (the
 * number, or the 7), loses when the other does, and stays up on any other total.
 */
function race(
  number: PointNumber,
  dice: Dice,
  side: 'number' | 'seven',
  payout: Odds,
  won: Citation,
  lost: Citation = won,
): Resolution<PointNumber> {
  const t = totalOf(dice);
  if (t !== number && t !== 7) return open(number);
  return (t === number) === (side === 'number') ? win(payout, won) : lose(lost);
}

/** Odds taken behind Pass/Come on `point` (§ 623a.6): true odds, the point before a 7. */
export function resolveTakeOdds(point: PointNumber, dice: Dice): Resolution<PointNumber> {
  return race(point, dice, 'number', TRUE_ODDS[point], CITE.oddsBets);
}

/** Odds laid behind Don't Pass/Don't Come (§ 623a.6): true odds, a 7 before the point. */
export function resolveLayOdds(point: PointNumber, dice: Dice): Resolution<PointNumber> {
  return race(point, dice, 'seven', TRUE_LAY_ODDS[point], CITE.oddsBets);
}

/** Place Bet to win (and Big 6 / Big 8 with their own odds): the number before a 7. */
export function resolvePlaceToWin(number: PointNumber, dice: Dice, payout: Odds): Resolution<PointNumber> {
  return race(number, dice, 'number', payout, CITE.lineAndPayout, CITE.wagers);
}

/** Place Bet to lose: a 7 before the number. */
export function resolvePlaceToLose(number: PointNumber, dice: Dice, payout: Odds): Resolution<PointNumber> {
  return race(number, dice, 'seven', payout, CITE.lineAndPayout, CITE.wagers);
}

/** Lay Bet (§ 623a.3(a)(42)): true odds against the number; the vigorish is settled by `layNet`. */
export function resolveLayBet(number: PointNumber, dice: Dice): Resolution<PointNumber> {
  return race(number, dice, 'seven', TRUE_LAY_ODDS[number], CITE.layBetWin, CITE.layBetLose);
}

/** Hardway: the number as a pair before the number any other way or a 7. */
export function resolveHardway(number: HardwayNumber, dice: Dice, payout: Odds): Resolution<HardwayNumber> {
  const t = totalOf(dice);
  if (t === number && dice[0] === dice[1]) return win(payout, CITE.lineAndPayout);
  if (t === number || t === 7) return lose(CITE.wagers);
  return open(number);
}

export const ONE_ROLL_WAGERS = [
  'field',
  'any-craps',
  'any-seven',
  'two',
  'three',
  'eleven',
  'twelve',
] as const;
export type OneRollWager = (typeof ONE_ROLL_WAGERS)[number];

/** Each one-roll wager but the Field: the totals it wins on, and its payout among the table's options. */
export const ONE_ROLL_BETS: Readonly<
  Record<
    Exclude<OneRollWager, 'field'>,
    { readonly totals: readonly number[]; readonly payout: keyof CrapsOptions['oneRoll'] }
  >
> = {
  'any-craps': { totals: [2, 3, 12], payout: 'anyCraps' },
  'any-seven': { totals: [7], payout: 'anySeven' },
  two: { totals: [2], payout: 'two' },
  three: { totals: [3], payout: 'three' },
  eleven: { totals: [11], payout: 'eleven' },
  twelve: { totals: [12], payout: 'twelve' },
};

/** The one-roll wagers: decided by the next roll alone. */
export function resolveOneRoll(wager: OneRollWager, dice: Dice, options: CrapsOptions): Resolution<never> {
  const t = totalOf(dice);
  const hit = (yes: boolean, o: Odds): Resolution<never> =>
    yes ? win(o, CITE.lineAndPayout) : lose(CITE.wagers);
  if (wager === 'field') {
    if (t === 2) return win(options.field.two, CITE.lineAndPayout);
    if (t === 12) return win(options.field.twelve, CITE.lineAndPayout);
    return hit(t === 3 || t === 4 || t === 9 || t === 10 || t === 11, options.field.others);
  }
  const bet = ONE_ROLL_BETS[wager];
  return hit(bet.totals.includes(t), options.oneRoll[bet.payout]);
}

// ---------------------------------------------------------------------------------------------
// Buy Bet (ruling R16) and the one-roll combinations Horn, Horn High and World (ruling R17)
// ---------------------------------------------------------------------------------------------

/** Buy Bet: a Place Bet to Win paid at true odds; the vigorish is settled by `buyVigorish`. */
export function resolveBuyBet(number: PointNumber, dice: Dice): Resolution<PointNumber> {
  return race(number, dice, 'number', TRUE_ODDS[number], CITE.buyBet);
}

/** The one-roll odds the table pays on a total that a combination covers. */
export function oneRollOddsOn(t: Total, o: CrapsOptions): Odds {
  switch (t) {
    case 2:
      return o.oneRoll.two;
    case 3:
      return o.oneRoll.three;
    case 7:
      return o.oneRoll.anySeven;
    case 11:
      return o.oneRoll.eleven;
    case 12:
      return o.oneRoll.twelve;
    default:
      throw new RangeError(`no one-roll wager on ${t} in a combination`);
  }
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The whole stack's net result per unit wagered when total `t` wins: the parts on `t` paid at the
 * table's one-roll odds, less the parts that lose. An exact fraction `num/den` in lowest terms.
 */
export function combinationNet(
  row: CombinationRow,
  t: Total,
  o: CrapsOptions,
): { readonly num: number; readonly den: number; readonly sign: -1 | 0 | 1 } {
  const on = row.parts[t] ?? 0;
  const odd = oneRollOddsOn(t, o);
  const num = on * odd.win - (row.units - on) * odd.per;
  const den = row.units * odd.per;
  const g = gcd(Math.abs(num), den) || 1;
  return { num: num / g, den: den / g, sign: num > 0 ? 1 : num < 0 ? -1 : 0 };
}

/**
 * A combination against one roll: a covered total wins the stack's net at the one-roll odds (or is a
 * push when the winning part pays exactly the losing parts, as the World does on a 7 at 4 to 1);
 * any other total loses every part.
 */
export function resolveCombination(row: CombinationRow, dice: Dice, o: CrapsOptions): Resolution<never> {
  const t = totalOf(dice);
  if (row.parts[t] === undefined) return lose(CITE.combination);
  const net = combinationNet(row, t, o);
  if (net.sign === 0) return { outcome: 'push', citation: CITE.combination };
  // validateCrapsOptions refuses one-roll odds under which a covered total loses money.
  if (net.sign < 0) throw new RangeError(`${row.wager} on ${t} pays less than its losing parts`);
  return win(odds(net.num, net.den), CITE.combination);
}

// ---------------------------------------------------------------------------------------------
// Fire Bet (§ 623a.11, not in the seeds: the rule is read from §§ 623a.2(d)(4) and 623a.4(c)(3))
// ---------------------------------------------------------------------------------------------

/**
 * The Fire Bet follows one shooter's hand: the different points the shooter makes (a Pass point
 * thrown again before a 7) until the shooter sevens out. Paid by the paytable's 4/5/6-points tier
 * (§ 623a.2(d)(4)(iii)); with fewer than 4 it loses. Felt pays the 6-point tier at once, since
 * nothing more can be won, and decides the rest at the seven-out.
 */
export interface FireBetState {
  /** Bit i set: POINT_NUMBERS[i] has been made. */
  readonly made: number;
  readonly line: LineState;
}
export const FIRE_BET_START: FireBetState = { made: 0, line: COME_OUT };

export const pointsMade = (made: number): number => {
  let n = 0;
  for (let m = made; m > 0; m >>= 1) n += m & 1;
  return n;
};

export function resolveFireBet(
  state: FireBetState,
  dice: Dice,
  paytable: FirePaytable,
): Resolution<FireBetState> {
  const t = totalOf(dice);
  if (state.line.phase === 'come-out') {
    if (isPointNumber(t)) return open({ made: state.made, line: { phase: 'point', point: t } });
    return open(state);
  }
  const point = state.line.point;
  if (t === point) {
    const made = state.made | (1 << POINT_NUMBERS.indexOf(point));
    if (pointsMade(made) === 6) return win(paytable[6], CITE.fireBet);
    return open({ made, line: COME_OUT });
  }
  if (t === 7) {
    const n = pointsMade(state.made);
    return n >= 4 ? win(paytable[n as 4 | 5], CITE.fireBet) : lose(CITE.fireBet);
  }
  return open(state);
}

// ---------------------------------------------------------------------------------------------
// Bonus Craps (§§ 623a.3(a)(43), 623a.12)
// ---------------------------------------------------------------------------------------------

/**
 * One roll against the shared marker buttons: a 7 (come-out or not) collects every Bonus Craps
 * wager and clears the markers (623a.12(5)); any other total is marked once (623a.12(3), spec ruling
 * C3: every non-7 total thrown, not only points made).
 */
export function markBonusCraps(
  markers: BonusMarkers,
  dice: Dice,
): { readonly sevenOut: boolean; readonly markers: BonusMarkers } {
  const t = totalOf(dice);
  if (t === 7) return { sevenOut: true, markers: NO_MARKERS };
  return { sevenOut: false, markers: markers | (1 << t) };
}

/** A Bonus Craps wager against the markers after a roll; `markers` is the state before the roll. */
export function resolveBonusCraps(
  row: BonusWagerRow,
  markers: BonusMarkers,
  dice: Dice,
): Resolution<BonusMarkers> {
  const next = markBonusCraps(markers, dice);
  if (next.sevenOut) return lose(CITE.bonusSeven);
  if (row.needs.every((t) => isMarked(next.markers, t))) return win(row.payout, row.payoutCitation);
  return open(next.markers);
}
