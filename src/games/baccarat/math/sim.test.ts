import { describe, expect, it } from 'vitest';
import { odds } from '../../../core/odds.js';
import { toNumber } from '../../../core/rational.js';
import { SeededRng } from '../../../core/rng.js';
import { cutStack, draw, loadShoe, type Shoe } from '../../../core/shoe.js';
import type { Card } from '../../../core/cards.js';
import { baccaratAutomatedCut as automatedCut, baccaratStack as shuffledStack, burnCount } from '../shoe.js';
import { bankerDraws, coupResult, playerDraws, pointCount, pointValue, type CoupResult } from '../rules.js';
import { addChoiceTables, analyseBaccarat, baccaratOutcomes, findEdge, tupleIndex } from './exact.js';
import { splitRounds } from '../../../math/shards.js';
import { simulateBaccaratParallel } from './sim-parallel.js';
import {
  emptyBaccaratSim,
  mergeBaccaratSim,
  simulateBaccarat,
  simulatedShoes,
  summariseBaccaratSim,
} from './sim.js';
import { addTargets, netOf, wagerVariants } from './wagers.js';

const params = { decks: 8, tieOdds: [odds(8), odds(9)] };

/**
 * A slow reference dealer written with the engine's own pieces (the shared shoe procedure under ../shoe.ts, core/shoe.ts, rules.ts):
 * shuffle, automated cut, last-hand cover card, burn, rounds until the cover card is out plus one.
 */
interface ReferenceRound {
  readonly result: CoupResult;
  readonly tuple: number;
}

function referenceShoes(seed: number, shoes: number): ReferenceRound[] {
  const rng = SeededRng.fromSeed(seed);
  const rounds: ReferenceRound[] = [];
  for (let s = 0; s < shoes; s += 1) {
    let stack = shuffledStack(8, rng);
    const { position, lastHandFromBottom } = automatedCut(stack.length, rng);
    stack = cutStack(stack, position);
    let shoe: Shoe = loadShoe(stack, lastHandFromBottom);
    const take = (count: number): Card[] => {
      const d = draw(shoe, count);
      if (d === undefined) throw new Error('out of cards');
      shoe = d.shoe;
      return d.cards;
    };
    const [exposed] = take(1) as [Card];
    take(burnCount(exposed) - 1);
    let lastHand = false;
    for (;;) {
      const [p1, b1, p2, b2] = take(4) as [Card, Card, Card, Card];
      const player = [p1, p2];
      const banker = [b1, b2];
      const pc = pointCount(player);
      const bc = pointCount(banker);
      let third: number | null = null;
      if (playerDraws(pc, bc)) {
        player.push(...take(1));
        third = pointValue(player[2]!);
      }
      if (bankerDraws(pc, bc, third)) banker.push(...take(1));
      const result = coupResult({ player, banker });
      rounds.push({
        result,
        tuple: tupleIndex(pointValue(p1), pointValue(b1), pointValue(p2), pointValue(b2)),
      });
      if (lastHand) break;
      if (shoe.coverOut) lastHand = true;
    }
  }
  return rounds;
}

describe('the simulator follows the regulation shoe procedure card for card', () => {
  it.each([6, 7, 8])(
    '%i decks: each shoe is cutStack(shuffledStack(...)) after automatedCut, shoe after shoe',
    (decks) => {
      // The simulator shuffles each shoe while dealing the one before: the generator must still be
      // drawn shoe by shoe, as the engine's procedure draws it.
      const slow = SeededRng.fromSeed(77);
      for (const shoe of simulatedShoes(decks, 77, 20)) {
        const stack = shuffledStack(decks, slow);
        const cut = automatedCut(stack.length, slow);
        expect({ position: shoe.position, lastHandFromBottom: shoe.lastHandFromBottom }).toEqual(cut);
        expect(shoe.cards).toEqual(cutStack(stack, cut.position));
      }
    },
  );

  it('deals the same rounds as a reference dealer built on shoe.ts, and settles them as decideWager does', () => {
    const reference = referenceShoes(5, 30);
    const acc = simulateBaccarat({ ...params, rounds: reference.length, seed: 5 });
    expect(acc.shoes).toBe(30);
    expect(acc.rounds).toBe(reference.length);
    const variants = wagerVariants(params);
    const [choiceCommission, choiceEz] = addChoiceTables(params);
    const summary = summariseBaccaratSim(params, acc);
    variants.forEach((v, i) => {
      let sum = 0;
      for (const r of reference) {
        if (v.type === 'settled') {
          const net = netOf(v.kind, r.result, v.rules);
          sum += net.num / net.den;
        } else {
          const hm = netOf('house-money', r.result, {
            ez: false,
            tieOdds: odds(8),
            dragonBonusPaytable: 'A',
          });
          const won = hm.num / hm.den;
          const choice = (v.ez ? choiceEz : choiceCommission)[r.tuple]!;
          const [player, banker] = addTargets(variants, v.ez);
          const target = choice === 1 ? player : banker;
          const main = netOf(target.kind, r.result, target.rules);
          sum += won + (won > 0 && choice !== 0 ? won * (main.num / main.den) : 0);
        }
      }
      expect(summary.wagers[i]!.sum).toBeCloseTo(sum, 6);
    });
  });
});

