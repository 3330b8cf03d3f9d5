/**
 * What a game's parallel simulation does around the worker pool (worker-pool.ts): how many shards,
 * each shard's share of the rounds, and one progress figure summed over the shards.
 */
import { availableParallelism } from 'node:os';
import type { RunOptions } from './worker-pool.js';

/** The worker count asked for, or one per core; anything but a positive whole number throws. */
export function workerCount(asked: number | undefined): number {
  const workers = asked ?? availableParallelism();
  if (!Number.isInteger(workers) || workers < 1) throw new RangeError(`bad worker count ${workers}`);
  return workers;
}

/** Rounds for each of `workers` substreams: an even split, the remainder to the first ones. */
export const splitRounds = (rounds: number, workers: number): number[] =>
  Array.from({ length: workers }, (_, k) => Math.floor(rounds / workers) + (k < rounds % workers ? 1 : 0));

/**
 * The pool options of shard k: the rounds it reports reach `onProgress` added to every other shard's
 * latest count (no options at all without a listener).
 */
export function shardProgress(
  workers: number,
  onProgress: ((rounds: number) => void) | undefined,
): (k: number) => RunOptions {
  if (!onProgress) return () => ({});
  const progress = new Array<number>(workers).fill(0);
  return (k) => ({
    onProgress: (m) => {
      progress[k] = m as number;
      onProgress(progress.reduce((a, b) => a + b, 0));
    },
  });
}
