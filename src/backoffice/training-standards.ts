/**
 * Dealer training standards (58 Pa. Code 611a), in the shape today's server routes read: the minimum
 * hours per table game row (§ 611a.2(a)(1) for a new dealer, § 611a.2(b)(1) for a trained dealer adding
 * a game type), who may conduct a table test (§ 611a.5(a)), and `trainingRecord`, which sums a trainee's
 * logged hours and table tests into what the personnel file must show (§ 611a.5(b)).
 *
 * The rules themselves live in training-rules.ts (the tables) and training-file.ts (courses, the
 * N-week period, the 80 Blackjack hours, ruling R34 on hours before a first course). New code uses
 * those with account ids (training-register.ts, personnel-file.ts); this module keeps the name-based
 * summary until the server's routes move to them.
 */
import { type Citation } from '../core/citation.js';
import type { Day } from './common.js';
import {
  courses,
  eligibility,
  type Course,
  type TableTest,
  type TrainingHours,
  type TrainingRecords,
} from './training-file.js';
import {
  additional,
  CITE,
  classify,
  curriculum,
  CURRICULUM,
  TRAINING_GAMES,
  type CurriculumRow,
  type TrainingGame,
} from './training-rules.js';

/** A § 611a.2(a)(1) row; its (b) game type is `curriculum(row).type`. */
export type GameType = CurriculumRow;

export interface HoursRow {
  readonly type: GameType;
  readonly label: string;
  /** § 611a.2(a)(1): a dealer's first course. */
  readonly initialHours: number;
  readonly initialWeeks: number;
  /** § 611a.2(b)(1): a trained dealer adding this row's game type. */
  readonly additionalHours: number;
  readonly additionalWeeks: number;
  readonly note?: string;
}

export const MINIMUM_HOURS: readonly HoursRow[] = CURRICULUM.map((r) => ({
  type: r.row,
  label: r.label,
  initialHours: r.hours,
  initialWeeks: r.weeks,
  additionalHours: additional(r.type).hours,
  additionalWeeks: additional(r.type).weeks,
  ...(r.blackjackHours ? { note: `at least ${r.blackjackHours} of the ${r.hours} hours in Blackjack` } : {}),
}));

/** The (a) row of each chapter the catalogue names. */
export const GAME_TYPE_BY_CHAPTER: Readonly<Record<string, GameType>> = Object.fromEntries(
  TRAINING_GAMES.flatMap((g) => (g.chapter ? [[g.chapter, g.row]] : [])),
);

/** § 611a.5(a): the table test is to the satisfaction of an employee "at the level of pit manager or higher". */
export const TABLE_TEST_EXAMINERS = [
  'pit-manager',
  'assistant-shift-manager',
  'shift-manager',
  'director',
] as const;
export const TABLE_TEST_CITATION = CITE.tableTest;

export interface HoursEntry {
  readonly trainee: string;
  readonly game: string;
  readonly minutes: number;
  readonly day: string;
}
export interface TestEntry {
  readonly trainee: string;
  readonly game: string;
  readonly result: 'pass' | 'fail';
  readonly supervisor: string;
  readonly at: string;
}

export interface TypeProgress {
  readonly type: GameType;
  readonly label: string;
  readonly minutes: number;
  /** The minimum that applies: the first course, or the additional one once another type is complete. */
  readonly requiredHours: number;
  readonly basis: 'initial' | 'additional';
  readonly complete: boolean;
  readonly firstDay: string;
  readonly lastDay: string;
  readonly citation: Citation;
  /** § 611a.2(a)(1): Blackjack hours counted, and the Blackjack hours the row needs (0: none). */
  readonly blackjackMinutes: number;
  readonly requiredBlackjackHours: number;
  /** The N-week period that applies (§ 611a.2(a)-(c)); the day the minimum fell within one. */
  readonly weeks: number;
  readonly completedOn?: Day;
  readonly note?: string;
}

