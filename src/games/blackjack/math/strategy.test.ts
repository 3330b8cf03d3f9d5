import { describe, expect, it } from 'vitest';
import { cards } from '../../../core/cards.js';
import { analyseBlackjack, type AnalysisProgress } from './analyse.js';
import {
  blackjackRules,
  doubleAttackRules,
  spanish21Rules,
  validateBlackjackRules,
  valueShoe,
} from './rules.js';
import { evaluate, strategyTable } from './strategy.js';
import { naiveDouble, naiveHit, naiveStand } from './testing/brute.js';

const card = (text: string): number => cards(text)[0] as number;

describe('evaluate: the value of every option in one situation', () => {
  const oneDeck = blackjackRules({ decks: 1 });

  it('As 7d against 9h, one deck: stand, hit and double equal the naive recursion; hit is best', () => {
    const r = evaluate(oneDeck, { hand: cards('As 7d'), up: card('9h') });
    if (!r.ok) throw new Error(r.error.message);
    const shoe = valueShoe(oneDeck);
    shoe[8] = (shoe[8] as number) - 1;
    shoe[0] = (shoe[0] as number) - 1;
    shoe[6] = (shoe[6] as number) - 1;
    const naive = { hitsSoft17: false, doubleTwo: true };
    expect(r.value.options.stand).toBeCloseTo(naiveStand(naive, [0, 6], 8, shoe), 9);
    expect(r.value.options.hit).toBeCloseTo(naiveHit(naive, [0, 6], 8, shoe), 9);
    expect(r.value.options.double).toBeCloseTo(naiveDouble(naive, [0, 6], 8, shoe), 9);
    expect(r.value.best).toBe('hit');
    expect(r.value.soft).toBe(true);
  });

  it('offers split on a pair, surrender where the rules allow, and Insurance against an ace', () => {
    const r = evaluate(blackjackRules({ surrender: 'late' }), { hand: cards('8s 8d'), up: card('Ah') });
    if (!r.ok) throw new Error(r.error.message);
    expect(Object.keys(r.value.options).sort()).toEqual(['double', 'hit', 'split', 'stand', 'surrender']);
    expect(r.value.insurance).toBeLessThan(0);
  });

  it('after hitting, Double Attack Blackjack still offers double and surrender (§ 665a.9(a), 665a.10(a))', () => {
    const r = evaluate(doubleAttackRules(), { hand: cards('5s 4d 3c'), up: card('Kh') });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.options.double).toBeDefined();
    expect(r.value.options.surrender).toBe(-0.5);
  });

  it('rejects a 10 at Double Attack Blackjack citing § 665a.3(a), a busted hand and a single card', () => {
    const ten = evaluate(doubleAttackRules(), { hand: cards('Ts 8d'), up: card('9h') });
    expect(ten.ok ? '' : `${ten.error.code} ${ten.error.citation ?? ''}`).toBe(
      'card_not_in_shoe § 665a.3(a)',
    );
    const bust = evaluate(oneDeck, { hand: cards('Ks Qd 5c'), up: card('9h') });
    expect(bust.ok ? '' : bust.error.code).toBe('hand_busted');
    const one = evaluate(oneDeck, { hand: cards('Ks'), up: card('9h') });
    expect(one.ok ? '' : one.error.code).toBe('hand_needs_two_cards');
    const five = evaluate(oneDeck, { hand: cards('As Ad'), up: card('Ah'), removed: cards('Ac Ad') });
    expect(five.ok ? '' : five.error.code).toBe('too_many_cards');
  });
});

describe('Spanish 21 bonuses on a 21 that always wins (635a.12 from the Rules Submission, spec C)', () => {
  const rules = spanish21Rules();
  const stand = (hand: string, up: string): number => {
    const r = evaluate(rules, { hand: cards(hand), up: card(up) });
    if (!r.ok) throw new Error(r.error.message);
    return r.value.options.stand ?? Number.NaN;
  };

  it('a five-card 21 pays 3 to 2 whatever the dealer holds', () => {
    expect(stand('2s 3d 4c 5h 7s', '9h')).toBeCloseTo(1.5, 12);
  });

  it('7-7-7 pays by suit: the three 7s are a uniform draw of the 24 sevens in the shoe (3:2 mixed, 2:1 suited, 3:1 spades)', () => {
    // Count the suit patterns of three 7s out of six decks: 4 suits x 6 copies.
    let spades = 0;
    let suited = 0;
    let all = 0;
    for (let a = 0; a < 24; a += 1) {
      for (let b = a + 1; b < 24; b += 1) {
        for (let c = b + 1; c < 24; c += 1) {
          all += 1;
          const s = [a, b, c].map((x) => Math.floor(x / 6));
          if (s[0] === s[1] && s[1] === s[2]) {
            suited += 1;
            if (s[0] === 0) spades += 1;
          }
        }
      }
    }
    const expected = (3 * spades + 2 * (suited - spades) + 1.5 * (all - suited)) / all;
    expect(stand('7s 7d 7c', '9h')).toBeCloseTo(expected, 12);
  });
});

describe('the analysis as a whole', () => {
  it('reports progress after each of the ten up cards', () => {
    const seen: AnalysisProgress[] = [];
    analyseBlackjack(blackjackRules({ decks: 1 }), { onProgress: (p) => seen.push(p) });
    expect(seen.map((p) => p.done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('without a peek the expectation is the same: only the original Bet is lost to a dealer Blackjack (§ 665a.10(b), 665a.11(d))', () => {
    const peek = analyseBlackjack(blackjackRules({ decks: 2 }));
    const noPeek = analyseBlackjack(blackjackRules({ decks: 2, peek: false }));
    expect(noPeek.ev).toBe(peek.ev);
  });

  it('the strategy table has hard 5-19, soft 13-20 and ten pairs, and a Double Attack row only where offered', () => {
    const table = strategyTable(analyseBlackjack(blackjackRules({ decks: 1 })));
    expect([table.hard.length, table.soft.length, table.pairs.length]).toEqual([15, 8, 10]);
    expect(table.doubleAttack).toBeNull();
    expect(table.pairs.find((r) => r.label === 'pair 88')?.cells.every((c) => c.action === 'split')).toBe(
      true,
    );
  });
});

describe('rules validation', () => {
  it('holds Double Attack Blackjack to its chapter and the bonuses to a winning 21', () => {
    const codes = validateBlackjackRules({ ...doubleAttackRules(), decks: 6, dealerHitsSoft17: true }).map(
      (v) => v.code,
    );
    expect(codes).toEqual(['double_attack_eight_decks', 'double_attack_stands_on_17']);
    expect(validateBlackjackRules(doubleAttackRules())).toEqual([]);
    expect(validateBlackjackRules(spanish21Rules({ player21Wins: false })).map((v) => v.code)).toEqual([
      'bonuses_need_player_21_wins',
    ]);
  });
});
