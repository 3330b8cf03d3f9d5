/**
 * The side wagers and Spanish 21's bonuses in the fast simulation (fast-sides.ts, fast-simulate.ts)
 * against the analyser's exact figures: each simulated mean within four of its own standard errors of
 * the exact expectation, on a fixed seed.
 */
import { describe, expect, it } from 'vitest';
import { odds } from '../../../core/odds.js';
import { analyseBlackjack } from './analyse.js';
import { BUST_IT_PAYTABLE, bustIt, insurance } from './bust-it.js';
import { fastSideWagers, houseMoneyRow, meanOf, type SideId } from './fast-sides.js';
import { fastStrategy, simulateFast, type FastSimulationResult } from './fast-simulate.js';
import { hitAndRun, type HitAndRunRow } from './hit-and-run.js';
import { houseMoney } from './house-money.js';
import { blackjackRules, COMMON_SPANISH_21_BONUSES, doubleAttackRules, spanish21Rules } from './rules.js';
import { straightJack } from './straight-jack.js';

/** The simulated house edge of a side wager and its standard error. */
function edgeOf(r: FastSimulationResult, id: SideId): { edge: number; se: number; rounds: number } {
  const t = r.sides[id];
  if (t === undefined) throw new Error(`${id} was not played`);
  const m = meanOf(t);
  return { edge: -m.mean, se: m.standardError, rounds: t.rounds };
}

const within = (simulated: { edge: number; se: number }, exact: number): void => {
  expect(simulated.se).toBeGreaterThan(0);
  expect(Math.abs(simulated.edge - exact)).toBeLessThan(4 * simulated.se);
};

const HIT_AND_RUN: HitAndRunRow[] = [
  { hand: { kind: 'blackjack' }, odds: odds(5), meterShare: 0 },
  { hand: { kind: 'cards', cards: 5, orMore: true }, odds: odds(4), meterShare: 0 },
  { hand: { kind: 'cards', cards: 7, orMore: true }, odds: odds(100), meterShare: 0.1 },
];

describe('side wagers simulated beside the main game, against the exact analyser', () => {
  it('Double Attack Blackjack: Bust It (§ 665a.12(c)) and Insurance at 5 to 2 (§ 665a.12(b))', () => {
    const rules = doubleAttackRules();
    const analysis = analyseBlackjack(rules);
    const sides = fastSideWagers({ insurance: rules.insurancePays, bustIt: BUST_IT_PAYTABLE });
    const r = simulateFast(fastStrategy(analysis), 300_000, 31, undefined, { sides });
    within(edgeOf(r, 'bust-it'), bustIt(rules).edge.houseEdge);
    within(edgeOf(r, 'insurance'), insurance(rules).houseEdge);
    // Insurance is played on the ace up cards only: 32 of the 384 cards.
    expect(edgeOf(r, 'insurance').rounds / r.rounds).toBeCloseTo(32 / 384, 2);
    // The main game still agrees (the dealer now completes every hand, R56).
    expect(Math.abs(r.mean - analysis.ev)).toBeLessThan(4 * r.standardError);
  });

  it('Blackjack (633a): House Money with and without the ride, Straight Jack, Hit and Run', () => {
    const rules = blackjackRules({ decks: 6, dealerHitsSoft17: true });
    const analysis = analyseBlackjack(rules);
    const meter = 40;
    const sides = fastSideWagers({
      houseMoney: { decks: rules.decks, portion: 1, rideIncludesStake: false },
      straightJackMeter: meter,
      hitAndRun: { paytable: HIT_AND_RUN, meter },
    });
    const r = simulateFast(fastStrategy(analysis), 400_000, 32, undefined, { sides });
    const hm = houseMoney(analysis, { portion: 1, rideIncludesStake: false });
    within(edgeOf(r, 'house-money/take-payout'), hm.takePayout.houseEdge);
    within(edgeOf(r, 'house-money/best-ride'), hm.bestRide.houseEdge);
    within(edgeOf(r, 'straight-jack'), straightJack(analysis, meter).houseEdge);
    within(edgeOf(r, 'hit-and-run'), hitAndRun(rules, HIT_AND_RUN, meter).houseEdge);
    expect(edgeOf(r, 'hit-and-run').rounds).toBe(r.rounds);
  });

  it('the ride with the stake, on a share of the payout (BJ-10, BJ-18)', () => {
    const rules = blackjackRules({ decks: 2, surrender: 'late' });
    const analysis = analyseBlackjack(rules);
    const options = { portion: 0.5, rideIncludesStake: true };
    const sides = fastSideWagers({ houseMoney: { decks: rules.decks, ...options } });
    const r = simulateFast(fastStrategy(analysis), 300_000, 33, undefined, { sides });
    within(edgeOf(r, 'house-money/best-ride'), houseMoney(analysis, options).bestRide.houseEdge);
  });

  it('a run without side wagers plays none, and the same seed gives the same side results', () => {
    const analysis = fastStrategy(analyseBlackjack(blackjackRules()));
    expect(simulateFast(analysis, 2_000, 3).sides).toEqual({});
    const sides = fastSideWagers({ straightJackMeter: 50, insurance: odds(2) });
    const a = simulateFast(analysis, 5_000, 3, undefined, { sides });
    expect(simulateFast(analysis, 5_000, 3, undefined, { sides })).toEqual(a);
    expect(Object.keys(a.sides).sort()).toEqual(['insurance', 'straight-jack']);
  });
});

