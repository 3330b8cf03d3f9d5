/**
 * Recording the training personnel file (58 Pa. Code §§ 611a.2, 611a.5): each operation checks its
 * input against the accounts and the records already kept and returns the record with its audit event,
 * or a refusal with the citation it breaks. Trainees, instructors and examiners are accounts; the
 * examiner of a table test is the account that records it, and its level comes from that account
 * (§ 611a.5(a)); a table test is recorded only for a trainee whose training covers the game.
 *
 * Every register here is append-only: a correction is a new record.
 */
import type { Citation } from '../core/citation.js';
import { ok, type Result } from '../core/result.js';
import { dayOf, isDay, nonBlank, refuse, type Day, type Refusal } from './common.js';
import { inserted, type Actor } from './events.js';
import { atOrAbove, DEPARTMENT, type StaffAccount } from './people.js';
import type { Change, Repository } from './records.js';
import {
  coverage,
  EXAMINER_POSITIONS,
  sameTypeProblem,
  type DurationApproval,
  type LiveHours,
  type ProgramCompletion,
  type SameTypeTraining,
  type TableTest,
  type TrainingHours,
  type TrainingPolicy,
  type TrainingProgram,
  type TrainingRecords,
} from './training-file.js';
import {
  CITE,
  CURRICULUM_ROWS,
  GAME_TYPES,
  trainingGame,
  type CurriculumRow,
  type TrainingGame,
} from './training-rules.js';

export interface TrainingRepositories {
  readonly trainingHours: Repository<TrainingHours>;
  readonly tableTests: Repository<TableTest>;
  readonly liveHours: Repository<LiveHours>;
  readonly durationApprovals: Repository<DurationApproval>;
  readonly trainingPrograms: Repository<TrainingProgram>;
  readonly programCompletions: Repository<ProgramCompletion>;
  readonly sameTypeTraining: Repository<SameTypeTraining>;
}
type Into = keyof TrainingRepositories;

/** Everything kept for the personnel files, loaded for the rules. */
export async function loadTraining(repos: TrainingRepositories): Promise<TrainingRecords> {
  const [hours, tests, live, approvals, programs, completions, sameType] = await Promise.all([
    repos.trainingHours.list(),
    repos.tableTests.list(),
    repos.liveHours.list(),
    repos.durationApprovals.list(),
    repos.trainingPrograms.list(),
    repos.programCompletions.list(),
    repos.sameTypeTraining.list(),
  ]);
  return { hours, tests, live, approvals, programs, completions, sameType };
}

export type TrainingCode =
  | 'trainee_not_an_account'
  | 'not_authorised'
  | 'unknown_game'
  | 'bad_day'
  | 'bad_minutes'
  | 'more_than_a_day'
  | 'examiner_below_pit_manager'
  | 'examiner_is_trainee'
  | 'table_test_before_training'
  | 'bad_approval'
  | 'bad_program'
  | 'same_type_not_allowed'
  | 'duplicate_id';

type Refused = Result<never, Refusal<TrainingCode>>;

/** A trainee or dealer is an active table games account (not a free-text name). */
function traineeProblem(t: StaffAccount | undefined, citation: Citation): Refused | undefined {
  if (!t || !t.active || DEPARTMENT[t.position] !== 'table-games')
    return refuse('trainee_not_an_account', 'the trainee is an active table games account', citation);
  return undefined;
}

const gameOf = (id: string): Result<TrainingGame, Refusal<TrainingCode>> => {
  const g = trainingGame(id);
  return g ? ok(g) : refuse('unknown_game', `no training game ${id}`, CITE.initial);
};

/** A supervisor (floorperson or above) records instruction and live hours; compliance reads them. */
const supervises = (a: StaffAccount): boolean => a.active && atOrAbove(a.position, 'floorperson');

export interface HoursInput {
  readonly id: string;
  readonly game: string;
  readonly day: Day;
  readonly minutes: number;
  readonly provider: TrainingHours['provider'];
  readonly notes?: string;
}

