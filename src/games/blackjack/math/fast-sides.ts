/**
 * The side wagers of the fast simulation (fast-simulate.ts), one unit each beside the main game, as
 * plain data (they cross to worker threads) and the functions that settle them from the cards dealt:
 *
 * - Insurance on every ace up card (§ 665a.8, 665a.12(b); 633a.8), a unit insured;
 * - Bust It (§ 665a.7(m), 665a.12(c)): the dealer's third card busts the hand; 8-8-8 by suit (DA-17);
 * - House Money (633a.7(g)(10), 633a.13(n)): the initial two cards by rank and suit (BJ-1, BJ-11,
 *   BJ-13), taking the payout, and with the ride on every hand whose expectation after the peek is
 *   positive (the analyser's `best-ride`);
 * - Straight Jack (633a.7(o)(3), 633a.13(m)) at a stated meter in wager units: the tier algorithm of spec
 *   B.4, graded by the simulator as it deals (BJ-2, BJ-3, BJ-5);
 * - Hit and Run (633a.7(o)(2)) under the Rules Submission's paytable, the dealer completing the hand
 *   (BJ-9, R56), each dealer hand paid by its best row.
 *
 * Cards are codes `(rank - 2) * 4 + suit` (rank 14 the ace; suit 0 spades, 1 clubs, 2 hearts,
 * 3 diamonds: 0-1 black, 2-3 red).
 */
import type { Odds } from '../../../core/odds.js';
import type { BustItPaytable } from './bust-it.js';
import { ACE, bestTotal, TEN } from './hands.js';
import type { HitAndRunRow } from './hit-and-run.js';
import { HOUSE_MONEY_MULTI_DECK, HOUSE_MONEY_SINGLE_DECK, type HouseMoneyOptions } from './house-money.js';
import { oddsValue, valueOfRank } from './rules.js';
import { STRAIGHT_JACK_PAYTABLE, twoCardRun } from './straight-jack.js';

/** What each side wager pays, per unit (a losing wager is -1), as plain numbers. */
export interface FastSideWagers {
  /** Insurance's odds (per unit insured), or absent. */
  readonly insurance?: number;
  readonly bustIt?: {
    readonly suited: number;
    readonly colour: number;
    /** By the third card's value index (5 = a 6 ... 9 = ten-valued); 0 where it cannot bust. */
    readonly third: readonly number[];
  };
  readonly houseMoney?: {
    /** Ace-king suited, straight flush, pair, straight. */
    readonly pays: readonly number[];
    readonly portion: number;
    readonly rideIncludesStake: boolean;
  };
  readonly straightJack?: {
    /** Two- to six-card straights (the six-card row without its meter share). */
    readonly pays: readonly number[];
    /** The six-card row's meter, in wager units, with the ace of spades and with another ace. */
    readonly spadesMeter: number;
    readonly otherMeter: number;
  };
  readonly hitAndRun?: {
    /** The best row's value for a dealer Blackjack, and for a dealer hand of k cards (index k); -1 none. */
    readonly blackjack: number;
    readonly byCards: readonly number[];
  };
}

/** The side wagers a run plays, in the analyser's terms (odds.ts). */
export interface SideWagerOffer {
  readonly insurance?: Odds;
  readonly bustIt?: BustItPaytable;
  readonly houseMoney?: HouseMoneyOptions & { readonly decks: number };
  /** The Straight Jack meter in units of the wager. */
  readonly straightJackMeter?: number;
  readonly hitAndRun?: { readonly paytable: readonly HitAndRunRow[]; readonly meter: number };
}

/** The most cards a dealer's hand can hold (A A A A 2 2 2 2 3 3 + one more at 8 decks stays below 22). */
const MOST_DEALER_CARDS = 22;

