import { afterAll, describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import type { Actor, AnyGame, Viewer } from '../engine/game.js';
import { Table } from '../engine/table.js';
import { asiaPoker } from './asia-poker/index.js';
import { craps } from './craps/index.js';
import { GamePool } from './game-pool.js';

const pool = new GamePool({ threads: 2 });
afterAll(() => pool.close());

/** An automated Asia Poker table where the player at seat 3 is setting seven cards. */
function settingAsiaPoker(seed: number) {
  const t = new Table(asiaPoker, asiaPoker.options.parse({}), SeededRng.fromSeed(seed), { automated: true });
  const ann: Actor = { role: 'player', seat: 3 };
  t.apply(ann, { type: 'sit', seat: 3, name: 'Ann', chips: 100_000 });
  t.runAutomation();
  t.apply(ann, { type: 'place-wager', kind: 'asia-poker', amount: 1_000 });
  t.apply({ role: 'dealer' }, { type: 'no-more-bets' });
  t.runAutomation();
  expect(t.state.phase).toBe('setting');
  return t;
}

describe('game hooks on the worker pool (src/games/game-pool.ts)', () => {
  it('advise: the same advice as the game gives in process, for the same viewer', async () => {
    const t = settingAsiaPoker(31);
    const viewer: Viewer = { role: 'player', seat: 3 };
    const here = asiaPoker.advise?.(t.state, viewer);
    expect(here).toBeDefined();
    expect(await pool.advise(asiaPoker, t.state, viewer)).toEqual(here);
    // Nothing to advise a viewer without a hand: undefined crosses back as undefined.
    expect(await pool.advise(asiaPoker, t.state, { role: 'player', seat: 5 })).toBeUndefined();
  });

  it('simulate: the same report as in process on the same seed, with its progress', async () => {
    const options = craps.options.parse({});
    const params = { rounds: 500, seed: 5 };
    const here = await craps.simulate!(options, params, 'table');
    const progress: number[] = [];
    const there = await pool.simulate(
      craps,
      options,
      { ...params, onProgress: (n) => progress.push(n) },
      'table',
    );
    expect(there).toEqual(here);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(500);
  });

  it('odds: the exact odds rows as in process', async () => {
    const options = craps.options.parse({});
    expect(await pool.odds(craps, options, 'all')).toEqual(craps.odds!(options, 'all'));
  });

  it('a game the registry does not hold is refused by the worker', async () => {
    const stranger = { ...craps, id: 'not-a-game' } as AnyGame;
    await expect(pool.odds(stranger, {}, 'all')).rejects.toThrow('no registered game not-a-game');
  });
});
