/**
 * The Craps / Mini-Craps Rules Submission options (§ 601a.2): the payouts ch. 623a leaves to the
 * certificate holder (the seeds do not print § 623a.5(a)-(g)), the Fire Bet paytable, the Lay and Buy
 * Bet vigorish and whether Bonus Craps is offered. Each field carries the citation that allows it; the
 * option types are inferred from the schema.
 */
import { z } from 'zod';
import { formatOdds, odds, parseOdds, type Odds } from '../../core/odds.js';
import { couponProfileOption } from '../../engine/coupons.js';
import type { Violation } from '../../engine/game.js';
import { combinationNet } from './resolve.js';
import { CITE, COMBINATIONS, POINT_NUMBERS, type Total } from './rules.js';

export type CrapsGameId = 'craps' | 'mini-craps';

/** Odds written "N to M" in the document. */
const oddsField = (fallback: Odds, description: string, citation: string) =>
  z
    .string()
    .default(formatOdds(fallback))
    .transform((s, ctx): Odds => {
      const o = parseOdds(s);
      if (!o) {
        ctx.addIssue({ code: 'custom', message: `"${s}" is not odds like "7 to 6"` });
        return z.NEVER;
      }
      return o;
    })
    .meta({ description, citation });

/** An object with one field per number (`"4"`, `"6"`, ...), each built by `field`. */
function perNumber<K extends number, T extends z.ZodType>(keys: readonly K[], field: (k: K) => T) {
  const shape = Object.fromEntries(keys.map((k) => [String(k), field(k)])) as Record<`${K}`, T>;
  // Every field has a default, so an absent object is an empty one (the generic shape hides that).
  return z
    .object(shape)
    .strict()
    .prefault({} as never);
}

const HARDWAY_KEYS = [4, 6, 8, 10] as const;

/** Vigorish on a Lay or Buy Bet: a whole percent, collected on the win or when placed. */
const vigorish = (percentOf: string, citation: string) =>
  z
    .object({
      percent: z
        .number()
        .int()
        .min(0)
        .max(100)
        .meta({ description: `Vigorish, percent of ${percentOf}`, citation }),
      collected: z
        .enum(['on-win', 'when-placed'])
        .meta({ description: 'When the vigorish is collected', citation }),
    })
    .strict();

/** A Fire Bet paytable as a Rules Submission writes it. */
const fireBetAsWritten = (p: Readonly<Record<4 | 5 | 6, Odds>>) => ({
  4: formatOdds(p[4]),
  5: formatOdds(p[5]),
  6: formatOdds(p[6]),
});

type Defaults = typeof DEFAULT_CRAPS_OPTIONS;
const PAYOUTS: string = CITE.payouts;

/** The don't bar and the payouts of the Field and the Place Bets (§ 623a.3(a), § 623a.5). */
const linePayouts = (d: Defaults) => ({
  dontBar: z
    .union([z.literal(2), z.literal(12)])
    .default(d.dontBar)
    .meta({
      description: "The come-out total that pushes Don't Pass and Don't Come",
      citation: CITE.wagers,
    }),
  field: z
    .object({
      two: oddsField(d.field.two, 'Field payout on a 2', PAYOUTS),
      twelve: oddsField(d.field.twelve, 'Field payout on a 12', PAYOUTS),
      others: oddsField(d.field.others, 'Field payout on 3, 4, 9, 10, 11', PAYOUTS),
    })
    .strict()
    .prefault({}),
  placeToWin: perNumber(POINT_NUMBERS, (n) =>
    oddsField(d.placeToWin[n], `Place Bet to win on ${n}`, PAYOUTS),
  ),
  placeToLose: perNumber(POINT_NUMBERS, (n) =>
    oddsField(d.placeToLose[n], `Place Bet to lose on ${n}`, PAYOUTS),
  ),
});

