/**
 * Double spend (issue 16): one player's account brought to several tables at once. The funds check and
 * the move of the chips are one atomic step in the store, so however the commands race, exactly the
 * affordable number of `sit`s and `buy-in`s succeed, the rest are refused `insufficient_funds`, and the
 * account never goes below zero; `/api/ledger` would call a negative account not conserved.
 * SQLite: frames in one socket write (one turn of the event loop, one group commit). PostgreSQL: the
 * same in one process, and commands racing through two server processes on one database.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { GAMES } from '../games/registry.js';
import type { ServerMessage, TableSummary } from '../protocol/wire.js';
import { startServer, type RunningServer } from './app.js';
import { FeltClient } from './client.js';
import { accounts } from './conventions.js';
import { PgStore } from './pg-store.js';
import { SqliteStore } from './sqlite-store.js';
import { InsufficientFundsError, type StoredEntry, type Store } from './store.js';
import { newTableRow } from './tables.js';
import { freshSchema } from './testing/postgres.js';
import { RawSocket } from './testing/raw-ws.js';
import { ADMIN_PASSWORD, loggedIn, useServer } from './testing/server.js';

type Result = Extract<ServerMessage, { t: 'result' }>;
const isResult = (m: ServerMessage): m is Result => m.t === 'result';

/** Live-dealt tables (nothing moves unless someone acts), opened by the admin. */
async function liveTables(admin: FeltClient, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1)
    ids.push(
      (
        await admin.http<TableSummary>('POST', '/api/tables', {
          rules: { game: 'minibaccarat' },
          automated: false,
        })
      ).body.id,
    );
  return ids;
}

const sit = (table: string, i: number, chips: number): string =>
  JSON.stringify({
    t: 'command',
    table,
    id: `sit-${i}`,
    command: { type: 'sit', seat: 1, name: 'Dee', chips },
  });
const buyIn = (table: string, i: number, amount: number): string =>
  JSON.stringify({ t: 'command', table, id: `buy-${i}`, command: { type: 'buy-in', amount } });

interface LedgerBody {
  sum: number;
  conserved: boolean;
  funded: boolean;
  negative: Record<string, number>;
  balances: Record<string, number>;
}

/** The ledger is conserved, no account is negative, and every table verifies. */
async function audited(admin: FeltClient, tables: readonly string[]): Promise<LedgerBody> {
  const l = (await admin.http<LedgerBody>('GET', '/api/ledger')).body;
  expect(l).toMatchObject({ sum: 0, conserved: true, funded: true, negative: {} });
  for (const id of tables) {
    const v = await admin.http<{ ok: boolean }>('GET', `/api/tables/${id}/verify`);
    expect(v.body.ok, JSON.stringify(v.body)).toBe(true);
  }
  return l;
}

/** Of these results, how many were accepted; every other one must be `insufficient_funds`. */
function accepted(results: readonly Result[]): number {
  for (const r of results) if (!r.ok) expect(r.error?.code).toBe('insufficient_funds');
  return results.filter((r) => r.ok).length;
}

describe('double spend on SQLite: frames in one socket write', () => {
  const felt = useServer('felt-double-spend-', { betWindowMs: 60_000, dealPaceMs: 0 });

  it('four sits of $400 from a $1,000 account: exactly two seats are taken, the account ends at $200', async () => {
    const admin = await felt.admin();
    const tables = await liveTables(admin, 4);
    const dee = felt.client();
    const info = await dee.register('dee', 'dee-password');
    expect(info.wallet).toBe(100_000);
    const raw = await RawSocket.open(felt.url, { cookie: dee.cookie });
    raw.sendAll(tables.map((t, i) => sit(t, i, 40_000)));
    const results = (await raw.collect(isResult, 4)).filter(isResult);
    raw.close();
    expect(accepted(results)).toBe(2);
    const l = await audited(admin, tables);
    expect(l.balances[accounts.wallet(info.user.id)]).toBe(20_000);
    expect((await dee.http<{ wallet: number }>('GET', '/api/me')).body.wallet).toBe(20_000);
    // The refused tables hold no seat and no chips (nothing of the refused command was stored).
    const seated = tables.filter((t) => felt.server.tables.get(t)!.holders.size === 1);
    expect(seated).toHaveLength(2);
    for (const t of tables.filter((x) => !seated.includes(x))) {
      expect(felt.server.tables.get(t)!.seq).toBe(0);
      expect(l.balances[accounts.seat(t, 1)] ?? 0).toBe(0);
    }
  });

  it('four buy-ins of $400 at four tables: exactly the affordable two are accepted', async () => {
    const admin = await felt.admin();
    const tables = await liveTables(admin, 4);
    const eve = felt.client();
    const info = await eve.register('eve', 'eve-password');
    await eve.connect();
    for (const t of tables)
      expect((await eve.command(t, { type: 'sit', seat: 2, name: 'Eve', chips: 1_000 })).ok).toBe(true);
    // $960 left: two buy-ins of $400 fit, a third does not.
    const raw = await RawSocket.open(felt.url, { cookie: eve.cookie });
    raw.sendAll(tables.map((t, i) => buyIn(t, i, 40_000)));
    const results = (await raw.collect(isResult, 4)).filter(isResult);
    raw.close();
    expect(accepted(results)).toBe(2);
    const l = await audited(admin, tables);
    expect(l.balances[accounts.wallet(info.user.id)]).toBe(16_000);
  });
});

