/**
 * The worker module of the game pool (game-pool.ts): the hooks of a registered game that may run off
 * the event loop, each a task named after its hook. A worker finds the game in the registry by id (a
 * definition's functions cannot cross to a thread; its id and plain-data arguments can).
 */
import type { AnyGame, OddsRow, SimulationParams, SimulationReport, Viewer } from '../engine/game.js';
import { GAMES } from './registry.js';
import { workerTask } from '../math/worker-task.js';

function gameOf(id: string): AnyGame {
  const game = GAMES.get(id);
  if (!game) throw new Error(`no registered game ${id}`);
  return game;
}

export interface AdviseTask {
  readonly game: string;
  readonly state: unknown;
  readonly viewer: Viewer;
}
export type AdviseResult = Readonly<Record<string, unknown>> | undefined;

export interface OddsTask {
  readonly game: string;
  readonly options: unknown;
  readonly scope: 'all' | 'table';
}

export interface SimulateTask {
  readonly game: string;
  readonly options: unknown;
  readonly params: Omit<SimulationParams, 'onProgress'>;
  readonly scope: 'all' | 'table';
}

/** `GameDefinition.advise`: a player aid for this viewer (undefined when the game has none now). */
export const advise = workerTask(({ game, state, viewer }: AdviseTask): AdviseResult =>
  gameOf(game).advise?.(state, viewer),
);

/** `GameDefinition.odds`: exact odds of every wager (empty when the game offers none). */
export const odds = workerTask(
  ({ game, options, scope }: OddsTask): OddsRow[] => gameOf(game).odds?.(options, scope) ?? [],
);

/** `GameDefinition.simulate`, its progress (rounds dealt) posted to the caller. */
export const simulate = workerTask(
  async ({ game, options, params, scope }: SimulateTask, progress): Promise<SimulationReport> => {
    const g = gameOf(game);
    if (!g.simulate) throw new Error(`${game} has no simulation`);
    return g.simulate(options, { ...params, onProgress: (rounds) => progress(rounds) }, scope);
  },
);

/** The tasks of this module by name, for the pool's typed calls. */
export interface GameTasks {
  readonly advise: { readonly input: AdviseTask; readonly output: AdviseResult };
  readonly odds: { readonly input: OddsTask; readonly output: OddsRow[] };
  readonly simulate: { readonly input: SimulateTask; readonly output: SimulationReport };
}
