/**
 * The wire form of every Props & Hops command. A wager's kind is the id `felt odds` reports with its
 * variant: `double-8` (Eight the Hardway), `any-number-2-5`, `field`, `hop-the-top`, `six-eight-shake`.
 */
import { z } from 'zod';
import { SEATING_COMMANDS, dieFace, wagerCommands } from '../../engine/procedures/dice-commands.js';
import { ONE_ROLL_WAGERS } from './rules.js';

export const WAGER_KINDS: readonly string[] = [
  ...ONE_ROLL_WAGERS.map((r) => (r.variant === '' ? r.id : `${r.id}-${r.variant}`)),
  'six-eight-shake',
];

const kind = z.string().refine((k) => WAGER_KINDS.includes(k), { message: 'no such wager at Props & Hops' });

export const Command = z.discriminatedUnion('type', [
  ...SEATING_COMMANDS,
  ...wagerCommands(kind),
  /** The dealer offers the covered shaker to the next shooter (§ 668a.3(f), (k)). */
  z.object({ type: z.literal('offer-shaker') }).strict(),
  z.object({ type: z.literal('accept-shaker') }).strict(),
  z.object({ type: z.literal('decline-shaker') }).strict(),
  z.object({ type: z.literal('no-more-bets') }).strict(),
  /**
   * The floorperson places two dice in the shaker in the dealer's presence (§ 668a.3(d)); dice may not
   * stay on a table more than 24 hours (§ 668a.3(b)(1)), so a new pair replaces them.
   */
  z
    .object({
      type: z.literal('place-dice'),
      reason: z.enum(['opening', 'every-24-hours', 'unfit-for-play', 'inspection']),
    })
    .strict(),
  /** After a valid roll: losers collected, then winners paid, lammers moved (§ 668a.3(i)). */
  z.object({ type: z.literal('settle') }).strict(),
  /** The dealer uncovers the shaker: on a live table the dealer announces the dice; automated, the engine draws them. */
  z.object({ type: z.literal('uncover'), dice: z.tuple([dieFace, dieFace]).optional() }).strict(),
  /** "No roll" (§ 668a.3(g), (h)): the dice are shaken again; nothing is decided. */
  z
    .object({ type: z.literal('no-roll'), reason: z.enum(['die-fell-out', 'die-on-die', 'not-flat']) })
    .strict(),
]);

export type Command = z.infer<typeof Command>;