/** Two appends to different tables in one turn: one overdraws, the other must still be stored. */
async function groupCommitKeepsOthers(store: Store): Promise<void> {
  await store.migrate();
  const game = GAMES.get('minibaccarat')!;
  const u = await store.createUser({ username: `gc${Date.now()}`, role: 'player', passwordHash: 'x' });
  await store.post([{ from: accounts.cage, to: accounts.wallet(u.id), amount: 500, memo: 'test credit' }]);
  const rows = [newTableRow(game, {}, false, u.id, 'seeded'), newTableRow(game, {}, false, u.id, 'seeded')];
  for (const r of rows) await store.createTable(r);
  const entry = (tableId: string): StoredEntry => ({
    tableId,
    seq: 1,
    round: 0,
    actor: { role: 'player', seat: 1 },
    userId: u.id,
    command: { type: 'sit' },
    draws: [],
    events: [],
    at: 0,
    prevHash: 'p',
    hash: 'h',
  });
  const take = (tableId: string, amount: number) =>
    store.append(
      [entry(tableId)],
      [{ from: accounts.wallet(u.id), to: accounts.seat(tableId, 1), amount, memo: 'sit' }],
    );
  const [a, b] = await Promise.allSettled([take(rows[0]!.id, 400), take(rows[1]!.id, 400)]);
  expect(a.status).toBe('fulfilled');
  expect(b.status).toBe('rejected');
  expect(b.status === 'rejected' && b.reason).toBeInstanceOf(InsufficientFundsError);
  expect(await store.balance(accounts.wallet(u.id))).toBe(100);
  expect(await store.log(rows[0]!.id)).toHaveLength(1);
  expect(await store.log(rows[1]!.id)).toHaveLength(0);
  expect(await store.balance(accounts.seat(rows[1]!.id, 1))).toBe(0);
  // A debit past zero is refused through `post` as well.
  await expect(
    store.post([{ from: accounts.wallet(u.id), to: accounts.cage, amount: 101, memo: 'cash out too much' }]),
  ).rejects.toBeInstanceOf(InsufficientFundsError);
  expect(await store.balance(accounts.wallet(u.id))).toBe(100);
}

describe('the store refuses a debit past zero, atomically with the append', () => {
  it('SQLite: one group commit, the overdrawing append refused, the other stored', async () => {
    const store = new SqliteStore(':memory:');
    await groupCommitKeepsOthers(store);
    await store.close();
  });
});

const pgSchema = await freshSchema('felt_double_spend');
const pgStoreSchema = await freshSchema('felt_double_spend_store');
afterAll(async () => {
  await pgSchema.drop();
  await pgStoreSchema.drop();
});

