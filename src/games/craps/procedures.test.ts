/**
 * The table's procedure at Craps and Mini-Craps: leaving and taking wagers down (§ 623a.4(c)-(e)), the
 * dice given around the table and declined (R20), a shooter taking over a point (R47), the Fire Bet's
 * limits, and the "no roll" calls (R19, § 661a.5).
 */
import { describe, expect, it } from 'vitest';
import { placeBets } from '../testing/dice-wagers.js';
import { COMPLIANCE } from '../../engine/describe.js';
import { craps, miniCraps, type CrapsEvent } from './index.js';
import { bet, code, dealer, liveTable, must, roll, seat, settled } from './testing.js';

describe('leaving the table (§ 623a.4(c)-(e))', () => {
  it('at Craps a player with a wager stays while the dice are out: wagers are not taken down then (§ 623a.4(c))', () => {
    const t = liveTable();
    must(bet(t, 2, 'field', 5));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    expect(code(t.submit(seat(2), { type: 'leave' }))).toBe('wager_in_play § 623a.4(c)');
    // Mini-Craps: a seated player who has wagered stays until the round is complete (e).
    const m = liveTable(miniCraps);
    must(bet(m, 2, 'field', 5));
    must(m.apply(dealer, { type: 'no-more-bets' }));
    expect(code(m.submit(seat(2), { type: 'leave' }))).toBe('wager_in_play § 623a.4(e)');
  });
});

describe('taking wagers down, and leaving, under the same sections (§ 623a.4(c), (d))', () => {
  /** Seat 2 with a Pass, a Don't Pass with laid odds, a Place Bet; the puck on 4 and then off. */
  function layout() {
    const t = liveTable();
    placeBets(t, [2, 'dont-pass', 10], [2, 'place-8', 12]);
    roll(t, 2, 2);
    must(bet(t, 2, 'dont-pass-odds', 20));
    return t;
  }
  const withdrawals = (events: readonly CrapsEvent[]) =>
    events.flatMap((e) => (e.type === 'wager-withdrawn' ? [`${e.kind} ${e.citation}`] : []));

  it("leaving takes each wager down as taking it down would: a Don't wager under (d), with its laid odds", () => {
    const down = layout();
    const taken = [
      ...must(down.submit(seat(2), { type: 'withdraw-wager', kind: 'dont-pass' })),
      ...must(down.submit(seat(2), { type: 'withdraw-wager', kind: 'place-8' })),
    ];
    const leaving = must(layout().submit(seat(2), { type: 'leave' }));
    expect(withdrawals(leaving)).toEqual(withdrawals(taken));
    expect(withdrawals(leaving)).toEqual([
      'dont-pass § 623a.4(d)',
      'dont-pass-odds § 623a.6',
      'place-8 § 623a.4(c)',
    ]);
  });

  it('a Pass or Come Bet taken down before its point is removed under (c), which (c)(1) and (2) only limit', () => {
    const t = liveTable();
    must(bet(t, 1, 'pass', 10));
    expect(withdrawals(must(t.submit(seat(1), { type: 'withdraw-wager', kind: 'pass' })))).toEqual([
      'pass § 623a.4(c)',
    ]);
  });
});

describe('a shooter who takes over a point (ruling R47, § 623a.2(d)(4)(iii)(B), § 623a.12(1))', () => {
  it("finishes the hand; Fire Bets and Bonus Craps wait for the shooter's initial come out roll", () => {
    const t = liveTable(craps, {}, [1, 2, 3]);
    must(bet(t, 3, 'place-8', 12));
    roll(t, 2, 2); // shooter 1: point 4
    must(t.submit(seat(1), { type: 'leave' }));
    must(t.apply(dealer, { type: 'select-shooter' }));
    expect(t.state.rotation.holder).toBe(2);
    expect(t.view(seat(2)).newShooter).toBe(false);
    expect(code(bet(t, 3, 'fire-bet', 5))).toBe('not_new_shooter § 623a.2(d)(4)(iii)');
    expect(code(bet(t, 3, 'all-small', 5))).toBe('not_new_shooter § 623a.12(1)');
    // The point is made: the next roll is shooter 2's initial come out roll; the 4 he made is not his.
    const made = roll(t, 1, 3);
    expect(made.some((e) => e.type === 'fire-point-made')).toBe(false);
    expect(t.view(seat(2)).newShooter).toBe(true);
    expect(code(bet(t, 3, 'fire-bet', 5))).toBe('ok');
    roll(t, 3, 3);
    expect(settled(roll(t, 3, 3))).toEqual([]);
    expect(t.view(seat(3)).firePointsMade).toEqual([6]);
  });
});

