/**
 * Props & Hops rules as data (58 Pa. Code ch. 668a, final-form 2016).
 *
 * Every wager but the Six Eight Shake is decided by the next roll of the two dice in the shaker. The
 * paytable of § 668a.4 is fixed; only the Hop regions (which combination boxes lie in the top row, on
 * the left, the right and the centre of the approved layout) come from the Rules Submission, since the
 * regulation does not describe the layout (spec ruling B1).
 */
import { cite, type Citation } from '../../core/citation.js';
import type { Face } from '../../core/dice.js';
import { odds, type Odds } from '../../core/odds.js';
import type { Violation } from '../../engine/game.js';
import { postedLimits } from '../../engine/procedures/dice-seats.js';
import { no, type WagerRule, type WagerRules } from '../../engine/wagers.js';
import type { PropsAndHopsOptions } from './options.js';
import type { PropsAndHopsState } from './state.js';

export type Dice = readonly [Face, Face];

/** A two-dice combination box, lower face first: `1-1` ... `6-6`. */
export type Combination = `${Face}-${Face}`;

export const combinationOf = (dice: Dice): Combination => {
  const [a, b] = dice[0] <= dice[1] ? dice : [dice[1], dice[0]];
  return `${a}-${b}`;
};

const total = (dice: Dice): number => dice[0] + dice[1];

/** Ways, out of 36, to roll a combination box: a double one way, any other two ways. */
export const waysOf = (c: Combination): number => (c[0] === c[2] ? 1 : 2);

export const CITE = {
  layout: cite('§ 668a.1(b)'),
  takeDownNotice: cite('§ 668a.1(b)(5)'),
  wagersBeforeShake: cite('§ 668a.2(a)'),
  seatedOnly: cite('§ 668a.2(c)'),
  double: cite('§ 668a.2(d)'),
  anyNumber: cite('§ 668a.2(e)'),
  field: cite('§ 668a.2(f)(1)'),
  hopTheTop: cite('§ 668a.2(f)(2)'),
  hopTheLeft: cite('§ 668a.2(f)(3)'),
  hopTheRight: cite('§ 668a.2(f)(4)'),
  hopTheCenter: cite('§ 668a.2(f)(5)'),
  oneSixAndUnder: cite('§ 668a.2(f)(6)'),
  threeFourAndOver: cite('§ 668a.2(f)(7)'),
  sixEightShake: cite('§ 668a.2(f)(8)'),
  lammers: cite('§ 668a.3(e)'),
  noRollDieOut: cite('§ 668a.3(g)'),
  noRollStacked: cite('§ 668a.3(h)'),
  settlement: cite('§ 668a.3(i)'),
  shooterRotation: cite('§ 668a.3(k)'),
  payouts: cite('§ 668a.4'),
  players: cite('§ 668a.1(a)'),
  noVerbalWagers: cite('§ 668a.2(b)'),
  diceInShaker: cite('§ 668a.3(d)'),
  noMoreBets: cite('§ 668a.3(e)'),
  firstShooter: cite('§ 668a.3(f)'),
  uncover: cite('§ 668a.3(g)'),
  announce: cite('§ 668a.3(h)'),
  coverAndShake: cite('§ 668a.3(j)'),
  rulesSubmission: cite('§ 601a.2'),
} as const;

// ---------------------------------------------------------------------------------------------
// Wager table
// ---------------------------------------------------------------------------------------------

export type HopRegion = 'top' | 'left' | 'right' | 'center';
export const HOP_REGIONS: readonly HopRegion[] = ['top', 'left', 'right', 'center'];

export type PropsWager =
  | { readonly kind: 'double'; readonly face: Face }
  | { readonly kind: 'any-number'; readonly low: Face; readonly high: Face }
  | { readonly kind: 'field' }
  | { readonly kind: 'hop'; readonly region: HopRegion }
  | { readonly kind: 'one-six-and-under' }
  | { readonly kind: 'three-four-and-over' };

export interface WagerRow {
  /** The id `felt odds` reports: `double`, `any-number`, `field`, `hop-the-top` ... */
  readonly id: string;
  /** `4` for Four the Hardway, `1-2` for One-Two; '' when the wager has no variants. */
  readonly variant: string;
  readonly name: string;
  readonly wager: PropsWager;
  readonly payout: Odds;
  readonly citation: Citation;
}

const DOUBLE_NAMES = ['Two', 'Four', 'Six', 'Eight', 'Ten', 'Twelve'] as const;
const FACE_NAMES = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'] as const;
const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6];

