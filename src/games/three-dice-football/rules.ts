/**
 * Three Dice Football rules as data (58 Pa. Code ch. 661a, proposed 2013; the same rules as temporary
 * ch. 577, cited in 661a numbering per spec §1.6).
 *
 * The Quarterback throws two green Offensive Dice and one red Defensive Die. Each valid throw is a
 * down and a play; `classifyThrow` says what the throw is, `resolveDrivePlay` moves the Yard Marker,
 * Down Puck and Game Length Puck and says when the game ends, and the settle functions decide each
 * wager. The table (state.ts, settle.ts) keeps the DriveState and calls these; the exact math walks the same ones.
 */
import { cite, type Citation } from '../../core/citation.js';
import type { Face } from '../../core/dice.js';
import type { Cents } from '../../core/money.js';
import { odds, type Odds } from '../../core/odds.js';
import type { Rejection } from '../../core/result.js';
import type { ParamBounds } from '../../engine/game.js';
import { wagerAmountBounds } from '../../engine/legal-actions.js';
import { postedLimits } from '../../engine/procedures/dice-seats.js';
import { no, payout, type PayoutRounding, type WagerRule, type WagerRules } from '../../engine/wagers.js';
import type { ThreeDiceFootballOptions } from './options.js';
import type { ThreeDiceFootballState } from './state.js';

/** One throw: the two green Offensive Dice, then the red Defensive Die (661a.1). */
export type Throw = readonly [green1: Face, green2: Face, red: Face];

export const CITE = {
  definitions: cite('§ 661a.1'),
  fullGameWagers: cite('§ 661a.3(b)'),
  touchdown: cite('§ 661a.3(b)(1)'),
  defense: cite('§ 661a.3(b)(2)'),
  extraPoint: cite('§ 661a.3(b)(3)'),
  quickStrike: cite('§ 661a.3(b)(4)'),
  gameChanger: cite('§ 661a.3(b)(5)'),
  gameLength: cite('§ 661a.3(b)(6)'),
  fullGameTiming: cite('§ 661a.3(c)'),
  tripsTd: cite('§ 661a.3(d)(1)'),
  penalty: cite('§ 661a.3(d)(2)'),
  turnover: cite('§ 661a.3(d)(3)'),
  coverThree: cite('§ 661a.3(d)(4)'),
  noGain: cite('§ 661a.3(d)(5)'),
  bigPlay: cite('§ 661a.3(d)(6)'),
  overFourYards: cite('§ 661a.3(d)(7)'),
  underFourYards: cite('§ 661a.3(d)(8)'),
  singlePlayTiming: cite('§ 661a.3(e)'),
  invalidRoll: cite('§ 661a.5(b)'),
  noRoll: cite('§ 661a.5(c)'),
  startOfGame: cite('§ 661a.6(a)'),
  gain: cite('§ 661a.6(c)(1)'),
  penaltyYards: cite('§ 661a.6(c)(2)'),
  noGainDown: cite('§ 661a.6(c)(3)'),
  turnoverEnds: cite('§ 661a.6(c)(4)'),
  tripsEnds: cite('§ 661a.6(c)(5)'),
  singlePlaySettlement: cite('§ 661a.6(d)'),
  downs: cite('§ 661a.6(e)'),
  downsExhausted: cite('§ 661a.6(e)(1)'),
  goalDownsExhausted: cite('§ 661a.6(e)(2)'),
  settleTouchdown: cite('§ 661a.6(f)(1)'),
  settleNoTouchdown: cite('§ 661a.6(f)(2)'),
  continuation: cite('§ 661a.7(a)'),
  fullGamePayouts: cite('§ 661a.8(a)'),
  singlePlayPayouts: cite('§ 661a.8(b)'),
  table: cite('§ 661a.2(a)'),
  wagers: cite('§ 661a.3(a)'),
  diceSet: cite('§ 661a.4(a)'),
  offerDice: cite('§ 661a.4(b)'),
  selectDice: cite('§ 661a.4(c)'),
  changeDice: cite('§ 661a.4(d)'),
  throw: cite('§ 661a.5(a)'),
  callThrow: cite('§ 661a.5(e)'),
  voidThrow: cite('§ 661a.5(f)'),
  disputedThrow: cite('§ 661a.5(g)'),
  settleThrow: cite('§ 661a.5(h)'),
  firstThrow: cite('§ 661a.6(b)'),
  payAll: cite('§ 661a.6(g)'),
  newQuarterback: cite('§ 661a.7(b)'),
  rulesSubmission: cite('§ 601a.2'),
} as const;

