/**
 * Compliance and the floor: a table's complete log with its hash chain, any step replayed as the
 * reader may see it, *Verify* (the chain, a re-decision of every command, the ledger against the racks
 * and the wagers), and the whole ledger's balance. Compliance (and an admin) read everything; a
 * floorperson reads what a floorperson's live view shows, never a player's hidden cards or the shoe.
 */
import { COMPLIANCE } from '../../engine/describe.js';
import type { GameView, Viewer } from '../../engine/game.js';
import { replay } from '../../engine/table.js';
import {
  LedgerSchema,
  ReplayParams,
  ReplayStepSchema,
  TableLogSchema,
  TableParams,
  VerifySchema,
} from '../../protocol/api.js';
import { verifyChain } from '../chain.js';
import { seatChips } from '../conventions.js';
import { authed, type App, type Authed, type ServerContext } from '../context.js';
import { tableAccounts } from '../host/postings.js';
import { asWire, HttpError, replies } from '../http.js';
import { mustStayFunded } from '../store.js';
import { commandAs } from '../tables.js';

/** Whom the log and replay routes describe the table for. */
const auditor = (a: Authed): Viewer =>
  a.user.role === 'compliance' || a.user.role === 'admin' ? { role: 'compliance' } : { role: 'floorperson' };

/** The chips each wager of a kernel game's view holds, by its spot account. */
function spotChips(tableId: string, view: GameView): Map<string, number> {
  const out = new Map<string, number>();
  const wagers = (view as unknown as { wagers?: unknown }).wagers;
  if (!Array.isArray(wagers)) return out;
  for (const w of wagers as { seat?: unknown; spot?: unknown; kind?: unknown; amount?: unknown }[]) {
    if (typeof w.seat !== 'number' || typeof w.spot !== 'string' || typeof w.kind !== 'string') continue;
    if (typeof w.amount !== 'number') continue;
    const acct = tableAccounts.spot(tableId, w.seat, w.spot, w.kind);
    out.set(acct, (out.get(acct) ?? 0) + w.amount);
  }
  return out;
}

/** Where the ledger's accounts with `prefix` and what the table shows (`shown`) disagree. */
function disagreements(
  balances: ReadonlyMap<string, number>,
  shown: ReadonlyMap<string, number>,
  prefix: string,
): string[] {
  const out: string[] = [];
  for (const [acct, bal] of balances)
    if (acct.startsWith(prefix) && (shown.get(acct) ?? 0) !== bal)
      out.push(`${acct}: ledger ${bal}, table ${shown.get(acct) ?? 0}`);
  for (const [acct, chips] of shown)
    if (!balances.has(acct) && chips !== 0) out.push(`${acct}: ledger 0, table ${chips}`);
  return out;
}

export async function complianceRoutes(app: App, { ctx }: { ctx: ServerContext }): Promise<void> {
  const { store } = ctx;
  const readers = ctx.requireRole('compliance', 'floorperson');
  const tags = ['compliance'];

  app.get(
    '/api/tables/:id/log',
    {
      preValidation: readers,
      schema: {
        summary:
          'The complete stored log: every command, its events with citations, hash chain (a floorperson reads the lines and commands as a floorperson sees them; compliance reads everything)',
        tags,
        params: TableParams,
        response: replies(TableLogSchema),
      },
    },
    async (req) => {
      const viewer = auditor(authed(req));
      const h = await ctx.auditable(req.params.id);
      const stored = await store.log(h.id);
      const users = new Map((await store.listUsers()).map((u) => [u.id, u.username]));
      return {
        table: ctx.summary(h),
        genesis: h.row.genesis,
        entries: stored.map((e) => ({
          seq: e.seq,
          round: e.round,
          at: new Date(e.at).toISOString(),
          actor: e.actor,
          user: e.userId === null ? null : (users.get(e.userId) ?? null),
          command: { ...commandAs(e.command, viewer) },
          draws: e.draws.length,
          events: h
            .entryLines(e.seq, viewer)
            .map((l) => ({ type: l.type, text: l.text, citation: l.citation ?? null })),
          prevHash: e.prevHash,
          hash: e.hash,
        })),
      };
    },
  );

  app.get(
    '/api/tables/:id/replay/:seq',
    {
      preValidation: readers,
      schema: {
        summary:
          "Replay the log up to seq: the requester's view at that step (compliance: everything; a floorperson: what a floorperson's live view showed)",
        tags,
        params: ReplayParams,
        response: replies(ReplayStepSchema),
      },
    },
    async (req) => {
      const viewer = auditor(authed(req));
      const h = await ctx.auditable(req.params.id);
      const seq = Number(req.params.seq);
      if (!Number.isInteger(seq) || seq < 0 || seq > h.seq)
        throw new HttpError(400, 'bad_seq', `seq must be 0..${h.seq}`);
      const step = h.replayStep(seq, viewer);
      if ('mismatch' in step)
        throw new HttpError(
          409,
          'replay_mismatch',
          `replay failed at seq ${step.mismatch.seq}: ${step.mismatch.reason}`,
        );
      return asWire(ReplayStepSchema, step);
    },
  );

  app.get(
    '/api/tables/:id/verify',
    {
      preValidation: readers,
      schema: {
        summary:
          'Verify the hash chain, re-decide the whole log, reconcile the ledger with the racks (and, for a game on the kernel, every spot with its wager)',
        tags,
        params: TableParams,
        response: replies(VerifySchema),
      },
    },
    async (req) => {
      const h = await ctx.auditable(req.params.id);
      const stored = await store.log(h.id);
      const chain = verifyChain(h.row, stored);
      const r = replay(h.game, h.row.options, { automated: h.row.automated }, stored, { source: h.row.rng });
      const balances = await store.balances();
      const view = h.game.view(r.state, COMPLIANCE);
      // The ledger's seat accounts must hold exactly the chips the game shows in each rack.
      const racks = new Map([...seatChips(view)].map(([seat, chips]) => [`seat:${h.id}:${seat}`, chips]));
      const mismatched = disagreements(balances, racks, `seat:${h.id}:`);
      // Every game posts from its declared transfers: each betting spot's account holds its wager.
      mismatched.push(...disagreements(balances, spotChips(h.id, view), `spot:${h.id}:`));
      const replayOk = r.mismatch === undefined;
      return {
        ok: chain.ok && replayOk && mismatched.length === 0,
        chain,
        replay: replayOk ? { ok: true } : { ok: false, ...r.mismatch },
        ledger: { ok: mismatched.length === 0, mismatched: [...new Set(mismatched)] },
      };
    },
  );

  app.get(
    '/api/ledger',
    {
      preValidation: ctx.requireRole('compliance'),
      schema: {
        summary:
          'The chip ledger: every balance recomputed from the postings; conserved when they sum to zero and no player account is negative',
        tags,
        response: replies(LedgerSchema),
      },
    },
    async () => {
      const cached = await store.balances();
      const recomputed = await store.ledgerTotals();
      let sum = 0;
      let agrees = true;
      // Chips are conserved only if the double entries sum to zero and no player's account paid out
      // chips it did not hold (a negative account would mean chips brought to a table from nowhere).
      const negative: Record<string, number> = {};
      for (const [acct, bal] of recomputed) {
        sum += bal;
        if ((cached.get(acct) ?? 0) !== bal) agrees = false;
        if (bal < 0 && mustStayFunded(acct)) negative[acct] = bal;
      }
      const funded = Object.keys(negative).length === 0;
      return {
        sum,
        conserved: sum === 0 && funded,
        funded,
        negative,
        cacheAgrees: agrees,
        balances: Object.fromEntries(recomputed),
      };
    },
  );
}
