/**
 * The Rules Submission options of a Three Card Poker table (§ 601a.2): how it shuffles and deals, which
 * optional wagers it offers and the paytables it pays them at. 649a.12(b), (d) and (f) are not printed:
 * the paytables are the document's (spec T-3, T-5), validated here against what § 649a.12(g) and
 * § 649a.6(e) require of a mini-royal row and § 649a.6(d)(8) of a Super Royal; without them, ruling
 * R28's defaults (Ante Bonus 5/4/1, Pair Plus 40/30/6/4/1, no mini-royal row, Six Card Bonus
 * 1000/200/50/25/20/10/5).
 */
import { z } from 'zod';
import type { Citation } from '../../core/citation.js';
import { compareOdds, odds } from '../../core/odds.js';
import { couponProfileOption } from '../../engine/coupons.js';
import type { Violation } from '../../engine/game.js';
import * as options from '../../engine/procedures/card-table-options.js';
import {
  ANTE_BONUS_HANDS,
  checkPaytables,
  PAIR_PLUS_HANDS,
  SIX_CARD_HANDS,
  type PayRow,
  type ThreeCardPokerPaytables,
} from './math/paytables.js';
import { CITE } from './rules.js';

export const WAGER_KINDS = ['ante', 'play', 'pair-plus', 'six-card-bonus'] as const;
export type WagerKind = (typeof WAGER_KINDS)[number];
/** The wagers a player places before "no more bets" (the Play Wager is made by the decision). */
export const PLACED_KINDS = ['ante', 'pair-plus', 'six-card-bonus'] as const;
export type PlacedKind = (typeof PLACED_KINDS)[number];

const toOne = z.number().int().min(1).max(100_000);
const DEFAULT_LIMITS = {
  ante: { min: 500, max: 50_000 },
  'pair-plus': { min: 500, max: 10_000 },
  'six-card-bonus': { min: 500, max: 10_000 },
} as const;

const ANTE_BONUS_DEFAULT = { 'straight-flush': 5, 'three-of-a-kind': 4, straight: 1 } as const;
const PAIR_PLUS_DEFAULT = {
  'straight-flush': 40,
  'three-of-a-kind': 30,
  straight: 6,
  flush: 4,
  pair: 1,
} as const;
const SIX_CARD_DEFAULT = {
  'royal-flush': 1000,
  'straight-flush': 200,
  'four-of-a-kind': 50,
  'full-house': 25,
  flush: 20,
  straight: 10,
  'three-of-a-kind': 5,
} as const;

export const optionsSchema = z
  .object({
    couponProfile: couponProfileOption,
    ...options.playerPositionsAndShuffler(CITE.table, CITE.shuffle),
    countingShuffler: options.countingOption(
      'The automated shuffler counts the 52 cards after each shuffle (the dealer then need not count the stub)',
      CITE.countingShuffler,
    ),
    dealing: options.dealingOption(
      'Deal from a manual shoe, from the hand, or from an automated shoe',
      CITE.manualDeal,
    ),
    pairPlus: z.boolean().default(true).meta({ description: 'Offer Pair Plus', citation: CITE.pairPlus }),
    sixCardBonus: z
      .boolean()
      .default(true)
      .meta({ description: 'Offer the Six Card Bonus', citation: CITE.sixCardBonus }),
    anteBonus: z
      .object({
        'mini-royal-flush': toOne.optional(),
        'straight-flush': toOne,
        'three-of-a-kind': toOne,
        straight: toOne,
      })
      .strict()
      .default(ANTE_BONUS_DEFAULT)
      .meta({
        description:
          'Ante Bonus odds "to 1" by hand; a mini-royal flush row pays no less than 5 to 1 nor than the straight flush',
        citation: CITE.payAnteBonus,
      }),
    pairPlusPaytable: z
      .object({
        'mini-royal-flush': toOne.optional(),
        'straight-flush': toOne,
        'three-of-a-kind': toOne,
        straight: toOne,
        flush: toOne,
        pair: toOne,
      })
      .strict()
      .default(PAIR_PLUS_DEFAULT)
      .meta({
        description:
          'Pair Plus odds "to 1" by hand; a mini-royal flush row pays no less than 40 to 1 nor than the straight flush',
        citation: CITE.payPairPlus,
      }),
    sixCardPaytable: z
      .object({
        'super-royal': toOne.optional(),
        'royal-flush': toOne,
        'straight-flush': toOne,
        'four-of-a-kind': toOne,
        'full-house': toOne,
        flush: toOne,
        straight: toOne,
        'three-of-a-kind': toOne,
      })
      .strict()
      .default(SIX_CARD_DEFAULT)
      .meta({
        description:
          'Six Card Bonus odds "to 1" by hand; a super-royal row makes it paytable E (the Super Royal, A-K-Q-J-10-9 suited, tested on all six cards first)',
        citation: CITE.paySixCard,
      }),
    limits: options.limitsOption(DEFAULT_LIMITS, CITE.limits),
  })
  .strict();

