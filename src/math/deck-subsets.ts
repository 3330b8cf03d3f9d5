/**
 * Suit isomorphism. Every payoff in these games depends on suits only through flushes, so two sets of
 * cards that differ by a renaming of the suits are worth the same. A set's key is its four 13-bit suit
 * rank masks sorted high to low and packed into 52 bits (exact in a double): equal keys, equal values.
 * There are 1,755 classes of three cards, 16,432 of four and 134,459 of five.
 */
import type { Card } from '../core/cards.js';

const M13 = 8192;

/** The key of four suit masks (in any order). */
export function keyOfMasks(a: number, b: number, c: number, d: number): number {
  let t: number;
  if (a < b) [a, b] = [b, a];
  if (c < d) [c, d] = [d, c];
  if (a < c) {
    t = a;
    a = c;
    c = t;
  }
  if (b < d) {
    t = b;
    b = d;
    d = t;
  }
  if (b < c) {
    t = b;
    b = c;
    c = t;
  }
  return ((a * M13 + b) * M13 + c) * M13 + d;
}

/** The suit-isomorphism key of the first `n` cards (all of them by default). */
export function suitKey(cards: ArrayLike<Card>, n = cards.length): number {
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  let m3 = 0;
  for (let i = 0; i < n; i += 1) {
    const c = cards[i] as Card;
    const bit = 1 << (c >> 2);
    const s = c & 3;
    if (s === 0) m0 |= bit;
    else if (s === 1) m1 |= bit;
    else if (s === 2) m2 |= bit;
    else m3 |= bit;
  }
  return keyOfMasks(m0, m1, m2, m3);
}

/** Calls `visit` with every k-card subset of 0..51 in increasing order (the array is reused). */
export function forEachSubset(k: number, visit: (cards: Int32Array) => void): void {
  const cards = new Int32Array(k);
  const rec = (i: number, from: number): void => {
    if (i === k) {
      visit(cards);
      return;
    }
    for (let c = from; c <= 52 - (k - i); c += 1) {
      cards[i] = c;
      rec(i + 1, c + 1);
    }
  };
  rec(0, 0);
}
