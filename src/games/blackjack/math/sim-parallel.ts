/**
 * The fast blackjack simulation (fast-simulate.ts) on every core: shard k plays substream k of the seed
 * (`SeededRng.fromSeed(seed).stream(k)`) for its share of the rounds, on the generic worker pool, and the
 * sums are added. The same seed and shard count give the same result whatever the scheduling. Only the
 * strategy's decision tables cross to the threads (fastStrategy), so the analysis is made once.
 */
import { availableParallelism } from 'node:os';
import { WorkerPool, workerModule } from '../../../math/worker-pool.js';
import type { BlackjackAnalysis } from './analyse.js';
import { mergeTallies, type FastSideWagers, type SideId, type SideTally } from './fast-sides.js';
import { fastStrategy, type FastSimulationResult } from './fast-simulate.js';
import type { ShardInput } from './sim-tasks.js';

export interface ParallelRun {
  readonly rounds: number;
  readonly seed: number;
  /** Substreams (each played on a thread); default one per core. Part of the result's identity. */
  readonly workers?: number;
  readonly onProgress?: (rounds: number) => void;
  /** The side wagers played beside the main game (fast-sides.ts). */
  readonly sides?: FastSideWagers;
}

export interface ParallelResult {
  readonly rounds: number;
  readonly shoes: number;
  /** Mean result per round per unit of the initial Bet, and its standard error. */
  readonly mean: number;
  readonly standardError: number;
  /** Each side wager's tallies over every shard. */
  readonly sides: Partial<Record<SideId, SideTally>>;
}

/** Rounds for each of `workers` substreams: an even split, the remainder to the first ones. */
const splitRounds = (rounds: number, workers: number): number[] =>
  Array.from({ length: workers }, (_, k) => Math.floor(rounds / workers) + (k < rounds % workers ? 1 : 0));

let pool: WorkerPool | undefined;
const simulatorPool = (): WorkerPool => (pool ??= new WorkerPool(workerModule(import.meta.url, 'sim-tasks')));

export async function simulateBlackjackParallel(
  analysis: BlackjackAnalysis,
  run: ParallelRun,
): Promise<ParallelResult> {
  const workers = run.workers ?? availableParallelism();
  if (!Number.isInteger(workers) || workers < 1) throw new RangeError(`bad worker count ${workers}`);
  const strategy = fastStrategy(analysis);
  const progress = new Array<number>(workers).fill(0);
  const { onProgress } = run;
  const shards = splitRounds(run.rounds, workers)
    .map((rounds, stream) => ({ rounds, stream }))
    .filter((s) => s.rounds > 0)
    .map(({ rounds, stream }) =>
      simulatorPool().run<FastSimulationResult>(
        'deal',
        { strategy, rounds, seed: run.seed, stream, sides: run.sides ?? {} } satisfies ShardInput,
        onProgress
          ? {
              onProgress: (m) => {
                progress[stream] = m as number;
                onProgress(progress.reduce((a, b) => a + b, 0));
              },
            }
          : {},
      ),
    );
  const results = await Promise.all(shards);
  const rounds = results.reduce((a, r) => a + r.rounds, 0);
  const sum = results.reduce((a, r) => a + r.sum, 0);
  const sumSq = results.reduce((a, r) => a + r.sumSq, 0);
  const mean = sum / rounds;
  return {
    rounds,
    shoes: results.reduce((a, r) => a + r.shoes, 0),
    mean,
    standardError: Math.sqrt(Math.max(0, sumSq / rounds - mean * mean) / rounds),
    sides: mergeTallies(results.map((r) => r.sides)),
  };
}
