/**
 * Full enumerations of the smaller systems, against published figures or figures computed here by
 * counting combinations (an independent second method).
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../core/cards.js';
import { badugiKey } from './fixtures/reference.js';
import { asiaHandScore, asiaHandScoreAllSubstitutes, asiaClassOf } from './asia.js';
import type { RankingOptions } from './types.js';
import { SYSTEMS } from './index.js';
import { aceToFiveKey, deuceToSevenRaw } from './poker.js';
import { HIGH_CLASSES } from './high.js';

const C = (n: number, k: number): number => (k === 0 ? 1 : (C(n - 1, k - 1) * n) / k);

function forEachHand(k: number, visit: (hand: Card[]) => void, deckSize = 52): void {
  const hand: Card[] = [];
  const rec = (start: number): void => {
    if (hand.length === k) return visit(hand);
    for (let c = start; c <= deckSize - (k - hand.length); c += 1) {
      hand.push(c);
      rec(c + 1);
      hand.pop();
    }
  };
  rec(0);
}

const tally = (k: number, classify: (hand: Card[]) => string, deckSize = 52): Record<string, number> => {
  const out: Record<string, number> = {};
  forEachHand(
    k,
    (hand) => {
      const cls = classify(hand);
      out[cls] = (out[cls] ?? 0) + 1;
    },
    deckSize,
  );
  return out;
};

describe('three-card (§ 649a.6, § 669a.6(c)): all 22,100 hands', () => {
  it('match the published three-card counts, A-2-3 a straight (ruling A-AMB-7)', () => {
    const cls =
      (miniRoyal: boolean) =>
      (hand: Card[]): string =>
        SYSTEMS['three-card'].evaluate(hand, { miniRoyal }).class;
    expect(tally(3, cls(false))).toEqual({
      'straight-flush': 48,
      'three-of-a-kind': 52,
      straight: 720,
      flush: 1096,
      pair: 3744,
      'high-card': 16440,
    });
    // The mini-royal (A-K-Q suited, one per suit, ruling T-1) comes out of the straight flushes.
    const mini = tally(3, cls(true));
    expect(mini['mini-royal-flush']).toBe(4);
    expect(mini['straight-flush']).toBe(48 - 4);
  });
});

describe('lowball (§ 637a.20(k)): all 2,598,960 five-card hands', () => {
  it('ace-to-five: classes by pairing only, counted by combinations', () => {
    const names = ['no-pair', 'pair', 'two-pair', 'three-of-a-kind', 'full-house', 'four-of-a-kind'];
    const got = tally(5, (hand) => names[Math.floor(aceToFiveKey(hand) / 0x100000)]!);
    expect(got).toEqual({
      'no-pair': C(13, 5) * 4 ** 5,
      pair: 13 * C(4, 2) * C(12, 3) * 4 ** 3,
      'two-pair': C(13, 2) * C(4, 2) ** 2 * 11 * 4,
      'three-of-a-kind': 13 * C(4, 3) * C(12, 2) * 4 ** 2,
      'full-house': 13 * C(4, 3) * 12 * C(4, 2),
      'four-of-a-kind': 13 * 12 * 4,
    });
  });

  it('deuce-to-seven: the published high counts with A-2-3-4-5 moved out of the straights', () => {
    const got = tally(5, (hand) => HIGH_CLASSES[Math.floor(deuceToSevenRaw(hand) / 0x100000)]!);
    const wheelsSuited = 4;
    const wheelsOffsuit = 4 ** 5 - 4;
    expect(got).toEqual({
      'straight-flush': 40 - wheelsSuited,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108 + wheelsSuited,
      straight: 10200 - wheelsOffsuit,
      'three-of-a-kind': 54912,
      'two-pair': 123552,
      pair: 1098240,
      'high-card': 1302540 + wheelsOffsuit,
    });
  });
});

describe('badugi (§ 637a.21(k)): all 270,725 four-card hands', () => {
  it('four-card Badugis are the 13 x 12 x 11 x 10 rank-to-suit assignments, and every class agrees with the reference', () => {
    const names = ['one-card', 'two-card', 'three-card', 'badugi'];
    const got = tally(4, (hand) => SYSTEMS.badugi.evaluate(hand, {}).class);
    const reference = tally(4, (hand) => names[-(badugiKey(hand, false)[0] as number) - 1]!);
    expect(got).toEqual(reference);
    expect(got.badugi).toBe(13 * 12 * 11 * 10);
    // one-card hands: all four cards of one suit, or all four of one rank
    expect(got['one-card']).toBe(4 * C(13, 4) + 13);
  });
});

describe('asia-high (§ 659a.6(b)): all C(52, 4) = 270,725 natural four-card hands', () => {
  it('match the counts of combinations of each class', () => {
    const got = tally(4, (hand) => asiaClassOf(asiaHandScore(hand)));
    const sequences = 11; // A-2-3-4, 2-3-4-5 ... 10-J-Q-K, A-K-Q-J
    const straightFlushes = (sequences - 1) * 4;
    expect(got).toEqual({
      'four-aces': 1,
      'royal-flush': 4,
      'straight-flush': straightFlushes,
      'four-of-a-kind': 12,
      flush: 4 * C(13, 4) - sequences * 4,
      straight: sequences * 4 ** 4 - sequences * 4,
      'three-of-a-kind': 13 * C(4, 3) * 12 * 4,
      'two-pair': C(13, 2) * C(4, 2) ** 2,
      pair: 13 * C(4, 2) * C(12, 2) * 4 ** 2,
      'no-hand': (C(13, 4) - sequences) * (4 ** 4 - 4),
    });
  });

  it('with the joker: all C(52, 3) = 22,100 hands; four aces are the three natural aces with it', () => {
    const got = tally(3, (hand) => asiaClassOf(asiaHandScore([...hand, 52])));
    expect(Object.values(got).reduce((a, b) => a + b, 0)).toBe(C(52, 3));
    expect(got['four-aces']).toBe(C(4, 3));
  });
});

describe('Five Card Hi-Lo point hands (§ 663a.6(a)): every three-card high and two-card low hand', () => {
  /** Point totals counted a second way: over rank multisets, times the ways to pick the suits. */
  const byMultisets = (size: number, points: (rankIndex: number) => number): Record<string, number> => {
    const out: Record<string, number> = {};
    const rec = (from: number, left: number, total: number, ways: number): void => {
      if (left === 0) {
        out[`${total}`] = (out[`${total}`] ?? 0) + ways;
        return;
      }
      for (let r = from; r < 13; r += 1)
        for (let k = 1; k <= Math.min(4, left); k += 1)
          rec(r + 1, left - k, total + k * points(r), ways * C(4, k));
    };
    rec(0, size, 0, 1);
    return out;
  };
  const face = (r: number): number => Math.min(r + 2, 10);
  it('three-card high totals (ace 11)', () => {
    const got = tally(3, (hand) => `${SYSTEMS['hi-lo-high'].evaluate(hand, {}).strength}`);
    expect(got).toEqual(byMultisets(3, (r) => (r === 12 ? 11 : face(r))));
    expect(got['33']).toBe(4);
  });
  it('two-card low totals (ace 1)', () => {
    const got = tally(2, (hand) => `${41 - SYSTEMS['hi-lo-low'].evaluate(hand, {}).strength}`);
    expect(got).toEqual(byMultisets(2, (r) => (r === 12 ? 1 : face(r))));
    expect(got['3']).toBe(16);
  });
});

describe('asia-high with the joker (§ 659a.6(a)): all C(52, 3) = 22,100 hands, every option', () => {
  it.each<RankingOptions>([
    {},
    { asiaA234LowStraight: true },
    { asiaA234LowStraightFlush: true },
    { asiaA234LowStraight: true, asiaA234LowStraightFlush: true },
  ])('the 13-rank shortcut equals trying the joker as every card not in the hand %j', (options) => {
    let differences = 0;
    forEachHand(3, (hand) => {
      const four = [...hand, 52];
      if (asiaHandScore(four, options) !== asiaHandScoreAllSubstitutes(four, options)) differences += 1;
    });
    expect(differences).toBe(0);
  });
});
