import { describe, expect, it } from 'vitest';
import { odds } from '../../../core/odds.js';
import { rational, type Rational } from '../../../core/rational.js';
import { SeededRng } from '../../../core/rng.js';
import { DEFAULT_CRAPS_OPTIONS, DEFAULT_MINI_CRAPS_OPTIONS, FIELD_TRIPLE_12 } from '../options.js';
import { BONUS_CRAPS, WAYS, type Total } from '../rules.js';
import { crapsOddsRows, crapsWagerSpecs } from './exact.js';
import { absorptionProbability } from '../../../math/dice-exact.js';
import { simulateChain } from '../../../math/dice-simulate.js';

const rows = crapsOddsRows(DEFAULT_CRAPS_OPTIONS);
const row = (wager: string, variant?: string) => {
  const r = rows.find((x) => x.wager === wager && (variant === undefined || x.variant === variant));
  if (!r) throw new Error(`no row ${wager} ${variant}`);
  return r;
};

describe('published figures (standard craps)', () => {
  it.each([
    ['pass', undefined, '7/495'], // 1.414 %
    ['dont-pass', undefined, '3/220'], // 1.364 %, bar 12
    ['come', undefined, '7/495'],
    ['dont-come', undefined, '3/220'],
    ['field', undefined, '1/18'], // 2 and 12 pay double: 5.556 %
    ['place-to-win', '6', '1/66'], // 7 to 6: 1.515 %
    ['place-to-win', '5', '1/25'], // 7 to 5: 4 %
    ['place-to-win', '4', '1/15'], // 9 to 5: 6.667 %
    ['place-to-lose', '4', '1/33'], // 5 to 11: 3.03 %
    ['place-to-lose', '5', '1/40'], // 5 to 8: 2.5 %
    ['place-to-lose', '6', '1/55'], // 4 to 5: 1.818 %
    ['lay', '4', '1/60'], // 5 % of the win: 1.667 %
    ['lay', '6', '1/44'], // 2.273 %
    ['big-6', undefined, '1/11'], // 9.09 %
    ['hardway', '4', '1/9'], // 7 to 1: 11.11 %
    ['hardway', '6', '1/11'], // 9 to 1: 9.09 %
    ['any-seven', undefined, '1/6'],
    ['any-craps', undefined, '1/9'],
    ['two', undefined, '5/36'], // 30 to 1: 13.89 %
    ['eleven', undefined, '1/9'], // 15 to 1: 11.11 %
    ['take-odds', '4', '0/1'], // true odds
    ['lay-odds', '9', '0/1'],
  ])('%s %s = %s', (wager, variant, exact) => {
    expect(row(wager, variant).exact).toBe(exact);
  });
  it('a Pass decision takes 557/165 = 3.376 rolls on average', () => {
    expect(row('pass').expectedRollsExact).toBe('557/165');
  });
  it('Field with the 12 paying triple: 2.778 %', () => {
    expect(
      crapsOddsRows({ ...DEFAULT_CRAPS_OPTIONS, field: FIELD_TRIPLE_12 }).find((r) => r.wager === 'field')
        ?.exact,
    ).toBe('1/36');
  });
  it('Fire Bet 24/249/999: 20.76 % house edge', () => {
    expect(row('fire-bet').houseEdge).toBeCloseTo(0.2076, 4);
  });
});

