/**
 * The dice layouts are chosen by the shape of the view alone: each dice game's view, as it crosses the
 * wire, is claimed by its own layout and by no other, and no card game's view is claimed by one.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { Table } from '../engine/table.js';
import { GAMES } from '../games/registry.js';
import type { WireView } from '../protocol/wire.js';
import { DICE_LAYOUTS } from './layout-dice.js';

const EXPECTED: Readonly<Record<string, string>> = {
  craps: 'craps',
  'mini-craps': 'craps',
  'props-and-hops': 'props-and-hops',
  'three-dice-football': 'three-dice-football',
};

describe('dice layouts are chosen by the view, never by game id', () => {
  it.each([...GAMES.keys()])('%s', (id) => {
    const game = GAMES.get(id)!;
    const table = new Table(game, game.options.parse({}), SeededRng.fromSeed(1), { automated: true });
    table.submit({ role: 'player', seat: 1 }, { type: 'sit', seat: 1, name: 'Ann', chips: 100_000 });
    for (const viewer of [{ role: 'player', seat: 1 }, { role: 'dealer' }, { role: 'compliance' }] as const) {
      const wire = JSON.parse(JSON.stringify(table.view(viewer))) as WireView;
      const claimed = DICE_LAYOUTS.filter((l) => l.matches(wire)).map((l) => l.name);
      expect(claimed).toEqual(EXPECTED[id] ? [EXPECTED[id]] : []);
    }
  });
});
