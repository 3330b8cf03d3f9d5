import { describe, expect, it } from 'vitest';
import type { Rejection, Result } from '../../core/result.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { craps, miniCraps, type CrapsEvent, type CrapsGame } from './index.js';

const dealer: Actor = { role: 'dealer' };
const seat = (n: number): Actor => ({ role: 'player', seat: n });

function must<T>(r: Result<T, Rejection>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** A live table (the stickperson calls the dice) with players at `seats`; seat 1 shoots. */
function liveTable(game: CrapsGame = craps, options: Record<string, unknown> = {}, seats = [1, 2]) {
  const t = new Table(game, game.options.parse(options), SeededRng.fromSeed(1), { automated: false });
  for (const s of seats) must(t.submit(seat(s), { type: 'sit', seat: s, name: `P${s}`, chips: 1_000_00 }));
  must(t.apply(dealer, { type: 'select-shooter' }));
  return t;
}
type T = ReturnType<typeof liveTable>;

const bet = (t: T, s: number, kind: string, dollars: number) =>
  t.submit(seat(s), { type: 'place-wager', kind, amount: dollars * 100 });

function roll(t: T, a: number, b: number): CrapsEvent[] {
  must(t.apply(dealer, { type: 'no-more-bets' }));
  return [
    ...must(t.submit(dealer, { type: 'roll', dice: [a, b] })),
    ...must(t.submit(dealer, { type: 'settle' })),
  ];
}

const settled = (events: readonly CrapsEvent[]) =>
  events.flatMap((e) =>
    e.type === 'wager-settled' ? [`${e.seat} ${e.kind} ${e.outcome} ${e.winnings - e.vigorish}`] : [],
  );
const code = (r: Result<unknown, Rejection>) => (r.ok ? 'ok' : `${r.error.code} ${r.error.citation ?? ''}`);

describe('line wagers (§§ 623a.3(a), 623a.4(c), (d))', () => {
  it('Pass wins on a come out 7 or 11 and loses on 2, 3, 12', () => {
    const t = liveTable();
    must(bet(t, 1, 'pass', 10));
    expect(settled(roll(t, 3, 4))).toEqual(['1 pass win 1000']);
    must(bet(t, 1, 'pass', 10));
    expect(settled(roll(t, 1, 2))).toEqual(['1 pass lose 0']);
  });

  it("Don't Pass pushes on the barred 12 and wins on 2", () => {
    const t = liveTable();
    must(bet(t, 2, 'dont-pass', 10));
    expect(settled(roll(t, 6, 6))).toEqual(['2 dont-pass push 0']);
    must(bet(t, 2, 'dont-pass', 10));
    expect(settled(roll(t, 1, 1))).toEqual(['2 dont-pass win 1000']);
  });

  it('a point: Pass wins when it repeats, is a contract bet meanwhile, and loses on a seven out', () => {
    const t = liveTable();
    must(bet(t, 1, 'pass', 10));
    roll(t, 2, 4);
    expect(t.state.point).toBe(6);
    expect(code(t.submit(seat(1), { type: 'withdraw-wager', kind: 'pass' }))).toBe(
      'contract_wager § 623a.4(c)(1)',
    );
    expect(code(bet(t, 2, 'pass', 10))).toBe('point_established § 623a.3(a)');
    expect(settled(roll(t, 5, 1))).toEqual(['1 pass win 1000']);
    expect(t.state.point).toBeNull();
    must(bet(t, 1, 'pass', 10));
    roll(t, 4, 4);
    const out = roll(t, 3, 4);
    expect(settled(out)).toEqual(['1 pass lose 0']);
    expect(out.map((e) => e.type)).toContain('seven-out');
    expect(t.state.shooter).toBe(2);
    expect(t.state.newShooter).toBe(true);
  });

  it("Don't Pass may be reduced but then not increased; a Place Bet may be reduced (§ 623a.4(c), (d))", () => {
    const t = liveTable();
    must(bet(t, 2, 'dont-pass', 20));
    must(bet(t, 1, 'place-8', 12));
    roll(t, 2, 2);
    must(bet(t, 2, 'dont-pass-odds', 100));
    expect(code(t.submit(seat(2), { type: 'withdraw-wager', kind: 'dont-pass', amount: 1000 }))).toBe(
      'odds_above_maximum § 623a.6',
    );
    must(t.submit(seat(2), { type: 'withdraw-wager', kind: 'dont-pass-odds', amount: 5000 }));
    must(t.submit(seat(2), { type: 'withdraw-wager', kind: 'dont-pass', amount: 1000 }));
    must(t.submit(seat(1), { type: 'withdraw-wager', kind: 'place-8', amount: 600 }));
    expect(t.state.wagers.map((w) => `${w.kind} ${w.amount}`)).toEqual([
      'dont-pass 1000',
      'place-8 600',
      'dont-pass-odds 5000',
    ]);
    roll(t, 1, 1);
    expect(code(bet(t, 2, 'dont-pass-odds', 5))).toBe('ok');
  });

  it("Don't Pass may be taken down but not replaced (§ 623a.4(d))", () => {
    const t = liveTable();
    must(bet(t, 2, 'dont-pass', 10));
    must(t.submit(seat(2), { type: 'withdraw-wager', kind: 'dont-pass' }));
    expect(code(bet(t, 2, 'dont-pass', 10))).toBe('dont_wager_removed § 623a.4(d)');
  });

  it('Come goes to its number and is then a contract bet; its odds pay true odds', () => {
    const t = liveTable();
    must(bet(t, 1, 'pass', 10));
    roll(t, 2, 2);
    expect(code(bet(t, 1, 'come-odds-5', 10))).toBe('no_line_wager § 623a.6');
    must(bet(t, 1, 'come', 10));
    const moved = roll(t, 2, 3);
    expect(moved.find((e) => e.type === 'come-point')).toMatchObject({ from: 'come', to: 'come-5' });
    expect(code(t.submit(seat(1), { type: 'withdraw-wager', kind: 'come-5' }))).toBe(
      'contract_wager § 623a.4(c)(2)',
    );
    expect(code(bet(t, 1, 'come-odds-5', 50))).toBe('odds_above_maximum § 623a.6');
    must(bet(t, 1, 'come-odds-5', 40));
    expect(settled(roll(t, 4, 1))).toEqual(['1 come-5 win 1000', '1 come-odds-5 win 6000']);
  });
});

describe('odds (§ 623a.6) with the table maximum', () => {
  it('taking 5x odds on a 6 pays 6 to 5; laying odds is limited by what it wins', () => {
    const t = liveTable();
    must(bet(t, 1, 'pass', 10));
    must(bet(t, 2, 'dont-pass', 10));
    roll(t, 3, 3);
    expect(code(bet(t, 1, 'pass-odds', 51))).toBe('odds_above_maximum § 623a.6');
    must(bet(t, 1, 'pass-odds', 50));
    // 5x on the 6: lay 60 to win 50.
    expect(code(bet(t, 2, 'dont-pass-odds', 61))).toBe('odds_above_maximum § 623a.6');
    must(bet(t, 2, 'dont-pass-odds', 60));
    expect(settled(roll(t, 4, 3))).toEqual([
      '1 pass lose 0',
      '1 pass-odds lose 0',
      '2 dont-pass win 1000',
      '2 dont-pass-odds win 5000',
    ]);
  });

  it("taking down a Don't Pass takes its laid odds with it", () => {
    const t = liveTable();
    must(bet(t, 2, 'dont-pass', 10));
    roll(t, 5, 5);
    must(bet(t, 2, 'dont-pass-odds', 20));
    const out = must(t.submit(seat(2), { type: 'withdraw-wager', kind: 'dont-pass' }));
    expect(out.map((e) => e.type === 'wager-withdrawn' && e.kind)).toEqual(['dont-pass', 'dont-pass-odds']);
  });
});

describe('Place, Lay, Hardways and one-roll wagers at the Rules Submission odds', () => {
  it('Place 6 pays 7 to 6 rounded down to the cent; Hard 8 wins as 4-4 and loses as 5-3', () => {
    const t = liveTable();
    must(bet(t, 1, 'place-6', 10));
    must(bet(t, 1, 'hardway-8', 5));
    must(bet(t, 1, 'field', 5));
    expect(settled(roll(t, 4, 2))).toEqual(['1 field lose 0', '1 place-6 win 1166']);
    must(bet(t, 1, 'field', 5));
    expect(settled(roll(t, 4, 4))).toEqual(['1 field lose 0', '1 hardway-8 win 4500']);
    must(bet(t, 1, 'hardway-8', 5));
    must(bet(t, 1, 'field', 5));
    expect(settled(roll(t, 6, 6))).toEqual(['1 field win 1000']);
    expect(settled(roll(t, 5, 3))).toEqual(['1 hardway-8 lose 0']);
  });

  it('a Lay Bet wins true odds less the vigorish and may be called off for come out rolls (§ 623a.3(a)(42))', () => {
    const t = liveTable();
    must(bet(t, 1, 'lay-4', 40));
    must(t.submit(seat(1), { type: 'call-lay-bet', kind: 'lay-4', off: true }));
    expect(settled(roll(t, 3, 4))).toEqual([]);
    must(t.submit(seat(1), { type: 'call-lay-bet', kind: 'lay-4', off: false }));
    // 40 laid at 1 to 2 wins 20, less 5% vigorish: 19.
    expect(settled(roll(t, 3, 4))).toEqual(['1 lay-4 win 1900']);
  });

  it('refuses wagers below the posted minimum and above the maximum (§§ 623a.3(b), 623a.5(j))', () => {
    const t = liveTable(craps, { minimumWager: 1000, maximumWager: 5000 });
    expect(code(bet(t, 1, 'field', 5))).toBe('below_table_minimum § 623a.3(b)');
    expect(code(bet(t, 1, 'field', 51))).toBe('above_table_maximum § 623a.5(j)');
  });
});

describe('Fire Bet (§§ 623a.2(d)(4), 623a.4(c)(3))', () => {
  it("is placed only before a shooter's first come out roll, stays until a 7, and pays the 4-point tier", () => {
    const t = liveTable();
    must(bet(t, 2, 'fire-bet', 5));
    expect(code(bet(t, 2, 'fire-bet', 5))).toBe('no_increase § 623a.4(c)(3)');
    for (const [a, b] of [
      [2, 2],
      [3, 1],
      [2, 3],
      [4, 1],
      [3, 3],
      [4, 2],
      [4, 4],
      [5, 3],
    ] as const)
      roll(t, a, b);
    expect(code(bet(t, 1, 'fire-bet', 5))).toBe('not_new_shooter § 623a.2(d)(4)(iii)');
    expect(code(t.submit(seat(2), { type: 'withdraw-wager', kind: 'fire-bet' }))).toBe(
      'contract_wager § 623a.4(c)(3)',
    );
    roll(t, 5, 4);
    expect(settled(roll(t, 3, 4))).toEqual(['2 fire-bet win 12000']);
  });
});

describe('Bonus Craps (§§ 623a.3(a)(43), 623a.4(c)(4), 623a.5(h), 623a.12)', () => {
  it('All Small pays 34 to 1 when 2-6 are thrown; All Or Nothing At All stays with the markers', () => {
    const t = liveTable();
    must(bet(t, 1, 'all-small', 5));
    must(bet(t, 1, 'all-or-nothing-at-all', 5));
    expect(code(t.submit(seat(1), { type: 'withdraw-wager', kind: 'all-small' }))).toBe(
      'contract_wager § 623a.12(2)',
    );
    let out: CrapsEvent[] = [];
    for (const [a, b] of [
      [1, 1],
      [1, 2],
      [2, 2],
      [2, 3],
    ] as const)
      out = roll(t, a, b);
    expect(settled(out)).toEqual([]);
    out = roll(t, 3, 3);
    expect(settled(out)).toEqual(['1 all-small win 17000']);
    expect(t.state.bonusMarkers).not.toBe(0);
    expect(t.state.wagers.map((w) => w.kind)).toEqual(['all-or-nothing-at-all']);
  });

  it('a 7 on the come out roll collects them and removes the markers (623a.12(5))', () => {
    const t = liveTable();
    must(bet(t, 1, 'all-tall', 5));
    roll(t, 6, 6);
    expect(code(bet(t, 2, 'all-tall', 5))).toBe('not_new_shooter § 623a.12(1)');
    const out = roll(t, 3, 4);
    expect(settled(out)).toEqual(['1 all-tall lose 0']);
    expect(out.find((e) => e.type === 'bonus-markers-removed')?.citation).toBe('§ 623a.12(5)');
  });

  it('refuses new Bonus Craps wagers while marker buttons are on the layout (spec ruling C1)', () => {
    const t2 = liveTable(craps, {}, [1, 2, 3]);
    must(bet(t2, 3, 'all-tall', 5));
    roll(t2, 6, 6);
    roll(t2, 3, 3);
    roll(t2, 3, 3);
    must(t2.submit(seat(1), { type: 'leave' }));
    t2.runAutomation();
    expect(t2.state.newShooter).toBe(true);
    expect(code(bet(t2, 2, 'all-small', 5))).toBe('bonus_markers_on_layout § 623a.12(3)');
  });

  it('Mini-Craps: no Bonus Craps area, and only seated players wager (§ 623a.4(e), ruling C5)', () => {
    const t = liveTable(miniCraps);
    expect(code(bet(t, 1, 'all-small', 5))).toBe('wager_not_offered § 623a.2(d)(5)');
    expect(code(bet(t, 5, 'field', 5))).toBe('seat_empty § 623a.4(e)');
    expect(code(t.submit(seat(12), { type: 'sit', seat: 12, name: 'X', chips: 100 }))).toBe(
      'no_such_seat § 623a.4(e)',
    );
  });
});

describe('the view', () => {
  it("names the areas the table's layout prints: Mini-Craps has no Bonus Craps area by default (spec ruling C5)", () => {
    expect(liveTable().view(seat(1)).layoutAreas).toEqual({
      fireBet: true,
      bonusCraps: true,
      layBet: true,
      dontBar: 12,
    });
    const mini = liveTable(miniCraps, { fireBet: null, layBet: null, dontBar: 2 });
    expect(mini.view(seat(1)).layoutAreas).toEqual({
      fireBet: false,
      bonusCraps: false,
      layBet: false,
      dontBar: 2,
    });
  });
});