describe('Bonus Craps published figures (spec §3.2)', () => {
  it.each([
    ['all-small', 0.0263539, 0.077613, 5.8419],
    ['all-tall', 0.0263539, 0.077613, 5.8419],
    ['all-or-nothing-at-all', 0.0052577, 0.074644, 5.9685],
  ])('%s: P(win) %f, edge %f, %f rolls', (wager, pWin, edge, rolls) => {
    const r = row(wager);
    expect(r.houseEdge).toBeCloseTo(edge, 6);
    expect(r.expectedRolls).toBeCloseTo(rolls, 4);
    // The published "house edge per roll": edge / expected rolls.
    expect(r.houseEdge / r.expectedRolls!).toBeCloseTo(
      wager === 'all-or-nothing-at-all' ? 0.012506 : 0.013286,
      6,
    );
    const spec = crapsWagerSpecs(DEFAULT_CRAPS_OPTIONS).find((s) => s.wager === wager)!;
    expect(absorptionProbability(spec.chain, (x) => x.gt(0)).valueOf()).toBeCloseTo(pWin, 7);
  });

  /** Independent method: P(every total in S before a 7) by inclusion-exclusion over the subsets. */
  function allBeforeSeven(needs: readonly Total[]): Rational {
    let sum = rational(0);
    for (let mask = 0; mask < 1 << needs.length; mask += 1) {
      let ways = WAYS[7];
      let sign = 1;
      needs.forEach((t, i) => {
        if (mask & (1 << i)) {
          ways += WAYS[t];
          sign = -sign;
        }
      });
      sum = sum.add(rational(sign * WAYS[7], ways));
    }
    return sum;
  }
  it.each(BONUS_CRAPS.map((b) => [b.wager, b] as const))(
    '%s agrees with inclusion-exclusion exactly',
    (_w, b) => {
      const p = allBeforeSeven(b.needs);
      const edge = rational(1).sub(p.mul(rational(b.payout.win + b.payout.per, b.payout.per)));
      expect(row(b.wager).exact).toBe(`${edge.n * edge.s}/${edge.d}`);
    },
  );
});

describe('every row agrees with a seeded simulation of the same chain', () => {
  const specs = crapsWagerSpecs(DEFAULT_CRAPS_OPTIONS).filter((s) => s.wager !== 'fire-bet');
  it.each(specs.map((s, i) => [`${s.wager} ${s.variant}`, s, i] as const))('%s', (_name, spec, i) => {
    const exact = rows.find((r) => r.wager === spec.wager && r.variant === spec.variant)!;
    const sim = simulateChain(spec.chain, SeededRng.fromSeed(1000 + i), 20_000);
    expect(Math.abs(-sim.meanPayoff - exact.houseEdge)).toBeLessThan(4 * sim.payoffStandardError + 1e-12);
    if (exact.expectedRolls !== undefined)
      expect(Math.abs(sim.meanRolls - exact.expectedRolls)).toBeLessThan(4 * sim.rollsStandardError + 1e-12);
  });
  it('Fire Bet: P(4 or more points) and the length of a hand', () => {
    const spec = crapsWagerSpecs(DEFAULT_CRAPS_OPTIONS).find((s) => s.wager === 'fire-bet')!;
    const exact = rows.find((r) => r.wager === 'fire-bet')!;
    const pWin = absorptionProbability(spec.chain, (x) => x.gt(0)).valueOf();
    const indicator = {
      ...spec.chain,
      step: (s: unknown) =>
        spec.chain
          .step(s)
          .map((t) => ('payoff' in t ? { p: t.p, payoff: rational(t.payoff.gt(0) ? 1 : 0) } : t)),
    };
    const sim = simulateChain(indicator, SeededRng.fromSeed(42), 150_000);
    expect(Math.abs(sim.meanPayoff - pWin)).toBeLessThan(4 * sim.payoffStandardError);
    expect(Math.abs(sim.meanRolls - exact.expectedRolls!)).toBeLessThan(4 * sim.rollsStandardError);
  });
});

describe('options', () => {
  it('Mini-Craps defaults carry no Bonus Craps rows (ruling C5)', () => {
    const mini = crapsOddsRows(DEFAULT_MINI_CRAPS_OPTIONS).map((r) => r.wager);
    expect(mini).not.toContain('all-small');
    expect(mini).toContain('fire-bet');
  });
  it("the Don't bar on 2 gives the same edge as the bar on 12", () => {
    const bar2 = crapsOddsRows({ ...DEFAULT_CRAPS_OPTIONS, dontBar: 2 }).find(
      (r) => r.wager === 'dont-pass',
    )!;
    expect(bar2).toMatchObject({ variant: 'bar-2', exact: '3/220' });
  });
  it('a Lay vigorish paid when placed costs more than one taken on the win', () => {
    const up = crapsOddsRows({
      ...DEFAULT_CRAPS_OPTIONS,
      layBet: { percent: 5, collected: 'when-placed' },
    }).find((r) => r.wager === 'lay' && r.variant === '4')!;
    // 1/2 * 5 % = 2.5 % paid up front, win 2/3 of the time at 1 to 2: EV = 2/3 * 1/2 - 1/3 - 1/40.
    expect(up.exact).toBe('1/40');
  });
  it('odds are the paytable the rows were computed with', () => {
    const slow = crapsOddsRows({
      ...DEFAULT_CRAPS_OPTIONS,
      placeToWin: { ...DEFAULT_CRAPS_OPTIONS.placeToWin, 6: odds(1, 1) },
    });
    expect(slow.find((r) => r.wager === 'place-to-win' && r.variant === '6')?.exact).toBe('1/11');
  });
});

