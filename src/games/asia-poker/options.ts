/**
 * The Rules Submission options of an Asia Poker table (§ 601a.2), each field with the citation that
 * allows it, and the house way (§ 659a.11(c)) as an embedded, validated document (house-way.ts).
 */
import { z } from 'zod';
import { formatCents } from '../../core/money.js';
import { couponProfileOption } from '../../engine/coupons.js';
import type { Violation } from '../../engine/game.js';
import * as options from '../../engine/procedures/card-table-options.js';
import { DEFAULT_HOUSE_WAY, HouseWayDocument } from './house-way.js';
import { CITE, MINIMUM_PAYOUT_LIMIT } from './rules.js';

export const WAGER_KINDS = ['asia-poker', 'bonus'] as const;
export type WagerKind = (typeof WAGER_KINDS)[number];

const DEFAULT_LIMITS = {
  'asia-poker': { min: 1000, max: 100_000 },
  bonus: { min: 100, max: 10_000 },
} as const;

export const optionsSchema = z
  .object({
    couponProfile: couponProfileOption,
    seats: options.seatsOption('Betting positions (no more than six)', CITE.table),
    shuffler: options.deviceShufflerOption(
      'Manual shuffle (then a cut), an automated shuffler (no cut), an automated shuffler with two decks of different backs used alternately, or a dealing shoe or other device that reshuffles the cards automatically (§ 659a.5(f))',
      CITE.twoDecks,
    ),
    dealing: options.dealingOption(
      'Deal from a manual shoe, from the hand, or from an automated shoe',
      CITE.manualDeal,
    ),
    startPosition: z.enum(['shaker', 'rng', 'button']).default('shaker').meta({
      description:
        'Starting position by the Asia Poker shaker (three dice), a random number from 1 to 7, or a flat button rotating clockwise',
      citation: '§ 659a.5(g)',
    }),
    bonus: z
      .enum(['A', 'B', 'C'])
      .nullable()
      .default('A')
      .meta({ description: 'Bonus Wager paytable, or null if not offered', citation: CITE.payBonus }),
    payoutLimit: z.number().int().min(1).nullable().default(MINIMUM_PAYOUT_LIMIT).meta({
      description: 'Most paid to one betting area in a round, in cents, or null for no limit',
      citation: CITE.payoutLimit,
    }),
    a234LowStraight: z.boolean().default(false).meta({
      description: 'A-2-3-4 is the lowest straight instead of the second highest',
      citation: '§ 659a.6(b)(6)',
    }),
    a234LowStraightFlush: z.boolean().default(false).meta({
      description: 'A-2-3-4 suited is the lowest straight flush instead of the highest',
      citation: '§ 659a.6(b)(3)',
    }),
    houseWay: HouseWayDocument.default(DEFAULT_HOUSE_WAY).meta({
      description:
        'The house way: how the dealer sets the dealer hand, as an ordered list of rules (house-way.ts)',
      citation: CITE.houseWay,
    }),
    profile: z.enum(['659a', '575']).optional().meta({
      description:
        'The text the table follows: the proposed final-form ch. 659a (when absent), or the temporary ch. 575 while it is in force. They differ in two rules (spec A9): under 575 a reshuffling device replaces the whole of 575.5, the starting position included, and any card exposed while the dealer deals from the hand voids the round (575.13(j))',
      citation: CITE.profile575,
    }),
    adjacentAreas: z.boolean().default(false).meta({
      description:
        'A player may wager on two adjacent betting areas (his seat and an unoccupied one beside it); each is played separately, the larger wager set first, equal wagers counterclockwise',
      citation: CITE.adjacent,
    }),
    limits: options.limitsOption(DEFAULT_LIMITS, CITE.limits),
  })
  .strict();

/** The options of an Asia Poker table: the schema's type. */
export type AsiaOptions = z.infer<typeof optionsSchema>;

export const rankingOptionsOf = (
  o: AsiaOptions,
): { asiaA234LowStraight: boolean; asiaA234LowStraightFlush: boolean } => ({
  asiaA234LowStraight: o.a234LowStraight,
  asiaA234LowStraightFlush: o.a234LowStraightFlush,
});

export function checkOptions(o: AsiaOptions): Violation[] {
  const out = options.shufflerViolations(o, { citation: CITE.handDeal });
  if (o.startPosition === 'button' && (o.shuffler === 'manual' || o.dealing !== 'automated-shoe'))
    out.push({
      path: 'options.startPosition',
      code: 'button_needs_automated_shoe',
      message:
        'the flat button is allowed only with an automated card shuffling device and an automated dealing shoe',
      citation: CITE.startButton,
    });
  if (o.payoutLimit !== null) {
    const minimumWin = o.limits['asia-poker'].min + (o.bonus ? o.limits.bonus.min * 5000 : 0);
    const floor = Math.max(MINIMUM_PAYOUT_LIMIT, minimumWin);
    if (o.payoutLimit < floor)
      out.push({
        path: 'options.payoutLimit',
        code: 'payout_limit_too_low',
        message: `the payout limit must be at least $50,000 and at least what one player can win betting the minimum (${formatCents(floor)})`,
        citation: CITE.payoutLimit,
      });
  }
  out.push(...options.adjacentAreasViolations(o, CITE.adjacent, 'betting positions'));
  out.push(...options.limitViolations(o.limits, CITE.asiaWager));
  return out;
}
