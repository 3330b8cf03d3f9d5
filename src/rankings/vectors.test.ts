/**
 * The test vectors of ../shared/spec (blackjack-and-poker.md D.7, E; asia-poker-and-five-card-hi-lo.md
 * Part C; raise-it-up-coupons-training.md A.6), table-driven with their citations.
 */
import { describe, expect, it } from 'vitest';
import { cards, formatCards } from '../core/cards.js';
import { checkAsiaSetting, compareHands, evaluateHand, type RankingOptions } from './index.js';
import { hiLoDealerSetting, hiLoPlayerSettings, hiLoHighPoints, hiLoLowPoints } from './hilo.js';

type Winner = 'A' | 'B' | 'TIE';
const expectWinner = (
  system: string,
  a: string,
  b: string,
  winner: Winner,
  options: RankingOptions = {},
): void => {
  const r = compareHands(system, a, b, options);
  if (!r.ok) throw new Error(r.error.message);
  expect(r.value.winner).toBe({ A: 'first', B: 'second', TIE: 'tie' }[winner]);
  const back = compareHands(system, b, a, options);
  expect(back.ok && back.value.winner).toBe({ A: 'second', B: 'first', TIE: 'tie' }[winner]);
};
const classOf = (system: string, hand: string, options: RankingOptions = {}): string => {
  const r = evaluateHand(system, hand, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.class;
};

describe('deuce-to-seven, § 637a.20(k)(3) (spec D.7)', () => {
  it.each<[string, string, Winner, string]>([
    ['7s 5h 4d 3c 2s', '7h 6d 4c 3s 2h', 'A', '(k)(3)(ii) 7-5 beats 7-6'],
    ['7s 5s 4s 3s 2s', '7h 6d 4c 3d 2h', 'B', '(k)(3)(iii) a suited 7-5-4-3-2 is a flush'],
    ['Kc Qd Jh 9s 8c', '7h 5h 4h 3h 2h', 'A', 'king-high no pair beats any flush'],
    ['8s 6h 5d 4c 3s', '7h 6d 5c 4s 3h', 'A', '3-4-5-6-7 is a straight'],
    ['As 5h 4d 3c 2s', 'Kc Qd Jh 9s 8c', 'B', '(k)(3)(i) the ace is high only: no wheel'],
    ['As 5h 4d 3c 2s', '2c 2d 5c 4s 3d', 'A', 'no pair beats any pair'],
    ['2c 2d 8h 7s 6c', '3c 3d 4h 5s 6d', 'A', 'pair of 2s beats pair of 3s'],
    ['9s 9h 4d 4c 2s', '9d 9c 5h 5s 2h', 'A', '9s and 4s beat 9s and 5s'],
    ['As Kh Qd Jc Ts', 'Ks Kc Kd 2c 2s', 'A', 'a straight beats a full house in 2-7'],
    ['6s 5h 4d 3c 2s', '6h 5d 4c 3s 2h', 'TIE', '(k)(2) identical ranks split'],
  ])('%s vs %s: %s (%s)', (a, b, w) => expectWinner('deuce-to-seven', a, b, w));
});

describe('ace-to-five, § 637a.20(k)(4) (spec D.7)', () => {
  it.each<[string, string, Winner, string]>([
    ['5s 4h 3d 2c As', '6s 4d 3c 2h Ad', 'A', '(k)(4)(ii) the wheel is best'],
    ['5s 4s 3s 2s As', '5h 4d 3c 2h Ad', 'TIE', '(k)(4)(iii) flush ignored'],
    ['Ks Qh Jd Tc 9s', 'As Ah 2d 3c 4s', 'A', 'K-high (straight ignored) beats a pair of aces'],
    ['7s 6h 4d 3c 2s', '7h 5d 4c 3s 2h', 'B', '(k)(1) from the top: 7-6 loses to 7-5'],
    ['8s 7h 6d 5c 4s', '8h 7d 6c 5s 3h', 'B', 'last card 4 vs 3'],
    ['As Ah 5d 4c 3s', '2s 2h 4d 3c Ad', 'A', 'aces are the best pair'],
    ['Ts 9h 8d 7c 6s', '9s 9c 2d 3c 4s', 'A', 'any no-pair beats any pair'],
  ])('%s vs %s: %s (%s)', (a, b, w) => expectWinner('ace-to-five', a, b, w));
});

describe('badugi, § 637a.21(k) (spec D.7)', () => {
  it.each<[string, string, Winner, string]>([
    ['As 2h 3d 4c', '2s 3h 4d 5c', 'A', '(k)(1) A-2-3-4 is the best Badugi'],
    ['Ks Qh Jd Tc', 'As 2h 3d 3c', 'A', 'any four-card Badugi beats any three-card hand'],
    ['8s 7h 6d 5c', '8h 6c 5s 4d', 'B', 'ruling P-7: 8-7 loses to 8-6'],
    ['As 2s 3h 4d', '2c 3d 4h 5h', 'A', '(k)(2) 4-3-A beats 4-3-2'],
    ['2s 2h 3d 4c', '5s 6h 7d 8c', 'B', 'ruling P-5: a pair breaks the Badugi'],
    ['As Ks Qh Qd', '2s 3s 4s 5h', 'B', '(k)(3) 5-2 beats Q-A'],
    ['As 2s 3s 4h', '2c 3h 4d 4s', 'B', 'three cards beat two'],
    ['As Ks Qs Js', '2h 3h 4h 5h', 'A', '(k)(4) the ace is the lowest card'],
    ['As 2h 3d 4c', 'Ah 2d 3c 4s', 'TIE', '(k)(5) split'],
  ])('%s vs %s: %s (%s)', (a, b, w) => expectWinner('badugi', a, b, w));
});

describe('badeucey and badacey Badugi halves, § 637a.20(l) (spec D.7)', () => {
  it.each<[string, string, string, Winner, string]>([
    ['badeucey', '2s 3h 4d 5c Ks', 'As 2h 3d 4c 7s', 'A', '(l)(1)(i) best is 2-3-4-5'],
    ['badeucey', 'As 2h 3d 4c 7s', 'Ah 2s 3c 4d 8h', 'A', 'ruling P-9: 7-4-3-2 vs 8-4-3-2'],
    ['badacey', 'As 2h 3d 4c Ks', '2s 3h 4d 5c Kh', 'A', '(l)(2)(i) best is A-2-3-4'],
  ])('%s: %s vs %s: %s (%s)', (system, a, b, w) => expectWinner(system, a, b, w));

  it('Badeucey plays the 7-4-3-2 of A-2-3-4-7 (ace high)', () => {
    const r = evaluateHand('badeucey', 'As 2h 3d 4c 7s');
    expect(r.ok && formatCards(r.value.cards)).toBe('7s 4c 3d 2h');
  });
});

describe('five-card Omaha, § 637a.19(k)-(l) (spec D.7)', () => {
  const board = '3c 4d 5h 9s 9d';
  it('P1 wins the low half and P2 the high half', () => {
    const p1 = `As 2h Kd Kc Qs ${board}`;
    const p2 = `6s 7h Ks Qd Jc ${board}`;
    expect(classOf('omaha-low8', p1)).toBe('low');
    expect(evaluateHand('omaha-low8', p1).ok && evaluateHand('omaha-low8', p1)).toMatchObject({
      value: { description: '5-4-3-2-A low' },
    });
    // The spec's table gives P1's high as K-K-9-9 two pair, but As 2h with 3c 4d 5h is a five-high straight
    // (A-2-3-4-5 is a straight in high Poker); P2's seven-high straight still wins the high half.
    expect(evaluateHand('omaha-high', p1)).toMatchObject({ value: { description: 'Straight, five high' } });
    expect(evaluateHand('omaha-low8', p2)).toMatchObject({ value: { description: '7-6-5-4-3 low' } });
    expect(classOf('omaha-high', p2)).toBe('straight');
    expectWinner('omaha-low8', p1, p2, 'A');
    expectWinner('omaha-high', p1, p2, 'B');
  });

  it('(l)(1): no low with only two board cards of eight or below', () => {
    expect(classOf('omaha-low8', 'As 4h 5d 6c 7s 2c 3d 9h Js Qd')).toBe('no-low');
  });

  it('(l)(2): the low uses exactly two hole cards (4s 5h)', () => {
    const r = evaluateHand('omaha-low8', '4s 5h Kd Kc Qc As 2d 3h Ks Qd');
    expect(r.ok && formatCards(r.value.cards)).toBe('5h 4s 3h 2d As');
  });

  it('(k): one heart in the hand makes no flush', () => {
    expect(classOf('omaha-high', 'Qh Js Ts 9d 3c Ah Kh 7h 4h 2c')).toBe('high-card');
  });
});

describe('three-card hands, § 649a.6(e) and § 669a.6(c)', () => {
  it.each<[string, string, RankingOptions]>([
    ['As Ks Qs', 'straight-flush', {}],
    ['As Ks Qs', 'mini-royal-flush', { miniRoyal: true }],
    ['Ad Kd Qd', 'mini-royal-flush', { miniRoyal: true }],
    ['As Kd Qs', 'straight', { miniRoyal: true }],
    ['As 2s 3s', 'straight-flush', {}],
    ['7c 7d 7h', 'three-of-a-kind', {}],
    ['Ah 2c 3d', 'straight', {}],
    ['Kh Ac 2d', 'high-card', {}],
    ['9h 5h 2h', 'flush', {}],
    ['9h 9c 2h', 'pair', {}],
  ])('%s is %s %j', (hand, cls, options) => expect(classOf('three-card', hand, options)).toBe(cls));

  it('orders straight flush > trips > straight > flush > pair > high card, mini-royal above all (T-1)', () => {
    expectWinner('three-card', '2s 3s 4s', 'Ac Ad Ah', 'A');
    expectWinner('three-card', '2c 2d 2h', 'Qs Kd Ah', 'A');
    expectWinner('three-card', '2c 3d 4h', 'As Ks 9s', 'A');
    expectWinner('three-card', '2h 5h 7h', 'Ac Ad Kh', 'A');
    expectWinner('three-card', '2c 2d 3h', 'Ac Kd Jh', 'A');
    expectWinner('three-card', 'As Ks Qs', 'Kh Qh Jh', 'A');
    expectWinner('three-card', 'As Ks Qs', 'Ac Kc Qc', 'TIE', { miniRoyal: true });
    expectWinner('three-card', 'Ah 2h 3h', '2d 3d 4d', 'B');
  });
});

describe('six-card-bonus, § 649a.6(d)(8), and raise-it-up, § 669a.6(b)', () => {
  it('the Super Royal outranks a royal flush only with paytable E (ruling T-4)', () => {
    expect(classOf('six-card-bonus', 'As Ks Qs Js Ts 9s', { superRoyal: true })).toBe('super-royal');
    expect(classOf('six-card-bonus', 'As Ks Qs Js Ts 9s')).toBe('royal-flush');
    expect(classOf('six-card-bonus', 'As Ks Qs Js Ts 9h', { superRoyal: true })).toBe('royal-flush');
    expectWinner('six-card-bonus', 'Ah Kh Qh Jh Th 9h', 'As Ks Qs Js Ts 2c', 'A', { superRoyal: true });
  });

  it('Raise It Up grades the best five of the six cards', () => {
    expect(classOf('raise-it-up', 'Tc Td 2h 5s 7c 9d')).toBe('pair');
    expect(classOf('raise-it-up', 'Ac 2d 3h 4s 5c Kd')).toBe('straight');
    expect(classOf('raise-it-up', 'Qc Kd Ah 2s 3c 7d')).toBe('high-card');
  });
});

describe('Asia Poker four-card high hands, § 659a.6(b)-(c) (spec Part C 1-17)', () => {
  const LOW_SF = { asiaA234LowStraightFlush: true };
  const LOW_ST = { asiaA234LowStraight: true };
  it.each<[number, string, string, Winner, RankingOptions, string]>([
    [1, 'As Ah Ad Jk', 'Ac Kc Qc Jc', 'A', {}, '(b)(1)-(2) four aces outrank a royal'],
    [2, 'Ac Kc Qc Jc', 'Ad 2d 3d 4d', 'A', {}, 'royal > straight flush'],
    [3, 'Ad 2d 3d 4d', 'Kh Qh Jh Th', 'A', {}, '(b)(3) A-2-3-4 the top straight flush'],
    [3, 'Ad 2d 3d 4d', 'Kh Qh Jh Th', 'B', LOW_SF, '(b)(3) option'],
    [4, 'Ad 2d 3d 4d', '5s 4s 3s 2s', 'B', LOW_SF, '(b)(3) option'],
    [5, '5s 4s 3s 2s', 'Ks Kh Kd Kc', 'A', {}, 'lowest SF > best quads'],
    [6, '2s 2h 2d 2c', 'As Js 8s 3s', 'A', {}, 'quads > flush'],
    [7, '7h 5h 3h 2h', 'As Kh Qd Jc', 'A', {}, 'flush > straight'],
    [8, 'As Kh Qd Jc', 'Ah 2s 3d 4c', 'A', {}, 'A-K-Q-J the top straight'],
    [9, 'Ah 2s 3d 4c', 'Ks Qh Jd Tc', 'A', {}, '(b)(6) A-2-3-4 second'],
    [10, 'Ah 2s 3d 4c', '5s 4h 3d 2c', 'B', LOW_ST, '(b)(6) option'],
    [11, 'Qs Kh Ad 2c', 'As Kd Qh 9c', 'B', {}, '(a) no wrap-around; (c)'],
    [12, '2s 2h 2d Kc', 'As Ah Kd Kc', 'A', {}, 'trips > two pair'],
    [13, 'As Ah Kd Kc', 'Ad Ac Qd Qc', 'A', {}, 'two pair: second pair (A10 #5)'],
    [14, 'Ks Kh 2d 2c', 'Qd Qc Jd Jc', 'A', {}, 'two pair: higher pair first'],
    [15, '8s 8h 3d 2c', '7d 7c Ad Kc', 'A', {}, '(b)(9) pair rank before kickers (A10 #4)'],
    [16, '7s 7h Ad 3c', '7d 7c Kd Qc', 'A', {}, '(c) highest unmatched card'],
    [17, 'As Ks 7d 3c', 'Ah Kh 7c 3d', 'TIE', {}, '(c) a copy; suits ignored'],
  ])('#%i %s vs %s: %s %j (%s)', (_n, a, b, w, options) => {
    // Vector 10 reuses 3d in both hands as printed; a lab compares hands from different deals, so allowed.
    expectWinner('asia-high', a, b, w, options);
  });

  it.each<[number, string, string, string, RankingOptions]>([
    [18, 'Jk Ks Qs Js', 'royal-flush', 'Royal flush', {}],
    [19, 'Jk Ah Ac 5d', 'three-of-a-kind', 'Three of a kind, aces', {}],
    [20, 'Jk 7h 7c 3d', 'pair', 'Pair of sevens', {}],
    [21, 'Jk Kh 9c 4d', 'no-hand', 'Ace high, A-K-9-4', {}],
    [22, 'Jk 2h 3c 4d', 'straight', 'Straight, ace-2-3-4', {}],
    [22, 'Jk 2h 3c 4d', 'straight', 'Straight, five high', LOW_ST],
    [23, 'Jk 9s 5s 2s', 'flush', 'Flush, ace high', {}],
    [24, 'Jk As 9s 2s', 'flush', 'Flush, ace high', {}],
  ])('#%i %s is %s (%s)', (_n, hand, cls, description, options) => {
    const r = evaluateHand('asia-high', hand, options);
    expect(r.ok && r.value.class).toBe(cls);
    expect(r.ok && r.value.description).toBe(description);
  });

  it('#20: the pair of sevens plays the joker as an ace kicker', () => {
    expectWinner('asia-high', 'Jk 7h 7c 3d', '7s 7d Kd Qc', 'A');
  });

  it('#24: the joker is the best card not in the hand (A10 #6): A-K-9-2 beats A-Q-J-9', () => {
    expectWinner('asia-high', 'Jk As 9s 2s', 'Ah Qh Jh 9h', 'A');
    expectWinner('asia-high', 'Jk As 9s 2s', 'Ah Kh 9h 3h', 'B');
  });
});

describe('Asia Poker medium and low hands and setting, § 659a.6, § 659a.11(b) (spec Part C 25-35)', () => {
  it.each<[number, string, string, string, Winner]>([
    [25, 'asia-medium', 'As Jk', 'Kd Kc', 'A'],
    [26, 'asia-medium', '2s 2h', 'Ad Kc', 'A'],
    [27, 'asia-medium', 'Ad Kc', 'Ah Qs', 'A'],
    [28, 'asia-medium', 'Ad Kc', 'Ah Ks', 'TIE'],
    [29, 'asia-low', 'Jk', 'Ad', 'TIE'],
    [30, 'asia-low', 'Kd', 'Qs', 'A'],
  ])('#%i %s: %s vs %s: %s', (_n, system, a, b, w) => expectWinner(system, a, b, w));

  it.each<[number, string, string, string, boolean]>([
    [31, '7s 7h Kd 2c', '7d 7c', '3s', true],
    [32, 'Ks Qh 9d 4c', '5d 5c', '3s', false],
    [33, 'As Kh 9d 4c', '9s 5c', 'Kd', false],
    [34, 'As Qh 9d 4c', 'Kc 5c', 'Kd', true],
    [35, 'As Qh 9d 4c', 'Jk 3c', 'Ad', true],
    [40, 'Qs Js 9d 4c', 'As Ah', '2d', false],
  ])('#%i high %s / medium %s / low %s: legal %s', (_n, h, m, l, legal) => {
    expect(checkAsiaSetting(cards(h), cards(m), cards(l)).legal).toBe(legal);
  });

  it('names the rule a foul breaks', () => {
    expect(checkAsiaSetting(cards('Ks Qh 9d 4c'), cards('5d 5c'), cards('3s'))).toEqual({
      legal: false,
      reason: 'high_not_above_medium',
    });
    expect(checkAsiaSetting(cards('As Kh 9d 4c'), cards('9s 5c'), cards('Kd'))).toEqual({
      legal: false,
      reason: 'medium_not_above_low',
    });
  });
});

describe('Asia Poker Bonus hands, § 659a.6(d), § 659a.12(b) (spec Part C 41-51)', () => {
  it.each<[number, string, string]>([
    [41, '8s 8h 8d 8c Ks Kh Kd', 'three-of-a-kind-and-four-eights'],
    [42, '8s 8h 8d 8c As Ah Jk', 'three-of-a-kind-and-four-eights'],
    [43, 'As Ah Ad Ac Jk 7d 2c', 'five-aces'],
    [44, 'Jk Ks Qs Js Ts 3d 2c', 'royal-flush'],
    [45, '9s Ts Js Qs Ks Jk 2d', 'royal-flush'],
    [46, '9s 8s 7s 6s 4s 3d 2c', 'nine-high'],
    [47, '9d 8c 7h 5s 4d 3c 2h', 'nine-high'],
    [48, '9d 8c 7h 6s 5d 3c 2h', 'straight'],
    [49, 'Ks Kh Kd Ac Jk 7d 2c', 'full-house'],
    [50, 'Ac 2d 3h 4s 5c 9d Jh', 'straight'],
    [51, 'Qc Kd Ah 2s 3c 7d 9h', 'no-bonus'],
  ])('#%i %s: %s', (_n, hand, cls) => expect(classOf('asia-bonus', hand)).toBe(cls));

  it('ranks the lines in paytable order, trips above a straight', () => {
    expect(classOf('asia-bonus', '5c 6d 7h 8s 9c 9d 9h')).toBe('three-of-a-kind');
    expect(classOf('asia-bonus', '5c 6c 7c 8c Jk Kd 2h')).toBe('straight-flush-with-joker');
    expect(classOf('asia-bonus', '5c 6c 7c 8c 9c Kd Jk')).toBe('natural-straight-flush');
    expect(classOf('asia-bonus', 'As Ah Ad Jk 7d 7c 2c')).toBe('four-of-a-kind');
  });
});

describe('Five Card Hi-Lo point hands, § 663a.6(a), § 663a.11(d)-(e) (spec Part C 52-55)', () => {
  const total = (hand: readonly number[], points: (c: number) => number): number =>
    hand.reduce((s, c) => s + points(c), 0);
  it('#52-53: A J 10 9 2 sets 29/3 with the ace low, 31/11 standard', () => {
    const [standard, aceLow] = hiLoPlayerSettings(cards('Ac Jd Th 9s 2c'));
    expect(total(standard!.high, hiLoHighPoints)).toBe(31);
    expect(total(standard!.low, hiLoLowPoints)).toBe(11);
    expect(total(aceLow!.high, hiLoHighPoints)).toBe(29);
    expect(total(aceLow!.low, hiLoLowPoints)).toBe(3);
  });

  it('#54-55: the dealer keeps aces high unless dealt four', () => {
    const four = hiLoDealerSetting(cards('Ac Ad Ah As Kc'));
    expect([total(four.high, hiLoHighPoints), total(four.low, hiLoLowPoints)]).toEqual([33, 11]);
    const one = hiLoDealerSetting(cards('Ac 5d 4h 3s 2c'));
    expect([total(one.high, hiLoHighPoints), total(one.low, hiLoLowPoints)]).toEqual([20, 5]);
  });

  it('evaluates and compares the hands: higher high wins, lower low wins, equal totals tie', () => {
    expect(evaluateHand('hi-lo-high', 'Jc Td 9h')).toMatchObject({
      value: { strength: 29, description: 'High hand, 29 points' },
    });
    expect(evaluateHand('hi-lo-low', 'Ac 2d')).toMatchObject({
      value: { description: 'Low hand, 3 points' },
    });
    expectWinner('hi-lo-high', 'Jc Td 9h', 'Kc Qd 8h', 'A');
    expectWinner('hi-lo-high', 'Jc Td 9h', 'Kc Qd 9s', 'TIE');
    expectWinner('hi-lo-low', 'Ac 2d', '2c 3d', 'A');
    expectWinner('hi-lo-low', 'Kc 5d', 'Tc 5h', 'TIE');
  });

  it('#63-65: Poker Bonus hands are the standard five-card classes', () => {
    expect(classOf('high', '6s 6h Kd 9c 3s')).toBe('pair');
    expect(classOf('high', 'As 2d 3c 4h 5s')).toBe('straight');
    expect(classOf('high', 'Qs Kd Ac 2h 3s')).toBe('high-card');
  });
});
