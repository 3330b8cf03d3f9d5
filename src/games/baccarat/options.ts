/**
 * The Rules Submission options of the baccarat family (§ 601a.2), one schema per chapter built from its
 * profile. Each field carries the citation that allows it; checkOptions adds the rules that tie fields
 * together.
 */
import { z } from 'zod';
import { compareOdds, formatOdds, parseOdds } from '../../core/odds.js';
import { couponProfileOption } from '../../engine/coupons.js';
import type { Violation } from '../../engine/game.js';
import { citeIn, type DealingMode, type Profile } from './profile.js';
import { MINIMUM_TIE_ODDS, type WagerKind } from './rules.js';

const limit = z
  .object({
    min: z.number().int().min(1).describe('minimum wager in cents'),
    max: z.number().int().min(1).describe('maximum wager in cents'),
  })
  .strict();

const DEFAULT_LIMITS = {
  player: { min: 1_000, max: 500_000 },
  banker: { min: 1_000, max: 500_000 },
  tie: { min: 500, max: 50_000 },
  'dragon-bonus-player': { min: 500, max: 50_000 },
  'dragon-bonus-banker': { min: 500, max: 50_000 },
  'dragon-7-insurance': { min: 500, max: 25_000 },
  'house-money': { min: 500, max: 25_000 },
} as const satisfies Readonly<Record<WagerKind, { min: number; max: number }>>;

const SHUFFLERS = ['manual', 'automated-two-batch'] as const;
const MANUAL_ONLY = ['manual'] as const;

type CiteFn = (key: Parameters<typeof citeIn>[1], clause?: string) => string;

/** The table itself: decks, seats, the EZ designation. */
function tableFields(p: Profile, c: CiteFn) {
  return {
    decks: z
      .number()
      .int()
      .min(6)
      .max(8)
      .default(8)
      .meta({
        description: p.batchShuffler
          ? 'Decks in a dealing shoe (with the two-batch shuffler: decks in each batch)'
          : 'Decks in the dealing shoe',
        citation: c('decks', '(a)'),
      }),
    seats: z
      .number()
      .int()
      .min(p.seats.min)
      .max(p.seats.max)
      .default(p.seats.default)
      .meta({ description: 'Numbered player positions at the table', citation: c('table', '(a)') }),
    ez: z
      .boolean()
      .default(false)
      .meta({
        description: 'Designated as an EZ Baccarat table: no vigorish, Banker wager pushes on a Dragon 7',
        citation: c('definitions'),
      }),
  };
}

/** What the wagers pay and which are offered. */
function wagerFields(p: Profile, c: CiteFn) {
  return {
    tieOdds: z
      .string()
      .default('8 to 1')
      .transform((s, ctx) => {
        const o = parseOdds(s);
        if (!o) {
          ctx.addIssue({ code: 'custom', message: `"${s}" is not odds like "8 to 1"` });
          return z.NEVER;
        }
        return o;
      })
      .meta({
        description: 'Tie Wager payout odds, "N to M" (at least 8 to 1)',
        citation: c('payout', '(b)'),
      }),
    dragonBonus: z
      .enum(['A', 'B', 'C'])
      .nullable()
      .default(null)
      .meta({
        description: 'Dragon Bonus Wager paytable, or null if not offered',
        citation: c('payout', '(e)'),
      }),
    dragon7Insurance: z
      .boolean()
      .default(false)
      .meta({
        description: 'Offer the Dragon 7 Insurance Wager (only at an EZ table, which must offer it)',
        citation: c('wagers', '(a)(5)'),
      }),
    houseMoney: z
      .object({
        offered: z
          .boolean()
          .default(false)
          .meta({
            description: 'Offer the House Money Wager (2013 proposal; feature flag)',
            citation: c('wagers', '(a)(7)'),
          }),
        addPortionPercent: z
          .number()
          .int()
          .min(1)
          .max(100)
          .default(100)
          .meta({
            description:
              'Percent of a winning House Money payout the player may add to a Player or Banker wager',
            citation: c('dealing', p.clauses.houseMoneyPortion),
          }),
      })
      .strict()
      .default({ offered: false, addPortionPercent: 100 }),
    vigorish: z
      .object({
        collection: z
          .enum(['at-payout', 'deferred'])
          .default('at-payout')
          .meta({
            description:
              'Collect the vigorish when the winning payout is made, or mark it and collect it later',
            citation: c('payout', '(d)'),
          }),
        roundUpTo25Cents: z
          .boolean()
          .default(false)
          .meta({
            description: 'Round the vigorish up to 25 cents or the next multiple of 25 cents',
            citation: c('payout', '(c)'),
          }),
      })
      .strict()
      .default({ collection: 'at-payout', roundUpTo25Cents: false }),
  };
}

