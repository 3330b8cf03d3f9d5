/**
 * Runs the baccarat simulator on every core, on the generic worker pool (src/math/worker-pool.ts,
 * Piscina): shard k deals substream k of the seed (`SeededRng.fromSeed(seed).stream(k)`) for its share
 * of the rounds, and the accumulators are added. The same seed and shard count give the same result,
 * whatever the scheduling or the number of threads.
 *
 * The pool starts on first use and is kept: a later simulation finds its threads running, with the
 * simulator's modules and tables loaded (idle threads end after 30 s and never keep a process alive).
 * Measured against the threads this module used to start itself (19.2 M rounds, 8 decks, two threads,
 * compiled): the same CPU time for a first run (0.65-0.71 s both), a quarter less for the runs after it
 * (0.44-0.49 s against 0.59-0.63 s, no threads or modules to start again); wall clock on the shared
 * two-core machine too noisy to tell apart (0.65-1.5 s against 0.66-0.77 s for a first run).
 */
import { shardProgress, splitRounds, workerCount } from '../../../math/shards.js';
import { WorkerPool, workerModule } from '../../../math/worker-pool.js';
import { addChoiceTables } from './exact.js';
import type { ShardInput, ShardResult } from './sim-tasks.js';
import {
  emptyBaccaratSim,
  mergeBaccaratSim,
  type BaccaratSimAccumulator,
  type BaccaratSimParams,
} from './sim.js';

export interface ParallelSimParams extends BaccaratSimParams {
  /** Substreams (each dealt on a thread of the pool); default one per core. Part of the result's identity, with the seed. */
  readonly workers?: number;
}

let pool: WorkerPool | undefined;

/** The simulator's pool: a thread per core, started on first use. */
const simulatorPool = (): WorkerPool => (pool ??= new WorkerPool(workerModule(import.meta.url, 'sim-tasks')));

export async function simulateBaccaratParallel(params: ParallelSimParams): Promise<BaccaratSimAccumulator> {
  const workers = workerCount(params.workers);
  const plain: Omit<ShardInput, 'rounds' | 'stream'> = {
    decks: params.decks,
    tieOdds: params.tieOdds,
    seed: params.seed,
    // Made once here rather than once per shard.
    addChoices: params.addChoices ?? addChoiceTables(params),
    ...(params.houseMoneyAddPortion === undefined
      ? {}
      : { houseMoneyAddPortion: params.houseMoneyAddPortion }),
  };
  const progress = shardProgress(workers, params.onProgress);
  const shards = splitRounds(params.rounds, workers).map((rounds, k) =>
    simulatorPool().run<ShardResult>(
      'deal',
      { ...plain, rounds, stream: (params.stream ?? 0) + k } satisfies ShardInput,
      progress(k),
    ),
  );
  const results = await Promise.all(shards);
  return results.reduce<BaccaratSimAccumulator>((into, r) => {
    const acc = emptyBaccaratSim(params.decks);
    acc.main.set(r.main);
    acc.addCommission.set(r.addCommission);
    acc.addEz.set(r.addEz);
    acc.rounds = r.rounds;
    acc.shoes = r.shoes;
    return mergeBaccaratSim(into, acc);
  }, emptyBaccaratSim(params.decks));
}
