import { describe, expect, it } from 'vitest';
import { analyseBlackjack } from './analyse.js';
import { blackjackRules, doubleAttackRules, spanish21Rules } from './rules.js';
import { analysisStrategy } from './testing/analysis-strategy.js';
import { simulateDoubleAttack, type SimRules } from './testing/commercial-sim.js';
import { simulateMainGame } from './testing/simulate.js';

describe('the exact expectation against a seeded simulation of the computed strategy (within 4 standard errors)', () => {
  it.each([
    [
      'Double Attack Blackjack (665a): Double Attack by up card, surrender any time, resplits to 4',
      doubleAttackRules(),
      1,
    ],
    [
      'Blackjack, 2 decks, H17, late surrender, 6:5',
      blackjackRules({
        decks: 2,
        dealerHitsSoft17: true,
        surrender: 'late',
        blackjackPays: { win: 6, per: 5 },
      }),
      2,
    ],
    [
      'Spanish 21 without bonuses (21 always wins, rescue, aces resplit and hit)',
      spanish21Rules({ bonuses: null }),
      3,
    ],
  ] as const)('%s', (_, rules, seed) => {
    const analysis = analyseBlackjack(rules);
    const sim = simulateMainGame(analysis, 300_000, seed);
    expect(Math.abs(sim.mean - analysis.ev)).toBeLessThan(4 * sim.standardError);
  });
});

describe('Double Attack Blackjack against a simulation written apart from the analyser (commercial-sim.ts)', () => {
  // The rules the public descriptions of the commercial game state (README): 8 × 48 cards, S17, peek,
  // Blackjack 1 to 1, DAS, resplit to 4, split aces once, surrender any time including after doubling,
  // and doubling on any number of cards or (one description) on the first two cards.
  const sim: SimRules = {
    decks: 8,
    spanish: true,
    hitsSoft17: false,
    maxHands: 4,
    doubleAnyCards: true,
    surrender: 'any-time',
  };
  const da = doubleAttackRules();
  it.each([
    ['doubling on any number of cards (§ 665a.10(a))', da, sim, 21],
    [
      'doubling on the first two cards',
      { ...da, double: { ...da.double, cards: 'two' } },
      { ...sim, doubleAnyCards: false },
      22,
    ],
  ] as const)('%s: within 4 standard errors, every decision legal', (_, rules, simRules, seed) => {
    const analysis = analyseBlackjack(rules);
    const r = simulateDoubleAttack(simRules, analysisStrategy(analysis), 400_000, seed);
    expect(Math.abs(r.mean - analysis.ev)).toBeLessThan(4 * r.standardError);
    expect(r.meanInitialStake).toBeCloseTo(analysis.averageStake, 2);
  });
});
