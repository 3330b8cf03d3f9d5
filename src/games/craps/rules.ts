/**
 * Craps and Mini-Craps rules as data (58 Pa. Code ch. 623a), with the Fire Bet (§ 623a.11) and the
 * Bonus Craps side wagers of the 2013 proposal (§§ 623a.3(a)(43), 623a.5(h), 623a.12).
 *
 * The seeds print ch. 623a only where the 2013 proposal amends it: the wager list of § 623a.3(a) is
 * elided up to paragraph (42) (Lay Bet), and the payout odds of § 623a.5(a)-(g) are not shown. So the
 * definitions of the standard wagers cite § 623a.3(a) as a whole and every payout the seeds do not
 * print is an option of the Rules Submission (§ 601a.2), with the common casino figure as default.
 * Bonus Craps payouts are printed (623a.5(h)) and are not options.
 *
 * Nothing here moves a chip: each wager is a pure `resolve(state, dice)` that the table machine, the
 * exact math and the simulator all call.
 */
import { cite, type Citation } from '../../core/citation.js';
import type { Face } from '../../core/dice.js';
import { odds, type Odds } from '../../core/odds.js';

// ---------------------------------------------------------------------------------------------
// Dice
// ---------------------------------------------------------------------------------------------

export type Dice = readonly [Face, Face];
export type Total = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type PointNumber = 4 | 5 | 6 | 8 | 9 | 10;
export type HardwayNumber = 4 | 6 | 8 | 10;

export const POINT_NUMBERS: readonly PointNumber[] = [4, 5, 6, 8, 9, 10];
export const HARDWAY_NUMBERS: readonly HardwayNumber[] = [4, 6, 8, 10];

export const totalOf = (dice: Dice): Total => (dice[0] + dice[1]) as Total;
export const isPointNumber = (t: number): t is PointNumber =>
  t === 4 || t === 5 || t === 6 || t === 8 || t === 9 || t === 10;

/** Ways to throw each total with two dice, out of 36. */
export const WAYS: Readonly<Record<Total, number>> = {
  2: 1,
  3: 2,
  4: 3,
  5: 4,
  6: 5,
  7: 6,
  8: 5,
  9: 4,
  10: 3,
  11: 2,
  12: 1,
};

/** True odds of a point number against the 7 (the odds paid on Taking Odds, § 623a.6). */
export const TRUE_ODDS: Readonly<Record<PointNumber, Odds>> = {
  4: odds(2, 1),
  5: odds(3, 2),
  6: odds(6, 5),
  8: odds(6, 5),
  9: odds(3, 2),
  10: odds(2, 1),
};
/** Laying odds: the reverse of TRUE_ODDS. */
export const TRUE_LAY_ODDS: Readonly<Record<PointNumber, Odds>> = {
  4: odds(1, 2),
  5: odds(2, 3),
  6: odds(5, 6),
  8: odds(5, 6),
  9: odds(2, 3),
  10: odds(1, 2),
};

// ---------------------------------------------------------------------------------------------
// Citations
// ---------------------------------------------------------------------------------------------

