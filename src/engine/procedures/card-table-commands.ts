/**
 * The wire forms every card table's commands share: the kernel's seating commands (from
 * `dice-commands.ts`, the same for every table), a command with no fields, the single deck's commands in
 * the order Raise It Up and Three Card Poker list them, and the multi-deck shoe's preparation commands of
 * baccarat and blackjack. What only a game has (its wagers, decisions and irregularities) stays in its
 * commands.ts.
 */
import { z } from 'zod';
import { couponOnCommand } from '../coupons.js';
import { cents } from './dice-commands.js';
import { DECK_COMMANDS } from './single-deck.js';

export { cents, SEATING_COMMANDS } from './dice-commands.js';

/** A command with no fields but its type. */
export const bare = <T extends string>(type: T) => z.object({ type: z.literal(type) }).strict();

/**
 * The irregularities a dealer or floorperson reports at a single-deck table: a card found face up or
 * drawn in error, a wrong card count, a stub miscount, a failed shoe or shuffler, a counting shuffler's
 * miscount (§ 6xxa.5, .8-.10, .13 of each chapter).
 */
export const DECK_IRREGULARITY_COMMANDS = [
  DECK_COMMANDS['face-up-card'],
  DECK_COMMANDS['card-drawn-in-error'],
  DECK_COMMANDS['wrong-card-count'],
  DECK_COMMANDS['stub-miscount'],
  DECK_COMMANDS['shoe-malfunction'],
  DECK_COMMANDS['shuffler-malfunction'],
  DECK_COMMANDS['shuffler-miscount'],
] as const;

/** Every single-deck command (§ 6xxa.5 of each chapter), for a game that lists them all. */
export const SINGLE_DECK_COMMANDS = [
  DECK_COMMANDS.shuffle,
  DECK_COMMANDS.cut,
  DECK_COMMANDS['order-recut'],
  DECK_COMMANDS['order-reshuffle'],
  ...DECK_IRREGULARITY_COMMANDS,
] as const;

/** Preparing a multi-deck shoe: shuffle, cut (or decline it), a recut ordered, the burn. */
export const SHOE_COMMANDS = [
  bare('shuffle'),
  z
    .object({
      type: z.literal('cut'),
      /** Cards above the cover card; omitted on an automated table, where the engine draws it. */
      position: z.number().int().optional(),
      lastHandFromBottom: z.number().int().optional(),
    })
    .strict(),
  bare('decline-cut'),
  bare('order-recut'),
  bare('burn'),
] as const;

/**
 * Placing a wager of one of the game's `kinds` (a Match Play Coupon riding on it, its value filled in
 * by the server, § 603a.21(c)(1)) and taking one back; `on` adds the fields that say where (the betting
 * area of a player who plays two).
 */
export const wagerCommands = <
  const K extends readonly string[],
  On extends z.ZodRawShape = Record<never, never>,
>(
  kinds: K,
  on: On = {} as On,
) =>
  [
    z
      .object({
        type: z.literal('place-wager'),
        kind: z.enum(kinds),
        amount: cents,
        ...on,
        coupon: couponOnCommand,
      })
      .strict(),
    z.object({ type: z.literal('withdraw-wager'), kind: z.enum(kinds), ...on }).strict(),
  ] as const;

/** A banked round's wager commands (`wagerCommands`), then the dealer's "no more bets" and the deal. */
export const wagerRound = <
  const K extends readonly string[],
  On extends z.ZodRawShape = Record<never, never>,
>(
  kinds: K,
  on: On = {} as On,
) => [...wagerCommands(kinds, on), bare('no-more-bets'), bare('deal')] as const;
