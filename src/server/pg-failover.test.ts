/**
 * Failover between real server processes on one PostgreSQL database: the process serving a table is
 * killed with SIGKILL in the middle of a round; the other process takes the table over once the lease
 * expires, replays it from its log, voids the cut-off round as the game says, and every chip is accounted.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../protocol/wire.js';
import { freshSchema } from './testing/postgres.js';
import { loggedIn, openMinibaccarat, seatedPlayer, ServeProcesses, wagerBanker } from './testing/server.js';

const { url, available, drop } = await freshSchema('felt_failover');
const servers = new ServeProcesses();
const start = () =>
  servers.start(['--deal-pace', '400', '--bet-window', '100', '--lease', '1500'], { DATABASE_URL: url });

afterAll(async () => {
  servers.killAll();
  await drop();
});

type View = Extract<ServerMessage, { t: 'view' }>;

describe.skipIf(!available)('kill -9 of the process serving a table (PostgreSQL, two processes)', () => {
  it('the other process takes the table over from its log; the cut-off round is voided; chips conserved', async () => {
    const a = await start();
    const b = await start();
    const password = a.password!;
    expect(b.password).toBeUndefined();
    const admin = await loggedIn(a.url, 'admin', password);
    const t = await openMinibaccarat(admin);
    const { player: lee, info } = await seatedPlayer(a.url, t.id, 'lee', 4, 40_000);
    const wagered = (await wagerBanker(lee, t.id, 2_000, 10, 15_000))?.ok ?? false;
    expect(wagered).toBe(true);
    await lee.waitFor((m) => m.t === 'view' && m.lines.some((l) => l.type === 'cards-dealt'), 15_000);
    lee.close();
    await servers.kill(a);

    // B takes the table once A's lease has expired.
    const onB = await loggedIn(b.url, 'admin', password);
    let status = 0;
    for (const end = Date.now() + 15_000; status !== 200 && Date.now() < end;) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await onB.http('GET', `/api/tables/${t.id}`)).status;
    }
    expect(status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    const log = (
      await onB.http<{ entries: { command: { type: string }; events: { type: string; text: string }[] }[] }>(
        'GET',
        `/api/tables/${t.id}/log`,
      )
    ).body.entries;
    const types = log.map((e) => e.command.type);
    expect(types.filter((x) => x === 'place-wager')).toHaveLength(1);
    expect(types.slice(types.indexOf('note'), types.indexOf('note') + 2)).toEqual(['note', 'void-round']);
    const settled = log.flatMap((e) => e.events).filter((e) => e.type === 'wager-settled');
    expect(settled).toHaveLength(1);
    const verify = await onB.http<{ ok: boolean }>('GET', `/api/tables/${t.id}/verify`);
    expect(verify.body.ok, JSON.stringify(verify.body)).toBe(true);
    const ledger = await onB.http<{ sum: number; cacheAgrees: boolean; balances: Record<string, number> }>(
      'GET',
      '/api/ledger',
    );
    expect(ledger.body).toMatchObject({ sum: 0, cacheAgrees: true });
    const bal = ledger.body.balances;
    expect((bal[`wallet:${info.user.id}`] ?? 0) + (bal[`seat:${t.id}:4`] ?? 0)).toBe(100_000);

    // Lee plays on at B: same seat, the wager back in the rack.
    const lee2 = await loggedIn(b.url, 'lee', 'lee-password');
    await lee2.connect();
    const v = (await lee2.subscribe(t.id)) as View;
    expect(v.seat).toBe(4);
    lee2.close();
    await servers.kill(b);
  }, 90_000);
});
