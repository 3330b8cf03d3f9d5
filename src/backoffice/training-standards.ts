/**
 * Dealer training standards (58 Pa. Code 611a) as data: the minimum hours of instruction per table game
 * type (§ 611a.2(a)(1) for a new dealer, § 611a.2(b)(1) for a trained dealer adding a game type), which
 * type each of Felt's games belongs to, and who may conduct a table test (§ 611a.5(a)). `trainingRecord`
 * sums a trainee's logged hours and table tests into what the personnel file must show (§ 611a.5(b)).
 */
import { cite, type Citation } from '../core/citation.js';

export type GameType = 'card' | 'dice' | 'nonbanked-poker' | 'roulette' | 'pai-gow-tiles' | 'sic-bo-big-6';

export interface HoursRow {
  readonly type: GameType;
  readonly label: string;
  /** § 611a.2(a)(1): a dealer's first course. */
  readonly initialHours: number;
  readonly initialWeeks: number;
  /** § 611a.2(b)(1): a trained dealer adding this game type. */
  readonly additionalHours: number;
  readonly additionalWeeks: number;
  readonly note?: string;
}

const INITIAL = cite('§ 611a.2(a)(1)');
const ADDITIONAL = cite('§ 611a.2(b)(1)');

export const MINIMUM_HOURS: readonly HoursRow[] = [
  {
    type: 'card',
    label: 'Blackjack and other banked card games',
    initialHours: 100,
    initialWeeks: 5,
    additionalHours: 60,
    additionalWeeks: 3,
    note: 'at least 80 of the 100 hours in Blackjack, which Felt does not deal and so does not record',
  },
  {
    type: 'dice',
    label: 'Craps, Mini-Craps and other dice games',
    initialHours: 160,
    initialWeeks: 6,
    additionalHours: 120,
    additionalWeeks: 5,
  },
  {
    type: 'nonbanked-poker',
    label: 'Nonbanked Poker',
    initialHours: 80,
    initialWeeks: 4,
    additionalHours: 60,
    additionalWeeks: 3,
  },
  {
    type: 'roulette',
    label: 'Roulette',
    initialHours: 80,
    initialWeeks: 4,
    additionalHours: 30,
    additionalWeeks: 2,
  },
  {
    type: 'pai-gow-tiles',
    label: 'Pai Gow Tiles',
    initialHours: 160,
    initialWeeks: 6,
    additionalHours: 120,
    additionalWeeks: 5,
  },
  {
    type: 'sic-bo-big-6',
    label: 'Sic Bo and Big 6 Wheel',
    initialHours: 30,
    initialWeeks: 2,
    additionalHours: 15,
    additionalWeeks: 1,
  },
];

/**
 * The game type of each chapter Felt deals. The baccarat family, Five Card Hi-Lo and Asia Poker are
 * banked card games (the 2016 amendment folds "Baccarat style games" into "other banked card games");
 * Craps, Mini-Craps, Props & Hops and Three Dice Football are dice games.
 */
export const GAME_TYPE_BY_CHAPTER: Readonly<Record<string, GameType>> = {
  '627a': 'card',
  '629a': 'card',
  '631a': 'card',
  '659a': 'card',
  '663a': 'card',
  '623a': 'dice',
  '668a': 'dice',
  '661a': 'dice',
};

/** § 611a.5(a): the table test is to the satisfaction of an employee "at the level of pit manager or higher". */
export const TABLE_TEST_EXAMINERS = [
  'pit-manager',
  'assistant-shift-manager',
  'shift-manager',
  'director',
] as const;
export type ExaminerLevel = (typeof TABLE_TEST_EXAMINERS)[number];
export const TABLE_TEST_CITATION = cite('§ 611a.5(a)');

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
  /** Hours of its type complete and the last table test on it passed (§ 611a.2, § 611a.5(a)). */
  readonly mayDeal: boolean;
}

export interface TrainingRecord {
  readonly trainee: string;
  readonly types: readonly TypeProgress[];
  readonly games: readonly GameProgress[];
}

/**
 * One trainee's personnel-file summary. The first game type whose initial minimum the trainee met (in
 * order of the day it was met) counts as the first course; every other type needs the additional minimum.
 */
export function trainingRecord(
  trainee: string,
  hours: readonly HoursEntry[],
  tests: readonly TestEntry[],
  chapterOf: (game: string) => string | undefined,
): TrainingRecord {
  const typeOf = (game: string): GameType | null => GAME_TYPE_BY_CHAPTER[chapterOf(game) ?? ''] ?? null;
  const mine = hours
    .filter((h) => h.trainee === trainee)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const byType = new Map<GameType, { minutes: number; first: string; last: string; metInitialOn?: string }>();
  for (const h of mine) {
    const t = typeOf(h.game);
    if (!t) continue;
    const row = MINIMUM_HOURS.find((r) => r.type === t);
    const acc = byType.get(t) ?? { minutes: 0, first: h.day, last: h.day };
    acc.minutes += h.minutes;
    acc.last = h.day;
    if (row && acc.metInitialOn === undefined && acc.minutes >= row.initialHours * 60)
      acc.metInitialOn = h.day;
    byType.set(t, acc);
  }
  const firstCourse = [...byType.entries()]
    .filter(([, v]) => v.metInitialOn !== undefined)
    .sort(([, a], [, b]) => ((a.metInitialOn ?? '') < (b.metInitialOn ?? '') ? -1 : 1))[0]?.[0];
  const types: TypeProgress[] = [];
  for (const [t, v] of byType) {
    const row = MINIMUM_HOURS.find((r) => r.type === t);
    if (!row) continue;
    const basis = firstCourse === undefined || firstCourse === t ? 'initial' : 'additional';
    const requiredHours = basis === 'initial' ? row.initialHours : row.additionalHours;
    types.push({
      type: t,
      label: row.label,
      minutes: v.minutes,
      requiredHours,
      basis,
      complete: v.minutes >= requiredHours * 60,
      firstDay: v.first,
      lastDay: v.last,
      citation: basis === 'initial' ? INITIAL : ADDITIONAL,
      ...(row.note ? { note: row.note } : {}),
    });
  }
  const gameIds = new Set([
    ...mine.map((h) => h.game),
    ...tests.filter((x) => x.trainee === trainee).map((x) => x.game),
  ]);
  const games: GameProgress[] = [...gameIds].sort().map((game) => {
    const t = typeOf(game);
    const last = tests.filter((x) => x.trainee === trainee && x.game === game).at(-1);
    const typeDone = types.find((x) => x.type === t)?.complete ?? false;
    return {
      game,
      type: t,
      minutes: mine.filter((h) => h.game === game).reduce((a, h) => a + h.minutes, 0),
      tableTest: last ? { result: last.result, supervisor: last.supervisor, at: last.at } : null,
      mayDeal: typeDone && last?.result === 'pass',
    };
  });
  return { trainee, types, games };
}
