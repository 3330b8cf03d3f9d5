import { describe, expect, it } from 'vitest';
import { rational, type Rational } from '../core/rational.js';
import { SeededRng } from '../core/rng.js';
import {
  absorptionProbability,
  enumerateDice,
  oddsRow,
  oneRoll,
  solveChain,
  type Chain,
} from './dice-exact.js';
import { simulateChain } from './dice-simulate.js';
import { cite } from '../core/citation.js';

/** Gambler's ruin on 0..n, up with probability p: a chain with cycles whose answer has a closed form. */
function ruin(n: number, start: number, p: Rational): Chain<number> {
  const q = rational(1).sub(p);
  return {
    start,
    key: String,
    step: (i) => [
      i + 1 === n ? { p, payoff: rational(1) } : { p, to: i + 1 },
      i - 1 === 0 ? { p: q, payoff: rational(-1) } : { p: q, to: i - 1 },
    ],
  };
}

describe('solveChain', () => {
  it("fair gambler's ruin: P(reach n from i) = i/n, expected steps i(n-i)", () => {
    const s = solveChain(ruin(5, 2, rational(1, 2)));
    // P(up) = 2/5, so E[payoff] = 2/5 - 3/5.
    expect(s.expectedPayoff.equals(rational(-1, 5))).toBe(true);
    expect(s.expectedRolls.equals(rational(6))).toBe(true);
  });
  it("biased gambler's ruin: P = (1 - r^i)/(1 - r^n) with r = q/p", () => {
    const p = rational(1, 3);
    const won = absorptionProbability(ruin(4, 1, p), (x) => x.gt(0));
    // r = 2: (1 - 2) / (1 - 16) = 1/15.
    expect(won.equals(rational(1, 15))).toBe(true);
  });
  it('refuses branches that do not sum to 1', () => {
    const bad: Chain<'s'> = {
      start: 's',
      key: String,
      step: () => [{ p: rational(1, 2), payoff: rational(1) }],
    };
    expect(() => solveChain(bad)).toThrow(/sum/);
  });
  it('agrees with a seeded simulation within 4 standard errors', () => {
    const chain = ruin(7, 3, rational(9, 20));
    const exact = solveChain(chain);
    const sim = simulateChain(chain, SeededRng.fromSeed(7), 40_000);
    expect(Math.abs(sim.meanPayoff - exact.expectedPayoff.valueOf())).toBeLessThan(
      4 * sim.payoffStandardError,
    );
    expect(Math.abs(sim.meanRolls - exact.expectedRolls.valueOf())).toBeLessThan(4 * sim.rollsStandardError);
  });
});

describe('enumeration and rows', () => {
  it('enumerates 6^n ordered outcomes', () => {
    expect(enumerateDice(2)).toHaveLength(36);
    expect(enumerateDice(3)).toHaveLength(216);
    expect(new Set(enumerateDice(3).map((d) => d.join(''))).size).toBe(216);
  });
  it('a one-roll row has no expected rolls; a multi-roll row has both forms', () => {
    const sevens = oneRoll(enumerateDice(2), (d) => (d[0]! + d[1]! === 7 ? rational(4) : rational(-1)));
    const row = oddsRow({
      wager: 'any-seven',
      variant: '4-to-1',
      citation: cite('§ 623a.5'),
      chain: sevens,
      multiRoll: false,
    });
    expect(row).toEqual({
      wager: 'any-seven',
      variant: '4-to-1',
      houseEdge: 1 / 6,
      exact: '1/6',
      method: 'exact',
      citation: '§ 623a.5',
    });
    const multi = oddsRow({
      wager: 'x',
      variant: 'y',
      citation: cite('§ 623a.5'),
      chain: ruin(5, 2, rational(1, 2)),
      multiRoll: true,
    });
    expect(multi).toMatchObject({ exact: '1/5', expectedRolls: 6, expectedRollsExact: '6/1' });
  });
});