/** Hours of instruction for a trainee account, logged by the instructor (§ 611a.2(a), (b)). */
export function recordHours(
  r: TrainingRecords,
  trainee: StaffAccount | undefined,
  instructor: StaffAccount,
  input: HoursInput,
  actor: Actor,
): Result<Change<Into>, Refusal<TrainingCode>> {
  const bad = traineeProblem(trainee, CITE.fileMinimum);
  if (bad || !trainee) return bad ?? refuse('trainee_not_an_account', 'no trainee', CITE.fileMinimum);
  if (!supervises(instructor) || instructor.id !== actor.account)
    return refuse(
      'not_authorised',
      'hours are logged by the instructing supervisor (floorperson or above)',
      CITE.file,
    );
  if (instructor.id === trainee.id)
    return refuse('not_authorised', 'a trainee does not log his own hours', CITE.file);
  const g = gameOf(input.game);
  if (!g.ok) return g;
  if (!isDay(input.day) || input.day > dayOf(actor.at))
    return refuse('bad_day', 'hours are logged for a day that has happened (YYYY-MM-DD)', CITE.file);
  if (!Number.isInteger(input.minutes) || input.minutes < 1)
    return refuse('bad_minutes', 'minutes are a whole number, at least 1', CITE.initial);
  const already = r.hours
    .filter((h) => h.trainee === trainee.id && h.day === input.day)
    .reduce((a, h) => a + h.minutes, 0);
  if (already + input.minutes > 24 * 60)
    return refuse(
      'more_than_a_day',
      `${trainee.name} already has ${already} minutes on ${input.day}`,
      CITE.initial,
    );
  if (r.hours.some((h) => h.id === input.id)) return refuse('duplicate_id', `hours ${input.id} exist`);
  const row: TrainingHours = {
    id: input.id,
    version: 1,
    trainee: trainee.id,
    game: g.value.id,
    day: input.day,
    minutes: input.minutes,
    instructor: instructor.id,
    provider: input.provider,
    notes: input.notes ?? '',
    at: actor.at,
  };
  return ok(
    inserted(
      'trainingHours',
      row,
      'training-hours.recorded',
      actor,
      `${input.minutes} minutes of ${g.value.name} for ${trainee.name} on ${input.day}`,
      CITE.fileMinimum,
    ),
  );
}

export interface TableTestInput {
  readonly id: string;
  readonly game: string;
  readonly result: 'pass' | 'fail';
  readonly notes?: string;
}

/**
 * A table test, recorded by its examiner's own account (§ 611a.5(a)): the examiner is at pit manager
 * level or higher by the account's position, is not the trainee, and the trainee's training covers the
 * game (§ 611a.2(a), (b)(2), (d)): no test before the hours.
 */
export function recordTableTest(
  r: TrainingRecords,
  trainee: StaffAccount | undefined,
  examiner: StaffAccount,
  input: TableTestInput,
  actor: Actor,
  policy?: TrainingPolicy,
): Result<Change<Into>, Refusal<TrainingCode>> {
  const bad = traineeProblem(trainee, CITE.fileTest);
  if (bad || !trainee) return bad ?? refuse('trainee_not_an_account', 'no trainee', CITE.fileTest);
  if (examiner.id !== actor.account)
    return refuse(
      'not_authorised',
      'the examiner records the table test from his own account',
      CITE.tableTest,
    );
  if (!examiner.active || !EXAMINER_POSITIONS.includes(examiner.position))
    return refuse(
      'examiner_below_pit_manager',
      `a table test is passed to the satisfaction of a pit manager or higher; ${examiner.name} is a ${examiner.position}`,
      CITE.tableTest,
    );
  if (examiner.id === trainee.id)
    return refuse('examiner_is_trainee', 'the examiner and the trainee are different people', CITE.tableTest);
  const g = gameOf(input.game);
  if (!g.ok) return g;
  const day = dayOf(actor.at);
  const c = coverage(trainee.id, g.value, r, trainingGame, policy);
  if (!c.covered.some((x) => x.since <= day))
    return refuse(
      'table_test_before_training',
      `${trainee.name} may not take the table test on ${g.value.name} yet: missing ${c.missing}`,
      c.citation,
    );
  if (r.tests.some((t) => t.id === input.id)) return refuse('duplicate_id', `table test ${input.id} exists`);
  const row: TableTest = {
    id: input.id,
    version: 1,
    trainee: trainee.id,
    game: g.value.id,
    result: input.result,
    examiner: examiner.id,
    examinerPosition: examiner.position,
    day,
    at: actor.at,
    notes: input.notes ?? '',
  };
  return ok(
    inserted(
      'tableTests',
      row,
      'table-test.recorded',
      actor,
      `${trainee.name} ${input.result === 'pass' ? 'passed' : 'failed'} the table test on ${g.value.name} before ${examiner.name}`,
      CITE.tableTest,
    ),
  );
}

