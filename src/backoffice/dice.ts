/**
 * Dice as the back office keeps them (58 Pa. Code § 603a.13, "Dice; receipt, storage, inspection and
 * removal from use"): sets of dice with serials and colours, sealed sets with their labels, how long
 * dice may stay in play at each game, and what becomes of dice removed from play.
 *
 * What the seeds print: the three inspection and distribution alternatives (§ 603a.13(f)), the
 * removal trigger and Dice Discrepancy Report (§ 603a.13(g)), and each game's own limit on dice in
 * play (§ 661a.4(d), § 668a.3(b)(1), § 659a.2(c)(1)(i)). What they do not: § 603a.13(a)-(e) and (h)
 * (receipt, storage, cancellation, the report's contents) and ch. 623a's "Dice retention and
 * selection". Where the text is silent the rule is an internal-control setting with a stated default
 * (README ruling R21), never a guess presented as regulation.
 *
 * Times are epoch milliseconds passed in by the caller: nothing here reads a clock.
 */
import { cite, type Citation } from '../core/citation.js';
import type { DiceSet, DieColour } from '../core/dice.js';
import { ok, reject, type Rejection, type Result } from '../core/result.js';
import { registerAsiaHiLoSections } from '../regulation/asia-hi-lo-sections.js';
import { registerDiceSections } from '../regulation/dice-sections.js';

registerDiceSections();
registerAsiaHiLoSections();

export const HOUR_MS = 3_600_000;

/** The games whose dice § 603a.13(f) names, and the dice games the seeds add. */
export type DiceGame =
  | 'craps'
  | 'mini-craps'
  | 'three-dice-football'
  | 'props-and-hops'
  | 'asia-poker'
  | 'sic-bo'
  | 'pai-gow'
  | 'pai-gow-poker';

export const DICE_GAMES: readonly DiceGame[] = [
  'craps',
  'mini-craps',
  'three-dice-football',
  'props-and-hops',
  'asia-poker',
  'sic-bo',
  'pai-gow',
  'pai-gow-poker',
];

export const CITE = {
  section: cite('§ 603a.13'),
  alternative1: cite('§ 603a.13(f)(1)'),
  alternative2: cite('§ 603a.13(f)(2)'),
  alternative3: cite('§ 603a.13(f)(3)'),
  alt2Reserve: cite('§ 603a.13(f)(2)(iv)(B)'),
  alt2SealedReserve: cite('§ 603a.13(f)(2)(v)'),
  alt3Sealing: cite('§ 603a.13(f)(3)(iv)'),
  alt3SealBroken: cite('§ 603a.13(f)(3)(vi)'),
  alt1Reserve: cite('§ 603a.13(f)(1)(iv)'),
  discrepancy: cite('§ 603a.13(g)'),
  tdfDice: cite('§ 661a.4(a)'),
  tdfChange: cite('§ 661a.4(d)'),
  propsShaker: cite('§ 668a.3(b)(1)'),
  asiaShaker: cite('§ 659a.2(c)(1)(i)'),
} as const;

// ---------------------------------------------------------------------------------------------
// How long dice stay in play
// ---------------------------------------------------------------------------------------------

export interface RetentionRule {
  readonly game: DiceGame;
  /** The longest a set may stay in play at a table. */
  readonly maxHoursInPlay: number;
  /** True where the seeds print the limit; false where it is Felt's default (ruling R21). */
  readonly printed: boolean;
  /** A new set when the table is reopened for gaming. */
  readonly newSetOnReopen: boolean;
  /** A new set when a die goes off the table and is lost. */
  readonly newSetWhenDieLost: boolean;
  readonly citation: Citation;
}

const thrown = (game: DiceGame): RetentionRule => ({
  game,
  maxHoursInPlay: 24,
  printed: false,
  newSetOnReopen: true,
  newSetWhenDieLost: true,
  citation: CITE.section,
});
const shaker = (game: DiceGame): RetentionRule => ({
  game,
  maxHoursInPlay: 24,
  printed: false,
  newSetOnReopen: false,
  newSetWhenDieLost: false,
  citation: CITE.section,
});

/**
 * One row per game. Three Dice Football, Props & Hops and Asia Poker print a 24-hour limit. Craps and
 * Mini-Craps (thrown by hand like Three Dice Football) take the whole § 661a.4(d) rule; the shaker
 * games (Sic Bo, Pai Gow, Pai Gow Poker) take the 24 hours of the printed shaker rules.
 */
