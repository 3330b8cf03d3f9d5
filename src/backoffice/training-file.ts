/**
 * A dealer's training personnel file (58 Pa. Code § 611a.5(b)), computed from the records: hours of
 * instruction by game type and week, the courses they complete (§ 611a.2(a) first courses, (b) courses
 * on a different game type, (d) training on a different game of the same type), table tests, and the
 * games the dealer may deal.
 *
 * Courses, as the rules are read here:
 * - A § 611a.2(a) course is complete on the first day its minimum hours fall within one "N-week
 *   period" ending that day (spec C.3: completion within N weeks), the card row's 80 of them on
 *   Blackjack; an Executive Director's approval (§ 611a.2(c)) replaces N for windows ending on or after
 *   the day it was approved. Hours are never reduced.
 * - A § 611a.2(b) course counts only hours logged after the day the dealer completed an (a) course of
 *   another game type (ruling R34: "has completed ... and would like to be trained").
 * - § 611a.2(d): an experienced dealer (an (a) course and 120 hours dealt on the live floor) trained on
 *   a game of a type he is trained in, following the holder's § 611a.4 program.
 * - Dealing any game needs a table test passed on it, on or after the training that covers it, before
 *   an examiner at pit manager level or higher (§ 611a.5(a)).
 */
import type { Citation } from '../core/citation.js';
import { addDays, daysBetween, dayStart, type Day } from './common.js';
import type { Position } from './people.js';
import type { Stored } from './records.js';
import {
  additional,
  CITE,
  curriculum,
  CURRICULUM,
  EXPERIENCED_LIVE_HOURS,
  GAME_TYPES,
  typeOfGame,
  type CurriculumRow,
  type TrainingGame,
  type TrainingGameType,
} from './training-rules.js';

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

export interface TrainingHours extends Stored {
  /** The trainee's account id. */
  readonly trainee: string;
  readonly game: string;
  readonly day: Day;
  readonly minutes: number;
  /** The account that gave (and logged) the instruction. */
  readonly instructor: string;
  /** § 611a.2(b): at a gaming school or through training by the certificate holder. */
  readonly provider: 'certificate-holder' | 'gaming-school';
  readonly notes: string;
  readonly at: number;
}

export interface TableTest extends Stored {
  readonly trainee: string;
  readonly game: string;
  readonly result: 'pass' | 'fail';
  /** The examiner's account id, and the position it held when it signed (from the account). */
  readonly examiner: string;
  readonly examinerPosition: Position;
  readonly day: Day;
  readonly at: number;
  readonly notes: string;
}

/** Hours dealt on the certificate holder's live gaming floor (spec ruling C-AMB-4: only this holder's). */
export interface LiveHours extends Stored {
  readonly dealer: string;
  readonly day: Day;
  readonly minutes: number;
  readonly table: string;
  readonly recordedBy: string;
}

/** § 611a.2(c): the Executive Director's approval of another duration for a course's minimum hours. */
export interface DurationApproval extends Stored {
  readonly basis: 'initial' | 'additional';
  /** The (a) row or the (b) game type it applies to. */
  readonly row: CurriculumRow;
  readonly weeks: number;
  readonly approvedOn: Day;
  /** The Executive Director's reference for the § 601a.10(a) request. */
  readonly reference: string;
  readonly description: string;
  readonly recordedBy: string;
}

/** The holder's training program as submitted under § 611a.4: for (d), the mechanism and amount per type. */
export interface TrainingProgram extends Stored {
  readonly reference: string;
  readonly submittedOn: Day;
  readonly sameType: readonly {
    readonly type: TrainingGameType;
    readonly mechanism: string;
    readonly hours: number;
  }[];
  readonly recordedBy: string;
}

/** § 611a.5(b)(2): completion of the § 611a.3 training program. */
export interface ProgramCompletion extends Stored {
  readonly trainee: string;
  readonly program: string;
  readonly completedOn: Day;
  readonly recordedBy: string;
}

/** § 611a.2(d), § 611a.5(b)(5): training on a different game of the same game type. */
export interface SameTypeTraining extends Stored {
  readonly trainee: string;
  readonly game: string;
  /** The § 611a.4 program it follows. */
  readonly program: string;
  readonly mechanism: string;
  readonly minutes: number;
  readonly completedOn: Day;
  readonly recordedBy: string;
}

