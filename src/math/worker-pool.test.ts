import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool, workerModule } from './worker-pool.js';

/** The pool's own test tasks (src/math/testing/pool-tasks.ts), from source as the tests run. */
const pool = new WorkerPool(workerModule(import.meta.url, 'testing/pool-tasks'), { threads: 2 });
afterAll(() => pool.close());

describe('the worker pool (src/math/worker-pool.ts)', () => {
  it('loads the TypeScript worker module beside the caller when running from source', () => {
    const m = workerModule(import.meta.url, 'testing/pool-tasks');
    expect(m.filename).toMatch(/src\/math\/testing\/pool-tasks\.ts$/);
    expect(m.execArgv[0]).toBe('--import');
    const compiled = workerModule('file:///app/dist/math/game-pool.js', 'game-tasks');
    expect(compiled).toEqual({ filename: '/app/dist/math/game-tasks.js', execArgv: [] });
  });

  it('runs a named task of the module on another thread, its input and result copied across', async () => {
    const input = { cards: [1, 2, 3], nested: { seat: 4 } };
    const r = await pool.run<{ input: unknown; threadId: number }>('echo', input);
    expect(r.input).toEqual(input);
    expect(r.input).not.toBe(input);
    expect(r.threadId).not.toBe(threadId);
  });

  it('delivers every progress message, in order, before the result', async () => {
    const seen: unknown[] = [];
    const r = await pool.run<number>('count', 200, { onProgress: (m) => seen.push(m) });
    expect(r).toBe(200);
    expect(seen).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('rejects with the task’s error, and the pool keeps working', async () => {
    await expect(pool.run('fail', 'no such shoe')).rejects.toThrow('no such shoe');
    await expect(pool.run('no-such-task', 1)).rejects.toThrow();
    expect((await pool.run<{ input: unknown }>('echo', 7)).input).toBe(7);
  });

  it('runs as many tasks at once as it has threads', async () => {
    // Each task waits until both have started: they finish only if they run at the same time.
    const shared = new SharedArrayBuffer(8);
    const both = await Promise.all(
      [0, 1].map(() => pool.run<number>('rendezvous', { shared, until: 2, timeoutMs: 20_000 })),
    );
    expect(both).toEqual([2, 2]);
  });

  it('an aborted task rejects and frees its thread', async () => {
    const shared = new SharedArrayBuffer(8);
    const abort = new AbortController();
    const waiting = pool.run<number>(
      'rendezvous',
      { shared, until: 99, timeoutMs: 20_000 },
      { signal: abort.signal },
    );
    // Once the task runs (it counts itself in), abort it.
    const cells = new Int32Array(shared);
    while (Atomics.load(cells, 0) === 0) await new Promise((r) => setTimeout(r, 5));
    abort.abort();
    await expect(waiting).rejects.toThrow(/abort/i);
    expect((await pool.run<{ input: unknown }>('echo', 'after')).input).toBe('after');
  });

  it('leaves the event loop free while a task runs', async () => {
    // The task waits until the main thread has turned its event loop 50 times while the task runs; were
    // the task run on the main thread, the turns could never happen and it would time out (-1).
    const shared = new SharedArrayBuffer(8);
    const cells = new Int32Array(shared);
    const task = pool.run<number>('rendezvous', { shared, until: 2, timeoutMs: 20_000 });
    while (Atomics.load(cells, 0) === 0) await new Promise((r) => setImmediate(r));
    for (let turn = 0; turn < 50; turn += 1) await new Promise((r) => setImmediate(r));
    Atomics.store(cells, 1, 1);
    Atomics.notify(cells, 0);
    expect(await task).toBe(1);
  });
});