export const CITE = {
  wagers: cite('§ 623a.3(a)'),
  payouts: cite('§ 623a.5'),
  lineAndPayout: cite('§§ 623a.3(a) and 623a.5'),
  removal: cite('§ 623a.4(c)'),
  passNoRemoval: cite('§ 623a.4(c)(1)'),
  comeNoRemoval: cite('§ 623a.4(c)(2)'),
  dontRemoval: cite('§ 623a.4(d)'),
  oddsBets: cite('§ 623a.6'),
  layBet: cite('§ 623a.3(a)(42)'),
  layBetWin: cite('§ 623a.3(a)(42)(i)'),
  layBetLose: cite('§ 623a.3(a)(42)(ii)'),
  vigorish: cite('§ 623a.5(i)'),
  /** The Fire Bet's own section, § 623a.11, is not in the seeds; its layout text states the rule. */
  fireBet: cite('§ 623a.2(d)(4)(iii)'),
  fireBetLayout: cite('§ 623a.2(d)(4)(iii)'),
  fireBetTiming: cite('§ 623a.2(d)(4)(iii)'),
  fireBetNoRemoval: cite('§ 623a.4(c)(3)'),
  bonusLayout: cite('§ 623a.2(d)(5)'),
  allSmall: cite('§ 623a.3(a)(43)(i)'),
  allOrNothing: cite('§ 623a.3(a)(43)(ii)'),
  allTall: cite('§ 623a.3(a)(43)(iii)'),
  allSmallPayout: cite('§ 623a.5(h)(1)'),
  allOrNothingPayout: cite('§ 623a.5(h)(2)'),
  allTallPayout: cite('§ 623a.5(h)(3)'),
  bonusPlacement: cite('§ 623a.12(1)'),
  bonusContract: cite('§ 623a.12(2)'),
  bonusMarking: cite('§ 623a.12(3)'),
  bonusWin: cite('§ 623a.12(4)'),
  bonusSeven: cite('§ 623a.12(5)'),
  bonusAnyOrder: cite('§ 623a.12(6)'),
  bonusNoChange: cite('§ 623a.4(c)(4)'),
  bonusNoVigorish: cite('§ 623a.5(i)'),
  rulesSubmission: cite('§ 601a.2'),
  limits: cite('§ 623a.3(b)'),
  maximumPosted: cite('§ 623a.5(j)'),
  miniCrapsSeated: cite('§ 623a.4(e)'),
  dontNoReplace: cite('§ 623a.4(d)'),
  layOff: cite('§ 623a.3(a)(42)'),
  /**
   * The one exception to the ban on vigorish (§ 623a.5(i)); its text is not in the seeds. Felt reads it
   * as covering the true-odds wagers a Rules Submission adds beside the Place Bets (the Lay Bet of
   * § 623a.3(a)(42) and its mirror, the Buy Bet): README ruling R16.
   */
  vigorishException: cite('§ 623a.5(g)(3)'),
  /** The Buy Bet is not in the printed list; Felt cites the list as a whole (ruling R16). */
  buyBet: cite('§ 623a.3(a)'),
  /** Horn, Horn High and World are the one-roll wagers of § 623a.3(a) made together (ruling R17). */
  combination: cite('§ 623a.3(a)'),
  /** No Put Bet: a Pass or Come Bet is made before its point (ruling R18). */
  noPutBet: cite('§ 623a.4(c)(1)'),
  /** The areas are numbered clockwise from the boxperson's left: the direction the dice travel. */
  clockwise: cite('§ 623a.2(d)(4)(i)'),
  /** Ch. 623a's throw rules (§ 623a.8) are not in the seeds; Felt applies the printed dice-table rule (R19). */
  invalidRoll: cite('§ 661a.5(b)'),
  noRollCall: cite('§ 661a.5(c)'),
  noRollChips: cite('§ 661a.5(d)'),
} as const;

// ---------------------------------------------------------------------------------------------
// The throw: invalid rolls and "no roll" calls (ruling R19)
// ---------------------------------------------------------------------------------------------

/**
 * Why a throw decides nothing. Ch. 623a's own throw section is not in the seeds, so Felt applies the
 * one printed rule for dice thrown by hand down a walled table, § 661a.5, to the two Craps dice.
 * `landed-on-chips` is the call the text forbids: dice touching chips other than the stickperson's
 * bank are a valid throw (§ 661a.5(d)); a die cocked on them reads the face opposite (f).
 */
export const NO_ROLL_REASONS = [
  'die-off-table',
  'die-on-die',
  'not-simultaneous',
  'missed-far-end',
  'on-bank-of-chips',
  'in-cup-or-on-rail',
  'cheating-device',
  'improper-throw',
  'cocked-on-several-sides',
  'disputed',
  'landed-on-chips',
] as const;
export type NoRollReason = (typeof NO_ROLL_REASONS)[number];

