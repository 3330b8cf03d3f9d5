import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { cards as parse, formatCards, type Card } from '../../../core/cards.js';
import { SeededRng } from '../../../core/rng.js';
import { compareHands, evaluateHand } from '../../../rankings/index.js';
import { analyseAntePlay, countedShowdown, showdown, threeCardPokerAdvice } from './ante-play.js';
import { forEachSubset, suitKey } from '../../../math/deck-subsets.js';
import { DEFAULT_PAYTABLES, miniRoyalRow, type ThreeCardPokerPaytables } from './paytables.js';

const percent = (r: { valueOf(): number }): number => Math.round(-r.valueOf() * 10_000) / 100;

describe('Three Card Poker Ante and Play (ruling R28, § 649a.12(b)): full enumeration', () => {
  const a = analyseAntePlay();

  it('every deal once: 22,100 player hands x 18,424 dealer hands, in 1,755 suit classes', () => {
    expect(a.deals).toBe(22_100 * 18_424);
    expect(a.classes).toBe(1755);
  });

  it('matches the published house edge with Ante Bonus 5/4/1: 3.37 %', () => {
    expect(percent(a.ev)).toBe(3.37);
  });

  it('the optimal raise threshold is the published Q-6-4, and every stronger hand is played', () => {
    expect(a.threshold).toEqual({ hand: 'Q-6-4', monotone: true });
  });

  it('the published values of playing the borderline hands: Q-6-4 -0.993378, Q-6-3 -1.00255', () => {
    const q64 = threeCardPokerAdvice('Qs 6d 4c');
    const q63 = threeCardPokerAdvice('Qs 6d 3c');
    if (!q64.ok || !q63.ok) throw new Error('advice refused');
    expect(q64.value.play.valueOf()).toBeCloseTo(-0.993378, 6);
    expect(q63.value.play.valueOf()).toBeCloseTo(-1.00255, 5);
    expect([q64.value.best, q63.value.best]).toEqual(['play', 'fold']);
    expect(q63.value.fold.valueOf()).toBe(-1);
  });

  it('a mini-royal row at the floor changes nothing; above it, every suited A-K-Q (always played) gains', () => {
    const at = (win: number): ThreeCardPokerPaytables => ({
      ...DEFAULT_PAYTABLES,
      anteBonus: [miniRoyalRow('anteBonus', win), ...DEFAULT_PAYTABLES.anteBonus],
    });
    expect(analyseAntePlay(at(5)).ev.equals(a.ev)).toBe(true);
    // § 649a.12(g)(1): 4 suited A-K-Q hands of 22,100 paid 45 more units of the Ante each.
    expect(
      analyseAntePlay(at(50))
        .ev.sub(a.ev)
        .equals(new Fraction(4 * 45, 22_100)),
    ).toBe(true);
  });

  it('refuses hands that are not three distinct cards of the deck', () => {
    const code = (hand: string | Card[]): string | undefined => {
      const r = threeCardPokerAdvice(hand);
      return r.ok ? undefined : r.error.code;
    };
    expect(code('As Ks')).toBe('wrong_card_count');
    expect(code('As As Qs')).toBe('duplicate_card');
    expect(code('As Ks Xx')).toBe('unknown_card');
    expect(code([0, 1, 52])).toBe('unknown_card');
  });
});

describe('Three Card Poker Ante and Play: the counted showdown (fast path) against the dealt one', () => {
  it('agrees on every suit class of player hand, all 18,424 dealer hands each', () => {
    const seen = new Set<number>();
    let differences = 0;
    forEachSubset(3, (h) => {
      const hand = Array.from(h);
      const key = suitKey(hand);
      if (seen.has(key)) return;
      seen.add(key);
      if (JSON.stringify(countedShowdown(hand)) !== JSON.stringify(showdown(hand))) differences += 1;
    });
    expect(seen.size).toBe(1755);
    expect(differences).toBe(0);
  });
});

describe('Three Card Poker Ante and Play: against a brute force over dealer hands with compareHands', () => {
  /** Play value by the rankings library's own comparison, every dealer hand from the 49 other cards. */
  function bruteForce(player: readonly Card[]): Fraction {
    const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !player.includes(c));
    let sum = new Fraction(0);
    let n = 0;
    for (let i = 0; i < rest.length; i += 1)
      for (let j = i + 1; j < rest.length; j += 1)
        for (let k = j + 1; k < rest.length; k += 1) {
          const dealer = [rest[i]!, rest[j]!, rest[k]!];
          const d = evaluateHand('three-card', dealer);
          if (!d.ok) throw new Error(d.error.message);
          const qualifies = d.value.class !== 'high-card' || d.value.cards.some((c) => c >> 2 >= 10);
          n += 1;
          if (!qualifies) sum = sum.add(1);
          else {
            const r = compareHands('three-card', player, dealer);
            if (!r.ok) throw new Error(r.error.message);
            sum = sum.add(r.value.winner === 'first' ? 2 : r.value.winner === 'second' ? -2 : 0);
          }
        }
    const cls = evaluateHand('three-card', player);
    if (!cls.ok) throw new Error(cls.error.message);
    const bonus = DEFAULT_PAYTABLES.anteBonus.find((r) => r.hand === cls.value.class)?.odds.win ?? 0;
    expect(n).toBe(18_424);
    return sum.div(n).add(bonus);
  }

  const rng = SeededRng.fromSeed(649);
  const sampled: Card[][] = [parse('Qs 6d 4c'), parse('2c 3c 4c'), parse('Jh Jd 2s')];
  while (sampled.length < 6) {
    const h = new Set<Card>();
    while (h.size < 3) h.add(rng.nextInt(52));
    sampled.push([...h]);
  }
  it.each(sampled.map((h) => [formatCards(h), h] as const))(
    '%s: the value of playing, exactly',
    (_n, hand) => {
      const advice = threeCardPokerAdvice(hand);
      if (!advice.ok) throw new Error(advice.error.message);
      expect(advice.value.play.toFraction()).toBe(bruteForce(hand).toFraction());
    },
  );
});
