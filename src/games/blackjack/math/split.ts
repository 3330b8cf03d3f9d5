/**
 * The exact expectation of splitting a pair under CDZ- (each split hand is played with the strategy
 * that is best for an unsplit hand of the same composition, player.ts), with resplits to the
 * Rules Submission's number of hands.
 *
 * Method: linearity of expectation over the split hands, grouped by the pattern of pair cards (P) and
 * non-pair cards (N) dealt as the hands' second cards, as Eric Farmer describes for his combinatorial
 * analyser ("we can take advantage of linearity of expectation by grouping the split/resplit outcomes
 * according to the pattern of number of pair-cards and non-pair-cards drawn to the split hands,
 * weighted by the number of ways that each pattern can occur", blackjacktheforum.com, MGP's BJCA thread)
 * and as MGP tabulates the patterns (SPL1: xx; SPL2: NN, Pxxx, NPxx; ... "Calculating Split EVs
 * Exactly", blackjackinfo.com, 2011). Our derivation of the terms:
 *
 * 1. With a zero-memory strategy every hand's draws depend on its own cards only, and the probability of
 *    a complete deal depends only on the multiset of cards it uses, so the deal may be reordered: all
 *    second cards first (in the order of 665a.11(b)), then each hand's draws, then the dealer's.
 * 2. A hand's value then depends on its own cards, the dealer's, and which specific cards the *other*
 *    hands' second cards removed. Other hands' later draws are stopping times and do not bias it.
 * 3. The other hands' second cards are constrained only by type: P (a resplit), N (not a pair card, when
 *    resplitting was still open) or x (any card, once the hands are at the maximum). An x card is a
 *    uniformly random burn and changes nothing; a P card removes one more pair card; an N constraint is
 *    removed by inclusion-exclusion, 1{N} = 1 - 1{P}.
 *
 * So with rho(j) = ff(p, j) / ff(T, j) (the chance that j named cards are all pair cards, p pair cards
 * among T after the pair and up card) and, for a hand dealt from the shoe less j further pair cards,
 * g_j = E[value; its second card is N] and x_j = E[value] (any second card), a pattern with k resplits,
 * n N-hands and the rest x-hands contributes
 *   N-hand: sum_{i<n}  (-1)^i C(n-1, i) rho(k+i) g_{k+i}
 *   x-hand: sum_{i<=n} (-1)^i C(n, i)   rho(k+i) x_{k+i}
 * With one split (two hands) this is 2 x_0, Farmer's 2E[X;1]. The test split.test.ts checks the whole
 * formula against a brute-force enumeration of the deal in its real order on a small shoe.
 */
import { DEALER_BLACKJACK } from './dealer.js';
import { ACE, handGraph, KEY_STEP, VALUES } from './hands.js';
import { DOUBLE, pay21, standValue, STAND, SURRENDER, type UpCardTables } from './player.js';
import type { BlackjackRules } from './rules.js';

export interface SplitResult {
  /** Unnormalised expectation (dealer Blackjack excluded) of all the hands, per unit staked on one. */
  readonly value: number;
  /** Expected number of hands played (the same sum with every hand worth 1). */
  readonly hands: number;
}

interface Pattern {
  readonly k: number;
  readonly n: number;
  readonly x: number;
  count: number;
}

/** The P/N patterns of second cards for up to `maxHands` hands, with how many orderings give each. */
export function splitPatterns(maxHands: number): Pattern[] {
  const found = new Map<string, Pattern>();
  const add = (k: number, n: number, x: number): void => {
    const id = `${k}:${n}:${x}`;
    const p = found.get(id);
    if (p === undefined) found.set(id, { k, n, x, count: 1 });
    else p.count += 1;
  };
  const walk = (hands: number, served: number, k: number): void => {
    if (served === hands) return add(k, served, 0);
    if (hands === maxHands) return add(k, served, hands - served);
    walk(hands + 1, served, k + 1);
    walk(hands, served + 1, k);
  };
  walk(2, 0, 0);
  return [...found.values()];
}

const binomial = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return r;
};

