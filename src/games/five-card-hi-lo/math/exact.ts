/**
 * Exact Five Card Hi-Lo math (ch. 663a). The Ante/Play game and the Tie Wager depend only on the point
 * classes of the ten cards (2..9, the 16 ten-valued cards, the ace; suits never matter), so every
 * player hand and every dealer hand from the other 47 cards is enumerated as class counts weighted by
 * their number of card combinations: 2,598,960 x 1,533,939 deals in about 4 million class pairs.
 * The player plays best: for each hand, the setting (standard or one ace low, § 663a.11(d)) and the
 * decision (Play or forfeit the Ante, § 663a.11(b)) with the highest expected value of Ante, Play and
 * Ante Bonus. The Poker Bonus Wager is counted over rank multisets with their suit patterns.
 */
import { rational, type Rational } from '../../../core/rational.js';
import type { OddsRow } from '../../../engine/game.js';
import { exactRow } from '../../../math/odds-rows.js';
import {
  ANTE_BONUS,
  ANTE_BONUS_PAYTABLES,
  CITE,
  POKER_BONUS,
  QUALIFYING_PAIR,
  TIE_PAYTABLE,
  type AnteBonusBasis,
  type AnteBonusHand,
  type AnteBonusPaytable,
  type PokerBonusClass,
  type PokerBonusPaytable,
  type TiePaytable,
} from '../rules.js';

/** Classes 0..9: points 2..9, ten-valued, ace. */
const CLASS_SIZE = [4, 4, 4, 4, 4, 4, 4, 4, 16, 4] as const;
const HIGH_POINTS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const ACE = 9;

const BINOM: readonly (readonly number[])[] = Array.from({ length: 17 }, (_, n) =>
  Array.from({ length: 6 }, (_, k) => {
    let r = 1;
    for (let i = 0; i < k; i += 1) r = (r * (n - i)) / (i + 1);
    return k > n ? 0 : Math.round(r);
  }),
);
const binom = (n: number, k: number): number => (k < 0 || k > 5 ? 0 : (BINOM[n]?.[k] ?? 0));

/** Every five-card class vector within `avail`, with its number of card combinations. */
function vectors(avail: readonly number[]): { counts: number[]; weight: number }[] {
  const out: { counts: number[]; weight: number }[] = [];
  const counts = new Array<number>(10).fill(0);
  const rec = (cls: number, left: number, weight: number): void => {
    if (cls === 10) {
      if (left === 0) out.push({ counts: [...counts], weight });
      return;
    }
    for (let k = 0; k <= Math.min(left, avail[cls] as number); k += 1) {
      counts[cls] = k;
      rec(cls + 1, left - k, weight * binom(avail[cls] as number, k));
    }
    counts[cls] = 0;
  };
  rec(0, 5, 1);
  return out;
}

/** Cards high to low by high points, as class indexes. */
const expand = (counts: readonly number[]): number[] => {
  const out: number[] = [];
  for (let c = 9; c >= 0; c -= 1) for (let k = 0; k < (counts[c] as number); k += 1) out.push(c);
  return out;
};
const lowPoints = (cls: number): number => (cls === ACE ? 1 : (HIGH_POINTS[cls] as number));
const sumHigh = (xs: readonly number[]): number => xs.reduce((s, c) => s + (HIGH_POINTS[c] as number), 0);
const sumLow = (xs: readonly number[]): number => xs.reduce((s, c) => s + lowPoints(c), 0);

/** The dealer's totals (§ 663a.11(e), ruling B9 #6). */
export function dealerTotals(counts: readonly number[]): [number, number] {
  const cards = expand(counts);
  return [sumHigh(cards.slice(0, 3)), sumLow(cards.slice(3))];
}

/** The player's legal settings' totals (§ 663a.11(d)): standard first, then one ace low. */
export function playerTotals(counts: readonly number[]): [number, number][] {
  const cards = expand(counts);
  const aces = counts[ACE] as number;
  const standard: [number, number] = [sumHigh(cards.slice(0, 3)), sumLow(cards.slice(3))];
  if (aces === 0 || aces === 4) return [standard];
  const rest = cards.slice(1);
  return [standard, [sumHigh(rest.slice(0, 3)), sumLow([ACE, ...rest.slice(3)])]];
}

export function anteBonusHandOf(counts: readonly number[]): AnteBonusHand | null {
  if (counts[ACE] === 4) return (counts[0] as number) > 0 ? 'four-aces-and-2' : 'four-aces';
  return counts[ACE] === 3 ? 'three-aces' : null;
}

