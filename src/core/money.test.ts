import { describe, expect, it } from 'vitest';
import { formatCents, parseDollars, scaleCents } from './money.js';
import { formatOdds, odds, parseOdds, winnings } from './odds.js';
import { formatRational, rational } from './rational.js';
import { cutStack, draw, loadShoe, remaining } from './shoe.js';

describe('money in integer cents', () => {
  it('formats and parses dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-5)).toBe('-$0.05');
    expect(parseDollars('$1,000.5')).toBe(100050);
    expect(parseDollars('25')).toBe(2500);
    expect(parseDollars('2.555')).toBeUndefined();
    expect(parseDollars('-3')).toBeUndefined();
  });

  it('scales with explicit rounding', () => {
    expect(scaleCents(1010, 5, 100, 'down')).toBe(50);
    expect(scaleCents(1010, 5, 100, 'up')).toBe(51);
    expect(() => scaleCents(1010, 5, 100, 'exact')).toThrow(RangeError);
  });

  it('pays exact ratios', () => {
    expect(winnings(2000, odds(19, 20))).toBe(1900);
    expect(winnings(500, odds(4, 5))).toBe(400);
    expect(winnings(700, odds(6, 5))).toBe(840);
    expect(winnings(1000, odds(15))).toBe(15000);
    expect(formatOdds(odds(8))).toBe('8 to 1');
    expect(parseOdds('19 to 20')).toEqual(odds(19, 20));
    expect(parseOdds('8-to-1')).toEqual(odds(8));
    expect(parseOdds('8 to 0')).toBeUndefined();
  });

  it('keeps probabilities exact', () => {
    expect(formatRational(rational(6n, 8n))).toBe('3/4');
    expect(formatRational(rational(1n, 3n).add(rational(1n, 6n)))).toBe('1/2');
  });
});

describe('shoe', () => {
  it('cuts by moving the cover card and everything above it to the bottom', () => {
    expect(cutStack([1, 2, 3, 4, 5], 2)).toEqual([3, 4, 5, 1, 2]);
  });

  it('notices the cover card when a draw passes it', () => {
    let shoe = loadShoe([0, 1, 2, 3, 4, 5, 6, 7], 3);
    const a = draw(shoe, 4);
    expect(a?.shoe.coverOut).toBe(false);
    shoe = a!.shoe;
    const b = draw(shoe, 2);
    expect(b?.cards).toEqual([4, 5]);
    expect(b?.shoe.coverOut).toBe(true);
    expect(remaining(b!.shoe)).toBe(2);
    expect(draw(b!.shoe, 3)).toBeUndefined();
  });
});
