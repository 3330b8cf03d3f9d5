/** The family's drills: every answer is one of its choices and agrees with the rule it states. */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import { parseCards } from '../../core/cards.js';
import { best, dealerDraws } from './cards.js';
import { blackjack, doubleAttackBlackjack, spanish21 } from './index.js';

describe('drills (611a): the dealer’s next card, Insurance at 5 to 2, Bust It, Double Attack, House Money', () => {
  it.each([doubleAttackBlackjack, blackjack, spanish21].map((g) => [g.id, g] as const))('%s', (_, game) => {
    const rng = SeededRng.fromSeed(3);
    const kinds = new Set<string>();
    for (let i = 0; i < 40; i += 1)
      for (const d of game.drills?.(game.options.parse({}), rng) ?? []) {
        kinds.add(d.kind);
        expect(d.choices.map((c) => c.id)).toContain(d.answer);
        expect(new Set(d.choices.map((c) => c.id)).size).toBe(d.choices.length);
        if (d.kind === 'dealer-draw') {
          const hand = parseCards((d.situation[0] ?? '').replace(/^dealer: /, '').replace(/ \(\d+\)$/, ''));
          if (!hand.ok) throw new Error(hand.error);
          const hits = d.situation[1]?.includes('hits soft 17') ?? false;
          const want = best(hand.value) > 21 ? 'bust' : dealerDraws(hand.value, hits) ? 'hit' : 'stand';
          expect(d.answer).toBe(want);
        }
        if (d.kind === 'insurance-5-to-2') {
          const ins = Number(/Insurance \$([\d,.]+)/.exec(d.situation[1] ?? '')?.[1]?.replace(',', ''));
          expect(d.answer).toBe(`$${((ins * 5) / 2).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
        }
      }
    expect(kinds.has('dealer-draw')).toBe(true);
    if (game.id === 'double-attack-blackjack')
      for (const k of ['insurance-5-to-2', 'bust-it', 'double-attack-settlement'])
        expect(kinds.has(k)).toBe(true);
    if (game.id === 'blackjack') expect(kinds.has('house-money-sequence')).toBe(true);
  });
});
