/**
 * The worker module of the parallel blackjack simulation (sim-parallel.ts) on the generic worker pool
 * (src/math/worker-pool.ts): `deal` plays one substream of the seed with the fast simulator.
 */
import { workerTask } from '../../../math/worker-task.js';
import type { FastSideWagers } from './fast-sides.js';
import { simulateFast, type FastSimulationResult, type FastStrategy } from './fast-simulate.js';

export interface ShardInput {
  readonly strategy: FastStrategy;
  readonly rounds: number;
  readonly seed: number;
  readonly stream: number;
  readonly sides: FastSideWagers;
}

export const deal = workerTask((input: ShardInput, progress): FastSimulationResult =>
  simulateFast(input.strategy, input.rounds, input.seed, undefined, {
    stream: input.stream,
    sides: input.sides,
    onProgress: (rounds) => progress(rounds),
  }),
);
