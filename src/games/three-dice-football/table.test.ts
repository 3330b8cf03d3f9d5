import { describe, expect, it } from 'vitest';
import { placeBets } from '../testing/dice-wagers.js';
import { code, dealer, must, openTable, seat } from '../testing/table.js';
import { describeDiceOffering, describeDiceTableProperties, randomDicePlay } from '../testing/dice-tables.js';
import { threeDiceFootball, type ThreeDiceFootballEvent } from './index.js';

/** A live table with players at `seats`; the dice are offered once play commences (ruling R33). */
const liveTable = (seats = [1, 2, 3], options: Record<string, unknown> = {}) =>
  openTable(threeDiceFootball, { options, seats });
type T = ReturnType<typeof liveTable>;
const bet = (t: T, s: number, kind: string, dollars: number) =>
  t.submit(seat(s), { type: 'place-wager', kind, amount: dollars * 100 });
/** "No more bets"; at the commencement of play the dice are then offered, and the first offered accepts. */
function closeBets(t: T): ThreeDiceFootballEvent[] {
  const out = [...must(t.apply(dealer, { type: 'no-more-bets' }))];
  if (t.state.phase !== 'betting' || !t.state.offer) return out;
  must(t.submit(seat(t.state.offer.seat), { type: 'accept-dice' }));
  return [...out, ...must(t.apply(dealer, { type: 'no-more-bets' }))];
}
function throwDice(t: T, g1: number, g2: number, r: number): ThreeDiceFootballEvent[] {
  const out: ThreeDiceFootballEvent[] = [];
  if (t.state.phase === 'betting') out.push(...closeBets(t));
  out.push(...must(t.submit(dealer, { type: 'throw', dice: [g1, g2, r] })));
  out.push(...must(t.submit(dealer, { type: 'settle' })));
  t.runAutomation();
  return out;
}
const settled = (events: readonly ThreeDiceFootballEvent[]) =>
  events.flatMap((e) =>
    e.type === 'wager-settled' ? [`${e.seat} ${e.kind} ${e.outcome} ${e.winnings}`] : [],
  );
const ended = (events: readonly ThreeDiceFootballEvent[]) =>
  events.flatMap((e) => (e.type === 'game-ended' ? [`${e.end.winner} ${e.end.via} ${e.end.play}`] : []));

/** A game on `throws`, each written as its three dice (`'442 541'`: green 4 and 4, red 2; then 5, 4, 1). */
function playGame(throws: string): { t: T; events: ThreeDiceFootballEvent[] } {
  const t = liveTable();
  must(bet(t, 1, 'touchdown', 5));
  const events = throws.split(' ').flatMap(([a, b, c]) => throwDice(t, Number(a), Number(b), Number(c)));
  return { t, events };
}

describe('whole games (spec §1.4 vectors, rulings A1 and A2)', () => {
  it.each([
    { name: 'T1', throws: '661 332 135 235', end: 'defense downs 4' },
    { name: 'T2', throws: '442 541 661', end: 'offense touchdown 3' },
    { name: 'T3', throws: '135 135 135', end: 'defense downs 3' },
    { name: 'T4', throws: '321 321 641 116', end: 'defense turnover 4' },
    { name: 'T5', throws: '652 222', end: 'offense trips-td 2' },
    { name: 'T6', throws: '661 641', end: 'offense touchdown 2' },
    { name: 'T8', throws: '662 662', end: 'offense touchdown 2' },
  ])('$name: $throws ends $end', ({ throws, end }) => {
    const { events, t } = playGame(throws);
    expect(ended(events)).toEqual([end]);
    expect(t.state.drive.plays).toBe(0);
    expect(t.state.phase).toBe('betting');
  });

  it('the dealer announces the down and the distance after each down (§ 661a.6(d))', () => {
    const { events } = playGame('442 541');
    expect(events.flatMap((e) => (e.type === 'down' ? [e.announcement] : []))).toEqual([
      '2nd Down, 14 yards to the end zone, play 2',
      '1st & Goal, 6 yards to the end zone, play 3',
    ]);
  });
});

