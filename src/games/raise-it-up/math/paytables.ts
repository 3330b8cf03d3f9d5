/**
 * Raise It Up Stud Poker paytables as data (§ 669a.12, every option, every row), one citation per row.
 * The game engine and the math read these tables; nothing here is written twice.
 *
 * Odds are "to 1" except the Progressive Payout Wager's "for 1" (ruling A-AMB-10: the stake was
 * collected at "no more bets", so a row returns X times the wager in all). A Blind row may be a push.
 */
import { odds, type Odds } from '../../../core/odds.js';
import { cite, type Citation } from '../../../core/citation.js';
import { registerSections, type Section } from '../../../regulation/sections.js';
import { ROYAL_FLUSH_TO_THREE_OF_A_KIND } from '../../../rankings/paytable-hands.js';

const FINAL_2016 = '002_6401adc0f4bd2d6a.txt';
const SECTION_TITLES: readonly [string, string][] = [
  ['669a.1', 'Definitions'],
  ['669a.6', 'Raise It Up Stud Poker hand rankings'],
  ['669a.7', 'Wagers'],
  ['669a.11', 'Procedures for completion of each round of play'],
  ['669a.12', 'Payout odds; Envy Bonus; rate of progression'],
];
export const RAISE_IT_UP_MATH_SECTIONS: readonly Section[] = SECTION_TITLES.map(([section, title]) => ({
  section,
  title,
  status: 'final-form',
  seed: FINAL_2016,
}));
registerSections(RAISE_IT_UP_MATH_SECTIONS);

/** A paytable row: the hand, what it pays, and the clause that says so. */
export interface PayRow<H extends string> {
  readonly hand: H;
  /** Odds "to 1" (or "to 2"), or `push` (the wager is returned). */
  readonly pays: Odds | 'push';
  readonly citation: Citation;
}

// ---- Ante, Blind and Play (§ 669a.12(b)-(d)) -------------------------------------------------------

/** The five-card hands of § 669a.6(b) that pay, best first; `pair-of-10s-or-better` is the qualifier. */
export const MAIN_HANDS = [...ROYAL_FLUSH_TO_THREE_OF_A_KIND, 'two-pair', 'pair-of-10s-or-better'] as const;
export type MainHand = (typeof MAIN_HANDS)[number];

/** What a paytable cell holds: odds "to 1" as a number, other odds, or `push`. */
type Pays = number | Odds | 'push';

/** Column `i` of a table of pays by hand (paytables over the same hands side by side), each row citing `clause`. */
const column = <H extends string>(
  clause: string,
  hands: readonly H[],
  table: Readonly<Record<H, readonly Pays[]>>,
  i: number,
): readonly PayRow<H>[] =>
  hands.map((hand) => {
    const pays = table[hand][i] as Pays;
    return { hand, pays: typeof pays === 'number' ? odds(pays) : pays, citation: cite(clause) };
  });

export interface MainPaytables {
  /** § 669a.12(b): every winning Ante 1 to 1 (one row: any qualifying hand). */
  readonly ante: Odds;
  readonly anteCitation: Citation;
  readonly play: readonly PayRow<MainHand>[];
  readonly blind: readonly PayRow<MainHand>[];
}

/** The Play (§ 669a.12(c)) and Blind (§ 669a.12(d)) columns. */
const MAIN_PAYS: Readonly<Record<MainHand, readonly [Pays, Pays]>> = {
  'royal-flush': [100, 1000],
  'straight-flush': [20, 200],
  'four-of-a-kind': [10, 30],
  'full-house': [6, 4],
  flush: [5, 3],
  straight: [4, 2],
  'three-of-a-kind': [3, 1],
  'two-pair': [odds(3, 2), 'push'],
  'pair-of-10s-or-better': [1, 'push'],
};

export const MAIN_PAYTABLES: MainPaytables = {
  ante: odds(1),
  anteCitation: cite('§ 669a.12(b)'),
  play: column('§ 669a.12(c)', MAIN_HANDS, MAIN_PAYS, 0),
  blind: column('§ 669a.12(d)', MAIN_HANDS, MAIN_PAYS, 1),
};
export const DECISION_CITE = {
  third: cite('§ 669a.11(b)'),
  fourth: cite('§ 669a.11(d)'),
  fifth: cite('§ 669a.11(f)'),
} as const satisfies Record<string, Citation>;

// ---- Pair Plus (§ 669a.12(a)) ------------------------------------------------------------------------

export const PAIR_PLUS_HANDS = ['straight-flush', 'three-of-a-kind', 'straight', 'flush', 'pair'] as const;
export type PairPlusHand = (typeof PAIR_PLUS_HANDS)[number];
export type PairPlusVariant = 'A' | 'B';
export const PAIR_PLUS_VARIANTS: readonly PairPlusVariant[] = ['A', 'B'];

