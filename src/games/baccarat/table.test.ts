import { describe, expect, it } from 'vitest';
import { cards, formatCards, rankOf } from '../../core/cards.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { bankerDraws, coupResult, decideWager, playerDraws, pointCount, TABLE_1 } from './rules.js';
import { baccarat, midibaccarat, minibaccarat } from './index.js';
import {
  dealer,
  floor,
  must,
  playRound,
  seat,
  settled,
  stackedTable,
  type BaccaratTable,
} from './fixtures/stacked.js';
import { odds } from '../../core/odds.js';
import { owedBy } from '../../engine/wagers.js';
import { vigorishOn } from './settle.js';
import { phaseOf } from './state.js';

describe('Point Count and third-card rules (§ 627a.6, § 627a.10)', () => {
  it('counts A-2-4 as 7 and A-2-9 as 2 (§ 627a.6(b) examples)', () => {
    expect(pointCount(cards('Ah 2h 4h'))).toBe(7);
    expect(pointCount(cards('Ah 2h 9h'))).toBe(2);
    expect(pointCount(cards('Kh Qd Jc Ts'))).toBe(0);
  });

  // The spec's full draw matrix (baccarat.md §2), written out independently of TABLE_1.
  const MATRIX: Record<number, string> = {
    0: 'D DDDDDDDDDD',
    1: 'D DDDDDDDDDD',
    2: 'D DDDDDDDDDD',
    3: 'D DDDDDDDDSD',
    4: 'D SSDDDDDDSS',
    5: 'D SSSSDDDDSS',
    6: 'S SSSSSSDDSS',
    7: 'S SSSSSSSSSS',
  };
  for (const [banker, row] of Object.entries(MATRIX)) {
    it(`Banker on ${banker} (§ 627a.10(c)): ${row}`, () => {
      const [stood, ...cols] = row.replace(' ', '').split('');
      expect(bankerDraws(7, Number(banker), null) || bankerDraws(6, Number(banker), null)).toBe(
        stood === 'D',
      );
      cols.forEach((d, third) => expect(bankerDraws(0, Number(banker), third)).toBe(d === 'D'));
    });
  }

  it('Table 1 example: Banker 5 and Player third card 4 draws (§ 627a.10(g))', () => {
    expect(TABLE_1[5][4]).toBe(true);
  });

  it('nobody draws against a Natural (§ 627a.10(a)); the Player draws on 0-5 (§ 627a.10(b))', () => {
    for (let p = 0; p <= 9; p += 1) {
      for (let b = 0; b <= 9; b += 1) {
        expect(playerDraws(p, b)).toBe(p <= 5 && b <= 7);
        if (p >= 8 || b >= 8) expect(bankerDraws(p, b, null)).toBe(false);
      }
    }
  });
});

