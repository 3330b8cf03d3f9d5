/**
 * The lobby: health, the games with their Rules Submission options, validating a Rules Submission,
 * the open tables (here and, on a shared PostgreSQL, in other processes), opening a table under a Rules
 * Submission, naming it, and closing it for good once nobody is seated (its log stays for audit).
 */
import { z } from 'zod';
import { optionDocs, validateRulesSubmission } from '../../engine/rules-submission.js';
import {
  ClosedTableSchema,
  GameInfoSchema,
  HealthSchema,
  OpenTableSchema,
  RenameTableSchema,
  RulesValidationSchema,
  TableNameSchema,
  TableParams,
  TableSummarySchema,
  ErrorSchema,
} from '../../protocol/api.js';
import { authed, type App, type ServerContext } from '../context.js';
import { HttpError, replies } from '../http.js';
import { sharedOddsmaker } from '../odds.js';
import { newTableRow } from '../tables.js';

/** A row of `POST /api/odds`: `felt odds --json`'s, with the wager kind and what it pays where known. */
const OddsRowSchema = z.looseObject({
  wager: z.string(),
  variant: z.string(),
  kind: z.string().optional(),
  pays: z.string().optional(),
  houseEdge: z.number(),
  exact: z.string().optional(),
  standardError: z.number().optional(),
  method: z.enum(['exact', 'simulation']),
  citation: z.string(),
  expectedRolls: z.number().optional(),
});
const OddsRequestSchema = z.object({ game: z.string().min(1).max(64), options: z.unknown().optional() });

