/**
 * Issue 11: the amounts offered for odds, Lay and Buy Bets are those decide holds to. Odds run to the
 * Rules Submission's multiple for the point (§ 623a.6; ruling R8: the stake when taking, the amount won
 * when laying, at the odds against); a Lay or Buy Bet within the posted limits (§ 623a.3(b)) and, where
 * its vigorish is collected when placed, what the rack covers with it (§ 623a.5(i), (g)(3); R16).
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import { winnings } from '../../core/odds.js';
import { Table } from '../../engine/table.js';
import { probeAmountBounds } from '../../engine/testing/amount-bounds.js';
import { craps } from './index.js';
import { TRUE_LAY_ODDS } from './rules.js';
import { bet, dealer, liveTable, must, roll, seat } from './testing.js';

/** A live table with one player holding `chips`, seat 1 the shooter. */
function tableWith(chips: number, options: Record<string, unknown> = {}) {
  const t = new Table(craps, craps.options.parse(options), SeededRng.fromSeed(1), { automated: false });
  must(t.submit(seat(1), { type: 'sit', seat: 1, name: 'P1', chips }));
  must(t.apply(dealer, { type: 'select-shooter' }));
  return t;
}

describe('odds bounds (§ 623a.6)', () => {
  it('taken odds run from one cent to the multiple times the line wager, less what is already behind it', () => {
    const t = liveTable();
    must(bet(t, 1, 'pass', 10));
    roll(t, 2, 2); // point 4: 3 times odds by default
    const p = probeAmountBounds(t, 1, 'pass-odds')!;
    expect([p.bounds.min, p.bounds.max, p.bounds.step]).toEqual([1, 3000, 1]);
    expect([p.atMin, p.atMax]).toEqual(['ok', 'ok']);
    expect(p.below).toBe('malformed_command');
    expect(p.above).toBe('odds_above_maximum § 623a.6');
    expect(p.unchanged).toBe(true);
    must(bet(t, 1, 'pass-odds', 10));
    const q = probeAmountBounds(t, 1, 'pass-odds')!;
    expect([q.bounds.max, q.atMax, q.above]).toEqual([2000, 'ok', 'odds_above_maximum § 623a.6']);
  });

  it('laid odds may win at most the multiple: their stake is that at the odds against, rounded down', () => {
    // One times odds on the 6 behind $7.01: laid at 6 to 5, a stake of 841 wins 700.83 <= 701; 842 does not.
    const t = liveTable(craps, { maxOdds: { 4: 3, 5: 4, 6: 1, 8: 5, 9: 4, 10: 3 } });
    must(t.submit(seat(2), { type: 'place-wager', kind: 'dont-pass', amount: 701 }));
    roll(t, 3, 3);
    const p = probeAmountBounds(t, 2, 'dont-pass-odds')!;
    expect([p.bounds.min, p.bounds.max]).toEqual([1, 841]);
    expect(841 * TRUE_LAY_ODDS[6].win).toBeLessThanOrEqual(701 * TRUE_LAY_ODDS[6].per);
    expect(842 * TRUE_LAY_ODDS[6].win).toBeGreaterThan(701 * TRUE_LAY_ODDS[6].per);
    expect([p.atMin, p.atMax, p.above]).toEqual(['ok', 'ok', 'odds_above_maximum § 623a.6']);
    expect(p.unchanged).toBe(true);
  });

  it('come odds follow their own come point; none are offered without a wager to back', () => {
    const t = liveTable();
    must(bet(t, 1, 'pass', 10));
    roll(t, 2, 2);
    expect(probeAmountBounds(t, 1, 'come-odds-9')).toBeUndefined();
    must(bet(t, 1, 'come', 20));
    roll(t, 4, 5); // the come wager travels to the 9: 4 times odds
    const p = probeAmountBounds(t, 1, 'come-odds-9')!;
    expect([p.bounds.max, p.atMax, p.above]).toEqual([8000, 'ok', 'odds_above_maximum § 623a.6']);
  });
});

describe('Lay and Buy Bet bounds (§ 623a.3(b), § 623a.5(i); ruling R16)', () => {
  it('within the posted limits, with the vigorish collected on the win', () => {
    const t = tableWith(1_000_000);
    for (const kind of ['lay-4', 'buy-10']) {
      const p = probeAmountBounds(t, 1, kind)!;
      expect([p.bounds.min, p.bounds.max], kind).toEqual([500, 500_000]);
      expect([p.atMin, p.atMax], kind).toEqual(['ok', 'ok']);
      expect(p.below, kind).toBe('below_table_minimum § 623a.3(b)');
      expect(p.above, kind).toBe('above_table_maximum § 623a.5(j)');
      expect(p.unchanged, kind).toBe(true);
    }
  });

  it('a vigorish collected when placed comes from the same rack: the maximum leaves room for it', () => {
    const when = { percent: 5, collected: 'when-placed' };
    const t = tableWith(10_000, { layBet: when, buyBet: when });
    const covered = (vig: (a: number) => number) => {
      let a = 0;
      while (a + 1 + vig(a + 1) <= 10_000) a += 1;
      return a;
    };
    const lay = covered((a) => Math.floor((winnings(a, TRUE_LAY_ODDS[4]) * 5) / 100));
    const buy = covered((a) => Math.floor((a * 5) / 100));
    expect([lay, buy]).toEqual([9757, 9524]);
    for (const [kind, max] of [
      ['lay-4', lay],
      ['buy-6', buy],
    ] as const) {
      const p = probeAmountBounds(t, 1, kind)!;
      expect([p.bounds.min, p.bounds.max], kind).toEqual([500, max]);
      expect([p.atMin, p.atMax], kind).toEqual(['ok', 'ok']);
      expect(p.below, kind).toBe('below_table_minimum § 623a.3(b)');
      // The rack refuses it: the chips and the vigorish together are more than it holds.
      expect(p.above, kind).toBe('insufficient_chips');
      expect(p.unchanged, kind).toBe(true);
    }
  });

  it('no Lay Bet is offered when the rack cannot cover the minimum and its vigorish', () => {
    const t = tableWith(505, { layBet: { percent: 5, collected: 'when-placed' } });
    // 500 on the 10 wins 250 at 1 to 2: a vigorish of 12 makes 512, more than the 505 in the rack.
    expect(probeAmountBounds(t, 1, 'lay-10')).toBeUndefined();
    expect(probeAmountBounds(t, 1, 'place-6')?.bounds.max).toBe(505);
  });
});

describe('increases', () => {
  it('an increase the rack covers is offered though it is less than the posted minimum', () => {
    const t = tableWith(800);
    must(t.submit(seat(1), { type: 'place-wager', kind: 'place-6', amount: 500 }));
    const p = probeAmountBounds(t, 1, 'place-6')!;
    expect([p.bounds.min, p.bounds.max, p.atMin, p.atMax]).toEqual([1, 300, 'ok', 'ok']);
    expect([p.above, p.unchanged]).toEqual(['insufficient_chips', true]);
  });
});

describe('Horn and World bounds (ruling R17)', () => {
  it('are whole stacks of equal parts within the posted limits', () => {
    const t = tableWith(1_000_000);
    const p = probeAmountBounds(t, 1, 'horn')!;
    expect([p.bounds.min, p.bounds.max, p.bounds.step]).toEqual([500, 500_000, 4]);
    expect([p.atMin, p.atMax, p.below, p.above]).toEqual([
      'ok',
      'ok',
      'below_table_minimum § 623a.3(b)',
      'above_table_maximum § 623a.5(j)',
    ]);
  });
});
