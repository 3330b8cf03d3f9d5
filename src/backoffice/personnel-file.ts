/**
 * A dealer's personnel file as § 611a.5(b) lists it, built from the training records: (1) the minimum
 * training completed (§ 611a.2(a) courses), (2) the § 611a.3 program, (3) table tests passed, (4)
 * training on a different game type (§ 611a.2(b)), (5) training on a different game of the same type
 * (§ 611a.2(d)); with the hours by game type and week, every course in progress, and the games the
 * dealer may deal. The report builders print it; the web page shows it.
 */
import type { Citation } from '../core/citation.js';
import type { Day } from './common.js';
import type { StaffAccount } from './people.js';
import {
  checkedSameType,
  courses,
  DEFAULT_POLICY,
  eligibility,
  isoWeek,
  liveMinutes,
  countingTest,
  type Course,
  type Eligibility,
  type TrainingPolicy,
  type TrainingRecords,
} from './training-file.js';
import { CITE, trainingGame, TRAINING_GAMES, typeOfGame, type TrainingGameType } from './training-rules.js';

export interface FileItem {
  readonly item: 1 | 2 | 3 | 4 | 5;
  readonly what: string;
  readonly on: Day;
  readonly citation: Citation;
  readonly record?: string;
}

export interface WeekHours {
  readonly week: string;
  readonly type: TrainingGameType;
  readonly minutes: number;
  readonly blackjackMinutes: number;
}

export interface PersonnelFile {
  readonly dealer: { readonly id: string; readonly name: string; readonly credential?: string };
  /** § 611a.5(b)(1)-(5), in order. */
  readonly items: readonly FileItem[];
  readonly courses: readonly Course[];
  readonly weeks: readonly WeekHours[];
  readonly tests: readonly {
    readonly id: string;
    readonly game: string;
    readonly day: Day;
    readonly result: 'pass' | 'fail';
    readonly examiner: string;
    readonly examinerPosition: string;
    readonly counts: boolean;
  }[];
  readonly liveMinutes: number;
  /** Every game the dealer has hours, training or a test on, with whether he may deal it. */
  readonly games: readonly Eligibility[];
}

export function personnelFile(
  dealer: StaffAccount,
  r: TrainingRecords,
  names: (accountId: string) => string = (id) => id,
  policy: TrainingPolicy = DEFAULT_POLICY,
): PersonnelFile {
  const all = courses(dealer.id, r, trainingGame);
  const items: FileItem[] = [];
  for (const c of all.filter((x) => x.completedOn !== undefined && x.basis === 'initial'))
    items.push({
      item: 1,
      what: `${c.label}: ${c.requiredMinutes / 60} hours (§ 611a.2(a))`,
      on: c.completedOn as Day,
      citation: CITE.fileMinimum,
    });
  for (const p of r.completions.filter((x) => x.trainee === dealer.id))
    items.push({
      item: 2,
      what: `training program ${p.program} (§ 611a.3)`,
      on: p.completedOn,
      citation: CITE.fileProgram,
      record: p.id,
    });
  const mine = r.tests.filter((t) => t.trainee === dealer.id).sort((a, b) => a.at - b.at);
  const games = gamesOf(dealer.id, r).flatMap((id) => {
    const g = trainingGame(id);
    return g ? [eligibility(dealer.id, g, r, trainingGame, policy)] : [];
  });
  for (const e of games)
    if (e.test) {
      const t = mine.find((x) => x.id === e.test);
      if (t)
        items.push({
          item: 3,
          what: `table test on ${trainingGame(t.game)?.name ?? t.game} passed before ${names(t.examiner)} (${t.examinerPosition})`,
          on: t.day,
          citation: CITE.fileTest,
          record: t.id,
        });
    }
  for (const c of all.filter((x) => x.completedOn !== undefined && x.basis === 'additional'))
    items.push({
      item: 4,
      what: `${c.label}: ${c.requiredMinutes / 60} hours (§ 611a.2(b))`,
      on: c.completedOn as Day,
      citation: CITE.fileAdditional,
    });
  for (const d of checkedSameType(dealer.id, r, trainingGame, policy).filter((x) => x.ok))
    items.push({
      item: 5,
      what: `${trainingGame(d.game)?.name ?? d.game} under program ${d.program}: ${d.mechanism}`,
      on: d.completedOn,
      citation: CITE.fileSameType,
      record: d.id,
    });
  items.sort((a, b) => a.item - b.item || (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
  return {
    dealer: {
      id: dealer.id,
      name: dealer.name,
      ...(dealer.credential ? { credential: dealer.credential } : {}),
    },
    items,
    courses: all,
    weeks: weekHours(dealer.id, r),
    tests: mine.map((t) => ({
      id: t.id,
      game: t.game,
      day: t.day,
      result: t.result,
      examiner: names(t.examiner),
      examinerPosition: t.examinerPosition,
      counts: t.result === 'pass' && countingTest(t, t.day),
    })),
    liveMinutes: liveMinutes(dealer.id, r),
    games,
  };
}

function gamesOf(dealer: string, r: TrainingRecords): string[] {
  const ids = new Set([
    ...r.hours.filter((h) => h.trainee === dealer).map((h) => h.game),
    ...r.tests.filter((t) => t.trainee === dealer).map((t) => t.game),
    ...r.sameType.filter((d) => d.trainee === dealer).map((d) => d.game),
  ]);
  return TRAINING_GAMES.map((g) => g.id).filter((id) => ids.has(id));
}

/** Hours of instruction by ISO week and game type (§ 611a.2's "over an N-week period", made visible). */
export function weekHours(dealer: string, r: TrainingRecords): WeekHours[] {
  const acc = new Map<
    string,
    { week: string; type: TrainingGameType; minutes: number; blackjackMinutes: number }
  >();
  for (const h of r.hours.filter((x) => x.trainee === dealer)) {
    const g = trainingGame(h.game);
    if (!g) continue;
    const week = isoWeek(h.day);
    const type = typeOfGame(g);
    const key = `${week} ${type}`;
    const row = acc.get(key) ?? { week, type, minutes: 0, blackjackMinutes: 0 };
    row.minutes += h.minutes;
    if (g.blackjack) row.blackjackMinutes += h.minutes;
    acc.set(key, row);
  }
  return [...acc.values()].sort((a, b) =>
    a.week < b.week ? -1 : a.week > b.week ? 1 : a.type < b.type ? -1 : 1,
  );
}
