/** Double Attack Blackjack (665a) rule by rule, each from a stacked shoe (fixtures/stacked.ts). */
import { describe, expect, it } from 'vitest';
import { doubleAttackBlackjack as game } from './index.js';
import { dealer, must, seat, stackedTable, type BlackjackTable } from './fixtures/stacked.js';
import type { Event } from './state.js';

const settled = (events: readonly Event[]) =>
  events.flatMap((e) =>
    e.type === 'wager-settled' ? [[e.kind, e.spot, e.outcome, e.winnings] as const] : [],
  );

/** Bet (and Bust It) placed, the up card dealt, Double Attack made, the rest dealt. */
function round(top: string, bet: number, da: number, bustIt = 0): BlackjackTable {
  const t = stackedTable(game, {}, top, { seats: [1] });
  must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: bet });
  if (bustIt) must(t, seat(1), { type: 'place-wager', kind: 'bust-it', amount: bustIt });
  must(t, dealer, { type: 'no-more-bets' });
  must(t, dealer, { type: 'deal' });
  if (da) must(t, seat(1), { type: 'place-wager', kind: 'double-attack', amount: da });
  must(t, dealer, { type: 'no-more-bets' });
  return t;
}

const chips = (t: BlackjackTable) => t.state.seats[0]?.chips ?? 0;

describe('§ 665a.8 and § 665a.12(b): Insurance pays 5 to 2 on at most half the Bet', () => {
  it('a dealer Blackjack: Insurance wins 5 to 2, the Bet loses, the Double Attack Wager is returned (§ 665a.7(o)(2))', () => {
    const t = round('Ah Kd 7c Kc', 2000, 1000);
    must(t, dealer, { type: 'deal' });
    expect(t.state.r.stage).toBe('insurance');
    const over = t.submit(seat(1), { type: 'place-wager', kind: 'insurance', amount: 1001 });
    expect(!over.ok && over.error.code).toBe('above_half_bet');
    expect(t.view(seat(1)).bounds['insurance']).toEqual({ min: 1, max: 1000, step: 1 });
    must(t, seat(1), { type: 'place-wager', kind: 'insurance', amount: 1000 });
    const peek = must(t, dealer, { type: 'peek' });
    expect(settled(peek)).toEqual([
      ['insurance', '1', 'win', 2500],
      ['bet', '1', 'lose', 0],
      ['double-attack', '1', 'push', 0],
    ]);
    expect(chips(t)).toBe(1_000_000 - 2000 + 2500);
    expect(t.state.wagers).toEqual([]);
  });
});

describe('§ 665a.10 and § 665a.9: double for up to Bet + Double Attack (DA-10), surrender after it (DA-7)', () => {
  it('doubles on any number of cards; surrender returns half of every wager on the hand', () => {
    const t = round('9h 5d 2c 8s 4h 3s', 2000, 2000);
    must(t, dealer, { type: 'deal' });
    must(t, seat(1), { type: 'hit' }); // 5 2 4 = 11, three cards
    expect(t.view(seat(1)).bounds['double']).toEqual({ min: 1, max: 4000, step: 1 });
    const over = t.submit(seat(1), { type: 'double', amount: 4001 });
    expect(!over.ok && over.error.code).toBe('double_amount');
    must(t, seat(1), { type: 'double', amount: 3000 }); // 3s: 14
    expect(t.submit(seat(1), { type: 'hit' }).ok).toBe(false);
    const s = must(t, seat(1), { type: 'surrender' });
    expect(settled(s)).toEqual([
      ['bet', '1', 'lose', 0],
      ['double-attack', '1', 'lose', 0],
    ]);
    expect(chips(t)).toBe(1_000_000 - 2500 - 1000);
  });
});

