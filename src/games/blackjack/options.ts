/**
 * The Rules Submission options (§ 601a.2) of the three blackjack-family games. Chapter 665a fixes its
 * game almost entirely (8 decks of 48 cards, S17, Blackjack 1 to 1, Insurance 5 to 2); 633a and 635a do
 * not print their core rules, so those come from the document, under the option names issue 13 gives
 * so that documents are portable (spec B.1, C). `tableOf` turns any of the three into the one record
 * the engine deals by (`TableRules`), with the math's `BlackjackRules` inside it.
 */
import { z } from 'zod';
import { couponProfileOption } from '../../engine/coupons.js';
import { cite } from '../../core/citation.js';
import { odds, parseOdds, type Odds } from '../../core/odds.js';
import type { Violation } from '../../engine/game.js';
import {
  blackjackRules,
  doubleAttackRules,
  spanish21Rules,
  type BlackjackRules,
  type Spanish21Bonuses,
} from './math/rules.js';
import type { HitAndRunRow } from './math/hit-and-run.js';
import type { GameId } from './profile.js';

const limit = z
  .object({
    min: z.number().int().min(1).describe('minimum wager in cents'),
    max: z.number().int().min(1).describe('maximum wager in cents'),
  })
  .strict();
type LimitOption = z.infer<typeof limit>;

const oddsText = (fallback: string, description: string, citation: string) =>
  z
    .string()
    .default(fallback)
    .refine((s) => parseOdds(s) !== undefined, { message: 'odds are written "N to M"' })
    .meta({ description, citation });

const SHUFFLER = z.enum(['manual', 'automated-two-batch', 'continuous']).default('manual').meta({
  description:
    'Manual shuffle, an automated shuffler with two batches alternated every shoe, or a continuous shuffler (every round from a freshly shuffled shoe)',
  citation: '§ 665a.5(h)',
});

/** Betting positions: at most six at 665a.2(a); at 633a and 635a from the Rules Submission (R55). */
const SEATS = (max: number, citation: string) =>
  z
    .number()
    .int()
    .min(1)
    .max(max)
    .default(max)
    .meta({ description: 'Betting positions at the table', citation });

// ------------------------------------------------------------------------- Double Attack Blackjack

export const doubleAttackOptions = z
  .object({
    seats: SEATS(6, '§ 665a.2(a)'),
    shuffler: SHUFFLER,
    bustIt: z
      .boolean()
      .default(true)
      .meta({ description: 'Offer the Bust It Wager', citation: '§ 665a.6(f)' }),
    couponProfile: couponProfileOption,
    limits: z
      .object({
        bet: limit.default({ min: 1_000, max: 100_000 }),
        'bust-it': limit.default({ min: 100, max: 10_000 }),
      })
      .strict()
      .default({ bet: { min: 1_000, max: 100_000 }, 'bust-it': { min: 100, max: 10_000 } })
      .meta({ description: 'Table limits per wager, in cents', citation: '§ 665a.6(d)' }),
  })
  .strict();
export type DoubleAttackOptions = z.infer<typeof doubleAttackOptions>;

// ------------------------------------------------------------------------------------- Blackjack

const HIT_AND_RUN_DEFAULT = [
  { hand: 'blackjack', odds: '5 to 1', meterPercent: 0 },
  { hand: '5+', odds: '4 to 1', meterPercent: 0 },
  { hand: '7+', odds: '100 to 1', meterPercent: 10 },
] as const;

const hitAndRunRow = z
  .object({
    /** `blackjack`, `5` (exactly five cards) or `5+` (five or more). */
    hand: z.string().regex(/^(blackjack|[5-9]\+?)$/),
    odds: z.string().refine((s) => parseOdds(s) !== undefined, { message: 'odds are written "N to M"' }),
    meterPercent: z.union([z.literal(0), z.literal(10), z.literal(100)]),
  })
  .strict();