export const RETENTION: Readonly<Record<DiceGame, RetentionRule>> = {
  craps: thrown('craps'),
  'mini-craps': thrown('mini-craps'),
  'three-dice-football': {
    game: 'three-dice-football',
    maxHoursInPlay: 24,
    printed: true,
    newSetOnReopen: true,
    newSetWhenDieLost: true,
    citation: CITE.tdfChange,
  },
  'props-and-hops': {
    game: 'props-and-hops',
    maxHoursInPlay: 24,
    printed: true,
    newSetOnReopen: false,
    newSetWhenDieLost: false,
    citation: CITE.propsShaker,
  },
  'asia-poker': {
    game: 'asia-poker',
    maxHoursInPlay: 24,
    printed: true,
    newSetOnReopen: false,
    newSetWhenDieLost: false,
    citation: CITE.asiaShaker,
  },
  'sic-bo': shaker('sic-bo'),
  'pai-gow': shaker('pai-gow'),
  'pai-gow-poker': shaker('pai-gow-poker'),
};

/**
 * The rule with an internal control's own limit: any whole number of hours where the seeds print
 * none; never longer than a printed limit.
 */
export function withInternalControl(rule: RetentionRule, hours: number): Result<RetentionRule, Rejection> {
  if (!Number.isInteger(hours) || hours < 1)
    return reject('bad_retention', 'the limit is a whole number of hours, at least 1', rule.citation);
  if (rule.printed && hours > rule.maxHoursInPlay)
    return reject(
      'retention_above_regulation',
      `dice at ${rule.game} may not stay in play more than ${rule.maxHoursInPlay} hours`,
      rule.citation,
    );
  return ok({ ...rule, maxHoursInPlay: hours });
}

export interface InPlayStatus {
  readonly elapsedMs: number;
  /** The last instant the set may still be in play. */
  readonly changeBy: number;
  readonly remainingMs: number;
  /** "may not remain … for more than 24 hours": overdue only once the limit is passed. */
  readonly overdue: boolean;
}

export function inPlayStatus(rule: RetentionRule, inPlaySince: number, now: number): InPlayStatus {
  if (now < inPlaySince) throw new RangeError('now is before the dice went into play');
  const limit = rule.maxHoursInPlay * HOUR_MS;
  const elapsedMs = now - inPlaySince;
  return {
    elapsedMs,
    changeBy: inPlaySince + limit,
    remainingMs: limit - elapsedMs,
    overdue: elapsedMs > limit,
  };
}

// ---------------------------------------------------------------------------------------------
// Sets, sealed sets and labels
// ---------------------------------------------------------------------------------------------

/**
 * Dice in one sealed envelope, container or shaker (§ 603a.13(f)(2)(v), (f)(3)(iv)). Three Dice
 * Football is sealed as the 4 green + 2 red table set (spec ruling A12, not the printed five); Props &
 * Hops, which § 603a.13(f) does not name, as its 2 shaker dice (spec ruling B7); Asia Poker, also not
 * named, as its 3 shaker dice.
 */
export const SEALED_SET_SIZE: Readonly<Record<DiceGame, number>> = {
  craps: 5,
  'mini-craps': 5,
  'three-dice-football': 6,
  'props-and-hops': 2,
  'asia-poker': 3,
  'sic-bo': 3,
  'pai-gow': 3,
  'pai-gow-poker': 3,
};

/** Colours a set must have, where the text sets them (only Three Dice Football, § 661a.4(a)). */
export const SET_COLOURS: Readonly<Partial<Record<DiceGame, Readonly<Partial<Record<DieColour, number>>>>>> =
  {
    'three-dice-football': { green: 4, red: 2 },
  };

/** "A label that identifies the date of inspection and contains the signatures of those responsible." */
export interface SealLabel {
  /** The inspection date, `YYYY-MM-DD`. */
  readonly inspectedOn: string;
  readonly signatures: readonly string[];
}

export interface SealedSet {
  readonly envelope: string;
  readonly game: DiceGame;
  readonly set: DiceSet;
  readonly label: SealLabel;
  /** Found intact and free from tampering when the seal is checked. */
  readonly intact: boolean;
}

export interface Violation {
  readonly code: string;
  readonly message: string;
  readonly citation: Citation;
}

/** Everything wrong with a set of dice for `game`: count, colours, duplicate serials. */
export function checkSet(game: DiceGame, set: DiceSet): Violation[] {
  const out: Violation[] = [];
  const size = SEALED_SET_SIZE[game];
  if (set.dice.length !== size)
    out.push({
      code: 'set_size',
      message: `a ${game} set is ${size} dice, not ${set.dice.length}`,
      citation: game === 'three-dice-football' ? CITE.tdfDice : CITE.alt3Sealing,
    });
  const ids = set.dice.map((d) => d.id);
  if (new Set(ids).size !== ids.length)
    out.push({ code: 'duplicate_serial', message: 'two dice carry the same serial', citation: CITE.section });
  const colours = SET_COLOURS[game];
  if (colours)
    for (const [colour, n] of Object.entries(colours))
      if (set.dice.filter((d) => d.colour === colour).length !== n)
        out.push({
          code: 'set_colours',
          message: `a ${game} set has ${n} ${colour} dice`,
          citation: CITE.tdfDice,
        });
  return out;
}

