/**
 * Five Card Hi-Lo rules as data (ch. 663a, proposed 2013): point values, the legal settings, the outcome
 * of the Ante and Play Wagers, and the paytables, each row with its citation. The machine and the math
 * both read these tables; nothing here is written twice.
 */
import { rankOf, type Card } from '../../core/cards.js';
import { cite, type Citation } from '../../core/citation.js';
import { hiLoDealerSetting, hiLoPlayerSettings } from '../../rankings/index.js';
import { hiLoHighPoints, hiLoLowPoints } from '../../rankings/hilo.js';
import { ROYAL_FLUSH_TO_THREE_OF_A_KIND } from '../../rankings/paytable-hands.js';
import { perDealing } from '../../engine/procedures/card-table.js';
import { paytableColumns } from '../../engine/procedures/paytable-columns.js';

export const CITE = {
  table: cite('§ 663a.2(a)'),
  deck: cite('§ 663a.3(a)'),
  twoDecks: cite('§ 663a.3(b)'),
  shuffle: cite('§ 663a.5(a)'),
  noCut: cite('§ 663a.5(c)(1)'),
  cut: cite('§ 663a.5(d)'),
  recut: cite('§ 663a.5(e)'),
  countingShuffler: cite('§ 663a.5(b)'),
  points: cite('§ 663a.6(a)'),
  pokerHands: cite('§ 663a.6(b)'),
  chips: cite('§ 663a.7(a)'),
  seated: cite('§ 663a.7(b)'),
  noMoreBets: cite('§ 663a.7(c)'),
  ante: cite('§ 663a.7(d)'),
  tie: cite('§ 663a.7(e)(1)'),
  pokerBonus: cite('§ 663a.7(e)(2)'),
  adjacent: cite('§ 663a.7(f)'),
  manualDeal: cite('§ 663a.8(d)'),
  handDeal: cite('§ 663a.9(a)'),
  automatedDeal: cite('§ 663a.10(b)'),
  stubManual: cite('§ 663a.8(h)'),
  placedHands: cite('§ 663a.11(a)(3)'),
  playOrFold: cite('§ 663a.11(b)'),
  foldTie: cite('§ 663a.11(b)(1)'),
  foldPokerBonus: cite('§ 663a.11(b)(2)'),
  collectFolded: cite('§ 663a.11(c)'),
  playerSetting: cite('§ 663a.11(d)'),
  dealerSetting: cite('§ 663a.11(e)'),
  reveal: cite('§ 663a.11(f)'),
  win: cite('§ 663a.11(g)(1)'),
  lose: cite('§ 663a.11(g)(2)'),
  push: cite('§ 663a.11(g)(3)'),
  anteBonus: cite('§ 663a.11(h)'),
  discard: cite('§ 663a.11(i)'),
  settleTie: cite('§ 663a.11(j)(1)'),
  settlePokerBonus: cite('§ 663a.11(j)(2)'),
  payAntePlay: cite('§ 663a.12(a)'),
  /** The table's minimum and maximum wagers, posted under its Rules Submission. */
  limits: cite('§ 601a.2'),
  payAnteBonus: cite('§ 663a.12(b)'),
  payTie: cite('§ 663a.12(c)'),
  payPokerBonus: cite('§ 663a.12(d)'),
  faceUpInDeck: cite('§ 663a.13(a)'),
  drawnInError: cite('§ 663a.13(b)'),
  wrongCount: cite('§ 663a.13(c)'),
  shufflerJam: cite('§ 663a.13(d)'),
  shoeJam: cite('§ 663a.13(e)'),
} as const satisfies Record<string, Citation>;

export const DEAL_CITE = perDealing(CITE.manualDeal, CITE.handDeal, CITE.automatedDeal);
export const STUB_CITE = perDealing(cite('§ 663a.8(h)'), cite('§ 663a.9(f)'), cite('§ 663a.10(f)'));

// ---- Settings and outcome ---------------------------------------------------------------------------

export interface HiLoSetting {
  readonly high: readonly Card[];
  readonly low: readonly Card[];
  readonly highPoints: number;
  readonly lowPoints: number;
  /** True when one ace was moved into the low hand (the player's only discretion, § 663a.11(d)). */
  readonly aceLow: boolean;
}

const totals = (high: readonly Card[], low: readonly Card[], aceLow: boolean): HiLoSetting => ({
  high,
  low,
  highPoints: high.reduce((s, c) => s + hiLoHighPoints(c), 0),
  lowPoints: low.reduce((s, c) => s + hiLoLowPoints(c), 0),
  aceLow,
});

const aces = (cards: readonly Card[]): number => cards.filter((c) => rankOf(c) === 14).length;

/**
 * The legal settings of the player's five cards (§ 663a.11(d), ruling B9 #7): `standard` (the three
 * higher-valued cards high) and, with one to three aces, `ace-low`. With four aces one ace must go low,
 * so the one setting counts as ace-low.
 */
export function playerSettings(cards: readonly Card[]): HiLoSetting[] {
  const four = aces(cards) === 4;
  return hiLoPlayerSettings(cards).map((s, i) => totals(s.high, s.low, four || i === 1));
}

/** The dealer's setting (§ 663a.11(e), ruling B9 #6): aces high unless the dealer holds four aces. */
export function dealerSetting(cards: readonly Card[]): HiLoSetting {
  const s = hiLoDealerSetting(cards);
  return totals(s.high, s.low, aces(cards) === 4);
}

export type AntePlayOutcome = 'win' | 'lose' | 'tie';

