/**
 * Issue 11: the stakes offered at Three Dice Football are those decide holds to. Defense (4 to 5) and
 * Game Length 3 (6 to 5) under the multiples-of-5 policy of spec ruling A9 are offered in steps of five
 * of the smallest chip; under the round-down policy, and for every other wager, in cents; all within the
 * posted limits (§ 601a.2).
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import { Table } from '../../engine/table.js';
import { probeAmountBounds } from '../../engine/testing/amount-bounds.js';
import { threeDiceFootball } from './index.js';

function tableWith(options: Record<string, unknown>, chips = 1_000_000) {
  const t = new Table(threeDiceFootball, threeDiceFootball.options.parse(options), SeededRng.fromSeed(1), {
    automated: false,
  });
  const r = t.submit({ role: 'player', seat: 1 }, { type: 'sit', seat: 1, name: 'P1', chips });
  if (!r.ok) throw new Error(r.error.code);
  t.runAutomation();
  return t;
}

const A9 = '§ 661a.8(a)';

describe('stake bounds (spec ruling A9)', () => {
  it('multiples of 5 chips: the x to 5 wagers step by five chips between the posted limits', () => {
    const t = tableWith({
      minimumWager: 1_000,
      maximumWager: 100_000,
      fractionalPayouts: { policy: 'multiples-of-5', chipCents: 100 },
    });
    for (const kind of ['defense', 'game-length-3']) {
      const p = probeAmountBounds(t, 1, kind)!;
      expect([p.bounds.min, p.bounds.max, p.bounds.step], kind).toEqual([1_000, 100_000, 500]);
      expect([p.atMin, p.atMax], kind).toEqual(['ok', 'ok']);
      expect(p.below, kind).toMatch(/^below_table_minimum § /);
      expect(p.above, kind).toMatch(/^above_table_maximum § /);
      expect(p.unchanged, kind).toBe(true);
      // Off the step is refused with the ruling's citation.
      const off = t.submit({ role: 'player', seat: 1 }, { type: 'place-wager', kind, amount: 1_001 });
      expect(off.ok ? 'ok' : `${off.error.code} ${off.error.citation}`).toBe(
        `stake_not_multiple_of_payout_unit ${A9}`,
      );
    }
  });

  it('the step follows the smallest chip', () => {
    const t = tableWith({
      minimumWager: 500,
      fractionalPayouts: { policy: 'multiples-of-5', chipCents: 25 },
    });
    const p = probeAmountBounds(t, 1, 'defense')!;
    expect([p.bounds.min, p.bounds.step]).toEqual([500, 125]);
    expect([p.atMin, p.atMax, p.below]).toEqual(['ok', 'ok', 'below_table_minimum § 601a.2']);
  });

  it('a posted minimum off the step: the x to 5 wagers are still offered, from the next whole step', () => {
    const t = tableWith({
      minimumWager: 600,
      fractionalPayouts: { policy: 'multiples-of-5', chipCents: 100 },
    });
    const p = probeAmountBounds(t, 1, 'defense')!;
    expect([p.bounds.min, p.bounds.step, p.atMin, p.below]).toEqual([
      1_000,
      500,
      'ok',
      'below_table_minimum § 601a.2',
    ]);
  });

  it('an increase the rack covers is offered though it is less than the posted minimum', () => {
    const t = tableWith({}, 800);
    const r = t.submit({ role: 'player', seat: 1 }, { type: 'place-wager', kind: 'touchdown', amount: 500 });
    expect(r.ok).toBe(true);
    const p = probeAmountBounds(t, 1, 'touchdown')!;
    expect([p.bounds.min, p.bounds.max, p.atMin, p.atMax, p.above]).toEqual([
      1,
      300,
      'ok',
      'ok',
      'insufficient_chips',
    ]);
  });

  it('the rack narrows the maximum to a whole step', () => {
    const t = tableWith({ fractionalPayouts: { policy: 'multiples-of-5', chipCents: 100 } }, 2_345);
    const p = probeAmountBounds(t, 1, 'defense')!;
    expect([p.bounds.min, p.bounds.max, p.atMax, p.above]).toEqual([500, 2_000, 'ok', 'insufficient_chips']);
  });

  it('round down, and the wagers paid at x to 1: any cent within the posted limits', () => {
    const t = tableWith({ minimumWager: 1_000, fractionalPayouts: { policy: 'round-down', chipCents: 100 } });
    for (const kind of ['defense', 'game-length-3', 'touchdown']) {
      const p = probeAmountBounds(t, 1, kind)!;
      expect([p.bounds.min, p.bounds.step], kind).toEqual([1_000, 1]);
      expect([p.atMin, p.atMax, p.below, p.unchanged], kind).toEqual([
        'ok',
        'ok',
        'below_table_minimum § 601a.2',
        true,
      ]);
    }
  });
});