/** Hours a dealer dealt on this holder's live floor (§ 611a.2(d), spec ruling C-AMB-4). */
export function recordLiveHours(
  r: TrainingRecords,
  dealer: StaffAccount | undefined,
  recorder: StaffAccount,
  input: { readonly id: string; readonly day: Day; readonly minutes: number; readonly table: string },
  actor: Actor,
): Result<Change<Into>, Refusal<TrainingCode>> {
  const bad = traineeProblem(dealer, CITE.sameType);
  if (bad || !dealer) return bad ?? refuse('trainee_not_an_account', 'no dealer', CITE.sameType);
  if (!supervises(recorder) || recorder.id !== actor.account)
    return refuse('not_authorised', 'live hours are recorded by a floorperson or above', CITE.sameType);
  if (!isDay(input.day) || input.day > dayOf(actor.at))
    return refuse('bad_day', 'a day that has happened', CITE.sameType);
  if (!Number.isInteger(input.minutes) || input.minutes < 1 || input.minutes > 24 * 60)
    return refuse('bad_minutes', 'minutes are a whole number from 1 to 1440', CITE.sameType);
  if (r.live.some((l) => l.id === input.id)) return refuse('duplicate_id', `live hours ${input.id} exist`);
  const row: LiveHours = { ...input, version: 1, dealer: dealer.id, recordedBy: recorder.id };
  return ok(
    inserted(
      'liveHours',
      row,
      'live-hours.recorded',
      actor,
      `${dealer.name} dealt ${input.minutes} minutes live`,
      CITE.sameType,
    ),
  );
}

/** § 611a.2(c): an approval of another duration (compliance records it from the Executive Director's letter). */
export function recordDurationApproval(
  r: TrainingRecords,
  recorder: StaffAccount,
  input: Omit<DurationApproval, 'version' | 'recordedBy'>,
  actor: Actor,
): Result<Change<Into>, Refusal<TrainingCode>> {
  if (recorder.position !== 'compliance' || recorder.id !== actor.account)
    return refuse('not_authorised', 'compliance records the Executive Director approvals', CITE.duration);
  const rows: readonly CurriculumRow[] = input.basis === 'initial' ? CURRICULUM_ROWS : GAME_TYPES;
  if (!rows.includes(input.row))
    return refuse('bad_approval', `no ${input.basis} row ${input.row}`, CITE.duration);
  if (!Number.isInteger(input.weeks) || input.weeks < 1 || input.weeks > 104)
    return refuse('bad_approval', 'the duration is a whole number of weeks', CITE.duration);
  if (!isDay(input.approvedOn) || !nonBlank(input.reference) || !nonBlank(input.description))
    return refuse(
      'bad_approval',
      "an approval names its day, the Executive Director's reference and a description of when training is given",
      CITE.duration,
    );
  if (r.approvals.some((a) => a.id === input.id))
    return refuse('duplicate_id', `approval ${input.id} exists`);
  const row: DurationApproval = { ...input, version: 1, recordedBy: recorder.id };
  return ok(
    inserted(
      'durationApprovals',
      row,
      'duration-approval.recorded',
      actor,
      `${input.row} (${input.basis}) over ${input.weeks} weeks, approved ${input.approvedOn}`,
      CITE.duration,
    ),
  );
}