describe('wager decisions (§ 627a.7)', () => {
  const rules = { ez: false, tieOdds: odds(8), dragonBonusPaytable: 'A' as const };
  const r = (player: string, banker: string) => coupResult({ player: cards(player), banker: cards(banker) });

  it.each([
    ['9h Kd', 'Kd 8c', 'dragon-bonus-player', 'win', 1, 'Natural 9 over Natural 8 (a)(4)(i)(B)'],
    ['8h Kd', '8c Qd', 'dragon-bonus-player', 'push', 0, 'Natural tie (a)(4)(iii)'],
    [
      '9h Kd',
      '2c 3d 4s',
      'dragon-bonus-player',
      'win',
      1,
      'Natural winner paid 1 to 1 whatever the margin (ruling C2)',
    ],
    [
      '2h 2d 5c',
      '3c Kd Ts',
      'dragon-bonus-player',
      'win',
      6,
      'non-natural win by 6 pays 4 to 1 on table A... by 6',
    ],
    ['2h 2d Kc', '3c Kd Ts', 'dragon-bonus-player', 'lose', 0, 'win by 1 loses (a)(4)(ii)(C)'],
    ['2h 2d Kc', '2c 2s Ts', 'dragon-bonus-player', 'lose', 0, 'non-natural tie loses (a)(4)(ii)(B)'],
    ['Kh Kd 9c', 'Qc Kd Ts', 'dragon-bonus-player', 'win', 9, 'win by 9 pays 30 to 1 on table A'],
  ])('Player %s vs Banker %s: %s %s (%s)', (player, banker, kind, outcome, margin) => {
    const d = decideWager(kind as 'dragon-bonus-player', r(player, banker), rules);
    expect(d.outcome).toBe(outcome);
    if (d.outcome === 'win' && margin >= 4) {
      expect(d.odds).toEqual(
        { 4: odds(1), 5: odds(2), 6: odds(4), 7: odds(6), 8: odds(10), 9: odds(30) }[margin],
      );
    }
  });

  it('a three-card Banker 7 against Player 6 is a Dragon 7; the EZ Banker wager pushes (§ 627a.7(a)(1)(iii))', () => {
    const res = r('3h 3d', '2c 2d 3s');
    expect(res.dragon7).toBe(true);
    expect(decideWager('banker', res, { ...rules, ez: true }).outcome).toBe('push');
    expect(decideWager('banker', res, rules)).toMatchObject({ outcome: 'win', vigorish: true });
    expect(decideWager('dragon-7-insurance', res, { ...rules, ez: true })).toMatchObject({
      outcome: 'win',
      odds: odds(40),
    });
  });

  it('a two-card Banker 7 or a Player 7 is no Dragon 7', () => {
    expect(r('3h 3d', '3c 4d').dragon7).toBe(false);
    expect(r('3h 4d', '2c 2d 3s').dragon7).toBe(false);
  });

  it('House Money: same rank regardless of suit; K-10 is no pair; both pairs pay 15 to 1 only (rulings B2, B3)', () => {
    expect(decideWager('house-money', r('Kh Kd', '2c 3d'), rules)).toMatchObject({
      outcome: 'win',
      odds: odds(3),
    });
    expect(decideWager('house-money', r('Kh Kd', '3c 3d'), rules)).toMatchObject({
      outcome: 'win',
      odds: odds(15),
    });
    expect(decideWager('house-money', r('Kh Td', '2c 3d'), rules).outcome).toBe('lose');
  });
});