export interface GameProgress {
  readonly game: string;
  readonly type: GameType | null;
  readonly minutes: number;
  readonly tableTest: {
    readonly result: 'pass' | 'fail';
    readonly supervisor: string;
    readonly at: string;
  } | null;
  /** Training covering the game complete and a table test on it passed since (§ 611a.2, § 611a.5(a)). */
  readonly mayDeal: boolean;
}

export interface TrainingRecord {
  readonly trainee: string;
  readonly types: readonly TypeProgress[];
  readonly games: readonly GameProgress[];
}

const progress = (c: Course): TypeProgress => ({
  type: c.row,
  label: c.label,
  minutes: c.minutes,
  requiredHours: c.requiredMinutes / 60,
  basis: c.basis,
  complete: c.completedOn !== undefined,
  firstDay: c.firstDay,
  lastDay: c.lastDay,
  citation: c.citation,
  blackjackMinutes: c.blackjackMinutes,
  requiredBlackjackHours: c.requiredBlackjackMinutes / 60,
  weeks: c.weeks,
  ...(c.completedOn !== undefined ? { completedOn: c.completedOn } : {}),
  ...(c.basis === 'initial' && curriculum(c.row).blackjackHours
    ? { note: `at least ${curriculum(c.row).blackjackHours} of the hours in Blackjack` }
    : {}),
});

/**
 * One trainee's summary by name, as the routes record it today. Each (a) row with hours shows its
 * first-course progress, unless it is incomplete and the trainee has begun a (b) course on its type
 * after completing another type's first course: then the (b) course shows.
 */
export function trainingRecord(
  trainee: string,
  hours: readonly HoursEntry[],
  tests: readonly TestEntry[],
  chapterOf: (game: string) => string | undefined = () => undefined,
): TrainingRecord {
  const lookup = (id: string): TrainingGame | undefined => classify(id, chapterOf(id));
  const r: TrainingRecords = {
    hours: hours.map((h, i): TrainingHours => ({
      id: `h${i}`,
      version: 1,
      trainee: h.trainee,
      game: h.game,
      day: h.day,
      minutes: h.minutes,
      instructor: '',
      provider: 'certificate-holder',
      notes: '',
      at: 0,
    })),
    // The route checked the examiner's title before storing the test (§ 611a.5(a)).
    tests: tests.map((t, i): TableTest => ({
      id: `t${i}`,
      version: 1,
      trainee: t.trainee,
      game: t.game,
      result: t.result,
      examiner: `examiner:${t.supervisor}`,
      examinerPosition: 'pit-manager',
      day: t.at.slice(0, 10),
      at: Date.parse(t.at),
      notes: '',
    })),
    live: [],
    approvals: [],
    programs: [],
    completions: [],
    sameType: [],
  };
  const all = courses(trainee, r, lookup);
  const shown: Course[] = [];
  for (const c of all.filter((x) => x.basis === 'initial')) {
    const b = all.find((x) => x.basis === 'additional' && x.type === c.type);
    const pick = c.completedOn === undefined && b ? b : c;
    if (!shown.includes(pick)) shown.push(pick);
  }
  const gameIds = new Set([
    ...hours.filter((h) => h.trainee === trainee).map((h) => h.game),
    ...tests.filter((t) => t.trainee === trainee).map((t) => t.game),
  ]);
  const games: GameProgress[] = [...gameIds].sort().map((game) => {
    const g = lookup(game);
    const last = tests.filter((x) => x.trainee === trainee && x.game === game).at(-1);
    return {
      game,
      type: g?.row ?? null,
      minutes: hours
        .filter((h) => h.trainee === trainee && h.game === game)
        .reduce((a, h) => a + h.minutes, 0),
      tableTest: last ? { result: last.result, supervisor: last.supervisor, at: last.at } : null,
      mayDeal: g ? eligibility(trainee, g, r, lookup).mayDeal : false,
    };
  });
  return { trainee, types: shown.map(progress), games };
}
