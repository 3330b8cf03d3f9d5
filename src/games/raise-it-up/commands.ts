/** The wire form of every Raise It Up Stud Poker command (validated before decide sees it). */
import { z } from 'zod';
import * as cards from '../../engine/procedures/card-table-commands.js';
import { PLACED_KINDS } from './options.js';

const { bare } = cards;

export const Command = z.discriminatedUnion('type', [
  ...cards.SEATING_COMMANDS,
  /**
   * The Ante (the equal Blind goes with it, § 669a.7(d)(1)) or a side wager, before "no more bets". With
   * `coupon`: a Match Play Coupon on the Ante, its value filled in by the server (§ 603a.21(c)(1), B-AMB-4).
   */
  ...cards.wagerRound(PLACED_KINDS),
  /** At 3rd or 4th Street: no Play Wager now (§ 669a.11(b), (d)). */
  bare('check'),
  /** The Play Wager: 1x, 2x or 3x the Ante at 3rd Street, 1x or 2x at 4th, 1x at 5th (A-AMB-17). */
  z
    .object({
      type: z.literal('play'),
      multiple: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    })
    .strict(),
  /** At 5th Street: no Play Wager; the Ante and Blind are collected (§ 669a.11(f)). */
  bare('fold'),
  /** The dealer turns the next community card once every remaining player has decided. */
  bare('turn-card'),
  /** The dealer reveals and settles the next player from the dealer's right (§ 669a.11(i)). */
  bare('settle'),
  /** § 669a.11(i)(3)(i)(C): a floorperson validates the winning Progressive payout of a seat. */
  z.object({ type: z.literal('validate-progressive'), seat: z.number().int().min(1).max(6) }).strict(),
  /** § 669a.13(d): a community card exposed before its turn voids the round. */
  bare('community-card-exposed'),
  /** § 669a.11(a)(3): a player exchanged information about his hand; he forfeits every wager. */
  z.object({ type: z.literal('information-exchanged'), seat: z.number().int().min(1).max(6) }).strict(),
  ...cards.SINGLE_DECK_COMMANDS,
]);

export type Command = z.infer<typeof Command>;
