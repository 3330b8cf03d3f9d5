/**
 * Blackjack (633a) with its side wagers and Spanish 21 (635a), rule by rule from stacked shoes. The deal
 * of 633a and 635a: a card to each Bet from the dealer's left (the highest seat first, R1), the up card,
 * the second cards, the hole card.
 */
import { describe, expect, it } from 'vitest';
import { pocket } from '../../engine/pockets.js';
import { balance } from '../../engine/wagers.js';
import { z } from 'zod';
import { blackjack, doubleAttackBlackjack, spanish21 } from './index.js';
import { dealer, floor, must, seat, stackedTable, type BlackjackTable } from './fixtures/stacked.js';
import type { Event } from './state.js';

const settled = (events: readonly Event[]) =>
  events.flatMap((e) =>
    e.type === 'wager-settled' ? [[e.seat, e.kind, e.outcome, e.winnings] as const] : [],
  );
const chips = (t: BlackjackTable, s = 1) => t.state.seats.find((x) => x.seat === s)?.chips ?? 0;

function dealt(t: BlackjackTable, wagers: readonly [number, string, number][]): readonly Event[] {
  for (const [s, kind, amount] of wagers)
    must(t, seat(s), { type: 'place-wager', kind: kind as 'bet', amount });
  must(t, dealer, { type: 'no-more-bets' });
  return must(t, dealer, { type: 'deal' });
}

function finish(t: BlackjackTable): readonly Event[] {
  must(t, dealer, { type: 'reveal' });
  while (t.submit(dealer, { type: 'dealer-hit' }).ok);
  must(t, dealer, { type: 'dealer-stand' });
  return must(t, dealer, { type: 'settle' });
}

describe('Blackjack (633a): the Rules Submission’s core rules', () => {
  it('§ 633a.13(a): a Blackjack pays the Rules Submission’s odds (3 to 2)', () => {
    const t = stackedTable(blackjack, {}, 'Ad 9h Kc 7s');
    expect(settled(dealt(t, [[1, 'bet', 2000]]))).toEqual([[1, 'bet', 'win', 3000]]);
  });

  it('6 to 5 where the document says so', () => {
    const t = stackedTable(blackjack, { blackjackPays: '6-to-5' }, 'Ad 9h Kc 7s');
    expect(settled(dealt(t, [[1, 'bet', 2500]]))).toEqual([[1, 'bet', 'win', 3000]]);
  });

  it('even money: a Blackjack against an ace is paid 1 to 1 before the peek', () => {
    const t = stackedTable(blackjack, {}, 'Ad Ah Kc 9s');
    dealt(t, [[1, 'bet', 2000]]);
    expect(settled(must(t, seat(1), { type: 'even-money' }))).toEqual([[1, 'bet', 'win', 2000]]);
    must(t, dealer, { type: 'peek' });
    expect(t.state.r.stage).toBe('dealer');
  });

  it('doubleOn 10-11 refuses a double on 12; late surrender only on the first two cards', () => {
    const t = stackedTable(blackjack, { doubleOn: '10-11', surrender: 'late' }, '7d 9h 5c 7s 2h');
    dealt(t, [[1, 'bet', 2000]]);
    const d = t.submit(seat(1), { type: 'double', amount: 2000 });
    expect(!d.ok && d.error.code).toBe('double_totals');
    must(t, seat(1), { type: 'hit' });
    const s = t.submit(seat(1), { type: 'surrender' });
    expect(!s.ok && s.error.code).toBe('late_surrender');
  });

  it('late surrender forfeits half the Bet', () => {
    const t = stackedTable(blackjack, { surrender: 'late' }, 'Kd 9h 6c 7s');
    dealt(t, [[1, 'bet', 2001]]);
    must(t, seat(1), { type: 'surrender' });
    // R52: the odd cent stays with the forfeited half.
    expect(chips(t)).toBe(1_000_000 - 1001);
  });
});

