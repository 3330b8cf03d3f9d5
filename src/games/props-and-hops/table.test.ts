import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import { Table } from '../../engine/table.js';
import { code, dealer, must, openTable, seat } from '../testing/table.js';
import {
  propsAndHops,
  type PropsAndHopsCommand,
  type PropsAndHopsEvent,
  type PropsAndHopsOptions,
  type PropsAndHopsState,
  type PropsAndHopsView,
} from './index.js';
import { describeDiceTableProperties } from '../testing/dice-tables.js';

const liveTable = (seats = [2, 5]) => openTable(propsAndHops, { seats });
type T = ReturnType<typeof liveTable>;
/** The player offered the shaker, if anyone is, takes it. */
function accept(
  t: Table<PropsAndHopsOptions, PropsAndHopsState, PropsAndHopsCommand, PropsAndHopsEvent, PropsAndHopsView>,
) {
  t.runAutomation();
  if (t.state.offeredTo !== null) must(t.submit(seat(t.state.offeredTo), { type: 'accept-shaker' }));
}
const bet = (t: T, s: number, kind: string, dollars: number) =>
  t.submit(seat(s), { type: 'place-wager', kind, amount: dollars * 100 });
/**
 * "No more bets"; at the commencement of play that call offers the shaker, which is taken, and the
 * dealer calls again (ruling R33).
 */
