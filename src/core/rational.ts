/** Exact probabilities and house edges: fraction.js with BigInt underneath. */
import Fraction from 'fraction.js';

export type Rational = Fraction;

export const rational = (num: bigint | number, den: bigint | number = 1n): Rational =>
  new Fraction(BigInt(num), BigInt(den));

/** `numerator/denominator` in lowest terms, the form the odds JSON carries. */
export function formatRational(r: Rational): string {
  const s = r.s < 0n ? '-' : '';
  return `${s}${r.n}/${r.d}`;
}

export const toNumber = (r: Rational): number => r.valueOf();
