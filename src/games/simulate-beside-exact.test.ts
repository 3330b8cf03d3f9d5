/**
 * `felt simulate` sets each simulated wager beside its exact figure from `felt odds` (issue 13: "checked
 * against the exact figures"): for every registered game with both, each simulated row names a wager and
 * variant the odds list too, under the same scope. A row named otherwise prints "-" where the exact figure
 * belongs (Three Card Poker's did, as "simulated"; Spanish 21's main row did, as "cdz-no-bonuses").
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from './registry.js';

const both = [...GAMES.values()].filter((g) => g.simulate && g.odds);

describe('every simulated wager stands beside its exact figure', () => {
  it('covers every game that has a simulator', () => {
    expect(both.map((g) => g.id)).toEqual([...GAMES.values()].filter((g) => g.simulate).map((g) => g.id));
  });

  it.each(both.map((g) => [g.id, g] as const))(
    '%s',
    async (_, g) => {
      const options = g.options.parse({});
      for (const scope of ['all', 'table'] as const) {
        const exact = new Set(g.odds!(options, scope).map((r) => `${r.wager} / ${r.variant}`));
        const report = await g.simulate!(options, { rounds: 200, seed: 1, workers: 1 }, scope);
        expect(report.wagers.length).toBeGreaterThan(0);
        expect(report.wagers.map((w) => `${w.wager} / ${w.variant}`).filter((k) => !exact.has(k))).toEqual(
          [],
        );
      }
    },
    240_000,
  );
});