describe('Buy Bets and the Horn / World combinations (rulings R16, R17): published house edges', () => {
  // Published figures (e.g. the Wizard of Odds craps table): Buy with 5 % commission on the win
  // only 1.667 % (4/10), 2.000 % (5/9), 2.273 % (6/8); commission paid up front 4.76 % of the money
  // put out; Horn 12.50 %, Horn High 2 or 12 12.78 %, Horn High 3 or 11 12.22 %, World 13.33 %.
  it.each([
    ['buy', '4', '1/60', 0.01667],
    ['buy', '10', '1/60', 0.01667],
    ['buy', '5', '1/50', 0.02],
    ['buy', '9', '1/50', 0.02],
    ['buy', '6', '1/44', 0.02273],
    ['buy', '8', '1/44', 0.02273],
    ['horn', undefined, '1/8', 0.125],
    ['horn-high-2', undefined, '23/180', 0.1278],
    ['horn-high-12', undefined, '23/180', 0.1278],
    ['horn-high-3', undefined, '11/90', 0.1222],
    ['horn-high-11', undefined, '11/90', 0.1222],
    ['world', undefined, '2/15', 0.1333],
  ])('%s %s = %s (%f)', (wager, variant, exact, published) => {
    const r = row(wager, variant);
    expect(r.exact).toBe(exact);
    expect(r.houseEdge).toBeCloseTo(published, 4);
  });

  it('a Buy commission paid up front: 5 % of the amount bought, 4.76 % of the money put out', () => {
    const up = crapsOddsRows({ ...DEFAULT_CRAPS_OPTIONS, buyBet: { percent: 5, collected: 'when-placed' } });
    for (const n of ['4', '5', '6', '8', '9', '10']) {
      const r = up.find((x) => x.wager === 'buy' && x.variant === n)!;
      expect(r.exact).toBe('1/20');
      // Per unit put out (the amount bought plus its 5 % commission): 0.05 / 1.05 = 1/21.
      expect(r.houseEdge / 1.05).toBeCloseTo(1 / 21, 12);
      expect(r.houseEdge / 1.05).toBeCloseTo(0.0476, 4);
    }
  });

  /** Second method: each combination counted part by part over the 36 rolls, sharing nothing with rules.ts. */
  it.each([
    ['horn', { 2: 1, 3: 1, 11: 1, 12: 1 }],
    ['horn-high-2', { 2: 2, 3: 1, 11: 1, 12: 1 }],
    ['horn-high-3', { 2: 1, 3: 2, 11: 1, 12: 1 }],
    ['horn-high-11', { 2: 1, 3: 1, 11: 2, 12: 1 }],
    ['horn-high-12', { 2: 1, 3: 1, 11: 1, 12: 2 }],
    ['world', { 2: 1, 3: 1, 7: 1, 11: 1, 12: 1 }],
  ] as const)('%s: part-by-part count agrees', (wager, parts) => {
    // Single-number one-roll payouts 30 to 1 (2, 12), 15 to 1 (3, 11), Any Seven 4 to 1.
    const pays: Record<number, number> = { 2: 30, 3: 15, 7: 4, 11: 15, 12: 30 };
    const units = Object.values(parts).reduce((a: number, b: number) => a + b, 0);
    let ev = rational(0);
    for (let t = 2; t <= 12; t += 1) {
      const on = (parts as Record<number, number>)[t] ?? 0;
      const net = on * (pays[t] ?? 0) - (units - on);
      ev = ev.add(rational(WAYS[t as Total] * net, 36 * units));
    }
    expect(row(wager).exact).toBe(`${-ev.n * ev.s}/${ev.d}`);
  });

  it('a table without the Buy Bet, Horn or World reports none in `table` scope', () => {
    const none = crapsOddsRows({ ...DEFAULT_CRAPS_OPTIONS, buyBet: null, horn: false, world: false });
    expect(none.map((r) => r.wager)).not.toEqual(expect.arrayContaining(['buy']));
    expect(none.some((r) => r.wager.startsWith('horn') || r.wager === 'world')).toBe(false);
  });
});
