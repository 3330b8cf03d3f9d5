/**
 * The fast simulator (math/sim.ts) is allowed only behind this test (ARCHITECTURE
 * principle 1): on the same seed, the engine's automated dealer and the simulator must deal the same
 * shoe, the same rounds and the same results for every settled wager.
 */
import { describe, expect, it } from 'vitest';
import { odds } from '../../core/odds.js';
import { SeededRng } from '../../core/rng.js';
import { Table } from '../../engine/table.js';
import { simulateBaccarat, summariseBaccaratSim } from './math/sim.js';
import { netOf, wagerVariants, type SettledVariant } from './math/wagers.js';
import { minibaccarat, type BaccaratEvent } from './index.js';
import { coupResult, type CoupResult } from './rules.js';
import { dealer, seat } from './fixtures/stacked.js';

/** Deals one whole shoe with the engine and returns each round's result. */
function engineShoe(seed: number, decks: number): CoupResult[] {
  const table = new Table(minibaccarat, minibaccarat.options.parse({ decks }), SeededRng.fromSeed(seed), {
    automated: true,
  });
  table.apply(seat(1), { type: 'sit', seat: 1, name: 'A', chips: 100_000_000 });
  table.runAutomation();
  table.apply(seat(1), { type: 'decline-cut' }); // the dealer then cuts with the seeded generator
  table.runAutomation();
  const results: CoupResult[] = [];
  for (;;) {
    table.apply(seat(1), { type: 'place-wager', kind: 'banker', amount: 1000 });
    table.apply(dealer, { type: 'no-more-bets' });
    const before = table.log.length;
    table.runAutomation();
    const events: BaccaratEvent[] = table.log.slice(before - 1).flatMap((l) => l.events);
    const dealt = events.find((e) => e.type === 'cards-dealt');
    if (dealt?.type !== 'cards-dealt') throw new Error('no deal');
    const player = [...dealt.player];
    const banker = [...dealt.banker];
    for (const e of events) if (e.type === 'third-card') (e.hand === 'player' ? player : banker).push(e.card);
    results.push(coupResult({ player, banker }));
    if (events.some((e) => e.type === 'round-complete' && e.shoeFinished)) return results;
  }
}

describe('engine and fast simulator agree card for card', () => {
  it.each([
    [1, 8],
    [2, 8],
    [3, 6],
    [42, 7],
  ])('seed %i, %i decks: same rounds and the same net result on every settled wager', (seed, decks) => {
    const params = { decks, tieOdds: [odds(8), odds(9)], rounds: 1, seed };
    const acc = simulateBaccarat(params);
    expect(acc.shoes).toBe(1);
    const rounds = engineShoe(seed, decks);
    expect(rounds).toHaveLength(acc.rounds);
    const sim = summariseBaccaratSim(params, acc);
    const settled = wagerVariants(params).filter((v): v is SettledVariant => v.type === 'settled');
    expect(settled.length).toBeGreaterThan(10);
    for (const v of settled) {
      const sum = rounds.reduce((a, r) => {
        const n = netOf(v.kind, r, v.rules);
        return a + n.num / n.den;
      }, 0);
      const row = sim.wagers.find((w) => w.wager === v.wager && w.variant === v.variant);
      expect(row?.sum, `${v.wager}/${v.variant}`).toBeCloseTo(sum, 9);
    }
  });
});
