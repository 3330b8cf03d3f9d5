/**
 * The SQLite store's group commit and checkpoints: appends made in the same turn are stored together, an append that
 * cannot be stored (a sequence number already taken) is rejected alone while the others in its group are
 * stored, and a read sees every append made before it.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteStore } from './sqlite-store.js';
import type { Posting, StoredEntry, TableRow } from './store.js';

const table = (id: string): TableRow => ({
  id,
  game: 'minibaccarat',
  options: {},
  automated: true,
  rng: 'seeded',
  createdBy: 1,
  createdAt: new Date(0).toISOString(),
  genesis: `genesis-${id}`,
});

const entry = (tableId: string, seq: number): StoredEntry => ({
  tableId,
  seq,
  round: 1,
  actor: { role: 'dealer' },
  userId: null,
  command: { type: 'shuffle' },
  draws: [seq],
  events: [{ type: 'shuffled' }],
  at: 0,
  prevHash: `h${seq - 1}`,
  hash: `h${seq}`,
});

const moved = (tableId: string, seq: number, amount: number): Posting => ({
  from: `bank:${tableId}`,
  to: `seat:${tableId}:1`,
  amount,
  memo: 'test',
  tableId,
  seq,
});

describe('SqliteStore group commit', () => {
  it('stores a turn of appends together and rejects only the one that fails', async () => {
    const store = new SqliteStore(':memory:');
    await store.migrate();
    await store.createUser({ username: 'u', role: 'admin', passwordHash: 'x' });
    for (const id of ['a', 'b']) await store.createTable(table(id));
    await store.append([entry('a', 1)], [moved('a', 1, 500)]);

    const results = await Promise.allSettled([
      store.append([entry('a', 2), entry('a', 3)], [moved('a', 2, 100), moved('a', 3, 200)]),
      store.append([entry('b', 1)], [moved('b', 1, 700)]),
      // Seq 1 of table a is taken: this append fails, alone.
      store.append([entry('a', 1)], [moved('a', 1, 999)]),
      store.append([entry('b', 2)], [moved('b', 2, 50)]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await store.log('a')).map((e) => e.seq)).toEqual([1, 2, 3]);
    expect((await store.log('b')).map((e) => e.seq)).toEqual([1, 2]);
    expect(await store.balance('seat:a:1')).toBe(800);
    expect(await store.balance('seat:b:1')).toBe(750);
    expect(await store.balance('bank:a')).toBe(-800);
    expect(await store.ledgerTotals()).toEqual(await store.balances());
    await store.close();
  });

  it('a read sees an append made before it, without waiting for the group commit', async () => {
    const store = new SqliteStore(':memory:');
    await store.migrate();
    await store.createTable(table('a'));
    const stored = store.append([entry('a', 1)], [moved('a', 1, 300)]);
    expect(await store.balance('seat:a:1')).toBe(300);
    expect((await store.log('a')).length).toBe(1);
    await stored;
    await store.close();
  });

  it('a worker thread copies the WAL into the database file (the writer does not checkpoint)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'felt-ckpt-'));
    const file = join(dir, 'felt.sqlite');
    const store = new SqliteStore(file);
    try {
      await store.migrate();
      await store.createTable(table('a'));
      await new Promise((r) => setTimeout(r, 1200));
      const before = statSync(file).size;
      for (let seq = 1; seq <= 400; seq += 1)
        await store.append([{ ...entry('a', seq), events: [{ type: 'x'.repeat(1000) }] }], []);
      expect(statSync(`${file}-wal`).size, 'the appends went to the WAL').toBeGreaterThan(400_000);
      // Far below the writer's own automatic checkpoint (10,000 pages): only the worker copies them.
      await new Promise((r) => setTimeout(r, 1500));
      expect(statSync(file).size - before).toBeGreaterThan(400_000);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