// ---------------------------------------------------------------------------------------------
// One throw (661a.1, 661a.6(c)); spec §1.2
// ---------------------------------------------------------------------------------------------

export type ThrowKind = 'trips-td' | 'turnover' | 'penalty' | 'no-gain' | 'gain';

export interface ThrowResult {
  readonly kind: ThrowKind;
  /** Total of the Offensive Dice. */
  readonly offense: number;
  /** Value of the Defensive Die. */
  readonly defense: number;
  /** offense - defense: the "value of the dice" single play wagers are settled on (661a.6(d)). */
  readonly diceYards: number;
  readonly citation: Citation;
}

/** Classifies a throw in the regulation's priority: Trips TD, Turnover, Penalty, No gain, Gain (ruling A4). */
export function classifyThrow(dice: Throw): ThrowResult {
  const [g1, g2, red] = dice;
  const offense = g1 + g2;
  const base = { offense, defense: red, diceYards: offense - red };
  if (g1 === g2 && g2 === red) return { ...base, kind: 'trips-td', citation: CITE.tripsEnds };
  if (red === 6 && offense <= 3) return { ...base, kind: 'turnover', citation: CITE.turnoverEnds };
  if (offense < red) return { ...base, kind: 'penalty', citation: CITE.penaltyYards };
  if (offense === red) return { ...base, kind: 'no-gain', citation: CITE.noGainDown };
  return { ...base, kind: 'gain', citation: CITE.gain };
}

// ---------------------------------------------------------------------------------------------
// The drive (661a.6); spec §1.4 with rulings A1 (1st & Goal at once on reaching the 10) and A2
// (touchdown on reaching or passing the 0)
// ---------------------------------------------------------------------------------------------

export type Series = 'first' | 'goal';

export interface DriveState {
  /** Yards to the end zone: where the Yard Marker stands (20 at the start, 661a.6(a)). */
  readonly yardsToGo: number;
  readonly series: Series;
  /** Downs used in the current series, 0-2 while the game is live. */
  readonly downsUsed: 0 | 1 | 2;
  /** Valid throws so far; the Game Length Puck shows plays + 1. */
  readonly plays: number;
}

export const KICKOFF: DriveState = { yardsToGo: 20, series: 'first', downsUsed: 0, plays: 0 };

export type DownArea = '1st Down' | '2nd Down' | '3rd Down' | '1st & Goal' | '2nd & Goal' | '3rd & Goal';

/** Where the Down Puck stands (661a.2(b)(5)). */
export function downPuck(state: DriveState): DownArea {
  const first = ['1st Down', '2nd Down', '3rd Down'] as const;
  const goal = ['1st & Goal', '2nd & Goal', '3rd & Goal'] as const;
  return (state.series === 'first' ? first : goal)[state.downsUsed];
}

/** Where the Game Length Puck stands (661a.2(b)(6)). */
export const gameLengthPuck = (state: DriveState): number => state.plays + 1;

export type GameEndVia = 'trips-td' | 'touchdown' | 'turnover' | 'downs';

export interface GameEnd {
  readonly winner: 'offense' | 'defense';
  readonly via: GameEndVia;
  /** The play (1-6) the game ended on: its Game Length. */
  readonly play: number;
  readonly citation: Citation;
}

export interface DrivePlay {
  readonly throw: ThrowResult;
  /** How far the dealer moves the Yard Marker toward the end zone (negative: back, for a penalty). */
  readonly yards: number;
  /** The drive after the play (its Down Puck and Game Length Puck positions). */
  readonly state: DriveState;
  /** Set when this throw ends the game. */
  readonly end: GameEnd | null;
}