/** How the cards are dealt and shuffled, and the option for an exposed third card (…13(c)). */
function procedureFields(p: Profile, c: CiteFn) {
  return {
    dealing: z
      .enum(p.dealingModes as [DealingMode, ...DealingMode[]])
      .default(p.dealingModes[0] as DealingMode)
      .meta({
        description:
          p.id === 'minibaccarat'
            ? 'How the dealer deals the initial four cards: face up, or face down with the Banker cards under the shoe'
            : p.id === 'baccarat'
              ? 'Standard deal (the caller turns the cards) or the squeeze by the highest wagers'
              : 'The squeeze by the highest wagers on each hand (the only procedure)',
        citation: c('dealing', p.id === 'baccarat' ? '(d)' : '(c)'),
      }),
    shuffler: z
      .enum(p.batchShuffler ? SHUFFLERS : MANUAL_ONLY)
      .default('manual')
      .meta({
        description: p.batchShuffler
          ? 'Manual shuffle, or an automated shuffler with two batches of decks alternated every shoe'
          : 'Manual shuffle only (spec ruling C5)',
        citation: c('decks', p.batchShuffler ? '(b)' : '(a)'),
      }),
    exposedThirdCard: z
      .enum(['discard-plus-one', 'simulated-round'])
      .default('discard-plus-one')
      .meta({
        description:
          "A disclosed, unauthorised Player third card when the Banker's Hand stays: discard it and one more card, or start a simulated round with it",
        citation: c('irregularities', '(c)'),
      }),
  };
}

/**
 * The Rules Submission schema of a chapter; the options' type is inferred from it (the widest chapter's
 * choices: Minibaccarat's shuffler, every dealing mode).
 */
export function optionsSchema(p: Profile) {
  const c: CiteFn = (key, clause = '') => citeIn(p, key, clause);
  return z
    .object({
      couponProfile: couponProfileOption,
      ...tableFields(p, c),
      ...wagerFields(p, c),
      ...procedureFields(p, c),
      limits: z
        .object({
          player: limit.default(DEFAULT_LIMITS.player),
          banker: limit.default(DEFAULT_LIMITS.banker),
          tie: limit.default(DEFAULT_LIMITS.tie),
          'dragon-bonus-player': limit.default(DEFAULT_LIMITS['dragon-bonus-player']),
          'dragon-bonus-banker': limit.default(DEFAULT_LIMITS['dragon-bonus-banker']),
          'dragon-7-insurance': limit.default(DEFAULT_LIMITS['dragon-7-insurance']),
          'house-money': limit.default(DEFAULT_LIMITS['house-money']),
        })
        .strict()
        .default(DEFAULT_LIMITS)
        .meta({ description: 'Table minimum and maximum per wager, in cents', citation: '§ 601a.2' }),
    })
    .strict();
}

export type BaccaratOptions = z.output<ReturnType<typeof optionsSchema>>;

export function checkOptions(p: Profile, o: BaccaratOptions): Violation[] {
  const out: Violation[] = [];
  if (compareOdds(o.tieOdds, MINIMUM_TIE_ODDS) < 0) {
    out.push({
      path: 'options.tieOdds',
      code: 'tie_odds_below_minimum',
      message: `a winning Tie Wager must be paid at odds of at least 8 to 1, not ${formatOdds(o.tieOdds)}`,
      citation: citeIn(p, 'payout', '(b)'),
    });
  }
  if (o.dragon7Insurance && !o.ez) {
    out.push({
      path: 'options.dragon7Insurance',
      code: 'dragon_7_insurance_requires_ez',
      message:
        'the Dragon 7 Insurance Wager may be offered only at a table designated for play as EZ Baccarat',
      citation: citeIn(p, 'wagers', '(a)(5)'),
    });
  }
  if (o.ez && !o.dragon7Insurance) {
    out.push({
      path: 'options.dragon7Insurance',
      code: 'dragon_7_insurance_required_at_ez',
      message:
        'an EZ Baccarat table offers the Dragon 7 Insurance Wager: its layout must have an area for it at each player',
      citation: citeIn(p, 'table', '(b)(6)(i)'),
    });
  }
  if (o.ez && (o.vigorish.collection !== 'at-payout' || o.vigorish.roundUpTo25Cents)) {
    out.push({
      path: 'options.vigorish',
      code: 'vigorish_at_ez_table',
      message:
        'an EZ Baccarat table collects no vigorish, so it has no vigorish collection or rounding option',
      citation: citeIn(p, 'payout', '(c)'),
    });
  }
  for (const [kind, l] of Object.entries(o.limits)) {
    if (l.min > l.max) {
      out.push({
        path: `options.limits.${kind}`,
        code: 'limit_min_above_max',
        message: `the ${kind} minimum exceeds its maximum`,
        citation: citeIn(p, 'wagers'),
      });
    }
  }
  return out;
}
