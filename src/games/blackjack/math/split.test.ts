import { describe, expect, it } from 'vitest';
import { compositionOf } from './hands.js';
import { analyseUpCard } from './player.js';
import { blackjackRules, doubleAttackRules, type BlackjackRules } from './rules.js';
import { splitPatterns, splitValue } from './split.js';
import { bruteSplit } from './testing/brute-split.js';

// A 23-card shoe (A, 2 ... 9, ten-valued): small enough to deal every split in its real order.
const SHOE = [1, 0, 1, 1, 2, 2, 3, 5, 2, 7];
const ACES_SHOE = [4, 0, 1, 1, 2, 2, 3, 2, 2, 6];

const standard = blackjackRules({ decks: 1 });
const anyTime: BlackjackRules = { ...doubleAttackRules(), ranksRemoved: [] };

function compare(rules: BlackjackRules, shoe: readonly number[], pair: number, up: number): [number, number] {
  const t = analyseUpCard(rules, shoe, up);
  const ours = splitValue(rules, t, pair).value / (t.noBlackjack[compositionOf([pair, pair])] as number);
  const rest = [...shoe];
  rest[up] = (rest[up] as number) - 1;
  rest[pair] = (rest[pair] as number) - 2;
  const brute = bruteSplit(
    { hitsSoft17: rules.dealerHitsSoft17, maxHands: rules.split.maxHands },
    {
      action: (cards) =>
        pair === 0 && !rules.split.hitSplitAces
          ? (t.splitAceAction[compositionOf(cards)] as number)
          : (t.splitAction[compositionOf(cards)] as number),
      surrenderAfterDouble: (cards) => t.surrenderAfterDouble[compositionOf(cards)] === 1,
    },
    rest,
    up,
    pair,
  );
  return [ours, brute];
}

describe('CDZ- split by P/N patterns against the deal in its real order (§ 665a.11(b), (c))', () => {
  it('the patterns are MGP tabulates: SPL1 xx; SPL2 NN, Pxxx, NPxx; SPL3 with 8 orderings', () => {
    const ids = (h: number): string[] =>
      splitPatterns(h)
        .map((p) => `${p.k}:${p.n}:${p.x}x${p.count}`)
        .sort();
    expect(ids(2)).toEqual(['0:0:2x1']);
    expect(ids(3)).toEqual(['0:2:0x1', '1:0:3x1', '1:1:2x1']);
    expect(splitPatterns(4).reduce((s, p) => s + p.count, 0)).toBe(8);
  });

  const cases: [string, number, number][] = [
    ['8s v 7', 7, 6],
    ['6s v 9', 5, 8],
    ['7s v T (peek)', 6, 9],
    ['8s v A (peek)', 7, 0],
    ['9s v T (peek)', 8, 9],
  ];
  for (const maxHands of [2, 3, 4] as const) {
    for (const [name, rules] of [
      ['no surrender, double on two cards, DAS', standard],
      ['surrender any time, double any number of cards (665a)', anyTime],
    ] as const) {
      const r = { ...rules, split: { ...rules.split, maxHands } };
      it.each(cases)(`%s, ${maxHands} hands, ${name}: equal to 1e-12`, (_, pair, up) => {
        const [ours, brute] = compare(r, SHOE, pair, up);
        expect(Number.isFinite(ours)).toBe(true);
        expect(Math.abs(ours - brute)).toBeLessThan(1e-12);
      });
    }
  }

  it('split aces take one card each and are not resplit (§ 665a.11(e)): equal to 1e-12', () => {
    const [ours, brute] = compare(anyTime, ACES_SHOE, 0, 5);
    expect(Math.abs(ours - brute)).toBeLessThan(1e-12);
  });
});
