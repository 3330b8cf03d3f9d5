/**
 * Issue 16 and issue 12 (web UI): the lobby shows every table's posted limits and its seats (never
 * `0/?`), and the seats it counts are exactly the seats a player can take: the page draws "Sit here" on
 * seats 1..N from the same count, so a seat the server would refuse is never offered.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { Table } from '../engine/table.js';
import { GAMES } from '../games/registry.js';
import type { TableSummary } from '../protocol/wire.js';
import { limitsText } from '../web/pages/Lobby.js';
import { seatCount } from './conventions.js';
import { useServer } from './testing/server.js';

describe('the lobby: limits and seats of every table', () => {
  const felt = useServer('felt-lobby-every-game-', { betWindowMs: 60_000, dealPaceMs: 0 });

  it('every registered game: its seats counted and its limits posted, in dollars', async () => {
    const admin = await felt.admin();
    for (const game of GAMES.keys()) {
      const r = await admin.http<TableSummary>('POST', '/api/tables', { rules: { game }, automated: true });
      expect(r.status, game).toBe(201);
    }
    const lobby = (await admin.http<TableSummary[]>('GET', '/api/tables')).body;
    for (const game of GAMES.keys()) {
      const t = lobby.find((x) => x.game === game);
      expect(t, game).toBeDefined();
      expect(t!.seats, `${game}: seats`).toEqual(expect.any(Number));
      expect(t!.seats, game).toBeGreaterThan(0);
      expect(limitsText(t!.options), `${game}: limits`).toMatch(/^\$[\d,]+\.\d\d–\$[\d,]+\.\d\d$/);
    }
  });
});

describe('the seats counted are the seats a player can take (no "Sit here" on a seat that does not exist)', () => {
  it.each([...GAMES.keys()])('%s', (id) => {
    const game = GAMES.get(id)!;
    const options = game.options.parse({});
    const table = new Table(game, options, SeededRng.fromSeed(1), { automated: true });
    const count = seatCount(options) ?? seatCount(table.view({ role: 'compliance' }));
    expect(count).toEqual(expect.any(Number));
    const sit = (seat: number) =>
      table.submit({ role: 'player', seat }, { type: 'sit', seat, name: `P${seat}`, chips: 10_000 });
    expect(sit(count! + 1).ok, `seat ${count! + 1} does not exist`).toBe(false);
    expect(sit(0).ok).toBe(false);
    for (let seat = 1; seat <= count!; seat += 1) expect(sit(seat).ok, `seat ${seat}`).toBe(true);
  });
});
