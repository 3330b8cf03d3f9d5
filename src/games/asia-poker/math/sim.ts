/**
 * The Asia Poker Wager (§ 659a.11(f)) against a dealer who sets the house way, by seeded simulation.
 * Every hand is scored from lookup tables of every 4-, 2- and 1-card hand of the 53-card deck (built once
 * from the rankings library's scorer; a differential test checks the fast house way against the
 * engine's on the same hands). Variants:
 *   house-way     the player also sets the house way. Player and dealer then play the same deterministic
 *                 rule on exchangeable hands, so P(player wins two) = P(dealer wins two) and the player's
 *                 EV is exactly -P(neither wins two hands): the copies (spec A11). That indicator is the
 *                 estimator (its variance is about 5 % of a +-1 outcome's); the direct mean of the
 *                 outcomes is kept as a check.
 *   best-setting  the player picks, among his legal settings, the one that wins most often against the
 *                 house-way settings of `samples` dealer hands drawn from the 46 cards he cannot see.
 *                 Its gain over the house way is then measured on a second, independent batch of
 *                 `samples` dealer hands (so the choice cannot flatter its own evaluation), setting by
 *                 setting on the same hands; the mean gain is added to the house-way EV. The gain on the
 *                 real dealer hand, an unbiased but noisier estimate of the same quantity, is kept as a
 *                 check. Since the choice rests on a finite sample, it slightly underestimates the true
 *                 best setting's value.
 */
import { deck, type Card } from '../../../core/cards.js';
import { SeededRng, shuffleInPlace } from '../../../core/rng.js';
import type { OddsRow } from '../../../engine/game.js';
import { chooseHouseWay, type HouseWay, type ScoredSetting } from '../house-way.js';
import { CITE, bonusOdds, type BonusPaytable } from '../rules.js';
import { SPLITS, asiaBonusClassOf, asiaHandScore, type RankingOptions } from '../../../rankings/index.js';

const C = (n: number, k: number): number => {
  let r = 1;
  for (let i = 0; i < k; i += 1) r = (r * (n - i)) / (i + 1);
  return k > n ? 0 : Math.round(r);
};
const C1 = Int32Array.from({ length: 54 }, (_, n) => C(n, 1));
const C2 = Int32Array.from({ length: 54 }, (_, n) => C(n, 2));
const C3 = Int32Array.from({ length: 54 }, (_, n) => C(n, 3));
const C4 = Int32Array.from({ length: 54 }, (_, n) => C(n, 4));

export interface Scorer {
  readonly high: Int32Array;
  readonly medium: Int32Array;
  readonly low: Int32Array;
}
const scorers = new Map<string, Scorer>();

export function scorerFor(options: RankingOptions): Scorer {
  const key = `${options.asiaA234LowStraight === true}/${options.asiaA234LowStraightFlush === true}`;
  const cached = scorers.get(key);
  if (cached) return cached;
  const high = new Int32Array(C(53, 4));
  const medium = new Int32Array(C(53, 2));
  const low = new Int32Array(53);
  for (let a = 0; a < 53; a += 1) {
    low[a] = asiaHandScore([a], options);
    for (let b = a + 1; b < 53; b += 1) {
      medium[(C1[a] as number) + (C2[b] as number)] = asiaHandScore([a, b], options);
      for (let c = b + 1; c < 53; c += 1)
        for (let d = c + 1; d < 53; d += 1)
          high[(C1[a] as number) + (C2[b] as number) + (C3[c] as number) + (C4[d] as number)] = asiaHandScore(
            [a, b, c, d],
            options,
          );
    }
  }
  const s = { high, medium, low };
  scorers.set(key, s);
  return s;
}

/** The legal settings of seven cards sorted ascending, scored from the tables (the order of SPLITS). */
export function fastLegalSettings(sorted: ArrayLike<Card>, t: Scorer): ScoredSetting[] {
  const out: ScoredSetting[] = [];
  const c = (i: number): number => sorted[i] as number;
  for (let k = 0; k < SPLITS.length; k += 1) {
    const p = SPLITS[k] as readonly number[];
    const high = t.high[
      (C1[c(p[0] as number)] as number) +
        (C2[c(p[1] as number)] as number) +
        (C3[c(p[2] as number)] as number) +
        (C4[c(p[3] as number)] as number)
    ] as number;
    const medium = t.medium[(C1[c(p[4] as number)] as number) + (C2[c(p[5] as number)] as number)] as number;
    const low = t.low[c(p[6] as number)] as number;
    if (high > medium && medium > low) out.push({ split: k, high, medium, low });
  }
  return out;
}

/** +1 if the player's setting wins at least two hands strictly (§ 659a.11(f)(2)), else -1 (copies lose). */
export const outcome = (p: ScoredSetting, d: ScoredSetting): number =>
  (p.high > d.high ? 1 : 0) + (p.medium > d.medium ? 1 : 0) + (p.low > d.low ? 1 : 0) >= 2 ? 1 : -1;

export interface AsiaSimParams {
  readonly houseWay: HouseWay;
  readonly ranking: RankingOptions;
  readonly rounds: number;
  readonly seed: number;
  /** Rounds (of `rounds`) also played best-setting, and dealer hands sampled per decision. */
  readonly bestRounds: number;
  readonly samples: number;
}

export interface AsiaSimResult {
  readonly houseWay: { readonly ev: number; readonly se: number; readonly rounds: number };
  readonly bestSetting: { readonly ev: number; readonly se: number; readonly rounds: number };
  /** The second methods: house-way outcomes averaged directly; the best setting's gain on the real dealer hand. */
  readonly checks: {
    readonly houseWayDirect: { readonly ev: number; readonly se: number };
    readonly gainOnRealDealer: { readonly mean: number; readonly se: number };
    readonly gain: { readonly mean: number; readonly se: number };
  };
  /** Fraction of house-way rounds the player wins. */
  readonly playerWins: number;
  /** The Bonus Wager on the same deals, per paytable (§ 659a.12(b)). */
  readonly bonus: Readonly<Record<BonusPaytable, { readonly ev: number; readonly se: number }>>;
}

