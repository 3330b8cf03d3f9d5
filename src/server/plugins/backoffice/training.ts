/**
 * The training personnel files (§ 611a): hours of instruction, table tests recorded by their examiner,
 * live hours toward an experienced dealer (§ 611a.2(d)), the Executive Director's approvals of another
 * duration (§ 611a.2(c)), the holder's program (§ 611a.4), its completion (§ 611a.5(b)(2)) and training
 * on another game of the same type (§ 611a.2(d)), and every register listed. Trainees and dealers are
 * accounts: one that is not an active table-games account is refused by the register.
 */
import {
  loadTraining,
  recordDurationApproval,
  recordHours,
  recordLiveHours,
  recordProgramCompletion,
  recordSameTypeTraining,
  recordTableTest,
  recordTrainingProgram,
} from '../../../backoffice/training-register.js';
import * as F from '../../../protocol/backoffice.js';
import { staffOf, type Kit } from './kit.js';

export function trainingRoutes({ act, view, repos, store }: Kit): void {
  act('training/hours', {
    roles: ['floorperson'],
    action: 'training.hours',
    summary: 'Hours of instruction for a trainee account',
    body: F.HoursForm,
    run: async ({ me: by, actor, body }) => {
      const { trainee, notes, ...rest } = body;
      const t = await staffOf(store, trainee);
      return recordHours(await loadTraining(repos), t, by, { ...rest, ...(notes ? { notes } : {}) }, actor);
    },
  });
  act('training/table-tests', {
    roles: ['floorperson'],
    action: 'training.table-test',
    summary: 'A table test, recorded by its examiner (pit manager or above)',
    body: F.TableTestForm,
    run: async ({ me: by, actor, body }) => {
      const { trainee, notes, ...rest } = body;
      const t = await staffOf(store, trainee);
      return recordTableTest(
        await loadTraining(repos),
        t,
        by,
        { ...rest, ...(notes ? { notes } : {}) },
        actor,
      );
    },
  });

  act('training/live-hours', {
    roles: ['floorperson'],
    action: 'training.live-hours',
    summary:
      "Minutes a dealer dealt on this holder's live floor (toward the 120 hours of an experienced dealer)",
    body: F.LiveHoursForm,
    fields: { trainee_not_an_account: 'dealer' },
    run: async ({ me: by, actor, body }) => {
      const { dealer, ...rest } = body;
      return recordLiveHours(await loadTraining(repos), await staffOf(store, dealer), by, rest, actor);
    },
  });
  act('training/duration-approvals', {
    roles: ['compliance'],
    action: 'training.approval',
    summary: "The Executive Director's approval of another duration for a course's minimum hours",
    body: F.DurationApprovalForm,
    run: async ({ me: by, actor, body }) =>
      recordDurationApproval(await loadTraining(repos), by, body, actor),
  });
  act('training/programs', {
    roles: ['compliance'],
    action: 'training.program',
    summary: "The holder's training program as submitted, with the mechanism and hours for each game type",
    body: F.TrainingProgramForm,
    fields: { bad_program: 'sameType' },
    run: async ({ me: by, actor, body }) => recordTrainingProgram(await loadTraining(repos), by, body, actor),
  });
  act('training/program-completions', {
    roles: ['floorperson'],
    action: 'training.completion',
    summary: "A trainee's completion of the holder's training program",
    body: F.ProgramCompletionForm,
    fields: { bad_program: 'completedOn' },
    run: async ({ me: by, actor, body }) => {
      const { trainee, ...rest } = body;
      return recordProgramCompletion(
        await loadTraining(repos),
        await staffOf(store, trainee),
        by,
        rest,
        actor,
      );
    },
  });
  act('training/same-type', {
    roles: ['floorperson'],
    action: 'training.same-type',
    summary: "An experienced dealer's training on another game of a type he is trained in",
    body: F.SameTypeTrainingForm,
    fields: { bad_day: 'completedOn' },
    run: async ({ me: by, actor, body }) => {
      const { trainee, ...rest } = body;
      return recordSameTypeTraining(
        await loadTraining(repos),
        await staffOf(store, trainee),
        by,
        rest,
        actor,
      );
    },
  });
  view(
    'training',
    {
      roles: ['floorperson', 'compliance'],
      summary:
        'Every training register: hours, table tests, live hours, duration approvals, programs, completions, same-type training',
    },
    async () => loadTraining(repos),
  );
}
