import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JOKER, cards, deck, decks, formatCard, formatCards, parseCard, rankOf, suitOf } from './cards.js';

describe('card notation', () => {
  it('round-trips every card and the joker', () => {
    for (let c = 0; c <= 52; c += 1) {
      const parsed = parseCard(formatCard(c));
      expect(parsed).toEqual({ ok: true, value: c });
    }
  });

  it('reads As Td 9h 2c Jk', () => {
    const hand = cards('As Td 9h 2c Jk');
    expect(hand.map(rankOf).slice(0, 4)).toEqual([14, 10, 9, 2]);
    expect(hand.slice(0, 4).map(suitOf)).toEqual(['s', 'd', 'h', 'c']);
    expect(hand[4]).toBe(JOKER);
    expect(formatCards(hand)).toBe('As Td 9h 2c Jk');
  });

  it('accepts 10s as Ts', () => {
    expect(parseCard('10s')).toEqual(parseCard('Ts'));
  });

  it.each(['1s', 'Ax', 'A', '', 'Tdd', 'Zz'])('rejects %j with a message', (text) => {
    const parsed = parseCard(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/unknown card/);
  });

  it('builds decks with ranks removed and jokers added', () => {
    expect(deck()).toHaveLength(52);
    expect(new Set(deck()).size).toBe(52);
    expect(deck({ removeRanks: [10] })).toHaveLength(48);
    expect(deck({ removeRanks: [10] }).some((c) => rankOf(c) === 10)).toBe(false);
    expect(deck({ jokers: 1 })).toHaveLength(53);
    expect(decks(8)).toHaveLength(416);
  });

  it('parses what it formats for any list of cards', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 52 }), { maxLength: 20 }), (list) => {
        expect(cards(formatCards(list))).toEqual(list);
      }),
    );
  });
});
