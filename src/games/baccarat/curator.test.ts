/** Baccarat's curator (631a.7, 631a.14): who deals, and how the shoe passes. */
import { describe, expect, it } from 'vitest';
import { baccarat } from './index.js';
import { dealer, floor, must, seat, stackedTable } from './fixtures/stacked.js';

/** A live Baccarat table with players at 10, 12 and 14, seat 12 the curator. */
function withCurator() {
  const t = stackedTable(baccarat, {}, '', { seats: [10, 12, 14] });
  must(t.submit(seat(10), { type: 'decline-shoe' }));
  must(t.submit(seat(12), { type: 'accept-shoe' }));
  expect(t.state.curator).toBe(12);
  return t;
}

describe('the curator (§ 631a.7, § 631a.14)', () => {
  it('when the curator leaves, the shoe goes to the player to his right, then counter-clockwise (§ 631a.14(b))', () => {
    const t = withCurator();
    const ev = must(t.submit(seat(12), { type: 'leave' }));
    expect(ev.map((e) => e.type)).toEqual(['left', 'shoe-offered']);
    expect(ev[1]).toMatchObject({ order: [14, 10], citation: '§ 631a.14(b)' });
    expect(t.state.curator).toBeNull();
    expect(t.view(seat(14)).next).toBe('the shoe is offered to seat 14');
    must(t.submit(seat(14), { type: 'decline-shoe' }));
    must(t.submit(seat(10), { type: 'accept-shoe' }));
    expect(t.state.curator).toBe(10);
  });

  it('the dealer becomes curator only when no player remains to take the shoe (§ 631a.7(d)(2))', () => {
    const t = stackedTable(baccarat, {}, '', { seats: [11] });
    must(t.submit(seat(11), { type: 'accept-shoe' }));
    const ev = must(t.submit(seat(11), { type: 'leave' }));
    expect(ev[1]).toMatchObject({ type: 'curator', curator: 'dealer', citation: '§ 631a.7(d)(2)' });
    expect(t.state.curator).toBe('dealer');
  });

  it('the dealer or a floorperson orders the curator to pass the shoe after a round (§ 631a.14(a)(2))', () => {
    const t = withCurator();
    expect(t.submit(seat(14), { type: 'order-pass-shoe', reason: 'delay' })).toMatchObject({
      ok: false,
      error: { code: 'not_permitted', citation: '§ 631a.14(a)(2)' },
    });
    expect(t.view(floor).legalActions.map((a) => a.label)).toContain(
      'order the curator to pass the shoe (repeated invalid deals)',
    );
    const ev = must(t.submit(floor, { type: 'order-pass-shoe', reason: 'invalid-deals' }));
    expect(ev).toEqual([{ type: 'shoe-offered', order: [14, 10], citation: '§ 631a.14(a)(2)' }]);
    must(t.submit(seat(14), { type: 'accept-shoe' }));
    expect(t.state.curator).toBe(14);
    // Not while a round is dealt.
    must(t.submit(seat(10), { type: 'place-wager', kind: 'player', amount: 2000 }));
    must(t.submit(dealer, { type: 'no-more-bets' }));
    expect(t.submit(dealer, { type: 'order-pass-shoe', reason: 'delay' })).toMatchObject({
      ok: false,
      error: { code: 'round_in_play' },
    });
  });
});
