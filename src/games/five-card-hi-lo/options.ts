/**
 * The Rules Submission options of a Five Card Hi-Lo table (§ 601a.2), each field with the citation that
 * allows it; checkOptions adds the rules that tie fields together.
 */
import { z } from 'zod';
import { couponProfileOption } from '../../engine/coupons.js';
import type { Violation } from '../../engine/game.js';
import * as options from '../../engine/procedures/card-table-options.js';
import { CITE, TIE_PAYTABLE, type TiePaytable } from './rules.js';

export const WAGER_KINDS = ['ante', 'tie', 'poker-bonus', 'play'] as const;
export type WagerKind = (typeof WAGER_KINDS)[number];
/** Wagers placed before "no more bets"; the Play Wager comes after the deal (§ 663a.11(b)). */
export type OpeningWager = Exclude<WagerKind, 'play'>;

export interface Limit {
  readonly min: number;
  readonly max: number;
}

const limit = z
  .object({
    min: z.number().int().min(1).describe('minimum wager in cents'),
    max: z.number().int().min(1).describe('maximum wager in cents'),
  })
  .strict();
const DEFAULT_LIMITS: Readonly<Record<OpeningWager, Limit>> = {
  ante: { min: 500, max: 100_000 },
  tie: { min: 100, max: 10_000 },
  'poker-bonus': { min: 100, max: 10_000 },
};
const odds = z.number().int().min(1).max(1000);
/** The odds § 663a.12(c) prints, to 1 (their labels are lost: ruling B9 #2 maps them). */
const PRINTED_TIE_ODDS = [4, 4, 20] as const;
const printedTieOdds = (p: TiePaytable): boolean =>
  [p.high, p.low, p.both].sort((a, b) => a - b).join() === PRINTED_TIE_ODDS.join();

export const optionsSchema = z
  .object({
    couponProfile: couponProfileOption,
    ...options.playerPositionsAndShuffler(CITE.table, CITE.twoDecks),
    countingShuffler: options.countingOption(
      'The automated shuffler counts the cards after each shuffle and shows whether 52 are present (a wrong count removes the deck)',
      CITE.countingShuffler,
    ),
    dealing: options.dealingOption(
      'Deal from a manual dealing shoe, from the hand, or from an automated dealing shoe',
      CITE.manualDeal,
    ),
    anteBonusPaytable: z
      .enum(['A', 'B', 'C', 'D'])
      .default('A')
      .meta({ description: 'Ante Bonus Payout paytable', citation: CITE.payAnteBonus }),
    anteBonusBasis: z.enum(['for-one', 'full']).default('for-one').meta({
      description:
        'How "X for 1" is paid on the Ante: for-one pays X - 1 times the Ante (the unit counted in "for 1"), full pays X times (spec ruling B9 #3)',
      citation: CITE.payAnteBonus,
    }),
    tieWager: z
      .object({
        offered: z.boolean().default(true).meta({ description: 'Offer the Tie Wager', citation: CITE.tie }),
        paytable: z
          .object({ high: odds, low: odds, both: odds })
          .strict()
          .refine(printedTieOdds, {
            message: `the Tie Wager pays the odds printed in § 663a.12(c), ${PRINTED_TIE_ODDS.join(', ')} to 1; only which row is which may be chosen (spec ruling B9 #2)`,
          })
          .default(TIE_PAYTABLE)
          .meta({
            description:
              'Tie Wager odds "to 1" for a high-hand tie only, a low-hand tie only, and both: the rows printed in § 663a.12(c), 4, 4 and 20, in some order (spec ruling B9 #2: the printed rows lost their labels)',
            citation: CITE.payTie,
          }),
      })
      .strict()
      .default({ offered: true, paytable: TIE_PAYTABLE }),
    pokerBonus: z.enum(['A', 'B']).nullable().default('A').meta({
      description: 'Poker Bonus Wager paytable, or null if not offered',
      citation: CITE.payPokerBonus,
    }),
    adjacentAreas: z.boolean().default(false).meta({
      description:
        'A player may wager on two adjacent betting areas (his seat and an unoccupied one beside it); each is played separately, the larger Ante ranked and set first, equal Antes counterclockwise',
      citation: CITE.adjacent,
    }),
    limits: z
      .object({
        ante: limit.default(DEFAULT_LIMITS.ante),
        tie: limit.default(DEFAULT_LIMITS.tie),
        'poker-bonus': limit.default(DEFAULT_LIMITS['poker-bonus']),
      })
      .strict()
      .default(DEFAULT_LIMITS)
      .meta({ description: 'Table minimum and maximum per wager, in cents', citation: '§ 601a.2' }),
  })
  .strict();

/** A table's options, as the schema parses them (with its defaults). */
export type HiLoOptions = z.infer<typeof optionsSchema>;

export function checkOptions(o: HiLoOptions): Violation[] {
  const out = options.shufflerViolations(
    o,
    {
      citation: CITE.handDeal,
      message: 'cards may be dealt from the hand only with an automated card shuffling device',
    },
    {
      field: 'countingShuffler',
      on: o.countingShuffler,
      citation: CITE.countingShuffler,
      message: 'only an automated card shuffling device counts the cards; this table shuffles by hand',
    },
  );
  out.push(...options.adjacentAreasViolations(o, CITE.adjacent, 'player positions'));
  out.push(...options.limitViolations(o.limits, CITE.ante));
  return out;
}
