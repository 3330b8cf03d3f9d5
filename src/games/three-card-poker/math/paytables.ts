/**
 * Three Card Poker paytables as data, one citation per row. The 2013 amendments (seed 000) print only
 * § 649a.6(d)(8) (the Super Royal of paytable E), § 649a.6(e) and § 649a.12(g) (the mini-royal flush);
 * the Ante Bonus (§ 649a.12(b)), Pair Plus (§ 649a.12(d)) and Six Card Bonus (§ 649a.12(f)) paytables
 * themselves come from the Rules Submission (rulings T-3, T-5). Without one, Felt uses the defaults
 * below (ruling R28): Ante Bonus 5/4/1, Pair Plus 40/30/6/4/1, no mini-royal row, and the Six Card
 * Bonus rows that § 669a.12(f) prints as paytable A for the same wager.
 */
import { cite, type Citation } from '../../../core/citation.js';
import { compareOdds, formatOdds, odds, type Odds } from '../../../core/odds.js';
import { ok, reject, type Rejection, type Result } from '../../../core/result.js';
import { registerSections, type Section } from '../../../regulation/sections.js';
import { ROYAL_FLUSH_TO_THREE_OF_A_KIND } from '../../../rankings/paytable-hands.js';

const PROPOSED_2013 = '000_185e4c07fe5cdec1.txt';
export const THREE_CARD_POKER_MATH_SECTIONS: readonly Section[] = [
  {
    section: '649a.12',
    title: 'Payout odds; Envy Bonus; rate of progression',
    status: 'proposed-2013',
    seed: PROPOSED_2013,
  },
];
registerSections(THREE_CARD_POKER_MATH_SECTIONS);

export interface PayRow<H extends string> {
  readonly hand: H;
  /** Odds "to 1". */
  readonly odds: Odds;
  readonly citation: Citation;
  /** The ruling a default row rests on, where the regulation prints no table. */
  readonly ruling?: string;
}

export const ANTE_BONUS_HANDS = [
  'mini-royal-flush',
  'straight-flush',
  'three-of-a-kind',
  'straight',
] as const;
export type AnteBonusHand = (typeof ANTE_BONUS_HANDS)[number];
/** Pair Plus pays the Ante Bonus hands and also a flush and a pair. */
export const PAIR_PLUS_HANDS = [...ANTE_BONUS_HANDS, 'flush', 'pair'] as const;
export type PairPlusHand = (typeof PAIR_PLUS_HANDS)[number];
export const SIX_CARD_HANDS = ['super-royal', ...ROYAL_FLUSH_TO_THREE_OF_A_KIND] as const;
export type SixCardHand = (typeof SIX_CARD_HANDS)[number];

export interface ThreeCardPokerPaytables {
  /** § 649a.12(b): paid on the Ante of a hand that was played, whatever the dealer holds. */
  readonly anteBonus: readonly PayRow<AnteBonusHand>[];
  /** § 649a.12(d). */
  readonly pairPlus: readonly PayRow<PairPlusHand>[];
  /** § 649a.12(f): a `super-royal` row makes it paytable E (§ 649a.6(d)(8)). */
  readonly sixCardBonus: readonly PayRow<SixCardHand>[];
}

const rows = <H extends string>(clause: string, table: readonly (readonly [H, number])[]): PayRow<H>[] =>
  table.map(([hand, win]) => ({ hand, odds: odds(win), citation: cite(clause), ruling: 'R28' }));

export const DEFAULT_PAYTABLES: ThreeCardPokerPaytables = {
  anteBonus: rows<AnteBonusHand>('§ 649a.12(b)', [
    ['straight-flush', 5],
    ['three-of-a-kind', 4],
    ['straight', 1],
  ]),
  pairPlus: rows<PairPlusHand>('§ 649a.12(d)', [
    ['straight-flush', 40],
    ['three-of-a-kind', 30],
    ['straight', 6],
    ['flush', 4],
    ['pair', 1],
  ]),
  sixCardBonus: rows<SixCardHand>('§ 649a.12(f)', [
    ['royal-flush', 1000],
    ['straight-flush', 200],
    ['four-of-a-kind', 50],
    ['full-house', 25],
    ['flush', 20],
    ['straight', 10],
    ['three-of-a-kind', 5],
  ]),
};

/** § 649a.12(g)(1), (2): the least odds a mini-royal flush row may pay. */
export const MINI_ROYAL_FLOOR = {
  anteBonus: { odds: odds(5), citation: cite('§ 649a.12(g)(1)') },
  pairPlus: { odds: odds(40), citation: cite('§ 649a.12(g)(2)') },
} as const;

/** A mini-royal row, as § 649a.12(g) lets a Rules Submission add one to (b) or (d). */
export const miniRoyalRow = (table: 'anteBonus' | 'pairPlus', win: number): PayRow<'mini-royal-flush'> => ({
  hand: 'mini-royal-flush',
  odds: odds(win),
  citation: MINI_ROYAL_FLOOR[table].citation,
});

export const hasMiniRoyal = (table: readonly PayRow<string>[]): boolean =>
  table.some((r) => r.hand === 'mini-royal-flush');
export const hasSuperRoyal = (table: readonly PayRow<string>[]): boolean =>
  table.some((r) => r.hand === 'super-royal');

/** Odds of a row, or null when the table has no row for the hand. */
export const oddsFor = <H extends string>(table: readonly PayRow<H>[], hand: H): Odds | null =>
  table.find((r) => r.hand === hand)?.odds ?? null;

/**
 * Checks paytables a Rules Submission names: one row per hand, and a mini-royal flush paying at least
 * its floor (§ 649a.12(g)) and at least the same table's straight flush (ruling T-3).
 */
export function checkPaytables(p: ThreeCardPokerPaytables): Result<ThreeCardPokerPaytables, Rejection> {
  for (const [name, table] of Object.entries(p) as [string, readonly PayRow<string>[]][]) {
    const hands = table.map((r) => r.hand);
    const twice = hands.find((h, i) => hands.indexOf(h) !== i);
    if (twice !== undefined) return reject('duplicate_paytable_row', `${name} has two rows for ${twice}`);
  }
  for (const name of ['anteBonus', 'pairPlus'] as const) {
    const mini = oddsFor<string>(p[name], 'mini-royal-flush');
    if (mini === null) continue;
    const floor = MINI_ROYAL_FLOOR[name];
    if (compareOdds(mini, floor.odds) < 0)
      return reject(
        'mini_royal_below_floor',
        `${name}: a mini-royal flush pays no less than ${formatOdds(floor.odds)}, not ${formatOdds(mini)}`,
        floor.citation,
      );
    const flush = oddsFor<string>(p[name], 'straight-flush');
    if (flush !== null && compareOdds(mini, flush) < 0)
      return reject(
        'mini_royal_below_straight_flush',
        `${name}: the mini-royal flush outranks a straight flush (§ 649a.6(e)), so it pays no less (${formatOdds(flush)})`,
        floor.citation,
      );
  }
  return ok(p);
}