/** § 611a.4: the holder's program, with the (d) mechanism and amount for each game type. */
export function recordTrainingProgram(
  r: TrainingRecords,
  recorder: StaffAccount,
  input: Omit<TrainingProgram, 'version' | 'recordedBy'>,
  actor: Actor,
): Result<Change<Into>, Refusal<TrainingCode>> {
  if (recorder.position !== 'compliance' || recorder.id !== actor.account)
    return refuse(
      'not_authorised',
      'compliance records the submitted training program',
      CITE.programSubmission,
    );
  if (!nonBlank(input.reference) || !isDay(input.submittedOn))
    return refuse('bad_program', 'a program has a reference and a submission day', CITE.programSubmission);
  for (const s of input.sameType)
    if (!GAME_TYPES.includes(s.type) || !nonBlank(s.mechanism) || !(s.hours > 0))
      return refuse(
        'bad_program',
        'each game type names its mechanism and an amount of hours',
        CITE.sameType,
      );
  if (r.programs.some((p) => p.id === input.id)) return refuse('duplicate_id', `program ${input.id} exists`);
  const row: TrainingProgram = { ...input, version: 1, recordedBy: recorder.id };
  return ok(
    inserted(
      'trainingPrograms',
      row,
      'training-program.recorded',
      actor,
      `program ${input.reference}`,
      CITE.programSubmission,
    ),
  );
}

/** § 611a.5(b)(2): the trainee completed the § 611a.3 program. */
export function recordProgramCompletion(
  r: TrainingRecords,
  trainee: StaffAccount | undefined,
  recorder: StaffAccount,
  input: { readonly id: string; readonly program: string; readonly completedOn: Day },
  actor: Actor,
): Result<Change<Into>, Refusal<TrainingCode>> {
  const bad = traineeProblem(trainee, CITE.fileProgram);
  if (bad || !trainee) return bad ?? refuse('trainee_not_an_account', 'no trainee', CITE.fileProgram);
  if (!supervises(recorder) || recorder.id !== actor.account || recorder.id === trainee.id)
    return refuse('not_authorised', 'a supervisor other than the trainee records it', CITE.fileProgram);
  if (!nonBlank(input.program) || !isDay(input.completedOn) || input.completedOn > dayOf(actor.at))
    return refuse('bad_program', 'the program and a completion day that has happened', CITE.fileProgram);
  if (r.completions.some((c) => c.id === input.id))
    return refuse('duplicate_id', `completion ${input.id} exists`);
  const row: ProgramCompletion = { ...input, version: 1, trainee: trainee.id, recordedBy: recorder.id };
  return ok(
    inserted(
      'programCompletions',
      row,
      'program-completion.recorded',
      actor,
      `${trainee.name} completed ${input.program}`,
      CITE.holderProgram,
    ),
  );
}

/** § 611a.2(d): an experienced dealer's training on another game of a type he is trained in. */
export function recordSameTypeTraining(
  r: TrainingRecords,
  trainee: StaffAccount | undefined,
  recorder: StaffAccount,
  input: Omit<SameTypeTraining, 'version' | 'recordedBy' | 'trainee'>,
  actor: Actor,
  policy?: TrainingPolicy,
): Result<Change<Into>, Refusal<TrainingCode>> {
  const bad = traineeProblem(trainee, CITE.fileSameType);
  if (bad || !trainee) return bad ?? refuse('trainee_not_an_account', 'no trainee', CITE.fileSameType);
  if (!supervises(recorder) || recorder.id !== actor.account || recorder.id === trainee.id)
    return refuse('not_authorised', 'a supervisor other than the trainee records it', CITE.sameType);
  const g = gameOf(input.game);
  if (!g.ok) return g;
  if (!isDay(input.completedOn) || input.completedOn > dayOf(actor.at) || !nonBlank(input.mechanism))
    return refuse('bad_day', 'a completion day that has happened, and the mechanism followed', CITE.sameType);
  const why = sameTypeProblem({ ...input, trainee: trainee.id }, r, trainingGame, policy);
  if (why !== undefined) return refuse('same_type_not_allowed', why, CITE.sameType);
  if (r.sameType.some((d) => d.id === input.id)) return refuse('duplicate_id', `training ${input.id} exists`);
  const row: SameTypeTraining = { ...input, version: 1, trainee: trainee.id, recordedBy: recorder.id };
  return ok(
    inserted(
      'sameTypeTraining',
      row,
      'same-type-training.recorded',
      actor,
      `${trainee.name} trained on ${g.value.name}`,
      CITE.sameType,
    ),
  );
}
