/**
 * The Straight Jack Progressive Wager (633a.6(e)(11), 633a.7(o)(3), 633a.13(m)) under the computed
 * strategy: the initial two cards must be a two-card straight (ace high or low, no wrap, BJ-1); each
 * card the player then draws that extends the run at either end raises the payout, the first card that
 * does not, or that busts, freezes it (tier algorithm of spec B.4); a split freezes it at two cards
 * (BJ-2), a surrender grades the cards held (BJ-3), a dealer or player Blackjack pays two cards (BJ-5).
 *
 * Ranks matter (10-J is a straight, 10-Q is not), so cards are enumerated by rank while decisions come
 * from the value-composition strategy of the analysis. Each path is weighted by the chance the hole card
 * does not complete a dealer Blackjack once the path's cards are out (the unnormalised measure of
 * player.ts); only paths that still extend the run are followed, so the enumeration is small.
 */
import { cite } from '../../../core/citation.js';
import { odds, type Odds } from '../../../core/odds.js';
import type { BlackjackAnalysis } from './analyse.js';
import type { SideWagerEdge } from './bust-it.js';
import { ACE, compositionOf, handGraph, TEN, VALUES } from './hands.js';
import { DOUBLE, HIT, STAND, type UpCardTables } from './player.js';
import { rankShoe, valueOfRank } from './rules.js';

export const STRAIGHT_JACK_PAYTABLE = {
  six: odds(200),
  five: odds(200),
  four: odds(50),
  three: odds(15),
  two: odds(3),
  /** Meter shares of the six-card rows: ace of spades, other aces (633a.13(m)(1)). */
  sixSpadesMeter: 1,
  sixOtherMeter: 0.1,
  citation: cite('§ 633a.13(m)'),
} as const;

type Run = readonly [number, number];

/** A two-card straight of ranks (2..14) as [lo, hi] in run positions 1..14, or null. */
export function twoCardRun(r1: number, r2: number): Run | null {
  const lo = Math.min(r1, r2);
  const hi = Math.max(r1, r2);
  if (hi - lo === 1) return [lo, hi];
  if (lo === 2 && hi === 14) return [1, 2];
  return null;
}

/** The run extended by a card of rank r at either end (an ace at 1 or 14, one ace per run), or null. */
export function extendRun(run: Run, r: number): Run | null {
  const [lo, hi] = run;
  const hasAce = lo === 1 || hi === 14;
  for (const pos of r === 14 ? (hasAce ? [] : [1, 14]) : [r]) {
    if (pos === lo - 1) return [pos, hi];
    if (pos === hi + 1) return [lo, pos];
  }
  return null;
}

export interface StraightJackResult extends SideWagerEdge {
  /** P(two-card straight graded at 2, 3, 4, 5 and 6 cards); tiers[4] is the six-card row. */
  readonly tiers: readonly number[];
  readonly meter: number;
}

/**
 * One deal of the first three cards the two-card side wagers are settled on: the dealer's up card (its
 * value `up`) and the player's two ranks `r1` <= `r2`, with its probability `p`; `avail` is the shoe
 * by rank less the up card (a visitor may take cards from it and must put them back), `left` its size.
 */
export interface FirstDeal {
  readonly up: number;
  readonly r1: number;
  readonly r2: number;
  readonly p: number;
  readonly avail: number[];
  readonly left: number;
}

/** Every up card and pair of player's ranks that `shoe` (cards by rank, 2 to ace) can deal, in rank order. */
export function eachFirstDeal(shoe: readonly number[], visit: (deal: FirstDeal) => void): void {
  const N = shoe.reduce((s, n) => s + n, 0);
  for (let U = 2; U <= 14; U += 1) {
    const nU = shoe[U - 2] as number;
    if (nU === 0) continue;
    const up = valueOfRank(U);
    const avail = [...shoe];
    avail[U - 2] = nU - 1;
    const left = N - 1;
    for (let r1 = 2; r1 <= 14; r1 += 1) {
      for (let r2 = r1; r2 <= 14; r2 += 1) {
        const n1 = avail[r1 - 2] as number;
        const n2 = (avail[r2 - 2] as number) - (r1 === r2 ? 1 : 0);
        if (n1 <= 0 || n2 <= 0) continue;
        const p = ((nU / N) * n1 * n2 * (r1 === r2 ? 1 : 2)) / (left * (left - 1));
        visit({ up, r1, r2, p, avail, left });
      }
    }
  }
}

