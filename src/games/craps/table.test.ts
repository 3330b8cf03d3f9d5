import { describe, expect, it } from 'vitest';
import { placeBets } from '../testing/dice-wagers.js';
import { pocket } from '../../engine/pockets.js';
import { balance } from '../../engine/wagers.js';
import { craps, miniCraps, type CrapsEvent } from './index.js';
import { bet, code, liveTable, must, roll, seat, settled } from './testing.js';

describe('line wagers (§§ 623a.3(a), 623a.4(c), (d))', () => {
  // Pass wins on a come out 7 or 11 and loses on 2, 3, 12; Don't Pass pushes on the barred 12 and wins on 2.
  it.each([
    { seat: 1, wager: 'pass', dice: [3, 4], settled: '1 pass win 1000' },
    { seat: 1, wager: 'pass', dice: [1, 2], settled: '1 pass lose 0' },
    { seat: 2, wager: 'dont-pass', dice: [6, 6], settled: '2 dont-pass push 0' },
    { seat: 2, wager: 'dont-pass', dice: [1, 1], settled: '2 dont-pass win 1000' },
  ] as const)('$wager on a come out $dice: $settled', ({ seat: s, wager, dice: [a, b], settled: result }) => {
    const t = liveTable();
    must(bet(t, s, wager, 10));
    expect(settled(roll(t, a, b))).toEqual([result]);
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
    expect(t.state.rotation.holder).toBe(2);
    expect(t.state.newShooter).toBe(true);
  });

  it("Don't Pass may be reduced but then not increased; a Place Bet may be reduced (§ 623a.4(c), (d))", () => {
    const t = liveTable();
    placeBets(t, [2, 'dont-pass', 20], [1, 'place-8', 12]);
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
    placeBets(t, [1, 'pass', 10], [2, 'dont-pass', 10]);
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
    placeBets(t, [1, 'place-6', 10], [1, 'hardway-8', 5], [1, 'field', 5]);
    expect(settled(roll(t, 4, 2))).toEqual(['1 field lose 0', '1 place-6 win 1166']);
    must(bet(t, 1, 'field', 5));
    expect(settled(roll(t, 4, 4))).toEqual(['1 field lose 0', '1 hardway-8 win 4500']);
    placeBets(t, [1, 'hardway-8', 5], [1, 'field', 5]);
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

  it('Place and Buy Bets work on every roll unless the player calls them off for come out rolls (ruling R46)', () => {
    const t = liveTable();
    placeBets(t, [1, 'place-6', 12], [1, 'place-to-lose-8', 5], [2, 'buy-4', 20]);
    for (const kind of ['place-6', 'place-to-lose-8'])
      must(t.submit(seat(1), { type: 'call-place-bet', kind, off: true }));
    const offered = t.view(seat(1)).legalActions.filter((a) => a.type === 'call-place-bet');
    expect(offered.map((a) => `${String(a.params?.['kind'])} ${String(a.params?.['off'])}`)).toEqual([
      'place-6 false',
      'place-to-lose-8 false',
    ]);
    expect(code(t.submit(seat(1), { type: 'call-place-bet', kind: 'place-6', off: true }))).toBe(
      'no_change § 623a.3(a)',
    );
    expect(code(t.submit(seat(2), { type: 'call-place-bet', kind: 'place-6', off: true }))).toBe(
      'no_such_wager § 623a.3(a)',
    );
    // A come out 7 and a come out 6: the bets called off are not decided; the Buy Bet working is.
    expect(settled(roll(t, 3, 4))).toEqual(['2 buy-4 lose 0']);
    expect(settled(roll(t, 3, 3))).toEqual([]);
    expect(t.state.wagers.map((w) => w.kind)).toEqual(['place-6', 'place-to-lose-8']);
    // Once the point is established they work again, called off or not.
    expect(settled(roll(t, 5, 1))).toEqual(['1 place-6 win 1400']);
    must(t.submit(seat(1), { type: 'call-place-bet', kind: 'place-to-lose-8', off: false }));
    expect(settled(roll(t, 3, 4))).toEqual(['1 place-to-lose-8 win 400']);
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
    placeBets(t, [1, 'all-small', 5], [1, 'all-or-nothing-at-all', 5]);
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

  it('Craps numbers at most 16 positions (§ 623a.2(d)(4)(i))', () => {
    const t = liveTable();
    expect(code(t.submit(seat(17), { type: 'sit', seat: 17, name: 'X', chips: 100 }))).toBe(
      'no_such_seat § 623a.2(d)(4)(i)',
    );
  });

  it('Mini-Craps with an approved Bonus Craps layout declared takes the Bonus Craps wagers (ruling C5)', () => {
    const t = liveTable(miniCraps, { bonusCraps: true, bonusCrapsLayoutApproved: true });
    expect(code(bet(t, 1, 'all-small', 5))).toBe('ok');
    expect(t.view(seat(1)).layoutAreas.bonusCraps).toBe(true);
  });
});

describe('Buy Bets (ruling R16: § 623a.5(g)(3), (i))', () => {
  it('pays true odds less 5 % of the amount bought, rounded down to the cent', () => {
    const t = liveTable();
    placeBets(t, [1, 'buy-4', 20], [2, 'buy-10', 25]);
    // $20 on the 4 wins $40 at 2 to 1 less $1.00; $25 on the 10 wins $50 less $1.25.
    expect(settled(roll(t, 2, 2))).toEqual(['1 buy-4 win 3900']);
    expect(settled(roll(t, 5, 5))).toEqual(['2 buy-10 win 4875']);
    must(bet(t, 1, 'buy-6', 30));
    const out = roll(t, 3, 4);
    expect(settled(out)).toEqual(['1 buy-6 lose 0']);
    expect(out.find((e) => e.type === 'wager-settled')?.citation).toBe('§ 623a.3(a)');
  });

  it('with the vigorish collected when placed, it is taken at once and the win pays full true odds', () => {
    const t = liveTable(craps, { buyBet: { percent: 5, collected: 'when-placed' } });
    const placed = must(bet(t, 1, 'buy-5', 20));
    expect(placed.find((e) => e.type === 'vigorish-collected')).toMatchObject({
      amount: 100,
      citation: '§ 623a.5(g)(3)',
    });
    expect(settled(roll(t, 1, 4))).toEqual(['1 buy-5 win 3000']);
  });

  it('a vigorish paid when placed is not returned when the bet is taken down (ruling R16, as the Lay Bet)', () => {
    const t = liveTable(craps, { buyBet: { percent: 5, collected: 'when-placed' } });
    const before = t.state.seats.find((x) => x.seat === 1)?.chips ?? 0;
    must(bet(t, 1, 'buy-10', 40));
    must(t.submit(seat(1), { type: 'withdraw-wager', kind: 'buy-10' }));
    expect(t.state.seats.find((x) => x.seat === 1)?.chips).toBe(before - 200);
    expect(balance(t.state, pocket.bank)).toBe(200);
  });

  it('may be reduced or taken down before a roll decides it (§ 623a.4(c)); a table may not offer it', () => {
    const t = liveTable();
    must(bet(t, 1, 'buy-9', 40));
    must(t.submit(seat(1), { type: 'withdraw-wager', kind: 'buy-9', amount: 2000 }));
    expect(t.state.wagers.map((w) => `${w.kind} ${w.amount}`)).toEqual(['buy-9 2000']);
    must(t.submit(seat(1), { type: 'withdraw-wager', kind: 'buy-9' }));
    expect(t.state.wagers).toEqual([]);
    const off = liveTable(craps, { buyBet: null });
    expect(code(bet(off, 1, 'buy-4', 20))).toBe('wager_not_offered § 623a.5(g)(3)');
  });
});

describe('Horn, Horn High and World (ruling R17: the one-roll wagers of § 623a.3(a) in one stack)', () => {
  it('Horn $8 ($2 a number): a 12 nets $54, a 3 nets $24, anything else loses the stack', () => {
    const t = liveTable();
    // The posted minimum applies to the stack, one wager: $4 is under the $5 minimum.
    expect(code(bet(t, 1, 'horn', 4))).toBe('below_table_minimum § 623a.3(b)');
    must(bet(t, 1, 'horn', 8));
    expect(settled(roll(t, 6, 6))).toEqual(['1 horn win 5400']);
    must(bet(t, 1, 'horn', 8));
    expect(settled(roll(t, 1, 2))).toEqual(['1 horn win 2400']);
    must(bet(t, 1, 'horn', 8));
    expect(settled(roll(t, 3, 4))).toEqual(['1 horn lose 0']);
  });

  it('Horn High 12 $5 nets $57 on a 12 and $11 on an 11; World $5 is a push on a 7 and nets $26 on a 2', () => {
    const t = liveTable();
    placeBets(t, [1, 'horn-high-12', 5], [2, 'world', 5]);
    expect(settled(roll(t, 6, 6))).toEqual(['1 horn-high-12 win 5700', '2 world win 2600']);
    placeBets(t, [1, 'horn-high-12', 5], [2, 'world', 5]);
    expect(settled(roll(t, 6, 5))).toEqual(['1 horn-high-12 win 1100', '2 world win 1100']);
    must(bet(t, 2, 'world', 5));
    expect(settled(roll(t, 3, 4))).toEqual(['2 world push 0']);
    expect(t.state.seats.find((x) => x.seat === 2)?.chips).toBe(1_000_00 + 2600 + 1100);
  });

  it('must divide into equal parts, and may be turned off by the Rules Submission', () => {
    const t = liveTable();
    for (const [kind, amount] of [
      ['horn', 1002],
      ['world', 1001],
    ] as const)
      expect(code(t.submit(seat(1), { type: 'place-wager', kind, amount })), kind).toBe(
        'not_in_equal_parts § 623a.3(a)',
      );
    const off = liveTable(craps, { horn: false, world: false });
    for (const kind of ['horn-high-3', 'world'])
      expect(code(bet(off, 1, kind, 5)), kind).toBe('wager_not_offered § 623a.3(a)');
  });
});

describe('no Put Bet (ruling R18)', () => {
  it('a Pass Bet made on a point already established is refused with its citation, and never offered', () => {
    const t = liveTable();
    must(bet(t, 1, 'pass', 10));
    roll(t, 3, 3);
    expect(code(bet(t, 2, 'put-6', 10))).toBe('wager_not_authorized § 623a.4(c)(1)');
    expect(t.view({ role: 'player', seat: 2 }).legalActions.some((a) => a.params?.['kind'] === 'put-6')).toBe(
      false,
    );
    expect(t.view({ role: 'player', seat: 2 }).legalActions.some((a) => a.params?.['kind'] === 'buy-6')).toBe(
      true,
    );
  });
});

describe('the layout offers the new wagers as legal actions', () => {
  it('with a $7.02 minimum the Horn and World are still offered (probed in whole equal parts)', () => {
    const t = liveTable(craps, { minimumWager: 702 });
    const kinds = t
      .view({ role: 'player', seat: 1 })
      .legalActions.filter((a) => a.type === 'place-wager')
      .map((a) => String(a.params?.['kind']));
    expect(kinds).toEqual(
      expect.arrayContaining(['buy-4', 'buy-10', 'horn', 'horn-high-2', 'horn-high-12', 'world', 'big-6']),
    );
    const cents = (kind: string, amount: number) => t.submit(seat(1), { type: 'place-wager', kind, amount });
    expect(code(cents('horn', 702))).toBe('not_in_equal_parts § 623a.3(a)');
    expect(code(cents('horn', 704))).toBe('ok');
    expect(code(cents('world', 705))).toBe('ok');
    const none = liveTable(craps, { buyBet: null, horn: false, world: false });
    const offered = none
      .view({ role: 'player', seat: 1 })
      .legalActions.map((a) => String(a.params?.['kind']));
    expect(offered.some((k) => k.startsWith('buy-') || k.startsWith('horn') || k === 'world')).toBe(false);
  });
});

describe('the view', () => {
  it("names the areas the table's layout prints: Mini-Craps has no Bonus Craps area by default (spec ruling C5)", () => {
    expect(liveTable().view(seat(1)).layoutAreas).toEqual({
      fireBet: true,
      bonusCraps: true,
      layBet: true,
      buyBet: true,
      horn: true,
      world: true,
      dontBar: 12,
    });
    const mini = liveTable(miniCraps, {
      fireBet: null,
      layBet: null,
      buyBet: null,
      horn: false,
      world: false,
      dontBar: 2,
    });
    expect(mini.view(seat(1)).layoutAreas).toEqual({
      fireBet: false,
      bonusCraps: false,
      layBet: false,
      buyBet: false,
      horn: false,
      world: false,
      dontBar: 2,
    });
  });
});
