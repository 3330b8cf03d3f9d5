/** The wire form of every Three Dice Football command. Wager kinds are the ids `felt odds` reports. */
import { z } from 'zod';
import { THROWN_DICE_REASONS } from '../../engine/procedures/dice-table.js';
import { SEATING_COMMANDS, dieFace, wagerCommands } from '../../engine/procedures/dice-commands.js';
import { FULL_GAME_WAGERS, SINGLE_PLAY_WAGERS } from './rules.js';

export const WAGER_KINDS: readonly string[] = [...FULL_GAME_WAGERS, ...SINGLE_PLAY_WAGERS.map((r) => r.id)];

const kind = z
  .string()
  .refine((k) => WAGER_KINDS.includes(k), { message: 'no such wager at Three Dice Football' });
const dieId = z.string().min(1).max(20);

export const Command = z.discriminatedUnion('type', [
  ...SEATING_COMMANDS,
  ...wagerCommands(kind),
  /** The stickperson offers the set of dice (§§ 661a.4(b), 661a.7(a)). */
  z.object({ type: z.literal('offer-dice') }).strict(),
  z.object({ type: z.literal('decline-dice') }).strict(),
  /** The player accepts and becomes Quarterback, selecting two green dice and one red (§ 661a.4(c)). */
  z
    .object({
      type: z.literal('accept-dice'),
      offensive: z.tuple([dieId, dieId]).optional(),
      defensive: dieId.optional(),
    })
    .strict(),
  /** A new set of four green and two red dice (§ 661a.4(d)). */
  z
    .object({
      type: z.literal('change-dice'),
      reason: z.enum(['every-24-hours', 'table-reopened', 'die-lost', 'unfit-for-play']),
    })
    .strict(),
  z.object({ type: z.literal('no-more-bets') }).strict(),
  /** After the throw is called: the dealer moves the pucks and settles what it decided (§ 661a.5(h)). */
  z.object({ type: z.literal('settle') }).strict(),
  /** The throw: on a live table the stickperson calls green, green, red; an automated table draws them. */
  z.object({ type: z.literal('throw'), dice: z.tuple([dieFace, dieFace, dieFace]).optional() }).strict(),
  /** An invalid roll or a "no roll" call (§ 661a.5(b), (c), (f), (g)): not a down, the dice are thrown again. */
  z
    .object({
      type: z.literal('no-roll'),
      // The thrown-dice calls but the one § 661a.5(d) forbids (dice on chips are a valid throw).
      reason: z.enum(THROWN_DICE_REASONS).exclude(['landed-on-chips']),
    })
    .strict(),
]);

export type Command = z.infer<typeof Command>;
