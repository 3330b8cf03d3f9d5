/**
 * Floorperson approvals on a live-dealt Minibaccarat table: the dealer asks for a recut (627a.5(e)) and
 * a void (627a.13), which the regulation gives to a floorperson; the floorperson's console receives the
 * pending requests over the WebSocket and grants or denies them over HTTP; every request and decision
 * is a note in the table's hash-chained log, and the list survives a restart.
 */
import { describe, expect, it } from 'vitest';
import type { ServerMessage, WireApproval } from '../protocol/wire.js';
import { FeltClient } from './client.js';
import { useServer } from './testing/server.js';

type ViewMsg = Extract<ServerMessage, { t: 'view' }>;
type ApprovalsMsg = Extract<ServerMessage, { t: 'approvals' }>;

describe('floorperson approvals', () => {
  const felt = useServer('felt-approvals-');

  it('a dealer’s request waits for a floorperson, who grants or denies it; all of it is in the log', async () => {
    const { t, admin, dealer, floor, pat } = await felt.liveTable();
    expect(
      await floor.waitFor(
        (m) => m.t === 'approvals' && m.table === t.id && m.pending.length === 0,
        2_000,
        true,
      ),
    ).toBeTruthy();
    expect((await pat.command(t.id, { type: 'sit', seat: 3, name: 'Pat', chips: 50_000 })).ok).toBe(true);
    expect((await dealer.command(t.id, { type: 'shuffle' }, 'dealer')).ok).toBe(true);
    expect((await pat.command(t.id, { type: 'decline-cut' })).ok).toBe(true);
    expect(
      (await dealer.command(t.id, { type: 'cut', position: 40, lastHandFromBottom: 16 }, 'dealer')).ok,
    ).toBe(true);
    const ask = (command: Record<string, unknown>, reason = '') =>
      dealer.http<WireApproval & { code?: string; details?: { citation?: string } }>(
        'POST',
        `/api/tables/${t.id}/approvals`,
        { command, reason },
      );

    // The dealer may not order a recut (627a.5(e)); asking for one creates a pending approval.
    const direct = await dealer.command(t.id, { type: 'order-recut' }, 'dealer');
    expect(direct.error).toMatchObject({ code: 'floorperson_approval_required', citation: '§ 627a.5(e)' });
    // What the dealer may do needs no approval; a player cannot ask; what nobody may do now is refused.
    expect((await ask({ type: 'burn' })).body.code).toBe('approval_not_needed');
    expect(
      (
        await pat.http<{ code: string }>('POST', `/api/tables/${t.id}/approvals`, {
          command: { type: 'order-recut' },
        })
      ).body.code,
    ).toBe('forbidden');
    const early = await ask({ type: 'void-round', reason: 'x' });
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('no_round');
    expect((await ask({ type: 'no-such-command' })).body.code).toBe('malformed_command');

    // The dealer's console offers what only a floorperson may do now, read from the game's view.
    const options = (await dealer.http<{ type: string }[]>('GET', `/api/tables/${t.id}/approvals/options`))
      .body;
    expect(options.map((o) => o.type)).toContain('order-recut');
    expect(options.map((o) => o.type)).not.toContain('burn');
    floor.messages.length = 0;
    const recut = await ask({ type: 'order-recut' }, 'the cut card went in too shallow');
    expect(recut.status).toBe(201);
    expect(recut.body).toMatchObject({
      id: 1,
      status: 'pending',
      requestedBy: 'dana',
      command: { type: 'order-recut' },
    });
    const pushed = (await floor.waitFor(
      (m) => m.t === 'approvals' && m.pending.length === 1,
      2_000,
      true,
    )) as ApprovalsMsg;
    expect(pushed.pending[0]).toMatchObject({ id: 1, reason: 'the cut card went in too shallow' });
    // Only a floorperson decides; the dealer cannot approve their own request.
    expect(
      (await dealer.http<{ code: string }>('POST', `/api/tables/${t.id}/approvals/1/approve`)).body.code,
    ).toBe('forbidden');
    const granted = await floor.http<WireApproval>('POST', `/api/tables/${t.id}/approvals/1/approve`);
    expect(granted.body).toMatchObject({ status: 'granted', decidedBy: 'fred' });
    await floor.waitFor((m) => m.t === 'approvals' && m.pending.length === 0, 2_000, true);
    const again = await floor.http<{ code: string }>('POST', `/api/tables/${t.id}/approvals/1/approve`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('approval_decided');
    // The recut is the regulation's: the cut is offered again (627a.5(e)).
    const host = felt.server.tables.get(t.id)!;
    expect(host.view({ role: 'dealer' }).phase).toMatch(/cut/i);
    expect(
      (await dealer.command(t.id, { type: 'cut', position: 50, lastHandFromBottom: 16 }, 'dealer')).ok,
    ).toBe(true);
    expect((await dealer.command(t.id, { type: 'burn' }, 'dealer')).ok).toBe(true);

    // A round: the dealer asks to void it twice; the first is denied and play goes on, the second granted.
    const rack = async (): Promise<number> =>
      (await admin.http<{ balances: Record<string, number> }>('GET', '/api/ledger')).body.balances[
        `seat:${t.id}:3`
      ] ?? 0;
    const before = await rack();
    expect((await pat.command(t.id, { type: 'place-wager', kind: 'banker', amount: 4_000 })).ok).toBe(true);
    expect((await dealer.command(t.id, { type: 'no-more-bets' }, 'dealer')).ok).toBe(true);
    expect((await dealer.command(t.id, { type: 'deal' }, 'dealer')).ok).toBe(true);
    expect((await ask({ type: 'void-round', reason: 'a card flashed' })).body).toMatchObject({ id: 2 });
    const denied = await floor.http<WireApproval>('POST', `/api/tables/${t.id}/approvals/2/deny`, {
      reason: 'the card was not seen',
    });
    expect(denied.body).toMatchObject({ status: 'denied', decidedBy: 'fred' });
    expect(await rack()).toBe(before - 4_000);
    expect((await ask({ type: 'void-round', reason: 'the shoe was dropped' })).body).toMatchObject({ id: 3 });
    const seqBefore = host.seq;
    expect(
      (await floor.http<WireApproval>('POST', `/api/tables/${t.id}/approvals/3/approve`)).body.status,
    ).toBe('granted');
    // The grant and the floorperson's void are stored together; the wager comes back (627a.13).
    expect(host.log.slice(seqBefore).map((e) => e.command.type)).toEqual(['note', 'void-round']);
    expect(await rack()).toBe(before);
    const voided = (await pat.waitFor(
      (m) => m.t === 'view' && m.lines.some((l) => l.type === 'round-voided'),
      5_000,
      true,
    )) as ViewMsg;
    expect(voided.lines.find((l) => l.type === 'round-voided')?.citation).toMatch(/^§ 627a\.13/);
    expect(
      voided.lines.some(
        (l) => l.type === 'approval-granted' && /approval #3 granted by floorperson fred/.test(l.text),
      ),
    ).toBe(true);

    // The compliance log shows every request and decision, by whom; the chain and replay verify.
    const log = (
      await admin.http<{
        entries: {
          actor: { role: string };
          user: string | null;
          command: { type: string };
          events: { type: string; text: string }[];
        }[];
      }>('GET', `/api/tables/${t.id}/log`)
    ).body.entries.filter((e) => e.command.type === 'note');
    expect(log.map((e) => `${e.actor.role} ${e.user}: ${e.events[0]?.type}`)).toEqual([
      'dealer dana: approval-requested',
      'floorperson fred: approval-granted',
      'dealer dana: approval-requested',
      'floorperson fred: approval-denied',
      'dealer dana: approval-requested',
      'floorperson fred: approval-granted',
    ]);
    expect(log[3]?.events[0]?.text).toBe('approval #2 denied by floorperson fred: the card was not seen');
    const v = await admin.http<{ ok: boolean }>('GET', `/api/tables/${t.id}/verify`);
    expect(v.body.ok, JSON.stringify(v.body)).toBe(true);

    // The approvals are the log's: after a restart the same list comes back.
    const list = (await floor.http<WireApproval[]>('GET', `/api/tables/${t.id}/approvals`)).body;
    await felt.restart();
    const floor2 = new FeltClient(felt.url);
    await floor2.login('fred', 'fred-password');
    const after = (await floor2.http<WireApproval[]>('GET', `/api/tables/${t.id}/approvals`)).body;
    expect(after).toEqual(list);
    expect(after.map((a) => a.status)).toEqual(['granted', 'denied', 'granted']);
  });
});
