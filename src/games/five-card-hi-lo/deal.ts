/**
 * The deal of a Five Card Hi-Lo round (§§ 663a.8(d), 663a.9(b), 663a.10(b)): five cards to each betting
 * area with an Ante, a player's second area included (§ 663a.7(f)), from the dealer's left, the dealer
 * last, through the single-deck procedure: one card at a time (§§ 663a.8(d), 663a.9(b)) or, from an
 * automated dealing shoe, a stack of five at a time (§ 663a.10(b)).
 */
import type { Card } from '../../core/cards.js';
import { deal, deliveryOf } from '../../engine/procedures/single-deck.js';
import { areaOf, type HiLoState } from './state.js';

/** The five cards of each Ante area (ascending, from the dealer's left) and of the dealer, and the stub. */
export function fiveEach(s: HiLoState): {
  readonly hands: readonly { readonly seat: number; readonly cards: Card[] }[];
  readonly dealer: Card[];
  readonly stub: number;
  readonly accounted: number;
} {
  const areas = [...new Set(s.wagers.filter((w) => w.kind === 'ante').map(areaOf))].sort((a, b) => a - b);
  // The dealer's position is dealt last (§ 663a.8(d), § 663a.10(b)): position 0 after every area. From
  // the hand or a manual shoe one card at a time; an automated shoe dispenses a stack of five per position.
  const dealt = deal(s.deck, [...areas, 0], 5, deliveryOf(s.options.dealing));
  const hands = dealt.hands
    .filter((h) => h.position !== 0)
    .map((h) => ({ seat: h.position, cards: h.cards }));
  const dealer = dealt.hands.find((h) => h.position === 0)?.cards ?? [];
  return { hands, dealer, stub: dealt.stub, accounted: s.deck.next + 5 * (areas.length + 1) + dealt.stub };
}
