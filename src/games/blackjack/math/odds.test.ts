import { describe, expect, it } from 'vitest';
import { odds } from '../../../core/odds.js';
import { blackjackOdds } from './odds.js';
import { rulesFromSubmission } from './submission.js';

const rows = (...args: Parameters<typeof blackjackOdds>) => {
  const r = blackjackOdds(...args);
  if (!r.ok) throw new Error(r.error.map((v) => v.code).join(', '));
  return r.value;
};
const ids = (r: ReturnType<typeof rows>): string[] => r.map((x) => `${x.wager}/${x.variant}`);

describe('felt odds rows of the blackjack family (issue 13 wager ids)', () => {
  it('blackjack: main, insurance, house-money take-payout and best-ride, straight-jack at the stated meter; hit-and-run with a paytable', () => {
    const paytable = [
      { hand: { kind: 'blackjack' as const }, odds: odds(5), meterShare: 0 },
      { hand: { kind: 'cards' as const, cards: 5, orMore: true }, odds: odds(4), meterShare: 0 },
    ];
    const r = rows('blackjack', {}, { straightJackMeter: 0, hitAndRun: { paytable, meter: 0 } });
    expect(ids(r)).toEqual([
      'main/CDZ-',
      'insurance/2-to-1',
      'house-money/take-payout',
      'house-money/best-ride',
      'straight-jack/meter 0 wager units',
      'hit-and-run/fixed',
    ]);
    // Published: 6 decks, S17, DAS, 3:2: 0.40 %. Insurance at 2 to 1 with an ace out of 6 decks:
    // 96 tens of 311 cards, 3 x 96/311 - 1 = -23/311 (independent arithmetic).
    expect(r[0]?.houseEdge).toBeCloseTo(0.004, 3);
    expect(r[1]?.houseEdge).toBeCloseTo(23 / 311, 12);
  });

  it('double-attack-blackjack: the main row attacks against 2 through 8, and Bust It is there', () => {
    const r = rows('double-attack-blackjack');
    expect(ids(r)[0]).toBe('main/CDZ-, Double Attack against 2 3 4 5 6 7 8');
    expect(r.map((x) => x.wager)).toEqual(['main', 'insurance', 'bust-it']);
    // 5 to 2 on 8 x 48 cards with an ace out: 96 ten-valued of 383; 3.5 x 96/383 - 1.
    expect(r[1]?.houseEdge).toBeCloseTo(1 - (3.5 * 96) / 383, 12);
  });

  it('the Rules Submission options change the main game: H17 costs about 0.22 % (published 0.40 % -> 0.62 %)', () => {
    const s17 = rows('blackjack', {}, { straightJackMeter: 0 })[0]?.houseEdge as number;
    const h17 = rows('blackjack', { dealerHitsSoft17: true }, { straightJackMeter: 0 })[0]
      ?.houseEdge as number;
    expect(h17 - s17).toBeCloseTo(0.0022, 3);
  });

  it('refuses bad options with every violation', () => {
    const r = blackjackOdds('blackjack', { decks: 0, doubleOn: 'any', maxHands: 5 });
    expect(r.ok ? [] : r.error.map((v) => v.code)).toEqual([
      'invalid_option',
      'invalid_option',
      'invalid_option',
    ]);
  });
});

describe('rulesFromSubmission: the issue-13 option names', () => {
  it('maps every core option', () => {
    const r = rulesFromSubmission('blackjack', {
      decks: 2,
      dealerHitsSoft17: true,
      doubleOn: '10-11',
      doubleAfterSplit: false,
      maxHands: 3,
      resplitAces: true,
      surrender: 'late',
      blackjackPays: '6-to-5',
      bustIt: true,
    });
    if (!r.ok) throw new Error('refused');
    expect(r.value).toMatchObject({
      decks: 2,
      dealerHitsSoft17: true,
      double: { totals: '10-11', afterSplit: false, cards: 'two' },
      split: { maxHands: 3, resplitAces: true },
      surrender: 'late',
      blackjackPays: { win: 6, per: 5 },
    });
  });

  it('Double Attack Blackjack: restating 665a is fine, changing it is refused with the citation', () => {
    expect(rulesFromSubmission('double-attack-blackjack', { decks: 8, blackjackPays: '1-to-1' }).ok).toBe(
      true,
    );
    const r = rulesFromSubmission('double-attack-blackjack', { dealerHitsSoft17: true });
    expect(r.ok ? [] : r.error.map((v) => `${v.code} ${v.citation ?? ''}`)).toEqual([
      'fixed_by_665a § 665a.7(n)',
    ]);
  });

  it('Spanish 21 keeps doubling on two or more cards (§ 635a.10(a) as amended) under doubleOn', () => {
    const r = rulesFromSubmission('spanish-21', { doubleOn: '9-11' });
    expect(r.ok && r.value.double).toMatchObject({ cards: 'any', totals: '9-11' });
  });
});
