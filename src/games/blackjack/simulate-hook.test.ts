/** `felt simulate` (the definitions' `simulate` hook, on the worker pool) against the exact analyser. */
import { describe, expect, it } from 'vitest';
import type { OddsRow } from '../../engine/game.js';
import { blackjack, doubleAttackBlackjack, spanish21 } from './index.js';
import { blackjackSimulation } from './simulate.js';

/** Every simulated row beside the exact row of `felt odds` of the same wager and variant. */
function expectWithinError(simulated: readonly OddsRow[], exact: readonly OddsRow[]): void {
  for (const s of simulated) {
    const e = exact.find((x) => x.wager === s.wager && x.variant === s.variant);
    expect(e, `${s.wager} ${s.variant} has an exact row`).toBeDefined();
    const se = s.standardError ?? 0;
    expect(se).toBeGreaterThan(0);
    expect(Math.abs(s.houseEdge - (e?.houseEdge ?? NaN)), `${s.wager} ${s.variant}`).toBeLessThan(4 * se);
  }
}

describe('felt simulate for the blackjack family, within 4 standard errors of the exact house edge', () => {
  it.each([
    [
      'Double Attack Blackjack (665a), with Bust It',
      doubleAttackBlackjack,
      {},
      21,
      ['bust-it', 'insurance', 'main'],
    ],
    [
      'Blackjack (633a), 6 decks, H17, late surrender, 6 to 5, no side wagers offered',
      blackjack,
      { dealerHitsSoft17: true, surrender: 'late', blackjackPays: '6-to-5' },
      22,
      ['insurance', 'main'],
    ],
    ['Spanish 21 (635a), with its bonus 21s', spanish21, {}, 23, ['insurance', 'main']],
  ] as const)(
    '%s',
    async (_, game, raw, seed, wagers) => {
      const options = game.options.parse(raw);
      const seen: number[] = [];
      const report = await game.simulate!(
        options,
        { rounds: 120_000, seed, workers: 2, onProgress: (n) => seen.push(n) },
        'table',
      );
      expect(report.rounds).toBe(120_000);
      expect(report.shoes).toBeGreaterThan(120_000 / 60);
      expect(seen.at(-1)).toBe(120_000);
      expect(report.wagers.map((w) => w.wager).sort()).toEqual(wagers);
      expect(report.wagers.find((w) => w.wager === 'main')?.variant).toBe('cdz-');
      expectWithinError(report.wagers, game.odds!(options, 'table'));
    },
    120_000,
  );

  it('Blackjack with every side wager the Rules Submission offers: each beside its exact row', async () => {
    const options = blackjack.options.parse({
      houseMoney: { offered: true, ridePercent: 50 },
      straightJack: { offered: true, amount: 100_000, meterReset: 2_000_000 },
      hitAndRun: { offered: true, meterReset: 4_000 },
    });
    const report = await blackjackSimulation('blackjack', options, { rounds: 200_000, seed: 24, workers: 2 });
    const exact = blackjack.odds!(options, 'table');
    expect(report.wagers.map((w) => `${w.wager} ${w.variant}`)).toEqual(
      exact.map((w) => `${w.wager} ${w.variant}`),
    );
    expect(report.wagers.map((w) => w.wager)).toContain('hit-and-run');
    expectWithinError(report.wagers, exact);
  }, 120_000);

  it('scope `all` simulates every side wager of the game, offered or not', async () => {
    const options = blackjack.options.parse({});
    const report = await blackjackSimulation(
      'blackjack',
      options,
      { rounds: 4_000, seed: 25, workers: 2 },
      'all',
    );
    expect(report.wagers.map((w) => `${w.wager} ${w.variant}`)).toEqual(
      blackjack.odds!(options, 'all').map((w) => `${w.wager} ${w.variant}`),
    );
  }, 120_000);

  it('the same seed and workers give the same figures; another seed others', async () => {
    const o = blackjack.options.parse({});
    const a = await blackjack.simulate!(o, { rounds: 20_000, seed: 5, workers: 2 }, 'table');
    const b = await blackjack.simulate!(o, { rounds: 20_000, seed: 5, workers: 2 }, 'table');
    const c = await blackjack.simulate!(o, { rounds: 20_000, seed: 6, workers: 2 }, 'table');
    expect(b).toEqual(a);
    expect(c.wagers[0]?.houseEdge).not.toBe(a.wagers[0]?.houseEdge);
  }, 120_000);
});
