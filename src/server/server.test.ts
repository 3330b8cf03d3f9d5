import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, TableSummary, WireView } from '../protocol/wire.js';
import { startServer, type RunningServer } from './app.js';
import { FeltClient } from './client.js';

type ViewMsg = Extract<ServerMessage, { t: 'view' }>;
const isView =
  (table: string) =>
  (m: ServerMessage): m is ViewMsg =>
    m.t === 'view' && m.table === table;

/** Plays one round for the given clients: each answers the cut offer, wagers, and waits for settlement. */
async function playRound(
  table: string,
  players: FeltClient[],
  wagers: { kind: string; amount: number }[][],
): Promise<void> {
  for (const [i, p] of players.entries()) {
    for (let k = 0; k < 20; k += 1) {
      const v = p.lastView(table)?.view;
      const decline = v?.legalActions.find((a) => a.type === 'decline-cut');
      if (!decline) break;
      await p.command(table, { type: 'decline-cut' });
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const w of wagers[i] ?? []) {
      await p.waitFor(
        (m) => isView(table)(m) && m.view.legalActions.some((a) => a.type === 'place-wager'),
        10_000,
        true,
      );
      const r = await p.command(table, { type: 'place-wager', ...w });
      expect(r.ok, JSON.stringify(r.error)).toBe(true);
    }
  }
  await players[0]!.waitFor(
    (m) => isView(table)(m) && m.lines.some((l) => l.type === 'round-complete'),
    20_000,
  );
}

