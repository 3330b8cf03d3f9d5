import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { cards as parse } from '../../../core/cards.js';
import { highStrength6 } from '../../../rankings/high.js';
import { forEachSubset, suitKey } from '../../../math/deck-subsets.js';
import { MAIN_PAYTABLES } from './paytables.js';
import { mainHandOf, payoffTables, raiseItUpSolution, solveRaiseItUp, type Multiple } from './solve.js';

describe('Raise It Up main wager, optimal strategy (§ 669a.11(b)-(i), § 669a.12(b)-(d), A-AMB-1, A-AMB-17)', () => {
  const s = raiseItUpSolution();

  it('the house edge is the published 3.50 % of the Ante (Wizard of Odds: 3.70 % for a basic strategy 0.20 % worse)', () => {
    expect(Math.round(-s.ev.valueOf() * 10_000) / 100).toBe(3.5);
  });

  it('solves every situation class once: 1,755 three-card, 16,432 four-card, 134,459 five-card', () => {
    expect(s.situations).toEqual({ third: 1755, fourth: 16432, fifth: 134459 });
    expect(s.evaluations).toBe(134459 * 47);
  });

  it('the suit classes are the published counts of suit-isomorphic hands', () => {
    for (const [k, n] of [
      [3, 1755],
      [4, 16432],
    ] as const) {
      const keys = new Set<number>();
      forEachSubset(k, (c) => keys.add(suitKey(c)));
      expect(keys.size).toBe(n);
    }
  });

  it('every hand ends exactly one way: a raise at 3rd, 4th or 5th Street, or a fold', () => {
    const f = s.frequencies;
    const all = [f.third[1], f.third[2], f.third[3], f.fourth[1], f.fourth[2], f.fifth, f.fold];
    expect(all.reduce((a, b) => a.add(b), new Fraction(0)).equals(1)).toBe(true);
    // A smaller raise is never better: checking keeps it available one street later.
    expect([f.third[1], f.third[2], f.fourth[1]].every((x) => x.equals(0))).toBe(true);
  });

  it('a policy that always raises 3x is worth Ante + Blind + 3 Play over all C(52,6) six-card sets', () => {
    const always = solveRaiseItUp(MAIN_PAYTABLES, (_cards, street) => (street === 'third' ? 3 : 0));
    const { base, mult, scale } = payoffTables();
    let sum = 0;
    for (let a = 0; a < 47; a += 1)
      for (let b = a + 1; b < 48; b += 1)
        for (let c = b + 1; c < 49; c += 1)
          for (let d = c + 1; d < 50; d += 1)
            for (let e = d + 1; e < 51; e += 1)
              for (let f = e + 1; f < 52; f += 1) {
                const st = highStrength6(a, b, c, d, e, f);
                sum += base[st]! + 3 * mult[st]!;
              }
    expect(always.ev.equals(new Fraction(sum, 20_358_520 * scale))).toBe(true);
    expect(always.ev.compare(s.ev)).toBeLessThan(0);
  });

  it('pricing the optimal decisions as a policy gives the optimal value again', () => {
    const policy = (cards: readonly number[]): Multiple => s.situation(cards).chosen;
    expect(solveRaiseItUp(MAIN_PAYTABLES, policy).ev.equals(s.ev)).toBe(true);
  });

  it('grades the qualifier from the pair rank (§ 669a.11(i)(2)): 10s qualify, 9s do not', () => {
    const strength = (t: string): number => {
      const c = parse(t) as [number, number, number, number, number, number];
      return highStrength6(...c);
    };
    expect(mainHandOf(strength('Th Tc 2d 5s 7h 8c'))).toBe('pair-of-10s-or-better');
    expect(mainHandOf(strength('9h 9c 2d 5s 7h Kc'))).toBeNull();
    expect(mainHandOf(strength('9h 9c 2d 2s 7h Kc'))).toBe('two-pair');
    expect(mainHandOf(strength('Ah Kh Qh Jh Th 9h'))).toBe('royal-flush');
  });
});
