/** The wire form of every Asia Poker command (validated before decide sees it). */
import { z } from 'zod';
import { DECK_COMMANDS } from '../../engine/procedures/single-deck.js';
import { bare, SEATING_COMMANDS, wagerCommands } from '../../engine/procedures/card-table-commands.js';
import { WAGER_KINDS } from './options.js';

const hand = z.string().min(2).max(20);
/**
 * The betting area a command is for, when a player plays two adjacent areas (§ 659a.7(f)); omitted, the
 * player's own seat for a wager, and for a hand the one the player is due to act on.
 */
const area = z.number().int().min(1).max(6).optional();

export const Command = z.discriminatedUnion('type', [
  ...SEATING_COMMANDS,
  bare('shuffle'),
  /** Cover card `position` cards from the top (at least 10); drawn by the engine when omitted. */
  z.object({ type: z.literal('cut'), position: z.number().int().optional() }).strict(),
  bare('order-recut'),
  /** The floorperson directs the dealer to shuffle the deck not yet dealt (§ 659a.5(a)). */
  DECK_COMMANDS['order-reshuffle'],
  /** With `coupon`: a Match Play Coupon on the Asia Poker Wager, its value filled in by the server (§ 603a.21(c)(1)). */
  ...wagerCommands(WAGER_KINDS, { area }),
  bare('no-more-bets'),
  /** The shaker, RNG or button: on a live table the dealer reports the dice or number; automated, the engine draws. */
  z
    .object({
      type: z.literal('determine-start'),
      dice: z
        .tuple([
          z.number().int().min(1).max(6),
          z.number().int().min(1).max(6),
          z.number().int().min(1).max(6),
        ])
        .optional(),
      number: z.number().int().min(1).max(7).optional(),
    })
    .strict(),
  z.object({ type: z.literal('no-roll'), reason: z.enum(['not-flat', 'die-fell-out']) }).strict(),
  bare('deal'),
  /** The player's three hands in card notation, e.g. {high: "As Ah Kd Kc", medium: "Qs Js", low: "9d"}. */
  z.object({ type: z.literal('set-hands'), high: hand, medium: hand, low: hand, area }).strict(),
  /** The player asks for help: the dealer tells the house way (§ 659a.11(a)(1)). */
  z.object({ type: z.literal('ask-house-way'), area }).strict(),
  /** The dealer turns over and sets the dealer hand; on a live table with the setting the dealer made. */
  z
    .object({
      type: z.literal('set-dealer'),
      high: hand.optional(),
      medium: hand.optional(),
      low: hand.optional(),
    })
    .strict(),
  z.object({ type: z.literal('surrender'), area }).strict(),
  /** The player keeps the hand (no surrender), so an automated table may reveal it (§ 659a.11(d)). */
  z.object({ type: z.literal('decline-surrender'), area }).strict(),
  bare('settle'),
  /** § 659a.13(d): a player whose card was exposed voids the hand (or keeps it by setting it). */
  z.object({ type: z.literal('void-hand'), area }).strict(),
  /** § 659a.13(d): the player plays out the hand whose card was exposed, and may then look at it. */
  z.object({ type: z.literal('play-hand'), area }).strict(),
  /** The dealer exposed a card dealt to `seat` (§ 659a.13(d)): the card, where the report names it. */
  z
    .object({
      type: z.literal('player-card-exposed'),
      seat: z.number().int(),
      card: z.string().max(3).optional(),
    })
    .strict(),
  bare('dealer-card-exposed'),
  bare('face-up-card'),
  bare('card-drawn-in-error'),
  bare('wrong-card-count'),
  bare('wrong-start'),
  z.object({ type: z.literal('stub-miscount'), misdeal: z.boolean() }).strict(),
  bare('shoe-malfunction'),
  bare('shuffler-malfunction'),
]);

export type Command = z.infer<typeof Command>;
