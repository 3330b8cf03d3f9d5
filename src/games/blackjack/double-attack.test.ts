import { describe, expect, it } from 'vitest';
import { doubleAttackBlackjack as game } from './index.js';
import { dealer, must, seat, stackedTable } from './fixtures/stacked.js';

describe('Double Attack Blackjack: a round from a stacked shoe', () => {
  it('up card first, Double Attack after it, then the deal, play and settlement (§ 665a.7(e)-(o))', () => {
    // up 6h; seat 1: Kd 7c ... order: up, then seat 1 first card, second card, hole.
    const t = stackedTable(game, {}, '6h Kd 7c 9s Jc', { seats: [1] });
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 2000 });
    must(t, seat(1), { type: 'place-wager', kind: 'bust-it', amount: 500 });
    must(t, dealer, { type: 'no-more-bets' });
    must(t, dealer, { type: 'deal' });
    expect(t.state.r.dealer).toHaveLength(1);
    const bustLate = t.submit(seat(1), { type: 'place-wager', kind: 'bust-it', amount: 100 });
    expect(bustLate.ok).toBe(false);
    must(t, seat(1), { type: 'place-wager', kind: 'double-attack', amount: 2000 });
    must(t, dealer, { type: 'no-more-bets' });
    must(t, dealer, { type: 'deal' });
    const v = t.view(seat(1));
    expect(v.dealer.cards).toEqual(['6h', null]);
    expect(v.boxes[0]?.hands[0]?.cards).toEqual(['Kd', '7c']);
    expect(t.view(dealer).dealer.cards).toEqual(['6h', '9s']);
    must(t, seat(1), { type: 'stand' });
    must(t, dealer, { type: 'reveal' });
    must(t, dealer, { type: 'dealer-hit' });
    expect(t.submit(dealer, { type: 'dealer-hit' }).ok).toBe(false);
    must(t, dealer, { type: 'dealer-stand' });
    const settled = must(t, dealer, { type: 'settle' });
    const wins = settled.filter((e) => e.type === 'wager-settled');
    expect(wins.map((e) => e.type === 'wager-settled' && [e.kind, e.outcome, e.winnings])).toEqual([
      ['bet', 'win', 2000],
      ['double-attack', 'win', 2000],
      ['bust-it', 'win', 500 * 3],
    ]);
    expect(t.state.wagers).toEqual([]);
    expect(t.state.seats[0]?.chips).toBe(1_000_000 + 2000 + 2000 + 1500);
  });
});