/** Double Wagers, § 668a.2(d)(1)-(6), 30 to 1 (§ 668a.4). */
export const DOUBLE_WAGERS: readonly WagerRow[] = FACES.map((face, i) => ({
  id: 'double',
  variant: String(2 * face),
  name: `${DOUBLE_NAMES[i] as string} the Hardway Bet`,
  wager: { kind: 'double', face },
  payout: odds(30, 1),
  citation: cite(`§ 668a.2(d)(${i + 1})`),
}));

/** Any Number Wagers, § 668a.2(e)(1)-(15) in the regulation's order, 15 to 1 (§ 668a.4). */
export const ANY_NUMBER_WAGERS: readonly WagerRow[] = FACES.flatMap((low) =>
  FACES.filter((high) => high > low).map((high) => ({ low, high })),
).map(({ low, high }, i) => ({
  id: 'any-number',
  variant: `${low}-${high}`,
  name: `${FACE_NAMES[low - 1] as string}-${FACE_NAMES[high - 1] as string} Bet`,
  wager: { kind: 'any-number', low, high },
  payout: odds(15, 1),
  citation: cite(`§ 668a.2(e)(${i + 1})`),
}));

const HOP_ROWS: Readonly<Record<HopRegion, { id: string; name: string; payout: Odds; citation: Citation }>> =
  {
    top: { id: 'hop-the-top', name: 'Hop the Top Wager', payout: odds(3, 2), citation: CITE.hopTheTop },
    left: { id: 'hop-the-left', name: 'Hop the Left Wager', payout: odds(2, 1), citation: CITE.hopTheLeft },
    right: {
      id: 'hop-the-right',
      name: 'Hop the Right Wager',
      payout: odds(2, 1),
      citation: CITE.hopTheRight,
    },
    center: {
      id: 'hop-the-center',
      name: 'Hop the Center Wager',
      payout: odds(3, 2),
      citation: CITE.hopTheCenter,
    },
  };
export const hopCitation = (region: HopRegion): Citation => HOP_ROWS[region].citation;

/** Every one-roll wager of § 668a.2 with its § 668a.4 payout. The Field's 2 and 12 pay 2 to 1. */
export const ONE_ROLL_WAGERS: readonly WagerRow[] = [
  ...DOUBLE_WAGERS,
  ...ANY_NUMBER_WAGERS,
  {
    id: 'field',
    variant: '',
    name: 'Field Wager',
    wager: { kind: 'field' },
    payout: odds(1, 1),
    citation: CITE.field,
  },
  ...HOP_REGIONS.map((region): WagerRow => ({
    ...HOP_ROWS[region],
    variant: '',
    wager: { kind: 'hop', region },
  })),
  {
    id: 'one-six-and-under',
    variant: '',
    name: '1-6 and Under Wager',
    wager: { kind: 'one-six-and-under' },
    payout: odds(1, 1),
    citation: CITE.oneSixAndUnder,
  },
  {
    id: 'three-four-and-over',
    variant: '',
    name: '3-4 and Over Wager',
    wager: { kind: 'three-four-and-over' },
    payout: odds(1, 1),
    citation: CITE.threeFourAndOver,
  },
];

export const FIELD_DOUBLE_PAYOUT: Odds = odds(2, 1);
export const SIX_EIGHT_SHAKE_PAYOUT: Odds = odds(150, 1);

// ---------------------------------------------------------------------------------------------
// Rules Submission: the Hop regions of the approved layout
// ---------------------------------------------------------------------------------------------

/**
 * Felt's illustrative default, not taken from any approved layout (the regulation describes none):
 * every region keeps a house advantage at its § 668a.4 payout. A Rules Submission must replace it
 * with the regions of its own approved layout.
 */
export const DEFAULT_HOP_REGIONS: Readonly<Record<HopRegion, Combination[]>> = {
  top: ['1-2', '1-3', '2-3', '4-5', '4-6', '5-6', '3-3'],
  left: ['1-4', '1-5', '1-6', '2-4', '2-5', '1-1'],
  right: ['2-6', '3-4', '3-5', '3-6', '2-2', '6-6'],
  center: ['1-6', '2-5', '3-4', '2-6', '3-5', '4-4'],
};

/** The Rules Submission's defaults (options.ts reads them); a value of the schema's type. */
export const DEFAULT_PROPS_AND_HOPS_OPTIONS = {
  hopRegions: DEFAULT_HOP_REGIONS,
  sixEightShake: true,
  minimumWager: 100,
  maximumWager: 100_000,
};

const ALL_COMBINATIONS: ReadonlySet<string> = new Set(
  FACES.flatMap((a) => FACES.filter((b) => b >= a).map((b) => `${a}-${b}`)),
);

/**
 * Validates the Hop regions (spec ruling B1): each names real, distinct combination boxes, is not
 * empty, and wins less often than its payout breaks even, i.e. ways/36 < b/(a+b) at a to b, so that
 * no approved layout creates a wager that favours the player.
 */