describe('House Money (633a.6(e)(12), 633a.7(g)(10), 633a.13(n)) in the sequence of spec B.6', () => {
  const options = { houseMoney: { offered: true } };

  it('a pair pays 3 to 1 and the payout may ride on the Blackjack Wager (BJ-18), which then wins whole', () => {
    const t = stackedTable(blackjack, options, '7d 5h 7c Kc Qd');
    dealt(t, [
      [1, 'bet', 2000],
      [1, 'house-money', 1000],
    ]);
    expect(t.state.r.stage).toBe('house-money');
    expect(t.view(seat(1)).bounds['ride']).toEqual({ min: 0, max: 3000, step: 1 });
    must(t, seat(1), { type: 'ride', amount: 3000 });
    expect(t.state.wagers.find((w) => w.kind === 'bet')?.amount).toBe(5000);
    must(t, seat(1), { type: 'stand' });
    expect(settled(finish(t))).toEqual([[1, 'bet', 'win', 5000]]);
    expect(chips(t)).toBe(1_000_000 + 3000 + 5000);
  });

  it('under an ace: losers collected at the deal, winners held past Insurance and the peek, then paid', () => {
    const t = stackedTable(blackjack, options, '2d 7d Ah 9c 7c 9s', { seats: [1, 2] });
    const deal = dealt(t, [
      [1, 'bet', 2000],
      [1, 'house-money', 1000],
      [2, 'bet', 2000],
      [2, 'house-money', 1000],
    ]);
    expect(settled(deal)).toEqual([[2, 'house-money', 'lose', 0]]);
    expect(t.state.r.stage).toBe('insurance');
    must(t, seat(1), { type: 'decline-insurance' });
    must(t, seat(2), { type: 'decline-insurance' });
    const peek = must(t, dealer, { type: 'peek' });
    const types = peek.map((e) => e.type);
    expect(types.indexOf('peeked')).toBeLessThan(types.indexOf('wager-settled'));
    expect(settled(peek)).toEqual([[1, 'house-money', 'win', 3000]]);
    expect(t.state.r.stage).toBe('house-money');
  });
});

describe('Straight Jack (633a.7(o)(3), 633a.13(m)) and Hit and Run (633a.7(o)(2)) with their meters', () => {
  it('4-5 then 6 then 3: a four-card straight at 50 to 1; the meter is funded and raised (633a.2(d))', () => {
    const t = stackedTable(blackjack, { straightJack: { offered: true } }, '4d 9h 5c 8s 6h 3c');
    dealt(t, [
      [1, 'bet', 2000],
      [1, 'straight-jack', 100],
    ]);
    expect(balance(t.state, pocket.pool('straight-jack'))).toBe(500_000 + 15);
    must(t, seat(1), { type: 'hit' });
    must(t, seat(1), { type: 'hit' });
    must(t, seat(1), { type: 'stand' });
    expect(settled(finish(t))).toEqual([
      [1, 'bet', 'win', 2000],
      [1, 'straight-jack', 'win', 5000],
    ]);
  });

  it('no two-card straight: collected right after the deal (633a.7(g)(9))', () => {
    const t = stackedTable(blackjack, { straightJack: { offered: true } }, '4d 9h 9c 8s');
    expect(
      settled(
        dealt(t, [
          [1, 'bet', 2000],
          [1, 'straight-jack', 100],
        ]),
      ),
    ).toEqual([[1, 'straight-jack', 'lose', 0]]);
  });

  it('a six-card dealer hand wins Hit and Run at the 5-or-more row (R30)', () => {
    const t = stackedTable(blackjack, { hitAndRun: { offered: true } }, 'Kd 2h 8c 3d 2c 3c 4s 5d');
    dealt(t, [
      [1, 'bet', 2000],
      [1, 'hit-and-run', 100],
    ]);
    must(t, seat(1), { type: 'stand' });
    expect(settled(finish(t))).toEqual([
      [1, 'bet', 'lose', 0],
      [1, 'hit-and-run', 'win', 400],
    ]);
  });
});

