import { describe, expect, it } from 'vitest';
import { analyseAntePlay } from './ante-play.js';
import { DEFAULT_TCP_ODDS_OPTIONS, threeCardPokerOdds } from './odds.js';
import { pairPlusAnalysis, sixCardBonusAnalysis } from './side-wagers.js';
import { simulateThreeCardPoker } from './simulate.js';

describe('Three Card Poker: a seeded simulation playing the computed strategy against the exact figures', () => {
  const rounds = 100_000;
  const exact = analyseAntePlay();
  const sim = simulateThreeCardPoker({ rounds, seed: 649 }, exact);

  it('plays as many hands as the exact strategy (4 SE)', () => {
    const p = exact.played.valueOf();
    expect(Math.abs(sim.played - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds));
  });

  it.each([
    ['ante-play', () => exact.ev.valueOf()],
    ['pair-plus', () => pairPlusAnalysis().ev.valueOf()],
    ['six-card-bonus', () => sixCardBonusAnalysis().ev.valueOf()],
  ] as const)('%s: the simulated result is within 4 standard errors of the exact value', (wager, ev) => {
    const row = sim.rows.find((r) => r.wager === wager)!;
    expect(Math.abs(-row.houseEdge - ev())).toBeLessThan(4 * row.standardError!);
  });

  it('names each row as `felt odds` does, so `felt simulate` can set the exact figure beside it', () => {
    const odds = threeCardPokerOdds(DEFAULT_TCP_ODDS_OPTIONS, 'table');
    expect(sim.rows.map((r) => `${r.wager}/${r.variant}`)).toEqual(
      odds.map((r) => `${r.wager}/${r.variant}`),
    );
  });
});