describe('wagers and settlement (§§ 661a.3, 661a.6(f), 661a.8)', () => {
  it('a touchdown: Defense collected first, then single play and other full game wagers, then the extra point roll', () => {
    const t = liveTable();
    placeBets(
      t,
      [1, 'touchdown', 10],
      [2, 'defense', 10],
      [2, 'extra-point', 5],
      [3, 'quick-strike-td', 5],
      [3, 'game-length-2', 5],
    );
    throwDice(t, 6, 5, 2);
    expect(code(bet(t, 1, 'extra-point', 5))).toBe('full_game_wagers_closed § 661a.3(c)');
    placeBets(t, [1, 'trips-td', 5], [1, 'over-four-yards', 5]);
    const out = throwDice(t, 2, 2, 2);
    expect(settled(out)).toEqual([
      '2 defense lose 0',
      '1 trips-td win 15000',
      '1 over-four-yards win 3500',
      '3 quick-strike-td win 2500',
      '3 game-length-2 win 11000',
    ]);
    expect(out.map((e) => e.type)).toContain('extra-point-due');
    expect(t.state.phase).toBe('extra-point');
    must(t.submit(dealer, { type: 'throw', dice: [1, 1, 4] }));
    const ep = must(t.submit(dealer, { type: 'settle' }));
    expect(settled(ep)).toEqual(['1 touchdown win 1000', '2 extra-point win 5000']);
    expect(t.state.quarterback).toBe(1);
  });

  it('no extra point roll when nobody holds an Extra Point Wager', () => {
    const t = liveTable();
    must(bet(t, 1, 'touchdown', 10));
    const out = throwDice(t, 3, 3, 3);
    expect(out.map((e) => e.type)).not.toContain('extra-point-due');
    expect(settled(out)).toEqual(['1 touchdown win 1000']);
  });

  it('no touchdown: Touchdown and Extra Point collected, Defense paid 4 to 5, then the rest', () => {
    const t = liveTable();
    placeBets(
      t,
      [1, 'touchdown', 10],
      [1, 'extra-point', 5],
      [2, 'defense', 10],
      [3, 'game-changer', 5],
      [3, 'turnover', 5],
    );
    const out = throwDice(t, 1, 2, 6);
    expect(settled(out)).toEqual([
      '1 touchdown lose 0',
      '1 extra-point lose 0',
      '2 defense win 800',
      '3 turnover win 30000',
      '3 game-changer win 2500',
    ]);
    // The defense won: the dice go to the player on the Quarterback's left (§ 661a.7(a)).
    t.runAutomation();
    expect(t.state.offer?.seat).toBe(2);
  });

  it('4 to 5 and 6 to 5 wagers come in multiples of 5 chips under the default policy (ruling A9)', () => {
    const t = liveTable();
    expect(code(bet(t, 1, 'defense', 7))).toBe('stake_not_multiple_of_payout_unit § 661a.8(a)');
    must(bet(t, 1, 'game-length-3', 10));
    const r = liveTable([1], { fractionalPayouts: { policy: 'round-down', chipCents: 100 } });
    must(bet(r, 1, 'defense', 7));
    expect(settled(throwDice(r, 1, 1, 6))).toEqual(['1 defense win 500']);
  });

  it('single play wagers are settled on the dice, not the yards moved, after each down (§ 661a.6(d))', () => {
    const t = liveTable();
    placeBets(t, [1, 'penalty', 5], [1, 'no-gain', 5], [1, 'under-four-yards', 5], [1, 'big-play', 5]);
    expect(settled(throwDice(t, 2, 2, 6))).toEqual([
      '1 penalty win 4500',
      '1 no-gain win 2500',
      '1 under-four-yards win 500',
      '1 big-play lose 0',
    ]);
    expect(t.state.drive.yardsToGo).toBe(21);
  });

  it('single play wagers may be changed until "no more bets"; full game wagers until the first throw (ruling A8)', () => {
    const t = liveTable();
    must(bet(t, 1, 'defense', 10));
    must(t.submit(seat(1), { type: 'withdraw-wager', kind: 'defense' }));
    placeBets(t, [1, 'defense', 10], [1, 'penalty', 5]);
    closeBets(t);
    expect(code(t.submit(seat(1), { type: 'withdraw-wager', kind: 'penalty' }))).toBe(
      'wager_after_no_more_bets § 661a.3(e)',
    );
    must(t.submit(dealer, { type: 'throw', dice: [4, 2, 1] }));
    must(t.submit(dealer, { type: 'settle' }));
    expect(code(t.submit(seat(1), { type: 'withdraw-wager', kind: 'defense' }))).toBe(
      'full_game_wagers_closed § 661a.3(c)',
    );
    expect(code(t.submit(seat(1), { type: 'leave' }))).toBe('wager_in_play § 661a.3(c)');
  });
});

describe('throws that are not downs (§ 661a.5; spec ruling A6)', () => {
  it('a no roll and a void throw leave the pucks and the wagers where they were', () => {
    const t = liveTable();
    must(bet(t, 1, 'penalty', 5));
    closeBets(t);
    const nr = must(t.submit(dealer, { type: 'no-roll', reason: 'die-off-table' }));
    expect(nr.map((e) => ('citation' in e ? e.citation : ''))).toEqual(['§ 661a.5(b)']);
    must(t.submit(dealer, { type: 'no-roll', reason: 'missed-far-end' }));
    expect(t.state.drive.plays).toBe(0);
    expect(t.state.wagers).toHaveLength(1);
    must(t.submit(dealer, { type: 'throw', dice: [6, 6, 6] }));
    must(t.submit(dealer, { type: 'no-roll', reason: 'cocked-on-several-sides' }));
    expect(t.state.phase).toBe('throwing');
    must(t.submit(dealer, { type: 'throw', dice: [4, 2, 1] }));
    must(t.submit(dealer, { type: 'settle' }));
    expect(t.state.drive.plays).toBe(1);
  });
});

