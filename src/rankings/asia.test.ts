import { describe, expect, it } from 'vitest';
import { JOKER, cards, formatCards } from '../core/cards.js';
import { SeededRng } from '../core/rng.js';
import {
  ASIA_BONUS_CLASSES,
  SPLITS,
  asiaBonusBrute,
  asiaBonusCensus,
  asiaBonusClassOf,
  asiaHandScore,
  asiaSettings,
  checkAsiaSetting,
  countLegalAsiaSettings,
} from './asia.js';
import type { RankingOptions } from './types.js';

function deal(rng: SeededRng, n: number, withJoker = false): number[] {
  const out: number[] = withJoker ? [JOKER] : [];
  while (out.length < n) {
    const c = rng.nextInt(53);
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

describe('Asia Poker settings, § 659a.11(b)', () => {
  it('has 105 splits of seven cards into 4 + 2 + 1', () => {
    expect(SPLITS).toHaveLength(choose(7, 4) * choose(3, 2));
    const seen = new Set(
      SPLITS.map((p) => `${[...p.slice(0, 4)].sort().join()}|${[...p.slice(4, 6)].sort().join()}`),
    );
    expect(seen.size).toBe(105);
    for (const p of SPLITS) expect([...p].sort().join()).toBe('0,1,2,3,4,5,6');
  });

  const OPTION_SETS: RankingOptions[] = [{}, { asiaA234LowStraight: true, asiaA234LowStraightFlush: true }];
  it.each(OPTION_SETS)('the fast count agrees with checking every split one by one %j', (options) => {
    const rng = SeededRng.fromSeed(659);
    for (let i = 0; i < 400; i += 1) {
      const hand = deal(rng, 7, i % 4 === 0);
      const settings = asiaSettings(hand, options);
      expect(settings).toHaveLength(105);
      let legal = 0;
      for (const s of settings) {
        const check = checkAsiaSetting(s.high, s.medium, s.low, options).legal;
        expect(check, `${formatCards(s.high)} / ${formatCards(s.medium)} / ${formatCards(s.low)}`).toBe(
          s.legal,
        );
        if (check) legal += 1;
      }
      expect(countLegalAsiaSettings(hand, options)).toBe(legal);
      // Some legal setting exists for every hand seen (the player can always avoid a foul).
      expect(legal).toBeGreaterThan(0);
    }
  });

  it('one score orders all three sizes: 7-7-K-2 > 7-7 > K > 7 (ruling A10 #12)', () => {
    const s = (h: string): number => asiaHandScore(cards(h));
    expect(s('7s 7h Kd 2c')).toBeGreaterThan(s('7d 7c'));
    expect(s('7d 7c')).toBeGreaterThan(s('As Kd'));
    expect(s('Kd 5c')).toBeGreaterThan(s('Ks'));
    expect(s('Ks')).toBeGreaterThan(s('7h'));
    expect(s('Jk')).toBe(s('As'));
  });
});

describe('Asia Poker Bonus hands, § 659a.6(d)', () => {
  it('the table classifier agrees with the explicit one on random hands, with and without the joker', () => {
    const rng = SeededRng.fromSeed(612);
    for (let i = 0; i < 6000; i += 1) {
      const hand = deal(rng, 7, i % 3 === 0);
      expect(ASIA_BONUS_CLASSES[asiaBonusClassOf(hand)], formatCards(hand)).toBe(
        ASIA_BONUS_CLASSES[asiaBonusBrute(hand).cls],
      );
    }
  });

  it('the agreement holds on hands built to hit the rare lines', () => {
    const rng = SeededRng.fromSeed(613);
    for (let i = 0; i < 3000; i += 1) {
      // Five or more cards of one suit, or many aces and eights, plus the joker half the time.
      const suit = rng.nextInt(4);
      const pool =
        i % 2 === 0
          ? cards('8c 8d 8h 8s Ac Ad Ah As Kc Kd')
          : Array.from({ length: 13 }, (_, r) => r * 4 + suit);
      const hand: number[] = i % 2 === 1 && rng.nextInt(2) === 0 ? [JOKER] : [];
      while (hand.length < 5) {
        const c = pool[rng.nextInt(pool.length)]!;
        if (!hand.includes(c)) hand.push(c);
      }
      while (hand.length < 7) {
        const c = rng.nextInt(53);
        if (!hand.includes(c)) hand.push(c);
      }
      expect(ASIA_BONUS_CLASSES[asiaBonusClassOf(hand)], formatCards(hand)).toBe(
        ASIA_BONUS_CLASSES[asiaBonusBrute(hand).cls],
      );
    }
  });

  it('classifies all 154,143,080 seven-card hands consistently with the published seven-card counts', () => {
    const census = asiaBonusCensus();
    const by = (counts: number[]): Record<string, number> =>
      Object.fromEntries(ASIA_BONUS_CLASSES.map((name, i) => [name, counts[i] ?? 0]));
    const nat = by(census.natural);
    const jok = by(census.joker);
    const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
    expect(sum(census.total)).toBe(choose(53, 7));
    expect(sum(census.natural)).toBe(choose(52, 7));
    expect(sum(census.joker)).toBe(choose(52, 6));

    // Without the joker, against the published seven-card figures of the 52-card deck:
    expect(nat['royal-flush']).toBe(4324);
    expect(nat['natural-straight-flush']).toBe(41584 - 4324);
    expect(nat['straight-flush-with-joker']).toBe(0);
    // four 8s with three of another rank (12 ranks x 4 ways) are quads in the standard count
    expect(nat['three-of-a-kind-and-four-eights']).toBe(12 * 4);
    expect(nat['four-of-a-kind']! + nat['three-of-a-kind-and-four-eights']!).toBe(224848);
    expect(nat['full-house']).toBe(3473184);
    // a 9-high is one of two rank sets, any suits; those with five or more of one suit are flushes in the
    // standard count
    const nineHighFlushes = 2 * 4 * (choose(7, 5) * 9 + choose(7, 6) * 3 + 1);
    expect(nat['nine-high']).toBe(2 * 4 ** 7);
    expect(nat.flush).toBe(4047644 - nineHighFlushes);
    // a straight with three of a kind is a straight in the standard count and three of a kind here
    expect(nat.straight! + nat['three-of-a-kind']!).toBe(6180020 + 6461620);
    expect(nat['no-bonus']).toBe(23294460 - (2 * 4 ** 7 - nineHighFlushes) + 58627800 + 31433400);
    expect(nat['five-aces']).toBe(0);

    // With the joker: five aces are four aces, the joker and any two of the other 48 cards; four 8s with
    // A-A-joker are the six pairs of aces.
    expect(jok['five-aces']).toBe(choose(48, 2));
    expect(jok['three-of-a-kind-and-four-eights']).toBe(6);
    expect(jok['nine-high']).toBe(0);
    expect(
      jok['natural-straight-flush']! + jok['straight-flush-with-joker']! + jok['royal-flush']!,
    ).toBeGreaterThan(0);
  });
});
