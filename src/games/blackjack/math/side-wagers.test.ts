import { describe, expect, it } from 'vitest';
import { rankOf, suitOf, type Card } from '../../../core/cards.js';
import { rational, type Rational } from '../../../core/rational.js';
import { SeededRng } from '../../../core/rng.js';
import { analyseBlackjack } from './analyse.js';
import { odds } from '../../../core/odds.js';
import { BUST_IT_PAYTABLE, bustIt, insurance } from './bust-it.js';
import { compositionOf } from './hands.js';
import { dealerHandSizes, hitAndRun } from './hit-and-run.js';
import { houseMoney } from './house-money.js';
import { DOUBLE, HIT } from './player.js';
import { blackjackRules, doubleAttackRules, valueOfRank, type BlackjackRules } from './rules.js';
import { straightJack } from './straight-jack.js';

/** Every card type of the shoe (rank and suit) with its copies: the second computation's shoe. */
function cardTypes(rules: BlackjackRules): { card: Card; copies: number }[] {
  const out: { card: Card; copies: number }[] = [];
  for (let card = 0; card < 52; card += 1) {
    if (!rules.ranksRemoved.includes(rankOf(card))) out.push({ card, copies: rules.decks });
  }
  return out;
}

const blackjackTotal = (ranks: readonly number[]): number => {
  let s = 0;
  let aces = 0;
  for (const r of ranks) {
    s += r === 14 ? 1 : Math.min(r, 10);
    if (r === 14) aces += 1;
  }
  return aces > 0 && s + 10 <= 21 ? s + 10 : s;
};

/** Spec A.12 `bust_it`, transcribed: the payout odds (to 1) for the dealer's first three cards, or -1. */
function bustItPays(up: Card, hole: Card, third: Card): number {
  if (blackjackTotal([rankOf(up), rankOf(hole)]) >= 17) return -1;
  if (blackjackTotal([rankOf(up), rankOf(hole), rankOf(third)]) <= 21) return -1;
  if (rankOf(up) === 8 && rankOf(hole) === 8 && rankOf(third) === 8) {
    if (suitOf(up) === suitOf(hole) && suitOf(hole) === suitOf(third)) return 200;
    const red = (c: Card): boolean => suitOf(c) === 'h' || suitOf(c) === 'd';
    if (red(up) === red(hole) && red(hole) === red(third)) return 50;
  }
  return (
    ({ 6: 15, 7: 10, 8: 8, 9: 6, 10: 3, 11: 3, 12: 3, 13: 3 } as Record<number, number>)[rankOf(third)] ?? -1
  );
}

describe('Bust It (§ 665a.12(c)) and Insurance (§ 665a.12(b)) against a card-by-card count', () => {
  it('the house edge equals the count over every ordered triple of cards (rank and suit), exactly', () => {
    const rules = doubleAttackRules();
    const types = cardTypes(rules);
    let ways = 0n;
    let won = 0n;
    for (const a of types) {
      for (const b of types) {
        const nb = b.copies - (b.card === a.card ? 1 : 0);
        for (const c of types) {
          const nc = c.copies - (c.card === a.card ? 1 : 0) - (c.card === b.card ? 1 : 0);
          const w = BigInt(a.copies) * BigInt(nb) * BigInt(nc);
          if (w === 0n) continue;
          ways += w;
          won += w * BigInt(bustItPays(a.card, b.card, c.card));
        }
      }
    }
    expect(bustIt(rules).edge.exact).toBe(rational(won, ways).neg().toFraction());
  });

  it('the same wager on standard decks with the 200/50/15/9/7/5/3 paytable: published 6.912 % (6 decks) and 7.568 % (2 decks), given to three decimals', () => {
    const jacobson = {
      ...BUST_IT_PAYTABLE,
      third: { 6: odds(15), 7: odds(9), 8: odds(7), 9: odds(5), ten: odds(3) },
    };
    expect(Math.abs(bustIt(blackjackRules({ decks: 6 }), jacobson).edge.houseEdge - 0.06912)).toBeLessThan(
      0.000005,
    );
    expect(Math.abs(bustIt(blackjackRules({ decks: 2 }), jacobson).edge.houseEdge - 0.07568)).toBeLessThan(
      0.000005,
    );
  });

  it('Insurance at 5 to 2 with 96 kings, queens and jacks among the 383 cards after the ace', () => {
    const edge: Rational = rational(1).sub(rational(96, 383).mul(rational(7, 2)));
    expect(insurance(doubleAttackRules()).exact).toBe(edge.toFraction());
  });
});

