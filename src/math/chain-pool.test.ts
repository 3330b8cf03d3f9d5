import { afterAll, describe, expect, it, vi } from 'vitest';
import { SeededRng } from '../core/rng.js';
import type { AnyGame } from '../engine/game.js';
import { propsAndHops } from '../games/props-and-hops/index.js';
import { propsAndHopsSpecSource, propsAndHopsWagerSpecs } from '../games/props-and-hops/math/exact.js';
import { threeDiceFootball } from '../games/three-dice-football/index.js';
import { CHUNK, chunksOf, playChunk, simulateSpecsOnPool } from './chain-pool.js';
import { mergeTallies, simulatedRow, simulateSpecs, tallyChain } from './dice-simulate.js';
import { GamePool } from '../games/game-pool.js';
import { WorkerPool } from './worker-pool.js';

const options = propsAndHops.options.parse({});
const specs = propsAndHopsWagerSpecs(options);
const source = propsAndHopsSpecSource(options);
const gamePool = new GamePool({ threads: 1 });
afterAll(() => gamePool.close());

describe('wager chains simulated on the worker pool (chain-pool.ts)', () => {
  it('chunk j of row i plays substream i + rows * j; chunk 0 is the stream simulateSpecs gives the row', () => {
    const tasks = chunksOf(source, specs.length, 2_500, 7, 1_000);
    expect(tasks).toHaveLength(3 * specs.length);
    expect(tasks.map((t) => t.trials).slice(-1)).toEqual([500]);
    const t = tasks[specs.length + 4]!;
    expect(t).toMatchObject({ row: 4, chunk: 1, trials: 1_000 });
    const spec = specs[4]!;
    expect(playChunk(spec.chain, t)).toEqual(
      tallyChain(spec.chain, SeededRng.fromSeed(7).stream(4 + specs.length), 1_000),
    );
  });

  it('runs every chunk as a task on the pool and adds the chunks up, whatever the thread count', async () => {
    const run = vi.spyOn(WorkerPool.prototype, 'run');
    const progress: number[] = [];
    const params = { rounds: 2_500, seed: 7, onProgress: (n: number) => progress.push(n) };
    const two = await simulateSpecsOnPool(specs, source, { ...params, workers: 2 }, 1_000);
    expect(run).toHaveBeenCalledTimes(3 * specs.length);
    run.mockRestore();
    const one = await simulateSpecsOnPool(specs, source, { ...params, workers: 1 }, 1_000);
    expect(two).toEqual(one);
    expect(progress.at(-1)).toBe(2_500);
    // The same figures as the chunks played here and added in their order.
    const tasks = chunksOf(source, specs.length, 2_500, 7, 1_000);
    const here = specs.map((spec, row) =>
      simulatedRow(
        spec,
        mergeTallies(tasks.filter((t) => t.row === row).map((t) => playChunk(spec.chain, t))),
      ),
    );
    expect(two).toEqual({ rounds: 2_500, wagers: here });
  });

  it('up to one chunk, the figures are those of one thread (simulateSpecs)', async () => {
    const params = { rounds: 300, seed: 11 };
    expect(300).toBeLessThan(CHUNK);
    expect(await simulateSpecsOnPool(specs, source, { ...params, workers: 2 })).toEqual(
      simulateSpecs(specs, 300, 11),
    );
  });

  it('a game simulated on the game pool plays its chunks in that worker, with the same report', async () => {
    const params = { rounds: 400, seed: 3 };
    for (const game of [propsAndHops, threeDiceFootball] as AnyGame[]) {
      const o = game.options.parse({});
      const here = await game.simulate!(o, params, 'all');
      expect(Object.keys(here).sort()).toEqual(['rounds', 'wagers']); // no shoes at a dice table
      expect(await gamePool.simulate(game, o, params, 'all')).toEqual(here);
    }
  });
});