const sortAsc = (xs: Card[]): Card[] => xs.sort((a, b) => a - b);

export function simulateAsiaPoker(p: AsiaSimParams): AsiaSimResult {
  const t = scorerFor(p.ranking);
  const rng = SeededRng.fromSeed(p.seed);
  const cards = deck({ jokers: 1 });
  let sum = 0;
  let wins = 0;
  let neither = 0;
  let diffSum = 0;
  let diffSq = 0;
  let realSum = 0;
  let realSq = 0;
  const PAYTABLES = ['A', 'B', 'C'] as const;
  const bonusSum = [0, 0, 0];
  const bonusSq = [0, 0, 0];
  for (let r = 0; r < p.rounds; r += 1) {
    shuffleInPlace(cards, rng);
    const cls = asiaBonusClassOf(cards.slice(0, 7));
    PAYTABLES.forEach((t, i) => {
      const odds = bonusOdds(t, cls);
      const v = odds > 0 ? odds : -1;
      bonusSum[i] = (bonusSum[i] as number) + v;
      bonusSq[i] = (bonusSq[i] as number) + v * v;
    });
    const player = sortAsc(cards.slice(0, 7));
    const dealer = sortAsc(cards.slice(7, 14));
    const ps = fastLegalSettings(player, t);
    const hwP = chooseHouseWay(p.houseWay, player, ps).chosen;
    const hwD = chooseHouseWay(p.houseWay, dealer, fastLegalSettings(dealer, t)).chosen;
    const o = outcome(hwP, hwD);
    sum += o;
    if (o > 0) wins += 1;
    // Neither side wins two hands strictly: the house's whole edge when both set the house way.
    if (o < 0 && outcome(hwD, hwP) < 0) neither += 1;
    if (r < p.bestRounds) {
      // Dealer hands the player might face: seven of the 46 cards he cannot see. Batch 0 chooses the
      // setting, batch 1 (independent) measures its gain over the house way.
      const unseen = cards.slice(7);
      const score = new Int32Array(ps.length);
      const hwi = ps.indexOf(hwP);
      let best = hwi;
      let gain = 0;
      for (let batch = 0; batch < 2; batch += 1)
        for (let k = 0; k < p.samples; k += 1) {
          for (let i = 0; i < 7; i += 1) {
            const j = i + rng.nextInt(unseen.length - i);
            const tmp = unseen[i] as Card;
            unseen[i] = unseen[j] as Card;
            unseen[j] = tmp;
          }
          const d = sortAsc(unseen.slice(0, 7));
          const ds = chooseHouseWay(p.houseWay, d, fastLegalSettings(d, t)).chosen;
          if (batch === 0)
            for (let i = 0; i < ps.length; i += 1)
              score[i] = (score[i] as number) + outcome(ps[i] as ScoredSetting, ds);
          else if (best !== hwi) gain += outcome(ps[best] as ScoredSetting, ds) - outcome(hwP, ds);
          if (batch === 0 && k === p.samples - 1)
            for (let i = 0; i < ps.length; i += 1)
              if ((score[i] as number) > (score[best] as number)) best = i;
        }
      const g = p.samples > 0 ? gain / p.samples : 0;
      diffSum += g;
      diffSq += g * g;
      const real = outcome(ps[best] as ScoredSetting, hwD) - o;
      realSum += real;
      realSq += real * real;
    }
  }
  const n = p.rounds;
  const direct = sum / n;
  const directSe = Math.sqrt((1 - direct * direct) / n);
  const q = neither / n;
  const ev = -q;
  const se = Math.sqrt((q * (1 - q)) / n);
  const nb = Math.max(1, Math.min(p.bestRounds, n));
  const meanSe = (s1: number, s2: number): { mean: number; se: number } => {
    const m = s1 / nb;
    return { mean: m, se: Math.sqrt(Math.max(0, s2 / nb - m * m) / nb) };
  };
  const gain = meanSe(diffSum, diffSq);
  const dMean = gain.mean;
  const dSe = gain.se;
  const bonus = Object.fromEntries(
    PAYTABLES.map((t, i) => {
      const m = (bonusSum[i] as number) / n;
      return [t, { ev: m, se: Math.sqrt(Math.max(0, (bonusSq[i] as number) / n - m * m) / n) }];
    }),
  ) as Record<BonusPaytable, { ev: number; se: number }>;
  return {
    bonus,
    houseWay: { ev, se, rounds: n },
    // The paired estimate: house-way EV (all rounds) plus the mean gain of the best setting.
    bestSetting: { ev: ev + dMean, se: Math.sqrt(se * se + dSe * dSe), rounds: nb },
    playerWins: wins / n,
    checks: {
      houseWayDirect: { ev: direct, se: directSe },
      gainOnRealDealer: meanSe(realSum, realSq),
      gain,
    },
  };
}

export function asiaPokerRows(r: AsiaSimResult): OddsRow[] {
  return [
    {
      wager: 'asia-poker',
      variant: 'house-way',
      houseEdge: -r.houseWay.ev,
      standardError: r.houseWay.se,
      method: 'simulation',
      citation: CITE.payAsia,
    },
    {
      wager: 'asia-poker',
      variant: 'best-setting',
      houseEdge: -r.bestSetting.ev,
      standardError: r.bestSetting.se,
      method: 'simulation',
      citation: CITE.payAsia,
    },
  ];
}
