/**
 * A game's wager chains simulated on every core (the worker pool, worker-pool.ts): each wager's plays
 * are cut into chunks of CHUNK plays, each chunk a task on a free thread, and the chunks' tallies are
 * added in their order. Chunk j of row i plays substream `i + rows * j` of the seed, so chunk 0 of row
 * i is the stream `simulateSpecs` gives row i: up to CHUNK rounds the figures are the same as in one
 * thread, and for any number of rounds they depend on the seed and the rounds only, never on the
 * number of threads or the order in which the threads finish.
 *
 * A chain is code and cannot cross to a thread; a worker builds the game's chains itself from the
 * module that exports them (`SpecSource`: the module's URL, the function's name and its plain-data
 * arguments) and keeps them for the chunks that follow.
 */
import { isMainThread } from 'node:worker_threads';
import { SeededRng } from '../core/rng.js';
import type { SimulationParams } from '../engine/game.js';
import type { Chain } from './dice-exact.js';
import {
  mergeTallies,
  simulatedRow,
  tallyChain,
  type ChainTally,
  type SimulatedRow,
  type SpecRow,
} from './dice-simulate.js';
import { WorkerPool, workerModule } from './worker-pool.js';

/** Plays per task. */
export const CHUNK = 100_000;

/** Where a worker finds a game's wager chains: `module`'s export `build`, called on `args`. */
export interface SpecSource {
  /** The module's URL (its `import.meta.url`). */
  readonly module: string;
  /** The exported function that builds the specs, in the same order as the caller's. */
  readonly build: string;
  /** Its arguments: plain data, copied to the threads. */
  readonly args: readonly unknown[];
}

/** One task: `trials` plays of row `row`'s chain, chunk `chunk` of it. */
export interface ChunkTask {
  readonly source: SpecSource;
  readonly row: number;
  readonly rows: number;
  readonly chunk: number;
  readonly trials: number;
  readonly seed: number;
}

type Spec = SpecRow & { readonly chain: Chain<unknown> };

/** The substream of chunk `chunk` of row `row` (chunk 0 is the row's own stream, as in simulateSpecs). */
export const chunkStream = (t: Pick<ChunkTask, 'row' | 'rows' | 'chunk' | 'seed'>): SeededRng =>
  SeededRng.fromSeed(t.seed).stream(t.row + t.rows * t.chunk);

/** Plays one chunk (on a worker, or in this thread). */
export const playChunk = (chain: Chain<unknown>, t: ChunkTask): ChainTally =>
  tallyChain(chain, chunkStream(t), t.trials);

/** Every chunk of every row, rows first within a chunk, so a short run reports each row early. */
export function chunksOf(
  source: SpecSource,
  rows: number,
  rounds: number,
  seed: number,
  size = CHUNK,
): ChunkTask[] {
  const out: ChunkTask[] = [];
  for (let chunk = 0; chunk * size < rounds; chunk += 1)
    for (let row = 0; row < rows; row += 1)
      out.push({ source, row, rows, chunk, trials: Math.min(size, rounds - chunk * size), seed });
  return out;
}

let shared: WorkerPool | undefined;
const chainPool = (threads?: number): WorkerPool => {
  const module = workerModule(import.meta.url, 'chain-tasks');
  if (threads !== undefined) return new WorkerPool(module, { threads });
  shared ??= new WorkerPool(module);
  return shared;
};

/**
 * `rounds` plays of each spec's chain from placement to decision, on every core (`params.workers`
 * threads at most, default one per core), in chunks of `chunk` plays; progress is the plays done per
 * row. Run inside a worker thread (a game's `simulate` on the game pool), the chunks play in that
 * thread instead: the figures are the same.
 */
export async function simulateSpecsOnPool(
  specs: readonly Spec[],
  source: SpecSource,
  params: SimulationParams,
  chunk = CHUNK,
): Promise<{ readonly rounds: number; readonly wagers: SimulatedRow[] }> {
  const tasks = chunksOf(source, specs.length, params.rounds, params.seed, chunk);
  let done = 0;
  const finished = (t: ChunkTask, tally: ChainTally): ChainTally => {
    done += t.trials;
    params.onProgress?.(Math.floor(done / specs.length));
    return tally;
  };
  let tallies: ChainTally[];
  if (!isMainThread) {
    tallies = tasks.map((t) => finished(t, playChunk((specs[t.row] as Spec).chain, t)));
  } else {
    const pool = chainPool(params.workers);
    try {
      tallies = await Promise.all(
        tasks.map(async (t) => finished(t, await pool.run<ChainTally>('tally', t))),
      );
    } finally {
      if (params.workers !== undefined) await pool.close();
    }
  }
  const wagers = specs.map((spec, row) =>
    simulatedRow(spec, mergeTallies(tallies.filter((_, i) => (tasks[i] as ChunkTask).row === row))),
  );
  return { rounds: params.rounds, wagers };
}
