import { describe, expect, it } from 'vitest';
import { analyseBlackjack } from './analyse.js';
import { simulateFast } from './fast-simulate.js';
import { blackjackRules, doubleAttackRules } from './rules.js';
import { simulateMainGame } from './testing/simulate.js';

describe('the fast simulation against the exact expectation (within 4 standard errors)', () => {
  it.each([
    ['6 decks, S17, DAS, resplit to 4', blackjackRules(), 11],
    [
      '8 decks, H17, late surrender, 6:5',
      blackjackRules({
        decks: 8,
        dealerHitsSoft17: true,
        surrender: 'late',
        blackjackPays: { win: 6, per: 5 },
      }),
      12,
    ],
    ['Double Attack Blackjack (665a): Double Attack by up card, surrender any time', doubleAttackRules(), 13],
  ] as const)('%s', (_, rules, seed) => {
    const analysis = analyseBlackjack(rules);
    const r = simulateFast(analysis, 400_000, seed);
    // The cover card removes rounds dealt deep in the shoe (the cut-card effect), a few thousandths
    // of a per cent at 6 or 8 decks: far below the standard error here (about 0.18 %).
    expect(Math.abs(r.mean - analysis.ev)).toBeLessThan(4 * r.standardError);
  });

  it('agrees with the plain simulation written apart (fresh shoe each round) within their joint error', () => {
    const analysis = analyseBlackjack(blackjackRules({ decks: 6, surrender: 'late' }));
    const fast = simulateFast(analysis, 300_000, 7);
    const plain = simulateMainGame(analysis, 100_000, 8);
    const joint = Math.hypot(fast.standardError, plain.standardError);
    expect(Math.abs(fast.mean - plain.mean)).toBeLessThan(4 * joint);
  });
});

describe('the shoe procedure of § 665a.5 and § 665a.7(c), (d)', () => {
  it('each shoe is dealt to the cover card (a quarter from the bottom) and the round in progress is completed, never cut short', () => {
    const analysis = analyseBlackjack(blackjackRules({ decks: 6 }));
    const r = simulateFast(analysis, 50_000, 3);
    const cover = 312 - 78;
    // Cards dealt per shoe, burn card included: at least up to the cover card, and at most one
    // round beyond it (a round of one player and the dealer takes well under 30 cards).
    expect(r.cardsPerShoe.min).toBeGreaterThanOrEqual(cover + 1);
    expect(r.cardsPerShoe.max).toBeLessThan(cover + 30);
    // About 5.4 cards a round: some 43 rounds per shoe.
    expect(r.rounds / r.shoes).toBeGreaterThan(38);
    expect(r.rounds / r.shoes).toBeLessThan(48);
  });

  it('a deeper cover card means more shoes; the cover card may not go below a quarter (§ 665a.5(d))', () => {
    const analysis = analyseBlackjack(blackjackRules({ decks: 6 }));
    const half = simulateFast(analysis, 20_000, 4, { coverFromBottom: 0.5 });
    const quarter = simulateFast(analysis, 20_000, 4);
    expect(half.shoes).toBeGreaterThan(quarter.shoes * 1.3);
    expect(() => simulateFast(analysis, 10, 4, { coverFromBottom: 0.2 })).toThrow(/665a\.5\(d\)/);
  });

  it('the same seed gives the same run; another seed another', () => {
    const analysis = analyseBlackjack(blackjackRules({ decks: 6 }));
    expect(simulateFast(analysis, 5_000, 9)).toEqual(simulateFast(analysis, 5_000, 9));
    expect(simulateFast(analysis, 5_000, 10).sum).not.toBe(simulateFast(analysis, 5_000, 9).sum);
  });
});
