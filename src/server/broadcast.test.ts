/**
 * The broadcast's caches and the group commit change nothing a subscriber receives: over many rounds of
 * random play, the JSON a socket subscriber is sent (view serialised once per state and viewer, lines
 * described once per entry) is exactly the message a plain subscriber of the same viewer gets; every
 * view equals the view built afresh from the table's state; and no view reflects an entry that another
 * connection to the database cannot read yet (nothing is seen before it is stored).
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import type { Viewer } from '../engine/game.js';
import { GAMES } from '../games/registry.js';
import type { ServerMessage } from '../protocol/wire.js';
import { accounts } from './conventions.js';
import { SqliteStore } from './sqlite-store.js';
import { newTableRow, TableHost } from './tables.js';

describe('broadcast', () => {
  it.each(['minibaccarat', 'midibaccarat', 'craps'])(
    '%s: cached, serialised-once views equal fresh views, and only stored entries are shown',
    async (id) => {
      const game = GAMES.get(id)!;
      const dir = mkdtempSync(join(tmpdir(), 'felt-broadcast-'));
      const store = new SqliteStore(join(dir, 'felt.sqlite'));
      await store.migrate();
      // A second connection sees only committed transactions.
      const reader = new Database(join(dir, 'felt.sqlite'), { readonly: true });
      const storedSeq = reader.prepare('SELECT coalesce(max(seq), 0) AS n FROM log WHERE table_id = ?');
      try {
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
        const host = await TableHost.open(row, game, store, {
          betWindowMs: 0,
          dealPaceMs: 0,
          rng: () => SeededRng.fromSeed(8),
        });
        const texts: ServerMessage[] = [];
        const objects: ServerMessage[] = [];
        let checked = 0;
        const fresh = (m: ServerMessage): void => {
          if (m.t !== 'view') return;
          const viewer: Viewer = m.seat === null ? { role: m.role } : { role: m.role, seat: m.seat };
          expect(m.view).toEqual(game.view(host.state, viewer));
          expect(m.seq).toBe(host.seq);
          expect(m.seq, 'the view shows only stored entries').toBeLessThanOrEqual(
            (storedSeq.get(row.id) as { n: number }).n,
          );
          checked += 1;
        };
        for (const u of users) {
          // The same viewer twice: a socket (JSON text) and a plain subscriber (objects).
          host.subscribe({
            userId: u,
            role: 'player',
            lastSeq: 0,
            send: () => expect.unreachable('a socket subscriber is sent text'),
            sendText: (json) => {
              const m = JSON.parse(json) as ServerMessage;
              fresh(m);
              if (u === users[0]) texts.push(m);
            },
          });
          host.subscribe({
            userId: u,
            role: 'player',
            lastSeq: 0,
            send: (m) => {
              fresh(m);
              if (u === users[0]) objects.push(JSON.parse(JSON.stringify(m)) as ServerMessage);
            },
          });
        }
        host.subscribe({
          userId: users[0]!,
          role: 'dealer',
          lastSeq: 0,
          send: fresh,
          sendText: (j) => fresh(JSON.parse(j) as ServerMessage),
        });
        for (const [i, u] of users.entries())
          await host.submit(u, 'player', { type: 'sit', seat: i + 1, name: `P${i}`, chips: 1_000_000 });
        const rng = SeededRng.fromSeed(4);
        for (let step = 0; step < 120; step += 1) {
          await host.idle();
          const u = users[rng.nextInt(users.length)]!;
          const seat = host.seatOf(u);
          if (seat === undefined) continue;
          const acts = host.view({ role: 'player', seat }).legalActions.filter((a) => a.type !== 'leave');
          const a = acts[rng.nextInt(Math.max(1, acts.length))];
          if (!a) continue;
          const cmd: Record<string, unknown> = { type: a.type, ...a.params };
          for (const need of a.needs ?? []) cmd[need] = need === 'amount' ? 1_000 : 10 + rng.nextInt(20);
          // Two commands in the same turn: they are stored in one group commit.
          await Promise.all([host.submit(u, 'player', cmd), host.submit(u, 'player', cmd)]);
        }
        await host.idle();
        expect(host.log.some((e) => e.events.some((ev) => ev.type === 'wager-settled'))).toBe(true);
        expect(checked).toBeGreaterThan(100);
        expect(texts.length).toBeGreaterThan(50);
        expect(texts).toEqual(objects);
        await host.close();
      } finally {
        reader.close();
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
