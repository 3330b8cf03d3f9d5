/**
 * Dealer training (58 Pa. Code 611a): drills generated from real deals and graded with the rule and its
 * citation, and the personnel file: hours of instruction per trainee and game, the table test (trainee,
 * game, the examiner at pit-manager level or higher, § 611a.5), and each trainee's record against the
 * minimum hours of § 611a.2. Records are append-only: a correction is a new entry.
 */
import { z } from 'zod';
import {
  TABLE_TEST_CITATION,
  TABLE_TEST_EXAMINERS,
  trainingRecord,
} from '../../backoffice/training-standards.js';
import {
  AnswerSchema,
  DrillRequestSchema,
  DrillSchema,
  GradeSchema,
  HoursRequestSchema,
  HoursSchema,
  RecordsQuerySchema,
  TableTestRequestSchema,
  TableTestSchema,
  TrainingRecordSchema,
} from '../../protocol/api.js';
import { authed, type App, type ServerContext } from '../context.js';
import { HttpError, replies } from '../http.js';

export async function trainingRoutes(app: App, { ctx }: { ctx: ServerContext }): Promise<void> {
  const { store, games, trainer } = ctx;
  const tags = ['training'];
  const anyone = ctx.requireRole();
  const floor = ctx.requireRole('floorperson');
  const readers = ctx.requireRole('floorperson', 'compliance');
  const knownGame = (game: string): void => {
    if (!games.has(game)) throw new HttpError(404, 'unknown_game', `no game ${game}`);
  };

  app.post(
    '/api/training/drill',
    {
      preValidation: anyone,
      schema: {
        summary: 'A drill from a real deal of the game (optionally of one kind)',
        tags,
        body: DrillRequestSchema,
        response: replies(DrillSchema),
      },
    },
    async (req) => {
      const g = games.get(req.body.game);
      if (!g) throw new HttpError(404, 'unknown_game', `no game ${req.body.game}`);
      const d = trainer.drill(g, req.body.kind);
      if (!d) throw new HttpError(404, 'no_drill', 'this game offers no drill of that kind');
      return d;
    },
  );

  app.post(
    '/api/training/answer',
    {
      preValidation: anyone,
      schema: {
        summary: 'Answer a drill: graded with the rule and its citation',
        tags,
        body: AnswerSchema,
        response: replies(GradeSchema),
      },
    },
    async (req) => {
      const g = trainer.grade(req.body.id, req.body.choice);
      if (!g) throw new HttpError(404, 'unknown_drill', 'that drill has expired or does not exist');
      return g;
    },
  );

  app.post(
    '/api/training/table-tests',
    {
      preValidation: floor,
      schema: {
        summary: 'Record a table test (§ 611a.5): the examiner at the level of pit manager or higher',
        tags,
        body: TableTestRequestSchema,
        response: replies(TableTestSchema),
      },
    },
    async (req) => {
      const a = authed(req);
      const b = req.body;
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
    },
  );

  app.get(
    '/api/training/table-tests',
    {
      preValidation: readers,
      schema: { summary: 'Every table test recorded', tags, response: replies(z.array(TableTestSchema)) },
    },
    async () => store.tableTests(),
  );

  app.post(
    '/api/training/hours',
    {
      preValidation: floor,
      schema: {
        summary: 'Record hours of instruction (minutes) a trainee completed on a game on a day (§ 611a.2)',
        tags,
        body: HoursRequestSchema,
        response: replies(HoursSchema),
      },
    },
    async (req) => {
      knownGame(req.body.game);
      const row = { ...req.body, instructor: authed(req).user.username, at: new Date().toISOString() };
      await store.recordTrainingHours(row);
      return row;
    },
  );

  app.get(
    '/api/training/hours',
    {
      preValidation: readers,
      schema: {
        summary: 'Every entry of hours of instruction',
        tags,
        response: replies(z.array(HoursSchema)),
      },
    },
    async () => store.trainingHours(),
  );

  app.get(
    '/api/training/records',
    {
      preValidation: readers,
      schema: {
        summary: "Every trainee's record (or one: ?trainee=), against the minimum hours and the table test",
        tags,
        querystring: RecordsQuerySchema,
        response: replies(z.array(TrainingRecordSchema)),
      },
    },
    async (req) => {
      const [hours, tests] = await Promise.all([store.trainingHours(), store.tableTests()]);
      const names = new Set([...hours.map((h) => h.trainee), ...tests.map((t) => t.trainee)]);
      const wanted = req.query.trainee;
      return [...names]
        .filter((n) => wanted === undefined || n === wanted)
        .sort()
        .map((n) => trainingRecord(n, hours, tests, (g) => games.get(g)?.chapter));
    },
  );
}
