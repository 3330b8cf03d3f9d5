import { describe, expect, it } from 'vitest';
import { cards as parse, rankOf, type Card } from '../../../core/cards.js';
import { cite } from '../../../core/citation.js';
import { odds } from '../../../core/odds.js';
import { rational, toNumber } from '../../../core/rational.js';
import { bankerDraws, coupResult, decideWager, playerDraws, pointCount } from '../rules.js';
import {
  analyseBaccarat,
  baccaratOutcomes,
  conditionalExpectation,
  enumerateShoe,
  findEdge,
  netTable,
  tupleIndex,
  type WagerEdge,
} from './exact.js';
import { wagerVariants, type SettledVariant } from './wagers.js';

const sections = { wagers: '627a.7', payout: '627a.12', houseMoneyPaytable: '627a.12(g)' };
const rows8 = analyseBaccarat({ decks: 8, tieOdds: [odds(8), odds(9)], sections });
const rows6 = analyseBaccarat({ decks: 6, tieOdds: [odds(8)], sections });

const edge = (rows: readonly WagerEdge[], wager: string, variant: string): number => {
  const row = findEdge(rows, wager, variant);
  if (row === undefined) throw new Error(`no row ${wager} ${variant}`);
  return row.houseEdge;
};

describe('baccarat exact math against the published figures (spec §8.1)', () => {
  // [wager, variant, published house edge in percent]
  const published8: [string, string, number][] = [
    ['banker', 'commission', 1.05791],
    ['player', '1-to-1', 1.23508],
    ['tie', '8-to-1', 14.3596],
    ['banker', 'ez', 1.0183],
    ['dragon-7-insurance', '40-to-1', 7.61133],
    ['dragon-bonus-player', 'A', 2.65167],
    ['dragon-bonus-banker', 'A', 9.37307],
  ];
  it.each(published8)('8 decks: %s %s house edge %f %%', (wager, variant, pct) => {
    expect(Math.abs(edge(rows8, wager, variant) * 100 - pct)).toBeLessThan(0.000051);
  });

  const published6: [string, string, number][] = [
    ['banker', 'commission', 1.05585],
    ['player', '1-to-1', 1.23741],
    ['tie', '8-to-1', 14.4382],
  ];
  it.each(published6)('6 decks: %s %s house edge %f %%', (wager, variant, pct) => {
    expect(Math.abs(edge(rows6, wager, variant) * 100 - pct)).toBeLessThan(0.000051);
  });

  it('8 decks: the exact Banker-win, Tie and Dragon 7 probabilities', () => {
    const o = baccaratOutcomes(8);
    expect(o.banker.equals(rational(8954111587648n, 19524993263685n))).toBe(true);
    expect(o.tie.equals(rational(619306544887n, 6508331087895n))).toBe(true);
    expect(o.dragon7.equals(rational(19129247848n, 848912750595n))).toBe(true);
    expect(toNumber(o.player)).toBeCloseTo(0.446247, 6);
    expect(o.banker.add(o.player).add(o.tie).equals(rational(1))).toBe(true);
  });

  it('6 decks: the outcome probabilities', () => {
    const o = baccaratOutcomes(6);
    expect(toNumber(o.banker)).toBeCloseTo(0.458653, 6);
    expect(toNumber(o.player)).toBeCloseTo(0.446279, 6);
    expect(toNumber(o.tie)).toBeCloseTo(0.0950687, 7);
  });

  it('Banker and Player with ties excluded (8 and 6 decks)', () => {
    for (const [rows, decks, banker, player] of [
      [rows8, 8, 1.16916, 1.36497],
      [rows6, 6, 1.16677, 1.36741],
    ] as const) {
      const tie = toNumber(baccaratOutcomes(decks).tie);
      expect(Math.abs((edge(rows, 'banker', 'commission') / (1 - tie)) * 100 - banker)).toBeLessThan(
        0.000051,
      );
      expect(Math.abs((edge(rows, 'player', '1-to-1') / (1 - tie)) * 100 - player)).toBeLessThan(0.000051);
    }
  });

  it('a Tie paid 9 to 1 costs the house exactly P(tie) per unit more than 8 to 1 gives the player', () => {
    const tie = baccaratOutcomes(8).tie;
    const diff = edge(rows8, 'tie', '8-to-1') - edge(rows8, 'tie', '9-to-1');
    expect(diff).toBeCloseTo(toNumber(tie), 12);
  });
});

