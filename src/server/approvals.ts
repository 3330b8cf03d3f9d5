/**
 * Floorperson approvals. Where the regulation gives a decision to a floorperson (e.g. ordering a recut,
 * 627a.5(e); voiding a round, 627a.13), a dealer's request becomes a pending approval that a floorperson
 * grants or denies from their console. Which decisions those are is read from the game, never listed
 * here: a command the game refuses to the dealer but would accept from a floorperson now. Requests and
 * decisions are notes in the table's hash-chained log; a granted command is stored with its note in one
 * transaction, so the pending list is always what the log says.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor, GameCommand } from '../engine/game.js';
import { isNote, wouldAccept } from '../engine/table.js';
import type { ServerMessage, WireApproval, WireRejection } from '../protocol/wire.js';
import type { ServerContext } from './context.js';
import { HttpError, parse } from './http.js';
import type { TableNote } from './notes.js';
import type { TableHost } from './tables.js';

const FLOOR: Actor = { role: 'floorperson' };
const DEALER: Actor = { role: 'dealer' };

/** Every approval asked at this table, from its log (requests, then the decision on each). */
export function approvalsOf(host: TableHost): WireApproval[] {
  const byId = new Map<number, WireApproval>();
  for (const e of host.log) {
    if (!isNote(e.command)) continue;
    for (const ev of e.events) {
      const n = ev as unknown as TableNote;
      if (n.type === 'approval-requested')
        byId.set(n.approval, {
          id: n.approval,
          table: host.id,
          round: e.round,
          command: n.command as WireApproval['command'],
          requestedBy: n.by,
          reason: n.reason,
          status: 'pending',
          decidedBy: null,
          seq: e.seq,
        });
      else if (n.type === 'approval-granted' || n.type === 'approval-denied') {
        const a = byId.get(n.approval);
        if (a)
          byId.set(n.approval, {
            ...a,
            status: n.type === 'approval-granted' ? 'granted' : 'denied',
            decidedBy: n.by,
          });
      }
    }
  }
  return [...byId.values()];
}

export const pendingApprovals = (host: TableHost): WireApproval[] =>
  approvalsOf(host).filter((a) => a.status === 'pending');

/** The message a dealer or floorperson console receives whenever the table's approvals change. */
export const approvalsMessage = (host: TableHost): ServerMessage => ({
  t: 'approvals',
  table: host.id,
  pending: pendingApprovals(host),
});

function pushApprovals(host: TableHost): void {
  const msg = approvalsMessage(host);
  for (const sub of host.subscribers) if (sub.role === 'dealer' || sub.role === 'floorperson') sub.send(msg);
}

const rejected = (e: WireRejection, status = 409): HttpError =>
  new HttpError(status, e.code, e.message, e.citation ? { citation: e.citation } : undefined);

export function registerApprovals(ctx: ServerContext): void {
  const { app, need } = ctx;

  const approval = async (
    req: FastifyRequest<{ Params: { id: string; n: string } }>,
  ): Promise<{ host: TableHost; a: WireApproval }> => {
    const host = await ctx.servedHere(req.params.id);
    const a = approvalsOf(host).find((x) => x.id === Number(req.params.n));
    if (!a) throw new HttpError(404, 'unknown_approval', `no approval ${req.params.n} at this table`);
    return { host, a };
  };
  const stillPending = (host: TableHost, id: number) => (): WireRejection | undefined => {
    const a = approvalsOf(host).find((x) => x.id === id);
    return a?.status === 'pending'
      ? undefined
      : { code: 'approval_decided', message: `approval ${id} was already ${a?.status ?? 'decided'}` };
  };

  app.post<{ Params: { id: string } }>('/api/tables/:id/approvals', async (req, reply) => {
    const auth = await need(req, 'dealer');
    const host = await ctx.servedHere(req.params.id);
    const b = parse(
      z
        .object({
          command: z.object({ type: z.string() }).passthrough(),
          reason: z.string().max(200).default(''),
        })
        .strict(),
      req.body,
    );
    const parsed = host.game.commands.safeParse(b.command);
    if (!parsed.success)
      throw new HttpError(400, 'malformed_command', `malformed command: ${parsed.error.issues[0]?.message}`);
    const command = parsed.data as GameCommand;
    // The decision is the floorperson's only if the dealer may not take it and a floorperson may, now.
    if (wouldAccept(host.game, host.state, DEALER, command).ok)
      throw new HttpError(409, 'approval_not_needed', 'the dealer may do this without a floorperson');
    const floor = wouldAccept(host.game, host.state, FLOOR, command);
    if (!floor.ok) throw rejected(floor.error, 422);
    const id = Math.max(0, ...approvalsOf(host).map((x) => x.id)) + 1;
    const r = await host.annotate(
      auth.user.id,
      DEALER,
      { type: 'approval-requested', approval: id, command, by: auth.user.username, reason: b.reason },
      undefined,
      () =>
        approvalsOf(host).some((x) => x.id === id)
          ? { code: 'approval_conflict', message: 'another request took that number; ask again' }
          : undefined,
    );
    if (!r.ok) throw rejected(r.error);
    pushApprovals(host);
    ctx.log('approval requested', { table: host.id, approval: id, command: command.type });
    return reply.status(201).send(approvalsOf(host).find((x) => x.id === id));
  });

  /** What a dealer may ask a floorperson for now: the floorperson's legal actions the dealer lacks. */
  app.get<{ Params: { id: string } }>('/api/tables/:id/approvals/options', async (req) => {
    await need(req, 'dealer');
    const host = await ctx.servedHere(req.params.id);
    const dealerMay = new Set(host.view(DEALER).legalActions.map((a) => a.type));
    return host
      .view(FLOOR)
      .legalActions.filter((a) => a.actor.role === 'floorperson' && !dealerMay.has(a.type));
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id/approvals', async (req) => {
    await need(req, 'dealer', 'floorperson', 'compliance');
    return approvalsOf(await ctx.servedHere(req.params.id));
  });

  app.post<{ Params: { id: string; n: string } }>('/api/tables/:id/approvals/:n/approve', async (req) => {
    const auth = await need(req, 'floorperson');
    const { host, a } = await approval(req);
    // The granted command is decided now, by the floorperson, against the table as it is: a request
    // overtaken by play is refused with the game's own rejection and stays pending (deny it).
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
    return approvalsOf(host).find((x) => x.id === a.id);
  });

  app.post<{ Params: { id: string; n: string } }>('/api/tables/:id/approvals/:n/deny', async (req) => {
    const auth = await need(req, 'floorperson');
    const b = parse(z.object({ reason: z.string().max(200).default('') }).strict(), req.body ?? {});
    const { host, a } = await approval(req);
    const r = await host.annotate(
      auth.user.id,
      FLOOR,
      { type: 'approval-denied', approval: a.id, by: auth.user.username, reason: b.reason },
      undefined,
      stillPending(host, a.id),
    );
    if (!r.ok) throw rejected(r.error);
    pushApprovals(host);
    return approvalsOf(host).find((x) => x.id === a.id);
  });
}