describe('Spanish 21 (635a): the bonus 21s paid by the cards’ suits', () => {
  it.each([
    ['6 decks, S17, the common bonus table', spanish21Rules(), 34],
    [
      '8 decks, H17, no bonuses after a split',
      spanish21Rules({
        decks: 8,
        dealerHitsSoft17: true,
        bonuses: { ...COMMON_SPANISH_21_BONUSES, afterSplit: false },
      }),
      35,
    ],
  ] as const)('%s: the main game with its bonuses matches the analyser', (_, rules, seed) => {
    const analysis = analyseBlackjack(rules);
    const r = simulateFast(fastStrategy(analysis), 400_000, seed);
    expect(Math.abs(r.mean - analysis.ev)).toBeLessThan(4 * r.standardError);
  });

  it('the bonuses are worth what the analyser says they are: with and without them, on the same cards', () => {
    const rules = spanish21Rules();
    const withBonuses = analyseBlackjack(rules);
    const plain = analyseBlackjack({ ...rules, bonuses: null });
    // The same strategy, seed and cards: the difference is the bonuses alone (and any decision they change).
    const a = simulateFast(fastStrategy(withBonuses), 300_000, 36);
    const b = simulateFast(fastStrategy(plain), 300_000, 36);
    expect(a.mean).toBeGreaterThan(b.mean);
    expect(Math.abs(a.mean - withBonuses.ev)).toBeLessThan(4 * a.standardError);
    expect(Math.abs(b.mean - plain.ev)).toBeLessThan(4 * b.standardError);
  });
});

describe('House Money rows from the initial two cards (BJ-1, BJ-11, BJ-13)', () => {
  // Codes: (rank - 2) * 4 + suit, suit 0 spades.
  const code = (rank: number, suit: number): number => (rank - 2) * 4 + suit;
  it.each([
    ['As Ks: ace-king suited', code(14, 0), code(13, 0), 0],
    ['Qh Kh: straight flush', code(12, 2), code(13, 2), 1],
    ['As 2s: straight flush, the ace low', code(14, 0), code(2, 0), 1],
    ['Kd Kc: pair', code(13, 3), code(13, 1), 2],
    ['7c 7c: pair', code(7, 1), code(7, 1), 2],
    ['9s Th: straight', code(9, 0), code(10, 2), 3],
    ['Ad 2h: straight', code(14, 3), code(2, 2), 3],
    ['Ks 2s: no wrap, loses', code(13, 0), code(2, 0), -1],
    ['Jc Kc: loses', code(11, 1), code(13, 1), -1],
  ])('%s', (_, c1, c2, row) => {
    expect(houseMoneyRow(c1, c2)).toBe(row);
    expect(houseMoneyRow(c2, c1)).toBe(row);
  });
});