export function fastSideWagers(offer: SideWagerOffer): FastSideWagers {
  const out: { -readonly [K in keyof FastSideWagers]: FastSideWagers[K] } = {};
  if (offer.insurance) out.insurance = oddsValue(offer.insurance);
  if (offer.bustIt) {
    const t = offer.bustIt.third;
    out.bustIt = {
      suited: oddsValue(offer.bustIt.eightsSuited),
      colour: oddsValue(offer.bustIt.eightsColour),
      third: [
        0,
        0,
        0,
        0,
        0,
        oddsValue(t[6]),
        oddsValue(t[7]),
        oddsValue(t[8]),
        oddsValue(t[9]),
        oddsValue(t.ten),
      ],
    };
  }
  if (offer.houseMoney) {
    const { decks, portion, rideIncludesStake } = offer.houseMoney;
    const p = decks === 1 ? HOUSE_MONEY_SINGLE_DECK : HOUSE_MONEY_MULTI_DECK;
    const pays = [p.aceKingSuited, p.straightFlush, p.pair, p.straight].map(oddsValue);
    out.houseMoney = { pays, portion, rideIncludesStake };
  }
  if (offer.straightJackMeter !== undefined) {
    const p = STRAIGHT_JACK_PAYTABLE;
    const m = offer.straightJackMeter;
    out.straightJack = {
      pays: [p.two, p.three, p.four, p.five, p.six].map(oddsValue),
      spadesMeter: m * p.sixSpadesMeter,
      otherMeter: m * p.sixOtherMeter,
    };
  }
  if (offer.hitAndRun) out.hitAndRun = hitAndRunValues(offer.hitAndRun.paytable, offer.hitAndRun.meter);
  return out;
}

/** The best matching row's value for each dealer hand (as hit-and-run.ts pays it), -1 where none. */
function hitAndRunValues(
  paytable: readonly HitAndRunRow[],
  meter: number,
): NonNullable<FastSideWagers['hitAndRun']> {
  const value = (r: HitAndRunRow): number => (r.odds === null ? 0 : oddsValue(r.odds)) + r.meterShare * meter;
  const best = (match: (r: HitAndRunRow) => boolean): number =>
    paytable.filter(match).reduce((b, r) => Math.max(b, value(r)), -1);
  return {
    blackjack: best((r) => r.hand.kind === 'blackjack'),
    byCards: Array.from({ length: MOST_DEALER_CARDS + 1 }, (_, k) =>
      best((r) => r.hand.kind === 'cards' && (r.hand.orMore ? k >= r.hand.cards : k === r.hand.cards)),
    ),
  };
}

export const rankOfCode = (code: number): number => (code >> 2) + 2;
export const suitOfCode = (code: number): number => code & 3;
export const SPADES = 0;

/** Bust It on the dealer's first three cards (third -1: the dealer stood on two). */
export function bustItResult(
  s: NonNullable<FastSideWagers['bustIt']>,
  up: number,
  hole: number,
  third: number,
): number {
  const u = valueOfRank(rankOfCode(up));
  const h = valueOfRank(rankOfCode(hole));
  const aces = (u === ACE ? 1 : 0) + (h === ACE ? 1 : 0);
  if (third < 0 || bestTotal(u + h + 2, aces) >= 17) return -1;
  const c = valueOfRank(rankOfCode(third));
  if (bestTotal(u + h + c + 3, aces + (c === ACE ? 1 : 0)) <= 21) return -1;
  if (rankOfCode(up) === 8 && rankOfCode(hole) === 8 && rankOfCode(third) === 8) {
    const su = suitOfCode(up);
    if (su === suitOfCode(hole) && su === suitOfCode(third)) return s.suited;
    if (su >> 1 === suitOfCode(hole) >> 1 && su >> 1 === suitOfCode(third) >> 1) return s.colour;
  }
  return c === TEN || c >= 5 ? (s.third[c] as number) : -1;
}

/** The House Money row of the initial two cards (0 ace-king suited ... 3 straight), -1 for none. */
export function houseMoneyRow(c1: number, c2: number): number {
  const r1 = rankOfCode(c1);
  const r2 = rankOfCode(c2);
  if (r1 === r2) return 2;
  if (twoCardRun(r1, r2) === null) return -1;
  if (suitOfCode(c1) !== suitOfCode(c2)) return 3;
  return Math.min(r1, r2) === 13 ? 0 : 1;
}

