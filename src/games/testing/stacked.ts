/** Stacked decks for the card games' golden scenarios and tests: the cut and the `shuffled` event. */
import type { Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import type { GameEvent } from '../../engine/game.js';

/**
 * The stack to put in play so that, once the cover card goes in `k` cards and the cards above it move
 * to the bottom, the deck deals in `order`: rotated the other way first.
 */
export const uncut = (order: readonly Card[], k = 0): Card[] => [
  ...order.slice(order.length - k),
  ...order.slice(0, order.length - k),
];

/**
 * The `shuffled` event that puts a stacked deck in play (`deck`: which of two decks, where there are
 * two), typed as the game's own event where a test evolves a state with it.
 */
export const shuffledEvent = <E extends GameEvent = GameEvent>(
  stack: readonly Card[],
  citation: Citation,
  deck: 'A' | 'B' | null = null,
): E => ({ type: 'shuffled', stack, deck, source: 'seeded', citation }) as GameEvent as E;