export interface TrainingRecords {
  readonly hours: readonly TrainingHours[];
  readonly tests: readonly TableTest[];
  readonly live: readonly LiveHours[];
  readonly approvals: readonly DurationApproval[];
  readonly programs: readonly TrainingProgram[];
  readonly completions: readonly ProgramCompletion[];
  readonly sameType: readonly SameTypeTraining[];
}

export const NO_RECORDS: TrainingRecords = {
  hours: [],
  tests: [],
  live: [],
  approvals: [],
  programs: [],
  completions: [],
  sameType: [],
};

/** Options the spec leaves to the operator. */
export interface TrainingPolicy {
  /**
   * Spec ruling C-AMB-1's conservative option: a dealer whose card course was Nonbanked Poker takes
   * the Blackjack row's course, not the (d) route, before dealing a Blackjack game.
   */
  readonly blackjackNeedsBlackjackCourse: boolean;
}
export const DEFAULT_POLICY: TrainingPolicy = { blackjackNeedsBlackjackCourse: false };

// ---------------------------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------------------------

export interface Course {
  readonly basis: 'initial' | 'additional';
  /** The (a) row, or for 'additional' the (b) game type. */
  readonly row: CurriculumRow;
  readonly type: TrainingGameType;
  readonly label: string;
  readonly requiredMinutes: number;
  readonly requiredBlackjackMinutes: number;
  /** Every minute that counts toward it (for 'additional': logged after the first course). */
  readonly minutes: number;
  readonly blackjackMinutes: number;
  readonly firstDay: Day;
  readonly lastDay: Day;
  /** The N-week period that applies, and the approval that changed it. */
  readonly weeks: number;
  readonly approval?: string;
  /** The day the minimum fell within one N-week period. */
  readonly completedOn?: Day;
  readonly citation: Citation;
}

type Lookup = (game: string) => TrainingGame | undefined;

/** The approval that applies to a window ending on `day`, if any (the latest approved by then). */
function approvalFor(
  approvals: readonly DurationApproval[],
  basis: Course['basis'],
  row: CurriculumRow,
  day: Day,
): DurationApproval | undefined {
  return approvals
    .filter((a) => a.basis === basis && a.row === row && a.approvedOn <= day)
    .sort((a, b) => (a.approvedOn < b.approvedOn ? -1 : 1))
    .at(-1);
}

interface Span {
  readonly day: Day;
  readonly minutes: number;
  readonly blackjack: boolean;
}

function evaluate(
  basis: Course['basis'],
  row: CurriculumRow,
  spans: readonly Span[],
  approvals: readonly DurationApproval[],
): Course | undefined {
  const first = spans[0];
  const last = spans.at(-1);
  if (!first || !last) return undefined;
  const rule = basis === 'initial' ? curriculum(row) : additional(row as TrainingGameType);
  const requiredMinutes = rule.hours * 60;
  const requiredBlackjackMinutes = basis === 'initial' ? (curriculum(row).blackjackHours ?? 0) * 60 : 0;
  let completedOn: Day | undefined;
  let used: DurationApproval | undefined;
  for (const end of [...new Set(spans.map((s) => s.day))]) {
    const approval = approvalFor(approvals, basis, row, end);
    const weeks = approval?.weeks ?? rule.weeks;
    const from = addDays(end, -(weeks * 7 - 1));
    const inWindow = spans.filter((s) => s.day >= from && s.day <= end);
    const total = inWindow.reduce((a, s) => a + s.minutes, 0);
    const bj = inWindow.filter((s) => s.blackjack).reduce((a, s) => a + s.minutes, 0);
    if (total >= requiredMinutes && bj >= requiredBlackjackMinutes) {
      completedOn = end;
      used = approval;
      break;
    }
  }
  const latest = used ?? approvalFor(approvals, basis, row, last.day);
  return {
    basis,
    row,
    type: basis === 'initial' ? curriculum(row).type : (row as TrainingGameType),
    label: rule.label,
    requiredMinutes,
    requiredBlackjackMinutes,
    minutes: spans.reduce((a, s) => a + s.minutes, 0),
    blackjackMinutes: spans.filter((s) => s.blackjack).reduce((a, s) => a + s.minutes, 0),
    firstDay: first.day,
    lastDay: last.day,
    weeks: latest?.weeks ?? rule.weeks,
    ...(latest ? { approval: latest.id } : {}),
    ...(completedOn !== undefined ? { completedOn } : {}),
    citation: rule.citation,
  };
}