export const NO_ROLL_RULES: Readonly<
  Record<NoRollReason, { readonly valid: boolean; readonly rule: string; readonly citation: Citation }>
> = {
  'die-off-table': {
    valid: true,
    rule: 'a die went off the table: the roll is invalid',
    citation: cite('§ 661a.5(b)'),
  },
  'die-on-die': {
    valid: true,
    rule: 'one die came to rest on the other: the roll is invalid',
    citation: cite('§ 661a.5(b)'),
  },
  'not-simultaneous': {
    valid: true,
    rule: "the dice did not leave the shooter's hand together",
    citation: cite('§ 661a.5(c)(1)'),
  },
  'missed-far-end': {
    valid: true,
    rule: 'a die did not strike the far end of the table',
    citation: cite('§ 661a.5(c)(2)'),
  },
  'on-bank-of-chips': {
    valid: true,
    rule: "a die came to rest on the stickperson's bank of chips",
    citation: cite('§ 661a.5(c)(3)'),
  },
  'in-cup-or-on-rail': {
    valid: true,
    rule: 'a die came to rest in the dice cup or on a rail',
    citation: cite('§ 661a.5(c)(4)'),
  },
  'cheating-device': {
    valid: true,
    rule: 'a cheating, crooked or fixed device or technique was used',
    citation: cite('§ 661a.5(c)(5)'),
  },
  'improper-throw': {
    valid: true,
    rule: 'the stickperson considers the throw improper',
    citation: cite('§ 661a.5(c)(6)'),
  },
  'cocked-on-several-sides': {
    valid: true,
    rule: 'a die rests on chips on more than one side: void, rethrown',
    citation: cite('§ 661a.5(f)'),
  },
  disputed: {
    valid: true,
    rule: 'the uppermost face is disputed and the stickperson voids the throw',
    citation: cite('§ 661a.5(g)'),
  },
  'landed-on-chips': {
    valid: false,
    rule: "dice touching chips on the layout (not the stickperson's bank) are a valid throw; a cocked die reads the face opposite the chips",
    citation: cite('§ 661a.5(d)'),
  },
};

// ---------------------------------------------------------------------------------------------
// Rules Submission options
// ---------------------------------------------------------------------------------------------

export interface FieldPaytable {
  readonly two: Odds;
  readonly twelve: Odds;
  /** 3, 4, 9, 10 and 11. */
  readonly others: Odds;
}

export interface OneRollPaytable {
  readonly anyCraps: Odds;
  readonly anySeven: Odds;
  readonly two: Odds;
  readonly three: Odds;
  readonly eleven: Odds;
  readonly twelve: Odds;
}

/** Vigorish on a Lay Bet: a percentage of the winnings at true odds (§ 623a.5(i) permits it here only). */
export interface LayVigorish {
  /** Whole percent, e.g. 5. */
  readonly percent: number;
  /** Taken from the winnings when the bet wins, or paid by the player when the bet is placed. */
  readonly collected: 'on-win' | 'when-placed';
}

/**
 * Vigorish on a Buy Bet: a percentage of the amount wagered (the amount bought), as casinos charge it,
 * under the same exception as the Lay Bet's (§ 623a.5(g)(3), ruling R16).
 */
export interface BuyVigorish {
  /** Whole percent, e.g. 5. */
  readonly percent: number;
  /** Deducted from the winnings when the bet wins, or paid by the player when the bet is placed. */
  readonly collected: 'on-win' | 'when-placed';
}

export interface FirePaytable {
  readonly 4: Odds;
  readonly 5: Odds;
  readonly 6: Odds;
}