const coreFields = (decks: { min: number; max: number; fallback: number }) => ({
  decks: z
    .number()
    .int()
    .min(decks.min)
    .max(decks.max)
    .default(decks.fallback)
    .meta({ description: 'Decks in the shoe', citation: '§ 601a.2' }),
  dealerHitsSoft17: z
    .boolean()
    .default(false)
    .meta({ description: 'The dealer draws to a soft 17', citation: '§ 601a.2' }),
  doubleAfterSplit: z
    .boolean()
    .default(true)
    .meta({ description: 'Double down after splitting', citation: '§ 601a.2' }),
  maxHands: z
    .number()
    .int()
    .min(2)
    .max(4)
    .default(4)
    .meta({ description: 'Hands a player may make by splitting and resplitting', citation: '§ 601a.2' }),
  resplitAces: z
    .boolean()
    .default(false)
    .meta({ description: 'Split aces may be resplit', citation: '§ 601a.2' }),
  surrender: z
    .enum(['none', 'late'])
    .default('none')
    .meta({ description: 'Late surrender on the first two cards, after the peek', citation: '§ 601a.2' }),
});

export const blackjackOptions = z
  .object({
    seats: SEATS(7, '§ 601a.2'),
    shuffler: SHUFFLER,
    ...coreFields({ min: 1, max: 8, fallback: 6 }),
    doubleOn: z
      .enum(['any-two', '9-11', '10-11'])
      .default('any-two')
      .meta({ description: 'The two-card totals that may be doubled', citation: '§ 601a.2' }),
    blackjackPays: z
      .enum(['3-to-2', '6-to-5', '1-to-1'])
      .default('3-to-2')
      .meta({ description: 'Payout odds of a player Blackjack', citation: '§ 633a.13(a)' }),
    hitAndRun: z
      .object({
        offered: z.boolean().default(false),
        paytable: z
          .array(hitAndRunRow)
          .min(1)
          .default(HIT_AND_RUN_DEFAULT.map((r) => ({ ...r }))),
        /** The meter's initial and reset amount, in cents. */
        meterReset: z.number().int().min(0).default(1_000_000),
        /** Percent of each wager added to the meter. */
        incrementPercent: z.number().min(0).max(100).default(10),
      })
      .strict()
      .default({
        offered: false,
        paytable: HIT_AND_RUN_DEFAULT.map((r) => ({ ...r })),
        meterReset: 1_000_000,
        incrementPercent: 10,
      })
      .meta({
        description:
          'The Hit and Run Progressive Wager and its paytable (633a.13(l), from the Rules Submission)',
        citation: '§ 633a.6(e)(10)',
      }),
    straightJack: z
      .object({
        offered: z.boolean().default(false),
        /** The wager's fixed amount, in cents (spec BJ-8). */
        amount: z.number().int().min(100).default(100),
        /** The meter's initial and reset amount, at least $5,000 (633a.13(m)(2)). */
        meterReset: z.number().int().min(500_000).default(500_000),
        incrementPercent: z.number().min(0).max(100).default(15),
      })
      .strict()
      .default({ offered: false, amount: 100, meterReset: 500_000, incrementPercent: 15 })
      .meta({ description: 'The Straight Jack Progressive Wager', citation: '§ 633a.6(e)(11)' }),
    houseMoney: z
      .object({
        offered: z.boolean().default(false),
        /** Percent of a winning payout that may ride on the Blackjack Wager (633a.7(g)(10)(ii)(A)). */
        ridePercent: z.number().int().min(0).max(100).default(100),
      })
      .strict()
      .default({ offered: false, ridePercent: 100 })
      .meta({ description: 'The House Money Wager', citation: '§ 633a.6(e)(12)' }),
    couponProfile: couponProfileOption,
    limits: z
      .object({
        bet: limit.default({ min: 1_000, max: 100_000 }),
        'hit-and-run': limit.default({ min: 100, max: 500 }),
        'house-money': limit.default({ min: 500, max: 10_000 }),
      })
      .strict()
      .default({
        bet: { min: 1_000, max: 100_000 },
        'hit-and-run': { min: 100, max: 500 },
        'house-money': { min: 500, max: 10_000 },
      })
      .meta({ description: 'Table limits per wager, in cents', citation: '§ 633a.6' }),
  })
  .strict();