const byDay = <T extends { readonly day: Day }>(xs: readonly T[]): T[] =>
  [...xs].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));

/** Every course a trainee's hours make progress on: (a) rows, then (b) types after a first course. */
export function courses(trainee: string, r: TrainingRecords, lookup: Lookup): Course[] {
  const mine = byDay(r.hours.filter((h) => h.trainee === trainee)).flatMap((h) => {
    const g = lookup(h.game);
    return g ? [{ day: h.day, minutes: h.minutes, blackjack: g.blackjack, g }] : [];
  });
  const initial = CURRICULUM.flatMap((rule) => {
    const c = evaluate(
      'initial',
      rule.row,
      mine.filter((s) => s.g.row === rule.row),
      r.approvals,
    );
    return c ? [c] : [];
  });
  const out: Course[] = [...initial];
  for (const type of GAME_TYPES) {
    // Ruling R34: the first course is one of another type, and only later hours count.
    const firstOther = initial
      .filter((c) => c.type !== type && c.completedOn !== undefined)
      .map((c) => c.completedOn as Day)
      .sort()[0];
    if (firstOther === undefined) continue;
    const later = mine.filter((s) => typeOfGame(s.g) === type && s.day > firstOther);
    const c = evaluate('additional', type, later, r.approvals);
    if (c) out.push(c);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Eligibility
// ---------------------------------------------------------------------------------------------

export const liveMinutes = (dealer: string, r: TrainingRecords, upTo?: Day): number =>
  r.live
    .filter((l) => l.dealer === dealer && (upTo === undefined || l.day <= upTo))
    .reduce((a, l) => a + l.minutes, 0);

/** § 611a.2(d): a completed (a) course and 120 hours dealt on this holder's live floor, by `day`. */
export function experiencedOn(dealer: string, r: TrainingRecords, lookup: Lookup, day: Day): boolean {
  const first = courses(dealer, r, lookup).some(
    (c) => c.basis === 'initial' && c.completedOn !== undefined && c.completedOn <= day,
  );
  return first && liveMinutes(dealer, r, day) >= EXPERIENCED_LIVE_HOURS * 60;
}

/** The training that lets a dealer take the table test on a game, and since when. */
export interface Coverage {
  readonly route: 'initial' | 'additional' | 'same-type';
  readonly since: Day;
  readonly citation: Citation;
  readonly record?: string;
}

/** The training that covers `game`, earliest first, or the reason none does. */
export function coverage(
  trainee: string,
  g: TrainingGame,
  r: TrainingRecords,
  lookup: Lookup,
  policy: TrainingPolicy = DEFAULT_POLICY,
): { readonly covered: readonly Coverage[]; readonly missing: string; readonly citation: Citation } {
  const done = courses(trainee, r, lookup).filter((c) => c.completedOn !== undefined);
  const type = typeOfGame(g);
  const covered: Coverage[] = [];
  for (const c of done)
    if ((c.basis === 'initial' && c.row === g.row) || (c.basis === 'additional' && c.type === type))
      covered.push({ route: c.basis, since: c.completedOn as Day, citation: c.citation });
  for (const d of checkedSameType(trainee, r, lookup, policy).filter((x) => x.game === g.id && x.ok))
    covered.push({ route: 'same-type', since: d.completedOn, citation: CITE.sameType, record: d.id });
  covered.sort((a, b) => (a.since < b.since ? -1 : 1));
  const trainedInType = done.some((c) => c.type === type);
  const missing = trainedInType
    ? `training on ${g.name} under the certificate holder's § 611a.4 program, as an experienced dealer`
    : done.length
      ? `the ${additional(type).hours} hours on ${additional(type).label} after the first course`
      : `the first course: ${curriculum(g.row).hours} hours on ${curriculum(g.row).label}`;
  const citation = trainedInType ? CITE.sameType : done.length ? CITE.additional : CITE.initial;
  return { covered, missing, citation };
}

/** The (d) records with whether each meets the rule (experienced, same type, program amount). */
export function checkedSameType(
  trainee: string,
  r: TrainingRecords,
  lookup: Lookup,
  policy: TrainingPolicy = DEFAULT_POLICY,
): (SameTypeTraining & { readonly ok: boolean; readonly why?: string })[] {
  return r.sameType
    .filter((d) => d.trainee === trainee)
    .map((d) => {
      const why = sameTypeProblem(d, r, lookup, policy);
      return why === undefined ? { ...d, ok: true } : { ...d, ok: false, why };
    });
}

/** Why a (d) training does not count, or undefined when it does. */
export function sameTypeProblem(
  d: Pick<SameTypeTraining, 'trainee' | 'game' | 'program' | 'minutes' | 'completedOn'>,
  r: TrainingRecords,
  lookup: Lookup,
  policy: TrainingPolicy = DEFAULT_POLICY,
): string | undefined {
  const g = lookup(d.game);
  if (!g) return `no game ${d.game}`;
  const type = typeOfGame(g);
  const before = courses(d.trainee, r, lookup).filter(
    (c) => c.completedOn !== undefined && c.completedOn <= d.completedOn,
  );
  if (!before.some((c) => c.type === type)) return `not trained in a ${type} game before this training`;
  if (
    before.some(
      (c) => (c.basis === 'initial' && c.row === g.row) || (c.basis === 'additional' && c.type === type),
    )
  )
    return `${g.name} is already covered by a completed course`;
  if (policy.blackjackNeedsBlackjackCourse && g.blackjack)
    return 'a Blackjack game needs the Blackjack course';
  if (!experiencedOn(d.trainee, r, lookup, d.completedOn))
    return `not an experienced dealer (a first course and ${EXPERIENCED_LIVE_HOURS} live hours)`;
  const program = r.programs.find((p) => p.id === d.program);
  const row = program?.sameType.find((s) => s.type === type);
  if (!program || !row) return `the § 611a.4 program ${d.program} sets no training for ${type} games`;
  if (d.minutes < row.hours * 60) return `the program sets ${row.hours} hours`;
  return undefined;
}

/** A passed table test that counts: on or after the covering training, before a pit manager or higher. */
export const countingTest = (t: TableTest, since: Day): boolean =>
  t.result === 'pass' &&
  t.day >= since &&
  t.examiner !== t.trainee &&
  EXAMINER_POSITIONS.includes(t.examinerPosition);

/** § 611a.5(a): "an employee of the certificate holder at the level of pit manager or higher". */
export const EXAMINER_POSITIONS: readonly Position[] = [
  'pit-manager',
  'assistant-table-games-shift-manager',
  'table-games-shift-manager',
  'table-games-director',
];

export interface Eligibility {
  readonly game: string;
  readonly mayDeal: boolean;
  /** What is still missing, each with its citation. */
  readonly missing: readonly { readonly what: string; readonly citation: Citation }[];
  readonly coveredBy?: Coverage;
  readonly test?: string;
}

export function eligibility(
  trainee: string,
  g: TrainingGame,
  r: TrainingRecords,
  lookup: Lookup,
  policy: TrainingPolicy = DEFAULT_POLICY,
): Eligibility {
  const c = coverage(trainee, g, r, lookup, policy);
  const first = c.covered[0];
  if (!first) return { game: g.id, mayDeal: false, missing: [{ what: c.missing, citation: c.citation }] };
  const test = r.tests
    .filter((t) => t.trainee === trainee && t.game === g.id)
    .sort((a, b) => a.at - b.at)
    .find((t) => c.covered.some((x) => countingTest(t, x.since)));
  if (!test)
    return {
      game: g.id,
      mayDeal: false,
      coveredBy: first,
      missing: [
        { what: `a table test on ${g.name} passed before a pit manager or higher`, citation: CITE.tableTest },
      ],
    };
  return { game: g.id, mayDeal: true, coveredBy: first, test: test.id, missing: [] };
}

/** The ISO week of a day: `2026-W02`. */
export function isoWeek(day: Day): string {
  const t = dayStart(day);
  const weekday = (new Date(t).getUTCDay() + 6) % 7;
  const thursday = addDays(day, 3 - weekday);
  const jan1 = `${thursday.slice(0, 4)}-01-01`;
  return `${thursday.slice(0, 4)}-W${String(Math.floor(daysBetween(jan1, thursday) / 7) + 1).padStart(2, '0')}`;
}