/** The payouts and options ch. 623a leaves to the certificate holder's Rules Submission (§ 601a.2). */
export interface CrapsOptions {
  /** The come-out total that pushes Don't Pass and Don't Come (Felt ruling: 12 unless the RS bars 2). */
  readonly dontBar: 2 | 12;
  readonly field: FieldPaytable;
  readonly placeToWin: Readonly<Record<PointNumber, Odds>>;
  readonly placeToLose: Readonly<Record<PointNumber, Odds>>;
  /** null: the RS does not offer the Lay Bet of § 623a.3(a)(42). */
  readonly layBet: LayVigorish | null;
  /** null: the RS does not offer the Buy Bet (true odds on a Place Bet to Win, with vigorish). */
  readonly buyBet: BuyVigorish | null;
  /** Offer the Horn Bet and the four Horn High Bets (2, 3, 11 and 12 in one stack). */
  readonly horn: boolean;
  /** Offer the World (Whirl) Bet (2, 3, 7, 11 and 12 in one stack). */
  readonly world: boolean;
  readonly big6And8: Odds;
  readonly hardways: Readonly<Record<HardwayNumber, Odds>>;
  readonly oneRoll: OneRollPaytable;
  /** null: the Fire Bet is not offered. */
  readonly fireBet: FirePaytable | null;
  readonly bonusCraps: boolean;
  /** Player positions at the table (the Fire Bet layout numbers at most 16 areas, § 623a.2(d)(4)(i)). */
  readonly seats: number;
  /** The posted minimum and maximum wager (§ 623a.3(b), (c)); odds wagers are limited by `maxOdds` instead. */
  readonly minimumWager: number;
  readonly maximumWager: number;
  /**
   * Odds allowed behind a line or come point, as a multiple of the wager they support (§ 623a.6):
   * Taking Odds may stake that multiple; Laying Odds may win that multiple.
   */
  readonly maxOdds: Readonly<Record<PointNumber, number>>;
}

export const DEFAULT_FIELD: FieldPaytable = { two: odds(2, 1), twelve: odds(2, 1), others: odds(1, 1) };
/** The common alternative: the 12 (or the 2) pays 3 to 1. */
export const FIELD_TRIPLE_12: FieldPaytable = { two: odds(2, 1), twelve: odds(3, 1), others: odds(1, 1) };

export const DEFAULT_FIRE_PAYTABLE: FirePaytable = { 4: odds(24, 1), 5: odds(249, 1), 6: odds(999, 1) };

export const DEFAULT_CRAPS_OPTIONS: CrapsOptions = {
  dontBar: 12,
  field: DEFAULT_FIELD,
  placeToWin: { 4: odds(9, 5), 5: odds(7, 5), 6: odds(7, 6), 8: odds(7, 6), 9: odds(7, 5), 10: odds(9, 5) },
  placeToLose: {
    4: odds(5, 11),
    5: odds(5, 8),
    6: odds(4, 5),
    8: odds(4, 5),
    9: odds(5, 8),
    10: odds(5, 11),
  },
  layBet: { percent: 5, collected: 'on-win' },
  buyBet: { percent: 5, collected: 'on-win' },
  horn: true,
  world: true,
  big6And8: odds(1, 1),
  hardways: { 4: odds(7, 1), 6: odds(9, 1), 8: odds(9, 1), 10: odds(7, 1) },
  oneRoll: {
    anyCraps: odds(7, 1),
    anySeven: odds(4, 1),
    two: odds(30, 1),
    three: odds(15, 1),
    eleven: odds(15, 1),
    twelve: odds(30, 1),
  },
  fireBet: DEFAULT_FIRE_PAYTABLE,
  bonusCraps: true,
  seats: 16,
  minimumWager: 500,
  maximumWager: 500_000,
  maxOdds: { 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3 },
};

/** Mini-Craps: no Bonus Craps area in front of a boxperson (spec ruling C5). */
export const DEFAULT_MINI_CRAPS_OPTIONS: CrapsOptions = {
  ...DEFAULT_CRAPS_OPTIONS,
  bonusCraps: false,
  seats: 9,
};

/** A rule a Rules Submission breaks (the engine's Violation shape). */
export interface Violation {
  readonly path: string;
  readonly code: string;
  readonly message: string;
  readonly citation: Citation;
}

