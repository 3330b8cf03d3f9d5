/** A client that reconnects resumes where it was (only the lines it missed); logins are rate limited. */
import { describe, expect, it } from 'vitest';
import type { ServerMessage, TableSummary } from '../protocol/wire.js';
import { FeltClient } from './client.js';
import { loggedIn, openMinibaccarat, seatedPlayer, useServer, withServer } from './testing/server.js';

type ViewMsg = Extract<ServerMessage, { t: 'view' }>;

describe('sessions', () => {
  const felt = useServer('felt-session-', {
    loginRateLimitMax: 6,
    betWindowMs: 60_000,
    dealPaceMs: 0,
  });

  it('a reconnecting client resumes: same seat, and only the log lines it missed', async () => {
    const admin = await felt.admin();
    const tableId = (await openMinibaccarat(admin)).id;
    const { player: rita } = await seatedPlayer(felt.url, tableId, 'rita', 5, 20_000);
    await rita.waitFor(
      (m) => m.t === 'view' && m.view.legalActions.some((a) => a.type === 'place-wager'),
      5_000,
      true,
    );
    const seqBefore = (rita.lastView(tableId) as ViewMsg).seq;
    rita.close();
    // While that connection is gone, a second one of hers (another tab) wagers.
    const tab = new FeltClient(felt.url);
    tab.cookie = rita.cookie;
    await tab.connect();
    await tab.subscribe(tableId);
    expect((await tab.command(tableId, { type: 'place-wager', kind: 'tie', amount: 1_000 })).ok).toBe(true);
    tab.close();
    const back = new FeltClient(felt.url);
    back.cookie = rita.cookie;
    await back.connect();
    const v = (await back.subscribe(tableId, 'player', seqBefore)) as ViewMsg;
    expect(v.seat).toBe(5);
    expect(v.lines.length).toBeGreaterThan(0);
    expect(v.lines.every((l) => l.seq > seqBefore)).toBe(true);
    expect(v.lines.some((l) => l.type === 'wager-placed')).toBe(true);
    back.close();
  });

  it('stores passwords as scrypt hashes, never in the clear', async () => {
    const u = await felt.server.store.userByName('admin');
    expect(u?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(u?.passwordHash).not.toContain('admin-password');
  });

  it('limits the rate of login attempts', async () => {
    const c = new FeltClient(felt.url);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push(
        (await c.http('POST', '/api/login', { username: 'admin', password: `guess-${i}` })).status,
      );
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(statuses.slice(0, first429).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
  });
});

describe('malformed WebSocket messages', () => {
  it('are answered with a rejection and change nothing', async () => {
    await withServer('felt-ws-', {}, async (server) => {
      const admin = await loggedIn(server.url, 'admin', 'admin-password');
      const t = (
        await admin.http<TableSummary>('POST', '/api/tables', {
          rules: { game: 'minibaccarat' },
          automated: false,
        })
      ).body;
      await admin.connect();
      const seq = server.tables.get(t.id)!.seq;
      admin.ws!.send('not json');
      expect(((await admin.waitFor((m) => m.t === 'error')) as { error: { code: string } }).error.code).toBe(
        'malformed_message',
      );
      admin.send({ t: 'subscribe', table: t.id, role: 'nobody' as 'player' });
      expect(((await admin.waitFor((m) => m.t === 'error')) as { error: { code: string } }).error.code).toBe(
        'forbidden',
      );
      const r = await admin.command(t.id, { type: 'shuffle' }, 'wizard' as 'dealer');
      expect(r.error?.code).toBe('forbidden');
      const bad = await admin.command(t.id, { type: 'place-wager', kind: 'martingale', amount: -5 });
      expect(bad.ok).toBe(false);
      expect(server.tables.get(t.id)!.seq).toBe(seq);
      admin.close();
    });
  });
});