describe('a Minibaccarat round from a stacked shoe (§ 627a.8 to § 627a.11)', () => {
  it('deals 1 and 3 to the Player, 2 and 4 to the Banker, draws by the rules and settles in order', () => {
    // Player 2h 3h = 5 draws 4d -> 9; Banker Kc 5c = 5 draws on a 4 (Table 1) Td -> 5.
    const t = stackedTable(minibaccarat, { dragonBonus: 'A' }, '2h Kc 3h 5c 4d Td', { seats: [1, 3] });
    const events = playRound(t, [
      [1, 'player', 2000],
      [3, 'banker', 2000],
      [3, 'tie', 500],
      [1, 'dragon-bonus-player', 500],
    ]);
    const dealt = events.find((e) => e.type === 'cards-dealt');
    expect(dealt && formatCards(dealt.player)).toBe('2h 3h');
    expect(dealt && formatCards(dealt.banker)).toBe('Kc 5c');
    const thirds = events.filter((e) => e.type === 'third-card').map((e) => `${e.hand} ${e.citation}`);
    expect(thirds).toEqual(['player § 627a.10(b)(1)', 'banker § 627a.10(c)(2)(iii)']);
    expect(events.find((e) => e.type === 'result')).toMatchObject({
      playerPoints: 9,
      bankerPoints: 5,
      winner: 'player',
    });
    // Losers are collected first, then winners from the highest seat down (§ 627a.11(b)).
    expect(settled(events)).toEqual([
      '3 banker lose 0 § 627a.7(a)(1)(ii)',
      '3 tie lose 0 § 627a.7(a)(3)(ii)',
      '1 player win 2000 § 627a.12(a)',
      '1 dragon-bonus-player win 500 § 627a.12(e)',
    ]);
  });

  it('marks or collects the vigorish before paying in Minibaccarat, after paying in Baccarat', () => {
    // Banker natural 9 vs Player 0.
    const top = 'Kh 4c Qh 5c';
    const mini = stackedTable(minibaccarat, {}, top, { seats: [2, 5] });
    const ev = playRound(mini, [
      [2, 'banker', 10000],
      [5, 'banker', 2000],
    ]).filter((e) => e.type === 'wager-settled' || e.type === 'vigorish-collected');
    expect(ev.map((e) => `${e.type} ${e.seat}`)).toEqual([
      'vigorish-collected 5',
      'wager-settled 5',
      'vigorish-collected 2',
      'wager-settled 2',
    ]);
    expect(ev[0]).toMatchObject({ amount: 100, citation: '§ 627a.12(d)(1)' });

    const big = stackedTable(baccarat, {}, top, { seats: Array.from({ length: 10 }, (_, i) => i + 1) });
    must(big.apply(seat(1), { type: 'accept-shoe', designateDealer: true }));
    const evb = playRound(big, [[7, 'banker', 10000]]).filter(
      (e) => e.type === 'wager-settled' || e.type === 'vigorish-collected',
    );
    expect(evb.map((e) => e.type)).toEqual(['wager-settled', 'vigorish-collected']);
    expect(evb[1]?.citation).toBe('§ 631a.13(d)(1)');
  });

  it('defers the vigorish with a marker and collects it before the reshuffle (§ 627a.12(d)(2))', () => {
    const t = stackedTable(minibaccarat, { vigorish: { collection: 'deferred' } }, 'Kh 4c Qh 5c', {
      seats: [1],
    });
    const ev = playRound(t, [[1, 'banker', 1000]]);
    expect(ev.find((e) => e.type === 'vigorish-marked')).toMatchObject({
      amount: 50,
      owed: 50,
      citation: '§ 627a.12(d)(2)(ii)',
    });
    expect(owedBy(t.state, 1)).toBe(50);
    const left = must(t.submit(seat(1), { type: 'leave' }));
    expect(left[0]).toMatchObject({ type: 'vigorish-collected', amount: 50, citation: '§ 627a.12(d)(2)(i)' });
  });

  it('rounds the vigorish up to 25 cents where elected, else down to the cent', () => {
    expect(vigorishOn(700, true)).toBe(50); // $7 won owes $0.35, collected as $0.50 (spec §4)
    expect(vigorishOn(100, true)).toBe(25);
    expect(vigorishOn(1010, false)).toBe(50);
    expect(vigorishOn(2000, true)).toBe(100);
  });

  it('pushes the Banker wager on a Dragon 7 at an EZ table and pays Dragon 7 Insurance 40 to 1', () => {
    // Player 3h 3d = 6 stays; Banker 2c 2d = 4 draws (player stood, 0-5) 3s -> 7 with three cards.
    const t = stackedTable(minibaccarat, { ez: true, dragon7Insurance: true }, '3h 2c 3d 2d 3s', {
      seats: [1],
    });
    const ev = playRound(t, [
      [1, 'banker', 2000],
      [1, 'dragon-7-insurance', 500],
    ]);
    expect(ev.find((e) => e.type === 'result')).toMatchObject({
      dragon7: true,
      announcement: 'Player 6, Banker 7: Dragon 7',
    });
    expect(settled(ev)).toEqual([
      '1 banker push 0 § 627a.7(a)(1)(iii)',
      '1 dragon-7-insurance win 20000 § 627a.12(f)',
    ]);
    expect(ev.some((e) => e.type === 'vigorish-collected')).toBe(false);
  });

  it('settles House Money before any third card and lets the player add the payout to a wager', () => {
    // Player 4h 4d = 8 natural: no third cards. Banker Kc 2c = 2.
    const t = stackedTable(minibaccarat, { houseMoney: { offered: true } }, '4h Kc 4d 2c', { seats: [1] });
    for (const [kind, amount] of [
      ['player', 2000],
      ['house-money', 1000],
    ] as const) {
      must(t.submit(seat(1), { type: 'place-wager', kind, amount }));
    }
    must(t.apply(dealer, { type: 'no-more-bets' }));
    t.runAutomation();
    expect(t.view(seat(1)).next).toMatch(/House Money choice of seat 1/);
    expect(t.submit(dealer, { type: 'settle' })).toMatchObject({
      ok: false,
      error: { code: 'awaiting_players' },
    });
    expect(t.submit(seat(1), { type: 'house-money-choice', choice: 'banker' })).toMatchObject({
      ok: false,
      error: { code: 'no_original_wager' },
    });
    const added = must(t.submit(seat(1), { type: 'house-money-choice', choice: 'player' }));
    // The payout placed on the original wager is the wager made larger from the dealer's hands (the
    // bank), the kernel's wager-changed (…8(d)(1)(i)).
    expect(added[1]).toMatchObject({
      type: 'wager-changed',
      seat: 1,
      spot: '1',
      kind: 'player',
      by: 3000,
      citation: '§ 627a.8(d)',
      transfers: [{ from: 'bank', to: 'spot:1:1:player', amount: 3000 }],
    });
    const before = t.log.length;
    t.runAutomation();
    const ev = t.log.slice(before).flatMap((l) => l.events);
    // The $30 House Money payout (3 to 1) rides on the Player wager: $50 wins $50.
    expect(settled(ev)).toEqual(['1 player win 5000 § 627a.12(a)']);
    expect(t.state.seats[0]?.chips).toBe(1_000_000 - 2000 - 1000 + 1000 + 5000 + 5000);
  });
});

