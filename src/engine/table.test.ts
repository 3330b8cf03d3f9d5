/**
 * The table's view memo: for every registered game, through random legal play on an automated table,
 * the memoised view of every viewer equals the view built afresh from the current state, before and
 * after each command (a memo kept past a state change would show the previous state's legal actions).
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { GAMES } from '../games/registry.js';
import type { Viewer } from './game.js';
import { Table } from './table.js';

describe('Table.view memo', () => {
  it.each([...GAMES.keys()])('%s: the memoised view equals the fresh view after every command', (id) => {
    const game = GAMES.get(id)!;
    const table = new Table(game, game.options.parse({}), SeededRng.fromSeed(5), { automated: true });
    const viewers: Viewer[] = [
      { role: 'compliance' },
      { role: 'dealer' },
      { role: 'floorperson' },
      { role: 'player' },
      { role: 'player', seat: 1 },
      { role: 'player', seat: 2 },
    ];
    const check = (): void => {
      for (const v of viewers) {
        const memo = table.view(v);
        expect(memo, `${id} ${v.role} ${v.seat ?? ''}`).toEqual(game.view(table.state, v));
        expect(table.view(v), 'a second read returns the memo').toBe(memo);
      }
    };
    for (const seat of [1, 2])
      expect(
        table.submit({ role: 'player', seat }, { type: 'sit', seat, name: `P${seat}`, chips: 500_000 }).ok,
      ).toBe(true);
    table.runAutomation();
    const rng = SeededRng.fromSeed(11);
    let changes = 0;
    for (let step = 0; step < 120; step += 1) {
      check();
      const seat = 1 + rng.nextInt(2);
      const acts = table.view({ role: 'player', seat }).legalActions.filter((a) => a.type !== 'leave');
      const a = acts[rng.nextInt(Math.max(1, acts.length))];
      if (!a) {
        table.runAutomation();
        continue;
      }
      const cmd: Record<string, unknown> = { type: a.type, ...a.params };
      for (const need of a.needs ?? []) cmd[need] = need === 'amount' ? 1_000 : 10 + rng.nextInt(20);
      const before = table.state;
      if (table.submit({ role: 'player', seat }, cmd).ok && table.state !== before) changes += 1;
      check();
      table.runAutomation();
    }
    expect(changes, 'the play changed the state many times').toBeGreaterThan(30);
  });
});