export async function lobbyRoutes(app: App, { ctx }: { ctx: ServerContext }): Promise<void> {
  const { store, games, tables, leases, trainer } = ctx;
  const floor = ctx.requireRole('floorperson');
  const tags = ['lobby'];

  app.get(
    '/health',
    {
      schema: {
        summary: 'Health check: store kind and number of tables served',
        tags,
        response: replies(HealthSchema),
      },
    },
    async () => ({ ok: true as const, store: store.kind, tables: tables.size }),
  );

  app.get(
    '/api/games',
    {
      schema: {
        summary: 'Every game: id, name, chapter, option documentation and JSON Schema, drill kinds',
        tags,
        response: replies(z.array(GameInfoSchema)),
      },
    },
    async () =>
      [...games.values()].map((g) => ({
        id: g.id,
        name: g.name,
        chapter: g.chapter,
        status: g.status,
        options: optionDocs(g),
        schema: z.toJSONSchema(g.options, { io: 'input', unrepresentable: 'any' }),
        drills: trainer.kinds(g),
      })),
  );

  app.post(
    '/api/rules/validate',
    {
      schema: {
        summary: 'Validate a Rules Submission {game, options}; violations carry citations',
        tags,
        body: z.unknown(),
        response: replies(RulesValidationSchema),
      },
    },
    async (req) => {
      const r = validateRulesSubmission(games, req.body);
      return r.ok
        ? { ok: true as const, game: r.value.game.id, options: r.value.options }
        : { ok: false as const, violations: r.error };
    },
  );

  app.post(
    '/api/odds',
    {
      preValidation: ctx.requireRole(),
      schema: {
        summary: "The house edge of every wager a Rules Submission's options offer (as `felt odds --json`)",
        description:
          'Computed off the event loop on the game pool and kept per game and options; 422 with violations when the options break the regulation.',
        tags,
        body: OddsRequestSchema,
        response: {
          ...replies(z.object({ game: z.string(), wagers: z.array(OddsRowSchema) })),
          422: ErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const game = games.get(req.body.game);
      if (!game) throw new HttpError(404, 'unknown_game', `no game ${req.body.game}`);
      const r = validateRulesSubmission(games, { game: game.id, options: req.body.options ?? {} });
      if (!r.ok)
        return reply.status(422).send({
          code: 'rules_submission_rejected',
          message: 'the Rules Submission breaks the regulation',
          violations: r.error,
        });
      // A form that moved on closes the request: its computation is dropped, not left on the pool.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const rows = await sharedOddsmaker()
        .odds(game, r.value.options, gone.signal)
        .catch((e: unknown) => {
          if (gone.signal.aborted) throw new HttpError(503, 'abandoned', 'the request was closed');
          throw e;
        });
      return { game: game.id, wagers: rows as z.infer<typeof OddsRowSchema>[] };
    },
  );

  app.get(
    '/api/tables',
    {
      schema: {
        summary:
          'Open tables: game, name, options, seats, round, phase (and where another process serves one)',
        tags,
        response: replies(z.array(TableSummarySchema)),
      },
    },
    async () => [...[...tables.values()].map(ctx.summary), ...(await leases.servedElsewhere())],
  );

  app.post(
    '/api/tables',
    {
      preValidation: ctx.requireRole('floorperson', 'dealer'),
      schema: {
        summary: 'Open a table under a Rules Submission (422 with violations if it breaks the regulation)',
        description:
          "The table's name is `name`, or else the Rules Submission's `table` field when it is a valid name.",
        tags,
        body: OpenTableSchema,
        response: { ...replies(TableSummarySchema, 201), 422: ErrorSchema },
      },
    },
    async (req, reply) => {
      const a = authed(req);
      const b = req.body;
      const r = validateRulesSubmission(games, b.rules);
      if (!r.ok)
        return reply.status(422).send({
          code: 'rules_submission_rejected',
          message: 'the Rules Submission breaks the regulation',
          violations: r.error,
        });
      const fromRules = TableNameSchema.safeParse((b.rules as { table?: unknown }).table);
      const name = b.name ?? (fromRules.success ? fromRules.data : null);
      const seeded = ctx.options.seeded ? 'seeded' : 'crypto';
      const row = newTableRow(r.value.game, r.value.options, b.automated, a.user.id, seeded, name);
      const host = await leases.openNew(row, r.value.game);
      ctx.log('table opened', {
        table: row.id,
        game: row.game,
        automated: row.automated,
        by: a.user.username,
      });
      return reply.status(201).send(ctx.summary(host));
    },
  );

  app.get(
    '/api/tables/closed',
    {
      preValidation: ctx.requireRole('compliance', 'floorperson'),
      schema: {
        summary: 'Closed tables, most recent first (their logs stay readable and verifiable)',
        tags,
        response: replies(z.array(ClosedTableSchema)),
      },
    },
    async () =>
      (await store.closedTables()).map((t) => ({
        id: t.id,
        game: t.game,
        tableName: t.name ?? null,
        automated: t.automated,
        createdAt: t.createdAt,
        closedAt: t.closedAt ?? '',
      })),
  );

  app.get(
    '/api/tables/:id',
    {
      schema: {
        summary: 'One table summary',
        tags,
        params: TableParams,
        response: replies(TableSummarySchema),
      },
    },
    async (req) => ctx.summary(await ctx.servedHere(req.params.id)),
  );

  app.patch(
    '/api/tables/:id',
    {
      preValidation: floor,
      schema: {
        summary: 'Name (or unname, with null) a table',
        tags,
        params: TableParams,
        body: RenameTableSchema,
        response: replies(TableSummarySchema),
      },
    },
    async (req) => {
      const host = await ctx.servedHere(req.params.id);
      await store.renameTable(host.id, req.body.name);
      host.tableName = req.body.name;
      ctx.log('table named', { table: host.id, name: req.body.name, by: authed(req).user.username });
      return ctx.summary(host);
    },
  );

  app.post(
    '/api/tables/:id/close',
    {
      preValidation: floor,
      schema: {
        summary: 'Close a table for good; refused (table_not_empty) while a seat is taken',
        tags,
        params: TableParams,
        response: replies(ClosedTableSchema),
      },
    },
    async (req) => {
      const a = authed(req);
      const host = await ctx.servedHere(req.params.id);
      const at = new Date().toISOString();
      const closed = await host.closeForGood(async () => {
        if (!(await store.closeTable(host.id, a.user.id, at)))
          throw new HttpError(409, 'table_closed', 'this table is already closed');
      });
      if (!closed)
        throw new HttpError(
          409,
          'table_not_empty',
          'players are seated: a table closes once every player has left',
        );
      tables.delete(host.id);
      ctx.log('table closed', { table: host.id, by: a.user.username });
      return {
        id: host.id,
        game: host.game.id,
        tableName: host.tableName,
        automated: host.row.automated,
        createdAt: host.row.createdAt,
        closedAt: at,
      };
    },
  );
}
