/**
 * Runs the baccarat simulator on every core: worker k deals substream k of the seed
 * (`SeededRng.fromSeed(seed).stream(k)`) for its share of the rounds, and the accumulators are added.
 * The same seed and worker count give the same result, whatever the scheduling.
 *
 * The worker entry is the compiled `baccarat-sim-worker.js` beside this module (the CLI runs dist/).
 * When this module runs as TypeScript source (tests under Vitest, `tsx`), the worker registers tsx's
 * loader and imports the `.ts` entry instead, so tests exercise the same worker path.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { addChoiceTables } from './baccarat-exact.js';
import {
  emptyBaccaratSim,
  mergeBaccaratSim,
  type BaccaratSimAccumulator,
  type BaccaratSimParams,
} from './baccarat-sim.js';
import type { WorkerMessage } from './baccarat-sim-worker.js';

export interface ParallelSimParams extends BaccaratSimParams {
  /** Worker threads; default one per core. Part of the result's identity, with the seed. */
  readonly workers?: number;
}

/** Rounds for each of `workers` substreams: an even split, the remainder to the first ones. */
export const splitRounds = (rounds: number, workers: number): number[] =>
  Array.from({ length: workers }, (_, k) => Math.floor(rounds / workers) + (k < rounds % workers ? 1 : 0));

/**
 * The worker: the compiled entry beside this module, or, from TypeScript source, an ESM stub that
 * registers tsx's loader in the worker and then imports the `.ts` entry.
 */
function startWorker(workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./baccarat-sim-worker.js', import.meta.url), { workerData });
  // require.resolve gives tsx's CommonJS build of the API; its ESM build sits beside it.
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const tsx = pathToFileURL(api).href;
  const entry = new URL('./baccarat-sim-worker.ts', import.meta.url).href;
  const stub = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(stub, { eval: true, workerData });
}

export async function simulateBaccaratParallel(params: ParallelSimParams): Promise<BaccaratSimAccumulator> {
  const workers = params.workers ?? availableParallelism();
  if (!Number.isInteger(workers) || workers < 1) throw new RangeError(`bad worker count ${workers}`);
  const { onProgress } = params;
  // Functions cannot cross to a worker: send the plain parameters only.
  const plain = {
    decks: params.decks,
    tieOdds: params.tieOdds,
    seed: params.seed,
    addChoices: params.addChoices ?? addChoiceTables(params),
    ...(params.houseMoneyAddPortion === undefined
      ? {}
      : { houseMoneyAddPortion: params.houseMoneyAddPortion }),
  };
  const progress = new Array<number>(workers).fill(0);
  const shares = splitRounds(params.rounds, workers);
  const results = await Promise.all(
    shares.map(
      (rounds, k) =>
        new Promise<BaccaratSimAccumulator>((resolve, reject) => {
          const worker = startWorker({ ...plain, rounds, stream: (params.stream ?? 0) + k });
          worker.on('message', (m: WorkerMessage) => {
            if (m.type === 'progress') {
              progress[k] = m.rounds;
              onProgress?.(progress.reduce((a, b) => a + b, 0));
              return;
            }
            const acc = emptyBaccaratSim(params.decks);
            acc.main.set(m.main);
            acc.addCommission.set(m.addCommission);
            acc.addEz.set(m.addEz);
            acc.rounds = m.rounds;
            acc.shoes = m.shoes;
            resolve(acc);
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            if (code !== 0) reject(new Error(`baccarat simulator worker ${k} exited with code ${code}`));
          });
        }),
    ),
  );
  return results.reduce((into, from) => mergeBaccaratSim(into, from), emptyBaccaratSim(params.decks));
}