export type TcpOptions = z.infer<typeof optionsSchema>;

function rowsOf<H extends string>(
  table: { readonly [K in H]?: number | undefined },
  order: readonly H[],
  citation: Citation,
  special: Partial<Record<H, Citation>>,
): PayRow<H>[] {
  const out: PayRow<H>[] = [];
  for (const hand of order) {
    const win = table[hand];
    if (win !== undefined) out.push({ hand, odds: odds(win), citation: special[hand] ?? citation });
  }
  return out;
}

const known = new WeakMap<TcpOptions, ThreeCardPokerPaytables>();

/** The table's paytables as rows, each with its citation (the math reads the same rows). */
export function paytablesOf(o: TcpOptions): ThreeCardPokerPaytables {
  const cached = known.get(o);
  if (cached) return cached;
  const p = rowsFor(o);
  known.set(o, p);
  return p;
}

const rowsFor = (o: TcpOptions): ThreeCardPokerPaytables => ({
  anteBonus: rowsOf(o.anteBonus, ANTE_BONUS_HANDS, CITE.payAnteBonus, {
    'mini-royal-flush': CITE.miniRoyalAnteBonus,
  }),
  pairPlus: rowsOf(o.pairPlusPaytable, PAIR_PLUS_HANDS, CITE.payPairPlus, {
    'mini-royal-flush': CITE.miniRoyalPairPlus,
  }),
  sixCardBonus: rowsOf(o.sixCardPaytable, SIX_CARD_HANDS, CITE.paySixCard, {
    'super-royal': CITE.superRoyal,
  }),
});

export function checkOptions(o: TcpOptions): Violation[] {
  const out = options.shufflerViolations(
    o,
    { citation: CITE.handDealShuffler },
    { field: 'countingShuffler', on: o.countingShuffler, citation: CITE.countingShuffler },
  );
  const paytables = checkPaytables(paytablesOf(o));
  if (!paytables.ok)
    out.push({
      path: paytables.error.message.startsWith('anteBonus')
        ? 'options.anteBonus'
        : 'options.pairPlusPaytable',
      code: paytables.error.code,
      message: paytables.error.message,
      ...(paytables.error.citation ? { citation: paytables.error.citation } : {}),
    });
  const superRoyal = o.sixCardPaytable['super-royal'];
  if (superRoyal !== undefined && compareOdds(odds(superRoyal), odds(o.sixCardPaytable['royal-flush'])) < 0)
    out.push({
      path: 'options.sixCardPaytable',
      code: 'super_royal_below_royal_flush',
      message: `the Super Royal outranks a royal flush, so it pays no less (${o.sixCardPaytable['royal-flush']} to 1)`,
      citation: CITE.superRoyal,
    });
  out.push(...options.limitViolations(o.limits, CITE.limits));
  return out;
}