export type BlackjackOptions = z.infer<typeof blackjackOptions>;

// ------------------------------------------------------------------------------------ Spanish 21

const bonus = (fallback: string, what: string) => oddsText(fallback, what, '§ 601a.2');

export const spanish21Options = z
  .object({
    seats: SEATS(7, '§ 601a.2'),
    shuffler: SHUFFLER,
    ...coreFields({ min: 6, max: 8, fallback: 6 }),
    hitSplitAces: z
      .boolean()
      .default(true)
      .meta({ description: 'Split aces may be hit and doubled', citation: '§ 601a.2' }),
    rescue: z.boolean().default(true).meta({
      description: 'After a double down, forfeit the original wager and take back the double (S-2)',
      citation: '§ 635a.10',
    }),
    bonuses: z
      .object({
        fiveCard21: bonus('3 to 2', 'A five-card 21'),
        sixCard21: bonus('2 to 1', 'A six-card 21'),
        sevenCard21: bonus('3 to 1', 'A 21 of seven or more cards'),
        sixSevenEightMixed: bonus('3 to 2', '6-7-8 of mixed suits'),
        sixSevenEightSuited: bonus('2 to 1', '6-7-8 of one suit'),
        sixSevenEightSpades: bonus('3 to 1', '6-7-8 of spades'),
        sevenSevenSevenMixed: bonus('3 to 2', '7-7-7 of mixed suits'),
        sevenSevenSevenSuited: bonus('2 to 1', '7-7-7 of one suit'),
        sevenSevenSevenSpades: bonus('3 to 1', '7-7-7 of spades'),
        afterSplit: z.boolean().default(true),
      })
      .strict()
      .prefault({})
      .meta({
        description: 'Bonus payouts on a player 21 (635a.12, from the Rules Submission)',
        citation: '§ 601a.2',
      }),
    couponProfile: couponProfileOption,
    limits: z
      .object({ bet: limit.default({ min: 1_000, max: 100_000 }) })
      .strict()
      .default({ bet: { min: 1_000, max: 100_000 } })
      .meta({ description: 'Table limits, in cents', citation: '§ 601a.2' }),
  })
  .strict();
export type Spanish21Options = z.infer<typeof spanish21Options>;

export type AnyOptions = DoubleAttackOptions | BlackjackOptions | Spanish21Options;

// ------------------------------------------------------------------------------ the engine's record

export interface Progressive {
  readonly meterReset: number;
  readonly incrementPercent: number;
}

/** Everything the engine deals by, whatever the game. */
export interface TableRules {
  readonly game: GameId;
  readonly seats: number;
  readonly shuffler: 'manual' | 'automated-two-batch' | 'continuous';
  readonly rules: BlackjackRules;
  readonly limits: Readonly<Record<string, LimitOption>>;
  readonly bustIt: boolean;
  readonly evenMoney: boolean;
  readonly hitAndRun: (Progressive & { readonly paytable: readonly HitAndRunRow[] }) | null;
  readonly straightJack: (Progressive & { readonly amount: number }) | null;
  readonly houseMoney: { readonly ridePercent: number } | null;
}

const oddsOf = (s: string): Odds => parseOdds(s) ?? odds(1);

function hitAndRunRows(rows: BlackjackOptions['hitAndRun']['paytable']): HitAndRunRow[] {
  return rows.map((r) => ({
    hand:
      r.hand === 'blackjack'
        ? { kind: 'blackjack' }
        : { kind: 'cards', cards: Number.parseInt(r.hand, 10), orMore: r.hand.endsWith('+') },
    odds: oddsOf(r.odds),
    meterShare: r.meterPercent / 100,
  }));
}

