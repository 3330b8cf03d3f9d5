/**
 * The Three Dice Football Rules Submission options (§ 601a.2). The paytable of § 661a.8 is fixed; the
 * only choice is how the two payouts at odds of x to 5 are made whole (spec ruling A9). The options'
 * type is the schema's.
 */
import { z } from 'zod';
import type { Violation } from '../../engine/game.js';
import { CITE, DEFAULT_FRACTIONAL_POLICY } from './rules.js';

export const threeDiceFootballOptionsSchema = z
  .object({
    fractionalPayouts: z
      .object({
        policy: z.enum(['multiples-of-5', 'round-down']).default(DEFAULT_FRACTIONAL_POLICY.policy).meta({
          description:
            'Defense (4 to 5) and Game Length 3 (6 to 5): accept such wagers only in multiples of 5 chips, or round the payout down to the smallest chip',
          citation: CITE.fullGamePayouts,
        }),
        chipCents: z.number().int().min(1).default(DEFAULT_FRACTIONAL_POLICY.chipCents).meta({
          description: 'The smallest value chip at the table, in cents',
          citation: CITE.fullGamePayouts,
        }),
      })
      .strict()
      .prefault({}),
    minimumWager: z
      .number()
      .int()
      .min(1)
      .default(500)
      .meta({ description: 'The posted minimum wager, in cents', citation: CITE.rulesSubmission }),
    maximumWager: z
      .number()
      .int()
      .min(1)
      .default(500_000)
      .meta({ description: 'The posted maximum wager, in cents', citation: CITE.rulesSubmission }),
  })
  .strict();

export type ThreeDiceFootballOptions = z.infer<typeof threeDiceFootballOptionsSchema>;

/** The posted minimum may not exceed the maximum. */
export const checkThreeDiceFootballOptions = (o: ThreeDiceFootballOptions): Violation[] =>
  o.minimumWager > o.maximumWager
    ? [
        {
          path: 'options.minimumWager',
          code: 'minimum_above_maximum',
          message: 'the posted minimum wager is above the posted maximum',
          citation: CITE.rulesSubmission,
        },
      ]
    : [];
