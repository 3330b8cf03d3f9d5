/** Strategy help at the table (`advise`): the analyser's values for the options open now, from what the player sees. */
import { describe, expect, it } from 'vitest';
import { parseCards, type Card } from '../../core/cards.js';
import { blackjack, doubleAttackBlackjack as game } from './index.js';
import { dealer, must, seat, stackedTable, type BlackjackTable } from './fixtures/stacked.js';
import { evaluate } from './math/strategy.js';

const cards = (t: string): Card[] => {
  const r = parseCards(t);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** Double Attack Blackjack: Bet placed, the up card dealt, no Double Attack, the rest dealt. */
function dealt(top: string): BlackjackTable {
  const t = stackedTable(game, {}, top, { seats: [1] });
  must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 2000 });
  must(t, dealer, { type: 'no-more-bets' });
  must(t, dealer, { type: 'deal' });
  must(t, dealer, { type: 'no-more-bets' });
  must(t, dealer, { type: 'deal' });
  return t;
}

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
    const t = stackedTable(game, {}, 'Ah Kd Qc 7c', { seats: [1] });
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 2000 });
    must(t, dealer, { type: 'no-more-bets' });
    must(t, dealer, { type: 'deal' });
    must(t, dealer, { type: 'no-more-bets' });
    must(t, dealer, { type: 'deal' });
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
