import { describe, expect, it } from 'vitest';
import { deck, rankOf, type Card } from '../../../core/cards.js';
import { toNumber } from '../../../core/rational.js';
import { SeededRng, shuffleInPlace } from '../../../core/rng.js';
import {
  ANTE_BONUS,
  TIE_PAYTABLE,
  anteBonusHand,
  antePlayOutcome,
  dealerSetting,
  playerSettings,
  tieResult,
} from '../rules.js';
import { analyseHiLo, dealerTotals, playerTotals, pokerBonusCensus, pokerBonusEv } from './exact.js';

/** Class vector of five cards: 2..9 -> 0..7, ten-valued -> 8, ace -> 9. */
function counts(cards: readonly Card[]): number[] {
  const out = new Array<number>(10).fill(0);
  for (const c of cards) {
    const r = rankOf(c);
    const k = r === 14 ? 9 : r >= 10 ? 8 : r - 2;
    out[k] = (out[k] as number) + 1;
  }
  return out;
}

describe('Five Card Hi-Lo exact math', () => {
  it('Poker Bonus hand counts equal the published five-card counts (spec B10)', () => {
    const c = pokerBonusCensus();
    expect(c).toMatchObject({
      'royal-flush': 4,
      'straight-flush': 36,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10_200,
      'three-of-a-kind': 54_912,
      'two-pair': 123_552,
      'high-card': 1_302_540,
    });
    expect(c.pairsByRank.slice(2)).toEqual(new Array(13).fill(84_480));
  });

  it('Poker Bonus expected values follow from the published counts and § 663a.12(d)', () => {
    const lose = (pairsPaid: number) =>
      2_598_960 - (4 + 36 + 624 + 3744 + 5108 + 10_200 + 54_912 + 123_552 + pairsPaid * 84_480);
    const a =
      250 * 4 +
      50 * 36 +
      25 * 624 +
      15 * 3744 +
      10 * 5108 +
      8 * 10_200 +
      5 * 54_912 +
      3 * 123_552 +
      8 * 84_480 -
      lose(8);
    const b =
      500 * 4 +
      100 * 36 +
      40 * 624 +
      15 * 3744 +
      8 * 5108 +
      6 * 10_200 +
      4 * 54_912 +
      3 * 123_552 +
      9 * 84_480 -
      lose(9);
    expect(toNumber(pokerBonusEv('A'))).toBeCloseTo(a / 2_598_960, 14);
    expect(toNumber(pokerBonusEv('B'))).toBeCloseTo(b / 2_598_960, 14);
  });

  it('the class-level settings agree with the rule tables on random hands', () => {
    const rng = SeededRng.fromSeed(8);
    for (let i = 0; i < 3000; i += 1) {
      const d = deck();
      shuffleInPlace(d, rng);
      const five = d.slice(0, 5);
      expect(playerTotals(counts(five))).toEqual(
        playerSettings(five).map((s) => [s.highPoints, s.lowPoints]),
      );
      const ds = dealerSetting(five);
      expect(dealerTotals(counts(five))).toEqual([ds.highPoints, ds.lowPoints]);
    }
  });

  it('Ante/Play and Tie under best play agree with a seeded simulation of dealt cards (within 4 s.e.)', () => {
    const a = analyseHiLo({ paytable: 'A', basis: 'for-one', tie: TIE_PAYTABLE });
    expect(a.deals).toBe(2_598_960n * 1_533_939n);
    const rng = SeededRng.fromSeed(2026);
    const n = 200_000;
    let sum = 0;
    let sq = 0;
    let tSum = 0;
    let tSq = 0;
    const d = deck();
    for (let i = 0; i < n; i += 1) {
      shuffleInPlace(d, rng);
      const player = d.slice(0, 5);
      const choice = a.strategy.get(counts(player).join(',')) ?? 'fold';
      let v = -1;
      let t = -1;
      if (choice !== 'fold') {
        const set =
          playerSettings(player).find((x) => x.aceLow === (choice === 'ace-low')) ??
          playerSettings(player)[0]!;
        const dealer = dealerSetting(d.slice(5, 10));
        const r = antePlayOutcome(set, dealer);
        const bonus = anteBonusHand(player);
        v = (r === 'win' ? 2 : r === 'lose' ? -2 : 0) + (bonus ? ANTE_BONUS[bonus].A - 1 : 0);
        const tr = tieResult(set, dealer);
        t = tr ? TIE_PAYTABLE[tr] : -1;
      }
      sum += v;
      sq += v * v;
      tSum += t;
      tSq += t * t;
    }
    const check = (s: number, q: number, exact: number) => {
      const mean = s / n;
      const se = Math.sqrt((q / n - mean * mean) / n);
      expect(Math.abs(mean - exact)).toBeLessThan(4 * se);
    };
    check(sum, sq, toNumber(a.antePlay));
    check(tSum, tSq, toNumber(a.tie));
  });
});
