/**
 * Every registered game runs on the server through its definition alone: an automated table under the
 * default Rules Submission, random legal play by two players, the ledger reconciled with the racks
 * after every command, and a restore from the store that reproduces the table.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { GAMES } from '../games/registry.js';
import { replay } from '../engine/table.js';
import { accounts, seatChips } from './conventions.js';
import { SqliteStore } from './sqlite-store.js';
import { newTableRow, TableHost } from './tables.js';

describe('every registered game on the server', () => {
  it.each([...GAMES.keys()])('%s', async (id) => {
    const game = GAMES.get(id)!;
    const store = new SqliteStore(':memory:');
    await store.migrate();
    const users: number[] = [];
    for (const name of ['ann', 'ben']) {
      const u = await store.createUser({ username: name, role: 'player', passwordHash: 'x' });
      await store.post([
        { from: accounts.cage, to: accounts.wallet(u.id), amount: 10_000_000, memo: 'test credit' },
      ]);
      users.push(u.id);
    }
    const row = newTableRow(game, game.options.parse({}), true, users[0]!, 'seeded');
    await store.createTable(row);
    const config = { betWindowMs: 0, dealPaceMs: 0, rng: () => SeededRng.fromSeed(3) };
    const host = await TableHost.open(row, game, store, config);
    for (const [i, u] of users.entries()) {
      for (let seat = i + 1; seat <= 14 && host.seatOf(u) === undefined; seat += 1)
        await host.submit(u, 'player', { type: 'sit', seat, name: `P${i}`, chips: 1_000_000 });
      expect(host.seatOf(u), 'each player finds a seat').toBeDefined();
    }
    const rng = SeededRng.fromSeed(9);
    for (let step = 0; step < 150; step += 1) {
      await host.idle();
      const u = users[rng.nextInt(users.length)]!;
      const seat = host.seatOf(u);
      if (seat === undefined) continue;
      const acts = host.view({ role: 'player', seat }).legalActions.filter((a) => a.type !== 'leave');
      const a = acts[rng.nextInt(Math.max(1, acts.length))];
      if (!a) continue;
      const cmd: Record<string, unknown> = { type: a.type, ...a.params };
      for (const need of a.needs ?? []) cmd[need] = need === 'amount' ? 1_000 : 10 + rng.nextInt(20);
      await host.submit(u, 'player', cmd);
      const racks = seatChips(host.view({ role: 'compliance' }));
      const totals = await store.ledgerTotals();
      let sum = 0;
      for (const v of totals.values()) sum += v;
      expect(sum).toBe(0);
      for (const [s, chips] of racks) expect(totals.get(accounts.seat(row.id, s)) ?? 0).toBe(chips);
    }
    await host.idle();
    expect(host.seq).toBeGreaterThan(10);
    expect(
      replay(game, row.options, { automated: true }, host.log, { source: row.rng }).mismatch,
    ).toBeUndefined();
    await host.close();
    const restored = await TableHost.open(row, game, store, config);
    expect(restored.state).toEqual(host.state);
    await restored.close();
    await store.close();
  });
});
