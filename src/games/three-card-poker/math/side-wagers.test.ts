import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { odds } from '../../../core/odds.js';
import { sixCardCensus, threeCardCensus } from '../../../math/poker-census.js';
import {
  checkPaytables,
  DEFAULT_PAYTABLES,
  miniRoyalRow,
  type PairPlusHand,
  type PayRow,
  type SixCardHand,
} from './paytables.js';
import { pairPlusAnalysis, sixCardBonusAnalysis } from './side-wagers.js';
import { threeCardPokerOdds, DEFAULT_TCP_ODDS_OPTIONS } from './odds.js';
import { cite } from '../../../core/citation.js';
import { unresolved } from '../../../regulation/sections.js';

const edge = (r: { valueOf(): number }): number => -r.valueOf() * 100;
const pairPlus = (sf: number, trips: number, straight: number, flush: number, mini?: number) => {
  const table: PayRow<PairPlusHand>[] = [
    ...(mini === undefined ? [] : [miniRoyalRow('pairPlus', mini)]),
    ...(
      [
        ['straight-flush', sf],
        ['three-of-a-kind', trips],
        ['straight', straight],
        ['flush', flush],
        ['pair', 1],
      ] as const
    ).map(([hand, win]) => ({ hand, odds: odds(win), citation: cite('§ 649a.12(d)') })),
  ];
  return table;
};

describe('hand-class counts over one deck (§ 649a.6, rulings A-AMB-7, T-1, T-4)', () => {
  it('three cards: the published counts, the four suited A-K-Q split out as mini-royals', () => {
    expect(Object.fromEntries(threeCardCensus(true))).toEqual({
      'mini-royal-flush': 4,
      'straight-flush': 44,
      'three-of-a-kind': 52,
      straight: 720,
      flush: 1096,
      pair: 3744,
      'high-card': 16440,
    });
  });

  it('six cards: the published best-five-of-six counts, four Super Royals out of the 188 royal flushes', () => {
    expect(Object.fromEntries(sixCardCensus())).toEqual({
      'super-royal': 4,
      'royal-flush': 184,
      'straight-flush': 1656,
      'four-of-a-kind': 14664,
      'full-house': 165984,
      flush: 205792,
      straight: 361620,
      'three-of-a-kind': 732160,
      'two-pair': 2532816,
      pair: 9730740,
      'high-card': 6612900,
    });
  });
});

describe('Pair Plus (§ 649a.12(d), (g)(2)): the published house edges', () => {
  it.each([
    ['40/30/6/4/1', pairPlus(40, 30, 6, 4), 2.3167],
    ['40/30/6/4/1, mini-royal 40', pairPlus(40, 30, 6, 4, 40), 2.3167],
    ['40/30/6/4/1, mini-royal 50', pairPlus(40, 30, 6, 4, 50), 2.1357],
    ['40/30/6/4/1, mini-royal 100', pairPlus(40, 30, 6, 4, 100), 1.2308],
    ['40/30/6/3/1', pairPlus(40, 30, 6, 3), 7.276],
    ['40/30/6/3/1, mini-royal 50', pairPlus(40, 30, 6, 3, 50), 7.095],
    ['40/30/5/4/1', pairPlus(40, 30, 5, 4), 5.5747],
    ['40/30/5/4/1, mini-royal 100', pairPlus(40, 30, 5, 4, 100), 4.4887],
  ])('%s: %s %%', (_name, table, published) => {
    expect(edge(pairPlusAnalysis(table).ev)).toBeCloseTo(published, 4);
  });

  it('the default paytable is 40/30/6/4/1 (2.32 %)', () => {
    expect(edge(pairPlusAnalysis().ev)).toBeCloseTo(2.32, 2);
  });
});