describeDiceOffering(threeDiceFootball, {
  titles: {
    commencement: 'the commencement of play (§ 661a.4(b); ruling R33)',
    firstOffer:
      'the first "no more bets" offers the dice to the player then immediately left of the stickperson; the wagers close once he holds them',
    everyoneDeclined:
      'once every player has declined in turn, the dice are offered again only when a player wagers or sits',
    nobodyAnswers: 'a player offered the dice who does not answer loses the offer: it passes clockwise',
  },
  offeredTo: (s) => s.offer?.seat ?? null,
  everyoneDeclined: (s) => s.everyoneDeclined,
  offer: 'offer-dice',
  accept: 'accept-dice',
  decline: 'decline-dice',
  offered: 'dice-offered',
  declined: 'dice-declined',
  commencement: {
    first: [9, 'touchdown', 1000],
    notCommenced: 'play_not_commenced § 661a.4(b)',
    later: [
      [12, 'Later'],
      [3, 'Left'],
    ],
    offers: [['dice-offered', '§ 661a.4(b)']],
    offeredTo: 3,
    meanwhile: [12, 'defense', 1000],
    noHolder: 'no_quarterback § 661a.4(c)',
    accepts: 9,
    closed: [['no-more-bets', '§ 661a.6(b)']],
    played: ['throw'],
    after: (s, played) => s.drive.plays > 0 || played.includes('game-over'),
  },
  declining: {
    seats: [2, 6],
    wager: [6, 'touchdown', 1000],
    next: 'everyone has declined the dice: they are offered again when a player wagers or sits down',
    sits: 4,
    offeredTo: 2, // from the stickperson's left again
  },
  unanswered: { seats: [1, 4], wager: [4, 'under-four-yards', 500] },
});

describe('the Quarterback and the dice (§§ 661a.4, 661a.7)', () => {
  it("the dice are offered from the stickperson's left, clockwise, until a player accepts", () => {
    const t = openTable(threeDiceFootball, { seats: [3, 7, 12], chips: 10_000 });
    must(bet(t, 12, 'touchdown', 10));
    must(t.apply(dealer, { type: 'no-more-bets' })); // the commencement of play (ruling R33)
    expect(t.state.offer?.seat).toBe(3);
    expect(code(t.submit(seat(7), { type: 'accept-dice' }))).toBe('not_offered § 661a.4(b)');
    must(t.submit(seat(3), { type: 'decline-dice' }));
    expect(
      code(
        t.submit(seat(7), {
          type: 'accept-dice',
          offensive: ['TDF-1-G1', 'TDF-1-R1'],
          defensive: 'TDF-1-R2',
        }),
      ),
    ).toBe('bad_selection § 661a.4(c)');
    const qb = must(
      t.submit(seat(7), { type: 'accept-dice', offensive: ['TDF-1-G2', 'TDF-1-G4'], defensive: 'TDF-1-R2' }),
    );
    expect(qb[0]).toMatchObject({ type: 'quarterback', seat: 7, citation: '§ 661a.4(c)' });
  });

  it('a new set of four green and two red dice; the Quarterback selects again (§ 661a.4(a), (d))', () => {
    const t = liveTable();
    must(bet(t, 1, 'under-four-yards', 5));
    throwDice(t, 2, 2, 1); // play commences; seat 1 is the Quarterback
    must(t.submit({ role: 'floorperson' }, { type: 'change-dice', reason: 'die-lost' }));
    expect(t.state.diceSet.id).toBe('TDF-2');
    expect(t.state.diceSet.dice.map((d) => d.colour)).toEqual([
      'green',
      'green',
      'green',
      'green',
      'red',
      'red',
    ]);
    expect(t.state.offer?.seat).toBe(1);
    must(t.submit(seat(1), { type: 'accept-dice' }));
    expect(t.state.selection?.defensive).toBe('TDF-2-R1');
  });
});

const football = {
  game: threeDiceFootball,
  seats: [1, 6, 11],
  chips: 500_000,
  stake: 500,
  stakes: 4,
  accept: 'accept-dice',
  rounds: 5,
  simulate: { scope: 'table', rounds: 6000, seed: 5 },
} as const;

describeDiceTableProperties('properties of a Three Dice Football table', football, () => {
  it('a game never lasts more than six plays', () => {
    const { table } = randomDicePlay(football, 8, 400);
    const plays = table.log
      .flatMap((l) => l.events)
      .flatMap((e) => (e.type === 'game-ended' ? [e.end.play] : []));
    expect(plays.length).toBeGreaterThan(5);
    expect(Math.max(...plays)).toBeLessThanOrEqual(6);
  });
});
