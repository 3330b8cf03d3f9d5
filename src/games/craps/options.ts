/**
 * The Craps / Mini-Craps Rules Submission options (§ 601a.2): the payouts ch. 623a leaves to the
 * certificate holder (the seeds do not print § 623a.5(a)-(g)), the Fire Bet paytable, the Lay Bet
 * vigorish and whether Bonus Craps is offered. Each field carries the citation that allows it.
 */
import { z } from 'zod';
import { formatOdds, parseOdds, type Odds } from '../../core/odds.js';
import type { Violation } from '../../engine/game.js';
import {
  CITE,
  DEFAULT_CRAPS_OPTIONS,
  DEFAULT_FIRE_PAYTABLE,
  DEFAULT_MINI_CRAPS_OPTIONS,
  validateCrapsOptions,
  type CrapsOptions,
  type PointNumber,
} from './rules.js';

/** Odds written "N to M" in the document. */
const oddsField = (fallback: Odds, description: string, citation: string) =>
  z
    .string()
    .default(formatOdds(fallback))
    .transform((s, ctx) => {
      const o = parseOdds(s);
      if (!o) {
        ctx.addIssue({ code: 'custom', message: `"${s}" is not odds like "7 to 6"` });
        return z.NEVER;
      }
      return o;
    })
    .meta({ description, citation });

const byNumber = (table: Readonly<Record<PointNumber, Odds>>, what: string, citation: string) =>
  z
    .object(
      Object.fromEntries(
        ([4, 5, 6, 8, 9, 10] as const).map((n) => [
          String(n),
          oddsField(table[n], `${what} on ${n}`, citation),
        ]),
      ),
    )
    .strict()
    .prefault({});

export function crapsOptionsSchema(game: 'craps' | 'mini-craps'): z.ZodType<CrapsOptions> {
  const d = game === 'craps' ? DEFAULT_CRAPS_OPTIONS : DEFAULT_MINI_CRAPS_OPTIONS;
  const payouts: string = CITE.payouts;
  const shape = {
    dontBar: z
      .union([z.literal(2), z.literal(12)])
      .default(d.dontBar)
      .meta({
        description: "The come-out total that pushes Don't Pass and Don't Come",
        citation: CITE.wagers,
      }),
    field: z
      .object({
        two: oddsField(d.field.two, 'Field payout on a 2', payouts),
        twelve: oddsField(d.field.twelve, 'Field payout on a 12', payouts),
        others: oddsField(d.field.others, 'Field payout on 3, 4, 9, 10, 11', payouts),
      })
      .strict()
      .prefault({}),
    placeToWin: byNumber(d.placeToWin, 'Place Bet to win', payouts),
    placeToLose: byNumber(d.placeToLose, 'Place Bet to lose', payouts),
    layBet: z
      .object({
        percent: z
          .number()
          .int()
          .min(0)
          .max(100)
          .meta({ description: 'Vigorish, percent of the true-odds win', citation: CITE.vigorish }),
        collected: z
          .enum(['on-win', 'when-placed'])
          .meta({ description: 'When the vigorish is collected', citation: CITE.vigorish }),
      })
      .strict()
      .nullable()
      .default(d.layBet)
      .meta({ description: 'Offer the Lay Bet at true odds with vigorish, or null', citation: CITE.layBet }),
    buyBet: z
      .object({
        percent: z.number().int().min(0).max(100).meta({
          description: 'Vigorish, percent of the amount bought',
          citation: CITE.vigorishException,
        }),
        collected: z
          .enum(['on-win', 'when-placed'])
          .meta({ description: 'When the vigorish is collected', citation: CITE.vigorishException }),
      })
      .strict()
      .nullable()
      .default(d.buyBet)
      .meta({
        description: 'Offer the Buy Bet (a Place Bet to Win at true odds) with vigorish, or null',
        citation: CITE.vigorishException,
      }),
    horn: z.boolean().default(d.horn).meta({
      description: 'Offer the Horn Bet and the Horn High Bets (2, 3, 11 and 12 in one stack)',
      citation: CITE.combination,
    }),
    world: z.boolean().default(d.world).meta({
      description: 'Offer the World (Whirl) Bet (2, 3, 7, 11 and 12 in one stack)',
      citation: CITE.combination,
    }),
    big6And8: oddsField(d.big6And8, 'Big 6 and Big 8 payout', payouts),
    hardways: z
      .object(
        Object.fromEntries(
          ([4, 6, 8, 10] as const).map((n) => [
            String(n),
            oddsField(d.hardways[n], `Hardway ${n} payout`, payouts),
          ]),
        ),
      )
      .strict()
      .prefault({}),
    oneRoll: z
      .object(
        Object.fromEntries(
          (['anyCraps', 'anySeven', 'two', 'three', 'eleven', 'twelve'] as const).map((k) => [
            k,
            oddsField(d.oneRoll[k], `${k} payout`, payouts),
          ]),
        ),
      )
      .strict()
      .prefault({}),
    fireBet: z
      .object({
        4: oddsField(DEFAULT_FIRE_PAYTABLE[4], 'Fire Bet: four different points', CITE.fireBetLayout),
        5: oddsField(DEFAULT_FIRE_PAYTABLE[5], 'Fire Bet: five different points', CITE.fireBetLayout),
        6: oddsField(DEFAULT_FIRE_PAYTABLE[6], 'Fire Bet: six different points', CITE.fireBetLayout),
      })
      .strict()
      .nullable()
      .default(d.fireBet)
      .meta({ description: 'The Fire Bet paytable, or null if not offered', citation: CITE.fireBet }),
    bonusCraps: z.boolean().default(d.bonusCraps).meta({
      description: 'Offer Bonus Craps (All Small, All Tall, All Or Nothing At All)',
      citation: CITE.bonusLayout,
    }),
    seats: z
      .number()
      .int()
      .min(1)
      .max(16)
      .default(d.seats)
      .meta({
        description:
          game === 'craps'
            ? 'Player positions around the table (at most 16 Fire Bet areas)'
            : 'Seats at the Mini-Craps table (only seated players wager)',
        citation: game === 'craps' ? CITE.fireBetLayout : CITE.miniCrapsSeated,
      }),
    minimumWager: z
      .number()
      .int()
      .min(1)
      .default(d.minimumWager)
      .meta({ description: 'The posted minimum wager, in cents', citation: CITE.limits }),
    maximumWager: z
      .number()
      .int()
      .min(1)
      .default(d.maximumWager)
      .meta({ description: 'The posted maximum wager, in cents', citation: CITE.limits }),
    maxOdds: z
      .object(
        Object.fromEntries(
          ([4, 5, 6, 8, 9, 10] as const).map((n) => [
            String(n),
            z
              .number()
              .int()
              .min(1)
              .max(100)
              .default(d.maxOdds[n])
              .meta({
                description: `Odds behind a point of ${n}, as a multiple of the line or come wager`,
                citation: CITE.oddsBets,
              }),
          ]),
        ),
      )
      .strict()
      .prefault({}),
  };
  return z.object(shape).strict() as unknown as z.ZodType<CrapsOptions>;
}

/** Cross-field checks: Bonus Craps needs its layout area, which Mini-Craps lacks (spec ruling C5). */
export const checkCrapsOptions = (game: 'craps' | 'mini-craps', o: CrapsOptions): Violation[] => [
  ...validateCrapsOptions(o, { game }),
  ...(o.minimumWager > o.maximumWager
    ? [
        {
          path: 'options.minimumWager',
          code: 'minimum_above_maximum',
          message: 'the posted minimum wager is above the posted maximum',
          citation: CITE.limits,
        },
      ]
    : []),
];