/** Accumulated results of one side wager: how often it was played, the sum and the sum of squares. */
export interface SideTally {
  readonly rounds: number;
  readonly sum: number;
  readonly sumSq: number;
}

/** The side wagers' ids (the analyser's wager and variant where a wager has two). */
export const SIDE_IDS = [
  'insurance',
  'bust-it',
  'house-money/take-payout',
  'house-money/best-ride',
  'straight-jack',
  'hit-and-run',
] as const;
export type SideId = (typeof SIDE_IDS)[number];

/** Running tallies by side-wager index (SIDE_IDS order). */
export class SideTallies {
  readonly rounds = new Float64Array(SIDE_IDS.length);
  readonly sum = new Float64Array(SIDE_IDS.length);
  readonly sumSq = new Float64Array(SIDE_IDS.length);

  add(i: number, x: number): void {
    this.rounds[i] = (this.rounds[i] as number) + 1;
    this.sum[i] = (this.sum[i] as number) + x;
    this.sumSq[i] = (this.sumSq[i] as number) + x * x;
  }

  /** The tallies of the wagers played at least once, by id. */
  result(): Partial<Record<SideId, SideTally>> {
    const out: Partial<Record<SideId, SideTally>> = {};
    SIDE_IDS.forEach((id, i) => {
      const rounds = this.rounds[i] as number;
      if (rounds > 0) out[id] = { rounds, sum: this.sum[i] as number, sumSq: this.sumSq[i] as number };
    });
    return out;
  }
}

/** Adds tallies of several runs (shards of one simulation). */
export function mergeTallies(
  runs: readonly Partial<Record<SideId, SideTally>>[],
): Partial<Record<SideId, SideTally>> {
  const out: Partial<Record<SideId, SideTally>> = {};
  for (const r of runs)
    for (const id of SIDE_IDS) {
      const t = r[id];
      if (t === undefined) continue;
      const o = out[id];
      out[id] = o ? { rounds: o.rounds + t.rounds, sum: o.sum + t.sum, sumSq: o.sumSq + t.sumSq } : t;
    }
  return out;
}

/** The mean of a tally and its standard error. */
export function meanOf(t: SideTally): { mean: number; standardError: number } {
  const mean = t.sum / t.rounds;
  return { mean, standardError: Math.sqrt(Math.max(0, t.sumSq / t.rounds - mean * mean) / t.rounds) };
}

/** A Straight Jack run in positions 1..14 (spec B.4, BJ-1), extended by the unsplit hand's draws. */
export class StraightRun {
  frozen = false;
  private aceSuit = -1;

  private constructor(
    private lo: number,
    private hi: number,
  ) {}

  static of(code1: number, code2: number): StraightRun | null {
    const run = twoCardRun(rankOfCode(code1), rankOfCode(code2));
    if (run === null) return null;
    const r = new StraightRun(run[0], run[1]);
    for (const c of [code1, code2]) if (rankOfCode(c) === 14) r.aceSuit = suitOfCode(c);
    return r;
  }

  /** The card extends the run at either end (an ace at 1 or 14, one ace per run) or freezes it. */
  extend(code: number): void {
    const r = rankOfCode(code);
    const hasAce = this.lo === 1 || this.hi === 14;
    if (r === 14 && !hasAce && (this.lo === 2 || this.hi === 13)) {
      if (this.lo === 2) this.lo = 1;
      else this.hi = 14;
      this.aceSuit = suitOfCode(code);
    } else if (r !== 14 && r === this.lo - 1) this.lo = r;
    else if (r !== 14 && r === this.hi + 1) this.hi = r;
    else this.frozen = true;
  }

  pays(sj: NonNullable<FastSideWagers['straightJack']>): number {
    const tier = this.hi - this.lo - 1;
    const base = sj.pays[tier] as number;
    if (tier < 4) return base;
    return base + (this.aceSuit === SPADES ? sj.spadesMeter : sj.otherMeter);
  }
}
