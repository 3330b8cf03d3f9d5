import { describe, expect, it } from 'vitest';
import { rational, type Rational } from '../../../core/rational.js';
import { SeededRng } from '../../../core/rng.js';
import { DEFAULT_PROPS_AND_HOPS_OPTIONS, LAMMER_BOXES, waysOf, type Combination } from '../rules.js';
import { oddsRow } from '../../../math/dice-exact.js';
import { propsAndHopsOddsRows, propsAndHopsWagerSpecs, sixEightShakeWithTakeDown } from './exact.js';
import { simulateChain } from '../../../math/dice-simulate.js';

const rows = propsAndHopsOddsRows(DEFAULT_PROPS_AND_HOPS_OPTIONS);
const exactOf = (wager: string, variant?: string): string =>
  rows.find((r) => r.wager === wager && (variant === undefined || r.variant === variant))!.exact;

describe('published and counted figures', () => {
  it('Double at 30 to 1: 13.89 %; Any Number at 15 to 1: 11.11 %; Field: 5.56 %', () => {
    for (const v of ['2', '4', '6', '8', '10', '12']) expect(exactOf('double', v)).toBe('5/36');
    expect(rows.filter((r) => r.wager === 'any-number').map((r) => r.exact)).toEqual(
      new Array(15).fill('1/9'),
    );
    expect(exactOf('field')).toBe('1/18');
  });
  it('1-6 and Under / 3-4 and Over win 17 ways in 36 at even money', () => {
    // 15 ways under 7 plus the two ways of 1-6: 1 - 2 * 17/36.
    expect(exactOf('one-six-and-under')).toBe('1/18');
    expect(exactOf('three-four-and-over')).toBe('1/18');
  });
  it('a Hop row is 1 - ways/36 * (a+b)/b for its region', () => {
    const ways = (cs: readonly Combination[]) => cs.reduce((n, c) => n + waysOf(c), 0);
    const check = (wager: string, cs: readonly Combination[], a: number, b: number) => {
      const e = rational(1).sub(rational(ways(cs) * (a + b), 36 * b));
      expect(exactOf(wager)).toBe(`${e.s * e.n}/${e.d}`);
    };
    const r = DEFAULT_PROPS_AND_HOPS_OPTIONS.hopRegions;
    check('hop-the-top', r.top, 3, 2);
    check('hop-the-left', r.left, 2, 1);
    check('hop-the-right', r.right, 2, 1);
    check('hop-the-center', r.center, 3, 2);
  });
});

describe('Six Eight Shake', () => {
  /** Independent method: P(all six boxes before a 7) by inclusion-exclusion. */
  function allBeforeSeven(): Rational {
    let sum = rational(0);
    for (let mask = 0; mask < 1 << LAMMER_BOXES.length; mask += 1) {
      let ways = 6;
      let sign = 1;
      LAMMER_BOXES.forEach((c, i) => {
        if (mask & (1 << i)) {
          ways += waysOf(c);
          sign = -sign;
        }
      });
      sum = sum.add(rational(sign * 6, ways));
    }
    return sum;
  }
  it('agrees exactly with inclusion-exclusion', () => {
    const edge = rational(1).sub(allBeforeSeven().mul(151));
    expect(exactOf('six-eight-shake')).toBe(`${edge.s * edge.n}/${edge.d}`);
  });
  it('taking it down never helps once a lammer is collected (spec ruling B3: it then favours the player)', () => {
    const { spec, removeAt } = sixEightShakeWithTakeDown();
    expect(removeAt).toEqual([]);
    expect(oddsRow(spec).exact).toBe(exactOf('six-eight-shake'));
  });
  it('reports the expected rolls to a decision', () => {
    const r = rows.find((x) => x.wager === 'six-eight-shake')!;
    expect(r.expectedRolls).toBeGreaterThan(1);
    expect(r.expectedRollsExact).toMatch(/^\d+\/\d+$/);
  });
});

describe('every row agrees with a seeded simulation of the same chain', () => {
  const specs = propsAndHopsWagerSpecs(DEFAULT_PROPS_AND_HOPS_OPTIONS);
  it.each(specs.map((s, i) => [`${s.wager} ${s.variant}`, s, i] as const))('%s', (_n, spec, i) => {
    const exact = rows[i]!;
    const sim = simulateChain(spec.chain, SeededRng.fromSeed(500 + i), 20_000);
    expect(Math.abs(-sim.meanPayoff - exact.houseEdge)).toBeLessThan(4 * sim.payoffStandardError);
    if (exact.expectedRolls !== undefined)
      expect(Math.abs(sim.meanRolls - exact.expectedRolls)).toBeLessThan(4 * sim.rollsStandardError);
  });
});
