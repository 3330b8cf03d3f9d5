/**
 * Dealer training (58 Pa. Code 611a): drills generated from real deals and graded with the rule and its
 * citation. The personnel files (hours of instruction, table tests, live hours, courses) are the back
 * office's training register, kept against accounts (`/api/backoffice/training/*`,
 * plugins/backoffice/training.ts): the one source of truth for training hours. The old
 * `/api/training/hours`, `/api/training/table-tests` and `/api/training/records` routes, which wrote
 * free-text trainees and self-declared examiner titles to tables of their own, are retired.
 */
import { AnswerSchema, DrillRequestSchema, DrillSchema, GradeSchema } from '../../protocol/api.js';
import type { App, ServerContext } from '../context.js';
import { HttpError, replies } from '../http.js';

export async function trainingRoutes(app: App, { ctx }: { ctx: ServerContext }): Promise<void> {
  const { games, trainer } = ctx;
  const tags = ['training'];
  const anyone = ctx.requireRole();

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
}
