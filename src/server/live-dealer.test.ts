/**
 * A live-dealt table: the dealer's console drives the procedure (shuffle, cut, burn, "no more bets",
 * deal, draw, settle) from the dealer's legal actions, a player cannot act as the dealer, and a
 * floorperson voids a round in play, returning every wager.
 */
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../protocol/wire.js';
import type { FeltClient } from './client.js';
import { useServer } from './testing/server.js';

type ViewMsg = Extract<ServerMessage, { t: 'view' }>;

describe('live-dealt table', () => {
  const felt = useServer('felt-live-');

  /** The dealer performs the one dealing step the view offers (no choice in the procedure). */
  async function dealerStep(dealer: FeltClient, table: string): Promise<string | undefined> {
    const order = ['shuffle', 'cut', 'burn', 'deal', 'reveal', 'draw-third', 'settle-house-money', 'settle'];
    const offered = (m: ServerMessage): boolean =>
      m.t === 'view' && m.table === table && m.view.legalActions.some((x) => order.includes(x.type));
    const v = (await dealer.waitFor(offered, 5_000, true).catch(() => undefined)) as ViewMsg | undefined;
    const a = order.map((t) => v?.view.legalActions.find((x) => x.type === t)).find((x) => x !== undefined);
    if (!a) return undefined;
    dealer.messages.length = 0;
    const cmd: { type: string } & Record<string, unknown> = { type: a.type, ...a.params };
    if (a.type === 'cut') Object.assign(cmd, { position: 40, lastHandFromBottom: 16 });
    const r = await dealer.command(table, cmd, 'dealer');
    expect(r.ok, `${a.type}: ${JSON.stringify(r.error)}`).toBe(true);
    return a.type;
  }

  it('the dealer runs the procedure; the floorperson voids a round and the wagers come back', async () => {
    const { t, admin, dealer, floor, pat } = await felt.liveTable();
    expect((await pat.command(t.id, { type: 'sit', seat: 3, name: 'Pat', chips: 50_000 })).ok).toBe(true);
    // A player account may not act as the dealer.
    expect((await pat.command(t.id, { type: 'shuffle' }, 'dealer')).error?.code).toBe('forbidden');
    expect((await pat.command(t.id, { type: 'shuffle' })).ok).toBe(false);

    // Shuffle, offer the cut (Pat declines), cut, burn.
    expect(await dealerStep(dealer, t.id)).toBe('shuffle');
    await pat.waitFor(
      (m) => m.t === 'view' && m.view.legalActions.some((a) => a.type === 'decline-cut'),
      5_000,
      true,
    );
    expect((await pat.command(t.id, { type: 'decline-cut' })).ok).toBe(true);
    expect(await dealerStep(dealer, t.id)).toBe('cut');
    expect(await dealerStep(dealer, t.id)).toBe('burn');

    // Round 1: a wager, "no more bets", deal to settlement.
    expect((await pat.command(t.id, { type: 'place-wager', kind: 'player', amount: 5_000 })).ok).toBe(true);
    expect((await dealer.command(t.id, { type: 'no-more-bets' }, 'dealer')).ok).toBe(true);
    const steps: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const s = await dealerStep(dealer, t.id);
      if (!s) break;
      steps.push(s);
      if (s === 'settle') break;
    }
    expect(steps[0]).toBe('deal');
    expect(steps.at(-1)).toBe('settle');

    // Round 2: the floorperson voids it after the deal; the wager is returned (§ 627a.13).
    const racks = async (): Promise<number> => {
      const l = await admin.http<{ balances: Record<string, number> }>('GET', '/api/ledger');
      return l.body.balances[`seat:${t.id}:3`] ?? 0;
    };
    const beforeWager = await racks();
    expect((await pat.command(t.id, { type: 'place-wager', kind: 'banker', amount: 4_000 })).ok).toBe(true);
    expect(await racks()).toBe(beforeWager - 4_000);
    expect((await dealer.command(t.id, { type: 'no-more-bets' }, 'dealer')).ok).toBe(true);
    expect(await dealerStep(dealer, t.id)).toBe('deal');
    const voided = await floor.command(
      t.id,
      { type: 'void-round', reason: 'cards exposed by the dealer' },
      'floorperson',
    );
    expect(voided.ok, JSON.stringify(voided.error)).toBe(true);
    expect(await racks()).toBe(beforeWager);
    const lines = (await pat.waitFor(
      (m) => m.t === 'view' && m.lines.some((l) => l.type === 'round-voided'),
      5_000,
      true,
    )) as ViewMsg;
    expect(lines.lines.find((l) => l.type === 'round-voided')?.citation).toMatch(/^§ 627a\./);
    const v = await admin.http<{ ok: boolean }>('GET', `/api/tables/${t.id}/verify`);
    expect(v.body.ok, JSON.stringify(v.body)).toBe(true);
  });
});