describe.skipIf(!pgSchema.available)('double spend on PostgreSQL', () => {
  const servers: RunningServer[] = [];
  const stores: Store[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
    for (const s of stores) await s.close();
  });
  const opts = {
    databaseUrl: pgSchema.url,
    betWindowMs: 60_000,
    dealPaceMs: 0,
    adminPassword: ADMIN_PASSWORD,
    rng: () => SeededRng.fromSeed(1),
  };

  it('the store: an overdrawing append is refused and the other stored; ten racing debits over two stores, three paid', async () => {
    const one = await PgStore.connect(pgStoreSchema.url, { owner: 'store-one' });
    const two = await PgStore.connect(pgStoreSchema.url, { owner: 'store-two' });
    stores.push(one, two);
    await groupCommitKeepsOthers(one);
    await two.migrate();
    const u = await one.createUser({ username: 'racer', role: 'player', passwordHash: 'x' });
    const wallet = accounts.wallet(u.id);
    await one.post([{ from: accounts.cage, to: wallet, amount: 100, memo: 'test credit' }]);
    const debits = Array.from({ length: 10 }, (_, i) =>
      (i % 2 ? two : one).post([{ from: wallet, to: accounts.cage, amount: 30, memo: `debit ${i}` }]),
    );
    const settled = await Promise.allSettled(debits);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(3);
    for (const s of settled)
      if (s.status === 'rejected') expect(s.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await one.balance(wallet)).toBe(10);
    expect((await one.ledgerTotals()).get(wallet)).toBe(10);
  });

  it('one process: four sits of $400 sent together, exactly two taken', async () => {
    const a = await startServer(opts);
    servers.push(a);
    const admin = await loggedIn(a.url, 'admin', ADMIN_PASSWORD);
    const tables = await liveTables(admin, 4);
    const fay = await registered(a.url, 'fay');
    const raw = await RawSocket.open(a.url, { cookie: fay.client.cookie });
    raw.sendAll(tables.map((t, i) => sit(t, i, 40_000)));
    const results = (await raw.collect(isResult, 4)).filter(isResult);
    raw.close();
    expect(accepted(results)).toBe(2);
    const l = await audited(admin, tables);
    expect(l.balances[accounts.wallet(fay.id)]).toBe(20_000);
  });

  it('two processes on one database: sits and buy-ins racing through both, exactly the affordable ones taken', async () => {
    const a = servers[0]!;
    const b = await startServer(opts);
    servers.push(b);
    const onA = await loggedIn(a.url, 'admin', ADMIN_PASSWORD);
    const onB = await loggedIn(b.url, 'admin', ADMIN_PASSWORD);
    const tablesA = await liveTables(onA, 2);
    const tablesB = await liveTables(onB, 2);
    expect(tablesB.every((t) => b.tables.has(t) && !a.tables.has(t))).toBe(true);

    const gus = await registered(a.url, 'gus');
    // The same session works on both processes (sessions live in the shared database).
    const rawA = await RawSocket.open(a.url, { cookie: gus.client.cookie });
    const rawB = await RawSocket.open(b.url, { cookie: gus.client.cookie });
    rawA.sendAll(tablesA.map((t, i) => sit(t, i, 40_000)));
    rawB.sendAll(tablesB.map((t, i) => sit(t, i + 2, 40_000)));
    const sits = [
      ...(await rawA.collect(isResult, 2)).filter(isResult),
      ...(await rawB.collect(isResult, 2)).filter(isResult),
    ];
    rawA.close();
    rawB.close();
    expect(accepted(sits)).toBe(2);
    let l = await audited(onA, tablesA);
    await audited(onB, tablesB);
    expect(l.balances[accounts.wallet(gus.id)]).toBe(20_000);

    // Hal sits at one table of each process ($200 left), then buys in for $150 at both at once.
    const hal = await registered(b.url, 'hal');
    for (const t of [tablesA[0]!, tablesB[0]!]) {
      const on = new FeltClient(a.tables.has(t) ? a.url : b.url);
      on.cookie = hal.client.cookie;
      await on.connect();
      expect((await on.command(t, { type: 'sit', seat: 3, name: 'Hal', chips: 40_000 })).ok).toBe(true);
      on.close();
    }
    const buyA = await RawSocket.open(a.url, { cookie: hal.client.cookie });
    const buyB = await RawSocket.open(b.url, { cookie: hal.client.cookie });
    buyA.sendAll([buyIn(tablesA[0]!, 0, 15_000)]);
    buyB.sendAll([buyIn(tablesB[0]!, 1, 15_000)]);
    const buys = [
      ...(await buyA.collect(isResult, 1)).filter(isResult),
      ...(await buyB.collect(isResult, 1)).filter(isResult),
    ];
    buyA.close();
    buyB.close();
    expect(accepted(buys)).toBe(1);
    l = await audited(onA, tablesA);
    await audited(onB, tablesB);
    expect(l.balances[accounts.wallet(hal.id)]).toBe(5_000);
  });
});

/** A new player registered on the server at `url` ($1,000 welcome credit). */
async function registered(url: string, name: string): Promise<{ client: FeltClient; id: number }> {
  const client = new FeltClient(url);
  const info = await client.register(name, `${name}-password`);
  return { client, id: info.user.id };
}