export function validateHopRegions(
  regions: Readonly<Record<HopRegion, readonly Combination[]>>,
): Violation[] {
  const out: Violation[] = [];
  for (const region of HOP_REGIONS) {
    const boxes = regions[region];
    const row = HOP_ROWS[region];
    const path = `options.hopRegions.${region}`;
    const bad = boxes.filter((c) => !ALL_COMBINATIONS.has(c));
    if (bad.length > 0)
      out.push({
        path,
        code: 'hop_unknown_combination',
        message: `${row.name}: no box ${bad.join(', ')}`,
        citation: row.citation,
      });
    if (new Set(boxes).size !== boxes.length)
      out.push({
        path,
        code: 'hop_duplicate_combination',
        message: `${row.name}: a box is listed twice`,
        citation: row.citation,
      });
    if (boxes.length === 0)
      out.push({
        path,
        code: 'hop_region_empty',
        message: `${row.name}: the region has no combination`,
        citation: row.citation,
      });
    const ways = [...new Set(boxes)]
      .filter((c) => ALL_COMBINATIONS.has(c))
      .reduce((n, c) => n + waysOf(c), 0);
    const { win, per } = row.payout;
    // ways/36 < per/(win+per)  <=>  ways * (win+per) < 36 * per
    if (ways * (win + per) >= 36 * per)
      out.push({
        path,
        code: 'hop_region_favours_player',
        message: `${row.name}: ${ways} ways in 36 at ${win} to ${per} gives the player an advantage or an even game`,
        citation: CITE.payouts,
      });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Resolution
// ---------------------------------------------------------------------------------------------

export type Resolution<S> =
  | { readonly outcome: 'win'; readonly odds: Odds; readonly citation: Citation }
  | { readonly outcome: 'lose'; readonly citation: Citation }
  | { readonly outcome: 'open'; readonly state: S };

/** Whether a one-roll wager wins on `dice` (no wager in this game pushes). */
export function wins(wager: PropsWager, dice: Dice, options: PropsAndHopsOptions): boolean {
  const t = total(dice);
  const combo = combinationOf(dice);
  switch (wager.kind) {
    case 'double':
      return dice[0] === wager.face && dice[1] === wager.face;
    case 'any-number':
      return combo === `${wager.low}-${wager.high}`;
    case 'field':
      return t <= 4 || t >= 9;
    case 'hop':
      return options.hopRegions[wager.region].includes(combo);
    case 'one-six-and-under':
      return combo === '1-6' || t < 7;
    case 'three-four-and-over':
      return combo === '3-4' || t > 7;
  }
}

/** A one-roll wager against the next valid roll, with the § 668a.4 odds it is paid at. */
export function resolveOneRoll(row: WagerRow, dice: Dice, options: PropsAndHopsOptions): Resolution<never> {
  if (!wins(row.wager, dice, options)) return { outcome: 'lose', citation: row.citation };
  const t = total(dice);
  const o = row.wager.kind === 'field' && (t === 2 || t === 12) ? FIELD_DOUBLE_PAYOUT : row.payout;
  return { outcome: 'win', odds: o, citation: CITE.payouts };
}

/** The six combination boxes that carry a red lammer button (§ 668a.3(e)). */
export const LAMMER_BOXES: readonly Combination[] = ['1-5', '2-4', '3-3', '2-6', '3-5', '4-4'];

/** Bit i set: the lammer of LAMMER_BOXES[i] has been collected to the Six Eight Shake circles. */
export type LammersCollected = number;
export const NO_LAMMERS: LammersCollected = 0;
export const ALL_LAMMERS: LammersCollected = (1 << LAMMER_BOXES.length) - 1;

/**
 * The shared lammers after a roll (§ 668a.3(i)); `sevenOut` when the total is 7, which loses every
 * Six Eight Shake wager (spec ruling B2) and passes the shaker (§ 668a.3(k)).
 */
export function collectLammer(
  collected: LammersCollected,
  dice: Dice,
): { readonly sevenOut: boolean; readonly collected: LammersCollected } {
  if (total(dice) === 7) return { sevenOut: true, collected: NO_LAMMERS };
  const i = LAMMER_BOXES.indexOf(combinationOf(dice));
  return { sevenOut: false, collected: i < 0 ? collected : collected | (1 << i) };
}

/** A Six Eight Shake wager held to its decision: all six lammers before a 7 pays 150 to 1. */
export function resolveSixEightShake(collected: LammersCollected, dice: Dice): Resolution<LammersCollected> {
  const next = collectLammer(collected, dice);
  if (next.sevenOut) return { outcome: 'lose', citation: CITE.sixEightShake };
  if (next.collected === ALL_LAMMERS)
    return { outcome: 'win', odds: SIX_EIGHT_SHAKE_PAYOUT, citation: CITE.payouts };
  return { outcome: 'open', state: next.collected };
}

/** The shooter keeps the shaker until a 7 (§ 668a.3(k)). */
export const passesShaker = (dice: Dice): boolean => total(dice) === 7;

/**
 * Whether a Six Eight Shake Wager may be placed, increased or re-placed: until the first lammer of a
 * sequence is collected (spec rulings B3, B4 as ruling R32 reads them). Only the collected lammers
 * count, not whether the lammers are out: a wager made before any is collected is credited with
 * nothing it did not see. Removal is allowed any time before a 7 (§ 668a.2(f)(8)).
 */
export const acceptsSixEightShake = (collected: LammersCollected): boolean => collected === NO_LAMMERS;

/** Why a Six Eight Shake Wager is refused while a sequence runs: the lammers already collected. */
export function lammersCollectedText(collected: LammersCollected): string {
  const boxes = LAMMER_BOXES.filter((_, i) => (collected & (1 << i)) !== 0);
  const which =
    boxes.length === 1 ? `the lammer on ${boxes[0]} has` : `the lammers on ${boxes.join(', ')} have`;
  return `${which} been collected: no Six Eight Shake Wager is placed, increased or re-placed until the sequence ends (spec rulings B3, B4)`;
}

// ---------------------------------------------------------------------------------------------
// When each wager may be placed and taken down: the kernel's rule table (decidePlace, decideWithdraw)
// ---------------------------------------------------------------------------------------------

/** Where a wager lies: the layout's own box for its kind (docs/kernel.md). */
export const SPOT = 'layout';

export const SIX_EIGHT_SHAKE = 'six-eight-shake';

/** The kind a one-roll wager row is placed as: `double-8`, `any-number-2-5`, `field`, `hop-the-top` ... */
export const kindOf = (r: WagerRow): string => (r.variant === '' ? r.id : `${r.id}-${r.variant}`);

const ROWS: ReadonlyMap<string, WagerRow> = new Map(ONE_ROLL_WAGERS.map((r) => [kindOf(r), r]));
export const rowOf = (kind: string): WagerRow | undefined => ROWS.get(kind);

/** The posted minimum and maximum apply to every wager (§ 601a.2). */
const limit = postedLimits(CITE.rulesSubmission);

/** Wagers are made before the shooter shakes, until "no more bets" (§ 668a.2(a), spec ruling B8). */
const beforeTheShake = (s: PropsAndHopsState) =>
  s.phase === 'betting'
    ? undefined
    : no('wager_after_no_more_bets', 'wagers are made before the dice are shaken', CITE.wagersBeforeShake);

/** What the table may do with each wager: one-roll wagers (§ 668a.2(d)-(f)(7)) and the Six Eight Shake. */
export const WAGER_RULES: WagerRules<PropsAndHopsState, PropsAndHopsOptions> = {
  ...Object.fromEntries(
    ONE_ROLL_WAGERS.map((r): [string, WagerRule<PropsAndHopsState, PropsAndHopsOptions>] => [
      kindOf(r),
      {
        name: r.name,
        citation: r.citation,
        limit,
        place: beforeTheShake,
        // Decided by the next roll: it stays once "no more bets" is called.
        withdraw: (s) =>
          s.phase === 'betting'
            ? undefined
            : no('wager_after_no_more_bets', 'the next roll decides this wager', CITE.wagersBeforeShake),
      },
    ]),
  ),
  [SIX_EIGHT_SHAKE]: {
    name: 'Six Eight Shake Wager',
    citation: CITE.sixEightShake,
    offered: (o) =>
      o.sixEightShake
        ? undefined
        : no('wager_not_offered', 'this table does not offer the Six Eight Shake Wager', CITE.sixEightShake),
    limit,
    place: (s) =>
      beforeTheShake(s) ??
      (acceptsSixEightShake(s.lammers)
        ? undefined
        : no('six_eight_shake_in_progress', lammersCollectedText(s.lammers), CITE.lammers)),
    // "A player may remove this wager at any time prior to a 7 being rolled" (§ 668a.2(f)(8)): not once
    // the uncovered shaker shows the 7, which collects it (a "no roll" voids the roll and the 7).
    withdraw: (s) =>
      s.phase === 'settling' && s.lastDice && passesShaker(s.lastDice)
        ? no('seven_rolled', 'the shaker shows a 7: the Six Eight Shake Wager loses', CITE.sixEightShake)
        : undefined,
  },
};

/** The citation of a wager taken down: the layout's notice for the Six Eight Shake (§ 668a.1(b)(5)). */
export const takeDownCitation = (kind: string): Citation =>
  kind === SIX_EIGHT_SHAKE ? CITE.takeDownNotice : CITE.wagersBeforeShake;
