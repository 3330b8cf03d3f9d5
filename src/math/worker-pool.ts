/**
 * One pool of worker threads for work too costly for the event loop: a player's advice now, and every
 * game's simulation on all cores later. A worker module exports named tasks (`workerTask`, in
 * worker-task.ts); `run(name, input)` runs one on a free thread and resolves with its result.
 *
 * Piscina does the pooling (a queue, threads reused and started on demand, idle threads ended and
 * unreferenced so they never keep the process alive, abort signals, transfer lists). This module adds
 * what Felt needs on top of it:
 * - the same worker module runs compiled (dist/, the CLI and server) and as TypeScript source (tests under
 *   Vitest, `tsx`): from source, each thread registers tsx's loader (`--import`) and loads the `.ts` file;
 * - a task may report progress (a simulation's rounds): its messages reach `onProgress`, every one of
 *   them before the result resolves.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, type Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { PROGRESS_DONE, type TaskEnvelope } from './worker-task.js';

/** Where a worker module is and how a thread must start to load it. */
export interface WorkerModule {
  /** Absolute path of the module (`.js` compiled, `.ts` from source). */
  readonly filename: string;
  /** Node options for each thread (tsx's loader when the module is TypeScript source). */
  readonly execArgv: readonly string[];
}

/**
 * The worker module `stem` beside the module at `base` (pass `import.meta.url`): the compiled `.js` when
 * `base` is compiled, else the `.ts` source with tsx's loader registered in each thread.
 */
export function workerModule(base: string, stem: string): WorkerModule {
  const source = base.endsWith('.ts');
  const filename = fileURLToPath(new URL(`./${stem}.${source ? 'ts' : 'js'}`, base));
  if (!source) return { filename, execArgv: [] };
  // A thread registers tsx's ESM loader itself before loading the module (`--import tsx` registers it
  // only on the main thread). require.resolve gives the CommonJS build of tsx's API; the ESM one is
  // beside it.
  const api = pathToFileURL(
    createRequire(base)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const register = `import { register } from ${JSON.stringify(api)}; register();`;
  return { filename, execArgv: ['--import', `data:text/javascript,${encodeURIComponent(register)}`] };
}

export interface WorkerPoolOptions {
  /** Threads at most; default one per core. */
  readonly threads?: number;
  /** A thread idle this long ends (default 30 s); the pool starts threads again when work arrives. */
  readonly idleTimeoutMs?: number;
}

export interface RunOptions {
  /** Aborting takes a queued task off the queue, or ends the thread running it; `run` then rejects. */
  readonly signal?: AbortSignal;
  /** Each message the task posts with its `progress` function, in order, all before `run` resolves. */
  readonly onProgress?: (message: unknown) => void;
  /** Objects moved to the worker rather than copied (e.g. the buffers of typed arrays in `input`). */
  readonly transferList?: readonly Transferable[];
}

export class WorkerPool {
  private readonly piscina: Piscina;

  constructor(module: WorkerModule, options: WorkerPoolOptions = {}) {
    const threads = options.threads ?? availableParallelism();
    if (!Number.isInteger(threads) || threads < 1) throw new RangeError(`bad thread count ${threads}`);
    this.piscina = new Piscina({
      filename: module.filename,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: options.idleTimeoutMs ?? 30_000,
      // A thread takes the process's Node options (as a Worker does by default) and the module's own.
      execArgv: [...process.execArgv, ...module.execArgv],
    });
  }

  /** Threads at most. */
  get threads(): number {
    return this.piscina.options.maxThreads;
  }

  /** Tasks waiting for a free thread. */
  get queued(): number {
    return this.piscina.queueSize;
  }

  /** Runs the worker module's task `name` on `input` (structured-cloned) in a worker thread. */
  async run<O>(name: string, input: unknown, options: RunOptions = {}): Promise<O> {
    const { signal, onProgress, transferList = [] } = options;
    if (!onProgress) {
      const envelope: TaskEnvelope<unknown> = { input };
      return (await this.piscina.run(envelope, {
        name,
        transferList: [...transferList] as Transferable[],
        ...(signal ? { signal } : {}),
      })) as O;
    }
    const { port1, port2 } = new MessageChannel();
    // Every progress message, up to the task's last one (or the port closing with its thread).
    const drained = new Promise<void>((resolve) => {
      port1.on('message', (m: unknown) => {
        if (m === PROGRESS_DONE) resolve();
        else onProgress(m);
      });
      port1.once('close', () => resolve());
    });
    try {
      const envelope: TaskEnvelope<unknown> = { input, progress: port2 };
      const [result] = await Promise.all([
        this.piscina.run(envelope, {
          name,
          transferList: [...transferList, port2] as Transferable[],
          ...(signal ? { signal } : {}),
        }) as Promise<O>,
        drained,
      ]);
      return result;
    } finally {
      port1.close();
    }
  }

  /** Ends every thread once the tasks already given are done. */
  close(): Promise<void> {
    return this.piscina.close();
  }
}