/**
 * Checks a Craps or Mini-Craps Rules Submission against what the seeds state. `miniCraps` with
 * `bonusCraps` needs an approved Mini-Craps Bonus Craps layout (spec ruling C5).
 */
export function validateCrapsOptions(
  options: CrapsOptions,
  table: { readonly game: 'craps' | 'mini-craps'; readonly bonusLayoutApproved?: boolean },
): Violation[] {
  const out: Violation[] = [];
  if (options.dontBar !== 2 && options.dontBar !== 12)
    out.push({
      path: 'options.dontBar',
      code: 'bad_dont_bar',
      message: 'the barred total must be 2 or 12',
      citation: CITE.rulesSubmission,
    });
  if (
    options.layBet &&
    !(
      Number.isInteger(options.layBet.percent) &&
      options.layBet.percent >= 0 &&
      options.layBet.percent <= 100
    )
  )
    out.push({
      path: 'options.layBet.percent',
      code: 'bad_lay_vigorish',
      message: 'Lay Bet vigorish must be a whole percent of the winnings',
      citation: CITE.vigorish,
    });
  if (
    options.buyBet &&
    !(
      Number.isInteger(options.buyBet.percent) &&
      options.buyBet.percent >= 0 &&
      options.buyBet.percent <= 100
    )
  )
    out.push({
      path: 'options.buyBet.percent',
      code: 'bad_buy_vigorish',
      message: 'Buy Bet vigorish must be a whole percent of the amount bought',
      citation: CITE.vigorishException,
    });
  for (const row of COMBINATIONS) {
    if (!(row.family === 'world' ? options.world : options.horn)) continue;
    for (const t of Object.keys(row.parts).map(Number) as Total[])
      if (combinationNet(row, t, options).sign < 0)
        out.push({
          path: `options.oneRoll`,
          code: 'combination_pays_less_than_it_loses',
          message: `a ${row.name} that wins on ${t} would pay less than its losing parts at these one-roll odds`,
          citation: CITE.combination,
        });
  }
  if (table.game === 'mini-craps' && options.bonusCraps && table.bonusLayoutApproved !== true)
    out.push({
      path: 'options.bonusCraps',
      code: 'bonus_craps_without_layout',
      message:
        'Bonus Craps needs its designated area in front of the boxperson; Mini-Craps has no approved one',
      citation: CITE.bonusLayout,
    });
  return out;
}

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
    return open({ phase: 'point', point: t as PointNumber });
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
    return open({ phase: 'point', point: t as PointNumber });
  }
  if (t === 7) return win(odds(1, 1), CITE.lineAndPayout);
  if (t === state.point) return lose(CITE.wagers);
  return open(state);
}

/** Odds taken behind Pass/Come on `point` (§ 623a.6): true odds, the point before a 7. */
export function resolveTakeOdds(point: PointNumber, dice: Dice): Resolution<PointNumber> {
  const t = totalOf(dice);
  if (t === point) return win(TRUE_ODDS[point], CITE.oddsBets);
  if (t === 7) return lose(CITE.oddsBets);
  return open(point);
}

/** Odds laid behind Don't Pass/Don't Come (§ 623a.6): true odds, a 7 before the point. */
export function resolveLayOdds(point: PointNumber, dice: Dice): Resolution<PointNumber> {
  const t = totalOf(dice);
  if (t === 7) return win(TRUE_LAY_ODDS[point], CITE.oddsBets);
  if (t === point) return lose(CITE.oddsBets);
  return open(point);
}

/** Place Bet to win (and Big 6 / Big 8 with their own odds): the number before a 7. */
export function resolvePlaceToWin(number: PointNumber, dice: Dice, payout: Odds): Resolution<PointNumber> {
  const t = totalOf(dice);
  if (t === number) return win(payout, CITE.lineAndPayout);
  if (t === 7) return lose(CITE.wagers);
  return open(number);
}

