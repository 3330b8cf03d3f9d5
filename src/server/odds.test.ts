/**
 * `POST /api/odds` (issue 12): the open-a-table form shows the house edge of what is being chosen as it
 * changes, and a layout prints what each wager pays. Checked against published figures: the Tie Wager at
 * eight decks has a house edge of 14.36 % at 8 to 1 and 4.84 % at 9 to 1 (Wizard of Odds, baccarat).
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, OddsRow } from '../engine/game.js';
import { GAMES } from '../games/registry.js';
import { FeltClient } from './client.js';
import { Oddsmaker, webRow } from './odds.js';
import { useServer } from './testing/server.js';

interface Odds {
  readonly code?: string;
  readonly wagers: { wager: string; kind?: string; pays?: string; houseEdge: number }[];
  readonly violations?: { code: string; citation?: string }[];
}

describe('POST /api/odds', () => {
  const felt = useServer('felt-odds-', { betWindowMs: 60_000, dealPaceMs: 0 });

  it('the house edge of the options chosen, each wager with its kind and what it pays', async () => {
    const admin = await felt.admin();
    const tie = async (options: unknown) => {
      const r = await admin.http<Odds>('POST', '/api/odds', { game: 'minibaccarat', options });
      expect(r.status).toBe(200);
      return r.body.wagers.find((w) => w.wager === 'tie');
    };
    const eight = await tie({});
    expect(eight).toMatchObject({ kind: 'tie', pays: '8 to 1' });
    expect(eight!.houseEdge * 100).toBeCloseTo(14.36, 2);
    const nine = await tie({ tieOdds: '9 to 1' });
    expect(nine).toMatchObject({ kind: 'tie', pays: '9 to 1' });
    expect(nine!.houseEdge * 100).toBeCloseTo(4.84, 2);
  });

  it('refuses options that break the regulation (with the citation), an unknown game, and no session', async () => {
    const admin = await felt.admin();
    const low = await admin.http<Odds>('POST', '/api/odds', {
      game: 'minibaccarat',
      options: { tieOdds: '7 to 1' },
    });
    expect(low.status).toBe(422);
    expect(low.body.violations?.[0]).toMatchObject({
      code: 'tie_odds_below_minimum',
      citation: '§ 627a.12(b)',
    });
    expect((await admin.http<Odds>('POST', '/api/odds', { game: 'no-such-game' })).body.code).toBe(
      'unknown_game',
    );
    const anonymous = new FeltClient(felt.url);
    expect((await anonymous.http<Odds>('POST', '/api/odds', { game: 'minibaccarat' })).status).toBe(401);
  });
});

describe('the oddsmaker: one computation per game and options', () => {
  it('answers the same options from its cache, and asks that arrive together share one computation', async () => {
    let calls = 0;
    const maker = new Oddsmaker(async (game: AnyGame, options: unknown) => {
      calls += 1;
      return game.odds?.(options, 'table') ?? [];
    });
    const game = GAMES.get('props-and-hops')!;
    const options = game.options.parse({});
    const [a, b] = await Promise.all([maker.odds(game, options), maker.odds(game, options)]);
    expect(a).toEqual(b);
    await maker.odds(game, options);
    expect(calls).toBe(1);
    await maker.odds(game, game.options.parse({ minimumWager: 200 }));
    expect([calls, maker.computed]).toEqual([2, 2]);
  });

  it('drops a computation whose asker went away (the form moved on), so the pool is not held by it', async () => {
    let seen: AbortSignal | undefined;
    const maker = new Oddsmaker(
      (_game, _options, signal) =>
        new Promise((_resolve, reject) => {
          seen = signal;
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const game = GAMES.get('minibaccarat')!;
    const asker = new AbortController();
    const asked = maker.odds(game, game.options.parse({}), asker.signal);
    await Promise.resolve();
    asker.abort();
    await expect(asked).rejects.toThrow();
    expect(seen?.aborted).toBe(true);
  });

  it('a row whose variant is its payout odds names its kind and what it pays; any other stays as it is', () => {
    const row = (variant: string): OddsRow => ({
      wager: 'tie',
      variant,
      houseEdge: 0.1,
      method: 'exact',
      citation: '§ 627a.12(b)',
    });
    expect(webRow(row('9-to-1'))).toMatchObject({ kind: 'tie', pays: '9 to 1' });
    expect(webRow(row('commission'))).not.toHaveProperty('pays');
  });
});
