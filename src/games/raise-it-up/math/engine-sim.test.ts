/**
 * The engine, playing the analyser's optimal strategy on seeded rounds, agrees with the exact house
 * edges: the main wager (Ante, Blind and Play, per unit of the Ante; with the Blind's row as a control
 * variate, and raw), Pair Plus and the Six Card Bonus, each within three standard errors of the
 * simulation, and the rounds end where the exact solution says as often as it says.
 */
import { describe, expect, it } from 'vitest';
import { toNumber } from '../../../core/rational.js';
import { raiseItUp } from '../index.js';
import { simulateEngine } from './engine-sim.js';
import { pairPlusAnalysis, sixCardBonusAnalysis } from './side-wagers.js';
import { raiseItUpSolution } from './solve.js';

/** About ten seconds on one core with the solve; the main wager's standard error is then about 0.02. */
const ROUNDS = 50_000;

describe('the engine playing the optimal strategy (seeded)', () => {
  it('matches the exact house edges within three standard errors', () => {
    const options = raiseItUp.options.parse({ pairPlus: 'A', sixCardBonus: 'C', progressive: null });
    const report = simulateEngine(options, { rounds: ROUNDS, seed: 669 });
    const exact = {
      main: -toNumber(raiseItUpSolution().ev),
      'pair-plus': -toNumber(pairPlusAnalysis('A').ev),
      'six-card-bonus': -toNumber(sixCardBonusAnalysis('C').ev),
    };
    for (const row of report.rows) {
      const want = exact[row.wager as keyof typeof exact];
      expect(
        Math.abs(row.houseEdge - want),
        `${row.wager}: ${row.houseEdge} vs ${want} ± ${row.standardError}`,
      ).toBeLessThan(3 * (row.standardError ?? 0));
    }
    // The raw mean, without the control variate, agrees too (within its larger error).
    expect(Math.abs(-report.mainRaw.mean - exact.main)).toBeLessThan(3 * report.mainRaw.standardError);
    // Where the rounds end (a raise at 3rd, 4th or 5th Street, or a fold) against the exact frequencies.
    const f = raiseItUpSolution().frequencies;
    const want = {
      third: toNumber(f.third[1].add(f.third[2]).add(f.third[3])),
      fourth: toNumber(f.fourth[1].add(f.fourth[2])),
      fifth: toNumber(f.fifth),
      fold: toNumber(f.fold),
    };
    for (const k of ['third', 'fourth', 'fifth', 'fold'] as const) {
      const se = Math.sqrt((want[k] * (1 - want[k])) / ROUNDS);
      expect(Math.abs(report.decisions[k] - want[k]), k).toBeLessThan(4 * se);
    }
  });
});
