/**
 * The Three Dice Football Rules Submission options (§ 601a.2). The paytable of § 661a.8 is fixed; the
 * only choice is how the two payouts at odds of x to 5 are made whole (spec ruling A9).
 */
import { z } from 'zod';
import type { Violation } from '../../engine/game.js';
import { CITE, DEFAULT_FRACTIONAL_POLICY, type FractionalPayoutPolicy } from './rules.js';

export interface ThreeDiceFootballOptions {
  readonly fractionalPayouts: FractionalPayoutPolicy;
  /** The posted minimum and maximum wager, in cents (§ 601a.2). */
  readonly minimumWager: number;
  readonly maximumWager: number;
}

export const threeDiceFootballOptionsSchema: z.ZodType<ThreeDiceFootballOptions> = z
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
  .strict() as unknown as z.ZodType<ThreeDiceFootballOptions>;

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