/** The dealer's hand by ordered draws, counted naively (no multisets): exact numerators over N^(k). */
function naiveDealerSizes(rules: BlackjackRules): Map<string, Rational> {
  const shoe = Array.from(
    { length: 10 },
    (_, v) => (v === 9 ? 4 * (4 - rules.ranksRemoved.length) : 4) * rules.decks,
  );
  const N = shoe.reduce((s, n) => s + n, 0);
  const out = new Map<string, Rational>();
  const add = (key: string, p: Rational): void => void out.set(key, (out.get(key) ?? rational(0)).add(p));
  const walk = (cards: number[], p: Rational, left: number): void => {
    const ranks = cards.map((v) => (v === 0 ? 14 : v + 1));
    const t = blackjackTotal(ranks);
    const soft = t !== ranks.reduce((s, r) => s + (r === 14 ? 1 : r), 0);
    if (cards.length === 2 && t === 21) return add('blackjack', p);
    if (t > 21 || t > 17 || (t === 17 && !(rules.dealerHitsSoft17 && soft)))
      return add(String(cards.length), p);
    for (let v = 0; v < 10; v += 1) {
      if ((shoe[v] as number) === 0) continue;
      const q = p.mul(rational(shoe[v] as number, left));
      shoe[v] = (shoe[v] as number) - 1;
      walk([...cards, v], q, left - 1);
      shoe[v] = (shoe[v] as number) + 1;
    }
  };
  walk([], rational(1), N);
  return out;
}

describe('Hit and Run (633a.7(o)(2)): the dealer hand sizes against naive ordered draws', () => {
  it.each([false, true])('1 deck, dealer hits soft 17: %s, exactly', (h17) => {
    const rules = blackjackRules({ decks: 1, dealerHitsSoft17: h17 });
    const naive = naiveDealerSizes(rules);
    const ours = dealerHandSizes(rules);
    expect(ours.blackjack.toFraction()).toBe(naive.get('blackjack')?.toFraction());
    for (const [k, p] of ours.cards) expect(p.toFraction()).toBe(naive.get(String(k))?.toFraction());
  });

  it('a Rules Submission paytable pays each dealer hand by its best row; the edge follows the meter linearly', () => {
    const rules = blackjackRules({ decks: 6 });
    const sizes = dealerHandSizes(rules);
    const row = (hand: Parameters<typeof hitAndRun>[1][number]['hand'], win: number, meterShare = 0) => ({
      hand,
      odds: { win, per: 1 },
      meterShare,
    });
    const paytable = [
      row({ kind: 'blackjack' }, 5),
      row({ kind: 'cards', cards: 5, orMore: true }, 4),
      row({ kind: 'cards', cards: 7, orMore: true }, 100, 0.1),
    ];
    const five = [...sizes.cards].filter(([k]) => k >= 5 && k < 7).reduce((s, [, p]) => s + p.valueOf(), 0);
    const seven = [...sizes.cards].filter(([k]) => k >= 7).reduce((s, [, p]) => s + p.valueOf(), 0);
    const bj = sizes.blackjack.valueOf();
    const ev = (meter: number): number =>
      5 * bj + 4 * five + (100 + 0.1 * meter) * seven - (1 - bj - five - seven);
    for (const meter of [0, 5000])
      expect(hitAndRun(rules, paytable, meter).houseEdge).toBeCloseTo(-ev(meter), 12);
  });
});

/** Spec B.4's tier algorithm, transcribed, over the player's cards in the order drawn. */
function straightTier(ranks: readonly number[]): number {
  const pos = (r: number): number[] => (r === 14 ? [1, 14] : [r]);
  let lo = -1;
  let hi = -1;
  for (const p of pos(ranks[0] as number)) {
    for (const q of pos(ranks[1] as number))
      if (Math.abs(p - q) === 1) [lo, hi] = [Math.min(p, q), Math.max(p, q)];
  }
  if (lo < 0) return 0;
  for (let i = 2; i < ranks.length; i += 1) {
    if (blackjackTotal(ranks.slice(0, i + 1)) > 21) break;
    const c = ranks[i] as number;
    const hasAce = lo === 1 || hi === 14;
    const p = pos(c).find((x) => (x === lo - 1 || x === hi + 1) && !(c === 14 && hasAce));
    if (p === undefined) break;
    if (p === lo - 1) lo = p;
    else hi = p;
  }
  return hi - lo + 1;
}