describe('House Money (2013 proposal, …7(a)(7), …12(g)/(h))', () => {
  /** Closed form with combinations: first two cards of each hand out of 52d cards of 13 ranks. */
  function takePayoutEdge(decks: number): number {
    const n = 52n * BigInt(decks);
    const r = 4n * BigInt(decks);
    const ordered4 = n * (n - 1n) * (n - 2n) * (n - 3n);
    // Player pair (13 ranks), then the Banker's two cards paired on the same rank or another rank.
    const both = 13n * r * (r - 1n) * ((r - 2n) * (r - 3n) + 12n * r * (r - 1n));
    const playerPair = 13n * r * (r - 1n) * (n - 2n) * (n - 3n);
    const exactlyOne = 2n * (playerPair - both);
    const none = ordered4 - both - exactlyOne;
    return -toNumber(rational(15n * both + 3n * exactlyOne - none, ordered4));
  }

  it.each([6, 7, 8])('%i decks: take-payout edge equals the closed-form pair count', (decks) => {
    const rows = analyseBaccarat({ decks, tieOdds: [odds(8)], sections });
    expect(edge(rows, 'house-money', 'take-payout')).toBeCloseTo(takePayoutEdge(decks), 14);
  });

  it('the add-to-wager option is worth something, more with more of the payout, never less than cash', () => {
    const at = (num: number, den: number): WagerEdge[] =>
      analyseBaccarat({ decks: 8, tieOdds: [odds(8)], houseMoneyAddPortion: { num, den }, sections });
    const none = at(0, 1);
    const half = at(1, 2);
    const all = rows8;
    for (const v of ['add-to-wager', 'add-to-wager-ez']) {
      expect(edge(none, 'house-money', v)).toBeCloseTo(edge(none, 'house-money', 'take-payout'), 15);
      expect(edge(half, 'house-money', v)).toBeLessThan(edge(none, 'house-money', v));
      // The gain is linear in the portion.
      const gainHalf = edge(none, 'house-money', v) - edge(half, 'house-money', v);
      const gainAll = edge(none, 'house-money', v) - edge(all, 'house-money', v);
      expect(gainAll).toBeCloseTo(2 * gainHalf, 14);
    }
  });

  it('conditional values given four cards agree with a card-by-card enumeration of the rest of the shoe', () => {
    const decks = 6;
    const e = enumerateShoe(decks);
    const variants = wagerVariants({ decks, tieOdds: [odds(8)] });
    const settled = (wager: string, variant: string): SettledVariant =>
      variants.find(
        (v): v is SettledVariant => v.type === 'settled' && v.wager === wager && v.variant === variant,
      )!;
    const targets = [settled('player', '1-to-1'), settled('banker', 'commission'), settled('banker', 'ez')];
    // P1 B1 P2 B2 in dealing order.
    for (const first of ['3c Kd 3h 4s', '9c 2d 9h 5s', '5c 6d Kh Qs', 'Ac Ad 4h 2s']) {
      const [p1, b1, p2, b2] = parse(first) as [Card, Card, Card, Card];
      const shoe = Array.from({ length: 52 * decks }, (_, i) => i % 52);
      for (const c of [p1, b1, p2, b2]) shoe.splice(shoe.indexOf(c), 1);
      // Independent second method: every ordered pair of the remaining cards, dealt by the rules.
      const sums = targets.map(() => 0);
      for (let i = 0; i < shoe.length; i += 1) {
        for (let j = 0; j < shoe.length; j += 1) {
          if (i === j) continue;
          const player = [p1, p2];
          const banker = [b1, b2];
          const next = [shoe[i]!, shoe[j]!];
          const p = pointCount(player);
          const b = pointCount(banker);
          let third: number | null = null;
          if (playerDraws(p, b)) {
            player.push(next.shift()!);
            third = pointCount([player[2]!]);
          }
          if (bankerDraws(p, b, third)) banker.push(next.shift()!);
          const r = coupResult({ player, banker });
          targets.forEach((v, k) => {
            const d = decideWager(v.kind, r, v.rules);
            // In twentieths of a unit: a commission win nets 19/20.
            sums[k]! += d.outcome === 'lose' ? -20 : d.outcome === 'push' ? 0 : d.vigorish ? 19 : 20;
          });
        }
      }
      const all = shoe.length * (shoe.length - 1) * 20;
      const value = (c: Card): number => {
        const rank = rankOf(c);
        return rank === 14 ? 1 : rank >= 10 ? 0 : rank;
      };
      const t = tupleIndex(value(p1), value(b1), value(p2), value(b2));
      targets.forEach((v, k) => {
        expect(conditionalExpectation(e, netTable(v), t).equals(rational(sums[k]!, all))).toBe(true);
      });
    }
  });
});

describe('report rows', () => {
  it('one row per wager and variant, in the `felt odds --json` shape, with citations that parse', () => {
    expect(rows8.map((r) => `${r.wager}/${r.variant}`)).toEqual([
      'player/1-to-1',
      'banker/commission',
      'banker/ez',
      'tie/8-to-1',
      'tie/9-to-1',
      'dragon-bonus-player/A',
      'dragon-bonus-player/B',
      'dragon-bonus-player/C',
      'dragon-bonus-banker/A',
      'dragon-bonus-banker/B',
      'dragon-bonus-banker/C',
      'dragon-7-insurance/40-to-1',
      'house-money/take-payout',
      'house-money/add-to-wager',
      'house-money/add-to-wager-ez',
    ]);
    for (const r of rows8) {
      expect(r.method).toBe('exact');
      expect(() => cite(r.citation)).not.toThrow();
      const [num, den] = r.exact.split('/').map(BigInt) as [bigint, bigint];
      expect(toNumber(rational(num, den))).toBeCloseTo(r.houseEdge, 15);
    }
    expect(findEdge(rows8, 'house-money', 'take-payout')!.citation).toBe('§§ 627a.7(a)(7) and 627a.12(g)');
    expect(findEdge(rows8, 'banker', 'commission')!.citation).toBe('§§ 627a.7(a)(1) and 627a.12(c)');
  });
});