describe('rejections change nothing and carry codes and citations', () => {
  it('refuses a wager after "no more bets" (§ 627a.7(c))', () => {
    const t = stackedTable(minibaccarat, {}, 'Kh 4c Qh 5c', { seats: [1] });
    must(t.submit(seat(1), { type: 'place-wager', kind: 'banker', amount: 2000 }));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    const state = t.state;
    const r = t.submit(seat(1), { type: 'place-wager', kind: 'player', amount: 2000 });
    expect(r).toEqual({
      ok: false,
      error: { code: 'wager_after_no_more_bets', message: expect.any(String), citation: '§ 627a.7(c)' },
    });
    expect(t.state).toBe(state);
  });

  it.each([
    [{}, 'dragon-7-insurance', 'wager_not_offered', '§ 627a.7(a)(5)'],
    [{}, 'dragon-bonus-player', 'wager_not_offered', '§ 627a.7(a)(4)'],
    [{}, 'house-money', 'wager_not_offered', '§ 627a.7(a)(7)'],
  ])('refuses a wager the table does not offer: %j %s', (options, kind, code, citation) => {
    const t = stackedTable(minibaccarat, options, 'Kh 4c Qh 5c', { seats: [1] });
    expect(t.submit(seat(1), { type: 'place-wager', kind, amount: 1000 })).toMatchObject({
      ok: false,
      error: { code, citation },
    });
  });

  it('refuses malformed commands, unknown wagers, other seats and limits', () => {
    const t = stackedTable(minibaccarat, {}, 'Kh 4c Qh 5c', { seats: [1] });
    const logged = t.log.length;
    const refused: [seat: number, command: unknown, code: string][] = [
      [1, { type: 'place-wager', kind: 'banker', amount: 12.5 }, 'malformed_command'],
      [1, { type: 'place-wager', kind: 'panda-8', amount: 1000 }, 'malformed_command'],
      [1, 'not json at all', 'malformed_command'],
      [2, { type: 'place-wager', kind: 'banker', amount: 1000 }, 'seat_empty'],
      [1, { type: 'place-wager', kind: 'banker', amount: 100 }, 'below_table_minimum'],
      [1, { type: 'place-wager', kind: 'banker', amount: 600000 }, 'above_table_maximum'],
      [1, { type: 'no-more-bets' }, 'not_permitted'],
    ];
    for (const [n, command, code] of refused)
      expect(t.submit(seat(n), command), code).toMatchObject({ ok: false, error: { code } });
    expect(t.log).toHaveLength(logged);
  });

  it('states the posted limits and the chips to wager in dollars, never in cents (§ 601a.2)', () => {
    const t = stackedTable(minibaccarat, {}, 'Kh 4c Qh 5c', { seats: [1], chips: 1500 });
    expect(t.submit(seat(1), { type: 'place-wager', kind: 'banker', amount: 100 })).toMatchObject({
      ok: false,
      error: { code: 'below_table_minimum', message: "the Banker's Hand wager minimum is $10.00" },
    });
    expect(t.submit(seat(1), { type: 'place-wager', kind: 'tie', amount: 60_000 })).toMatchObject({
      ok: false,
      error: { code: 'above_table_maximum', message: 'the Tie Wager maximum is $500.00' },
    });
    expect(t.submit(seat(1), { type: 'place-wager', kind: 'player', amount: 2000 })).toMatchObject({
      ok: false,
      error: { code: 'insufficient_chips', message: 'seat 1 has $15.00 in chips to wager' },
    });
  });

  it('refuses a third card the rules do not authorise (§ 627a.10)', () => {
    // Banker natural: nobody draws.
    const t = stackedTable(minibaccarat, {}, 'Kh 4c Qh 5c', { seats: [1] });
    must(t.submit(seat(1), { type: 'place-wager', kind: 'banker', amount: 2000 }));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    must(t.apply(dealer, { type: 'deal' }));
    expect(t.submit(dealer, { type: 'draw-third', hand: 'player' })).toMatchObject({
      ok: false,
      error: { code: 'third_card_not_authorised', citation: '§ 627a.10' },
    });
  });

  it('refuses a cut less than ten cards in and a recut once play has begun (§ 627a.5(c), (e))', () => {
    const t = stackedTable(minibaccarat, {}, 'Kh 4c Qh 5c', { seats: [1] });
    expect(t.submit(floor, { type: 'order-recut' })).toMatchObject({
      ok: false,
      error: { code: 'recut_too_late', citation: '§ 627a.5(e)' },
    });
  });
});

