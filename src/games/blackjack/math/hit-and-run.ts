/**
 * The Hit and Run Progressive Wager (633a.6(e)(10), 633a.7(o)(2)): wins when the dealer has Blackjack
 * or a hand of five or more cards, the card that takes the hand past 21 included. The dealer always
 * completes the hand while the wager is live (spec BJ-9), and the dealer's cards come after the players'
 * stopping-time draws, so the dealer's hand is distributed as the first cards of a full shoe.
 *
 * The paytable (633a.13(l)) is not in the seeds: it comes from the Rules Submission, one row per
 * winning dealer hand, paying odds, a share of the meter, or both (spec B.3). Probabilities are exact
 * rationals; a row paid from the meter makes the edge depend on the meter, stated in units of the wager.
 */
import { cite } from '../../../core/citation.js';
import type { Odds } from '../../../core/odds.js';
import { formatRational, rational, toNumber, type Rational } from '../../../core/rational.js';
import type { SideWagerEdge } from './bust-it.js';
import { DEALER_BLACKJACK, dealerTrie, OUTCOMES } from './dealer.js';
import { VALUES } from './hands.js';
import { valueShoe, type BlackjackRules } from './rules.js';

export type HitAndRunHand =
  | { readonly kind: 'blackjack' }
  /** A dealer hand of exactly `cards` cards, or `cards` or more with `orMore`. */
  | { readonly kind: 'cards'; readonly cards: number; readonly orMore: boolean };

export interface HitAndRunRow {
  readonly hand: HitAndRunHand;
  /** Odds on the wager (null when the row pays only from the meter). */
  readonly odds: Odds | null;
  /** Share of the meter (1 = 100 %), 0 for none. */
  readonly meterShare: number;
}

/** The dealer's hand by its number of cards: exact probabilities of Blackjack and of k cards (k >= 2). */
export function dealerHandSizes(rules: BlackjackRules): {
  blackjack: Rational;
  cards: Map<number, Rational>;
} {
  const shoe = valueShoe(rules);
  const N = shoe.reduce((s, n) => s + n, 0);
  let blackjack = rational(0);
  const cards = new Map<number, Rational>();
  for (let up = 0; up < VALUES; up += 1) {
    if ((shoe[up] as number) === 0) continue;
    const trie = dealerTrie(up, rules.dealerHitsSoft17);
    const avail = [...shoe];
    avail[up] = (avail[up] as number) - 1;
    const D = trie.maxDepth;
    // Numerators over the common denominator N x ff(N - 1, D).
    let den = BigInt(N);
    for (let i = 0; i < D; i += 1) den *= BigInt(N - 1 - i);
    const num = new Array<bigint>(trie.nodes).fill(0n);
    num[0] = BigInt(shoe[up] as number);
    const byDepth = new Array<bigint>((D + 1) * OUTCOMES).fill(0n);
    for (let n = 1; n < trie.nodes; n += 1) {
      const f = (avail[trie.value[n] as number] as number) - (trie.prior[n] as number);
      const p = f > 0 ? (num[trie.parent[n] as number] as bigint) * BigInt(f) : 0n;
      num[n] = p;
      const w = trie.weight[n] as number;
      if (w === 0 || p === 0n) continue;
      const d = trie.depth[n] as number;
      let rest = 1n;
      for (let i = d; i < D; i += 1) rest *= BigInt(N - 1 - i);
      const i = d * OUTCOMES + (trie.outcome[n] as number);
      byDepth[i] = (byDepth[i] as bigint) + BigInt(w) * p * rest;
    }
    for (let d = 1; d <= D; d += 1) {
      for (let o = 0; o < OUTCOMES; o += 1) {
        const x = byDepth[d * OUTCOMES + o] as bigint;
        if (x === 0n) continue;
        const r = rational(x, den);
        if (o === DEALER_BLACKJACK) blackjack = blackjack.add(r);
        else cards.set(d + 1, (cards.get(d + 1) ?? rational(0)).add(r));
      }
    }
  }
  return { blackjack, cards };
}

function matches(hand: HitAndRunHand, blackjack: boolean, cards: number): boolean {
  if (hand.kind === 'blackjack') return blackjack;
  return !blackjack && (hand.orMore ? cards >= hand.cards : cards === hand.cards);
}

/**
 * The edge of a Hit and Run paytable, with the meter in units of the wager. Each dealer hand is paid
 * by the best row it matches (as spec BJ-11 does for overlapping House Money rows).
 */
export function hitAndRun(
  rules: BlackjackRules,
  paytable: readonly HitAndRunRow[],
  meter: number,
): SideWagerEdge & {
  readonly rows: readonly { readonly row: HitAndRunRow; readonly probability: number }[];
} {
  const { blackjack, cards } = dealerHandSizes(rules);
  const value = (r: HitAndRunRow): number =>
    (r.odds === null ? 0 : r.odds.win / r.odds.per) + r.meterShare * meter;
  const outcomes: { blackjack: boolean; cards: number; p: Rational }[] = [
    { blackjack: true, cards: 2, p: blackjack },
    ...[...cards].map(([k, p]) => ({ blackjack: false, cards: k, p })),
  ];
  const rowP = paytable.map(() => rational(0));
  let ev = 0;
  let exactEv = rational(0);
  let exactOk = true;
  for (const o of outcomes) {
    let best = -1;
    paytable.forEach((r, i) => {
      if (
        matches(r.hand, o.blackjack, o.cards) &&
        (best < 0 || value(r) > value(paytable[best] as HitAndRunRow))
      )
        best = i;
    });
    if (best < 0) {
      ev -= toNumber(o.p);
      exactEv = exactEv.sub(o.p);
      continue;
    }
    const row = paytable[best] as HitAndRunRow;
    rowP[best] = (rowP[best] as Rational).add(o.p);
    ev += toNumber(o.p) * value(row);
    if (row.meterShare !== 0 || row.odds === null) exactOk = false;
    else exactEv = exactEv.add(o.p.mul(rational(row.odds.win, row.odds.per)));
  }
  return {
    wager: 'hit-and-run',
    variant: meter > 0 ? `meter-${meter}` : 'fixed',
    houseEdge: -ev,
    exact: exactOk ? formatRational(exactEv.neg()) : null,
    method: 'exact',
    citation: cite('§ 633a.7(o)(2)'),
    rows: paytable.map((row, i) => ({ row, probability: toNumber(rowP[i] as Rational) })),
  };
}