describe('Spanish 21 (635a): 48-card decks, 21 always wins, bonuses, doubling on more cards and rescue (635a.10)', () => {
  it('a player 21 of three cards beats a dealer 21', () => {
    const t = stackedTable(spanish21, {}, 'Kd 9h 5c 5s 6h 7d');
    dealt(t, [[1, 'bet', 2000]]);
    must(t, seat(1), { type: 'hit' });
    expect(settled(finish(t))).toEqual([[1, 'bet', 'win', 2000]]);
  });

  it('a five-card 21 pays the bonus (3 to 2 by default)', () => {
    const t = stackedTable(spanish21, {}, '2d 9h 3c 8s 4h 5s 7d');
    dealt(t, [[1, 'bet', 2000]]);
    for (let i = 0; i < 3; i += 1) must(t, seat(1), { type: 'hit' });
    expect(settled(finish(t))).toEqual([[1, 'bet', 'win', 3000]]);
  });

  it('double down on three cards, then rescue: the original wager is forfeited, the double returned (S-2)', () => {
    const t = stackedTable(spanish21, {}, '2d 9h 3c 8s 4h 2s');
    dealt(t, [[1, 'bet', 2000]]);
    must(t, seat(1), { type: 'hit' });
    const over = t.submit(seat(1), { type: 'double', amount: 2001 });
    expect(!over.ok && over.error.code).toBe('double_amount');
    must(t, seat(1), { type: 'double', amount: 2000 });
    must(t, seat(1), { type: 'rescue' });
    expect(chips(t)).toBe(1_000_000 - 2000);
  });

  it('the shoe holds no 10s (635a as 665a.3(a): 48-card decks)', () => {
    const t = stackedTable(spanish21, {}, '2d');
    expect(t.state.shoe.dealing?.stack.some((c) => c >> 2 === 8)).toBe(false);
  });
});

describe('irregularities (665a.13)', () => {
  it('(a) a card found face up in the shoe is not used', () => {
    const t = stackedTable(blackjack, {}, 'Qs Ad 9h Kc 7s');
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 2000 });
    must(t, dealer, { type: 'no-more-bets' });
    must(t, dealer, { type: 'card-face-up' });
    expect(settled(must(t, dealer, { type: 'deal' }))).toEqual([[1, 'bet', 'win', 3000]]);
  });

  it('(b) a card drawn in error, unexposed, is the next card dealt; (d) a card the dealer draws on 17 is discarded', () => {
    const t = stackedTable(blackjack, {}, 'Kd 9h 8c 8s 3d 5h');
    must(t, dealer, { type: 'card-drawn-in-error' });
    dealt(t, [[1, 'bet', 2000]]);
    expect(t.view(seat(1)).boxes[0]?.hands[0]?.cards).toEqual(['Kd', '8c']);
    must(t, seat(1), { type: 'stand' });
    must(t, dealer, { type: 'reveal' });
    const r = t.submit(dealer, { type: 'dealer-hit' });
    expect(!r.ok && r.error.code).toBe('dealer_stands');
    const drew = must(t, dealer, { type: 'dealer-drew-in-error' });
    expect(drew[0]).toMatchObject({ type: 'card-discarded' });
    must(t, dealer, { type: 'dealer-stand' });
    expect(settled(must(t, dealer, { type: 'settle' }))).toEqual([[1, 'bet', 'win', 2000]]);
  });

  it('(f) a hand called dead has its wagers returned (DA-19)', () => {
    const t = stackedTable(blackjack, {}, 'Kd 9h 6c 7s');
    dealt(t, [[1, 'bet', 2000]]);
    must(t, dealer, { type: 'dead-hand', seat: 1 });
    expect(t.state.wagers).toEqual([]);
    expect(chips(t)).toBe(1_000_000);
  });

  it('(h) a player learned the hole card from the reader: every wager returned', () => {
    const t = stackedTable(blackjack, { houseMoney: { offered: true } }, 'Kd 9h 6c 7s');
    dealt(t, [
      [1, 'bet', 2000],
      [1, 'house-money', 1000],
    ]);
    must(t, floor, { type: 'reader-misused', learned: true });
    expect(t.state.wagers).toEqual([]);
    expect(chips(t)).toBe(1_000_000 - 1000);
  });

  it('(i) no dealing while the card reader is out of order', () => {
    const t = stackedTable(blackjack, {}, 'Kd 9h 6c 7s');
    must(t, floor, { type: 'reader', working: false });
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 2000 });
    must(t, dealer, { type: 'no-more-bets' });
    const r = t.submit(dealer, { type: 'deal' });
    expect(!r.ok && r.error.code).toBe('reader_out');
  });
});

