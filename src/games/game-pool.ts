/**
 * A game's costly hooks run on worker threads (src/math/worker-pool.ts, tasks in game-tasks.ts), so the
 * table server's event loop never runs them and a simulation can use every core. The game is named by id
 * and found in the registry inside the worker; states, options and viewers cross as plain data. It sits
 * beside the registry, above the games, since the worker looks the game up there.
 */
import type { AnyGame, OddsRow, SimulationParams, SimulationReport, Viewer } from '../engine/game.js';
import type { AdviseResult, GameTasks } from './game-tasks.js';
import { WorkerPool, workerModule, type RunOptions, type WorkerPoolOptions } from '../math/worker-pool.js';

type Call = Pick<RunOptions, 'signal'>;

export class GamePool {
  private readonly pool: WorkerPool;

  constructor(options: WorkerPoolOptions = {}) {
    this.pool = new WorkerPool(workerModule(import.meta.url, 'game-tasks'), options);
  }

  get threads(): number {
    return this.pool.threads;
  }

  private run<K extends keyof GameTasks>(
    task: K,
    input: GameTasks[K]['input'],
    options: RunOptions = {},
  ): Promise<GameTasks[K]['output']> {
    return this.pool.run<GameTasks[K]['output']>(task, input, options);
  }

  /** `game.advise(state, viewer)` on a worker. */
  advise(game: AnyGame, state: unknown, viewer: Viewer, options: Call = {}): Promise<AdviseResult> {
    return this.run('advise', { game: game.id, state, viewer }, options);
  }

  /** `game.odds(options, scope)` on a worker. */
  odds(game: AnyGame, options: unknown, scope: 'all' | 'table', call: Call = {}): Promise<OddsRow[]> {
    return this.run('odds', { game: game.id, options, scope }, call);
  }

  /** `game.simulate(options, params, scope)` on a worker, its progress reported to `params.onProgress`. */
  simulate(
    game: AnyGame,
    options: unknown,
    params: SimulationParams,
    scope: 'all' | 'table',
    call: Call = {},
  ): Promise<SimulationReport> {
    const { onProgress, ...plain } = params;
    return this.run(
      'simulate',
      { game: game.id, options, params: plain, scope },
      {
        ...call,
        ...(onProgress ? { onProgress: (rounds: unknown) => onProgress(rounds as number) } : {}),
      },
    );
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

let shared: GamePool | undefined;

/**
 * The process's one game pool, started on first use with a thread per core. Idle threads end by
 * themselves and never keep the process alive, so nobody needs to close it.
 */
export function sharedGamePool(): GamePool {
  shared ??= new GamePool();
  return shared;
}