export interface HiLoAnalysisParams {
  readonly paytable: AnteBonusPaytable;
  readonly basis: AnteBonusBasis;
  readonly tie: TiePaytable;
}

export interface HiLoAnalysis {
  /** Expected value of Ante, Play and Ante Bonus per unit of Ante under best play. */
  readonly antePlay: Rational;
  /** Expected value of the Tie Wager per unit, under the same play. */
  readonly tie: Rational;
  /** Fraction of hands folded, played with one ace low. */
  readonly fold: Rational;
  readonly aceLow: Rational;
  /** Deals enumerated (player hands times dealer hands). */
  readonly deals: bigint;
  /** Each class vector's decision: key = counts joined, value = 'fold' | 'standard' | 'ace-low'. */
  readonly strategy: ReadonlyMap<string, 'fold' | 'standard' | 'ace-low'>;
}

interface DealerRow {
  readonly counts: Int8Array;
  readonly high: number;
  readonly low: number;
}
let dealerRows: DealerRow[] | undefined;

/** Exact analysis of the Ante/Play game and the Tie Wager under best play. */
export function analyseHiLo(p: HiLoAnalysisParams): HiLoAnalysis {
  dealerRows ??= vectors(CLASS_SIZE).map((v) => {
    const [high, low] = dealerTotals(v.counts);
    return { counts: Int8Array.from(v.counts), high, low };
  });
  const players = vectors(CLASS_SIZE);
  let ev = 0n;
  let tieEv = 0n;
  let folds = 0n;
  let aceLows = 0n;
  let deals = 0n;
  const strategy = new Map<string, 'fold' | 'standard' | 'ace-low'>();
  const avail = new Array<number>(10);
  for (const pv of players) {
    for (let c = 0; c < 10; c += 1) avail[c] = (CLASS_SIZE[c] as number) - (pv.counts[c] as number);
    const settings = playerTotals(pv.counts);
    // Per setting: dealer-weighted wins, losses and tie-wager numerator.
    const win = new Array<number>(settings.length).fill(0);
    const lose = new Array<number>(settings.length).fill(0);
    const tieNum = new Array<number>(settings.length).fill(0);
    let total = 0;
    for (const d of dealerRows) {
      let w = 1;
      for (let c = 0; c < 10 && w > 0; c += 1) {
        const k = d.counts[c] as number;
        if (k) w *= binom(avail[c] as number, k);
      }
      if (w === 0) continue;
      total += w;
      settings.forEach(([hp, lp], i) => {
        const high = hp > d.high;
        const low = lp < d.low;
        if (high && low) win[i] = (win[i] as number) + w;
        else if (!high && !low) lose[i] = (lose[i] as number) + w;
        const th = hp === d.high;
        const tl = lp === d.low;
        const pay = th && tl ? p.tie.both : th ? p.tie.high : tl ? p.tie.low : -1;
        tieNum[i] = (tieNum[i] as number) + pay * w;
      });
    }
    const bonusHand = anteBonusHandOf(pv.counts);
    const bonus = bonusHand ? ANTE_BONUS[bonusHand][p.paytable] - (p.basis === 'for-one' ? 1 : 0) : 0;
    // Play EV (x total): 2 (wins - losses) + bonus; fold: -1.
    let best = -total;
    let choice = 'fold' as 'fold' | 'standard' | 'ace-low';
    for (let i = 0; i < settings.length; i += 1) {
      const v = 2 * ((win[i] as number) - (lose[i] as number)) + bonus * total;
      if (v > best || (v === best && choice === 'fold')) {
        best = v;
        choice = i === 0 ? 'standard' : 'ace-low';
      }
    }
    strategy.set(pv.counts.join(','), choice);
    const weight = BigInt(pv.weight);
    const scale = 1_533_939n / BigInt(total); // every player hand leaves C(47,5) dealer hands
    if (BigInt(total) * scale !== 1_533_939n) throw new Error('dealer hands do not total C(47,5)');
    deals += weight * BigInt(total);
    ev += weight * BigInt(best);
    tieEv +=
      weight * (choice === 'fold' ? -BigInt(total) : BigInt(tieNum[choice === 'standard' ? 0 : 1] as number));
    if (choice === 'fold') folds += weight;
    if (choice === 'ace-low') aceLows += weight;
  }
  return {
    antePlay: rational(ev, deals),
    tie: rational(tieEv, deals),
    fold: rational(folds, 2_598_960n),
    aceLow: rational(aceLows, 2_598_960n),
    deals,
    strategy,
  };
}

