/** The engine playing the analyser's strategy against the exact figure (testing/engine-sim.ts). */
import { describe, expect, it } from 'vitest';
import { blackjack, doubleAttackBlackjack } from './index.js';
import { simulateEngine } from './testing/engine-sim.js';

describe('the engine playing the analyser’s strategy matches the exact house edge (within 4 standard errors)', () => {
  it.each([
    ['Double Attack Blackjack (665a)', doubleAttackBlackjack, {}, 11, 10_000],
    [
      'Blackjack, 6 decks, H17, late surrender, 6 to 5',
      blackjack,
      { dealerHitsSoft17: true, surrender: 'late', blackjackPays: '6-to-5' },
      12,
      7_000,
    ],
  ] as const)('%s', (_, game, raw, seed, rounds) => {
    const r = simulateEngine(game, raw, rounds, seed);
    // The engine's figure and its standard error, next to the exact one, for the notes.
    console.info(game.id, r);
    expect(Math.abs(r.mean - r.exact)).toBeLessThan(4 * r.standardError);
  });
});
