/** Plain words for ranks and hands, shared by every system's descriptions. */
import { JOKER, type Card } from '../core/cards.js';

const SINGULAR = [
  '',
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
];
const PLURAL = [
  '',
  'aces',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'sevens',
  'eights',
  'nines',
  'tens',
  'jacks',
  'queens',
  'kings',
  'aces',
];
const SHORT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];

/** Rank value 1..14 (1 and 14 are both the ace) as a word: `king`. */
export const rankWord = (v: number): string => SINGULAR[v] ?? '?';
export const rankPlural = (v: number): string => PLURAL[v] ?? '?';
/** Rank value as one character: `K`, `T`, `A`. */
export const rankChar = (v: number): string => SHORT[v] ?? '?';
export const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Rank value of a card, ace 14 (joker 14: it ranks as an ace wherever it is not completing something). */
export const highValue = (card: Card): number => (card === JOKER ? 14 : (card >> 2) + 2);
/** Rank value with the ace low (1). */
export const lowValue = (card: Card): number => {
  const v = highValue(card);
  return v === 14 ? 1 : v;
};

/** Every k-subset of `items`, as arrays (friendly paths only). */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const rec = (start: number): void => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i += 1) {
      pick.push(items[i] as T);
      rec(i + 1);
      pick.pop();
    }
  };
  rec(0);
  return out;
}

/** Orders cards for display: bigger groups first, then by value (the value function decides ace high/low). */
export function groupOrder(cards: readonly Card[], value: (c: Card) => number, descending = true): Card[] {
  const count = new Map<number, number>();
  for (const c of cards) count.set(value(c), (count.get(value(c)) ?? 0) + 1);
  return [...cards].sort((a, b) => {
    const byCount = (count.get(value(b)) ?? 0) - (count.get(value(a)) ?? 0);
    if (byCount !== 0) return byCount;
    const byValue = descending ? value(b) - value(a) : value(a) - value(b);
    return byValue !== 0 ? byValue : b - a;
  });
}
