/** The deal's log lines (629a.8, 631a.9(d)). */
import { describe, expect, it } from 'vitest';
import { midibaccarat } from './index.js';
import { dealer, must, seat, stackedTable } from './fixtures/stacked.js';

describe('third cards at a squeeze table (§ 629a.8(c)(4), (5))', () => {
  it('a face-down third card goes to the squeezing player, or, on a hand nobody wagered on, to the dealer', () => {
    // Player 2c 3d (5) draws 8h; Banker 2s Kc (2) always draws: 9c.
    const t = stackedTable(midibaccarat, {}, '2c 2s 3d Kc 8h 9c', { seats: [4] });
    must(t.submit(seat(4), { type: 'place-wager', kind: 'player', amount: 5000 }));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    must(t.apply(dealer, { type: 'deal' }));
    must(t.submit(seat(4), { type: 'reveal', hand: 'player' }));
    must(t.submit(dealer, { type: 'reveal', hand: 'banker' }));
    const lines = (type: string) => {
      const before = t.state;
      return must(t.apply(dealer, { type: 'draw-third', hand: type as 'player' | 'banker' })).map((e) =>
        midibaccarat.describe(e, { role: 'compliance' }, before),
      );
    };
    expect(lines('player')).toEqual([
      "third card to the Player's Hand, face down to seat 4  [§ 629a.10(b)(1)]",
    ]);
    must(t.submit(seat(4), { type: 'reveal', hand: 'player' }));
    // Nobody wagered on the Banker's Hand: the dealer turns it (629a ruling C6, as 631a.9(d)(7)).
    expect(lines('banker')[0]).toBe(
      "third card to the Banker's Hand, face down for the dealer to turn  [§ 629a.10(c)(2)(i)]",
    );
  });
});
