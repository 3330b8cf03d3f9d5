import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { cards as parse, type Card } from '../../../core/cards.js';
import { raiseItUpAdvice, type RaiseItUpAdvice } from './advice.js';

const advise = (own: string, shown = ''): RaiseItUpAdvice => {
  const r = raiseItUpAdvice(own, shown);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const summary = (a: RaiseItUpAdvice): string[] => a.choices.map((c) => `${c.action} ${c.multiple}`);

describe('raiseItUpAdvice: the value of each choice (§ 669a.11(b), (d), (f))', () => {
  it('offers check or 1x, 2x, 3x at 3rd Street; check or 1x, 2x at 4th; fold or 1x at 5th (A-AMB-17)', () => {
    expect(summary(advise('2c 7d Jh'))).toEqual(['check 0', 'raise 1', 'raise 2', 'raise 3']);
    expect(summary(advise('2c 7d Jh', '9s'))).toEqual(['check 0', 'raise 1', 'raise 2']);
    expect(summary(advise('2c 7d Jh', '9s Kd'))).toEqual(['fold 0', 'raise 1']);
    expect(advise('2c 7d Jh', '9s Kd').citation).toBe('§ 669a.11(f)');
  });

  it('the best choice is the one worth most, and a fold loses the Ante and the Blind', () => {
    for (const [own, shown] of [
      ['Ah Ad 5c', ''],
      ['2c 7d Jh', ''],
      ['Ts Js Qs', ''],
      ['5h 6h 9c', 'Kh'],
      ['2c 3d 4h', '6s 7s'],
    ] as const) {
      const a = advise(own, shown);
      const top = a.choices.reduce((x, y) => (y.ev.compare(x.ev) > 0 ? y : x));
      expect(a.best.ev.equals(top.ev)).toBe(true);
      expect(a.choices.filter((c) => c.best)).toHaveLength(1);
    }
    expect(advise('2c 3d 4h', '6s 7s').choices[0]!.ev.equals(-2)).toBe(true);
  });

  it('a made qualifier is raised at once; an inside draw with no high card is folded', () => {
    expect(advise('Ah Ad 5c').best.multiple).toBe(3);
    expect(advise('Ks Kd 2c', '7h').best.multiple).toBe(2);
    expect(advise('2c 3d 4h', '6s 7s').best.action).toBe('fold');
  });

  it('checking is worth the average over the next card of the best choice then', () => {
    const own = parse('5h 6h 9c');
    const shown = parse('Kh');
    const seen = [...own, ...shown];
    const next = Array.from({ length: 52 }, (_, c) => c).filter((c) => !seen.includes(c));
    const later = next.map((x: Card) => {
      const r = raiseItUpAdvice(own, [...shown, x]);
      if (!r.ok) throw new Error(r.error.message);
      return r.value.best.ev;
    });
    const mean = later.reduce((a, b) => a.add(b), new Fraction(0)).div(next.length);
    expect(advise('5h 6h 9c', 'Kh').choices[0]!.ev.equals(mean)).toBe(true);
  });

  it('the same value for every renaming of the suits', () => {
    const a = advise('5h 6h 9c', 'Kh');
    const b = advise('5s 6s 9d', 'Ks');
    expect(a.choices.map((c) => c.ev.toFraction())).toEqual(b.choices.map((c) => c.ev.toFraction()));
  });

  it.each([
    ['As Ks', '', 'wrong_card_count'],
    ['As Ks Qs Js', '', 'wrong_card_count'],
    ['As Ks Qs', 'Js Ts 9s', 'no_decision_left'],
    ['As Ks Qs', 'As', 'duplicate_card'],
    ['As Ks Zz', '', 'unknown_card'],
    ['As Ks Jk', '', 'unknown_card'],
  ])('refuses %s with %s shown: %s', (own, shown, code) => {
    const r = raiseItUpAdvice(own, shown);
    expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  });
});