describe('the shoe procedure (§ 627a.5, § 627a.9(e))', () => {
  it('offers the cut from the highest seat clockwise, takes a player cut and burns 1 + face value', () => {
    const t = new Table(minibaccarat, minibaccarat.options.parse({}), SeededRng.fromSeed(3));
    for (const s of [2, 5, 7]) must(t.apply(seat(s), { type: 'sit', seat: s, name: `P${s}`, chips: 100000 }));
    const shuffled = must(t.apply(dealer, { type: 'shuffle' }));
    expect(shuffled.find((e) => e.type === 'cut-offered')).toMatchObject({
      offer: [7, 5, 2],
      citation: '§ 627a.5(b)',
    });
    expect(t.submit(seat(5), { type: 'cut', position: 50, lastHandFromBottom: 16 })).toMatchObject({
      ok: false,
      error: { code: 'not_your_turn' },
    });
    must(t.submit(seat(7), { type: 'decline-cut' }));
    expect(t.submit(seat(5), { type: 'cut', position: 9, lastHandFromBottom: 16 })).toMatchObject({
      ok: false,
      error: { code: 'cut_too_shallow', citation: '§ 627a.5(c)' },
    });
    expect(t.submit(seat(5), { type: 'cut', position: 100, lastHandFromBottom: 13 })).toMatchObject({
      ok: false,
      error: { code: 'last_hand_card_too_low', citation: '§ 627a.5(d)' },
    });
    must(t.submit(seat(5), { type: 'cut', position: 100, lastHandFromBottom: 16 }));
    must(t.submit(floor, { type: 'order-recut' }));
    // The next person entitled to cut after seat 5 is seat 2 (§ 627a.5(e)).
    expect(t.view(seat(2)).next).toBe('the cut is offered to seat 2');
    must(t.submit(seat(2), { type: 'cut', position: 200, lastHandFromBottom: 20 }));
    const burn = must(t.apply(dealer, { type: 'burn' }))[0];
    expect(burn?.type).toBe('burned');
    if (burn?.type === 'burned') {
      const rank = rankOf(burn.exposed!);
      expect(burn.burned).toHaveLength(rank === 14 ? 1 : Math.min(rank, 10));
    }
  });

  it('finishes the hand in which the cover card appears, deals one more ("last hand"), then reshuffles', () => {
    const t = stackedTable(minibaccarat, {}, '', { seats: [1], automated: true, lastHandFromBottom: 14 });
    let rounds = 0;
    let coverRound = -1;
    let finishedRound = -1;
    while (finishedRound < 0 && rounds < 200) {
      const ev = playRound(t, [[1, 'banker', 1000]]);
      rounds += 1;
      if (ev.some((e) => e.type === 'cover-card')) coverRound = rounds;
      if (ev.some((e) => e.type === 'round-complete' && e.shoeFinished)) finishedRound = rounds;
    }
    expect(coverRound).toBeGreaterThan(0);
    expect(finishedRound).toBe(coverRound + 1);
    // The automated dealer then reshuffles and offers the cut to the seated player (§ 627a.5(b)).
    expect(t.state.shoe.stage).toEqual({ kind: 'cut', offer: [1], next: 0 });
  });
});

