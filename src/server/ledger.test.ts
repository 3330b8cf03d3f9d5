/**
 * The chip ledger's properties under random play: every operation posts balanced double entries, so
 * the sum over every account (cage, players' accounts, seats, table banks) stays zero; each seat's
 * account holds exactly the chips the game shows in that rack; no account goes below zero except the
 * cage (chips issued) and a bank (the table's result); and a table restored from the store is the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { GAMES } from '../games/registry.js';
import { accounts, seatChips } from './conventions.js';
import { SqliteStore } from './sqlite-store.js';
import { newTableRow, TableHost } from './tables.js';

const Op = fc.record({
  user: fc.integer({ min: 0, max: 2 }),
  pick: fc.nat(),
  amount: fc.constantFrom(100, 500, 1_000, 2_500, 10_000, 250_000),
  seat: fc.integer({ min: 1, max: 7 }),
});

async function check(store: SqliteStore, host: TableHost): Promise<void> {
  const totals = await store.ledgerTotals();
  const cached = await store.balances();
  let sum = 0;
  for (const [acct, bal] of totals) {
    sum += bal;
    expect(cached.get(acct) ?? 0, acct).toBe(bal);
    if (acct.startsWith('wallet:') || acct.startsWith('seat:')) expect(bal, acct).toBeGreaterThanOrEqual(0);
  }
  expect(sum).toBe(0);
  const racks = seatChips(host.view({ role: 'compliance' }));
  for (let seat = 1; seat <= 7; seat += 1)
    expect(totals.get(accounts.seat(host.id, seat)) ?? 0, `seat ${seat}`).toBe(racks.get(seat) ?? 0);
}

describe('chip ledger (property)', () => {
  it.each(['minibaccarat', 'midibaccarat'])(
    '%s: every operation conserves the chips and matches the racks',
    async (id) => {
      const game = GAMES.get(id)!;
      let settled = 0;
      let cashedOut = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 1e6 }),
          fc.array(Op, { minLength: 10, maxLength: 60 }),
          async (seed, ops) => {
            const store = new SqliteStore(':memory:');
            await store.migrate();
            const users = [];
            for (const name of ['ann', 'ben', 'cy']) {
              const u = await store.createUser({ username: name, role: 'player', passwordHash: 'x' });
              await store.post([
                { from: accounts.cage, to: accounts.wallet(u.id), amount: 50_000, memo: 'test credit' },
              ]);
              users.push(u.id);
            }
            const row = newTableRow(
              game,
              game.options.parse({ dragonBonus: 'B' }),
              true,
              users[0]!,
              'seeded',
            );
            await store.createTable(row);
            const config = { betWindowMs: 0, dealPaceMs: 0, rng: () => SeededRng.fromSeed(seed) };
            const host = await TableHost.open(row, game, store, config);
            const rng = SeededRng.fromSeed(seed + 1);
            for (const op of ops) {
              const user = users[op.user]!;
              const seat = host.seatOf(user);
              if (seat === undefined) {
                await host.submit(user, 'player', {
                  type: 'sit',
                  seat: op.seat,
                  name: 'P',
                  chips: op.amount,
                });
              } else {
                const acts = host
                  .view({ role: 'player', seat })
                  .legalActions.filter((a) => !['cut'].includes(a.type));
                const a = acts[op.pick % Math.max(1, acts.length)];
                if (a) {
                  const cmd: Record<string, unknown> = { type: a.type, ...a.params };
                  if (a.needs?.includes('amount')) cmd['amount'] = op.amount;
                  await host.submit(user, 'player', cmd);
                }
              }
              // Staff occasionally void a round in play (wagers returned, § 627a.13).
              if (rng.nextInt(25) === 0)
                await host.submit(0, 'floorperson', { type: 'void-round', reason: 'test' });
              await host.idle();
              await check(store, host);
            }
            settled += host.log.filter((e) => e.events.some((ev) => ev.type === 'wager-settled')).length;
            cashedOut += host.log.filter((e) => e.command.type === 'leave').length;
            await host.close();
            const restored = await TableHost.open(row, game, store, config);
            expect(restored.state).toEqual(host.state);
            expect([...restored.holders]).toEqual([...host.holders]);
            await restored.close();
            await store.close();
          },
        ),
        { numRuns: 12 },
      );
      // The runs did play rounds through to settlement, and players did cash out.
      expect(settled).toBeGreaterThan(2);
      expect(cashedOut).toBeGreaterThan(0);
    },
  );
});