function bonusesOf(b: Spanish21Options['bonuses']): Spanish21Bonuses {
  return {
    fiveCard21: oddsOf(b.fiveCard21),
    sixCard21: oddsOf(b.sixCard21),
    sevenCard21: oddsOf(b.sevenCard21),
    sixSevenEight: {
      mixed: oddsOf(b.sixSevenEightMixed),
      suited: oddsOf(b.sixSevenEightSuited),
      spades: oddsOf(b.sixSevenEightSpades),
    },
    sevenSevenSeven: {
      mixed: oddsOf(b.sevenSevenSevenMixed),
      suited: oddsOf(b.sevenSevenSevenSuited),
      spades: oddsOf(b.sevenSevenSevenSpades),
    },
    afterSplit: b.afterSplit,
  };
}

const BLACKJACK_PAYS: Readonly<Record<BlackjackOptions['blackjackPays'], Odds>> = {
  '3-to-2': odds(3, 2),
  '6-to-5': odds(6, 5),
  '1-to-1': odds(1),
};

const DOUBLE_TOTALS = { 'any-two': 'any', '9-11': '9-11', '10-11': '10-11' } as const;

export function tableOf(game: GameId, o: AnyOptions): TableRules {
  // Every table: no side features unless its game sets them below.
  const common = {
    bustIt: false,
    evenMoney: false,
    hitAndRun: null,
    straightJack: null,
    houseMoney: null,
    game,
    seats: o.seats,
    shuffler: o.shuffler,
  };
  if (game === 'double-attack-blackjack') {
    const d = o as DoubleAttackOptions;
    return {
      ...common,
      rules: doubleAttackRules(),
      limits: d.limits,
      bustIt: d.bustIt,
    };
  }
  if (game === 'blackjack') {
    const b = o as BlackjackOptions;
    return {
      ...common,
      rules: blackjackRules({
        decks: b.decks,
        dealerHitsSoft17: b.dealerHitsSoft17,
        double: {
          cards: 'two',
          totals: DOUBLE_TOTALS[b.doubleOn],
          afterSplit: b.doubleAfterSplit,
          forLess: true,
        },
        split: { maxHands: b.maxHands as 2 | 3 | 4, resplitAces: b.resplitAces, hitSplitAces: false },
        surrender: b.surrender,
        blackjackPays: BLACKJACK_PAYS[b.blackjackPays],
      }),
      limits: { ...b.limits, 'straight-jack': { min: b.straightJack.amount, max: b.straightJack.amount } },
      evenMoney: true,
      hitAndRun: b.hitAndRun.offered
        ? { ...b.hitAndRun, paytable: hitAndRunRows(b.hitAndRun.paytable) }
        : null,
      straightJack: b.straightJack.offered ? b.straightJack : null,
      houseMoney: b.houseMoney.offered ? b.houseMoney : null,
    };
  }
  const s = o as Spanish21Options;
  return {
    ...common,
    rules: spanish21Rules({
      decks: s.decks,
      dealerHitsSoft17: s.dealerHitsSoft17,
      double: { cards: 'any', totals: 'any', afterSplit: s.doubleAfterSplit, forLess: true },
      split: { maxHands: s.maxHands as 2 | 3 | 4, resplitAces: s.resplitAces, hitSplitAces: s.hitSplitAces },
      surrender: s.surrender,
      doubleRescue: s.rescue,
      bonuses: bonusesOf(s.bonuses),
    }),
    limits: s.limits,
  };
}

export function checkOptions(game: GameId, o: AnyOptions): Violation[] {
  const out: Violation[] = [];
  for (const [kind, l] of Object.entries(o.limits as Record<string, LimitOption>))
    if (l.min > l.max)
      out.push({
        path: `limits.${kind}`,
        code: 'min_above_max',
        message: `the ${kind} minimum is above its maximum`,
        citation: cite(game === 'double-attack-blackjack' ? '§ 665a.6(d)' : '§ 601a.2'),
      });
  if (game === 'blackjack') {
    const b = o as BlackjackOptions;
    if (b.resplitAces && b.maxHands === 2)
      out.push({
        path: 'resplitAces',
        code: 'resplit_needs_hands',
        message: 'resplitting aces needs maxHands of 3 or 4',
        citation: cite('§ 601a.2'),
      });
  }
  return out;
}
