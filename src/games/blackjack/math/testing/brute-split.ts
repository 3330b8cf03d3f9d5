/**
 * Splitting by brute force, for the tests: the deal in its real order (§ 665a.11(b), (c)): the hole
 * card, then each split hand in turn receiving its second card (resplitting a pair card while fewer
 * than the maximum hands are out) and played to the end before the next, then the dealer. Decisions
 * come from the analysed CDZ- actions; everything else (probabilities, totals, dealer, settlement) is
 * computed here, memoised on the exact state (shoe, finished hands, hand in play). The peek is explicit:
 * the hole card is never the one that completes a dealer Blackjack, and the result is the expectation
 * given no dealer Blackjack. For small shoes only. Not built.
 */

import { A, cardsLeft as left, dealerFinish as dealer, points as total } from './brute-cards.js';

export interface SplitStrategy {
  /** The action (0 stand, 1 hit, 2 double, 3 surrender) for a split hand holding these values. */
  action(cards: readonly number[]): number;
  surrenderAfterDouble(cards: readonly number[]): boolean;
}

export interface BruteSplitRules {
  readonly hitsSoft17: boolean;
  readonly maxHands: number;
}

interface Finished {
  readonly total: number;
  readonly stake: number;
  readonly surrendered: boolean;
}

/** The expectation of splitting `pair` against `up` given no dealer Blackjack, summed over the hands. */
export function bruteSplit(
  rules: BruteSplitRules,
  strategy: SplitStrategy,
  shoeAfterUpAndPair: readonly number[],
  up: number,
  pair: number,
): number {
  const memo = new Map<string, number>();
  const settle = (shoe: number[], hole: number, finished: readonly Finished[]): number => {
    const out = new Array<number>(23).fill(0);
    dealer(rules, [up, hole], shoe, 1, out);
    let ev = 0;
    for (const f of finished) {
      if (f.surrendered) ev -= f.stake / 2;
      else if (f.total > 21) ev -= f.stake;
      else out.forEach((q, d) => (ev += q * f.stake * (d > 21 || f.total > d ? 1 : f.total < d ? -1 : 0)));
    }
    return ev;
  };
  const key = (...parts: unknown[]): string => JSON.stringify(parts);
  const finish = (
    shoe: number[],
    hole: number,
    finished: readonly Finished[],
    f: Finished,
    pending: number,
    hands: number,
  ): number => {
    const all = [...finished, f].sort(
      (a, b) => a.total - b.total || a.stake - b.stake || Number(a.surrendered) - Number(b.surrendered),
    );
    return pending > 0 ? secondCard(shoe, hole, all, pending - 1, hands) : settle(shoe, hole, all);
  };
  const draw = (shoe: number[], body: (v: number) => number): number => {
    const n = left(shoe);
    if (n === 0) throw new Error('the shoe ran out of cards: choose a larger test shoe');
    let ev = 0;
    for (let v = 0; v < 10; v += 1) {
      const c = shoe[v] as number;
      if (c === 0) continue;
      shoe[v] = c - 1;
      ev += (c / n) * body(v);
      shoe[v] = c;
    }
    return ev;
  };
  const play = (
    shoe: number[],
    hole: number,
    finished: readonly Finished[],
    cards: number[],
    pending: number,
    hands: number,
  ): number => {
    const id = key('play', shoe, hole, finished, [...cards].sort(), pending, hands);
    const hit = memo.get(id);
    if (hit !== undefined) return hit;
    const t = total(cards);
    const a = t >= 21 ? 0 : strategy.action(cards);
    let ev: number;
    if (a === 0 || a === 3)
      ev = finish(shoe, hole, finished, { total: t, stake: 1, surrendered: a === 3 }, pending, hands);
    else if (a === 1) {
      ev = draw(shoe, (v) => {
        const next = [...cards, v];
        return total(next) > 21
          ? finish(shoe, hole, finished, { total: 22, stake: 1, surrendered: false }, pending, hands)
          : play(shoe, hole, finished, next, pending, hands);
      });
    } else {
      ev = draw(shoe, (v) => {
        const next = [...cards, v];
        const nt = total(next);
        const sur = nt < 21 && strategy.surrenderAfterDouble(next);
        return finish(
          shoe,
          hole,
          finished,
          { total: Math.min(nt, 22), stake: 2, surrendered: sur },
          pending,
          hands,
        );
      });
    }
    memo.set(id, ev);
    return ev;
  };
  /** The hand in play holds only its pair card and receives its second card. */
  const secondCard = (
    shoe: number[],
    hole: number,
    finished: readonly Finished[],
    pending: number,
    hands: number,
  ): number => {
    const id = key('second', shoe, hole, finished, pending, hands);
    const hit = memo.get(id);
    if (hit !== undefined) return hit;
    const maxHands = pair === A ? 2 : rules.maxHands;
    const ev = draw(shoe, (v) =>
      v === pair && hands < maxHands
        ? secondCard(shoe, hole, finished, pending + 1, hands + 1)
        : play(shoe, hole, finished, [pair, v], pending, hands),
    );
    memo.set(id, ev);
    return ev;
  };
  const shoe = [...shoeAfterUpAndPair];
  const blackjackHole = up === A ? 9 : up === 9 ? A : -1;
  const noBlackjack = blackjackHole < 0 ? 1 : 1 - (shoe[blackjackHole] as number) / left(shoe);
  return draw(shoe, (hole) => (hole === blackjackHole ? 0 : secondCard(shoe, hole, [], 1, 2))) / noBlackjack;
}
