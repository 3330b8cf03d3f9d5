/**
 * Players' advice (a game's optional `advise` hook, e.g. Asia Poker's settings ranked by expected value)
 * off the event loop: it runs on the process's game pool (src/games/game-pool.ts), so other requests and
 * the tables' automation carry on while it is computed. Each answer is kept per situation, that is the
 * game and the viewer's view of the state (all that advice may use), in a bounded LRU: a situation is
 * computed once however often it is asked for, and asks that arrive together share one computation.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AnyGame, Viewer } from '../engine/game.js';
import { viewerKey } from '../engine/table.js';
import { GAMES } from '../games/registry.js';
import { sharedGamePool } from '../games/game-pool.js';
import type { AdviseResult } from '../games/game-tasks.js';

export type Advice = Readonly<Record<string, unknown>>;

/** Computes one piece of advice (the game pool by default). */
export type AdviseFn = (game: AnyGame, state: unknown, viewer: Viewer) => Promise<AdviseResult>;

interface Situation {
  readonly game: AnyGame;
  readonly state: unknown;
  readonly viewer: Viewer;
}

/** On a worker for a registered game; a definition the registry does not hold cannot load in a worker. */
const onPool: AdviseFn = (game, state, viewer) =>
  GAMES.get(game.id) === game
    ? sharedGamePool().advise(game, state, viewer)
    : Promise.resolve(game.advise?.(state, viewer));

export class Advisor {
  /** Advice computed (not answered from the cache), for tests and monitoring. */
  computed = 0;
  private readonly cache: LRUCache<string, { readonly advice: AdviseResult }, Situation>;

  constructor(compute: AdviseFn = onPool, situations = 500) {
    this.cache = new LRUCache({
      max: situations,
      fetchMethod: async (_key, _stale, { context }) => {
        this.computed += 1;
        return { advice: await compute(context.game, context.state, context.viewer) };
      },
    });
  }

  /**
   * The advice for `viewer` in `state`, whose view of it serialises to `viewJson`: answered from the
   * cache when that viewer has seen the same view of the same game before.
   */
  async advise(game: AnyGame, state: unknown, viewer: Viewer, viewJson: string): Promise<AdviseResult> {
    if (!game.advise) return undefined;
    const view = createHash('sha256').update(viewJson).digest('base64url');
    const key = `${game.id}\n${viewerKey(viewer)}\n${view}`;
    const got = await this.cache.fetch(key, { context: { game, state, viewer } });
    return got?.advice;
  }
}

let shared: Advisor | undefined;

/** The process's advisor (one cache for every table it serves). */
export function sharedAdvisor(): Advisor {
  shared ??= new Advisor();
  return shared;
}
