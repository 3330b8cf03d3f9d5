/**
 * The worker side of worker-pool.ts: a worker module exports each task as `workerTask(fn)`; the pool
 * runs it by its export name. `fn` gets the task's input and a `progress` function whose messages reach
 * the caller's `onProgress` (dropped when the caller asked for none).
 */
import type { MessagePort } from 'node:worker_threads';

/** What crosses to the worker: the task's input and, when progress is wanted, the port to post it on. */
export interface TaskEnvelope<I> {
  readonly input: I;
  readonly progress?: MessagePort;
}

/** The last message on a progress port: the task has posted everything it will. */
export const PROGRESS_DONE = '__felt_progress_done__';

export type Progress = (message: unknown) => void;

export function workerTask<I, O>(
  fn: (input: I, progress: Progress) => O | Promise<O>,
): (envelope: TaskEnvelope<I>) => Promise<O> {
  return async ({ input, progress: port }) => {
    const progress: Progress = port ? (m) => port.postMessage(m) : () => undefined;
    try {
      return await fn(input, progress);
    } finally {
      // Posted before the result is sent, so the caller has every progress message by then.
      port?.postMessage(PROGRESS_DONE);
      port?.close();
    }
  };
}