/** Place Bet to lose: a 7 before the number. */
export function resolvePlaceToLose(number: PointNumber, dice: Dice, payout: Odds): Resolution<PointNumber> {
  const t = totalOf(dice);
  if (t === 7) return win(payout, CITE.lineAndPayout);
  if (t === number) return lose(CITE.wagers);
  return open(number);
}

/** Lay Bet (§ 623a.3(a)(42)): true odds against the number; the vigorish is settled by `layNet`. */
export function resolveLayBet(number: PointNumber, dice: Dice): Resolution<PointNumber> {
  const t = totalOf(dice);
  if (t === 7) return win(TRUE_LAY_ODDS[number], CITE.layBetWin);
  if (t === number) return lose(CITE.layBetLose);
  return open(number);
}

/** Hardway: the number as a pair before the number any other way or a 7. */
export function resolveHardway(number: HardwayNumber, dice: Dice, payout: Odds): Resolution<HardwayNumber> {
  const t = totalOf(dice);
  if (t === number && dice[0] === dice[1]) return win(payout, CITE.lineAndPayout);
  if (t === number || t === 7) return lose(CITE.wagers);
  return open(number);
}

export type OneRollWager = 'field' | 'any-craps' | 'any-seven' | 'two' | 'three' | 'eleven' | 'twelve';
export const ONE_ROLL_WAGERS: readonly OneRollWager[] = [
  'field',
  'any-craps',
  'any-seven',
  'two',
  'three',
  'eleven',
  'twelve',
];

/** The one-roll wagers: decided by the next roll alone. */
export function resolveOneRoll(wager: OneRollWager, dice: Dice, options: CrapsOptions): Resolution<never> {
  const t = totalOf(dice);
  const hit = (yes: boolean, o: Odds): Resolution<never> =>
    yes ? win(o, CITE.lineAndPayout) : lose(CITE.wagers);
  const p = options.oneRoll;
  switch (wager) {
    case 'field':
      if (t === 2) return win(options.field.two, CITE.lineAndPayout);
      if (t === 12) return win(options.field.twelve, CITE.lineAndPayout);
      return hit(t === 3 || t === 4 || t === 9 || t === 10 || t === 11, options.field.others);
    case 'any-craps':
      return hit(t === 2 || t === 3 || t === 12, p.anyCraps);
    case 'any-seven':
      return hit(t === 7, p.anySeven);
    case 'two':
      return hit(t === 2, p.two);
    case 'three':
      return hit(t === 3, p.three);
    case 'eleven':
      return hit(t === 11, p.eleven);
    case 'twelve':
      return hit(t === 12, p.twelve);
  }
}

// ---------------------------------------------------------------------------------------------
// Buy Bet (ruling R16) and the one-roll combinations Horn, Horn High and World (ruling R17)
// ---------------------------------------------------------------------------------------------

/** Buy Bet: a Place Bet to Win paid at true odds; the vigorish is settled by `buyVigorish`. */
export function resolveBuyBet(number: PointNumber, dice: Dice): Resolution<PointNumber> {
  const t = totalOf(dice);
  if (t === number) return win(TRUE_ODDS[number], CITE.buyBet);
  if (t === 7) return lose(CITE.buyBet);
  return open(number);
}

export type CombinationWager =
  'horn' | 'horn-high-2' | 'horn-high-3' | 'horn-high-11' | 'horn-high-12' | 'world';

export interface CombinationRow {
  readonly wager: CombinationWager;
  readonly name: string;
  readonly family: 'horn' | 'world';
  /** Equal parts of the stack on each total (Horn High puts two parts on its number). */
  readonly parts: Readonly<Partial<Record<Total, number>>>;
  /** The parts in all: the wager must divide into them. */
  readonly units: number;
}

const hornHigh = (n: 2 | 3 | 11 | 12): CombinationRow => ({
  wager: `horn-high-${n}`,
  name: `Horn High ${n}`,
  family: 'horn',
  parts: { 2: 1, 3: 1, 11: 1, 12: 1, [n]: 2 },
  units: 5,
});

