/**
 * The worker module of the parallel baccarat simulator (sim-parallel.ts), run on the generic worker pool
 * (src/math/worker-pool.ts): `deal` deals one substream of the seed and reports its rounds as it goes.
 */
import { workerTask } from '../../../math/worker-task.js';
import { simulateBaccarat, type BaccaratSimParams } from './sim.js';

/** One substream's share of a simulation (functions cannot cross to a thread: plain data only). */
export type ShardInput = Omit<BaccaratSimParams, 'onProgress'>;

/** A substream's accumulator, as plain data (its histograms are copied back: a few kilobytes). */
export interface ShardResult {
  readonly rounds: number;
  readonly shoes: number;
  readonly main: Float64Array;
  readonly addCommission: Float64Array;
  readonly addEz: Float64Array;
}

export const deal = workerTask((input: ShardInput, progress): ShardResult => {
  const acc = simulateBaccarat({ ...input, onProgress: (rounds) => progress(rounds) });
  return {
    rounds: acc.rounds,
    shoes: acc.shoes,
    main: acc.main,
    addCommission: acc.addCommission,
    addEz: acc.addEz,
  };
});
