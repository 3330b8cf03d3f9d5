/** The wire form of every Asia Poker command (validated before decide sees it). */
import { z } from 'zod';
import { couponOnCommand } from '../../engine/coupons.js';
import { DECK_COMMANDS } from '../../engine/procedures/single-deck.js';
import { seatName } from '../../engine/seating.js';
import { WAGER_KINDS } from './options.js';

const cents = z.number().int().positive().max(1_000_000_000);
const hand = z.string().min(2).max(20);
/**
 * The betting area a command is for, when a player plays two adjacent areas (§ 659a.7(f)); omitted, the
 * player's own seat for a wager, and for a hand the one the player is due to act on.
 */
const area = z.number().int().min(1).max(6).optional();

export const Command = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sit'), seat: z.number().int(), name: seatName, chips: cents }).strict(),
  z.object({ type: z.literal('buy-in'), amount: cents }).strict(),
  z.object({ type: z.literal('leave') }).strict(),
  z.object({ type: z.literal('shuffle') }).strict(),
  /** Cover card `position` cards from the top (at least 10); drawn by the engine when omitted. */
  z.object({ type: z.literal('cut'), position: z.number().int().optional() }).strict(),
  z.object({ type: z.literal('order-recut') }).strict(),
  /** The floorperson directs the dealer to shuffle the deck not yet dealt (§ 659a.5(a)). */
  DECK_COMMANDS['order-reshuffle'],
  /** With `coupon`: a Match Play Coupon on the Asia Poker Wager, its value filled in by the server (§ 603a.21(c)(1)). */
  z
    .object({
      type: z.literal('place-wager'),
      kind: z.enum(WAGER_KINDS),
      amount: cents,
      area,
      coupon: couponOnCommand,
    })
    .strict(),
  z.object({ type: z.literal('withdraw-wager'), kind: z.enum(WAGER_KINDS), area }).strict(),
  z.object({ type: z.literal('no-more-bets') }).strict(),
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
  z.object({ type: z.literal('deal') }).strict(),
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
  z.object({ type: z.literal('settle') }).strict(),
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
  z.object({ type: z.literal('dealer-card-exposed') }).strict(),
  z.object({ type: z.literal('face-up-card') }).strict(),
  z.object({ type: z.literal('card-drawn-in-error') }).strict(),
  z.object({ type: z.literal('wrong-card-count') }).strict(),
  z.object({ type: z.literal('wrong-start') }).strict(),
  z.object({ type: z.literal('stub-miscount'), misdeal: z.boolean() }).strict(),
  z.object({ type: z.literal('shoe-malfunction') }).strict(),
  z.object({ type: z.literal('shuffler-malfunction') }).strict(),
]);

export type Command = z.infer<typeof Command>;
