import { describe, expect, it } from 'vitest';
import { pairPlusAnalysis, sixCardBonusAnalysis } from './side-wagers.js';
import { simulateRaiseItUp } from './simulate.js';
import { raiseItUpSolution } from './solve.js';

describe('Raise It Up: a seeded simulation playing the computed strategy against the exact figures', () => {
  const rounds = 200_000;
  const sim = simulateRaiseItUp({ rounds, seed: 669, pairPlus: 'A', sixCardBonus: 'C' });
  const exact = raiseItUpSolution();

  it('ends rounds at 3rd, 4th, 5th Street or in a fold as often as the exact strategy says (4 SE)', () => {
    const f = exact.frequencies;
    const want = {
      third: f.third[1].add(f.third[2]).add(f.third[3]).valueOf(),
      fourth: f.fourth[1].add(f.fourth[2]).valueOf(),
      fifth: f.fifth.valueOf(),
      fold: f.fold.valueOf(),
    };
    for (const k of ['third', 'fourth', 'fifth', 'fold'] as const) {
      const se = Math.sqrt((want[k] * (1 - want[k])) / rounds);
      expect(Math.abs(sim.decisions[k] - want[k]), k).toBeLessThan(4 * se);
    }
  });

  it.each([
    ['main', () => exact.ev.valueOf()],
    ['pair-plus', () => pairPlusAnalysis('A').ev.valueOf()],
    ['six-card-bonus', () => sixCardBonusAnalysis('C').ev.valueOf()],
  ] as const)('%s: the simulated result is within 4 standard errors of the exact value', (wager, ev) => {
    const row = sim.rows.find((r) => r.wager === wager)!;
    expect(Math.abs(-row.houseEdge - ev())).toBeLessThan(4 * row.standardError!);
  });
});
