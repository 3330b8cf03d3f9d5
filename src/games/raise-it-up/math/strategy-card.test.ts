import { describe, expect, it } from 'vitest';
import { cards as parse } from '../../../core/cards.js';
import { featuresOf } from './features.js';
import { raiseItUpSolution } from './solve.js';
import { raiseItUpStrategyCard } from './strategy-card.js';
import { threeCardPokerStrategyText } from '../../three-card-poker/math/ante-play.js';

describe('features: what the cards seen make and draw to', () => {
  it.each([
    ['Tc Jd Qh Ks', { straight: 4, straightOuts: 2, high: 4, made: 'none' }],
    ['Ac 2d 3h 4s', { straight: 4, straightOuts: 1, straightGaps: 0 }],
    ['5c 6d 8h 9s', { straight: 4, straightOuts: 1, straightGaps: 1 }],
    ['2c 3c 4c', { straightFlush: 3, straightFlushGaps: 0, flush: 3 }],
    ['2c 5c 6c', { straightFlush: 3, straightFlushGaps: 2 }],
    ['Qc 7c 2c', { straightFlush: 1, flush: 3, high: 1 }],
    ['Kc Kd 2c', { made: 'qualifier' }],
    ['9c 9d 2c 5h', { made: 'low-pair' }],
    ['9c 8d 7c 6h 5s', { made: 'qualifier', straight: 5, straightOuts: 0 }],
  ] as const)('%s', (cards, want) => {
    expect(featuresOf(parse(cards))).toMatchObject(want);
  });
});

describe('the Raise It Up strategy card (felt strategy raise-it-up)', () => {
  const solution = raiseItUpSolution();
  const card = raiseItUpStrategyCard(solution);

  it('reads street by street, raise 3x, 2x, 1x, otherwise check, check, fold (§ 669a.11(b), (d), (f))', () => {
    expect(card.streets.map((s) => `${s.street} ${s.raise} ${s.otherwise}`)).toEqual([
      'third 3 check',
      'fourth 2 check',
      'fifth 1 fold',
    ]);
    expect(card.text.filter((l) => l.endsWith('raise 3x with') || l.endsWith('raise 1x with'))).toHaveLength(
      2,
    );
  });

  it('raises any pair at 3rd Street and plays any pair at 5th, as the exact strategy does', () => {
    expect(card.streets[0]!.rules[0]).toMatchObject({ family: 'pair', minHigh: 0 });
    expect(card.streets[2]!.rules.map((r) => r.family)).toContain('low-pair');
  });

  it('at 5th Street it decides every situation reached exactly as the optimal strategy', () => {
    expect(card.streets[2]!.agreement).toBe(1);
    expect(card.streets.every((s) => s.agreement > 0.98)).toBe(true);
  });

  it('is priced exactly: worse than optimal, by less than a tenth of a percent of the Ante', () => {
    const cost = card.optimal.sub(card.ev).valueOf();
    expect(card.optimal.equals(solution.ev)).toBe(true);
    expect(cost).toBeGreaterThan(0);
    expect(cost).toBeLessThan(0.001);
  });
});

describe('the Three Card Poker strategy (felt strategy three-card-poker)', () => {
  it('states the raise threshold and the house edge', () => {
    const text = threeCardPokerStrategyText();
    expect(text[0]).toContain('Q-6-4 or better');
    expect(text[1]).toContain('3.3730 %');
  });
});
