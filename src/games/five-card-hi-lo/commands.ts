/** The wire form of every Five Card Hi-Lo command (validated before decide sees it). */
import { z } from 'zod';
import { DECK_COMMANDS } from '../../engine/procedures/single-deck.js';
import {
  bare,
  DECK_IRREGULARITY_COMMANDS,
  SEATING_COMMANDS,
  wagerRound,
} from '../../engine/procedures/card-table-commands.js';
import { WAGER_KINDS } from './options.js';

/**
 * The betting area a command is for, when a player plays two adjacent areas (§ 663a.7(f)); omitted, the
 * player's own seat for an opening wager, and for a hand the one the player is due to act on.
 */
const area = z.number().int().min(1).max(6).optional();

export const Command = z.discriminatedUnion('type', [
  ...SEATING_COMMANDS,
  DECK_COMMANDS.shuffle,
  /** The cover card `position` cards from the top (at least 10, § 663a.5(d)); drawn on an automated table. */
  DECK_COMMANDS.cut,
  /** A floorperson requires the cards to be recut, after the cut and before the deal (§ 663a.5(e)). */
  DECK_COMMANDS['order-recut'],
  /** A floorperson directs the dealer to shuffle the deck not yet dealt (§ 663a.5(a)). */
  DECK_COMMANDS['order-reshuffle'],
  /** Ante, Tie and Poker Bonus before "no more bets"; the Play Wager, equal to the Ante, after the deal. */
  /** With `coupon`: a Match Play Coupon on the Ante, its value filled in by the server (§ 603a.21(c)(1)). */
  ...wagerRound(WAGER_KINDS, { area }),
  /** The player forfeits the Ante instead of making a Play Wager (§ 663a.11(b)). */
  z.object({ type: z.literal('fold'), area }).strict(),
  /** The player's choice between the legal settings: one ace in the low hand or not (§ 663a.11(d)). */
  z.object({ type: z.literal('set-hands'), aceLow: z.boolean(), area }).strict(),
  /** The dealer turns over and sets the dealer's five cards (§ 663a.11(e)). */
  bare('turn-over'),
  /** The dealer reveals and settles the next player, from the dealer's right (§ 663a.11(f)-(k)). */
  bare('settle'),
  /**
   * Irregularities (§ 663a.13), reported by the dealer or a floorperson on a live table; among them a
   * stub count that does not account for 52 cards (§ 663a.8(h), 9(f), 10(f)) and a shuffler that counts
   * the cards showing that the deck does not hold 52 (§ 663a.5(b)).
   */
  ...DECK_IRREGULARITY_COMMANDS,
]);

export type Command = z.infer<typeof Command>;