describe('§ 665a.11: a split hand carries the Bet and the Double Attack Wager; § 665a.12(c) Bust It by the third card', () => {
  it('two hands of 18 against a dealer bust on a 9: both win, Bust It pays 6 to 1', () => {
    const t = round('6h 8d 8c Kc Kh Qd 9s', 2000, 1000, 500);
    must(t, dealer, { type: 'deal' });
    must(t, seat(1), { type: 'split' });
    expect(t.state.wagers.filter((w) => w.spot === '1.2').map((w) => [w.kind, w.amount])).toEqual([
      ['bet', 2000],
      ['double-attack', 1000],
    ]);
    expect(t.view(seat(1)).boxes[0]?.hands.map((h) => h.cards)).toEqual([['8d', 'Kh'], ['8c']]);
    must(t, seat(1), { type: 'stand' });
    expect(t.view(seat(1)).boxes[0]?.hands[1]?.cards).toEqual(['8c', 'Qd']);
    must(t, seat(1), { type: 'stand' });
    must(t, dealer, { type: 'reveal' });
    must(t, dealer, { type: 'dealer-hit' });
    must(t, dealer, { type: 'dealer-stand' });
    expect(settled(must(t, dealer, { type: 'settle' }))).toEqual([
      ['bet', '1', 'win', 2000],
      ['double-attack', '1', 'win', 1000],
      ['bet', '1.2', 'win', 2000],
      ['double-attack', '1.2', 'win', 1000],
      ['bust-it', '1', 'win', 3000],
    ]);
  });

  it.each([
    ['8h 8h 8h', 200, '8-8-8 of one suit'],
    ['8h 8d 8h', 50, '8-8-8 of one colour'],
    ['8h 8s 8h', 8, 'third card 8'],
  ])('dealer %s: Bust It pays %i to 1 (%s, DA-17)', (eights, pays) => {
    const [up, hole, third] = eights.split(' ');
    const t = round(`${up} Kd 9c ${hole} ${third}`, 2000, 0, 100);
    must(t, dealer, { type: 'deal' });
    must(t, seat(1), { type: 'stand' });
    must(t, dealer, { type: 'reveal' });
    must(t, dealer, { type: 'dealer-hit' });
    must(t, dealer, { type: 'dealer-stand' });
    const bust = settled(must(t, dealer, { type: 'settle' })).find((x) => x[0] === 'bust-it');
    expect(bust).toEqual(['bust-it', '1', 'win', 100 * pays]);
  });
});

describe('§ 665a.7(h)(1), § 665a.12(a): a player Blackjack is paid 1 to 1 at once on the Bet and Double Attack', () => {
  it('paid right after the deal, before any other hand plays', () => {
    const t = round('5h Ad Kc 7s', 2000, 2000);
    const deal = must(t, dealer, { type: 'deal' });
    expect(settled(deal)).toEqual([
      ['bet', '1', 'win', 2000],
      ['double-attack', '1', 'win', 2000],
    ]);
  });
});

describe('DA-5: a busted player loses although the dealer busts', () => {
  it('Bet and Double Attack collected at the bust', () => {
    const t = round('6h Kd 6c Kc Qh 9s', 2000, 1000);
    must(t, dealer, { type: 'deal' });
    const hit = must(t, seat(1), { type: 'hit' });
    expect(settled(hit)).toEqual([
      ['bet', '1', 'lose', 0],
      ['double-attack', '1', 'lose', 0],
    ]);
    expect(t.state.r.stage).toBe('dealer');
  });
});

describe('DA-13, § 665a.7(e): Bust It is locked once the up card is dealt; Double Attack only after it', () => {
  it('refuses both out of their windows', () => {
    const t = stackedTable(game, {}, '6h Kd 7c 9s', { seats: [1] });
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 2000 });
    expect(t.submit(seat(1), { type: 'place-wager', kind: 'double-attack', amount: 100 }).ok).toBe(false);
    must(t, dealer, { type: 'no-more-bets' });
    must(t, dealer, { type: 'deal' });
    const late = t.submit(seat(1), { type: 'place-wager', kind: 'bust-it', amount: 100 });
    expect(!late.ok && late.error.code).toBe('betting_closed');
    const over = t.submit(seat(1), { type: 'place-wager', kind: 'double-attack', amount: 2001 });
    expect(!over.ok && over.error.code).toBe('above_bet');
  });
});

