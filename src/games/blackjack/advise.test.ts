/** Strategy help at the table (`advise`): the analyser's values for the options open now, from what the player sees. */
import { describe, expect, it } from 'vitest';
import { parseCards, type Card } from '../../core/cards.js';
import { blackjack, doubleAttackBlackjack as game } from './index.js';
import { dealt, upDealt } from './fixtures/deals.js';
import { dealer, must, seat, stackedTable, type BlackjackTable } from './fixtures/stacked.js';
import { analyseBlackjack } from './math/analyse.js';
import { ACE, TEN } from './math/hands.js';
import { blackjackRules, doubleAttackRules } from './math/rules.js';
import { evaluate, evaluateDoubleAttack } from './math/strategy.js';

const cards = (t: string): Card[] => {
  const r = parseCards(t);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const advice = (t: BlackjackTable, n = 1) => game.advise?.(t.state, seat(n));

describe('advise: the value of every option open to the player, from the exact analyser', () => {
  it('a hard 7 against a 9: the values are those of `felt strategy --hand "5d 2c" --up 9h`, for the legal options', () => {
    const t = dealt('9h 5d 2c 8s 4h 3s');
    expect(t.state.r.stage).toBe('play');
    const a = advice(t);
    const e = evaluate(t.state.table.rules, { hand: cards('5d 2c'), up: cards('9h')[0] as Card });
    if (!e.ok) throw new Error(e.error.message);
    // § 665a.9: surrender at any time (DA-7); § 665a.10: double on any number of cards.
    expect(Object.keys(a?.['options'] as object).sort()).toEqual(['double', 'hit', 'stand', 'surrender']);
    expect(a?.['options']).toEqual({ ...e.value.options, surrender: -0.5 });
    expect(a?.['best']).toBe('hit');
    expect(a?.['total']).toBe(7);
  });

  it('never uses the hole card or the undealt cards: other holes and other shoes, the same advice', () => {
    const one = advice(dealt('9h 5d 2c 8s 4h 3s'));
    const two = advice(dealt('9h 5d 2c As Kh Qc Jd'));
    expect(two).toEqual(one);
    expect(one).toBeDefined();
  });

  it('after a double only standing or surrendering is open (DA-7), valued on the hand as it stands', () => {
    const t = dealt('9h 5d 2c 8s 4h 3s');
    must(t, seat(1), { type: 'hit' }); // 5 2 4 = 11
    must(t, seat(1), { type: 'double', amount: 2000 }); // 3s: 14
    const a = advice(t);
    const e = evaluate(t.state.table.rules, { hand: cards('5d 2c 4h 3s'), up: cards('9h')[0] as Card });
    if (!e.ok) throw new Error(e.error.message);
    expect(a?.['options']).toEqual({ stand: e.value.options.stand, surrender: -0.5 });
    // 14 against a 9 is worth less than giving up half.
    expect(a?.['best']).toBe('surrender');
  });

  it('nothing for a watcher, the staff or a player whose turn it is not', () => {
    const t = dealt('9h 5d 2c 8s 4h 3s');
    expect(game.advise?.(t.state, { role: 'player' })).toBeUndefined();
    expect(game.advise?.(t.state, dealer)).toBeUndefined();
    expect(advice(t, 2)).toBeUndefined();
    must(t, seat(1), { type: 'stand' });
    expect(advice(t)).toBeUndefined();
  });

  it('the Insurance offer against an ace: Insurance at 5 to 2 (§ 665a.12(b)) from the cards seen', () => {
    const t = dealt('Ah Kd Qc 7c');
    expect(t.state.r.stage).toBe('insurance');
    const a = advice(t);
    // 8 decks of 48 cards (96 ten-valued) less the ace and the two ten-valued cards seen: 94 of 381.
    const p = 94 / 381;
    expect(a?.['insurance']).toBeCloseTo(p * 3.5 - 1, 12);
    expect(a?.['best']).toBe('decline-insurance');
  });

  it('Blackjack (633a): a pair of eights against a 6 may be split', () => {
    const t = stackedTable(blackjack, {}, '8d 6h 8c 9s', { seats: [1] });
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 2000 });
    must(t, dealer, { type: 'no-more-bets' });
    for (let i = 0; i < 5 && t.state.r.stage !== 'play'; i += 1) {
      const step = blackjack.automate(t.state);
      if (step) must(t, step.actor, step.command);
      else must(t, dealer, { type: 'deal' });
    }
    const a = blackjack.advise?.(t.state, seat(1));
    expect(a?.['hand']).toBe('8d 8c');
    expect(a?.['best']).toBe('split');
    expect(Object.keys(a?.['options'] as object)).toContain('split');
  });
});

describe('advise before the players’ cards: the Double Attack Wager against the up card (§§ 665a.6(e), 665a.7(e))', () => {
  const analysis = analyseBlackjack(doubleAttackRules());

  it.each([
    ['6h', 5, 'double-attack'],
    ['Ks', TEN, 'no-double-attack'],
    ['As', ACE, 'no-double-attack'],
  ] as const)('against %s: the analyser’s decision by up card, and its values', (up, value, best) => {
    const a = advice(upDealt(`${up} 5d 2c 8s 4h 3s`));
    expect(a?.['decision']).toBe('double-attack');
    expect(a?.['up']).toBe(up);
    expect(a?.['best']).toBe(best);
    const byUp = analysis.upCards.find((u) => u.up === value);
    expect(byUp?.doubleAttack).toBe(best === 'double-attack');
    const options = a?.['options'] as Record<string, number>;
    // The chosen value is the analyser's round value for this up card; the two differ by the stake value.
    expect(options[best]).toBeCloseTo(byUp?.ev ?? NaN, 12);
    expect(options['double-attack']! - options['no-double-attack']!).toBeCloseTo(byUp?.stakeValue ?? NaN, 12);
  });

  it('from what the player sees only: other hole cards and other shoes, the same advice', () => {
    const one = advice(upDealt('6h 5d 2c 8s 4h 3s'));
    const two = advice(upDealt('6h As Kc Qd Jh 9s'));
    expect(one).toBeDefined();
    expect(two).toEqual(one);
  });

  it('only to a player who may still make the wager: not without a Bet, not to others, not once it is closed', () => {
    const t = upDealt('6h 5d 2c 8s 4h 3s 9c 9d', [1, 2]);
    expect(advice(t, 3)).toBeUndefined();
    expect(game.advise?.(t.state, dealer)).toBeUndefined();
    expect(advice(t, 2)?.['decision']).toBe('double-attack');
    must(t, seat(1), { type: 'place-wager', kind: 'double-attack', amount: 2000 });
    // Seat 1's wager equals the Bet: nothing is left to decide; seat 2 still decides.
    expect(advice(t)).toBeUndefined();
    expect(advice(t, 2)?.['decision']).toBe('double-attack');
    must(t, dealer, { type: 'no-more-bets' });
    expect(advice(t, 2)).toBeUndefined();
  });

  it('Blackjack (633a) has no Double Attack Wager: the analyser refuses the question', () => {
    const r = evaluateDoubleAttack(blackjackRules(), cards('6h')[0] as Card);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('no_double_attack');
  });
});