function closeBets(t: T): PropsAndHopsEvent[] {
  const out = [...must(t.apply(dealer, { type: 'no-more-bets' }))];
  if (t.state.phase !== 'betting') return out;
  accept(t);
  return [...out, ...must(t.apply(dealer, { type: 'no-more-bets' }))];
}
function roll(t: T, a: number, b: number): PropsAndHopsEvent[] {
  const out = closeBets(t);
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
    closeBets(t);
    expect(code(bet(t, 2, 'field', 1))).toBe('wager_after_no_more_bets § 668a.2(a)');
    expect(code(t.submit(seat(2), { type: 'withdraw-wager', kind: 'field' }))).toBe(
      'wager_after_no_more_bets § 668a.2(a)',
    );
    expect(code(t.submit(seat(2), { type: 'leave' }))).toBe('wager_in_play § 668a.2(c)');
  });

  it('"no roll" decides nothing and the dice are shaken again (§ 668a.3(g), (h))', () => {
    const t = liveTable();
    must(bet(t, 2, 'field', 1));
    closeBets(t);
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

describe('the commencement of play (§ 668a.3(d)-(f); ruling R33)', () => {
  it('the first "no more bets" offers the shaker to the player then farthest to the dealer\'s left; the wagers close once he holds it', () => {
    const t = new Table(propsAndHops, propsAndHops.options.parse({}), SeededRng.fromSeed(4), {
      automated: true,
    });
    must(t.submit(seat(2), { type: 'sit', seat: 2, name: 'First', chips: 100_000 }));
    t.runAutomation();
    // Whoever sits down first is not handed the shaker: play has not commenced.
    expect(t.state.offeredTo).toBeNull();
    expect(code(t.submit(dealer, { type: 'offer-shaker' }))).toBe('play_not_commenced § 668a.3(f)');
    must(t.submit(seat(6), { type: 'sit', seat: 6, name: 'Left', chips: 100_000 }));
    must(t.submit(seat(4), { type: 'sit', seat: 4, name: 'Middle', chips: 100_000 }));
    must(bet(t, 2, 'field', 1));
    const first = must(t.submit(dealer, { type: 'no-more-bets' }));
    expect(first.map((e) => [e.type, 'citation' in e ? e.citation : undefined])).toEqual([
      ['shaker-offered', '§ 668a.3(f)'],
    ]);
    expect(t.state.offeredTo).toBe(6);
    expect(t.runAutomation()).toEqual([]); // the table waits on seat 6
    // Nobody holds the shaker yet: the wagers stay open.
    expect(t.state.phase).toBe('betting');
    must(bet(t, 4, 'field', 1));
    expect(code(t.submit(dealer, { type: 'no-more-bets' }))).toBe('no_shooter § 668a.3(f)');
    must(t.submit(seat(6), { type: 'decline-shaker' }));
    must(t.submit(seat(4), { type: 'accept-shaker' }));
    const closed = must(t.submit(dealer, { type: 'no-more-bets' }));
    expect(closed.map((e) => e.type)).toEqual(['no-more-bets']);
    const round = t.runAutomation().map((e) => e.type);
    expect(round).toContain('dice-uncovered');
    expect(round).toContain('round-complete');
    expect(t.state.shooter === 4 || round.includes('shaker-passed')).toBe(true);
  });

  it('once every player has declined in turn, the shaker is offered again only when a player wagers or sits', () => {
    const t = openTable(propsAndHops, { seed: 4, automated: true, seats: [5, 3] });
    must(bet(t, 3, 'field', 1));
    must(t.submit(dealer, { type: 'no-more-bets' })); // offered to seat 5
    must(t.submit(seat(5), { type: 'decline-shaker' })); // on to seat 3
    const last = must(t.submit(seat(3), { type: 'decline-shaker' }));
    expect(last.map((e) => e.type)).toEqual(['shaker-declined']); // not round to seat 5 again
    expect(t.runAutomation()).toEqual([]);
    expect(propsAndHops.overdue?.(t.state)).toBeUndefined(); // nobody is waited on: the table is still
    expect(t.view(seat(3)).next).toBe(
      'everyone has declined the shaker: it is offered again when a player wagers or sits down',
    );
    must(t.submit(seat(3), { type: 'withdraw-wager', kind: 'field' })); // the wagers stayed open
    must(bet(t, 3, 'field', 1)); // a wager: the dealer offers the shaker round again
    expect(t.runAutomation().map((e) => e.type)).toEqual(['shaker-offered']);
    expect(t.state.offeredTo).toBe(5);
    must(t.submit(seat(5), { type: 'decline-shaker' }));
    must(t.submit(seat(3), { type: 'decline-shaker' }));
    expect(t.runAutomation()).toEqual([]);
    must(t.submit(seat(1), { type: 'sit', seat: 1, name: 'P1', chips: 100_000 })); // someone new sits down
    t.runAutomation();
    expect(t.state.offeredTo).toBe(1); // to the left of seat 3, the last to decline
  });
});

describe('an automated table waiting on a player who does not answer (ruling R22)', () => {
  it('a player offered the shaker who does not answer loses the offer: it passes to the left', () => {
    const t = openTable(propsAndHops, { seed: 5, automated: true, seats: [6, 2] });
    expect(propsAndHops.overdue?.(t.state)).toBeUndefined(); // nobody is waited on while betting is open
    must(bet(t, 2, 'field', 1));
    must(t.submit(dealer, { type: 'no-more-bets' }));
    expect(t.state.offeredTo).toBe(6); // seat 6 has gone away
    const due = propsAndHops.overdue?.(t.state);
    expect(due).toEqual({ actor: seat(6), command: { type: 'decline-shaker' } });
    must(t.apply(due!.actor, due!.command));
    expect(t.state.offeredTo).toBe(2);
    must(t.submit(seat(2), { type: 'accept-shaker' }));
    expect(propsAndHops.overdue?.(t.state)).toBeUndefined();
    must(t.submit(dealer, { type: 'no-more-bets' }));
    t.runAutomation();
    expect(t.state.wagers).toEqual([]); // the round was played and settled
    // A live table waits on its dealer, who offers the shaker himself.
    const live = liveTable([6, 2]);
    must(bet(live, 2, 'field', 1));
    must(live.apply(dealer, { type: 'no-more-bets' }));
    expect(propsAndHops.overdue?.(live.state)).toBeUndefined();
  });
});

describe('the shaker (§ 668a.3(f), (k); spec ruling B5)', () => {
  it("goes first to the player farthest to the dealer's left, stays until a 7, then passes to the left", () => {
    const t = liveTable([1, 3, 5]);
    expect(t.state.shooter).toBeNull(); // offered at the commencement of play (ruling R33)
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

  it('spec rulings B3, B4 (R32): accepted, increased and re-placed until a lammer is collected, whether or not the lammers are out', () => {
    const t = liveTable();
    must(bet(t, 2, 'six-eight-shake', 1));
    must(bet(t, 5, 'six-eight-shake', 1));
    roll(t, 1, 1); // the sequence starts (lammers out); 1-1 carries no lammer
    expect(t.state.lammersOut).toBe(true);
    must(bet(t, 2, 'six-eight-shake', 1)); // increased
    must(t.submit(seat(5), { type: 'withdraw-wager', kind: 'six-eight-shake' }));
    must(bet(t, 5, 'six-eight-shake', 2)); // re-placed after a take-down
    must(t.submit(seat(5), { type: 'withdraw-wager', kind: 'six-eight-shake' }));
    must(t.submit(seat(2), { type: 'withdraw-wager', kind: 'six-eight-shake' })); // the last: lammers back
    expect(t.state.lammersOut).toBe(false);
    must(bet(t, 2, 'six-eight-shake', 1));
    must(bet(t, 5, 'six-eight-shake', 1));
    roll(t, 2, 4); // a lammer collected: from now on, no Six Eight Shake is placed, increased or re-placed
    must(t.submit(seat(5), { type: 'withdraw-wager', kind: 'six-eight-shake' }));
    for (const s of [2, 5]) {
      const r = bet(t, s, 'six-eight-shake', 1);
      expect(code(r)).toBe('six_eight_shake_in_progress § 668a.3(e)');
      expect(r.ok ? '' : r.error.message).toBe(
        'the lammer on 2-4 has been collected: no Six Eight Shake Wager is placed, increased or re-placed until the sequence ends (spec rulings B3, B4)',
      );
    }
  });

  it('loses on a 7; may be taken down at any time before it, even after "no more bets"', () => {
    const t = liveTable();
    must(bet(t, 2, 'six-eight-shake', 1));
    must(bet(t, 5, 'six-eight-shake', 1));
    roll(t, 1, 5);
    closeBets(t);
    must(t.submit(seat(5), { type: 'withdraw-wager', kind: 'six-eight-shake' }));
    must(t.submit(dealer, { type: 'uncover', dice: [6, 1] }));
    const out = must(t.submit(dealer, { type: 'settle' }));
    expect(settled(out)).toEqual(['2 six-eight-shake lose 0']);
    expect(out.map((e) => e.type)).toContain('lammers-returned');
  });

  it('§ 668a.2(f)(8): not taken down once the uncovered shaker shows a 7; the 7 collects it', () => {
    const t = liveTable();
    must(bet(t, 2, 'six-eight-shake', 1));
    must(bet(t, 5, 'six-eight-shake', 1));
    closeBets(t);
    must(t.submit(dealer, { type: 'uncover', dice: [5, 2] }));
    expect(code(t.submit(seat(5), { type: 'withdraw-wager', kind: 'six-eight-shake' }))).toBe(
      'seven_rolled § 668a.2(f)(8)',
    );
    const out = must(t.submit(dealer, { type: 'settle' }));
    expect(settled(out)).toEqual(['2 six-eight-shake lose 0', '5 six-eight-shake lose 0']);
    // A "no roll" voids the 7: the wager may come down again before the next roll.
    accept(t);
    must(bet(t, 5, 'six-eight-shake', 1));
    closeBets(t);
    must(t.submit(dealer, { type: 'uncover', dice: [3, 4] }));
    must(t.submit(dealer, { type: 'no-roll', reason: 'not-flat' }));
    must(t.submit(seat(5), { type: 'withdraw-wager', kind: 'six-eight-shake' }));
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

describeDiceTableProperties('properties of a Props & Hops table', {
  game: propsAndHops,
  seats: [1, 4, 6],
  chips: 100_000,
  stake: 100,
  stakes: 5,
  accept: 'accept-shaker',
  rounds: 20,
  simulate: { scope: 'all', rounds: 20_000, seed: 3 },
});
