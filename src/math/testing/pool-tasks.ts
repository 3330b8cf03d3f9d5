/**
 * A worker module for the worker pool's own tests (not shipped): tasks that echo, report progress, fail,
 * wait on each other and wait for the main thread, so the tests can observe the pool without timing it.
 */
import { threadId } from 'node:worker_threads';
import { workerTask } from '../worker-task.js';

/** The input back, with the thread that ran it. */
export const echo = workerTask((input: unknown) => ({ input, threadId }));

/** Posts 1..count as progress, then returns count. */
export const count = workerTask((count: number, progress) => {
  for (let i = 1; i <= count; i += 1) progress(i);
  return count;
});

export const fail = workerTask((message: string): never => {
  throw new Error(message);
});

/**
 * Adds one to cell 0 of `shared`, then blocks until cell 0 reaches `until` or cell 1 is set (by the main
 * thread); returns what cell 0 held when it stopped waiting, or -1 on `timeoutMs`.
 */
export const rendezvous = workerTask(
  ({ shared, until, timeoutMs }: { shared: SharedArrayBuffer; until: number; timeoutMs: number }) => {
    const cells = new Int32Array(shared);
    Atomics.add(cells, 0, 1);
    Atomics.notify(cells, 0);
    const end = performance.now() + timeoutMs;
    for (;;) {
      const seen = Atomics.load(cells, 0);
      if (seen >= until || Atomics.load(cells, 1) !== 0) return seen;
      const left = end - performance.now();
      if (left <= 0) return -1;
      Atomics.wait(cells, 0, seen, Math.min(left, 50));
    }
  },
);
