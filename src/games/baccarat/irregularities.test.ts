/** Irregularities (627a.13, 629a.13, 631a.15) at tables with stacked shoes. */
import { describe, expect, it } from 'vitest';
import { cards, formatCards } from '../../core/cards.js';
import { SeededRng } from '../../core/rng.js';
import { Table } from '../../engine/table.js';
import { baccarat, minibaccarat } from './index.js';
import { dealer, eachGame, must, playRound, seat, settled, stackedTable } from './fixtures/stacked.js';
import { phaseOf } from './state.js';

describe('irregularities (§ 627a.13)', () => {
  it.each(eachGame('§ 627a.13(a)', '§ 629a.13(a)', '§ 631a.15(a)'))(
    '%s: a card drawn in error mid-round is the first card of the next hand, not a third card',
    (_id, game, citation) => {
      // Player 2c 3d (5), Banker Kh 4c (4); 9s is drawn in error, then 8h is the next card out.
      const seats = game === baccarat ? [10, 11] : [1, 2];
      const t = stackedTable(game, {}, '2c Kh 3d 4c 9s 8h Ac 2d Qs Qd', { seats });
      if (game === baccarat) must(t.submit(seat(10), { type: 'accept-shoe', designateDealer: true }));
      must(t.submit(seat(seats[0]!), { type: 'place-wager', kind: 'player', amount: 2000 }));
      must(t.apply(dealer, { type: 'no-more-bets' }));
      const deal = must(t.apply(dealer, { type: 'deal' }));
      expect(deal[0]).toMatchObject({ type: 'cards-dealt', player: cards('2c 3d'), banker: cards('Kh 4c') });
      expect(must(t.apply(dealer, { type: 'card-drawn-in-error' }))[0]).toMatchObject({
        type: 'card-held',
        card: cards('9s')[0],
        citation,
      });
      // The squeezing player (Midibaccarat) turns the Player's Hand and its third card; the dealer the rest.
      for (let i = 0; i < 3; i += 1) {
        for (const hand of ['player', 'banker'] as const) t.submit(seat(seats[0]!), { type: 'reveal', hand });
        t.runAutomation();
      }
      const ev = t.log.flatMap((l) => l.events);
      // The Player's Hand draws 8h: 2 + 3 + 8 = Player 3; the Banker stays on 4 against a third card 8.
      expect(ev.find((e) => e.type === 'third-card')).toMatchObject({ hand: 'player', card: cards('8h')[0] });
      expect(ev.find((e) => e.type === 'result')).toMatchObject({ playerPoints: 3, bankerPoints: 4 });
      // 9s opens the next hand.
      must(t.submit(seat(seats[0]!), { type: 'place-wager', kind: 'player', amount: 2000 }));
      must(t.apply(dealer, { type: 'no-more-bets' }));
      const next = must(t.apply(dealer, { type: 'deal' }))[0];
      expect(next).toMatchObject({
        type: 'cards-dealt',
        fromHeld: 1,
        player: cards('9s 2d'),
        banker: cards('Ac Qs'),
      });
    },
  );

  it('voids the round and returns every wager when the cards run out (§ 627a.13(e))', () => {
    const t = stackedTable(minibaccarat, {}, 'Kh 4c Qh 5c', { seats: [1] });
    // Leave only three cards in the shoe.
    const shoe = t.state.shoe.dealing!;
    const short = {
      ...t.state,
      shoe: { ...t.state.shoe, dealing: { ...shoe, next: shoe.stack.length - 3, coverAt: null } },
    };
    const t2 = new Table(minibaccarat, t.options, SeededRng.fromSeed(1), {}, { state: short, log: [] });
    must(t2.submit(seat(1), { type: 'place-wager', kind: 'banker', amount: 2000 }));
    must(t2.apply(dealer, { type: 'no-more-bets' }));
    const ev = must(t2.apply(dealer, { type: 'deal' }));
    expect(ev[0]).toMatchObject({ type: 'round-voided', citation: '§ 627a.13(e)' });
    expect(settled(ev)).toEqual(['1 banker push 0 § 627a.13(e)']);
    expect(t2.state.seats[0]?.chips).toBe(1_000_000);
    expect(phaseOf(t2.state)).toBe('needs-shuffle');
  });

  it('uses an exposed card as the first card of a simulated round without wagers (§ 627a.13(d))', () => {
    const t = stackedTable(minibaccarat, {}, '9h 9c 9d 9s Kh 4c Qh 5c', { seats: [1] });
    const ev = must(t.apply(dealer, { type: 'card-exposed' }));
    expect(ev[0]).toMatchObject({ type: 'simulated-round', citation: '§ 627a.13(d)' });
    const r = playRound(t, [[1, 'banker', 1000]]);
    const dealt = r.find((e) => e.type === 'cards-dealt');
    expect(dealt && formatCards([...dealt.player, ...dealt.banker])).toBe('Kh Qh 4c 5c');
  });

  it('a card exposed during a round waits for it to be settled, then opens the simulated round (§ 627a.13(d), R42)', () => {
    // The round: Player 2c 3d, Banker Kh 4c. 9s is found face up in the shoe mid-round; the Player's
    // third card is the next one, 8h, and the simulated round starts with 9s: 9s Ac 2d Qs.
    const t = stackedTable(minibaccarat, {}, '2c Kh 3d 4c 9s 8h Ac Qs 2d Qd Jh 7c 6c 5c', { seats: [1] });
    must(t.submit(seat(1), { type: 'place-wager', kind: 'player', amount: 2000 }));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    must(t.apply(dealer, { type: 'deal' }));
    const inRound = t.state;
    const exposed = must(t.apply(dealer, { type: 'card-exposed' }));
    expect(exposed).toEqual([{ type: 'card-set-aside', card: cards('9s')[0], citation: '§ 627a.13(d)' }]);
    expect(minibaccarat.describe(exposed[0]!, { role: 'compliance' }, inRound)).toBe(
      '9s exposed: set aside to open a simulated round once this round is settled  [§ 627a.13(d)]',
    );
    // Players read it as they read the simulated round it opens: without the card (no view shows it).
    expect(minibaccarat.describe(exposed[0]!, { role: 'player', seat: 1 }, inRound)).toMatch(/^\?\? exposed/);
    expect(t.state.coup?.player.cards).toEqual(cards('2c 3d'));
    const before = t.log.length;
    t.runAutomation();
    const ev = t.log.slice(before).flatMap((l) => l.events);
    expect(ev.find((e) => e.type === 'third-card')).toMatchObject({ hand: 'player', card: cards('8h')[0] });
    expect(ev.map((e) => e.type).slice(-2)).toEqual(['round-complete', 'simulated-round']);
    expect(ev.at(-1)).toMatchObject({
      type: 'simulated-round',
      player: cards('9s Qs'),
      banker: cards('Ac 2d'),
      citation: '§ 627a.13(d)',
    });
    // The next round starts after the simulated round's cards.
    const next = playRound(t, [[1, 'player', 2000]]);
    const dealt = next.find((e) => e.type === 'cards-dealt');
    expect(dealt?.type === 'cards-dealt' && formatCards([...dealt.player, ...dealt.banker])).toBe(
      'Qd 7c Jh 6c',
    );
  });

  it('a disclosed third card in error opens its simulated round once the round is settled (§ 627a.13(c)(2), R42)', () => {
    // Player 4s 3s (7) and Banker Qs 6s (6) stand; 2c is dealt to the Player in error and disclosed.
    const t = stackedTable(minibaccarat, { exposedThirdCard: 'simulated-round' }, '4s Qs 3s 6s 2c 5c 7c 6c', {
      seats: [3],
    });
    must(t.submit(seat(3), { type: 'place-wager', kind: 'player', amount: 1000 }));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    must(t.apply(dealer, { type: 'deal' }));
    expect(must(t.apply(dealer, { type: 'third-card-in-error', disclosed: true }))).toEqual([
      { type: 'card-set-aside', card: cards('2c')[0], citation: '§ 627a.13(c)(2)' },
    ]);
    const ev = must(t.apply(dealer, { type: 'settle' }));
    expect(ev.find((e) => e.type === 'result')).toMatchObject({ playerPoints: 7, bankerPoints: 6 });
    expect(ev.at(-1)).toMatchObject({
      type: 'simulated-round',
      player: cards('2c 7c'),
      banker: cards('5c 6c'),
      fromSetAside: 1,
      citation: '§ 627a.13(c)(2)',
    });
  });

  it("a card set aside in the shoe's last round is discarded with it: no simulated round (§ 627a.13(d), R42)", () => {
    const t = stackedTable(minibaccarat, {}, '2c Kh 3d 4c 9s', { seats: [1] });
    must(t.submit(seat(1), { type: 'place-wager', kind: 'player', amount: 2000 }));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    must(t.apply(dealer, { type: 'deal' }));
    must(t.apply(dealer, { type: 'card-exposed' }));
    const ev = must(t.apply({ role: 'floorperson' }, { type: 'void-round', reason: 'test' }));
    expect(ev.map((e) => e.type)).not.toContain('simulated-round');
    expect(phaseOf(t.state)).toBe('needs-shuffle');
  });

  /** A Player wager of 2,000 at seat 1 and the first four cards of `top` dealt. */
  function dealtOnPlayer(top: string) {
    const t = stackedTable(minibaccarat, {}, top, { seats: [1] });
    must(t.submit(seat(1), { type: 'place-wager', kind: 'player', amount: 2000 }));
    must(t.apply(dealer, { type: 'no-more-bets' }));
    must(t.apply(dealer, { type: 'deal' }));
    return t;
  }

  it("makes an undisclosed, unauthorised Player third card the Banker's third card when the Banker must draw (§ 627a.13(b))", () => {
    // Player 3h 3d = 6 stands; Banker Kc 2c = 2 must draw: the card dealt in error (9s) is the Banker's.
    const t = dealtOnPlayer('3h Kc 3d 2c 9s');
    const ev = must(t.apply(dealer, { type: 'third-card-in-error', disclosed: false }));
    expect(ev[0]).toMatchObject({ type: 'third-card', hand: 'banker', citation: '§ 627a.13(b)' });
    t.runAutomation();
    expect(t.state.seats[0]?.chips).toBe(1_000_000 + 2000); // Player 6 beats Banker 1
  });

  it('discards a disclosed unauthorised third card plus one more when the Banker stays (§ 627a.13(c)(1))', () => {
    // Player 3h 3d = 6 stands; Banker Kc 7c = 7 stays.
    const t = dealtOnPlayer('3h Kc 3d 7c 9s 8s Kh 4c Qh 5c');
    const ev = must(t.apply(dealer, { type: 'third-card-in-error', disclosed: true }));
    expect(ev[0]).toMatchObject({ type: 'cards-discarded', citation: '§ 627a.13(c)(1)' });
    expect(ev[0]?.type === 'cards-discarded' && formatCards(ev[0].cards)).toBe('9s 8s');
  });
});