describe('an automated table draws every random outcome of the cut itself (§§ 627a.5, 629a.5, 631a.5; R6, R27)', () => {
  const refused = (r: { ok: boolean; error?: { code: string; citation?: string } }) =>
    r.ok ? 'accepted' : `${r.error!.code} ${r.error!.citation ?? ''}`.trim();
  const cutActions = (t: BaccaratTable, viewer: Actor) =>
    t.view(viewer).legalActions.filter((a) => a.type === 'cut');

  it.each([
    ['minibaccarat', minibaccarat, '627a'],
    ['midibaccarat', midibaccarat, '629a'],
    ['baccarat', baccarat, '631a'],
  ] as const)('%s: nobody accepts the cut, so the table cuts; a dealer may not name where', (_, game, ch) => {
    const t = new Table(game, game.options.parse({}), SeededRng.fromSeed(21), { automated: true });
    must(t.apply(dealer, { type: 'shuffle' }));
    const before = t.state;
    expect(refused(t.submit(dealer, { type: 'cut', position: 10, lastHandFromBottom: 14 }))).toBe(
      `automated_table § ${ch}.5(b)`,
    );
    expect(refused(t.submit(dealer, { type: 'cut', position: 10 }))).toBe(`automated_table § ${ch}.5(b)`);
    expect(refused(t.submit(dealer, { type: 'cut', lastHandFromBottom: 30 }))).toBe(
      `automated_table § ${ch}.5(d)`,
    );
    expect(t.state).toBe(before);
    const offered = cutActions(t, dealer);
    expect(offered).toHaveLength(1);
    expect(offered[0]!.needs).toBeUndefined();
    expect(offered[0]!.params ?? {}).toEqual({});
    const cut = must(t.submit(dealer, { type: 'cut' }))[0];
    expect(cut).toMatchObject({ type: 'cut', by: 'dealer' });
  });

  it('a player offered the cut places the cover card; the table inserts the last-hand card (§ 627a.5(d))', () => {
    const t = new Table(minibaccarat, minibaccarat.options.parse({}), SeededRng.fromSeed(22), {
      automated: true,
    });
    for (const s of [3, 6]) must(t.apply(seat(s), { type: 'sit', seat: s, name: `P${s}`, chips: 100_000 }));
    must(t.apply(dealer, { type: 'shuffle' }));
    // The offer goes to seat 6 first (§ 627a.5(b)); the player is asked for the position only.
    expect(cutActions(t, seat(6)).map((a) => a.needs)).toEqual([['position']]);
    expect(refused(t.submit(seat(6), { type: 'cut', position: 40, lastHandFromBottom: 14 }))).toBe(
      'automated_table § 627a.5(d)',
    );
    expect(refused(t.submit(seat(6), { type: 'cut' }))).toBe('cut_position_required § 627a.5(c)');
    expect(refused(t.submit(seat(6), { type: 'cut', position: 5 }))).toBe('cut_too_shallow § 627a.5(c)');
    const cut = must(t.submit(seat(6), { type: 'cut', position: 40 }))[0];
    expect(cut).toMatchObject({ type: 'cut', by: 6, position: 40 });
    const depth = cut?.type === 'cut' ? cut.lastHandFromBottom : 0;
    expect(depth).toBeGreaterThanOrEqual(14);
    expect(depth).toBeLessThan(14 + 7);
  });

  it('after every player declines, the dealer’s cut is the table’s (R6)', () => {
    const t = new Table(minibaccarat, minibaccarat.options.parse({}), SeededRng.fromSeed(23), {
      automated: true,
    });
    must(t.apply(seat(4), { type: 'sit', seat: 4, name: 'P4', chips: 100_000 }));
    must(t.apply(dealer, { type: 'shuffle' }));
    must(t.submit(seat(4), { type: 'decline-cut' }));
    expect(refused(t.submit(dealer, { type: 'cut', position: 200, lastHandFromBottom: 20 }))).toBe(
      'automated_table § 627a.5(b)',
    );
    expect(must(t.submit(dealer, { type: 'cut' }))[0]).toMatchObject({ type: 'cut', by: 'dealer' });
  });

  it('on a live table the player and the dealer name both cover cards, as before', () => {
    const t = new Table(minibaccarat, minibaccarat.options.parse({}), SeededRng.fromSeed(24));
    must(t.apply(seat(4), { type: 'sit', seat: 4, name: 'P4', chips: 100_000 }));
    must(t.apply(dealer, { type: 'shuffle' }));
    expect(cutActions(t, seat(4)).map((a) => a.needs)).toEqual([['position', 'lastHandFromBottom']]);
    expect(refused(t.submit(seat(4), { type: 'cut', position: 40 }))).toBe(
      'cut_position_required § 627a.5(c)',
    );
    must(t.submit(seat(4), { type: 'decline-cut' }));
    expect(refused(t.submit(dealer, { type: 'cut' }))).toBe('cut_position_required § 627a.5(c)');
    expect(must(t.submit(dealer, { type: 'cut', position: 60, lastHandFromBottom: 18 }))[0]).toMatchObject({
      by: 'dealer',
      position: 60,
      lastHandFromBottom: 18,
    });
  });
});