describe('665a.13(e): the shoe runs out mid-round', () => {
  it('the discard rack is shuffled, cut and burned, and the round finishes from it (one deck, six seats)', async () => {
    const { Table } = await import('../../engine/table.js');
    const { SeededRng } = await import('../../core/rng.js');
    const t = new Table(blackjack, blackjack.options.parse({ decks: 1, seats: 7 }), SeededRng.fromSeed(5), {
      automated: true,
    });
    const seats = [1, 2, 3, 4, 5, 6];
    for (const s of seats) must(t, seat(s), { type: 'sit', seat: s, name: `P${s}`, chips: 1_000_000 });
    let reshuffles = 0;
    const open = () => {
      for (
        let i = 0;
        i < 20 && !(t.state.shoe.stage.kind === 'in-play' && t.state.r.stage === 'betting');
        i += 1
      ) {
        t.runAutomation();
        const due = blackjack.overdue?.(t.state);
        if (due) t.apply(due.actor, due.command);
      }
    };
    for (let round = 0; round < 40 && reshuffles === 0; round += 1) {
      open();
      for (const s of seats) must(t, seat(s), { type: 'place-wager', kind: 'bet', amount: 1000 });
      must(t, dealer, { type: 'no-more-bets' });
      for (let guard = 0; guard < 200 && t.state.r.stage !== 'betting'; guard += 1) {
        const before = t.log.length;
        t.runAutomation();
        for (const e of t.log.slice(before).flatMap((x) => x.events))
          if (e.type === 'discards-reshuffled') {
            reshuffles += 1;
            const onLayout = [
              ...t.state.r.dealer,
              ...t.state.r.boxes.flatMap((b) => b.hands.flatMap((h) => h.cards)),
            ];
            const all = [...e.stack, e.burned, ...onLayout];
            expect(new Set(all).size).toBe(all.length);
          }
        const a =
          t.state.r.stage === 'play'
            ? t.state.r.boxes.find((b) => b.hands.some((h) => h.status === 'playing'))
            : undefined;
        if (a) t.submit(seat(a.seat), { type: 'hit' });
        else if (t.state.r.stage === 'insurance')
          for (const s of seats) t.submit(seat(s), { type: 'decline-insurance' });
      }
      expect(t.state.wagers).toEqual([]);
    }
    expect(reshuffles).toBeGreaterThan(0);
  });
});

describe('R55: the betting positions cite the section that decides them', () => {
  it.each([
    ['Double Attack Blackjack: at most six, § 665a.2(a)', doubleAttackBlackjack, 7, '§ 665a.2(a)'],
    ['Blackjack: 633a.2(a) is not printed, the Rules Submission’s seven, § 601a.2', blackjack, 8, '§ 601a.2'],
    ['Spanish 21: the Rules Submission’s seven, § 601a.2', spanish21, 8, '§ 601a.2'],
  ] as const)('%s', (_, game, beyond, citation) => {
    const t = stackedTable(game, {}, 'Ad 9h Kc 7s');
    const r = t.submit(seat(beyond), { type: 'sit', seat: beyond, name: 'P', chips: 100_000 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('no_such_seat');
      expect(String(r.error.citation)).toBe(citation);
    }
    const seats = z.toJSONSchema(game.options).properties?.['seats'] as { citation?: string } | undefined;
    expect(seats?.citation).toBe(citation);
  });
});
