import { describe, expect, it } from 'vitest';
import { threeDiceFootballOdds } from './math/exact.js';
import { threeDiceFootballOptionsSchema } from './options.js';
import { DEFAULT_FRACTIONAL_POLICY } from './rules.js';

describe('Three Dice Football Rules Submission (§ 601a.2, ruling A9)', () => {
  it('an empty submission: wagers at x to 5 in multiples of 5 chips of $1', () => {
    expect(threeDiceFootballOptionsSchema.parse({})).toEqual({
      fractionalPayouts: DEFAULT_FRACTIONAL_POLICY,
      minimumWager: 500,
      maximumWager: 500_000,
    });
  });
  it('refuses an unknown policy', () => {
    expect(
      threeDiceFootballOptionsSchema.safeParse({ fractionalPayouts: { policy: 'round-up' } }).success,
    ).toBe(false);
  });
  it('round-down adds the small-stake rows, where rounding costs the player', () => {
    const o = threeDiceFootballOptionsSchema.parse({
      fractionalPayouts: { policy: 'round-down', chipCents: 500 },
    });
    const rows = threeDiceFootballOdds(o, 'table');
    const exact = rows.find((r) => r.wager === 'defense' && r.variant === '4-to-5')!;
    const oneChip = rows.find((r) => r.variant === '4-to-5-round-down-1-chip')!;
    // One chip at 4 to 5 rounds down to nothing: a win only returns the stake.
    expect(oneChip.houseEdge).toBeGreaterThan(exact.houseEdge);
    const sameAsEvenMoney = rows.find((r) => r.variant === '6-to-5-round-down-2-chips')!;
    expect(sameAsEvenMoney.exact).toBe(rows.find((r) => r.variant === '6-to-5-round-down-1-chip')!.exact);
    expect(threeDiceFootballOdds(threeDiceFootballOptionsSchema.parse({}), 'table')).toHaveLength(19);
  });
});
