import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { cards as parse } from '../../../core/cards.js';
import { unresolved } from '../../../regulation/sections.js';
import { raiseItUpOdds } from './odds.js';
import {
  checkProgressive,
  DEFAULT_PROGRESSIVE,
  pairPlusAnalysis,
  progressiveAnalysis,
  progressiveHandOf,
  sixCardBonusAnalysis,
  type ProgressiveParams,
} from './side-wagers.js';

const edge = (r: { valueOf(): number }): number => -r.valueOf() * 100;
/** The published three-card counts (spec A.12): suited A-K-Q 4 (1 of spades), other straight flushes 44, ... */
const COUNTS = { akqSpades: 1, akqOther: 3, straightFlush: 44, trips: 52, straight: 720 };

describe('Raise It Up Pair Plus (§ 669a.12(a), A-AMB-3, A-AMB-7)', () => {
  it('paytables A and B have the published house edges 2.3167 % and 3.4932 %', () => {
    expect(edge(pairPlusAnalysis('A').ev)).toBeCloseTo(2.3167, 4);
    expect(edge(pairPlusAnalysis('B').ev)).toBeCloseTo(3.4932, 4);
  });
});

describe('Raise It Up Six Card Bonus (§ 669a.12(f)): the value the published six-card counts give', () => {
  const counts = [188, 1656, 14664, 165984, 205792, 361620, 732160];
  it.each([
    ['A', [1000, 200, 50, 25, 20, 10, 5]],
    ['B', [1000, 200, 50, 25, 15, 10, 5]],
    ['C', [1000, 200, 100, 20, 15, 9, 8]],
    ['D', [1000, 200, 100, 20, 15, 10, 7]],
  ] as const)('paytable %s', (variant, pays) => {
    const won = counts.reduce((s, n) => s + n, 0);
    const wins = counts.reduce((s, n, i) => s + n * pays[i]!, 0);
    const want = new Fraction(wins - (20_358_520 - won), 20_358_520);
    expect(sixCardBonusAnalysis(variant).ev.equals(want)).toBe(true);
  });
});

describe('Raise It Up Progressive Payout Wager and Envy Bonus (§ 669a.12(e), A-AMB-5 to A-AMB-12)', () => {
  const at = (p: Partial<ProgressiveParams>) => {
    const r = progressiveAnalysis({ ...DEFAULT_PROGRESSIVE, ...p });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('pays the highest row of the three cards only, "for 1", the jackpot at the reset amount', () => {
    const ret = (forMeter: number): Fraction =>
      new Fraction(
        COUNTS.akqSpades * forMeter +
          COUNTS.akqOther * 500 +
          COUNTS.straightFlush * 70 +
          COUNTS.trips * 60 +
          COUNTS.straight * 6,
        22_100,
      );
    expect(at({}).ev.equals(ret(1000).sub(1))).toBe(true);
    expect(at({ resetCents: 250_000 }).ev.equals(ret(2500).sub(1))).toBe(true);
    expect(at({ wager: 5, resetCents: 500_000 }).ev.equals(ret(1000).sub(1))).toBe(true);
  });

  it('adds an Envy Bonus per other player: $100 or $25 per $1 wagered for a suited A-K-Q', () => {
    const envyPerPlayer = new Fraction(COUNTS.akqSpades * 100 + COUNTS.akqOther * 25, 22_100);
    for (const n of [0, 1, 5]) {
      expect(at({ otherPlayers: n }).envy.equals(envyPerPlayer.mul(n))).toBe(true);
      expect(at({ otherPlayers: n, wager: 5, resetCents: 500_000 }).envy.equals(envyPerPlayer.mul(n))).toBe(
        true,
      );
    }
    expect(at({ otherPlayers: 5 }).ev.sub(at({}).ev).equals(envyPerPlayer.mul(5))).toBe(true);
  });

  it('the long run adds the rate of progression (every increment is paid out as a jackpot)', () => {
    expect(at({ ratePercent: 14 }).longRun.sub(at({}).ev).equals(new Fraction(14, 100))).toBe(true);
  });

  it('a bettor following the main strategy forfeits (A-AMB-12) only straights it folds', () => {
    const keep = at({});
    const fold = at({ folds: 'main-strategy' });
    expect(fold.ev.compare(keep.ev)).toBeLessThan(0);
    for (const hand of [
      'ace-king-queen-of-spades',
      'ace-king-queen-suited',
      'straight-flush',
      'three-of-a-kind',
    ] as const)
      expect(fold.paid.get(hand)!.equals(keep.paid.get(hand)!)).toBe(true);
    expect(fold.paid.get('straight')!.compare(keep.paid.get('straight')!)).toBeLessThan(0);
  });

  it('grades the player three cards, A-K-Q of spades apart', () => {
    expect(progressiveHandOf(parse('As Ks Qs'))).toBe('ace-king-queen-of-spades');
    expect(progressiveHandOf(parse('Ah Kh Qh'))).toBe('ace-king-queen-suited');
    expect(progressiveHandOf(parse('Kh Qh Jh'))).toBe('straight-flush');
    expect(progressiveHandOf(parse('Ah 2c 3d'))).toBe('straight');
    expect(progressiveHandOf(parse('Ah Ac 3d'))).toBeNull();
  });

  it.each([
    [{ wager: 2 as 1 }, 'progressive_wager_not_allowed § 669a.12(e)(5)'],
    [{ resetCents: 99_999 }, 'progressive_reset_too_low § 669a.12(e)(3)'],
    [{ wager: 5 as const, resetCents: 100_000 }, 'progressive_reset_too_low § 669a.12(e)(3)'],
    [{ ratePercent: 13.9 }, 'progressive_rate_too_low § 669a.12(e)(3)'],
    [{ otherPlayers: 6 }, 'too_many_players § 669a.2(a)'],
  ])('refuses %j', (p, want) => {
    const r = checkProgressive({ ...DEFAULT_PROGRESSIVE, ...p });
    expect(r.ok ? 'accepted' : `${r.error.code} ${r.error.citation}`).toBe(want);
  });
});

describe('felt odds raise-it-up rows', () => {
  it('all scope: main, Pair Plus A and B, Six Card Bonus A to D, Progressive $1 and $5 with no other player and with five (the Envy Bonus), each citing a registered section', () => {
    const rows = raiseItUpOdds({ pairPlus: null, sixCardBonus: null, progressive: null }, 'all');
    expect(rows.map((r) => `${r.wager} ${r.variant}`)).toEqual([
      'main optimal',
      'pair-plus A',
      'pair-plus B',
      'six-card-bonus A',
      'six-card-bonus B',
      'six-card-bonus C',
      'six-card-bonus D',
      'progressive $1 at $1,000, 0 other players',
      'progressive $1 at $1,000, 5 other players',
      'progressive $5 at $5,000, 0 other players',
      'progressive $5 at $5,000, 5 other players',
    ]);
    for (const r of rows) expect(unresolved(r.citation), r.wager).toEqual([]);
  });

  it('table scope: only the wagers the Rules Submission offers', () => {
    const rows = raiseItUpOdds(
      { pairPlus: 'B', sixCardBonus: 'C', progressive: { ...DEFAULT_PROGRESSIVE, otherPlayers: 3 } },
      'table',
    );
    expect(rows.map((r) => `${r.wager} ${r.variant}`)).toEqual([
      'main optimal',
      'pair-plus B',
      'six-card-bonus C',
      'progressive $1 at $1,000, 3 other players',
    ]);
  });
});
