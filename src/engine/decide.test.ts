import { describe, expect, it } from 'vitest';
import { ok } from '../core/result.js';
import { SeededRng } from '../core/rng.js';
import { decideWith, requireDealer, requireSeatedPlayer, type Handlers, type PhaseTable } from './decide.js';
import { around, CARD_TABLE, nextSeat, type Geometry } from './turn-order.js';

type C = { readonly type: 'bet'; readonly amount: number } | { readonly type: 'deal' };
interface S {
  readonly phase: 'betting' | 'dealing';
  readonly seats: readonly { seat: number }[];
}
const handlers: Handlers<S, C, string> = {
  bet: (s, actor, c) => {
    const seat = requireSeatedPlayer(s, actor, 'a wager');
    return seat.ok ? ok([`seat ${seat.value} bets ${c.amount}`]) : seat;
  },
  deal: (_s, actor) => {
    const denied = requireDealer(actor, 'deal');
    return denied ? { ok: false, error: denied } : ok(['dealt']);
  },
};
const table: PhaseTable<S['phase'], C['type']> = {
  betting: { allows: ['bet', 'deal'] },
  dealing: {
    allows: ['deal'],
    otherwise: { bet: { code: 'wager_after_no_more_bets', message: 'no more bets' } },
  },
};
const decide = decideWith(handlers, { table, of: (s: S) => s.phase });
const ctx = { rng: SeededRng.fromSeed(1) };

describe('decide as a handler map with a phase table', () => {
  const s: S = { phase: 'betting', seats: [{ seat: 2 }] };
  it('routes each command to its handler, with the shared guards', () => {
    expect(decide(s, { role: 'player', seat: 2 }, { type: 'bet', amount: 5 }, ctx)).toEqual(
      ok(['seat 2 bets 5']),
    );
    const empty = decide(s, { role: 'player', seat: 3 }, { type: 'bet', amount: 5 }, ctx);
    expect(empty.ok ? '' : empty.error.code).toBe('seat_empty');
    const player = decide(s, { role: 'player', seat: 2 }, { type: 'deal' }, ctx);
    expect(player.ok ? '' : player.error.code).toBe('not_permitted');
    expect(decide(s, { role: 'system' }, { type: 'deal' }, ctx).ok).toBe(true);
  });
  it('refuses what the phase row does not allow, with the row’s rejection', () => {
    const late = decide(
      { ...s, phase: 'dealing' },
      { role: 'player', seat: 2 },
      { type: 'bet', amount: 5 },
      ctx,
    );
    expect(late.ok ? '' : late.error.code).toBe('wager_after_no_more_bets');
  });
});

describe('turn order from the table geometry', () => {
  const seats = [1, 3, 4, 6];
  it('card tables (R1): counter-clockwise ascends, clockwise descends, skipping empty seats', () => {
    expect(around(CARD_TABLE, seats, 'counter-clockwise', 3)).toEqual([4, 6, 1, 3]);
    expect(around(CARD_TABLE, seats, 'clockwise', 3)).toEqual([1, 6, 4, 3]);
    expect(around(CARD_TABLE, seats, 'clockwise')).toEqual([6, 4, 3, 1]);
    expect(nextSeat(CARD_TABLE, seats, 'counter-clockwise', 6, [1])).toBe(3);
  });
  it('a table numbered clockwise (Craps, R8) turns the other way', () => {
    const craps: Geometry = { ascending: 'clockwise' };
    expect(around(craps, seats, 'clockwise', 4)).toEqual([6, 1, 3, 4]);
    expect(nextSeat(craps, seats, 'clockwise', null)).toBe(1);
  });
});