describe('Straight Jack (633a.13(m)) under the computed strategy against a seeded simulation', () => {
  it('the chances of two-, three- and four-card straights agree within 4 standard errors', () => {
    const rules = blackjackRules({ decks: 6 });
    const analysis = analyseBlackjack(rules);
    const exact = straightJack(analysis, 0).tiers;
    const rng = SeededRng.fromSeed(5);
    const rounds = 400_000;
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < rounds; i += 1) {
      const shoe = Array.from({ length: 13 }, () => 4 * rules.decks);
      let left = 52 * rules.decks;
      const draw = (): number => {
        let x = rng.nextInt(left);
        for (let r = 0; r < 13; r += 1) {
          if (x < (shoe[r] as number)) {
            shoe[r] = (shoe[r] as number) - 1;
            left -= 1;
            return r + 2;
          }
          x -= shoe[r] as number;
        }
        throw new Error('empty');
      };
      const up = draw();
      const hand = [draw(), draw()];
      const hole = draw();
      const upV = valueOfRank(up);
      const holeV = valueOfRank(hole);
      const dealerBJ = (upV === 0 && holeV === 9) || (upV === 9 && holeV === 0);
      const t = analysis.tables[upV];
      const u = analysis.upCards.find((x) => x.up === upV);
      if (t === undefined || u === undefined) throw new Error('no analysis');
      if (!dealerBJ) {
        let action = u.hands.find((x) => x.h === compositionOf(hand.map(valueOfRank)))?.action ?? 0;
        while (blackjackTotal(hand) < 21 && (action === HIT || action === DOUBLE)) {
          hand.push(draw());
          if (action === DOUBLE || blackjackTotal(hand) >= 21) break;
          action = t.action[compositionOf(hand.map(valueOfRank))] as number;
        }
      }
      counts[straightTier(hand)] = (counts[straightTier(hand)] as number) + 1;
    }
    for (const tier of [2, 3, 4]) {
      const p = exact[tier - 2] as number;
      const se = Math.sqrt((p * (1 - p)) / rounds);
      expect(Math.abs((counts[tier] as number) / rounds - p)).toBeLessThan(4 * se);
    }
  });
});

/** House Money rows by the actual cards: 0 AK suited, 1 straight flush, 2 pair, 3 straight, -1 none. */
function houseMoneyRow(a: Card, b: Card): number {
  const [ra, rb] = [rankOf(a), rankOf(b)];
  const straight = Math.abs(ra - rb) === 1 || (Math.min(ra, rb) === 2 && Math.max(ra, rb) === 14);
  const suited = suitOf(a) === suitOf(b);
  if (suited && Math.min(ra, rb) === 13 && Math.max(ra, rb) === 14) return 0;
  if (suited && straight) return 1;
  if (ra === rb) return 2;
  return straight ? 3 : -1;
}

describe('House Money (633a.13(n)) against a card-by-card count with the analysis values', () => {
  it('taking the payout and riding it with the best ride agree to 1e-12', () => {
    const rules = blackjackRules({ decks: 2 });
    const analysis = analyseBlackjack(rules);
    const pays = [9, 4, 3, 1];
    const types = cardTypes(rules);
    const N = types.reduce((s, t) => s + t.copies, 0);
    let take = 0;
    let ride = 0;
    for (const u of types) {
      const upV = valueOfRank(rankOf(u.card));
      const t = analysis.tables[upV];
      const hands = analysis.upCards.find((x) => x.up === upV)?.hands ?? [];
      if (t === undefined) throw new Error('no analysis');
      for (const a of types) {
        for (const b of types) {
          const na = a.copies - (a.card === u.card ? 1 : 0);
          const nb = b.copies - (b.card === u.card ? 1 : 0) - (b.card === a.card ? 1 : 0);
          const p = (u.copies * na * nb) / (N * (N - 1) * (N - 2));
          if (p <= 0) continue;
          const row = houseMoneyRow(a.card, b.card);
          if (row < 0) {
            take -= p;
            continue;
          }
          take += p * (pays[row] as number);
          const values = [valueOfRank(rankOf(a.card)), valueOfRank(rankOf(b.card))];
          const h = compositionOf(values);
          const bj = values.includes(0) && values.includes(9);
          const ev = bj ? 1.5 : (hands.find((x) => x.h === h)?.ev ?? 0);
          ride += p * (t.noBlackjack[h] as number) * (pays[row] as number) * Math.max(0, ev);
        }
      }
    }
    const ours = houseMoney(analysis);
    expect(ours.takePayout.houseEdge).toBeCloseTo(-take, 12);
    expect(ours.bestRide.houseEdge).toBeCloseTo(-(take + ride), 12);
  });
});