describe('Six Card Bonus (§ 649a.12(f)): the player three and the dealer three from one deck', () => {
  it('1000/200/50/25/20/10/5: the value the published six-card counts give (published as 10.23 %)', () => {
    const wins = 188 * 1000 + 1656 * 200 + 14664 * 50 + 165984 * 25 + 205792 * 20 + 361620 * 10 + 732160 * 5;
    const losers = 20_358_520 - (188 + 1656 + 14664 + 165984 + 205792 + 361620 + 732160);
    expect(sixCardBonusAnalysis().ev.equals(new Fraction(wins - losers, 20_358_520))).toBe(true);
    expect(edge(sixCardBonusAnalysis().ev)).toBeCloseTo(10.23, 1);
  });

  it('paytable E: a Super Royal row pays the four A-K-Q-J-10-9 suited sets (§ 649a.6(d)(8), T-4)', () => {
    const base = sixCardBonusAnalysis();
    const e: PayRow<SixCardHand>[] = [
      { hand: 'super-royal', odds: odds(5000), citation: cite('§ 649a.12(f)') },
      ...DEFAULT_PAYTABLES.sixCardBonus,
    ];
    const gain = new Fraction(4 * (5000 - 1000), 20_358_520);
    expect(sixCardBonusAnalysis(e).ev.sub(base.ev).equals(gain)).toBe(true);
  });
});

describe('Rules Submission paytables (§ 649a.12(g), ruling T-3)', () => {
  const code = (t: typeof DEFAULT_PAYTABLES): string | undefined => {
    const r = checkPaytables(t);
    return r.ok ? undefined : `${r.error.code} ${r.error.citation ?? ''}`;
  };
  it('accepts the defaults and mini-royals at or above the floors', () => {
    expect(code(DEFAULT_PAYTABLES)).toBeUndefined();
    expect(code({ ...DEFAULT_PAYTABLES, pairPlus: pairPlus(40, 30, 6, 4, 40) })).toBeUndefined();
  });
  it('§ 649a.12(g)(1): a mini-royal below 5 to 1 in the Ante Bonus', () => {
    const anteBonus = [miniRoyalRow('anteBonus', 4), ...DEFAULT_PAYTABLES.anteBonus];
    expect(code({ ...DEFAULT_PAYTABLES, anteBonus })).toBe('mini_royal_below_floor § 649a.12(g)(1)');
  });
  it('§ 649a.12(g)(2): a mini-royal below 40 to 1 in Pair Plus', () => {
    expect(code({ ...DEFAULT_PAYTABLES, pairPlus: pairPlus(40, 30, 6, 4, 35) })).toBe(
      'mini_royal_below_floor § 649a.12(g)(2)',
    );
  });
  it('T-3: a mini-royal below the same table straight flush', () => {
    expect(code({ ...DEFAULT_PAYTABLES, pairPlus: pairPlus(50, 30, 6, 4, 45) })).toBe(
      'mini_royal_below_straight_flush § 649a.12(g)(2)',
    );
  });
  it('one row per hand', () => {
    expect(
      code({ ...DEFAULT_PAYTABLES, pairPlus: [...pairPlus(40, 30, 6, 4), ...pairPlus(40, 30, 6, 4)] }),
    ).toBe('duplicate_paytable_row ');
  });
});

describe('felt odds three-card-poker rows', () => {
  it('ante-play, pair-plus and six-card-bonus, each citing a registered section', () => {
    const rows = threeCardPokerOdds(DEFAULT_TCP_ODDS_OPTIONS, 'all');
    expect(rows.map((r) => [r.wager, r.variant])).toEqual([
      ['ante-play', 'ante bonus 5-4-1'],
      ['pair-plus', '40-30-6-4-1'],
      ['six-card-bonus', '1000-200-50-25-20-10-5'],
    ]);
    for (const r of rows) {
      expect(unresolved(r.citation)).toEqual([]);
      expect(r.houseEdge).toBeCloseTo(-new Fraction(r.exact!).neg().valueOf(), 12);
    }
  });
});
