/**
 * Floorperson approvals. Where the regulation gives a decision to a floorperson (e.g. ordering a recut,
 * 627a.5(e); voiding a round, 627a.13), a dealer's request becomes a pending approval that a floorperson
 * grants or denies from their console. Which decisions those are is read from the game, never listed
 * here: a command the game refuses to the dealer but would accept from a floorperson now. Requests and
 * decisions are notes in the table's hash-chained log; a granted command is stored with its note in one
 * transaction, so the pending list is always what the log says. The routes are in plugins/play.ts.
 */
import { isNote } from '../engine/table.js';
import type { ServerMessage, WireApproval } from '../protocol/wire.js';
import type { TableNote } from './notes.js';
import type { TableHost } from './tables.js';

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

export function pushApprovals(host: TableHost): void {
  const msg = approvalsMessage(host);
  for (const sub of host.subscribers) if (sub.role === 'dealer' || sub.role === 'floorperson') sub.send(msg);
}
