import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cards, formatCards } from '../core/cards.js';
import { SeededRng } from '../core/rng.js';
import { HIGH_CLASS_OF_KEY, bestHighKey, compareKeys, highKey5 } from './fixtures/reference.js';
import {
  HIGH_CLASSES,
  HIGH_STRENGTH_COUNT,
  highClassOf,
  highStrength,
  highStrength5,
  highStrength6,
  highStrength7,
} from './high.js';
import { evaluateHand } from './index.js';

/** n distinct cards from a seeded generator. */
function deal(rng: SeededRng, n: number, deckSize = 52): number[] {
  const out: number[] = [];
  while (out.length < n) {
    const c = rng.nextInt(deckSize);
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

const byClass = (counts: number[]): Record<string, number> =>
  Object.fromEntries(HIGH_CLASSES.map((name, i) => [name, counts[i] ?? 0]));

describe('high (§ 637a.6): all 2,598,960 five-card hands', () => {
  it('match the published class counts and the reference ordering, hand by hand', () => {
    const counts = new Array<number>(HIGH_CLASSES.length).fill(0);
    const keyOf = new Map<number, string>();
    let mismatches = 0;
    for (let a = 0; a < 52; a += 1)
      for (let b = a + 1; b < 52; b += 1)
        for (let c = b + 1; c < 52; c += 1)
          for (let d = c + 1; d < 52; d += 1)
            for (let e = d + 1; e < 52; e += 1) {
              const s = highStrength5(a, b, c, d, e);
              const cls = highClassOf(s);
              counts[HIGH_CLASSES.indexOf(cls)]! += 1;
              const key = highKey5([a, b, c, d, e]);
              if (HIGH_CLASS_OF_KEY(key) !== cls) mismatches += 1;
              const text = key.join(',');
              const seen = keyOf.get(s);
              if (seen === undefined) keyOf.set(s, text);
              else if (seen !== text) mismatches += 1;
            }
    expect(mismatches).toBe(0);
    // Published five-card figures (52-card deck).
    expect(byClass(counts)).toEqual({
      'royal-flush': 4,
      'straight-flush': 36,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10200,
      'three-of-a-kind': 54912,
      'two-pair': 123552,
      pair: 1098240,
      'high-card': 1302540,
    });
    // 7,462 distinct strengths, and their order is the reference order.
    expect(keyOf.size).toBe(7462);
    expect(HIGH_STRENGTH_COUNT).toBe(7462);
    const ordered = [...keyOf.entries()].sort((x, y) => x[0] - y[0]).map((e) => e[1].split(',').map(Number));
    for (let i = 1; i < ordered.length; i += 1) expect(compareKeys(ordered[i]!, ordered[i - 1]!)).toBe(1);
  });
});

describe('high: all 20,358,520 six-card hands (best five of six, § 669a.11(i)(2))', () => {
  it('match the published six-card class counts', () => {
    const counts = new Array<number>(HIGH_CLASSES.length).fill(0);
    const classOf = Uint8Array.from({ length: 7463 }, (_, s) =>
      s === 0 ? 0 : HIGH_CLASSES.indexOf(highClassOf(s)),
    );
    for (let a = 0; a < 52; a += 1)
      for (let b = a + 1; b < 52; b += 1)
        for (let c = b + 1; c < 52; c += 1)
          for (let d = c + 1; d < 52; d += 1)
            for (let e = d + 1; e < 52; e += 1)
              for (let f = e + 1; f < 52; f += 1) counts[classOf[highStrength6(a, b, c, d, e, f)]!]! += 1;
    expect(byClass(counts)).toEqual({
      'royal-flush': 188,
      'straight-flush': 1656,
      'four-of-a-kind': 14664,
      'full-house': 165984,
      flush: 205792,
      straight: 361620,
      'three-of-a-kind': 732160,
      'two-pair': 2532816,
      pair: 9730740,
      'high-card': 6612900,
    });
  });
});

describe('high: seven-card hands against the brute-force reference', () => {
  it('orders 20,000 random pairs exactly as the reference does', () => {
    const rng = SeededRng.fromSeed(637);
    for (let i = 0; i < 20_000; i += 1) {
      const x = deal(rng, 7);
      const y = deal(rng, 7);
      const sx = highStrength7(x[0]!, x[1]!, x[2]!, x[3]!, x[4]!, x[5]!, x[6]!);
      const sy = highStrength(y);
      const kx = bestHighKey(x);
      expect(highClassOf(sx), formatCards(x)).toBe(HIGH_CLASS_OF_KEY(kx));
      expect(Math.sign(sx - sy), `${formatCards(x)} vs ${formatCards(y)}`).toBe(
        compareKeys(kx, bestHighKey(y)),
      );
    }
  });

  it('gives 5, 6 and 7 cards the strength of their best five', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 7 }), (hand) => {
        const key = bestHighKey(hand);
        const five = evaluateHand('high', hand);
        expect(five.ok).toBe(true);
        if (five.ok) {
          expect(five.value.cards).toHaveLength(5);
          expect(highStrength(five.value.cards)).toBe(highStrength(hand));
          expect(highKey5(five.value.cards)).toEqual(key);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects other sizes in the array entry point', () => {
    expect(() => highStrength(cards('As Kd Qh Jc'))).toThrow(RangeError);
  });
});

describe('high: descriptions and cards used (§ 637a.6)', () => {
  it.each([
    ['As Ks Qs Js Ts 2c 3d', 'royal-flush', 'Royal flush', 'As Ks Qs Js Ts'],
    ['9h 8h 7h 6h 5h Ah Kh', 'straight-flush', 'Straight flush, nine high', '9h 8h 7h 6h 5h'],
    ['5d 4d 3d 2d Ad Kc Kh', 'straight-flush', 'Straight flush, five high', '5d 4d 3d 2d Ad'],
    ['Kc Kd Kh Ks 2c 2d Ah', 'four-of-a-kind', 'Four of a kind, kings', 'Ks Kh Kd Kc Ah'],
    ['Kc Kd Kh 3s 3c 2d 9h', 'full-house', 'Full house, kings over threes', 'Kh Kd Kc 3s 3c'],
    ['Kc Kd Kh 3s 3c 3d 9h', 'full-house', 'Full house, kings over threes', 'Kh Kd Kc 3s 3c'],
    ['Ah 9h 7h 4h 2h Ks Kd', 'flush', 'Flush, ace high', 'Ah 9h 7h 4h 2h'],
    ['Ac 2d 3h 4s 5c 9d Jh', 'straight', 'Straight, five high', '5c 4s 3h 2d Ac'],
    ['7c 7d 7h Ks 2c 4d 9h', 'three-of-a-kind', 'Three of a kind, sevens', '7h 7d 7c Ks 9h'],
    ['Ac Ad Kh Ks Qc Qd 9h', 'two-pair', 'Two pair, aces and kings', 'Ad Ac Ks Kh Qc'],
    ['Jc Jd 2h 5s 7c 9d Kh', 'pair', 'Pair of jacks', 'Jd Jc Kh 9d 7c'],
    ['Ac 3d 5h 7s 9c Jd 2h', 'high-card', 'High card, ace', 'Ac Jd 9c 7s 5h'],
  ])('%s is %s: %s', (hand, cls, description, used) => {
    const value = evaluateHand('high', hand);
    expect(value.ok && value.value.class).toBe(cls);
    expect(value.ok && value.value.description).toBe(description);
    expect(value.ok && formatCards(value.value.cards)).toBe(used);
  });
});