describe('Midibaccarat squeeze (§ 629a.8)', () => {
  it('hands each hand to its highest wager, ties to the seat nearest the dealer counter-clockwise', () => {
    const t = stackedTable(midibaccarat, {}, 'Kh 4c Qh 5c', { seats: [2, 4, 6] });
    must(t.submit(seat(6), { type: 'place-wager', kind: 'player', amount: 5000 }));
    must(t.submit(seat(4), { type: 'place-wager', kind: 'player', amount: 5000 }));
    must(t.submit(seat(2), { type: 'place-wager', kind: 'banker', amount: 3000 }));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    must(t.apply(dealer, { type: 'deal' }));
    expect(t.state.squeeze).toMatchObject({ player: 4, banker: 2 });
    // Seat 4 sees the Player's cards; seat 6 and the dealer do not.
    expect(t.view(seat(4)).hands?.player.cards).toEqual(['Kh', 'Qh']);
    expect(t.view(seat(6)).hands?.player.cards).toEqual([null, null]);
    expect(t.view(dealer).hands?.banker.cards).toEqual([null, null]);
    expect(t.submit(seat(6), { type: 'reveal', hand: 'player' })).toMatchObject({
      ok: false,
      error: { code: 'not_permitted' },
    });
    must(t.submit(dealer, { type: 'require-relinquish', hand: 'player' }));
    expect(t.state.squeeze?.player).toBe(6);
    must(t.submit(seat(6), { type: 'reveal', hand: 'player' }));
    must(t.submit(seat(2), { type: 'reveal', hand: 'banker' }));
    t.runAutomation();
    expect(phaseOf(t.state)).toBe('betting');
  });
});
