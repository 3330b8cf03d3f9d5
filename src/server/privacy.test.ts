/**
 * Each role receives only its view: over many rounds (Midibaccarat and Baccarat squeeze face-down
 * hands), nothing the server pushes to a player names a card of the round in play that the player's own
 * views have not shown, and no player ever receives the order of the shoe or the house's result.
 */
import { describe, expect, it } from 'vitest';
import { formatCard, type Card } from '../core/cards.js';
import { SeededRng } from '../core/rng.js';
import { GAMES } from '../games/registry.js';
import type { ServerMessage } from '../protocol/wire.js';
import { accounts, cardsIn } from './conventions.js';
import { SqliteStore } from './sqlite-store.js';
import { newTableRow, TableHost } from './tables.js';

const CARD = /\b(?:[2-9TJQKA][shdc]|Jk)\b/g;

describe('per-role views', () => {
  it.each(['midibaccarat', 'baccarat', 'minibaccarat'])(
    '%s: a player never receives a card hidden from them or the shoe',
    async (id) => {
      const game = GAMES.get(id)!;
      const store = new SqliteStore(':memory:');
      await store.migrate();
      const users: number[] = [];
      for (const name of ['ann', 'ben', 'cy']) {
        const u = await store.createUser({ username: name, role: 'player', passwordHash: 'x' });
        await store.post([
          { from: accounts.cage, to: accounts.wallet(u.id), amount: 10_000_000, memo: 'test credit' },
        ]);
        users.push(u.id);
      }
      const row = newTableRow(game, game.options.parse({}), true, users[0]!, 'seeded');
      await store.createTable(row);
      const host = await TableHost.open(row, game, store, {
        betWindowMs: 0,
        dealPaceMs: 0,
        rng: () => SeededRng.fromSeed(42),
      });
      const inbox = new Map<number, ServerMessage[]>();
      for (const u of users) {
        const box: ServerMessage[] = [];
        inbox.set(u, box);
        host.subscribe({ userId: u, role: 'player', lastSeq: 0, send: (m) => box.push(m) });
      }
      for (const [i, u] of users.entries())
        await host.submit(u, 'player', { type: 'sit', seat: i + 1, name: `P${i}`, chips: 1_000_000 });
      const rng = SeededRng.fromSeed(7);
      let hiddenSeen = 0;
      for (let step = 0; step < 400; step += 1) {
        await host.idle();
        const u = users[rng.nextInt(users.length)]!;
        const seat = host.seatOf(u)!;
        const acts = host
          .view({ role: 'player', seat })
          .legalActions.filter((a) => !['leave', 'cut'].includes(a.type));
        const a = acts[rng.nextInt(Math.max(1, acts.length))];
        if (a)
          await host.submit(u, 'player', {
            type: a.type,
            ...a.params,
            ...(a.needs?.includes('amount') ? { amount: 2_000 } : {}),
          });
        const compliance = host.view({ role: 'compliance' }) as unknown as {
          hands: { player: { cards: (string | null)[] } } | null;
        };
        const mine = host.view({ role: 'player', seat }) as unknown as {
          hands: { player: { cards: (string | null)[] } } | null;
        };
        if (compliance.hands && mine.hands && mine.hands.player.cards.some((c) => c === null))
          hiddenSeen += 1;
      }
      await host.idle();
      expect(hiddenSeen, 'some hands were face down to some player').toBeGreaterThanOrEqual(
        id === 'minibaccarat' ? 0 : 1,
      );
      for (const box of inbox.values()) {
        expect(box.length).toBeGreaterThan(50);
        // The cards this player's own views have shown in the round in play.
        let seen = { round: -1, cards: new Set<string>() };
        for (const m of box) {
          if (m.t !== 'view') continue;
          if (seen.round !== m.view.round) seen = { round: m.view.round, cards: new Set() };
          for (const c of cardsIn(m.view)) seen.cards.add(c);
          const json = JSON.stringify(m.view);
          expect(json).not.toContain('"order"');
          expect(json).not.toContain('"house"');
          const visible = seen.cards;
          for (const l of m.lines)
            if (l.round >= m.view.round)
              for (const c of l.text.match(CARD) ?? []) expect(visible.has(c), `${l.text}`).toBe(true);
        }
      }
      expect(host.log.some((e) => e.events.some((ev) => ev.type === 'wager-settled'))).toBe(true);
      await host.close();
      await store.close();
    },
  );

  it('the card exposed at the burn is shown to the players (§ 627a.5(f)), the cards burned face down are not', async () => {
    const game = GAMES.get('minibaccarat')!;
    const store = new SqliteStore(':memory:');
    await store.migrate();
    const u = await store.createUser({ username: 'ann', role: 'player', passwordHash: 'x' });
    await store.post([
      { from: accounts.cage, to: accounts.wallet(u.id), amount: 10_000_000, memo: 'test credit' },
    ]);
    const row = newTableRow(game, game.options.parse({}), true, u.id, 'seeded');
    await store.createTable(row);
    const host = await TableHost.open(row, game, store, {
      betWindowMs: 0,
      dealPaceMs: 0,
      rng: () => SeededRng.fromSeed(42),
    });
    await host.submit(u.id, 'player', { type: 'sit', seat: 1, name: 'Ann', chips: 1_000_000 });
    await host.idle();
    await host.submit(u.id, 'player', { type: 'decline-cut' });
    await host.idle();
    const burned = host.log.flatMap((e) => e.events).find((ev) => ev.type === 'burned') as unknown as
      { exposed: Card } | undefined;
    const exposed = formatCard(burned!.exposed);
    const viewer = { role: 'player', seat: 1 } as const;
    const view = host.view(viewer) as unknown as { round: number; shoe: { burnExposed: string | null } };
    expect(view.shoe.burnExposed).toBe(exposed);
    // The burn is logged in the round about to be played, whose cards are masked unless the view shows them.
    const line = host.lines(viewer, 0).find((l) => l.type === 'burned')!;
    expect(line.round).toBe(view.round);
    expect(line.text).toMatch(new RegExp(`^burn: ${exposed} exposed, \\d+ more cards burned face down`));
    await host.close();
    await store.close();
  });
});