describe('privacy: the hole card is hidden from players until it is turned (§ 665a.7(l))', () => {
  it('views and log lines name it to staff only', () => {
    const t = round('6h Kd 7c 9s', 2000, 0);
    const deal = must(t, dealer, { type: 'deal' });
    const dealt = deal.find((e) => e.type === 'dealt');
    if (!dealt) throw new Error('no deal');
    const before = t.state;
    expect(game.describe(dealt, { role: 'player', seat: 1 }, before)).not.toContain('9s');
    expect(game.describe(dealt, { role: 'player' }, before)).not.toContain('9s');
    expect(game.describe(dealt, { role: 'dealer' }, before)).toContain('9s');
    expect(JSON.stringify(t.view(seat(1)))).not.toContain('9s');
    expect(JSON.stringify(t.view({ role: 'player' }))).not.toContain('9s');
    expect(t.view(seat(1)).dealer.cards).toEqual(['6h', null]);
    must(t, seat(1), { type: 'stand' });
    must(t, dealer, { type: 'reveal' });
    expect(t.view(seat(1)).dealer.cards).toEqual(['6h', '9s']);
  });
});

describe('§ 665a.5(c)(2), § 665a.7(d): the cover card ends the shoe after the round; its seat cuts next', () => {
  it('the cover card out on seat 1’s first card: the round completes, the shoe ends, seat 1 is offered the cut', () => {
    const t = stackedTable(game, {}, '6h 9d Kd 7c 8c Kc Jh', { seats: [1, 2], coverAfter: 2 });
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 2000 });
    must(t, seat(2), { type: 'place-wager', kind: 'bet', amount: 2000 });
    must(t, dealer, { type: 'no-more-bets' });
    must(t, dealer, { type: 'deal' });
    must(t, dealer, { type: 'no-more-bets' });
    const deal = must(t, dealer, { type: 'deal' });
    expect(deal.some((e) => e.type === 'cover-card')).toBe(true);
    must(t, seat(2), { type: 'stand' });
    must(t, seat(1), { type: 'stand' });
    must(t, dealer, { type: 'reveal' });
    must(t, dealer, { type: 'dealer-hit' });
    must(t, dealer, { type: 'dealer-stand' });
    const end = must(t, dealer, { type: 'settle' }).find((e) => e.type === 'round-complete');
    expect(end).toMatchObject({ shoeFinished: true, coverSeat: 1 });
    const shuffled = must(t, dealer, { type: 'shuffle' });
    expect(shuffled.find((e) => e.type === 'cut-offered')).toMatchObject({ offer: [1, 2] });
  });
});

describe('§ 665a.3: eight decks of 48 cards; the two batches of an automated shuffler alternate', () => {
  it('no 10 in a 384-card shoe; batch A, then B after a reshuffle the floor orders (§ 665a.5(f))', async () => {
    const { Table } = await import('../../engine/table.js');
    const { SeededRng } = await import('../../core/rng.js');
    const t = new Table(
      game,
      game.options.parse({ shuffler: 'automated-two-batch' }),
      SeededRng.fromSeed(2),
      {},
    );
    const first = must(t, dealer, { type: 'shuffle' })[0];
    if (first?.type !== 'shuffled') throw new Error('no shuffle');
    expect(first.stack).toHaveLength(384);
    expect(first.stack.filter((c) => c >> 2 === 8)).toEqual([]);
    expect(first.batch).toBe('A');
    must(t, dealer, { type: 'cut', position: 50, lastHandFromBottom: 100 });
    must(t, dealer, { type: 'burn' });
    must(t, { role: 'floorperson' }, { type: 'order-reshuffle' });
    const second = must(t, dealer, { type: 'shuffle' })[0];
    expect(second?.type === 'shuffled' && second.batch).toBe('B');
  });
});