/**
 * Whether sealed dice may go into play without being inspected again: an intact seal with a
 * complete label (§ 603a.13(f)(2)(v), (f)(3)(iv)); a damaged seal needs reinspection under
 * Alternative 1 or 2 (§ 603a.13(f)(3)(vi)).
 */
export function checkSealedSet(s: SealedSet): Violation[] {
  const out = checkSet(s.game, s.set);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s.label.inspectedOn))
    out.push({
      code: 'seal_label_incomplete',
      message: 'the label gives no inspection date',
      citation: CITE.alt3Sealing,
    });
  if (s.label.signatures.filter((x) => x.trim() !== '').length === 0)
    out.push({
      code: 'seal_label_incomplete',
      message: 'the label carries no signature of those responsible for the inspection',
      citation: CITE.alt3Sealing,
    });
  if (!s.intact)
    out.push({
      code: 'seal_broken',
      message:
        'a damaged, broken or tampered seal: the dice are reinspected under Alternative 1 or 2 before use',
      citation: CITE.alt3SealBroken,
    });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Removal from play and cancellation
// ---------------------------------------------------------------------------------------------

export type RemovalReason =
  /** The game's limit on dice in play was reached. */
  | 'retention-limit'
  /** The table closed (Three Dice Football, and Craps by R21: a new set on reopening). */
  | 'table-closed'
  /** A die went off the table and was lost (§ 661a.4(d)). */
  | 'die-lost'
  /** Any indication of tampering, flaws or other defects (§ 603a.13(g)). */
  | 'defect'
  /** Asked for by a casino compliance representative or other Board employee (§ 603a.13(g)). */
  | 'board-request';

export const REMOVAL: Readonly<
  Record<RemovalReason, { readonly discrepancyReport: boolean; readonly citation: Citation }>
> = {
  'retention-limit': { discrepancyReport: false, citation: CITE.section },
  'table-closed': { discrepancyReport: false, citation: CITE.tdfChange },
  'die-lost': { discrepancyReport: false, citation: CITE.tdfChange },
  defect: { discrepancyReport: true, citation: CITE.discrepancy },
  'board-request': { discrepancyReport: true, citation: CITE.discrepancy },
};

/**
 * How dice removed from play are kept and cancelled. § 603a.13's own text for this is not in the
 * seeds, so it is the internal control's (ruling R21): removed dice go in an envelope marked with the
 * set, table, time and reason and are cancelled within `cancelWithinHours`; dice removed under
 * § 603a.13(g) are kept for the Dice Discrepancy Report and cancelled only once it is filed.
 */
export interface CancellationPolicy {
  readonly method: 'drilled' | 'marked' | 'destroyed';
  readonly cancelWithinHours: number;
}
export const DEFAULT_CANCELLATION: CancellationPolicy = { method: 'drilled', cancelWithinHours: 24 };

export interface RemovedDice {
  readonly set: DiceSet;
  readonly game: DiceGame;
  readonly table: string;
  readonly removedAt: number;
  readonly reason: RemovalReason;
  /** Set when the Dice Discrepancy Report for these dice has been filed. */
  readonly reportFiledAt?: number;
}

/**
 * When the removed dice must be cancelled by: null while they are held for a Dice Discrepancy Report
 * not yet filed; otherwise `cancelWithinHours` from removal, or from the filing if that is later.
 */
export function cancelBy(d: RemovedDice, policy: CancellationPolicy = DEFAULT_CANCELLATION): number | null {
  const window = policy.cancelWithinHours * HOUR_MS;
  if (!REMOVAL[d.reason].discrepancyReport) return d.removedAt + window;
  if (d.reportFiledAt === undefined) return null;
  return Math.max(d.removedAt, d.reportFiledAt) + window;
}

/** Cancelling removed dice at `at`: refused while they are still held for the report. */
export function cancel(
  d: RemovedDice,
  at: number,
  policy: CancellationPolicy = DEFAULT_CANCELLATION,
): Result<
  { readonly cancelledAt: number; readonly method: CancellationPolicy['method']; readonly late: boolean },
  Rejection
> {
  if (at < d.removedAt)
    return reject('before_removal', 'dice are cancelled after they are removed', CITE.section);
  const due = cancelBy(d, policy);
  if (due === null)
    return reject(
      'held_for_discrepancy_report',
      "dice removed for a defect or at the Board's request are kept until the Dice Discrepancy Report is filed",
      CITE.discrepancy,
    );
  return ok({ cancelledAt: at, method: policy.method, late: at > due });
}
