/**
 * The house edge of a Rules Submission's wagers for the web UI (`POST /api/odds`): the open-a-table
 * form shows the edge of what is being chosen as it changes, and a table's layout prints what each
 * wager pays (issue 12). A game's `odds` hook may take seconds (Three Dice Football's chains, Asia
 * Poker's simulation), so it runs on the process's game pool (src/games/game-pool.ts), never on the
 * event loop, and each answer is kept per game and options in a bounded LRU: one computation however
 * often the same options are asked for, shared by asks that arrive together.
 */
import { LRUCache } from 'lru-cache';
import type { AnyGame, OddsRow } from '../engine/game.js';
import { GAMES } from '../games/registry.js';
import { sharedGamePool } from '../games/game-pool.js';

/** A row as the web UI reads it: the wager kind its views name and what it pays, where the row says. */
export type WebOddsRow = OddsRow & { readonly kind?: string; readonly pays?: string };

export type OddsFn = (game: AnyGame, options: unknown, signal?: AbortSignal) => Promise<readonly OddsRow[]>;

/** On a worker for a registered game; a definition the registry does not hold cannot load in a worker. */
const onPool: OddsFn = (game, options, signal) =>
  GAMES.get(game.id) === game
    ? sharedGamePool().odds(game, options, 'table', signal ? { signal } : {})
    : Promise.resolve(game.odds?.(options, 'table') ?? []);

/**
 * A row whose variant is its payout odds (`tie`, `9-to-1`) is about the wager kind itself and pays
 * those odds (`9 to 1`); any other variant (a paytable, a Buy Bet's vigorish) stays as the row gives it.
 */
export function webRow(r: OddsRow): WebOddsRow {
  const m = /^(\d+)-to-(\d+)$/.exec(r.variant);
  return m ? { ...r, kind: r.wager, pays: `${m[1]} to ${m[2]}` } : r;
}

interface Ask {
  readonly game: AnyGame;
  readonly options: unknown;
}

export class Oddsmaker {
  /** Answers computed (not from the cache), for tests and monitoring. */
  computed = 0;
  private readonly cache: LRUCache<string, { readonly rows: readonly WebOddsRow[] }, Ask>;

  constructor(compute: OddsFn = onPool, entries = 200) {
    this.cache = new LRUCache({
      max: entries,
      fetchMethod: async (_key, _stale, { context, signal }) => {
        this.computed += 1;
        return { rows: (await compute(context.game, context.options, signal)).map(webRow) };
      },
    });
  }

  /**
   * The rows for `options` (already validated and parsed by the game's schema), or none. `signal` ends
   * a computation nobody waits for any more (the form moved on to other options), so the pool is not
   * held by answers that would be thrown away.
   */
  async odds(game: AnyGame, options: unknown, signal?: AbortSignal): Promise<readonly WebOddsRow[]> {
    if (!game.odds) return [];
    const got = await this.cache.fetch(`${game.id}\n${JSON.stringify(options)}`, {
      context: { game, options },
      ...(signal ? { signal } : {}),
    });
    return got?.rows ?? [];
  }
}

let shared: Oddsmaker | undefined;

/** The process's oddsmaker (one cache for every request it serves). */
export function sharedOddsmaker(): Oddsmaker {
  shared ??= new Oddsmaker();
  return shared;
}
