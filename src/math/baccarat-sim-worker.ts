/**
 * Worker-thread entry of the parallel baccarat simulator (baccarat-sim-parallel.ts). It runs one
 * substream of the seed and posts progress and then its accumulator (transferring the buffers).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { simulateBaccarat, type BaccaratSimParams } from './baccarat-sim.js';

export type WorkerMessage =
  | { readonly type: 'progress'; readonly rounds: number }
  | {
      readonly type: 'done';
      readonly rounds: number;
      readonly shoes: number;
      readonly main: Float64Array;
      readonly addCommission: Float64Array;
      readonly addEz: Float64Array;
    };

const port = parentPort;
if (port === null) throw new Error('baccarat-sim-worker must run in a worker thread');
const params = workerData as Omit<BaccaratSimParams, 'onProgress'>;
const acc = simulateBaccarat({
  ...params,
  onProgress: (rounds) => port.postMessage({ type: 'progress', rounds } satisfies WorkerMessage),
});
const done: WorkerMessage = {
  type: 'done',
  rounds: acc.rounds,
  shoes: acc.shoes,
  main: acc.main,
  addCommission: acc.addCommission,
  addEz: acc.addEz,
};
port.postMessage(
  done,
  [acc.main, acc.addCommission, acc.addEz].map((a) => a.buffer as ArrayBuffer),
);
