/**
 * At a table, over HTTP (play itself is over the WebSocket): a player's advice from the game, and
 * floorperson approvals. Where the regulation gives a decision to a floorperson (a recut, 627a.5(e); a
 * void, 627a.13), a dealer asks for it; the request waits in the floorperson's console, and is granted
 * (the command decided then, by the floorperson, stored with its note) or denied (approvals.ts).
 */
import { z } from 'zod';
import type { Actor } from '../../engine/game.js';
import { wouldAccept } from '../../engine/table.js';
import {
  AdviceSchema,
  ApprovalParams,
  ApprovalRequestSchema,
  ApprovalSchema,
  DenySchema,
  LegalActionSchema,
  TableParams,
} from '../../protocol/api.js';
import type { WireApproval, WireRejection } from '../../protocol/wire.js';
import { approvalsOf, pushApprovals } from '../approvals.js';
import { authed, type App, type ServerContext } from '../context.js';
import { asWire, HttpError, replies } from '../http.js';
import type { TableHost } from '../tables.js';

const FLOOR: Actor = { role: 'floorperson' };
const DEALER: Actor = { role: 'dealer' };

const rejected = (e: WireRejection, status = 409): HttpError =>
  new HttpError(status, e.code, e.message, e.citation ? { citation: e.citation } : undefined);

export async function playRoutes(app: App, { ctx }: { ctx: ServerContext }): Promise<void> {
  const tags = ['tables'];
  const found = (host: TableHost, n: string): WireApproval => {
    const a = approvalsOf(host).find((x) => x.id === Number(n));
    if (!a) throw new HttpError(404, 'unknown_approval', `no approval ${n} at this table`);
    return a;
  };
  const stillPending = (host: TableHost, id: number) => (): WireRejection | undefined => {
    const a = approvalsOf(host).find((x) => x.id === id);
    return a?.status === 'pending'
      ? undefined
      : { code: 'approval_decided', message: `approval ${id} was already ${a?.status ?? 'decided'}` };
  };

  // A player aid the game offers on demand (e.g. Asia Poker's settings ranked by expected value),
  // computed on a worker thread so the event loop keeps serving everyone else.
  app.get(
    '/api/tables/:id/advice',
    {
      preValidation: ctx.requireRole('player'),
      schema: {
        summary:
          "The game's player aid for the caller's seat now (Asia Poker: the legal settings ranked by expected value against the house way); 404 no_advice when there is none",
        tags,
        params: TableParams,
        response: replies(AdviceSchema),
      },
    },
    async (req) => {
      const advice = await (await ctx.servedHere(req.params.id)).advice(authed(req).user.id);
      if (!advice) throw new HttpError(404, 'no_advice', 'this game offers no advice for your seat now');
      return advice;
    },
  );

  app.post(
    '/api/tables/:id/approvals',
    {
      preValidation: ctx.requireRole('dealer'),
      schema: {
        summary:
          'A dealer asks a floorperson for a decision the regulation gives to the floorperson (a recut, a void)',
        tags,
        params: TableParams,
        body: ApprovalRequestSchema,
        response: replies(ApprovalSchema, 201),
      },
    },
    async (req, reply) => {
      const auth = authed(req);
      const host = await ctx.servedHere(req.params.id);
      const parsed = host.game.commands.safeParse(req.body.command);
      if (!parsed.success)
        throw new HttpError(
          400,
          'malformed_command',
          `malformed command: ${parsed.error.issues[0]?.message}`,
        );
      const command = parsed.data;
      // The decision is the floorperson's only if the dealer may not take it and a floorperson may, now.
      if (wouldAccept(host.game, host.state, DEALER, command).ok)
        throw new HttpError(409, 'approval_not_needed', 'the dealer may do this without a floorperson');
      const floor = wouldAccept(host.game, host.state, FLOOR, command);
      if (!floor.ok) throw rejected(floor.error, 422);
      const id = Math.max(0, ...approvalsOf(host).map((x) => x.id)) + 1;
      const r = await host.annotate(
        auth.user.id,
        DEALER,
        {
          type: 'approval-requested',
          approval: id,
          command,
          by: auth.user.username,
          reason: req.body.reason,
        },
        undefined,
        () =>
          approvalsOf(host).some((x) => x.id === id)
            ? { code: 'approval_conflict', message: 'another request took that number; ask again' }
            : undefined,
      );
      if (!r.ok) throw rejected(r.error);
      pushApprovals(host);
      ctx.log('approval requested', { table: host.id, approval: id, command: command.type });
      return reply.status(201).send(found(host, String(id)));
    },
  );

  /** What a dealer may ask a floorperson for now: the floorperson's legal actions the dealer lacks. */
  app.get(
    '/api/tables/:id/approvals/options',
    {
      preValidation: ctx.requireRole('dealer'),
      schema: {
        summary:
          "What a dealer may ask a floorperson for now: the floorperson's legal actions the dealer lacks",
        tags,
        params: TableParams,
        response: replies(z.array(LegalActionSchema)),
      },
    },
    async (req) => {
      const host = await ctx.servedHere(req.params.id);
      const dealerMay = new Set(host.view(DEALER).legalActions.map((a) => a.type));
      return asWire(
        z.array(LegalActionSchema),
        host.view(FLOOR).legalActions.filter((a) => a.actor.role === 'floorperson' && !dealerMay.has(a.type)),
      );
    },
  );

  app.get(
    '/api/tables/:id/approvals',
    {
      preValidation: ctx.requireRole('dealer', 'floorperson', 'compliance'),
      schema: {
        summary: 'Every approval asked at this table, with its decision',
        tags,
        params: TableParams,
        response: replies(z.array(ApprovalSchema)),
      },
    },
    async (req) => approvalsOf(await ctx.servedHere(req.params.id)),
  );

  app.post(
    '/api/tables/:id/approvals/:n/approve',
    {
      preValidation: ctx.requireRole('floorperson'),
      schema: {
        summary:
          'Grant an approval: the command is decided now, by the floorperson, and stored with the note',
        tags,
        params: ApprovalParams,
        response: replies(ApprovalSchema),
      },
    },
    async (req) => {
      const auth = authed(req);
      const host = await ctx.servedHere(req.params.id);
      const a = found(host, req.params.n);
      // Decided against the table as it is: a request overtaken by play is refused with the game's own
      // rejection and stays pending (deny it).
      const r = await host.annotate(
        auth.user.id,
        FLOOR,
        { type: 'approval-granted', approval: a.id, by: auth.user.username },
        { actor: FLOOR, command: a.command },
        stillPending(host, a.id),
      );
      if (!r.ok) throw rejected(r.error);
      pushApprovals(host);
      ctx.log('approval granted', { table: host.id, approval: a.id, by: auth.user.username });
      return found(host, req.params.n);
    },
  );

  app.post(
    '/api/tables/:id/approvals/:n/deny',
    {
      preValidation: ctx.requireRole('floorperson'),
      schema: {
        summary: 'Deny an approval, with a reason',
        tags,
        params: ApprovalParams,
        body: DenySchema.optional(),
        response: replies(ApprovalSchema),
      },
    },
    async (req) => {
      const auth = authed(req);
      const host = await ctx.servedHere(req.params.id);
      const a = found(host, req.params.n);
      const r = await host.annotate(
        auth.user.id,
        FLOOR,
        { type: 'approval-denied', approval: a.id, by: auth.user.username, reason: req.body?.reason ?? '' },
        undefined,
        stillPending(host, a.id),
      );
      if (!r.ok) throw rejected(r.error);
      pushApprovals(host);
      return found(host, req.params.n);
    },
  );
}
