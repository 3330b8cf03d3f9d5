/**
 * Properties every ranking system must have: a total, consistent order (integer strengths, compare agrees
 * with itself both ways), classes from the system's list, cards used taken from the hand, and suits that
 * never matter where the rule says all suits are equal (§ 637a.6(c), § 669a.6(a)); lowball and Badugi
 * orders against the spec's reference comparators (blackjack-and-poker.md D.6).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JOKER, formatCards } from '../core/cards.js';
import {
  aceToFiveCompare,
  badugiCompare,
  compareKeys,
  deuceToSevenCompare,
  highKey5,
  type Key,
} from './fixtures/reference.js';
import { SYSTEMS, compareHands, evaluateHand, type RankingOptions, type SystemId } from './index.js';

const handOf = (id: SystemId): fc.Arbitrary<number[]> => {
  const system = SYSTEMS[id];
  const max = system.joker ? 52 : 51;
  return fc
    .constantFrom(...system.sizes)
    .chain((n) => fc.uniqueArray(fc.integer({ min: 0, max }), { minLength: n, maxLength: n }));
};

const strength = (id: SystemId, hand: readonly number[], options: RankingOptions = {}): number => {
  const r = evaluateHand(id, hand, options);
  if (!r.ok) throw new Error(`${id} ${formatCards(hand)}: ${r.error.message}`);
  return r.value.strength;
};

/** Applies a permutation of the four suits (the joker stays the joker). */
const relabel = (hand: readonly number[], perm: readonly number[]): number[] =>
  hand.map((c) => (c === JOKER ? c : (c & ~3) | (perm[c & 3] as number)));

const ALL_OPTIONS: RankingOptions = { miniRoyal: true, superRoyal: true };
const runs = (id: SystemId): number => (id === 'asia-bonus' ? 60 : 300);

describe.each(Object.keys(SYSTEMS) as SystemId[])('%s', (id) => {
  it('evaluates to an integer strength, a listed class and cards from the hand', () => {
    fc.assert(
      fc.property(handOf(id), (hand) => {
        const r = evaluateHand(id, hand, ALL_OPTIONS);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(Number.isSafeInteger(r.value.strength)).toBe(true);
        expect(SYSTEMS[id].classes).toContain(r.value.class);
        for (const c of r.value.cards) expect(hand).toContain(c);
        expect(r.value.description.length).toBeGreaterThan(0);
      }),
      { numRuns: runs(id) },
    );
  });

  it('compares consistently both ways', () => {
    fc.assert(
      fc.property(handOf(id), handOf(id), (a, b) => {
        const ab = compareHands(id, a, b);
        const ba = compareHands(id, b, a);
        expect(ab.ok && ba.ok).toBe(true);
        if (!ab.ok || !ba.ok) return;
        const flip = { first: 'second', second: 'first', tie: 'tie' } as const;
        expect(ba.value.winner).toBe(flip[ab.value.winner]);
        const d = strength(id, a) - strength(id, b);
        expect(ab.value.winner).toBe(d > 0 ? 'first' : d < 0 ? 'second' : 'tie');
      }),
      { numRuns: runs(id) },
    );
  });

  it('gives the same strength when the suits are renamed (all suits are equal in rank)', () => {
    fc.assert(
      fc.property(
        handOf(id),
        fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
        (hand, perm) => {
          expect(strength(id, relabel(hand, perm), ALL_OPTIONS)).toBe(strength(id, hand, ALL_OPTIONS));
        },
      ),
      { numRuns: runs(id) },
    );
  });
});

describe('suits do not matter at all where straights and flushes are ignored or cannot occur', () => {
  it.each<SystemId>(['ace-to-five', 'hi-lo-high', 'hi-lo-low', 'asia-medium', 'asia-low', 'omaha-low8'])(
    '%s: any change of suits keeps the strength',
    (id) => {
      fc.assert(
        fc.property(
          handOf(id),
          fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 10, maxLength: 10 }),
          (hand, suits) => {
            const changed = hand.map((c, i) => (c === JOKER ? c : (c & ~3) | (suits[i] as number)));
            fc.pre(new Set(changed).size === changed.length);
            expect(strength(id, changed)).toBe(strength(id, hand));
          },
        ),
        { numRuns: 300 },
      );
    },
  );
});

describe('lowball and Badugi orders match the reference comparators (spec D.6)', () => {
  const pair = (n: number): fc.Arbitrary<[number[], number[]]> =>
    fc
      .uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 2 * n, maxLength: 2 * n })
      .map((cs) => [cs.slice(0, n), cs.slice(n)]);
  const check = (id: SystemId, n: number, reference: (a: number[], b: number[]) => number): void =>
    fc.assert(
      fc.property(pair(n), ([a, b]) => {
        expect(Math.sign(strength(id, a) - strength(id, b)), `${formatCards(a)} vs ${formatCards(b)}`).toBe(
          reference(a, b),
        );
      }),
      { numRuns: 3000 },
    );
  it('deuce-to-seven (§ 637a.20(k)(3))', () => check('deuce-to-seven', 5, deuceToSevenCompare));
  it('ace-to-five (§ 637a.20(k)(4))', () => check('ace-to-five', 5, aceToFiveCompare));
  it('badugi (§ 637a.21(k))', () => check('badugi', 4, (a, b) => badugiCompare(a, b, false)));
  it('badeucey (§ 637a.20(l)(1))', () => check('badeucey', 5, (a, b) => badugiCompare(a, b, true)));
  it('badacey (§ 637a.20(l)(2))', () => check('badacey', 5, (a, b) => badugiCompare(a, b, false)));
});

describe('five-card Omaha (§ 637a.19(k)-(l)) against a brute-force reference', () => {
  const subsets = <T>(items: readonly T[], k: number): T[][] =>
    k === 0 ? [[]] : items.flatMap((x, i) => subsets(items.slice(i + 1), k - 1).map((s) => [x, ...s]));
  const tenCards = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 10, maxLength: 10 });

  it('the high hand is the best two hole cards plus three board cards', () => {
    fc.assert(
      fc.property(tenCards, tenCards, (a, b) => {
        const best = (h: number[]): Key =>
          subsets(h.slice(0, 5), 2)
            .flatMap((two) => subsets(h.slice(5), 3).map((three) => highKey5([...two, ...three])))
            .reduce((x, y) => (compareKeys(x, y) >= 0 ? x : y));
        const board = a.slice(5);
        const other = [...b.filter((c) => !board.includes(c)).slice(0, 5)];
        fc.pre(other.length === 5);
        const b2 = [...other, ...board];
        expect(Math.sign(strength('omaha-high', a) - strength('omaha-high', b2))).toBe(
          compareKeys(best(a), best(b2)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('the low hand qualifies exactly when some two-plus-three has five different ranks of eight or below', () => {
    fc.assert(
      fc.property(tenCards, (h) => {
        const low = (c: number): number => (Math.floor(c / 4) === 12 ? 1 : Math.floor(c / 4) + 2);
        const qualifies = subsets(h.slice(0, 5), 2).some((two) =>
          subsets(h.slice(5), 3).some((three) => {
            const v = [...two, ...three].map(low);
            return new Set(v).size === 5 && v.every((x) => x <= 8);
          }),
        );
        const r = evaluateHand('omaha-low8', h);
        expect(r.ok && r.value.class).toBe(qualifies ? 'low' : 'no-low');
      }),
      { numRuns: 1000 },
    );
  });
});