describe('table server (SQLite, in-process)', () => {
  let dir: string;
  let server: RunningServer;
  let admin: FeltClient;
  let table: TableSummary;
  const clients: FeltClient[] = [];
  const client = (): FeltClient => {
    const c = new FeltClient(server.url);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'felt-server-'));
    server = await startServer({ dataDir: dir, betWindowMs: 30, dealPaceMs: 0 });
    admin = client();
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the first admin once and prints nothing of it again', async () => {
    expect(server.initialAdmin?.username).toBe('admin');
    await admin.login('admin', server.initialAdmin!.password);
    expect(admin.session?.user.role).toBe('admin');
    const bad = await new FeltClient(server.url).http('POST', '/api/login', {
      username: 'admin',
      password: 'wrong-password',
    });
    expect(bad.status).toBe(401);
  });

  it('serves health and the OpenAPI document', async () => {
    const h = await admin.http<{ ok: boolean; store: string }>('GET', '/health');
    expect(h.body).toMatchObject({ ok: true, store: 'sqlite' });
    const o = await admin.http<{ openapi: string; paths: Record<string, unknown> }>(
      'GET',
      '/api/openapi.json',
    );
    expect(o.body.openapi).toBe('3.1.0');
    expect(Object.keys(o.body.paths)).toContain('/api/tables/{id}/verify');
  });

  it('documents every API route the server registers, and no route it does not', async () => {
    const o = await admin.http<{ paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/api/openapi.json',
    );
    const documented = Object.entries(o.body.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const registered = server.routes
      .filter(
        (r) => r.method !== 'HEAD' && (r.url.startsWith('/api/') || r.url === '/health' || r.url === '/ws'),
      )
      // The document itself and the API browser's own pages (Swagger UI at /api/docs) are not the API.
      .filter((r) => r.url !== '/api/openapi.json' && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect([...new Set(registered)].sort()).toEqual([...new Set(documented)].sort());
  });

  it('lists every registered game with its option schema', async () => {
    const g = await admin.http<{ id: string; schema: unknown; options: unknown[] }[]>('GET', '/api/games');
    expect(g.body.map((x) => x.id)).toEqual(
      expect.arrayContaining(['minibaccarat', 'midibaccarat', 'baccarat']),
    );
    expect(g.body[0]?.options.length).toBeGreaterThan(3);
  });

  it('rejects an illegal Rules Submission with its citation and opens nothing', async () => {
    const r = await admin.http<{ violations: { code: string; citation?: string }[] }>('POST', '/api/tables', {
      rules: { game: 'minibaccarat', options: { tieOdds: '7 to 1' } },
    });
    expect(r.status).toBe(422);
    expect(r.body.violations).toContainEqual(
      expect.objectContaining({ code: 'tie_odds_below_minimum', citation: '§ 627a.12(b)' }),
    );
    expect((await admin.http<unknown[]>('GET', '/api/tables')).body).toHaveLength(0);
  });

  it('refuses state-changing requests without the CSRF token', async () => {
    const c = client();
    await c.login('admin', server.initialAdmin!.password);
    c.csrf = '';
    const r = await c.http<{ code: string }>('POST', '/api/tables', { rules: { game: 'minibaccarat' } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('csrf_token_invalid');
  });

  it('opens an automated Minibaccarat table; two players sit, wager and see settlements with citations', async () => {
    const r = await admin.http<TableSummary>('POST', '/api/tables', {
      rules: { game: 'minibaccarat', options: { dragonBonus: 'A' } },
      automated: true,
    });
    expect(r.status).toBe(201);
    table = r.body;
    const [alice, bob] = [client(), client()];
    await alice.register('alice', 'alice-password');
    await bob.register('bob', 'bob-password');
    expect(alice.session?.wallet).toBe(100_000);
    for (const p of [alice, bob]) await p.connect();
    await alice.subscribe(table.id);
    await bob.subscribe(table.id);
    const poor = await alice.command(table.id, { type: 'sit', seat: 1, name: 'Alice', chips: 10_000_000 });
    expect(poor.error?.code).toBe('insufficient_funds');
    // Money is told to people in dollars, never in cents (issue 16).
    expect(poor.error?.message).toBe('your account holds $1,000.00; $100,000.00 needed');
    expect((await alice.command(table.id, { type: 'sit', seat: 1, name: 'Alice', chips: 50_000 })).ok).toBe(
      true,
    );
    expect((await bob.command(table.id, { type: 'sit', seat: 3, name: 'Bob', chips: 40_000 })).ok).toBe(true);
    const taken = await bob.command(table.id, { type: 'sit', seat: 4, name: 'Bob', chips: 100 });
    expect(taken.error?.code).toBe('already_seated');
    await playRound(
      table.id,
      [alice, bob],
      [
        [
          { kind: 'player', amount: 2_000 },
          { kind: 'dragon-bonus-player', amount: 500 },
        ],
        [
          { kind: 'banker', amount: 3_000 },
          { kind: 'tie', amount: 1_000 },
        ],
      ],
    );
    const settled = alice.messages
      .flatMap((m) => (m.t === 'view' ? m.lines : []))
      .filter((l) => l.type === 'wager-settled');
    expect(settled.length).toBe(4);
    for (const l of settled) expect(l.citation).toMatch(/^§ 627a\./);
    await playRound(
      table.id,
      [alice, bob],
      [[{ kind: 'banker', amount: 1_000 }], [{ kind: 'player', amount: 1_000 }]],
    );
  });

  it('never sends a player the order of the shoe or a card the player may not see', async () => {
    const all = clients.flatMap((c) => (c.session?.user.role === 'player' ? c.messages : []));
    expect(all.length).toBeGreaterThan(10);
    for (const m of all) {
      if (m.t !== 'view') continue;
      const shoe = (m.view as WireView & { shoe?: { order?: unknown } | null }).shoe;
      expect(shoe?.order).toBeUndefined();
      expect(JSON.stringify(m)).not.toMatch(/"house"/);
    }
  });

  it('verifies the chain, the replay and the ledger; the chips are conserved', async () => {
    const v = await admin.http<{ ok: boolean; chain: { entries: number } }>(
      'GET',
      `/api/tables/${table.id}/verify`,
    );
    expect(v.body.ok, JSON.stringify(v.body)).toBe(true);
    expect(v.body.chain.entries).toBeGreaterThan(10);
    const l = await admin.http<{
      sum: number;
      conserved: boolean;
      cacheAgrees: boolean;
      balances: Record<string, number>;
    }>('GET', '/api/ledger');
    expect(l.body).toMatchObject({ sum: 0, conserved: true, cacheAgrees: true });
    const log = await admin.http<{ entries: { seq: number; events: { citation: string | null }[] }[] }>(
      'GET',
      `/api/tables/${table.id}/log`,
    );
    expect(log.body.entries.length).toBe(v.body.chain.entries);
    const step = await admin.http<{ view: { shoe: { order?: string[] } | null } }>(
      'GET',
      `/api/tables/${table.id}/replay/5`,
    );
    expect(step.status).toBe(200);
  });

  it('a player may not watch as compliance; compliance sees the shoe', async () => {
    const c = clients.find((x) => x.session?.user.username === 'alice')!;
    const p = c.waitFor((m) => m.t === 'error');
    c.send({ t: 'subscribe', table: table.id, role: 'compliance' });
    expect(((await p) as { error: { code: string } }).error.code).toBe('forbidden');
    await admin.connect();
    const v = (await admin.subscribe(table.id, 'compliance')) as ViewMsg;
    expect((v.view as { shoe?: { order?: string[] } }).shoe?.order?.length).toBeGreaterThan(100);
  });

  it('restarts from its log: same tables, same state, seats and chips', async () => {
    const before = (await admin.http<TableSummary[]>('GET', '/api/tables')).body;
    const seqBefore = server.tables.get(table.id)!.seq;
    const stateBefore = server.tables.get(table.id)!.state;
    for (const c of clients) c.close();
    await server.close();
    server = await startServer({ dataDir: dir, betWindowMs: 30, dealPaceMs: 0 });
    expect(server.initialAdmin).toBeUndefined();
    const h = server.tables.get(table.id)!;
    expect(h.seq).toBe(seqBefore);
    expect(h.state).toEqual(stateBefore);
    const alice = client();
    await alice.login('alice', 'alice-password');
    await alice.connect();
    const v = (await alice.subscribe(table.id)) as ViewMsg;
    expect(v.seat).toBe(1);
    expect((await new FeltClient(server.url).http<TableSummary[]>('GET', '/api/tables')).body).toEqual(
      before,
    );
  });
});
