/**
 * The dealer-training personnel file (58 Pa. Code 611a): hours of instruction per trainee and game, the
 * table test (trainee, game, examiner, result; § 611a.5), and each trainee's record against the minimum
 * hours of § 611a.2. Records are append-only: a correction is a new entry.
 */
import { z } from 'zod';
import {
  TABLE_TEST_CITATION,
  TABLE_TEST_EXAMINERS,
  trainingRecord,
} from '../backoffice/training-standards.js';
import type { ServerContext } from './context.js';
import { HttpError, parse } from './http.js';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is YYYY-MM-DD');
/** A trainee's or an examiner's name as recorded. */
const Person = z.string().trim().min(1).max(80);

export function registerTrainingRecords(ctx: ServerContext): void {
  const { app, store, need, games } = ctx;
  const knownGame = (game: string): void => {
    if (!games.has(game)) throw new HttpError(404, 'unknown_game', `no game ${game}`);
  };

  app.post('/api/training/table-tests', async (req) => {
    const a = await need(req, 'floorperson');
    const b = parse(
      z
        .object({
          trainee: Person,
          game: z.string(),
          result: z.enum(['pass', 'fail']),
          /** The examiner, if not the account recording the test. */
          supervisor: Person.optional(),
          supervisorTitle: z.string().max(40),
          score: z.string().max(40).default(''),
          notes: z.string().max(2000).default(''),
        })
        .strict(),
      req.body,
    );
    knownGame(b.game);
    if (!(TABLE_TEST_EXAMINERS as readonly string[]).includes(b.supervisorTitle))
      throw new HttpError(
        422,
        'examiner_below_pit_manager',
        `a table test is conducted by a pit manager or higher (${TABLE_TEST_EXAMINERS.join(', ')})`,
        { citation: TABLE_TEST_CITATION },
      );
    const row = {
      trainee: b.trainee,
      game: b.game,
      result: b.result,
      supervisor: b.supervisor ?? a.user.username,
      supervisorTitle: b.supervisorTitle,
      recordedBy: a.user.username,
      score: b.score,
      notes: b.notes,
      at: new Date().toISOString(),
    };
    await store.recordTableTest(row);
    return row;
  });
  app.get('/api/training/table-tests', async (req) => {
    await need(req, 'floorperson', 'compliance');
    return store.tableTests();
  });

  app.post('/api/training/hours', async (req) => {
    const a = await need(req, 'floorperson');
    const b = parse(
      z
        .object({
          trainee: Person,
          game: z.string(),
          minutes: z
            .number()
            .int()
            .min(1)
            .max(24 * 60),
          day: Day,
          notes: z.string().max(2000).default(''),
        })
        .strict(),
      req.body,
    );
    knownGame(b.game);
    const row = { ...b, instructor: a.user.username, at: new Date().toISOString() };
    await store.recordTrainingHours(row);
    return row;
  });
  app.get('/api/training/hours', async (req) => {
    await need(req, 'floorperson', 'compliance');
    return store.trainingHours();
  });

  /** Every trainee's record (or one: `?trainee=`), against the minimum hours and the table test. */
  app.get<{ Querystring: { trainee?: string } }>('/api/training/records', async (req) => {
    await need(req, 'floorperson', 'compliance');
    const [hours, tests] = await Promise.all([store.trainingHours(), store.tableTests()]);
    const names = new Set([...hours.map((h) => h.trainee), ...tests.map((t) => t.trainee)]);
    const wanted = req.query.trainee;
    return [...names]
      .filter((n) => wanted === undefined || n === wanted)
      .sort()
      .map((n) => trainingRecord(n, hours, tests, (g) => games.get(g)?.chapter));
  });
}
