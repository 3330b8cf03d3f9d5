/**
 * The deal of an Asia Poker round (§§ 659a.8(c), 659a.9(b), 659a.10(b)): seven cards to every position,
 * wagered or not, and the dealer, clockwise from the starting position, through the single-deck
 * procedure (one card at a time, or a stack of seven from an automated shoe).
 */
import type { Card } from '../../core/cards.js';
import { deal, deliveryOf } from '../../engine/procedures/single-deck.js';
import { positionOfCard } from './rules.js';
import type { AsiaState } from './state.js';

/** The seven cards of every position (0 the dealer), by position, and the stub left. */
export function sevenEach(s: AsiaState): {
  readonly hands: readonly { readonly position: number; readonly cards: Card[] }[];
  readonly stub: number;
} {
  const o = s.options;
  const order = Array.from({ length: o.seats + 1 }, (_, j) =>
    positionOfCard(s.start?.position ?? 0, j, o.seats),
  );
  const dealt = deal(s.deck, order, 7, deliveryOf(o.dealing));
  return { hands: [...dealt.hands].sort((a, b) => a.position - b.position), stub: dealt.stub };
}
