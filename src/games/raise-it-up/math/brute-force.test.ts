/**
 * An independent check of the fast solver: a plain deal-tree recursion, written without the solver's
 * suit isomorphism, payoff tables or running sums. It grades each six-card set with the rankings
 * library's `raise-it-up` system (the HandValue class, and the rank of the pair for the 10s
 * qualifier), pays it from the § 669a.12 rows with exact fractions, and follows the decisions of
 * § 669a.11(b), (d), (f) by brute force over the cards still unseen, for sampled starting hands.
 */
import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { cards as parse, formatCards, rankOf, type Card } from '../../../core/cards.js';
import { SeededRng } from '../../../core/rng.js';
import { SYSTEMS } from '../../../rankings/index.js';
import { MAIN_PAYTABLES, type MainHand } from './paytables.js';
import { raiseItUpSolution, type Multiple } from './solve.js';

const frac = (n: number, d = 1): Fraction => new Fraction(n, d);

function payoffOf(six: readonly Card[]): { base: Fraction; play: Fraction } {
  const v = SYSTEMS['raise-it-up'].evaluate(six, {});
  const pairRank = rankOf(v.cards[0] as Card);
  const hand: MainHand | null =
    v.class === 'high-card' || (v.class === 'pair' && pairRank < 10)
      ? null
      : v.class === 'pair'
        ? 'pair-of-10s-or-better'
        : (v.class as MainHand);
  if (hand === null) return { base: frac(-2), play: frac(-1) };
  const row = (table: typeof MAIN_PAYTABLES.play, h: MainHand): Fraction => {
    const pays = table.find((r) => r.hand === h)!.pays;
    return pays === 'push' ? frac(0) : frac(pays.win, pays.per);
  };
  const ante = frac(MAIN_PAYTABLES.ante.win, MAIN_PAYTABLES.ante.per);
  return { base: ante.add(row(MAIN_PAYTABLES.blind, hand)), play: row(MAIN_PAYTABLES.play, hand) };
}

/** The deal tree below one starting hand; leaves memoised by the set of community cards. */
function bruteForce(start: readonly Card[]) {
  const leaves = new Map<string, { base: Fraction; play: Fraction }>();
  const leaf = (community: readonly Card[]) => {
    const key = [...community].sort((a, b) => a - b).join();
    let v = leaves.get(key);
    if (v === undefined) leaves.set(key, (v = payoffOf([...start, ...community])));
    return v;
  };
  const rest = (seen: readonly Card[]): Card[] =>
    Array.from({ length: 52 }, (_, c) => c).filter((c) => !start.includes(c) && !seen.includes(c));
  const mean = (xs: readonly Fraction[]): Fraction => xs.reduce((a, b) => a.add(b), frac(0)).div(xs.length);
  const max = (xs: readonly Fraction[]): Fraction => xs.reduce((a, b) => (b.compare(a) > 0 ? b : a));
  const raise = (community: readonly Card[], k: number, unseen: number): Fraction => {
    const subsets: Card[][] = [];
    const pool = rest(community);
    const pick = (from: number, chosen: Card[]): void => {
      if (chosen.length === unseen) return void subsets.push(chosen);
      for (let i = from; i < pool.length; i += 1) pick(i + 1, [...chosen, pool[i] as Card]);
    };
    pick(0, []);
    return mean(subsets.map((s) => leaf([...community, ...s])).map((l) => l.base.add(l.play.mul(k))));
  };
  const fifth = (community: readonly Card[]) =>
    new Map<Multiple, Fraction>([
      [0, frac(-2)],
      [1, raise(community, 1, 1)],
    ]);
  const fourth = (community: readonly Card[]) =>
    new Map<Multiple, Fraction>([
      [0, mean(rest(community).map((x) => max([...fifth([...community, x]).values()])))],
      [1, raise(community, 1, 2)],
      [2, raise(community, 2, 2)],
    ]);
  const third = () =>
    new Map<Multiple, Fraction>([
      [0, mean(rest([]).map((x) => max([...fourth([x]).values()])))],
      [1, raise([], 1, 3)],
      [2, raise([], 2, 3)],
      [3, raise([], 3, 3)],
    ]);
  return { third, fourth, fifth };
}

const fast = (cards: readonly Card[]): Map<Multiple, Fraction> => {
  const s = raiseItUpSolution().situation(cards);
  return new Map([...s.values].map(([m, v]) => [m, frac(v, s.completions * s.scale)]));
};
const expectSame = (got: Map<Multiple, Fraction>, want: Map<Multiple, Fraction>): void => {
  expect([...got.keys()]).toEqual([...want.keys()]);
  for (const [m, v] of want) expect(got.get(m)!.toFraction(), `multiple ${m}`).toBe(v.toFraction());
};

describe('Raise It Up main wager: the solver against a brute-force deal tree (§ 669a.11(b)-(i), § 669a.12(b)-(d))', () => {
  const rng = SeededRng.fromSeed(14);
  const sampled: Card[][] = [];
  while (sampled.length < 4) {
    const hand = new Set<Card>();
    while (hand.size < 3) hand.add(rng.nextInt(52));
    sampled.push([...hand]);
  }
  const starts = [parse('Td Jd 3s'), ...sampled];

  it.each(starts.map((s) => [formatCards(s), s] as const))(
    'every choice at 3rd Street, exactly, for starting hand %s',
    (_name, start) => {
      expectSame(fast(start), bruteForce(start).third());
    },
    60_000,
  );

  it.each([
    ['5h 6h 8h', '2c'],
    ['Ks 4d 9c', 'Kd'],
    ['2c 3d 4h', '9s Ac'],
    ['As Ks Qs', 'Js Ts'],
    ['7c 7d 2s', '9h Jh'],
  ])('every choice at 4th and 5th Street, exactly: %s with %s shown', (own, shown) => {
    const start = parse(own);
    const community = parse(shown);
    const tree = bruteForce(start);
    const want = community.length === 1 ? tree.fourth(community) : tree.fifth(community);
    expectSame(fast([...start, ...community]), want);
  });
});