/** Splitting the pair of value `pair` against the up card of `t`. */
export function splitValue(rules: BlackjackRules, t: UpCardTables, pair: number): SplitResult {
  const pairs = (t.avail[pair] as number) - 2;
  const T = t.total - 2;
  if (pairs < 0) return { value: Number.NaN, hands: Number.NaN };
  const maxHands = pair === ACE && !rules.split.resplitAces ? 2 : rules.split.maxHands;
  const J = Math.min(maxHands === 2 ? 0 : 2 * maxHands - 4, pairs);
  const rho: number[] = [1];
  for (let j = 1; j <= 2 * maxHands; j += 1) {
    rho.push(T - j + 1 > 0 ? ((rho[j - 1] as number) * Math.max(0, pairs - j + 1)) / (T - j + 1) : 0);
  }
  const g: number[] = [];
  const x: number[] = [];
  const gHands: number[] = [];
  for (let j = 0; j <= J; j += 1) {
    const hand = new SplitHands(rules, t, pair, j);
    let gv = 0;
    let xv = 0;
    let nonPair = 0;
    const left = T - j;
    for (let c = 0; c < VALUES; c += 1) {
      const count = (t.avail[c] as number) - (c === pair ? 2 + j : 0);
      if (count <= 0) continue;
      const v = (count / left) * hand.start(c);
      xv += v;
      if (c !== pair) {
        gv += v;
        nonPair += count / left;
      }
    }
    g.push(gv);
    x.push(xv);
    gHands.push(nonPair);
  }
  const at = (arr: readonly number[], j: number): number => (j <= J ? (arr[j] as number) : 0);
  let value = 0;
  let hands = 0;
  for (const p of splitPatterns(maxHands)) {
    for (let i = 0; i < p.n; i += 1) {
      const w = p.count * p.n * (i % 2 === 0 ? 1 : -1) * binomial(p.n - 1, i) * (rho[p.k + i] as number);
      value += w * at(g, p.k + i);
      hands += w * at(gHands, p.k + i);
    }
    for (let i = 0; i <= p.n && p.x > 0; i += 1) {
      const w = p.count * p.x * (i % 2 === 0 ? 1 : -1) * binomial(p.n, i) * (rho[p.k + i] as number);
      value += w * at(x, p.k + i);
      hands += w * (p.k + i <= J ? 1 : 0);
    }
  }
  return { value, hands };
}

/**
 * One split hand's values, dealt from the shoe less the up card, the pair and `extra` further pair
 * cards, played by the CDZ- actions of `t`.
 */
class SplitHands {
  private readonly memo: Float64Array;
  private readonly a = new Int32Array(VALUES);
  private readonly removal = new Int32Array(VALUES);
  private readonly removed: number;
  constructor(
    private readonly rules: BlackjackRules,
    private readonly t: UpCardTables,
    private readonly pair: number,
    extra: number,
  ) {
    this.memo = new Float64Array(handGraph().count).fill(Number.NaN);
    this.removed = 1 + extra;
  }

  /** The hand of the pair card and a second card of value c. */
  start(c: number): number {
    const g = handGraph();
    const h = g.child[(g.index.get(KEY_STEP[this.pair] as number) as number) * VALUES + c] as number;
    return this.value(h);
  }

  /** Unnormalised dealer outcomes for composition h in this shoe; fills this.a and returns cards left. */
  private dealer(h: number): { dist: Float64Array; left: number } {
    const g = handGraph();
    const t = this.t;
    for (let v = 0; v < VALUES; v += 1) {
      this.removal[v] = (g.counts[h * VALUES + v] as number) + (v === this.pair ? this.removed : 0);
      this.a[v] = (t.avail[v] as number) - (this.removal[v] as number);
    }
    const removed = (g.size[h] as number) + this.removed;
    const key = (g.key[h] as number) + this.removed * (KEY_STEP[this.pair] as number);
    return { dist: t.dealer.get(key, this.removal, removed, this.pair), left: t.total - removed };
  }

  private value(h: number): number {
    const memo = this.memo[h] as number;
    if (!Number.isNaN(memo)) return memo;
    const g = handGraph();
    const t = this.t;
    const { dist, left } = this.dealer(h);
    const noBJ = 1 - (dist[DEALER_BLACKJACK] as number);
    const oneCardAces = this.pair === ACE && !this.rules.split.hitSplitAces;
    const action = oneCardAces ? (t.splitAceAction[h] as number) : (t.splitAction[h] as number);
    const total = g.total[h] as number;
    let v: number;
    if (action === STAND)
      v = standValue(dist, total, pay21(this.rules, h, false, true), this.rules.player21Wins);
    else if (action === SURRENDER) v = -0.5 * noBJ;
    else v = this.draw(h, action === DOUBLE, left);
    this.memo[h] = v;
    return v;
  }

  /** Hit (then play on) or double (one card, then stand or surrender) from composition h. */
  private draw(h: number, doubled: boolean, left: number): number {
    const g = handGraph();
    const t = this.t;
    const a = Int32Array.from(this.a);
    const bj = t.blackjackCard;
    let sum = 0;
    for (let c = 0; c < VALUES; c += 1) {
      const ac = a[c] as number;
      if (ac <= 0) continue;
      const p = ac / left;
      const next = g.child[h * VALUES + c] as number;
      if (next < 0) {
        sum -= p * (bj < 0 || left <= 1 ? 1 : 1 - ((a[bj] as number) - (c === bj ? 1 : 0)) / (left - 1));
      } else if (!doubled) {
        sum += p * this.value(next);
      } else {
        const d = this.dealer(next);
        sum +=
          p *
          (t.surrenderAfterDouble[next] === 1
            ? -0.5 * (1 - (d.dist[DEALER_BLACKJACK] as number))
            : standValue(
                d.dist,
                g.total[next] as number,
                pay21(this.rules, next, true, true),
                this.rules.player21Wins,
              ));
      }
    }
    return doubled ? 2 * sum : sum;
  }
}
