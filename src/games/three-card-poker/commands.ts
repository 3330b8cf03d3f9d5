/** The wire form of every Three Card Poker command (validated before decide sees it). */
import { z } from 'zod';
import * as cards from '../../engine/procedures/card-table-commands.js';
import { PLACED_KINDS } from './options.js';

const { bare } = cards;

export const Command = z.discriminatedUnion('type', [
  ...cards.SEATING_COMMANDS,
  /** With `coupon`: a Match Play Coupon on the Ante, its value filled in by the server (§ 603a.21(c)(1)). */
  ...cards.wagerRound(PLACED_KINDS),
  /** The player makes a Play Wager equal to the Ante (§ 669a.11(f)). */
  bare('play'),
  /** The player folds: the Ante is collected (§ 669a.11(f)). */
  bare('fold'),
  /** The dealer turns over the dealer's three cards (§ 669a.11(h)). */
  bare('reveal-dealer'),
  /** The dealer settles the next position, from the dealer's right (§ 669a.11(i)). */
  bare('settle'),
  /** A card of the dealer's hand exposed before the reveal (§ 669a.13(d)). */
  bare('dealer-card-exposed'),
  ...cards.SINGLE_DECK_COMMANDS,
]);

export type Command = z.infer<typeof Command>;