export const COMBINATIONS: readonly CombinationRow[] = [
  { wager: 'horn', name: 'Horn Bet', family: 'horn', parts: { 2: 1, 3: 1, 11: 1, 12: 1 }, units: 4 },
  hornHigh(2),
  hornHigh(3),
  hornHigh(11),
  hornHigh(12),
  { wager: 'world', name: 'World Bet', family: 'world', parts: { 2: 1, 3: 1, 7: 1, 11: 1, 12: 1 }, units: 5 },
];

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

export type BonusWager = 'all-small' | 'all-tall' | 'all-or-nothing-at-all';

export interface BonusWagerRow {
  readonly wager: BonusWager;
  readonly needs: readonly Total[];
  readonly payout: Odds;
  readonly citation: Citation;
  readonly payoutCitation: Citation;
}

export const BONUS_CRAPS: readonly BonusWagerRow[] = [
  {
    wager: 'all-small',
    needs: [2, 3, 4, 5, 6],
    payout: odds(34, 1),
    citation: CITE.allSmall,
    payoutCitation: CITE.allSmallPayout,
  },
  {
    wager: 'all-or-nothing-at-all',
    needs: [2, 3, 4, 5, 6, 8, 9, 10, 11, 12],
    payout: odds(175, 1),
    citation: CITE.allOrNothing,
    payoutCitation: CITE.allOrNothingPayout,
  },
  {
    wager: 'all-tall',
    needs: [8, 9, 10, 11, 12],
    payout: odds(34, 1),
    citation: CITE.allTall,
    payoutCitation: CITE.allTallPayout,
  },
];

/** The marker buttons on the Bonus Craps layout: bit (total) set when that total is marked. */
export type BonusMarkers = number;
export const NO_MARKERS: BonusMarkers = 0;
export const isMarked = (markers: BonusMarkers, total: Total): boolean => (markers & (1 << total)) !== 0;

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

// ---------------------------------------------------------------------------------------------
// Wager definitions: when each may be placed and removed
// ---------------------------------------------------------------------------------------------

export type Placement =
  /** Only on a come-out roll. */
  | 'come-out'
  /** Only once a point is established. */
  | 'point-established'
  /** Behind an established line or come point (taking / laying odds). */
  | 'behind-line-bet'
  /** Before any roll. */
  | 'any-roll'
  /** Before a new shooter's initial come-out roll only. */
  | 'new-shooter';

export type Removal =
  'until-decided' | 'not-after-point' | 'any-time-no-replace' | 'never' | 'not-before-seven-out';

export interface CrapsWagerDefinition {
  readonly id: string;
  readonly name: string;
  readonly placement: Placement;
  readonly removal: Removal;
  readonly multiRoll: boolean;
  readonly citation: Citation;
  readonly removalCitation: Citation;
}

