import { describe, expect, it } from 'vitest';
import { analyseBlackjack } from './analyse.js';
import { blackjackRules, doubleAttackRules, type BlackjackRules } from './rules.js';
import { strategyTable } from './strategy.js';
import { totalDependentHouseEdge } from './testing/total-dependent.js';

// Published house edges are given to two decimals (±0.005 %) and for a total-dependent basic strategy,
// which the composition-dependent (CDZ-) strategy beats by about 0.01 % at six or eight decks: 0.02 %.
const TOLERANCE = 0.0002;

const sixDecks = blackjackRules({ decks: 6 });

describe('the CDZ- house edge against published figures (tolerance 0.02 %: two decimals, basic vs CDZ-)', () => {
  it('6 decks, S17, DAS, resplit to 4, no surrender, 3:2: published 0.40 %', () => {
    expect(Math.abs(analyseBlackjack(sixDecks).houseEdge - 0.004)).toBeLessThan(TOLERANCE);
  });

  it('the same hitting soft 17: published 0.62 %', () => {
    const h17 = analyseBlackjack({ ...sixDecks, dealerHitsSoft17: true });
    expect(Math.abs(h17.houseEdge - 0.0062)).toBeLessThan(TOLERANCE);
  });

  // Issue 13. The public descriptions of the commercial game (Wikipedia, Grochowski 2011, beatingbonuses,
  // aresponsiblegambler, the Wizard of Odds' rules 1-6 as quoted) state 8 × 48-card decks, S17, peek,
  // Blackjack 1 to 1, DAS, resplit to 4, aces split once, surrender at any time including after doubling,
  // and doubling on any number of cards (one says on "any two cards"): chapter 665a's rules. Neither
  // reading of the doubling rule gives the published 0.62 %; the seeded simulation of commercial-sim.ts
  // agrees with the analyser under both (simulate.test.ts; 50 M rounds in the README).
  it('Double Attack Blackjack under the rules the public descriptions state does not reproduce the published 0.62 %: doubling on any number of cards gives less (0.48 %), on the first two cards more (0.82 %)', () => {
    const da = doubleAttackRules();
    const anyCards = analyseBlackjack(da).houseEdge;
    const twoCards = analyseBlackjack({ ...da, double: { ...da.double, cards: 'two' } }).houseEdge;
    expect(anyCards).toBeLessThan(0.0062 - TOLERANCE);
    expect(twoCards).toBeGreaterThan(0.0062 + TOLERANCE);
  });

  it('a total-dependent strategy card costs Double Attack Blackjack at most 0.02 % against CDZ- (0.002 % doubling on any number of cards): a published basic strategy cannot explain a gap of 0.14 %', () => {
    const da = doubleAttackRules();
    for (const rules of [da, { ...da, double: { ...da.double, cards: 'two' } } as BlackjackRules]) {
      const r = totalDependentHouseEdge(rules);
      expect(r.cdzHouseEdge).toBeCloseTo(analyseBlackjack(rules).houseEdge, 12);
      expect(r.houseEdge).toBeGreaterThanOrEqual(r.cdzHouseEdge - 1e-12);
      expect(r.houseEdge - r.cdzHouseEdge).toBeLessThan(0.0002);
    }
  });

  it('Double Attack Blackjack with one split and surrender on the first two cards only gives 0.62 %: a rule set found by trial that no description states (README)', () => {
    const da = doubleAttackRules();
    const fitted: BlackjackRules = { ...da, surrender: 'late', split: { ...da.split, maxHands: 2 } };
    expect(Math.abs(analyseBlackjack(fitted).houseEdge - 0.0062)).toBeLessThan(TOLERANCE);
  });
});

describe('Double Attack Blackjack (665a) strategy against the published strategy', () => {
  const analysis = analyseBlackjack(doubleAttackRules());
  const table = strategyTable(analysis);
  const up = (label: string): number => table.upCards.indexOf(label);
  const action = (rows: typeof table.hard, label: string, upLabel: string): string =>
    rows.find((r) => r.label === label)?.cells[up(upLabel)]?.action ?? '';

  it('makes the Double Attack Wager against 2 through 8 and only then (§ 665a.6(e))', () => {
    expect(table.doubleAttack).toEqual(
      table.upCards.map((u) => ['2', '3', '4', '5', '6', '7', '8'].includes(u)),
    );
  });

  it('hits hard 12 and 13 against every up card, and hard 14 against 2 and 3', () => {
    for (const u of table.upCards) {
      expect(action(table.hard, 'hard 12', u)).toBe('hit');
      expect(action(table.hard, 'hard 13', u)).toBe('hit');
    }
    expect(action(table.hard, 'hard 14', '2')).toBe('hit');
    expect(action(table.hard, 'hard 14', '3')).toBe('hit');
    expect(action(table.hard, 'hard 14', '4')).toBe('stand');
  });

  it('surrenders a two-card hand only with hard 17 against an ace (§ 665a.9)', () => {
    const surrenders = [...table.hard, ...table.soft].flatMap((r) =>
      r.cells.flatMap((c, i) => (c.action === 'surrender' ? [`${r.label} v ${table.upCards[i]}`] : [])),
    );
    expect(surrenders).toEqual(['hard 17 v A']);
  });
});
