/**
 * A round cut off at every point. The table's store dies after its k-th append (every later write fails,
 * as for a process killed right after committing k entries), and the table is then taken up again from
 * what was stored, as a restarted process does. For every k: the stored log verifies and replays, the
 * ledger sums to zero and agrees with every rack, every wager placed is settled or returned exactly once,
 * and the round is resolved as the game says (baccarat: voided by the floor once wagers were closed;
 * craps: continued to its roll and settlement).
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import type { AnyGame } from '../engine/game.js';
import { replay } from '../engine/table.js';
import { GAMES } from '../games/registry.js';
import { verifyChain } from './chain.js';
import { accounts, seatChips } from './conventions.js';
import { SqliteStore } from './sqlite-store.js';
import type { Store } from './store.js';
import { newTableRow, TableHost, type HostConfig } from './tables.js';

const CREDIT = 100_000;

/** A store whose every write after the first `budget` appends fails, as after a kill -9. */
function dying(inner: Store, budget: number): { store: Store; appends: () => number } {
  let appends = 0;
  const store = new Proxy(inner, {
    get(target, prop, receiver) {
      if (prop === 'append')
        return async (...args: Parameters<Store['append']>) => {
          if (appends >= budget) throw new Error('the process is dead');
          appends += 1;
          return target.append(...args);
        };
      const v = Reflect.get(target, prop, receiver) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  return { store, appends: () => appends };
}

const config = (seed: number): HostConfig => ({
  betWindowMs: 1,
  dealPaceMs: 0,
  decisionMs: 1,
  rng: () => SeededRng.fromSeed(seed),
});

interface Script {
  readonly game: AnyGame;
  readonly wagers: readonly { kind: string; amount: number }[];
}

/** Sits one player, answers a cut offer (declines), places the wagers, lets the table run. */
async function playUntilDead(host: TableHost, userId: number, s: Script): Promise<void> {
  const must = async (cmd: Record<string, unknown>): Promise<void> => {
    const r = await host.submit(userId, 'player', cmd);
    if (!r.ok) throw new Error(`${String(cmd['type'])}: ${r.error.code}`);
    await host.idle();
  };
  await must({ type: 'sit', seat: 1, name: 'Pat', chips: 50_000 });
  for (let i = 0; i < 5; i += 1) {
    const legal = host.view({ role: 'player', seat: 1 }).legalActions;
    if (legal.some((a) => a.type === 'place-wager')) break;
    if (legal.some((a) => a.type === 'decline-cut')) await must({ type: 'decline-cut' });
    else await new Promise((r) => setTimeout(r, 5));
  }
  for (const w of s.wagers) await must({ type: 'place-wager', ...w });
  for (let i = 0; i < 50 && settledOrReturned(host) < s.wagers.length; i += 1) {
    await new Promise((r) => setTimeout(r, 5));
    await host.idle();
  }
}

const wagerEvents = (host: TableHost): { type: string; amount?: number }[] =>
  host.log.flatMap((e) => e.events as { type: string; amount?: number }[]);
const settledOrReturned = (host: TableHost): number =>
  wagerEvents(host).filter((e) => e.type === 'wager-settled' || e.type === 'wager-returned').length;

async function crashAt(
  s: Script,
  budget: number,
): Promise<{ appends: number; resumed: TableHost; store: Store }> {
  const inner = new SqliteStore(':memory:');
  await inner.migrate();
  const user = await inner.createUser({ username: 'pat', role: 'player', passwordHash: 'x' });
  await inner.post([{ from: accounts.cage, to: accounts.wallet(user.id), amount: CREDIT, memo: 'credit' }]);
  const row = newTableRow(s.game, s.game.options.parse({}), true, user.id, 'seeded');
  await inner.createTable(row);
  const d = dying(inner, budget);
  const first = await TableHost.open(row, s.game, d.store, config(11));
  await playUntilDead(first, user.id, s).catch(() => undefined);
  await first.close();
  // The restart: a new host from the stored log, which resolves a round cut off as the game says.
  const resumed = await TableHost.open(row, s.game, inner, config(12));
  await resumed.resumeAfterFailure();
  for (let i = 0; i < 50; i += 1) {
    await resumed.idle();
    const placed = resumed.log.filter((e) => e.command.type === 'place-wager').length;
    if (settledOrReturned(resumed) >= placed) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  await resumed.close();
  return { appends: d.appends(), resumed, store: inner };
}

async function audit(host: TableHost, store: Store): Promise<void> {
  const stored = await store.log(host.id);
  expect(verifyChain(host.row, stored).ok).toBe(true);
  const r = replay(host.game, host.row.options, { automated: true }, stored, { source: 'seeded' });
  expect(r.mismatch).toBeUndefined();
  // The ledger: double entry sums to zero, the cache agrees, every rack matches its seat account.
  const totals = await store.ledgerTotals();
  expect([...totals.values()].reduce((a, b) => a + b, 0)).toBe(0);
  expect(await store.balances()).toEqual(totals);
  const racks = seatChips(host.game.view(r.state, { role: 'compliance' }));
  for (const [seat, chips] of racks) expect(totals.get(accounts.seat(host.id, seat)) ?? 0).toBe(chips);
  // Every wager placed is settled or returned exactly once.
  const placed = stored.filter((e) => e.command.type === 'place-wager').length;
  const resolved = stored
    .flatMap((e) => e.events)
    .filter((e) => e.type === 'wager-settled' || e.type === 'wager-returned').length;
  expect(resolved).toBe(placed);
  // No chip is made or lost: the player's wallet, seat and the table's bank still hold the credit.
  const user = (await store.listUsers())[0]!;
  const sum =
    (totals.get(accounts.wallet(user.id)) ?? 0) +
    (totals.get(accounts.seat(host.id, 1)) ?? 0) +
    (totals.get(accounts.bank(host.id)) ?? 0);
  expect(sum).toBe(CREDIT);
}

describe.each([
  {
    name: 'minibaccarat',
    script: { game: GAMES.get('minibaccarat')!, wagers: [{ kind: 'banker', amount: 1_000 }] },
    voids: true,
  },
  {
    name: 'craps',
    script: { game: GAMES.get('craps')!, wagers: [{ kind: 'field', amount: 1_000 }] },
    voids: false,
  },
])('$name: the server dies after every stored entry of a round', ({ script, voids }) => {
  it('resumes, resolves the cut-off round as the game says, and conserves every chip', async () => {
    const whole = await crashAt(script, Infinity);
    await audit(whole.resumed, whole.store);
    expect(whole.resumed.log.some((e) => e.command.type === 'note')).toBe(false);
    expect(whole.resumed.log.filter((e) => e.command.type === 'place-wager')).toHaveLength(1);
    let voided = 0;
    for (let k = 0; k <= whole.appends; k += 1) {
      const { resumed, store } = await crashAt(script, k);
      await audit(resumed, store);
      const notes = resumed.log.filter((e) => e.command.type === 'note');
      if (notes.length) {
        voided += 1;
        // The note and the floor's void are stored together, right after the cut-off entries.
        const i = resumed.log.indexOf(notes[0]!);
        expect(resumed.log[i + 1]?.command.type).toBe('void-round');
        expect(resumed.log[i + 1]?.events[0]?.type).toBe('round-voided');
      }
    }
    // Baccarat voids every round cut off between "no more bets" and settlement; craps never voids.
    if (voids) expect(voided).toBeGreaterThan(0);
    else expect(voided).toBe(0);
  }, 120_000);
});

describe('an automated table waiting on a player who does not answer', () => {
  it('treats an unanswered cut offer as declined after the decision time (627a.5(b), ruling R22)', async () => {
    const store = new SqliteStore(':memory:');
    await store.migrate();
    const user = await store.createUser({ username: 'pat', role: 'player', passwordHash: 'x' });
    await store.post([{ from: accounts.cage, to: accounts.wallet(user.id), amount: CREDIT, memo: 'credit' }]);
    const game = GAMES.get('minibaccarat')!;
    const row = newTableRow(game, game.options.parse({}), true, user.id, 'seeded');
    await store.createTable(row);
    const host = await TableHost.open(row, game, store, { ...config(3), decisionMs: 40 });
    expect(
      (await host.submit(user.id, 'player', { type: 'sit', seat: 1, name: 'Pat', chips: 10_000 })).ok,
    ).toBe(true);
    await host.idle();
    // The cut is offered to seat 1, who says nothing: the table waits the decision time, no longer.
    expect(host.view({ role: 'player', seat: 1 }).legalActions.some((a) => a.type === 'decline-cut')).toBe(
      true,
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(host.log.at(-1)?.command.type).not.toBe('decline-cut');
    for (
      let i = 0;
      i < 100 && !host.view({ role: 'player', seat: 1 }).legalActions.some((a) => a.type === 'place-wager');
      i += 1
    ) {
      await new Promise((r) => setTimeout(r, 10));
      await host.idle();
    }
    const types = host.log.map((e) => e.command.type);
    expect(types.slice(0, 5)).toEqual(['sit', 'shuffle', 'decline-cut', 'cut', 'burn']);
    const stored = await store.log(row.id);
    // The decline is the table's (no user), in the player's place, with the cut-offer citation.
    expect(stored[2]).toMatchObject({ actor: { role: 'player', seat: 1 }, userId: null });
    expect(stored[2]?.events[0]).toMatchObject({ type: 'cut-declined', citation: '§ 627a.5(b)' });
    await host.close();
  });
});