/** The optional true-odds and one-roll combination wagers (§ 623a.3(a)(42), § 623a.5(g)(3); R16, R17). */
const optionalWagers = (d: Defaults) => ({
  layBet: vigorish('the true-odds win', CITE.vigorish).nullable().default(d.layBet).meta({
    description: 'Offer the Lay Bet at true odds with vigorish, or null',
    citation: CITE.layBet,
  }),
  buyBet: vigorish('the amount bought', CITE.vigorishException).nullable().default(d.buyBet).meta({
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
});

/** Big 6 and 8, the Hardways and the one-roll wagers (§ 623a.5). */
const propositionPayouts = (d: Defaults) => ({
  big6And8: oddsField(d.big6And8, 'Big 6 and Big 8 payout', PAYOUTS),
  hardways: perNumber(HARDWAY_KEYS, (n) => oddsField(d.hardways[n], `Hardway ${n} payout`, PAYOUTS)),
  oneRoll: z
    .object({
      anyCraps: oddsField(d.oneRoll.anyCraps, 'anyCraps payout', PAYOUTS),
      anySeven: oddsField(d.oneRoll.anySeven, 'anySeven payout', PAYOUTS),
      two: oddsField(d.oneRoll.two, 'two payout', PAYOUTS),
      three: oddsField(d.oneRoll.three, 'three payout', PAYOUTS),
      eleven: oddsField(d.oneRoll.eleven, 'eleven payout', PAYOUTS),
      twelve: oddsField(d.oneRoll.twelve, 'twelve payout', PAYOUTS),
    })
    .strict()
    .prefault({}),
});

/** The Fire Bet and Bonus Craps (§§ 623a.2(d)(4), (5), 623a.3(a)(43)). */
const sideWagers = (game: CrapsGameId, d: Defaults) => ({
  fireBet: z
    .object({
      4: oddsField(DEFAULT_FIRE_PAYTABLE[4], 'Fire Bet: four different points', CITE.fireBetLayout),
      5: oddsField(DEFAULT_FIRE_PAYTABLE[5], 'Fire Bet: five different points', CITE.fireBetLayout),
      6: oddsField(DEFAULT_FIRE_PAYTABLE[6], 'Fire Bet: six different points', CITE.fireBetLayout),
    })
    .strict()
    .nullable()
    // The default as a Rules Submission writes it ("24 to 1"), so `felt rules show` can print it.
    .prefault(d.fireBet && fireBetAsWritten(d.fireBet))
    .meta({ description: 'The Fire Bet paytable, or null if not offered', citation: CITE.fireBet }),
  fireBetLimits: z
    .object({
      minimum: z
        .number()
        .int()
        .min(1)
        .meta({ description: 'The Fire Bet minimum, in cents', citation: CITE.fireBetLimits }),
      maximum: z
        .number()
        .int()
        .min(1)
        .meta({ description: 'The Fire Bet maximum, in cents', citation: CITE.fireBetLimits }),
    })
    .strict()
    .nullable()
    .default(null)
    .meta({
      description:
        "The Fire Bet's own wager limitations, posted on the table's inside wall; null: the table's",
      citation: CITE.fireBetLimits,
    }),
  bonusCraps: z.boolean().default(d.bonusCraps).meta({
    description: 'Offer Bonus Craps (All Small, All Tall, All Or Nothing At All)',
    citation: CITE.bonusLayout,
  }),
  bonusCrapsLayoutApproved: z
    .boolean()
    .default(d.bonusCrapsLayoutApproved)
    .meta({
      description:
        game === 'craps'
          ? 'Mini-Craps only: a Craps layout has its Bonus Craps area in front of the boxperson'
          : "The table's layout, approved under § 601a.10(a), has a Bonus Craps area (spec ruling C5): Bonus Craps may then be offered",
      citation: CITE.bonusLayout,
    }),
});

/** Positions, the posted limits (§ 623a.3(b)) and the odds multiples (§ 623a.6). */
const tableLimits = (game: CrapsGameId, d: Defaults) => ({
  couponProfile: couponProfileOption,
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
      citation: game === 'craps' ? CITE.positions : CITE.miniCrapsSeated,
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
  maxOdds: perNumber(POINT_NUMBERS, (n) =>
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
  ),
});

export function crapsOptionsSchema(game: CrapsGameId) {
  const d = game === 'craps' ? DEFAULT_CRAPS_OPTIONS : DEFAULT_MINI_CRAPS_OPTIONS;
  return z
    .object({
      ...linePayouts(d),
      ...optionalWagers(d),
      ...propositionPayouts(d),
      ...sideWagers(game, d),
      ...tableLimits(game, d),
    })
    .strict();
}

/** The payouts and options ch. 623a leaves to the certificate holder's Rules Submission (§ 601a.2). */
export type CrapsOptions = z.output<ReturnType<typeof crapsOptionsSchema>>;
export type FirePaytable = NonNullable<CrapsOptions['fireBet']>;
/** Vigorish on a Lay Bet: a percentage of the winnings at true odds (§ 623a.5(i) permits it here only). */
export type LayVigorish = NonNullable<CrapsOptions['layBet']>;
/** Vigorish on a Buy Bet: a percentage of the amount bought (§ 623a.5(g)(3), ruling R16). */
export type BuyVigorish = NonNullable<CrapsOptions['buyBet']>;

export const DEFAULT_FIELD = { two: odds(2, 1), twelve: odds(2, 1), others: odds(1, 1) } as const;
/** The common alternative: the 12 (or the 2) pays 3 to 1. */
export const FIELD_TRIPLE_12 = { two: odds(2, 1), twelve: odds(3, 1), others: odds(1, 1) } as const;

export const DEFAULT_FIRE_PAYTABLE = { 4: odds(24, 1), 5: odds(249, 1), 6: odds(999, 1) } as const;

/** The figures an empty Rules Submission gets (the common casino payouts); a value of the schema's type. */
export const DEFAULT_CRAPS_OPTIONS = {
  dontBar: 12 as 2 | 12,
  field: DEFAULT_FIELD,
  placeToWin: { 4: odds(9, 5), 5: odds(7, 5), 6: odds(7, 6), 8: odds(7, 6), 9: odds(7, 5), 10: odds(9, 5) },
  placeToLose: {
    4: odds(5, 11),
    5: odds(5, 8),
    6: odds(4, 5),
    8: odds(4, 5),
    9: odds(5, 8),
    10: odds(5, 11),
  },
  layBet: { percent: 5, collected: 'on-win' as const },
  buyBet: { percent: 5, collected: 'on-win' as const },
  horn: true,
  world: true,
  big6And8: odds(1, 1),
  hardways: { 4: odds(7, 1), 6: odds(9, 1), 8: odds(9, 1), 10: odds(7, 1) },
  oneRoll: {
    anyCraps: odds(7, 1),
    anySeven: odds(4, 1),
    two: odds(30, 1),
    three: odds(15, 1),
    eleven: odds(15, 1),
    twelve: odds(30, 1),
  },
  fireBet: DEFAULT_FIRE_PAYTABLE,
  fireBetLimits: null,
  bonusCraps: true,
  bonusCrapsLayoutApproved: false,
  seats: 16,
  minimumWager: 500,
  maximumWager: 500_000,
  maxOdds: { 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3 },
};

/** Mini-Craps: no Bonus Craps area in front of a boxperson (spec ruling C5). */
export const DEFAULT_MINI_CRAPS_OPTIONS = {
  ...DEFAULT_CRAPS_OPTIONS,
  bonusCraps: false,
  seats: 9,
};

/**
 * Checks a Craps or Mini-Craps Rules Submission against what the seeds state. Mini-Craps with
 * `bonusCraps` needs an approved Mini-Craps layout with the Bonus Craps area (spec ruling C5): the
 * Rules Submission declares it (`bonusCrapsLayoutApproved`), or the caller knows it.
 */
export function validateCrapsOptions(
  options: CrapsOptions,
  table: { readonly game: CrapsGameId; readonly bonusLayoutApproved?: boolean },
): Violation[] {
  const out: Violation[] = [];
  if (options.dontBar !== 2 && options.dontBar !== 12)
    out.push({
      path: 'options.dontBar',
      code: 'bad_dont_bar',
      message: 'the barred total must be 2 or 12',
      citation: CITE.rulesSubmission,
    });
  if (options.layBet && !isPercent(options.layBet.percent))
    out.push({
      path: 'options.layBet.percent',
      code: 'bad_lay_vigorish',
      message: 'Lay Bet vigorish must be a whole percent of the winnings',
      citation: CITE.vigorish,
    });
  if (options.buyBet && !isPercent(options.buyBet.percent))
    out.push({
      path: 'options.buyBet.percent',
      code: 'bad_buy_vigorish',
      message: 'Buy Bet vigorish must be a whole percent of the amount bought',
      citation: CITE.vigorishException,
    });
  for (const row of COMBINATIONS) {
    if (!(row.family === 'world' ? options.world : options.horn)) continue;
    for (const t of Object.keys(row.parts).map(Number) as Total[])
      if (combinationNet(row, t, options).sign < 0)
        out.push({
          path: `options.oneRoll`,
          code: 'combination_pays_less_than_it_loses',
          message: `a ${row.name} that wins on ${t} would pay less than its losing parts at these one-roll odds`,
          citation: CITE.combination,
        });
  }
  if (options.fireBetLimits && options.fireBetLimits.minimum > options.fireBetLimits.maximum)
    out.push({
      path: 'options.fireBetLimits',
      code: 'fire_bet_minimum_above_maximum',
      message: 'the Fire Bet minimum is above its maximum',
      citation: CITE.fireBetLimits,
    });
  const approved = table.bonusLayoutApproved ?? options.bonusCrapsLayoutApproved;
  if (table.game === 'mini-craps' && options.bonusCraps && !approved)
    out.push({
      path: 'options.bonusCraps',
      code: 'bonus_craps_without_layout',
      message:
        'Bonus Craps needs its designated area in front of the boxperson; declare an approved Mini-Craps layout with one (bonusCrapsLayoutApproved)',
      citation: CITE.bonusLayout,
    });
  return out;
}

const isPercent = (p: number): boolean => Number.isInteger(p) && p >= 0 && p <= 100;

/** Cross-field checks: Bonus Craps needs its layout area, which Mini-Craps lacks (spec ruling C5). */
export const checkCrapsOptions = (game: CrapsGameId, o: CrapsOptions): Violation[] => [
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
