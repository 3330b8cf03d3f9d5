/** The baccarat family's dealing shoe: what only these chapters add to the shared procedure. */
import { describe, expect, it } from 'vitest';
import { baccarat, midibaccarat, minibaccarat } from './index.js';
import { dealer, floor, must, seat, stackedTable } from './fixtures/stacked.js';
import { phaseOf } from './state.js';

describe('a reshuffle the floor directs (§ 627a.5(a))', () => {
  it('Minibaccarat: between rounds the shoe in play is finished and shuffled anew, the wagers staying', () => {
    const t = stackedTable(minibaccarat, { vigorish: { collection: 'deferred' } }, 'Kh 4c Qh 5c', {
      seats: [1, 2],
    });
    must(t.submit(seat(1), { type: 'place-wager', kind: 'banker', amount: 2000 }));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    expect(t.submit(floor, { type: 'order-reshuffle' })).toMatchObject({
      ok: false,
      error: { code: 'round_in_play', citation: '§ 627a.5(a)' },
    });
    t.runAutomation();
    must(t.submit(seat(2), { type: 'place-wager', kind: 'player', amount: 2000 }));
    expect(t.submit(dealer, { type: 'order-reshuffle' })).toMatchObject({
      ok: false,
      error: { code: 'not_permitted' },
    });
    const ev = must(t.submit(floor, { type: 'order-reshuffle' }));
    expect(ev).toEqual([{ type: 'reshuffle-ordered', citation: '§ 627a.5(a)' }]);
    expect(phaseOf(t.state)).toBe('needs-shuffle');
    expect(t.view(dealer).shoe).toBeNull();
    // The vigorish marked on seat 1's win is collected before the reshuffle (§ 627a.12(d)(2)(i)).
    const shuffle = must(t.apply(dealer, { type: 'shuffle' }));
    expect(shuffle.map((e) => e.type)).toEqual(['vigorish-collected', 'shuffled', 'cut-offered']);
    expect(t.state.wagers).toMatchObject([{ seat: 2, kind: 'player', amount: 2000 }]);
  });

  it.each([
    ['midibaccarat', midibaccarat, '§ 629a.5(a)'],
    ['baccarat', baccarat, '§ 631a.5(a)'],
  ] as const)(
    '%s provides no reshuffle by the floor: the decks are replaced after each shoe',
    (_id, game, citation) => {
      const t = stackedTable(game, {}, '', { seats: [10] });
      expect(t.submit(floor, { type: 'order-reshuffle' })).toMatchObject({
        ok: false,
        error: { code: 'no_floor_reshuffle', citation },
      });
    },
  );
});
