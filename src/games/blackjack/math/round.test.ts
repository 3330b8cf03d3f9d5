import { describe, expect, it } from 'vitest';
import { analyseBlackjack } from './analyse.js';
import { compositionOf } from './hands.js';
import { analyseUpCard } from './player.js';
import { doubleAttackRules, type BlackjackRules } from './rules.js';
import { bruteOptions } from './testing/brute-optimal.js';
import { bruteRound } from './testing/brute-round.js';

const da = doubleAttackRules();
const variants: [string, BlackjackRules][] = [
  ['665a: double on any number of cards, surrender any time, resplit to 4', da],
  [
    'double on two cards, late surrender, one split',
    { ...da, double: { ...da.double, cards: 'two' }, surrender: 'late', split: { ...da.split, maxHands: 2 } },
  ],
  ['no surrender, resplit to 3', { ...da, surrender: 'none', split: { ...da.split, maxHands: 3 } }],
];

const optimalRules = (rules: BlackjackRules) => ({
  hitsSoft17: rules.dealerHitsSoft17,
  doubleAnyCards: rules.double.cards === 'any',
  surrender: rules.surrender,
});

// A 30-card shoe by value (A, 2 ... 9, ten-valued).
const SHOE = [3, 2, 2, 2, 3, 3, 3, 3, 3, 6];

describe('unsplit hands against the best play by brute force (§ 665a.9(a), 665a.10(a); DA-7)', () => {
  const hands = [
    [9, 5],
    [9, 1],
    [0, 6],
    [5, 4],
    [2, 3],
    [8, 6],
    [1, 2],
    [4, 4],
    [9, 6],
    [3, 1, 2],
  ];
  for (const [name, rules] of variants) {
    it(`${name}: stand, hit, double and surrender agree to 1e-12 against A, 6, 7 and T`, () => {
      for (const up of [0, 5, 6, 9]) {
        const t = analyseUpCard(rules, SHOE, up);
        for (const hand of hands) {
          const rest = [...SHOE];
          rest[up] = (rest[up] as number) - 1;
          for (const v of hand) rest[v] = (rest[v] as number) - 1;
          const h = compositionOf(hand);
          const nb = t.noBlackjack[h] as number;
          const brute = bruteOptions(optimalRules(rules), [...hand], up, rest);
          const ours = {
            stand: (t.stand[h] as number) / nb,
            hit: (t.hit[h] as number) / nb,
            double: (t.double[h] as number) / nb,
            surrender: (t.surrender[h] as number) / nb,
          };
          for (const option of ['stand', 'hit', 'double', 'surrender'] as const) {
            const b = brute[option];
            if (b === undefined) expect(ours[option]).toBe(-Infinity);
            else expect(Math.abs(ours[option] - b)).toBeLessThan(1e-12);
          }
        }
      }
    });
  }
});

// 18 cards, chosen so that the Double Attack Wager is made against an ace and a ten (the peek then
// returns it on a dealer Blackjack) and sevens resplit to four hands; the brute force refuses a shoe
// that could run out of cards (with a handful of cards left, the deal's order changes which hand is
// short of cards, so no analyser of a real shoe agrees with it).
const ROUND_SHOE = [3, 0, 1, 1, 0, 0, 4, 2, 1, 6];

describe('the whole round against a brute-force deal (§ 665a.7(e), (o)(2), 665a.12(a))', () => {
  for (const [name, rules] of variants) {
    it(`${name}: equal to 1e-12, with the same Double Attack decisions`, () => {
      const analysis = analyseBlackjack(rules, { shoe: ROUND_SHOE });
      const brute = bruteRound(
        { ...optimalRules(rules), maxHands: rules.split.maxHands },
        ROUND_SHOE,
        (up, pair) => {
          const t = analysis.tables[up];
          if (t === undefined) return null;
          const table = pair === 0 ? t.splitAceAction : t.splitAction;
          return {
            action: (cards) => table[compositionOf(cards)] as number,
            surrenderAfterDouble: (cards) => t.surrenderAfterDouble[compositionOf(cards)] === 1,
          };
        },
      );
      expect(Math.abs(analysis.ev - brute.ev)).toBeLessThan(1e-12);
      for (const u of analysis.upCards) expect(u.doubleAttack).toBe(brute.doubleAttack[u.up]);
      if (rules === da) {
        expect(analysis.upCards.filter((u) => u.doubleAttack).map((u) => u.label)).toContain('A');
        expect(analysis.upCards.filter((u) => u.doubleAttack).map((u) => u.label)).toContain('T');
      }
    });
  }
});