/** Hands per Poker Bonus class over all C(52,5) five-card hands, below-threshold pairs apart. */
export function pokerBonusCensus(): Record<
  Exclude<PokerBonusClass, 'qualifying-pair'> | 'high-card',
  number
> & {
  pairsByRank: number[];
} {
  const out = {
    'royal-flush': 0,
    'straight-flush': 0,
    'four-of-a-kind': 0,
    'full-house': 0,
    flush: 0,
    straight: 0,
    'three-of-a-kind': 0,
    'two-pair': 0,
    'high-card': 0,
    pairsByRank: new Array<number>(15).fill(0),
  };
  const counts = new Array<number>(15).fill(0);
  const rec = (rank: number, left: number): void => {
    if (rank === 1) {
      if (left > 0) return;
      const groups = counts.filter((k) => k > 0).sort((a, b) => b - a);
      let suitWays = 1;
      for (let r = 2; r <= 14; r += 1) suitWays *= binom(4, counts[r] as number);
      if (groups[0] === 4) out['four-of-a-kind'] += suitWays;
      else if (groups[0] === 3) out[groups[1] === 2 ? 'full-house' : 'three-of-a-kind'] += suitWays;
      else if (groups[0] === 2) {
        if (groups[1] === 2) out['two-pair'] += suitWays;
        else {
          const pr = counts.findIndex((k) => k === 2);
          out.pairsByRank[pr] = (out.pairsByRank[pr] as number) + suitWays;
        }
      } else {
        const present = counts.map((k, r) => (k > 0 ? r : 0)).filter((r) => r > 0);
        const top = Math.max(...present);
        const bottom = Math.min(...present);
        const straight = top - bottom === 4 || present.sort((a, b) => a - b).join() === '2,3,4,5,14';
        const flushes = 4;
        const suited = straight ? (top === 14 && bottom === 10 ? 'royal-flush' : 'straight-flush') : 'flush';
        out[suited] += flushes;
        out[straight ? 'straight' : 'high-card'] += suitWays - flushes;
      }
      return;
    }
    for (let k = 0; k <= Math.min(4, left); k += 1) {
      counts[rank] = k;
      rec(rank - 1, left - k);
    }
    counts[rank] = 0;
  };
  rec(14, 5);
  return out;
}

/** Expected value per unit of the Poker Bonus Wager (§ 663a.12(d)), exact over C(52,5). */
export function pokerBonusEv(paytable: PokerBonusPaytable): Rational {
  const c = pokerBonusCensus();
  const pays = POKER_BONUS[paytable];
  let num = 0;
  let paid = 0;
  for (const cls of Object.keys(pays) as PokerBonusClass[]) {
    if (cls === 'qualifying-pair') continue;
    num += pays[cls] * c[cls];
    paid += c[cls];
  }
  for (let r = QUALIFYING_PAIR[paytable]; r <= 14; r += 1) {
    num += pays['qualifying-pair'] * (c.pairsByRank[r] as number);
    paid += c.pairsByRank[r] as number;
  }
  return rational(num - (2_598_960 - paid), 2_598_960);
}

/** The odds rows of `felt odds five-card-hi-lo`. */
export function hiLoOdds(
  o: {
    readonly anteBonusPaytable: AnteBonusPaytable;
    readonly anteBonusBasis: AnteBonusBasis;
    readonly tieWager: { readonly offered: boolean; readonly paytable: TiePaytable };
    readonly pokerBonus: PokerBonusPaytable | null;
  },
  scope: 'all' | 'table',
): OddsRow[] {
  const rows: OddsRow[] = [];
  const tables = scope === 'all' ? ANTE_BONUS_PAYTABLES : [o.anteBonusPaytable];
  const tie = o.tieWager.paytable ?? TIE_PAYTABLE;
  for (const t of tables) {
    const a = analyseHiLo({ paytable: t, basis: o.anteBonusBasis, tie });
    rows.push(
      exactRow(
        'ante-play',
        t,
        a.antePlay,
        `${CITE.payAntePlay}, ${CITE.payAnteBonus}`.replace(', §', ' and'),
      ),
    );
    if (t === o.anteBonusPaytable && (scope === 'all' || o.tieWager.offered))
      rows.push(exactRow('tie', `${tie.high}-${tie.low}-${tie.both}`, a.tie, CITE.payTie));
  }
  for (const t of scope === 'all' ? (['A', 'B'] as const) : o.pokerBonus ? [o.pokerBonus] : [])
    rows.push(exactRow('poker-bonus', t, pokerBonusEv(t), CITE.payPokerBonus));
  return rows;
}