describe('Fire Bet limits (§ 623a.2(d)(4)(iii)(C))', () => {
  it('a Rules Submission may post Fire Bet limits apart from the table minimum and maximum', () => {
    const t = liveTable(craps, { fireBetLimits: { minimum: 100, maximum: 1000 } });
    expect(code(bet(t, 1, 'fire-bet', 1))).toBe('ok');
    expect(code(bet(t, 2, 'fire-bet', 11))).toBe('above_table_maximum § 623a.2(d)(4)(iii)(C)');
    expect(code(bet(t, 1, 'field', 1))).toBe('below_table_minimum § 623a.3(b)');
    const r = bet(t, 2, 'fire-bet', 0.5);
    expect(r.ok ? '' : r.error.message).toBe('the Fire Bet minimum is $1.00');
    // Offered to a new shooter's table at its own minimum, below the table's.
    const fresh = liveTable(craps, { minimumWager: 2500, fireBetLimits: { minimum: 100, maximum: 1000 } });
    expect(fresh.view(seat(1)).legalActions.some((a) => a.params?.['kind'] === 'fire-bet')).toBe(true);
    // Without them the table's posted limits apply, as before.
    expect(code(bet(liveTable(), 1, 'fire-bet', 1))).toBe('below_table_minimum § 623a.3(b)');
  });
});

describe('the shooter may decline the dice (ruling R20: clockwise, § 623a.2(d)(4)(i))', () => {
  it('before a first throw the dice pass clockwise past every player who declined, then the offer starts again', () => {
    const t = liveTable(craps, {}, [1, 3, 5]);
    expect(t.state.rotation.holder).toBe(1);
    must(bet(t, 3, 'fire-bet', 5));
    const s0 = t.state;
    const out = must(t.submit(seat(1), { type: 'decline-dice' }));
    expect(craps.describe(out[0]!, COMPLIANCE, s0)).toBe(
      'seat 1 declines the dice; they pass on clockwise  [§ 623a.2(d)(4)(i)]',
    );
    expect(out[0]).toMatchObject({
      type: 'dice-declined',
      seat: 1,
      everyoneDeclined: false,
      citation: '§ 623a.2(d)(4)(i)',
    });
    expect(code(t.submit(seat(1), { type: 'decline-dice' }))).toBe('not_the_shooter § 623a.2(d)(4)(i)');
    must(t.apply(dealer, { type: 'select-shooter' }));
    expect(t.state.rotation.holder).toBe(3);
    must(t.submit(seat(3), { type: 'decline-dice' }));
    must(t.apply(dealer, { type: 'select-shooter' }));
    expect(t.state.rotation.holder).toBe(5);
    expect(must(t.submit(seat(5), { type: 'decline-dice' }))[0]).toMatchObject({ everyoneDeclined: true });
    must(t.apply(dealer, { type: 'select-shooter' }));
    expect(t.state.rotation.holder).toBe(1);
    // Still a new shooter: the Fire Bet placed before is untouched and new ones are accepted.
    expect(t.state.newShooter).toBe(true);
    expect(code(bet(t, 5, 'fire-bet', 5))).toBe('ok');
    expect(t.state.wagers.map((w) => `${w.seat} ${w.kind}`)).toEqual(['3 fire-bet', '5 fire-bet']);
  });

  it('a player who declined and left is offered the dice again on coming back', () => {
    const t = liveTable(craps, {}, [1, 2]);
    must(t.submit(seat(1), { type: 'decline-dice' }));
    must(t.submit(seat(1), { type: 'leave' }));
    must(t.submit(seat(1), { type: 'sit', seat: 1, name: 'P1', chips: 1000 }));
    expect(t.state.rotation.declined).toEqual([]);
    must(t.apply(dealer, { type: 'select-shooter' }));
    expect(t.state.rotation.holder).toBe(2);
    must(t.submit(seat(2), { type: 'decline-dice' }));
    must(t.apply(dealer, { type: 'select-shooter' }));
    expect(t.state.rotation.holder).toBe(1);
  });

  it('once the shooter has thrown, the dice are not declined but pass at the seven out', () => {
    const t = liveTable();
    must(bet(t, 1, 'pass', 10));
    roll(t, 2, 2);
    expect(code(t.submit(seat(1), { type: 'decline-dice' }))).toBe('dice_in_play § 623a.2(d)(4)(i)');
    expect(t.view({ role: 'player', seat: 1 }).legalActions.some((a) => a.type === 'decline-dice')).toBe(
      false,
    );
  });
});

