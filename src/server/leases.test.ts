/**
 * Several server processes on one PostgreSQL database: each table is served by the process holding its
 * lease. A process that dies (its heartbeat stops; its leases are not released) loses its tables when
 * the leases expire, and another process takes them over, replaying each from its log; a round cut off
 * mid-way is resolved as the game says. Commands reaching a process that does not serve the table are
 * refused with `table_served_elsewhere`; a process that lost a lease cannot write to the table's log.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, TableSummary } from '../protocol/wire.js';
import { startServer, type RunningServer } from './app.js';
import type { FeltClient } from './client.js';
import { PgStore } from './pg-store.js';
import { LeaseLostError } from './store.js';
import { freshSchema } from './testing/postgres.js';
import { loggedIn, openMinibaccarat, seatedPlayer } from './testing/server.js';

const { url, available, drop } = await freshSchema('felt_lease');
const LEASE_MS = 600;
const opts = {
  databaseUrl: url,
  betWindowMs: 30,
  dealPaceMs: 0,
  adminPassword: 'admin-password',
  leaseMs: LEASE_MS,
};
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function until(what: string, ok: () => boolean, ms = 8_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (ok()) return;
    await sleep(25);
  }
  throw new Error(`timed out: ${what}`);
}

type View = Extract<ServerMessage, { t: 'view' }>;

/** Waits until the player may wager, declining the cut if it is offered on the way. */
async function toBetting(p: FeltClient, table: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const m = (await p.waitFor(
      (x) =>
        x.t === 'view' &&
        x.table === table &&
        x.view.legalActions.some((a) => a.type === 'place-wager' || a.type === 'decline-cut'),
      10_000,
      true,
    )) as View;
    if (m.view.legalActions.some((a) => a.type === 'place-wager')) return;
    p.messages.length = 0;
    await p.command(table, { type: 'decline-cut' });
  }
}

async function playRound(p: FeltClient, table: string, amount: number): Promise<void> {
  p.messages.length = 0;
  await p.subscribe(table);
  await toBetting(p, table);
  const r = await p.command(table, { type: 'place-wager', kind: 'player', amount });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  await p.waitFor((m) => m.t === 'view' && m.lines.some((l) => l.type === 'round-complete'), 10_000);
}

