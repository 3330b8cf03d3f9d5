/**
 * Craps and Mini-Craps rules as data (58 Pa. Code ch. 623a), with the Fire Bet (§ 623a.11) and the
 * Bonus Craps side wagers of the 2013 proposal (§§ 623a.3(a)(43), 623a.5(h), 623a.12): the dice, the
 * citations, the one-roll combinations, the Bonus Craps rows and the catalog of wagers (when each is
 * made and taken down). How a roll decides each wager is resolve.ts; the Rules Submission options.ts;
 * the kernel's rule table, built from the catalog, wagers.ts.
 *
 * The seeds print ch. 623a only where the 2013 proposal amends it: the wager list of § 623a.3(a) is
 * elided up to paragraph (42) (Lay Bet), and the payout odds of § 623a.5(a)-(g) are not shown. So the
 * definitions of the standard wagers cite § 623a.3(a) as a whole and every payout the seeds do not
 * print is an option of the Rules Submission (§ 601a.2), with the common casino figure as default.
 * Bonus Craps payouts are printed (623a.5(h)) and are not options.
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
  /** The wager limitations of the Fire Bet, posted on the inside wall of the table. */
  fireBetLimits: cite('§ 623a.2(d)(4)(iii)(C)'),
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
  /**
   * A Place or Buy Bet called "off" for come out rolls: the Place Bets are in the list of § 623a.3(a)
   * the seeds elide; Felt gives them the Lay Bet's call of (42) (ruling R46).
   */
  placeOff: cite('§ 623a.3(a)'),
  /** No Put Bet: a Pass or Come Bet is made before its point (ruling R18). */
  noPutBet: cite('§ 623a.4(c)(1)'),
  /** The areas are numbered clockwise from the boxperson's left: the direction the dice travel. */
  clockwise: cite('§ 623a.2(d)(4)(i)'),
  /** No more than 16 Fire Bet areas, one per player position: at most 16 positions at Craps. */
  positions: cite('§ 623a.2(d)(4)(i)'),
  /** Ch. 623a's throw rules (§ 623a.8) are not in the seeds; Felt applies the printed dice-table rule (R19). */
  invalidRoll: cite('§ 661a.5(b)'),
  noRollCall: cite('§ 661a.5(c)'),
  noRollChips: cite('§ 661a.5(d)'),
} as const;

// ---------------------------------------------------------------------------------------------
// The one-roll combinations Horn, Horn High and World (ruling R17)
// ---------------------------------------------------------------------------------------------

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

const row = (
  id: string,
  name: string,
  placement: Placement,
  removal: Removal,
  multiRoll: boolean,
  citation: Citation,
  removalCitation: Citation,
): CrapsWagerDefinition => ({ id, name, placement, removal, multiRoll, citation, removalCitation });

/** A wager that may be made before any roll and taken down before the roll that decides it (§ 623a.4(c)). */
const anyRoll = (id: string, name: string, multiRoll: boolean, citation: Citation = CITE.wagers) =>
  row(id, name, 'any-roll', 'until-decided', multiRoll, citation, CITE.removal);

/** A Bonus Craps wager: before a new shooter's initial come out roll, until collected or paid. */
const bonus = (id: string, name: string) =>
  row(id, name, 'new-shooter', 'never', true, CITE.bonusPlacement, CITE.bonusContract);

/**
 * The wagers a player may call "off" for come out rolls (an "off" marker button on the wager): the Lay
 * Bet (§ 623a.3(a)(42)), and the Place Bets and Buy Bet likewise (ruling R46); the command that calls
 * each and its citation. They work on every other roll.
 */
export const OFF_CALLS = {
  lay: { command: 'call-lay-bet', name: 'Lay Bet', citation: CITE.layOff },
  'place-to-win': { command: 'call-place-bet', name: 'Place or Buy Bet', citation: CITE.placeOff },
  'place-to-lose': { command: 'call-place-bet', name: 'Place or Buy Bet', citation: CITE.placeOff },
  buy: { command: 'call-place-bet', name: 'Place or Buy Bet', citation: CITE.placeOff },
} as const;
export type OffCall = (typeof OFF_CALLS)[keyof typeof OFF_CALLS];

/** Every wager Felt offers at Craps, with the ids `felt odds` reports. */
export const CRAPS_WAGERS: readonly CrapsWagerDefinition[] = [
  row('pass', 'Pass Bet', 'come-out', 'not-after-point', true, CITE.wagers, CITE.passNoRemoval),
  row('dont-pass', "Don't Pass Bet", 'come-out', 'any-time-no-replace', true, CITE.wagers, CITE.dontRemoval),
  row('come', 'Come Bet', 'point-established', 'not-after-point', true, CITE.wagers, CITE.comeNoRemoval),
  row(
    'dont-come',
    "Don't Come Bet",
    'point-established',
    'any-time-no-replace',
    true,
    CITE.wagers,
    CITE.dontRemoval,
  ),
  row('take-odds', 'Taking Odds', 'behind-line-bet', 'until-decided', true, CITE.oddsBets, CITE.removal),
  row('lay-odds', 'Laying Odds', 'behind-line-bet', 'until-decided', true, CITE.oddsBets, CITE.removal),
  anyRoll('place-to-win', 'Place Bet to Win', true),
  anyRoll('place-to-lose', 'Place Bet to Lose', true),
  // Working on a come-out roll unless called "off" with an "off" marker button (§ 623a.3(a)(42)).
  anyRoll('lay', 'Lay Bet', true, CITE.layBet),
  anyRoll('big-6', 'Big 6', true),
  anyRoll('big-8', 'Big 8', true),
  anyRoll('hardway', 'Hardway', true),
  anyRoll('field', 'Field Bet', false),
  anyRoll('any-craps', 'Any Craps', false),
  anyRoll('any-seven', 'Any Seven', false),
  anyRoll('two', 'Craps 2', false),
  anyRoll('three', 'Craps 3', false),
  anyRoll('eleven', 'Eleven', false),
  anyRoll('twelve', 'Craps 12', false),
  anyRoll('buy', 'Buy Bet', true, CITE.buyBet),
  ...COMBINATIONS.map((r) => anyRoll(r.wager, r.name, false, CITE.combination)),
  row(
    'fire-bet',
    'Fire Bet',
    'new-shooter',
    'not-before-seven-out',
    true,
    CITE.fireBetTiming,
    CITE.fireBetNoRemoval,
  ),
  bonus('all-small', 'All Small Wager'),
  bonus('all-tall', 'All Tall Wager'),
  bonus('all-or-nothing-at-all', 'All Or Nothing At All Wager'),
];