/** Paytables A and B, side by side. */
const PAIR_PLUS_ODDS: Readonly<Record<PairPlusHand, readonly [number, number]>> = {
  'straight-flush': [40, 40],
  'three-of-a-kind': [30, 25],
  straight: [6, 6],
  flush: [4, 4],
  pair: [1, 1],
};

export const PAIR_PLUS: Readonly<Record<PairPlusVariant, readonly PayRow<PairPlusHand>[]>> = {
  A: column('§ 669a.12(a)', PAIR_PLUS_HANDS, PAIR_PLUS_ODDS, 0),
  B: column('§ 669a.12(a)', PAIR_PLUS_HANDS, PAIR_PLUS_ODDS, 1),
};

// ---- Six Card Bonus (§ 669a.12(f)) -------------------------------------------------------------------

export const SIX_CARD_HANDS = ROYAL_FLUSH_TO_THREE_OF_A_KIND;
export type SixCardHand = (typeof SIX_CARD_HANDS)[number];
export type SixCardVariant = 'A' | 'B' | 'C' | 'D';
export const SIX_CARD_VARIANTS: readonly SixCardVariant[] = ['A', 'B', 'C', 'D'];

const SIX_CARD_ODDS: Readonly<Record<SixCardHand, readonly [number, number, number, number]>> = {
  'royal-flush': [1000, 1000, 1000, 1000],
  'straight-flush': [200, 200, 200, 200],
  'four-of-a-kind': [50, 50, 100, 100],
  'full-house': [25, 25, 20, 20],
  flush: [20, 15, 15, 15],
  straight: [10, 10, 9, 10],
  'three-of-a-kind': [5, 5, 8, 7],
};

export const SIX_CARD_BONUS: Readonly<Record<SixCardVariant, readonly PayRow<SixCardHand>[]>> =
  Object.fromEntries(
    SIX_CARD_VARIANTS.map((v, i) => [v, column('§ 669a.12(f)', SIX_CARD_HANDS, SIX_CARD_ODDS, i)]),
  ) as Record<SixCardVariant, readonly PayRow<SixCardHand>[]>;

// ---- Progressive Payout Wager and Envy Bonus (§ 669a.12(e)) ------------------------------------------

/** The player's three cards only (ruling A-AMB-6); one payout, the highest row (A-AMB-8). */
export const PROGRESSIVE_HANDS = [
  'ace-king-queen-of-spades',
  'ace-king-queen-suited',
  'straight-flush',
  'three-of-a-kind',
  'straight',
] as const;
export type ProgressiveHand = (typeof PROGRESSIVE_HANDS)[number];

export interface ProgressiveRow {
  readonly hand: ProgressiveHand;
  /** "X for 1" (A-AMB-10), or the whole meter. */
  readonly pays: { readonly forOne: number } | 'meter';
  readonly citation: Citation;
}

export const PROGRESSIVE: readonly ProgressiveRow[] = (
  [
    ['ace-king-queen-of-spades', 'meter'],
    ['ace-king-queen-suited', { forOne: 500 }],
    ['straight-flush', { forOne: 70 }],
    ['three-of-a-kind', { forOne: 60 }],
    ['straight', { forOne: 6 }],
  ] as const
).map(([hand, pays]) => ({ hand, pays, citation: cite('§ 669a.12(e)(1)') }));

/** § 669a.12(e)(1), (3): the printed seed (1,000 for 1) and the least rate of progression (14 %). */
export const PROGRESSIVE_SEED_FOR_ONE = 1000;
export const PROGRESSIVE_MIN_RATE_PERCENT = 14;
/** § 669a.12(e)(3): the initial and reset amount is at least $1,000 (in cents). */
export const PROGRESSIVE_MIN_RESET_CENTS = 100_000;

/** The Progressive Payout Wager is $1 or $5 (ruling A-AMB-9). */
export type ProgressiveWager = 1 | 5;

export type EnvyHand = 'ace-king-queen-of-spades' | 'ace-king-queen-suited';
export interface EnvyRow {
  readonly hand: EnvyHand;
  /** The fixed sum per Envy Bonus Qualifying Hand held by another player, in cents, by wager. */
  readonly cents: Readonly<Record<ProgressiveWager, number>>;
  readonly citation: Citation;
}

export const ENVY_BONUS: readonly EnvyRow[] = [
  { hand: 'ace-king-queen-of-spades', cents: { 1: 10_000, 5: 50_000 }, citation: cite('§ 669a.12(e)(5)') },
  { hand: 'ace-king-queen-suited', cents: { 1: 2_500, 5: 12_500 }, citation: cite('§ 669a.12(e)(5)') },
];
