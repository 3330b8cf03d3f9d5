/**
 * The log lines every single-deck card table (card-table.ts) writes alike: a seating, a wager placed or
 * taken back, "No more bets." and each of the deck's steps. A game's describe.ts hands them here first,
 * with the words its chapter uses where the tables differ (the deck's name, the wager's name), and writes
 * its round's own events itself.
 */
import { formatCents } from '../../core/money.js';
import { SEATING_AND_WAGER_EVENTS } from '../describe.js';
import type { SeatEvent } from '../kernel.js';
import type { WagerPlaced, WagerWithdrawn } from '../wagers.js';
import { describeSeating, isDeckEvent, type Cited } from './card-table.js';
import type { DeckEvent } from './single-deck.js';

/** A wager event on a player's second betting area names that `area` (e.g. § 659a.7(f)). */
interface OnArea {
  readonly area?: number;
}

/** The events whose lines every card table writes alike (its round's "no more bets" among them). */
export type CardTableLogEvent =
  | SeatEvent
  | ((WagerPlaced | WagerWithdrawn) & OnArea)
  | ({ readonly type: 'no-more-bets' } & Cited)
  | DeckEvent;

/** The seating's, the wagers' and "no more bets"; the deck's events are `isDeckEvent`'s. */
const SEATS_AND_WAGERS: ReadonlySet<string> = new Set<CardTableLogEvent['type']>(SEATING_AND_WAGER_EVENTS);

/** Whether `describeCardTable` writes this event's line. */
export const isCardTableLogEvent = <E extends { readonly type: string }>(
  e: E,
): e is Extract<E, CardTableLogEvent> => SEATS_AND_WAGERS.has(e.type) || isDeckEvent(e);

/** How a table's chapter words what the lines name. */
export interface CardTableWords {
  /** What is shuffled: `the deck`, `the 52-card deck`. */
  readonly deck: string;
  /** How the cover card's place is counted: `in` unless given (`from the top`). */
  readonly cutFrom?: string;
  /** The line of a reshuffle a floorperson orders, unless the usual one. */
  readonly reshuffle?: string;
  /** The wager a line names (`Ante`, `the Blind Wager`, with its area where that is not the seat). */
  readonly wager: (e: { readonly kind: string; readonly seat: number; readonly area?: number }) => string;
}

/** " at area N" for a wager on the player's second betting area (e.g. § 659a.7(f), § 663a.7(f)). */
export const atArea = (e: { readonly seat: number; readonly area?: number }): string =>
  e.area !== undefined && e.area !== e.seat ? ` at area ${e.area}` : '';

/**
 * The line of a seating, a wager placed or taken back, "No more bets." or a deck's step, in the chapter's
 * `words`.
 */
export function describeCardTable(e: CardTableLogEvent, words: CardTableWords): string {
  if (e.type === 'seated' || e.type === 'bought-in' || e.type === 'left') return describeSeating(e);
  const c = `  [${e.citation}]`;
  switch (e.type) {
    case 'wager-placed':
      return `seat ${e.seat} wagers ${formatCents(e.amount)} on ${words.wager(e)}${c}`;
    case 'wager-withdrawn':
      return `seat ${e.seat} takes back ${formatCents(e.amount)} from ${words.wager(e)}${c}`;
    case 'no-more-bets':
      return `"No more bets."${c}`;
    case 'shuffled':
      return `${words.deck}${e.deck ? ` (${e.deck})` : ''} is shuffled (${e.source})${c}`;
    case 'cut':
      return `the cover card is placed ${e.position} cards ${words.cutFrom ?? 'in'} and the deck is cut${c}`;
    case 'recut-ordered':
      return `a floorperson orders a recut${c}`;
    case 'reshuffle-ordered':
      return `${words.reshuffle ?? 'a floorperson directs the dealer to reshuffle the cards'}${c}`;
    case 'face-up-card-discarded':
      return `a card found face up in the deck goes to the discard rack${c}`;
    case 'card-drawn-in-error':
      return `a card drawn in error, unexposed, is used as the next card${c}`;
    case 'shuffler-malfunction':
      return `the shuffler failed to complete its cycle: the cards are reshuffled${c}`;
    case 'deck-removed':
      return `the deck is removed from the table: ${e.reason}${c}`;
  }
}
