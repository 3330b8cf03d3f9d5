/**
 * The Rules Submission options of a Raise It Up Stud Poker table (§ 601a.2), each field with the section
 * that allows it: the deck and the shuffler (§ 669a.3, § 669a.5), the dealing method (§§ 669a.8-669a.10),
 * the Pair Plus and Six Card Bonus paytables (§ 669a.12(a), (f)) and the Progressive Payout Wager with its
 * meter (§ 669a.12(e); spec rulings A-AMB-4, A-AMB-9).
 */
import { z } from 'zod';
import { couponProfileOption } from '../../engine/coupons.js';
import type { Violation } from '../../engine/game.js';
import * as options from '../../engine/procedures/card-table-options.js';
import { checkProgressive } from './math/side-wagers.js';
import { CITE } from './rules.js';

export const WAGER_KINDS = ['ante', 'blind', 'play', 'pair-plus', 'six-card-bonus', 'progressive'] as const;
export type WagerKind = (typeof WAGER_KINDS)[number];
/** The wagers a player places himself before "no more bets" (the Blind comes with the Ante). */
export const PLACED_KINDS = ['ante', 'pair-plus', 'six-card-bonus', 'progressive'] as const;

const DEFAULT_LIMITS = {
  ante: { min: 500, max: 50_000 },
  'pair-plus': { min: 100, max: 10_000 },
  'six-card-bonus': { min: 100, max: 10_000 },
} as const;

const progressive = z
  .object({
    wager: z
      .union([z.literal(1), z.literal(5)])
      .meta({ description: 'The fixed Progressive Payout Wager in dollars (A-AMB-9)' }),
    resetCents: z.number().int().meta({
      description: 'The initial and reset amount of the meter, in cents (at least $1,000 and 1,000 for 1)',
    }),
    ratePercent: z.number().meta({
      description: 'The rate of progression: the share of each wager added to the meter (at least 14)',
    }),
  })
  .strict();

export const DEFAULT_PROGRESSIVE = { wager: 1, resetCents: 100_000, ratePercent: 14 } as const;

export const optionsSchema = z
  .object({
    couponProfile: couponProfileOption,
    seats: options.seatsOption('Betting positions (no more than six)', CITE.table),
    shuffler: options.deviceShufflerOption(
      'Manual shuffle (then a cut), an automated shuffler (no cut), an automated shuffler with two decks of different backs alternating every other round, or a device that reshuffles and counts the cards itself',
      CITE.twoDecks,
    ),
    counting: options.countingOption(
      'The automated shuffler counts the 52 cards after each shuffle',
      CITE.countingShuffler,
    ),
    dealing: options.dealingOption(
      'Deal from a manual shoe, from the hand (with an automated shuffler), or an automated shoe',
      CITE.manualDeal,
    ),
    pairPlus: z.enum(['A', 'B']).nullable().default('A').meta({
      description: 'Pair Plus paytable, or null if not offered (A-AMB-4)',
      citation: CITE.payPairPlus,
    }),
    sixCardBonus: z
      .enum(['A', 'B', 'C', 'D'])
      .nullable()
      .default('A')
      .meta({ description: 'Six Card Bonus paytable, or null if not offered', citation: CITE.paySixCard }),
    progressive: progressive.nullable().default(DEFAULT_PROGRESSIVE).meta({
      description: 'The Progressive Payout Wager and its meter, or null if not offered',
      citation: CITE.meterRate,
    }),
    abandonedWagersLose: z.boolean().default(false).meta({
      description:
        'A player who leaves during a round abandons his wagers, which are treated as losing (otherwise he may not leave until the round is complete)',
      citation: CITE.seated,
    }),
    limits: options.limitsOption(DEFAULT_LIMITS, CITE.limits),
  })
  .strict();

export type RaiseItUpOptions = z.infer<typeof optionsSchema>;

/** The meter's rate in basis points (hundredths of a percent), the unit the increment is counted in. */
export const rateBasisPoints = (ratePercent: number): number => Math.round(ratePercent * 100);

export function checkOptions(o: RaiseItUpOptions): Violation[] {
  const out = options.shufflerViolations(
    o,
    { citation: CITE.handShuffler },
    { field: 'counting', on: o.counting, citation: CITE.countingShuffler },
  );
  if (o.progressive) {
    const p = o.progressive;
    const r = checkProgressive({ ...p, otherPlayers: 0, folds: 'keep-winners' });
    if (!r.ok)
      out.push({
        path: 'options.progressive',
        code: r.error.code,
        message: r.error.message,
        ...(r.error.citation ? { citation: r.error.citation } : {}),
      });
    else if (Math.abs(rateBasisPoints(p.ratePercent) - p.ratePercent * 100) > 1e-9)
      out.push({
        path: 'options.progressive.ratePercent',
        code: 'rate_precision',
        message: 'the rate of progression is stated to a hundredth of a percent',
        citation: CITE.meterRate,
      });
  }
  out.push(...options.limitViolations(o.limits, CITE.limits));
  return out;
}