/** § 663a.11(g): win both comparisons to win, lose both (ties count against the player) to lose, else tie. */
export function antePlayOutcome(
  player: { highPoints: number; lowPoints: number },
  dealer: { highPoints: number; lowPoints: number },
): AntePlayOutcome {
  const high = player.highPoints > dealer.highPoints;
  const low = player.lowPoints < dealer.lowPoints;
  if (high && low) return 'win';
  if (!high && !low) return 'lose';
  return 'tie';
}

export const ANTE_PLAY_CITE: Readonly<Record<AntePlayOutcome, Citation>> = {
  win: CITE.win,
  lose: CITE.lose,
  tie: CITE.push,
};

// ---- Ante Bonus (§ 663a.12(b)) ----------------------------------------------------------------------

export type AnteBonusPaytable = 'A' | 'B' | 'C' | 'D';
export const ANTE_BONUS_PAYTABLES: readonly AnteBonusPaytable[] = ['A', 'B', 'C', 'D'];
export type AnteBonusHand = 'four-aces-and-2' | 'four-aces' | 'three-aces';

/** "X for 1" on the Ante, per paytable (§ 663a.12(b)). */
export const ANTE_BONUS: Readonly<Record<AnteBonusHand, Readonly<Record<AnteBonusPaytable, number>>>> = {
  'four-aces-and-2': { A: 1000, B: 500, C: 200, D: 100 },
  'four-aces': { A: 100, B: 50, C: 50, D: 50 },
  'three-aces': { A: 10, B: 5, C: 5, D: 5 },
};

export const ANTE_BONUS_LABEL: Readonly<Record<AnteBonusHand, string>> = {
  'four-aces-and-2': 'Four aces and one 2',
  'four-aces': 'Four aces',
  'three-aces': 'Three aces',
};

/**
 * How "X for 1" is paid (ruling B9 #3, configurable): `for-one` pays X − 1 units of Ante (the PA
 * convention, where "for 1" includes the unit that would be returned), `full` pays X units.
 */
export type AnteBonusBasis = 'for-one' | 'full';

export function anteBonusHand(cards: readonly Card[]): AnteBonusHand | null {
  const a = aces(cards);
  if (a === 4) return cards.some((c) => rankOf(c) === 2) ? 'four-aces-and-2' : 'four-aces';
  return a === 3 ? 'three-aces' : null;
}

/** Units of Ante paid for a hand under a paytable and basis. */
export const anteBonusUnits = (
  hand: AnteBonusHand,
  paytable: AnteBonusPaytable,
  basis: AnteBonusBasis,
): number => ANTE_BONUS[hand][paytable] - (basis === 'for-one' ? 1 : 0);

// ---- Tie Wager (§ 663a.12(c), ruling B9 #2) -------------------------------------------------------

export interface TiePaytable {
  /** Odds "to 1" when only the high hands tie, only the low hands tie, and both tie (not cumulative). */
  readonly high: number;
  readonly low: number;
  readonly both: number;
}
export const TIE_PAYTABLE: TiePaytable = { high: 4, low: 4, both: 20 };

export type TieResult = 'high' | 'low' | 'both' | null;
export function tieResult(
  player: { highPoints: number; lowPoints: number },
  dealer: { highPoints: number; lowPoints: number },
): TieResult {
  const h = player.highPoints === dealer.highPoints;
  const l = player.lowPoints === dealer.lowPoints;
  return h && l ? 'both' : h ? 'high' : l ? 'low' : null;
}

// ---- Poker Bonus Wager (§§ 663a.6(b), 663a.12(d)) ---------------------------------------------------

export type PokerBonusPaytable = 'A' | 'B';
export const POKER_BONUS_CLASSES = [
  ...ROYAL_FLUSH_TO_THREE_OF_A_KIND,
  'two-pair',
  'qualifying-pair',
] as const;
export type PokerBonusClass = (typeof POKER_BONUS_CLASSES)[number];

export const POKER_BONUS = paytableColumns<PokerBonusPaytable, PokerBonusClass, number>(['A', 'B'], {
  'royal-flush': [250, 500],
  'straight-flush': [50, 100],
  'four-of-a-kind': [25, 40],
  'full-house': [15, 15],
  flush: [10, 8],
  straight: [8, 6],
  'three-of-a-kind': [5, 4],
  'two-pair': [3, 3],
  'qualifying-pair': [1, 1],
});

/** The lowest paying pair: 7s under paytable A, 6s under paytable B (§ 663a.7(e)(2)). */
export const QUALIFYING_PAIR: Readonly<Record<PokerBonusPaytable, number>> = { A: 7, B: 6 };

/**
 * The Poker Bonus class of five natural cards (§ 663a.6(b)), or null below the paytable's pair. The ace
 * plays high or in 5-4-3-2-A only; there is no wrap-around.
 */
export function pokerBonusClass(
  cards: readonly Card[],
  paytable: PokerBonusPaytable,
): PokerBonusClass | null {
  const ranks = cards.map(rankOf);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const flush = cards.every((c) => (c & 3) === ((cards[0] as number) & 3));
  const sorted = [...ranks].sort((a, b) => b - a);
  const distinct = counts.size === 5;
  const straight =
    distinct && ((sorted[0] as number) - (sorted[4] as number) === 4 || sorted.join() === '14,5,4,3,2');
  if (straight && flush) return sorted[0] === 14 && sorted[4] === 10 ? 'royal-flush' : 'straight-flush';
  const [g0, g1] = groups as [[number, number], [number, number]];
  if (g0[1] === 4) return 'four-of-a-kind';
  if (g0[1] === 3 && g1[1] === 2) return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (g0[1] === 3) return 'three-of-a-kind';
  if (g0[1] === 2 && g1[1] === 2) return 'two-pair';
  if (g0[1] === 2 && g0[0] >= QUALIFYING_PAIR[paytable]) return 'qualifying-pair';
  return null;
}