const oddsOf = (o: Odds): number => o.win / o.per;

/** The wager's edge under the analysis's strategy, the meter stated in units of the wager. */
export function straightJack(analysis: BlackjackAnalysis, meter: number): StraightJackResult {
  const rules = analysis.rules;
  const tiers = [0, 0, 0, 0, 0];
  let lose = 0;
  eachFirstDeal(rankShoe(rules), ({ up, r1, r2, p, avail, left }) => {
    const t = analysis.tables[up];
    const upResult = analysis.upCards.find((u) => u.up === up);
    if (t === undefined || upResult === undefined) return;
    const run = twoCardRun(r1, r2);
    if (run === null) {
      lose += p;
      return;
    }
    const v1 = valueOfRank(r1);
    const v2 = valueOfRank(r2);
    if ((v1 === ACE && v2 === TEN) || (v2 === ACE && v1 === TEN)) {
      tiers[0] = (tiers[0] as number) + p;
      return;
    }
    avail[r1 - 2] = (avail[r1 - 2] as number) - 1;
    avail[r2 - 2] = (avail[r2 - 2] as number) - 1;
    const h = compositionOf([v1, v2]);
    const root = upResult.hands.find((x) => x.h === h)?.action ?? STAND;
    const noBJ = noBlackjack(t, avail, left - 2);
    tiers[0] = (tiers[0] as number) + p * (1 - noBJ);
    walk(t, avail, left - 2, h, run, p, root, tiers);
    avail[r1 - 2] = (avail[r1 - 2] as number) + 1;
    avail[r2 - 2] = (avail[r2 - 2] as number) + 1;
  });
  const pay = STRAIGHT_JACK_PAYTABLE;
  const six = tiers[4] as number;
  const ev =
    (tiers[0] as number) * oddsOf(pay.two) +
    (tiers[1] as number) * oddsOf(pay.three) +
    (tiers[2] as number) * oddsOf(pay.four) +
    (tiers[3] as number) * oddsOf(pay.five) +
    six * (oddsOf(pay.six) + meter * (pay.sixSpadesMeter / 4 + (pay.sixOtherMeter * 3) / 4)) -
    lose;
  return {
    wager: 'straight-jack',
    variant: `meter-${meter}`,
    houseEdge: -ev,
    exact: null,
    method: 'exact',
    citation: pay.citation,
    tiers,
    meter,
  };
}

/** P(no dealer Blackjack | these cards left), by rank counts. */
function noBlackjack(t: UpCardTables, avail: readonly number[], left: number): number {
  if (t.blackjackCard < 0) return 1;
  const bj = t.blackjackCard === ACE ? (avail[12] as number) : avail.slice(8, 12).reduce((s, n) => s + n, 0);
  return 1 - bj / left;
}

function walk(
  t: UpCardTables,
  avail: number[],
  left: number,
  h: number,
  run: Run,
  weight: number,
  action: number,
  tiers: number[],
): void {
  const g = handGraph();
  const tier = run[1] - run[0] - 1;
  const grade = (k: number, w: number): void => {
    tiers[k] = (tiers[k] as number) + w;
  };
  if ((g.total[h] as number) >= 21 || (action !== HIT && action !== DOUBLE)) {
    grade(tier, weight * noBlackjack(t, avail, left));
    return;
  }
  for (let r = 2; r <= 14; r += 1) {
    const n = avail[r - 2] as number;
    if (n === 0) continue;
    const w = (weight * n) / left;
    avail[r - 2] = n - 1;
    const next = g.child[h * VALUES + valueOfRank(r)] as number;
    const ext = next < 0 ? null : extendRun(run, r);
    if (ext === null) grade(tier, w * noBlackjack(t, avail, left - 1));
    else if (action === DOUBLE) grade(tier + 1, w * noBlackjack(t, avail, left - 1));
    else walk(t, avail, left - 1, next, ext, w, t.action[next] as number, tiers);
    avail[r - 2] = n;
  }
}
