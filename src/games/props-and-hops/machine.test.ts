import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rejection, Result } from '../../core/result.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table, replay } from '../../engine/table.js';
import {
  propsAndHops,
  type PropsAndHopsCommand,
  type PropsAndHopsEvent,
  type PropsAndHopsOptions,
  type PropsAndHopsState,
  type PropsAndHopsView,
} from './index.js';

const dealer: Actor = { role: 'dealer' };
const seat = (n: number): Actor => ({ role: 'player', seat: n });
function must<T>(r: Result<T, Rejection>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
const code = (r: Result<unknown, Rejection>) => (r.ok ? 'ok' : `${r.error.code} ${r.error.citation ?? ''}`);

function liveTable(seats = [2, 5]) {
  const t = new Table(propsAndHops, propsAndHops.options.parse({}), SeededRng.fromSeed(1), {
    automated: false,
  });
  for (const s of seats) must(t.submit(seat(s), { type: 'sit', seat: s, name: `P${s}`, chips: 100_000 }));
  accept(t);
  return t;
}
type T = ReturnType<typeof liveTable>;
/** The offered player takes the shaker. */
function accept(
  t: Table<PropsAndHopsOptions, PropsAndHopsState, PropsAndHopsCommand, PropsAndHopsEvent, PropsAndHopsView>,
) {
  t.runAutomation();
  must(t.submit(seat(t.state.offeredTo ?? 0), { type: 'accept-shaker' }));
}
const bet = (t: T, s: number, kind: string, dollars: number) =>
  t.submit(seat(s), { type: 'place-wager', kind, amount: dollars * 100 });
function roll(t: T, a: number, b: number): PropsAndHopsEvent[] {
  const out = [...must(t.apply(dealer, { type: 'no-more-bets' }))];
  out.push(...must(t.submit(dealer, { type: 'uncover', dice: [a, b] })));
  out.push(...must(t.submit(dealer, { type: 'settle' })));
  t.runAutomation();
  return out;
}
const settled = (events: readonly PropsAndHopsEvent[]) =>
  events.flatMap((e) =>
    e.type === 'wager-settled' ? [`${e.seat} ${e.kind} ${e.outcome} ${e.winnings}`] : [],
  );

describe('one-roll wagers at the § 668a.4 odds, losers collected first (§ 668a.3(i))', () => {
  it('Eight the Hardway 30 to 1, Any Number 15 to 1, Field 2 pays 2 to 1, 1-6 and Under', () => {
    const t = liveTable();
    must(bet(t, 2, 'double-8', 1));
    must(bet(t, 2, 'any-number-2-5', 1));
    must(bet(t, 5, 'field', 10));
    must(bet(t, 5, 'one-six-and-under', 10));
    expect(settled(roll(t, 4, 4))).toEqual([
      '2 any-number-2-5 lose 0',
      '5 field lose 0',
      '5 one-six-and-under lose 0',
      '2 double-8 win 3000',
    ]);
    must(bet(t, 2, 'any-number-2-5', 1));
    must(bet(t, 5, 'field', 10));
    must(bet(t, 5, 'one-six-and-under', 10));
    must(bet(t, 5, 'three-four-and-over', 10));
    expect(settled(roll(t, 1, 1))).toEqual([
      '2 any-number-2-5 lose 0',
      '5 three-four-and-over lose 0',
      '5 field win 2000',
      '5 one-six-and-under win 1000',
    ]);
  });

  it("the Hop regions come from the Rules Submission's layout (spec ruling B1)", () => {
    const t = new Table(
      propsAndHops,
      propsAndHops.options.parse({ hopRegions: { top: ['6-6', '5-6'] } }),
      SeededRng.fromSeed(1),
      { automated: false },
    );
    must(t.submit(seat(1), { type: 'sit', seat: 1, name: 'A', chips: 10_000 }));
    accept(t);
    must(bet(t, 1, 'hop-the-top', 10));
    expect(settled(roll(t, 6, 5))).toEqual(['1 hop-the-top win 1500']);
  });

  it('only seated players wager, at six positions (§§ 668a.1(a), 668a.2(c)); nothing after "no more bets"', () => {
    const t = liveTable();
    expect(code(bet(t, 3, 'field', 1))).toBe('seat_empty § 668a.2(c)');
    expect(code(t.submit(seat(7), { type: 'sit', seat: 7, name: 'X', chips: 100 }))).toBe(
      'no_such_seat § 668a.1(a)',
    );
    must(bet(t, 2, 'field', 1));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    expect(code(bet(t, 2, 'field', 1))).toBe('wager_after_no_more_bets § 668a.2(a)');
    expect(code(t.submit(seat(2), { type: 'withdraw-wager', kind: 'field' }))).toBe(
      'wager_after_no_more_bets § 668a.2(a)',
    );
    expect(code(t.submit(seat(2), { type: 'leave' }))).toBe('wager_in_play § 668a.2(c)');
  });

  it('"no roll" decides nothing and the dice are shaken again (§ 668a.3(g), (h))', () => {
    const t = liveTable();
    must(bet(t, 2, 'field', 1));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    const nr = must(t.submit(dealer, { type: 'no-roll', reason: 'die-fell-out' }));
    expect(nr.map((e) => ('citation' in e ? e.citation : ''))).toEqual(['§ 668a.3(g)']);
    expect(t.state.wagers).toHaveLength(1);
    must(t.submit(dealer, { type: 'uncover', dice: [3, 6] }));
    expect(settled(must(t.submit(dealer, { type: 'settle' })))).toEqual(['2 field win 100']);
  });
});

describe('the dice in the shaker (§ 668a.3(a), (b)(1), (d))', () => {
  it('the floorperson places two dice in the shaker; the dealer may not, and a new pair replaces them', () => {
    const t = liveTable();
    expect(t.state.diceSet?.dice).toHaveLength(2);
    expect(code(t.submit(dealer, { type: 'place-dice', reason: 'every-24-hours' }))).toBe(
      'not_permitted § 668a.3(d)',
    );
    must(t.submit({ role: 'floorperson' }, { type: 'place-dice', reason: 'every-24-hours' }));
    expect(t.state.diceSet?.id).toBe('PH-2');
  });
});

describe('the shaker (§ 668a.3(f), (k); spec ruling B5)', () => {
  it("goes first to the player farthest to the dealer's left, stays until a 7, then passes to the left", () => {
    const t = liveTable([1, 3, 5]);
    expect(t.state.shooter).toBe(5);
    must(bet(t, 1, 'field', 1));
    roll(t, 2, 3);
    expect(t.state.shooter).toBe(5);
    must(bet(t, 1, 'field', 1));
    roll(t, 3, 4);
    expect(t.state.shooter).toBeNull();
    expect(t.state.offeredTo).toBe(3);
    must(t.submit(seat(3), { type: 'decline-shaker' }));
    expect(t.state.offeredTo).toBe(1);
    must(t.submit(seat(1), { type: 'accept-shaker' }));
    expect(t.state.shooter).toBe(1);
  });
});

describe('Six Eight Shake (§§ 668a.2(f)(8), 668a.3(e), (i); spec rulings B2-B4)', () => {
  const sixes: [number, number][] = [
    [1, 5],
    [2, 4],
    [3, 3],
    [2, 6],
    [3, 5],
  ];
  it('pays 150 to 1 when all six lammers are collected before a 7', () => {
    const t = liveTable();
    must(bet(t, 2, 'six-eight-shake', 1));
    const first = roll(t, 5, 1);
    expect(first.map((e) => e.type)).toContain('lammers-placed');
    expect(code(bet(t, 5, 'six-eight-shake', 1))).toBe('six_eight_shake_in_progress § 668a.3(e)');
    for (const [a, b] of sixes.slice(1)) roll(t, a, b);
    const last = roll(t, 4, 4);
    expect(settled(last)).toEqual(['2 six-eight-shake win 15000']);
    expect(t.state.lammersOut).toBe(false);
    must(bet(t, 5, 'six-eight-shake', 1));
  });

  it('loses on a 7; may be taken down at any time before it, even after "no more bets"', () => {
    const t = liveTable();
    must(bet(t, 2, 'six-eight-shake', 1));
    must(bet(t, 5, 'six-eight-shake', 1));
    roll(t, 1, 5);
    must(t.apply(dealer, { type: 'no-more-bets' }));
    must(t.submit(seat(5), { type: 'withdraw-wager', kind: 'six-eight-shake' }));
    must(t.submit(dealer, { type: 'uncover', dice: [6, 1] }));
    const out = must(t.submit(dealer, { type: 'settle' }));
    expect(settled(out)).toEqual(['2 six-eight-shake lose 0']);
    expect(out.map((e) => e.type)).toContain('lammers-returned');
  });

  it('the view names the six 6/8 boxes that carry lammers and the ones collected, for the layout', () => {
    const t = liveTable();
    expect(t.view(seat(2)).lammerBoxes).toEqual(['1-5', '2-4', '3-3', '2-6', '3-5', '4-4']);
    must(bet(t, 2, 'six-eight-shake', 1));
    roll(t, 2, 4);
    roll(t, 4, 4);
    const v = t.view(seat(5));
    expect(v.lammersOut).toBe(true);
    expect(v.lammersCollected).toEqual(['2-4', '4-4']);
    expect(v.lammerBoxes.filter((c) => !v.lammersCollected.includes(c))).toEqual([
      '1-5',
      '3-3',
      '2-6',
      '3-5',
    ]);
  });
});

function conserved(s: PropsAndHopsState): boolean {
  const racks = s.seats.reduce((a, x) => a + x.chips, 0);
  const layout = s.wagers.reduce((a, w) => a + w.amount, 0);
  return racks + layout + s.house + s.cashOuts === s.buyIns;
}

function randomPlay(seed: number, steps: number) {
  const table = new Table(propsAndHops, propsAndHops.options.parse({}), SeededRng.fromSeed(seed), {
    automated: true,
  });
  const rng = SeededRng.fromSeed(seed + 1);
  const seats = [1, 4, 6];
  for (const s of seats) table.submit(seat(s), { type: 'sit', seat: s, name: `P${s}`, chips: 100_000 });
  const states: PropsAndHopsState[] = [];
  for (let i = 0; i < steps; i += 1) {
    table.runAutomation();
    const s = seats[rng.nextInt(seats.length)] as number;
    const actions = table.view(seat(s)).legalActions.filter((a) => a.type !== 'sit');
    const take = actions.find((x) => x.type === 'accept-shaker');
    const a = take ?? (rng.nextInt(2) === 0 ? actions[rng.nextInt(actions.length)] : undefined);
    if (a) {
      const cmd: Record<string, unknown> = { type: a.type, ...a.params };
      if (a.needs?.includes('amount')) cmd['amount'] = 100 * (1 + rng.nextInt(5));
      table.submit(a.actor, cmd);
      if (a.type === 'leave') table.submit(seat(s), { type: 'sit', seat: s, name: `P${s}`, chips: 100_000 });
    } else table.submit(dealer, { type: 'no-more-bets' });
    states.push(table.state);
  }
  return { table, states };
}

describe('properties of a Props & Hops table', () => {
  it('chips are conserved by every command', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { states, table } = randomPlay(seed, 300);
        expect(states.every(conserved)).toBe(true);
        expect(table.state.round).toBeGreaterThan(20);
      }),
      { numRuns: 10 },
    );
  });

  it('replaying the log re-decides every command and reproduces the state', () => {
    const { table } = randomPlay(77, 300);
    const r = replay(propsAndHops, table.options, table.config, table.log);
    expect(r.mismatch).toBeUndefined();
    expect(r.state).toEqual(table.state);
  });

  it('felt simulate agrees with the exact figures within 4.5 standard errors', async () => {
    const options = propsAndHops.options.parse({});
    const report = await propsAndHops.simulate?.(options, { rounds: 20_000, seed: 3 }, 'all');
    const exact = new Map(
      propsAndHops.odds?.(options, 'all').map((r) => [`${r.wager}/${r.variant}`, r.houseEdge]),
    );
    expect(report?.wagers).toHaveLength(exact.size);
    for (const w of report?.wagers ?? [])
      expect(Math.abs(w.houseEdge - (exact.get(`${w.wager}/${w.variant}`) as number)), w.wager).toBeLessThan(
        4.5 * (w.standardError ?? 0) + 1e-12,
      );
  });
});
