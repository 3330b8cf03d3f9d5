/** `felt simulate` (the definitions' `simulate` hook, on the worker pool) against the exact analyser. */
import { describe, expect, it } from 'vitest';
import { blackjack, doubleAttackBlackjack, spanish21, type BlackjackGame } from './index.js';
import { analyseBlackjack } from './math/index.js';
import { tableOf } from './options.js';

const exactEdge = (game: BlackjackGame, raw: Record<string, unknown>): number => {
  const rules = tableOf(game.id as 'blackjack', game.options.parse(raw)).rules;
  // Spanish 21's simulation leaves the bonus 21s unpaid: its exact figure is the same rules without them.
  return analyseBlackjack({ ...rules, bonuses: null }).houseEdge;
};

describe('felt simulate for the blackjack family, within 4 standard errors of the exact house edge', () => {
  it.each([
    ['Double Attack Blackjack (665a)', doubleAttackBlackjack, {}, 'cdz-', 21],
    [
      'Blackjack (633a), 6 decks, H17, late surrender, 6 to 5',
      blackjack,
      { dealerHitsSoft17: true, surrender: 'late', blackjackPays: '6-to-5' },
      'cdz-',
      22,
    ],
    ['Spanish 21 (635a), bonuses unpaid', spanish21, {}, 'cdz-no-bonuses', 23],
  ] as const)(
    '%s',
    async (_, game, raw, variant, seed) => {
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
      const [row] = report.wagers;
      expect(row?.wager).toBe('main');
      expect(row?.variant).toBe(variant);
      const se = row?.standardError ?? 0;
      expect(se).toBeGreaterThan(0.001);
      expect(Math.abs((row?.houseEdge ?? NaN) - exactEdge(game, raw))).toBeLessThan(4 * se);
    },
    120_000,
  );

  it('the same seed and workers give the same figures; another seed others', async () => {
    const o = blackjack.options.parse({});
    const a = await blackjack.simulate!(o, { rounds: 20_000, seed: 5, workers: 2 }, 'table');
    const b = await blackjack.simulate!(o, { rounds: 20_000, seed: 5, workers: 2 }, 'table');
    const c = await blackjack.simulate!(o, { rounds: 20_000, seed: 6, workers: 2 }, 'table');
    expect(b).toEqual(a);
    expect(c.wagers[0]?.houseEdge).not.toBe(a.wagers[0]?.houseEdge);
  }, 120_000);
});
