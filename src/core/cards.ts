/**
 * Cards are small integers so shoes are typed arrays and evaluators index tables directly:
 * `card = (rank - 2) * 4 + suit` for ranks 2..14 (ace = 14) and suits c, d, h, s = 0..3; the joker is 52.
 * Notation everywhere (tests, CLI, logs, UI): `As Td 9h 2c`, joker `Jk`.
 */
import { err, ok, type Result } from './result.js';

export type Card = number;
export type Rank = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;
export type Suit = 'c' | 'd' | 'h' | 's';

export const JOKER: Card = 52;
export const SUITS: readonly Suit[] = ['c', 'd', 'h', 's'];
export const RANKS: readonly Rank[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
const RANK_CHARS = '23456789TJQKA';

export const makeCard = (rank: Rank, suit: Suit): Card => (rank - 2) * 4 + SUITS.indexOf(suit);
export const rankOf = (card: Card): Rank => ((card >> 2) + 2) as Rank;
export const suitIndexOf = (card: Card): number => card & 3;
export const suitOf = (card: Card): Suit => SUITS[card & 3] as Suit;
export const isJoker = (card: Card): boolean => card === JOKER;

export function formatCard(card: Card): string {
  if (card === JOKER) return 'Jk';
  if (!Number.isInteger(card) || card < 0 || card > 52) throw new RangeError(`not a card: ${card}`);
  return `${RANK_CHARS[card >> 2]}${SUITS[card & 3]}`;
}

export const formatCards = (cards: readonly Card[]): string => cards.map(formatCard).join(' ');

export function parseCard(text: string): Result<Card, string> {
  const t = text.trim();
  if (t === 'Jk' || t === 'JK' || t === 'jk') return ok(JOKER);
  if (t.length === 3 && t.startsWith('10')) return parseCard(`T${t[2]}`);
  if (t.length !== 2) return err(`unknown card "${text}" (expected notation like As, Td, 9h, 2c or Jk)`);
  const rank = RANK_CHARS.indexOf((t[0] as string).toUpperCase());
  const suit = SUITS.indexOf((t[1] as string).toLowerCase() as Suit);
  if (rank < 0 || suit < 0)
    return err(`unknown card "${text}" (expected notation like As, Td, 9h, 2c or Jk)`);
  return ok(rank * 4 + suit);
}

/** Parses `As Td 9h` (spaces or commas); duplicates are the caller's concern (multi-deck shoes have them). */
export function parseCards(text: string): Result<Card[], string> {
  const cards: Card[] = [];
  for (const token of text.split(/[\s,]+/).filter(Boolean)) {
    const card = parseCard(token);
    if (!card.ok) return card;
    cards.push(card.value);
  }
  return ok(cards);
}

/** Like parseCards but throws; for tests and fixtures written in card notation. */
export function cards(text: string): Card[] {
  const parsed = parseCards(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

export interface DeckSpec {
  /** Ranks taken out of every deck (e.g. Spanish 21 removes the tens). */
  readonly removeRanks?: readonly Rank[];
  readonly jokers?: number;
}

/** One deck in new-deck order (suit by suit, ace low last), with ranks removed and jokers added. */
export function deck(spec: DeckSpec = {}): Card[] {
  const removed = new Set(spec.removeRanks ?? []);
  const out: Card[] = [];
  for (const suit of SUITS) for (const rank of RANKS) if (!removed.has(rank)) out.push(makeCard(rank, suit));
  for (let i = 0; i < (spec.jokers ?? 0); i += 1) out.push(JOKER);
  return out;
}

export function decks(count: number, spec: DeckSpec = {}): Card[] {
  const one = deck(spec);
  const out: Card[] = [];
  for (let i = 0; i < count; i += 1) out.push(...one);
  return out;
}
