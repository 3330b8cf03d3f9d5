/**
 * The PostgreSQL backend against the local PostgreSQL service (DATABASE_URL, or postgres://127.0.0.1/test).
 * Each run works in a fresh schema that it drops afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './app.js';
import { freshSchema } from './testing/postgres.js';
import { loggedIn, openMinibaccarat, seatedPlayer } from './testing/server.js';

const { url, available, drop } = await freshSchema('felt_test');

describe.skipIf(!available)('PostgreSQL backend', () => {
  let a: RunningServer;
  let b: RunningServer | undefined;
  const opts = { databaseUrl: url, betWindowMs: 30, dealPaceMs: 0, adminPassword: 'admin-password' };

  beforeAll(async () => {
    a = await startServer(opts);
  });
  afterAll(async () => {
    await b?.close();
    await a.close().catch(() => undefined);
    await drop();
  });

  it('runs migrations, plays a round, verifies, and restores from the database', async () => {
    expect((await fetch(`${a.url}/health`).then((r) => r.json())) as unknown).toMatchObject({
      store: 'postgres',
    });
    const admin = await loggedIn(a.url, 'admin', 'admin-password');
    const t = await openMinibaccarat(admin);
    const { player: p } = await seatedPlayer(a.url, t.id, 'pat', 1, 30_000);
    await p.waitFor(
      (m) => m.t === 'view' && m.view.legalActions.some((x) => x.type === 'place-wager'),
      10_000,
      true,
    );
    expect((await p.command(t.id, { type: 'place-wager', kind: 'player', amount: 2_500 })).ok).toBe(true);
    await p.waitFor((m) => m.t === 'view' && m.lines.some((l) => l.type === 'round-complete'), 10_000);
    const v = await admin.http<{ ok: boolean }>('GET', `/api/tables/${t.id}/verify`);
    expect(v.body.ok, JSON.stringify(v.body)).toBe(true);
    const l = await admin.http<{ sum: number; cacheAgrees: boolean }>('GET', '/api/ledger');
    expect(l.body).toMatchObject({ sum: 0, cacheAgrees: true });
    p.close();

    // A second process on the same database does not serve a table the first one holds.
    b = await startServer(opts);
    expect(b.initialAdmin).toBeUndefined();
    expect(b.tables.has(t.id)).toBe(false);
    await b.close();
    b = undefined;

    const state = a.tables.get(t.id)!.state;
    const seq = a.tables.get(t.id)!.seq;
    await a.close();
    a = await startServer(opts);
    expect(a.tables.get(t.id)?.seq).toBe(seq);
    expect(a.tables.get(t.id)?.state).toEqual(state);
  });
});
