/**
 * The fast blackjack simulation (fast-simulate.ts) on every core: shard k plays substream k of the seed
 * (`SeededRng.fromSeed(seed).stream(k)`) for its share of the rounds, on the generic worker pool, and the
 * sums are added. The same seed and shard count give the same result whatever the scheduling. Only the
 * strategy's decision tables cross to the threads (fastStrategy), so the analysis is made once.
 */
import { shardProgress, splitRounds, workerCount } from '../../../math/shards.js';
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

let pool: WorkerPool | undefined;
const simulatorPool = (): WorkerPool => (pool ??= new WorkerPool(workerModule(import.meta.url, 'sim-tasks')));

export async function simulateBlackjackParallel(
  analysis: BlackjackAnalysis,
  run: ParallelRun,
): Promise<ParallelResult> {
  const workers = workerCount(run.workers);
  const strategy = fastStrategy(analysis);
  const progress = shardProgress(workers, run.onProgress);
  const shards = splitRounds(run.rounds, workers)
    .map((rounds, stream) => ({ rounds, stream }))
    .filter((s) => s.rounds > 0)
    .map(({ rounds, stream }) =>
      simulatorPool().run<FastSimulationResult>(
        'deal',
        { strategy, rounds, seed: run.seed, stream, sides: run.sides ?? {} } satisfies ShardInput,
        progress(stream),
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