/** Every wager Felt offers at Craps, with the ids `felt odds` reports. */
export const CRAPS_WAGERS: readonly CrapsWagerDefinition[] = [
  {
    id: 'pass',
    name: 'Pass Bet',
    placement: 'come-out',
    removal: 'not-after-point',
    multiRoll: true,
    citation: CITE.wagers,
    removalCitation: CITE.passNoRemoval,
  },
  {
    id: 'dont-pass',
    name: "Don't Pass Bet",
    placement: 'come-out',
    removal: 'any-time-no-replace',
    multiRoll: true,
    citation: CITE.wagers,
    removalCitation: CITE.dontRemoval,
  },
  {
    id: 'come',
    name: 'Come Bet',
    placement: 'point-established',
    removal: 'not-after-point',
    multiRoll: true,
    citation: CITE.wagers,
    removalCitation: CITE.comeNoRemoval,
  },
  {
    id: 'dont-come',
    name: "Don't Come Bet",
    placement: 'point-established',
    removal: 'any-time-no-replace',
    multiRoll: true,
    citation: CITE.wagers,
    removalCitation: CITE.dontRemoval,
  },
  {
    id: 'take-odds',
    name: 'Taking Odds',
    placement: 'behind-line-bet',
    removal: 'until-decided',
    multiRoll: true,
    citation: CITE.oddsBets,
    removalCitation: CITE.removal,
  },
  {
    id: 'lay-odds',
    name: 'Laying Odds',
    placement: 'behind-line-bet',
    removal: 'until-decided',
    multiRoll: true,
    citation: CITE.oddsBets,
    removalCitation: CITE.removal,
  },
  {
    id: 'place-to-win',
    name: 'Place Bet to Win',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: true,
    citation: CITE.wagers,
    removalCitation: CITE.removal,
  },
  {
    id: 'place-to-lose',
    name: 'Place Bet to Lose',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: true,
    citation: CITE.wagers,
    removalCitation: CITE.removal,
  },
  // Working on a come-out roll unless called "off" with an "off" marker button (§ 623a.3(a)(42)).
  {
    id: 'lay',
    name: 'Lay Bet',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: true,
    citation: CITE.layBet,
    removalCitation: CITE.removal,
  },
  {
    id: 'big-6',
    name: 'Big 6',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: true,
    citation: CITE.wagers,
    removalCitation: CITE.removal,
  },
  {
    id: 'big-8',
    name: 'Big 8',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: true,
    citation: CITE.wagers,
    removalCitation: CITE.removal,
  },
  {
    id: 'hardway',
    name: 'Hardway',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: true,
    citation: CITE.wagers,
    removalCitation: CITE.removal,
  },
  {
    id: 'field',
    name: 'Field Bet',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: false,
    citation: CITE.wagers,
    removalCitation: CITE.removal,
  },
  {
    id: 'any-craps',
    name: 'Any Craps',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: false,
    citation: CITE.wagers,
    removalCitation: CITE.removal,
  },
  {
    id: 'any-seven',
    name: 'Any Seven',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: false,
    citation: CITE.wagers,
    removalCitation: CITE.removal,
  },
  {
    id: 'two',
    name: 'Craps 2',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: false,
    citation: CITE.wagers,
    removalCitation: CITE.removal,
  },
  {
    id: 'three',
    name: 'Craps 3',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: false,
    citation: CITE.wagers,
    removalCitation: CITE.removal,
  },
  {
    id: 'eleven',
    name: 'Eleven',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: false,
    citation: CITE.wagers,
    removalCitation: CITE.removal,
  },
  {
    id: 'twelve',
    name: 'Craps 12',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: false,
    citation: CITE.wagers,
    removalCitation: CITE.removal,
  },
  {
    id: 'buy',
    name: 'Buy Bet',
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: true,
    citation: CITE.buyBet,
    removalCitation: CITE.removal,
  },
  ...COMBINATIONS.map((r): CrapsWagerDefinition => ({
    id: r.wager,
    name: r.name,
    placement: 'any-roll',
    removal: 'until-decided',
    multiRoll: false,
    citation: CITE.combination,
    removalCitation: CITE.removal,
  })),
  {
    id: 'fire-bet',
    name: 'Fire Bet',
    placement: 'new-shooter',
    removal: 'not-before-seven-out',
    multiRoll: true,
    citation: CITE.fireBetTiming,
    removalCitation: CITE.fireBetNoRemoval,
  },
  {
    id: 'all-small',
    name: 'All Small Wager',
    placement: 'new-shooter',
    removal: 'never',
    multiRoll: true,
    citation: CITE.bonusPlacement,
    removalCitation: CITE.bonusContract,
  },
  {
    id: 'all-tall',
    name: 'All Tall Wager',
    placement: 'new-shooter',
    removal: 'never',
    multiRoll: true,
    citation: CITE.bonusPlacement,
    removalCitation: CITE.bonusContract,
  },
  {
    id: 'all-or-nothing-at-all',
    name: 'All Or Nothing At All Wager',
    placement: 'new-shooter',
    removal: 'never',
    multiRoll: true,
    citation: CITE.bonusPlacement,
    removalCitation: CITE.bonusContract,
  },
];
