/** The wire form of every Three Card Poker command (validated before decide sees it). */
import { z } from 'zod';
import { couponOnCommand } from '../../engine/coupons.js';
import { DECK_COMMANDS } from '../../engine/procedures/single-deck.js';
import { seatName } from '../../engine/seating.js';
import { PLACED_KINDS } from './options.js';

const cents = z.number().int().positive().max(1_000_000_000);
const bare = <T extends string>(type: T) => z.object({ type: z.literal(type) }).strict();

export const Command = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sit'), seat: z.number().int(), name: seatName, chips: cents }).strict(),
  z.object({ type: z.literal('buy-in'), amount: cents }).strict(),
  bare('leave'),
  /** With `coupon`: a Match Play Coupon on the Ante, its value filled in by the server (§ 603a.21(c)(1)). */
  z
    .object({
      type: z.literal('place-wager'),
      kind: z.enum(PLACED_KINDS),
      amount: cents,
      coupon: couponOnCommand,
    })
    .strict(),
  z.object({ type: z.literal('withdraw-wager'), kind: z.enum(PLACED_KINDS) }).strict(),
  bare('no-more-bets'),
  bare('deal'),
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
  DECK_COMMANDS.shuffle,
  DECK_COMMANDS.cut,
  DECK_COMMANDS['order-recut'],
  DECK_COMMANDS['order-reshuffle'],
  DECK_COMMANDS['face-up-card'],
  DECK_COMMANDS['card-drawn-in-error'],
  DECK_COMMANDS['wrong-card-count'],
  DECK_COMMANDS['stub-miscount'],
  DECK_COMMANDS['shoe-malfunction'],
  DECK_COMMANDS['shuffler-malfunction'],
  DECK_COMMANDS['shuffler-miscount'],
]);

export type Command = z.infer<typeof Command>;