/** One valid throw's effect on the drive. No-roll and void throws are not plays (ruling A6). */
export function resolveDrivePlay(state: DriveState, dice: Throw): DrivePlay {
  const t = classifyThrow(dice);
  const play = state.plays + 1;
  if (t.kind === 'trips-td') {
    const after = { ...state, yardsToGo: 0, plays: play };
    return {
      throw: t,
      yards: state.yardsToGo,
      state: after,
      end: { winner: 'offense', via: 'trips-td', play, citation: CITE.tripsEnds },
    };
  }
  if (t.kind === 'turnover')
    return {
      throw: t,
      yards: 0,
      state: { ...state, plays: play },
      end: { winner: 'defense', via: 'turnover', play, citation: CITE.turnoverEnds },
    };
  const yards = t.kind === 'gain' ? t.diceYards : t.kind === 'penalty' ? -1 : 0;
  const yardsToGo = state.yardsToGo - yards;
  const downs = state.downsUsed + 1;
  if (yardsToGo <= 0)
    return {
      throw: t,
      yards,
      state: { yardsToGo, series: state.series, downsUsed: state.downsUsed, plays: play },
      end: { winner: 'offense', via: 'touchdown', play, citation: CITE.definitions },
    };
  if (state.series === 'first' && yardsToGo <= 10)
    return { throw: t, yards, state: { yardsToGo, series: 'goal', downsUsed: 0, plays: play }, end: null };
  if (downs === 3)
    return {
      throw: t,
      yards,
      state: { yardsToGo, series: state.series, downsUsed: state.downsUsed, plays: play },
      end: {
        winner: 'defense',
        via: 'downs',
        play,
        citation: state.series === 'first' ? CITE.downsExhausted : CITE.goalDownsExhausted,
      },
    };
  return {
    throw: t,
    yards,
    state: { yardsToGo, series: state.series, downsUsed: downs as 1 | 2, plays: play },
    end: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Wagers and payouts (661a.3, 661a.8)
// ---------------------------------------------------------------------------------------------

export type SinglePlayWager =
  | 'trips-td'
  | 'penalty'
  | 'turnover'
  | 'cover-three'
  | 'no-gain'
  | 'big-play'
  | 'over-four-yards'
  | 'under-four-yards';

export type FullGameWager =
  | 'touchdown'
  | 'defense'
  | 'extra-point'
  | 'quick-strike-td'
  | 'game-changer'
  | `game-length-${1 | 2 | 3 | 4 | 5 | 6}`;

export interface SinglePlayRow {
  readonly id: SinglePlayWager;
  readonly name: string;
  /** Whether the throw wins the wager; the dice decide, not the yards moved (661a.6(d)). */
  readonly wins: (t: ThrowResult) => boolean;
  readonly payout: Odds;
  readonly citation: Citation;
}

const isTrips = (t: ThrowResult): boolean => t.kind === 'trips-td';

/** The single play wagers (661a.3(d)) and their odds (661a.8(b)). */
export const SINGLE_PLAY_WAGERS: readonly SinglePlayRow[] = [
  { id: 'trips-td', name: 'Trips TD Wager', wins: isTrips, payout: odds(30, 1), citation: CITE.tripsTd },
  {
    id: 'penalty',
    name: 'Penalty Wager',
    wins: (t) => t.kind === 'penalty' || t.kind === 'turnover',
    payout: odds(9, 1),
    citation: CITE.penalty,
  },
  {
    id: 'turnover',
    name: 'Turnover Wager',
    wins: (t) => t.kind === 'turnover',
    payout: odds(60, 1),
    citation: CITE.turnover,
  },
  {
    id: 'cover-three',
    name: 'Cover Three Wager',
    wins: (t) => t.kind === 'trips-td' || t.kind === 'penalty' || t.kind === 'turnover',
    payout: odds(7, 1),
    citation: CITE.coverThree,
  },
  {
    id: 'no-gain',
    name: 'No Gain Wager',
    wins: (t) => t.kind === 'no-gain' || t.kind === 'penalty' || t.kind === 'turnover',
    payout: odds(5, 1),
    citation: CITE.noGain,
  },
  {
    id: 'big-play',
    name: 'Big Play Wager',
    wins: (t) => isTrips(t) || t.diceYards >= 7,
    payout: odds(4, 1),
    citation: CITE.bigPlay,
  },
  {
    id: 'over-four-yards',
    name: 'Over Four Yards Wager',
    wins: (t) => isTrips(t) || t.diceYards >= 5,
    payout: odds(1, 1),
    citation: CITE.overFourYards,
  },
  {
    // Ruling A3: a no-gain (0 yards), a penalty and a turnover all count as "3 yards or less".
    id: 'under-four-yards',
    name: 'Under Four Yards Wager',
    wins: (t) => !isTrips(t) && t.diceYards <= 3,
    payout: odds(1, 1),
    citation: CITE.underFourYards,
  },
];

export const OVER_FOUR_YARDS_WITH_TRIPS: Odds = odds(7, 1);

export type Settlement =
  | { readonly outcome: 'win'; readonly odds: Odds; readonly citation: Citation }
  | { readonly outcome: 'lose'; readonly citation: Citation };

/** A single play wager against one throw (settled after the down, 661a.6(d)). */
export function resolveSinglePlay(wager: SinglePlayWager, dice: Throw): Settlement {
  const row = SINGLE_PLAY_WAGERS.find((r) => r.id === wager) as SinglePlayRow;
  const t = classifyThrow(dice);
  if (!row.wins(t)) return { outcome: 'lose', citation: row.citation };
  const o = wager === 'over-four-yards' && isTrips(t) ? OVER_FOUR_YARDS_WITH_TRIPS : row.payout;
  return { outcome: 'win', odds: o, citation: CITE.singlePlayPayouts };
}

export const QUICK_STRIKE_PAYOUTS: readonly Odds[] = [odds(8, 1), odds(5, 1), odds(3, 1), odds(1, 1)];
export const GAME_LENGTH_PAYOUTS: readonly Odds[] = [
  odds(22, 1),
  odds(22, 1),
  odds(6, 5),
  odds(5, 1),
  odds(3, 1),
  odds(6, 1),
];
export const TOUCHDOWN_PAYOUT: Odds = odds(1, 1);
export const DEFENSE_PAYOUT: Odds = odds(4, 5);
export const GAME_CHANGER_PAYOUT: Odds = odds(5, 1);

/** The Extra Point paytable of 661a.8(a) on the extra point roll; null: the wager loses. */
export function extraPointPayout(roll: Throw): Odds | null {
  const ones = roll.filter((f) => f === 1).length;
  if (roll[0] === roll[1] && roll[1] === roll[2]) return ones === 3 ? odds(50, 1) : odds(10, 1);
  if (ones === 2) return odds(10, 1);
  if (ones === 1) return odds(1, 1);
  return null;
}

export const FULL_GAME_WAGERS: readonly FullGameWager[] = [
  'touchdown',
  'defense',
  'extra-point',
  'quick-strike-td',
  'game-changer',
  'game-length-1',
  'game-length-2',
  'game-length-3',
  'game-length-4',
  'game-length-5',
  'game-length-6',
];

/** The section that defines each full game wager other than the game length ones. */
const FULL_GAME_CITATIONS: Readonly<Partial<Record<FullGameWager, Citation>>> = {
  touchdown: CITE.touchdown,
  defense: CITE.defense,
  'extra-point': CITE.extraPoint,
  'quick-strike-td': CITE.quickStrike,
  'game-changer': CITE.gameChanger,
};

/** The section defining a full game wager; `game-length-N` is item N (in roman numerals) of § 661a.3(b)(6). */
export const fullGameCitation = (w: FullGameWager): Citation =>
  FULL_GAME_CITATIONS[w] ??
  cite(`§ 661a.3(b)(6)(${['i', 'ii', 'iii', 'iv', 'v', 'vi'][Number(w.slice(-1)) - 1] as string})`);

/**
 * A full game wager at the end of the game (661a.6(f)). The Extra Point wager needs the extra point
 * roll after a touchdown; pass it as `extraPointRoll` (it is thrown only when some player holds an
 * Extra Point wager, 661a.6(f)(1)).
 */
export function settleFullGame(wager: FullGameWager, end: GameEnd, extraPointRoll?: Throw): Settlement {
  const td = end.winner === 'offense';
  const win = (o: Odds): Settlement => ({ outcome: 'win', odds: o, citation: CITE.fullGamePayouts });
  const lose: Settlement = { outcome: 'lose', citation: td ? CITE.settleTouchdown : CITE.settleNoTouchdown };
  switch (wager) {
    case 'touchdown':
      return td ? win(TOUCHDOWN_PAYOUT) : lose;
    case 'defense':
      return td ? lose : win(DEFENSE_PAYOUT);
    case 'extra-point': {
      if (!td) return lose;
      if (extraPointRoll === undefined)
        throw new RangeError('an Extra Point wager after a touchdown needs the extra point roll');
      const o = extraPointPayout(extraPointRoll);
      return o ? win(o) : lose;
    }
    case 'quick-strike-td': {
      const o = QUICK_STRIKE_PAYOUTS[end.play - 1];
      return td && o ? win(o) : lose;
    }
    case 'game-changer':
      return end.via === 'trips-td' || end.via === 'turnover' ? win(GAME_CHANGER_PAYOUT) : lose;
    default: {
      const n = Number(wager.slice(-1));
      return end.play === n ? win(GAME_LENGTH_PAYOUTS[n - 1] as Odds) : lose;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// When wagers may be placed (661a.3(c), (e); 661a.6(b); rulings A8 and the Extra Point lock)
// ---------------------------------------------------------------------------------------------

/** Full game wagers (Extra Point above all) only before the first throw of a game; single play wagers before any throw. */
export function mayPlace(kind: 'full-game' | 'single-play', state: DriveState): boolean {
  return kind === 'single-play' || state.plays === 0;
}

// ---------------------------------------------------------------------------------------------
// Fractional payouts (Defense 4 to 5, Game Length 3 at 6 to 5): spec ruling A9
// ---------------------------------------------------------------------------------------------

/**
 * The Rules Submission's policy for the two payouts that are not whole multiples of the stake: either
 * such wagers must be in multiples of 5 units of the smallest chip, or the payout is rounded down to
 * the smallest chip.
 */
export type FractionalPayoutPolicy =
  | { readonly policy: 'multiples-of-5'; readonly chipCents: Cents }
  | { readonly policy: 'round-down'; readonly chipCents: Cents };

export const DEFAULT_FRACTIONAL_POLICY: FractionalPayoutPolicy = { policy: 'multiples-of-5', chipCents: 100 };

/** Checks a stake against the policy (only wagers paid at odds of x to 5 are affected). */
export function validateStake(o: Odds, stake: Cents, rules: FractionalPayoutPolicy): Rejection[] {
  if (o.per === 1 || rules.policy === 'round-down') return [];
  if (stake % (rules.chipCents * o.per) === 0) return [];
  return [
    {
      code: 'stake_not_multiple_of_payout_unit',
      message: `a wager paid at ${o.win} to ${o.per} must be a multiple of ${o.per} chips of ${rules.chipCents} cents`,
      citation: CITE.fullGamePayouts,
    },
  ];
}

/**
 * How every win is made whole under the policy: exact (the stakes of the x to 5 wagers are multiples
 * of 5 chips), or rounded down to the smallest chip. It is the resolution's rounding at settlement.
 */
export const payoutRounding = (rules: FractionalPayoutPolicy): PayoutRounding =>
  rules.policy === 'multiples-of-5' ? 'exact' : { downToChip: rules.chipCents };

/** Winnings (stake not included) under the policy. */
export const winningsCents = (stake: Cents, o: Odds, rules: FractionalPayoutPolicy): Cents =>
  payout(stake, o, payoutRounding(rules));

// ---------------------------------------------------------------------------------------------
// When each wager may be placed and taken down: the kernel's rule table (decidePlace, decideWithdraw)
// ---------------------------------------------------------------------------------------------

/** Where a wager lies: the layout's own area for its kind (docs/kernel.md). */
export const SPOT = 'layout';

const FULL_GAME_NAMES: Readonly<Record<FullGameWager, string>> = {
  touchdown: 'Touchdown Wager',
  defense: 'Defense Wager',
  'extra-point': 'Extra Point Wager',
  'quick-strike-td': 'Quick Strike TD Wager',
  'game-changer': 'Game Changer Wager',
  'game-length-1': 'Game Length One Play Wager',
  'game-length-2': 'Game Length Two Plays Wager',
  'game-length-3': 'Game Length Three Plays Wager',
  'game-length-4': 'Game Length Four Plays Wager',
  'game-length-5': 'Game Length Five Plays Wager',
  'game-length-6': 'Game Length Six Plays Wager',
};

const FULL: ReadonlySet<string> = new Set(FULL_GAME_WAGERS);
export const isFullGame = (kind: string): kind is FullGameWager => FULL.has(kind);

/** The posted minimum and maximum apply to every wager (§ 601a.2). */
const limit = postedLimits(CITE.rulesSubmission);

/** Every wager is placed before the Quarterback's throw, until "no more bets" (ruling A8). */
const beforeTheThrow = (s: ThreeDiceFootballState) =>
  s.phase === 'betting'
    ? undefined
    : no(
        'wager_after_no_more_bets',
        'wagers are placed before the Quarterback throws',
        CITE.singlePlayTiming,
      );

/** A wager comes down until "no more bets"; the throw then decides it (ruling A8). */
const untilNoMoreBets = (s: ThreeDiceFootballState) =>
  s.phase === 'betting'
    ? undefined
    : no('wager_after_no_more_bets', 'the throw decides this wager (spec ruling A8)', CITE.singlePlayTiming);

/** Single play wagers, before every throw (§ 661a.3(e)). */
const singlePlay: WagerRule<ThreeDiceFootballState, ThreeDiceFootballOptions> = {
  name: 'single play wager',
  citation: CITE.singlePlayTiming,
  limit,
  place: beforeTheThrow,
  withdraw: untilNoMoreBets,
};

/**
 * Full game wagers, before the first throw of a game, neither increased nor withdrawn after it
 * (§ 661a.3(c)); the Extra Point above all (spec §1.7 control point).
 */
const fullGame: WagerRule<ThreeDiceFootballState, ThreeDiceFootballOptions> = {
  name: 'full game wager',
  citation: CITE.fullGameTiming,
  limit,
  place: (s) =>
    beforeTheThrow(s) ??
    (mayPlace('full-game', s.drive)
      ? undefined
      : no(
          'full_game_wagers_closed',
          'full game wagers are placed before the first throw of a game',
          CITE.fullGameTiming,
        )),
  withdraw: (s) =>
    untilNoMoreBets(s) ??
    (mayPlace('full-game', s.drive)
      ? undefined
      : no(
          'full_game_wagers_closed',
          'full game wagers may not be withdrawn after the first throw',
          CITE.fullGameTiming,
        )),
};

export const WAGER_RULES: WagerRules<ThreeDiceFootballState, ThreeDiceFootballOptions> = Object.fromEntries([
  ...FULL_GAME_WAGERS.map((w) => [w, { ...fullGame, name: FULL_GAME_NAMES[w] }] as const),
  ...SINGLE_PLAY_WAGERS.map((r) => [r.id, { ...singlePlay, name: r.name }] as const),
]);

/** The odds a wager is paid at when it wins at x to 5, for the stake check of ruling A9. */
export function fractionalOdds(kind: string): Odds | undefined {
  if (kind === 'defense') return DEFENSE_PAYOUT;
  if (kind === 'game-length-3') return GAME_LENGTH_PAYOUTS[2];
  return undefined;
}

/**
 * The step a stake of `kind` is taken in: under the multiples-of-5 policy of ruling A9 a wager paid at
 * x to 5 is a whole number of 5-chip units (validateStake), any other stake one cent.
 */
export function stakeStep(kind: string, rules: FractionalPayoutPolicy): Cents {
  const o = fractionalOdds(kind);
  return o && o.per !== 1 && rules.policy === 'multiples-of-5' ? rules.chipCents * o.per : 1;
}

/**
 * The amounts `kind` may be placed (or increased) by now, as decide holds them (issue 11): the kernel's
 * range from the posted limits and the rack, in the stake step of ruling A9. Undefined when none is.
 */
export const placeBounds = (
  s: ThreeDiceFootballState,
  seat: number,
  kind: string,
): Readonly<Record<string, ParamBounds>> | undefined =>
  wagerAmountBounds(
    s,
    s.options,
    WAGER_RULES,
    { seat, spot: SPOT, kind },
    stakeStep(kind, s.options.fractionalPayouts),
  );