describe.skipIf(!available)('PostgreSQL: one process per table, by lease', () => {
  let a: RunningServer | undefined;
  let b: RunningServer;
  let admin: FeltClient;

  beforeAll(async () => {
    a = await startServer(opts);
    b = await startServer(opts);
  });
  afterAll(async () => {
    await a?.close().catch(() => undefined);
    await b.close().catch(() => undefined);
    await drop();
  });

  it('serves each table from one process; refuses elsewhere; a dead process’s table is taken over from its log', async () => {
    const first = a!;
    admin = await loggedIn(first.url, 'admin', 'admin-password');
    const t = await openMinibaccarat(admin);
    const { player: pat } = await seatedPlayer(first.url, t.id, 'pat', 1, 30_000);
    await playRound(pat, t.id, 2_500);

    // The heartbeat keeps the lease: well past its length, the other process still does not serve it.
    await sleep(LEASE_MS * 2);
    expect(first.tables.has(t.id)).toBe(true);
    expect(b.tables.has(t.id)).toBe(false);

    // The other process refuses the table's commands and says where it is served.
    const elsewhere = await loggedIn(b.url, 'pat', 'pat-password');
    const http = await elsewhere.http<{ code: string; details: { url: string } }>(
      'GET',
      `/api/tables/${t.id}`,
    );
    expect(http.status).toBe(409);
    expect(http.body).toMatchObject({ code: 'table_served_elsewhere', details: { url: first.url } });
    // Its lobby lists the table as the serving process reports it, with where to go for it.
    const lobby = (await elsewhere.http<TableSummary[]>('GET', '/api/tables')).body;
    expect(lobby.find((x) => x.id === t.id)).toMatchObject({ servedBy: first.url, seatsTaken: 1 });
    await elsewhere.connect();
    const refused = await elsewhere.command(t.id, { type: 'place-wager', kind: 'player', amount: 1_000 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'table_served_elsewhere' } });
    elsewhere.close();

    // The serving process dies: no heartbeat, its leases left in the database until they expire.
    const seq = first.tables.get(t.id)!.seq;
    const state = first.tables.get(t.id)!.state;
    pat.close();
    await first.close({ release: false });
    a = undefined;
    expect(b.tables.has(t.id)).toBe(false);
    await until('the other process takes the table over', () => b.tables.has(t.id));
    expect(b.tables.get(t.id)!.seq).toBe(seq);
    expect(b.tables.get(t.id)!.state).toEqual(state);

    // Play goes on at the new process; the seat is still Pat's; nothing was lost or doubled.
    const pat2 = await loggedIn(b.url, 'pat', 'pat-password');
    await pat2.connect();
    const v = (await pat2.subscribe(t.id)) as View;
    expect(v.seat).toBe(1);
    await playRound(pat2, t.id, 1_500);
    admin = await loggedIn(b.url, 'admin', 'admin-password');
    const verify = await admin.http<{ ok: boolean }>('GET', `/api/tables/${t.id}/verify`);
    expect(verify.body.ok, JSON.stringify(verify.body)).toBe(true);
    const ledger = await admin.http<{ sum: number; cacheAgrees: boolean }>('GET', '/api/ledger');
    expect(ledger.body).toMatchObject({ sum: 0, cacheAgrees: true });

    // A process that finds its lease taken stops serving and tells its subscribers.
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(
      `UPDATE table_leases SET owner = 'another-process', expires_at = now() + interval '1 hour' WHERE table_id = $1`,
      [t.id],
    );
    // A command in between is refused, whether the fence or the heartbeat sees the loss first.
    const logged = (await c.query('SELECT count(*)::int AS n FROM log WHERE table_id = $1', [t.id])).rows[0];
    const late = await pat2.command(t.id, { type: 'place-wager', kind: 'player', amount: 1_000 });
    expect(['table_moved', 'table_served_elsewhere']).toContain(late.error?.code);
    expect((await c.query('SELECT count(*)::int AS n FROM log WHERE table_id = $1', [t.id])).rows[0]).toEqual(
      logged,
    );
    await until('the lease loss is noticed', () => !b.tables.has(t.id));
    await pat2.waitFor((m) => m.t === 'error' && m.error.code === 'table_moved', 5_000, true);
    await c.query('DELETE FROM table_leases WHERE table_id = $1', [t.id]);
    await c.end();
    await until('the table is taken up again', () => b.tables.has(t.id));
    pat2.close();
  }, 60_000);

  it('a process that lost the lease cannot write the table’s log (the append is fenced)', async () => {
    const t = [...b.tables.keys()][0]!;
    const stale = await PgStore.connect(url, { owner: 'stale-process', leaseMs: LEASE_MS });
    try {
      expect(await stale.claim(t)).toBe(false);
      const before = (await stale.log(t)).length;
      const last = (await stale.log(t)).at(-1)!;
      const entry = { ...last, seq: last.seq + 1, prevHash: last.hash, hash: 'x'.repeat(64) };
      await expect(stale.append([entry], [])).rejects.toBeInstanceOf(LeaseLostError);
      expect((await stale.log(t)).length).toBe(before);
    } finally {
      await stale.close();
    }
  });

  it('a round cut off by the death of its process is voided by the taker (baccarat) with every chip returned', async () => {
    const dying = await startServer({ ...opts, dealPaceMs: 400 });
    const boss = await loggedIn(dying.url, 'admin', 'admin-password');
    const t = await openMinibaccarat(boss);
    const { player: kim, info: kimInfo } = await seatedPlayer(dying.url, t.id, 'kim', 3, 20_000);
    await toBetting(kim, t.id);
    expect((await kim.command(t.id, { type: 'place-wager', kind: 'banker', amount: 3_000 })).ok).toBe(true);
    await kim.waitFor((m) => m.t === 'view' && m.lines.some((l) => l.type === 'cards-dealt'), 10_000);
    kim.close();
    await dying.close({ release: false });

    await until('the table is taken over', () => b.tables.has(t.id));
    const host = b.tables.get(t.id)!;
    await host.idle();
    const types = host.log.map((e) => e.command.type);
    const note = types.lastIndexOf('note');
    expect(note).toBeGreaterThan(types.indexOf('place-wager'));
    expect(types[note + 1]).toBe('void-round');
    const events = host.log.flatMap((e) => e.events) as { type: string; outcome?: string; amount?: number }[];
    expect(events.filter((e) => e.type === 'wager-settled')).toEqual([
      expect.objectContaining({ outcome: 'push', amount: 3_000 }),
    ]);
    const admin2 = await loggedIn(b.url, 'admin', 'admin-password');
    const verify = await admin2.http<{ ok: boolean }>('GET', `/api/tables/${t.id}/verify`);
    expect(verify.body.ok, JSON.stringify(verify.body)).toBe(true);
    const ledger = await admin2.http<{ sum: number; balances: Record<string, number> }>('GET', '/api/ledger');
    expect(ledger.body.sum).toBe(0);
    const bal = ledger.body.balances;
    // Kim's 1,000.00 credit: all in her account and her rack; the table's bank gained nothing.
    expect((bal[`wallet:${kimInfo.user.id}`] ?? 0) + (bal[`seat:${t.id}:3`] ?? 0)).toBe(100_000);
    expect(bal[`bank:${t.id}`] ?? 0).toBe(0);
  }, 60_000);
});
