import { describe, expect, it } from 'vitest';
import { placeBets } from '../testing/dice-wagers.js';
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
import { describeDiceOffering, describeDiceTableProperties } from '../testing/dice-tables.js';
import { everyoneDeclined } from './procedure.js';

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
    placeBets(
      t,
      [2, 'double-8', 1],
      [2, 'any-number-2-5', 1],
      [5, 'field', 10],
      [5, 'one-six-and-under', 10],
    );
    expect(settled(roll(t, 4, 4))).toEqual([
      '2 any-number-2-5 lose 0',
      '5 field lose 0',
      '5 one-six-and-under lose 0',
      '2 double-8 win 3000',
    ]);
    placeBets(
      t,
      [2, 'any-number-2-5', 1],
      [5, 'field', 10],
      [5, 'one-six-and-under', 10],
      [5, 'three-four-and-over', 10],
    );
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

describeDiceOffering(propsAndHops, {
  titles: {
    commencement: 'the commencement of play (§ 668a.3(d)-(f); ruling R33)',
    firstOffer:
      'the first "no more bets" offers the shaker to the player then farthest to the dealer\'s left; the wagers close once he holds it',
    everyoneDeclined:
      'once every player has declined in turn, the shaker is offered again only when a player wagers or sits',
    nobodyAnswers: 'a player offered the shaker who does not answer loses the offer: it passes to the left',
  },
  offeredTo: (s) => s.offeredTo,
  everyoneDeclined,
  offer: 'offer-shaker',
  accept: 'accept-shaker',
  decline: 'decline-shaker',
  offered: 'shaker-offered',
  declined: 'shaker-declined',
  commencement: {
    first: [2, 'field', 100],
    notCommenced: 'play_not_commenced § 668a.3(f)',
    later: [
      [6, 'Left'],
      [4, 'Middle'],
    ],
    offers: [['shaker-offered', '§ 668a.3(f)']],
    offeredTo: 6,
    meanwhile: [4, 'field', 100],
    noHolder: 'no_shooter § 668a.3(f)',
    accepts: 4,
    closed: [['no-more-bets', '§ 668a.3(e)']],
    played: ['dice-uncovered', 'round-complete'],
    after: (s, played) => s.shooter === 4 || played.includes('shaker-passed'),
  },
  declining: {
    seats: [5, 3],
    wager: [3, 'field', 100],
    next: 'everyone has declined the shaker: it is offered again when a player wagers or sits down',
    sits: 1,
    offeredTo: 1, // to the left of seat 3, the last to decline
  },
  unanswered: { seats: [6, 2], wager: [2, 'field', 100] },
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
    placeBets(t, [2, 'six-eight-shake', 1], [5, 'six-eight-shake', 1]);
    roll(t, 1, 1); // the sequence starts (lammers out); 1-1 carries no lammer
    expect(t.state.lammersOut).toBe(true);
    must(bet(t, 2, 'six-eight-shake', 1)); // increased
    must(t.submit(seat(5), { type: 'withdraw-wager', kind: 'six-eight-shake' }));
    must(bet(t, 5, 'six-eight-shake', 2)); // re-placed after a take-down
    must(t.submit(seat(5), { type: 'withdraw-wager', kind: 'six-eight-shake' }));
    must(t.submit(seat(2), { type: 'withdraw-wager', kind: 'six-eight-shake' })); // the last: lammers back
    expect(t.state.lammersOut).toBe(false);
    placeBets(t, [2, 'six-eight-shake', 1], [5, 'six-eight-shake', 1]);
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
    placeBets(t, [2, 'six-eight-shake', 1], [5, 'six-eight-shake', 1]);
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
    placeBets(t, [2, 'six-eight-shake', 1], [5, 'six-eight-shake', 1]);
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