describe('invalid rolls and "no roll" calls (ruling R19: § 661a.5 applied to the Craps dice)', () => {
  it('a no roll called for the thrown dice decides nothing: same wagers, same puck, the shooter throws again', () => {
    const t = liveTable();
    placeBets(t, [1, 'pass', 10], [1, 'field', 5], [2, 'fire-bet', 5]);
    must(t.apply(dealer, { type: 'no-more-bets' }));
    must(t.submit(dealer, { type: 'roll', dice: [3, 4] }));
    const before = t.state.wagers;
    const s0 = t.state;
    const out = must(t.submit(dealer, { type: 'no-roll', reason: 'cocked-on-several-sides' }));
    expect(out).toEqual([expect.objectContaining({ type: 'no-roll', citation: '§ 661a.5(f)' })]);
    expect(craps.describe(out[0]!, COMPLIANCE, s0)).toBe(
      '"No roll": a die rests on chips on more than one side: void, rethrown; nothing is decided and the dice are thrown again  [§ 661a.5(f)]',
    );
    expect(t.state.phase).toBe('rolling');
    expect(t.state.wagers).toEqual(before);
    expect(t.state.point).toBeNull();
    // The first throw was voided, so the shooter is still new.
    expect(t.state.newShooter).toBe(true);
    expect(code(t.submit(dealer, { type: 'settle' }))).toBe('nothing_to_settle ');
    must(t.submit(dealer, { type: 'roll', dice: [2, 2] }));
    expect(settled(must(t.submit(dealer, { type: 'settle' })))).toEqual(['1 field win 500']);
    expect(t.state.point).toBe(4);
  });

  it('the stickperson may call it before calling the dice; chips on the layout are no cause (§ 661a.5(d))', () => {
    const t = liveTable();
    must(bet(t, 1, 'any-seven', 5));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    expect(code(t.submit(dealer, { type: 'no-roll', reason: 'landed-on-chips' }))).toBe(
      'not_a_no_roll § 661a.5(d)',
    );
    expect(code(t.submit(dealer, { type: 'no-roll', reason: 'missed-far-end' }))).toBe('ok');
    expect(t.state.phase).toBe('rolling');
    const calls = t.view({ role: 'dealer' }).legalActions.filter((a) => a.type === 'no-roll');
    expect(calls.map((a) => a.params?.['reason'])).not.toContain('landed-on-chips');
    expect(calls).toHaveLength(10);
    expect(code(t.submit(seat(1), { type: 'no-roll', reason: 'die-on-die' }))).toBe('not_permitted ');
  });

  it('once the dice are called, only a die cocked on chips (f) or a disputed face (g) voids the throw (§ 661a.5(e)-(g))', () => {
    const t = liveTable();
    must(bet(t, 1, 'pass', 10));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    must(t.submit(dealer, { type: 'roll', dice: [3, 4] }));
    for (const reason of ['die-off-table', 'die-on-die', 'missed-far-end', 'improper-throw'] as const)
      expect(code(t.submit(dealer, { type: 'no-roll', reason }))).toBe('throw_called § 661a.5(e)');
    const calls = t.view({ role: 'dealer' }).legalActions.filter((a) => a.type === 'no-roll');
    expect(calls.map((a) => a.params?.['reason'])).toEqual(['cocked-on-several-sides', 'disputed']);
    expect(code(t.submit(dealer, { type: 'no-roll', reason: 'disputed' }))).toBe('ok');
    // Voided: the dice are thrown again, and before that call any reason stands.
    expect(code(t.submit(dealer, { type: 'no-roll', reason: 'die-off-table' }))).toBe('ok');
  });

  it('no roll is called only while the dice are out', () => {
    const t = liveTable();
    expect(code(t.submit(dealer, { type: 'no-roll', reason: 'die-on-die' }))).toBe('no_throw ');
  });
});