describe('the simulated house edges agree with the exact figures', () => {
  const exact = analyseBaccarat({ ...params, sections: { wagers: '627a.7', payout: '627a.12' } });
  // Three substreams of one seed, merged: the single-threaded function, as each worker runs it.
  const acc = [0, 1, 2]
    .map((stream) => simulateBaccarat({ ...params, rounds: 1_000_000, seed: 20261122, stream }))
    .reduce((into, from) => mergeBaccaratSim(into, from), emptyBaccaratSim(8));
  const summary = summariseBaccaratSim(params, acc);

  it('deals whole shoes: about 80 rounds per 8-deck shoe', () => {
    expect(summary.rounds).toBeGreaterThanOrEqual(3_000_000);
    expect(summary.rounds / summary.shoes).toBeGreaterThan(75);
    expect(summary.rounds / summary.shoes).toBeLessThan(85);
  });

  it.each(summary.wagers.map((w) => [w.wager, w.variant, w] as const))(
    '%s %s within 4 standard errors of the exact edge',
    (wager, variant, w) => {
      const e = findEdge(exact, wager, variant)!;
      expect(Math.abs(w.houseEdge - e.houseEdge)).toBeLessThan(4 * w.standardError);
    },
  );

  it('the standard error of the Player wager matches its exact variance', () => {
    const o = baccaratOutcomes(8);
    const edge = findEdge(exact, 'player', '1-to-1')!.houseEdge;
    const variance = toNumber(o.player.add(o.banker)) - edge * edge;
    const w = summary.wagers.find((x) => x.wager === 'player')!;
    expect(w.standardError / Math.sqrt(variance / summary.rounds)).toBeCloseTo(1, 2);
  });

  it('rounds of one shoe may be treated as independent: batch means by shoe give the same standard errors', () => {
    // The summary's standard error treats rounds as independent, but rounds of one shoe share its cards.
    // Shoe by shoe (one shoe per seed), the spread of each shoe's sum around mean * rounds gives the
    // standard error without that assumption; with 4,000 shoes the ratio is known to about 1.1 %.
    const shoes = Array.from({ length: 4000 }, (_, s) => {
      const one = simulateBaccarat({ ...params, rounds: 1, seed: 90_000 + s });
      return { rounds: one.rounds, wagers: summariseBaccaratSim(params, one).wagers };
    });
    const n = shoes.reduce((a, s) => a + s.rounds, 0);
    shoes[0]!.wagers.forEach((w, v) => {
      const sum = shoes.reduce((a, s) => a + s.wagers[v]!.sum, 0);
      const squares = shoes.reduce((a, s) => a + s.wagers[v]!.sumOfSquares, 0);
      const mean = sum / n;
      const independent = (squares / n - mean * mean) / n;
      const batch =
        (shoes.reduce((a, s) => a + (s.wagers[v]!.sum - mean * s.rounds) ** 2, 0) / (n * n)) *
        (shoes.length / (shoes.length - 1));
      expect(Math.sqrt(batch / independent), `${w.wager}/${w.variant}`).toBeGreaterThan(0.95);
      expect(Math.sqrt(batch / independent), `${w.wager}/${w.variant}`).toBeLessThan(1.05);
    });
  });
});

describe('the worker-thread driver', () => {
  it('splits rounds evenly', () => {
    expect(splitRounds(10, 3)).toEqual([4, 3, 3]);
    expect(splitRounds(2, 4)).toEqual([1, 1, 0, 0]);
  });

  it('gives worker k substream k: the same result as the single-threaded runs merged, every time', async () => {
    const progress: number[] = [];
    const run = (): ReturnType<typeof simulateBaccaratParallel> =>
      simulateBaccaratParallel({
        ...params,
        rounds: 300_000,
        seed: 11,
        workers: 2,
        onProgress: (r) => progress.push(r),
      });
    const [a, b] = [await run(), await run()];
    const expected = [0, 1]
      .map((stream) => simulateBaccarat({ ...params, rounds: 150_000, seed: 11, stream }))
      .reduce((into, from) => mergeBaccaratSim(into, from), emptyBaccaratSim(8));
    for (const acc of [a, b]) {
      expect(acc.rounds).toBe(expected.rounds);
      expect(acc.shoes).toBe(expected.shoes);
      expect(Array.from(acc.main)).toEqual(Array.from(expected.main));
      expect(Array.from(acc.addCommission)).toEqual(Array.from(expected.addCommission));
      expect(Array.from(acc.addEz)).toEqual(Array.from(expected.addEz));
    }
    expect(progress.length).toBeGreaterThan(0);
    expect(Math.max(...progress)).toBeLessThanOrEqual(a.rounds);
  });
});
