/** § 665a.13(c) (an exposed card offered in order) and § 665a.13(g) (a skipped card taken later). */
import { describe, expect, it } from 'vitest';
import { formatCard } from '../../core/cards.js';
import { doubleAttackBlackjack as game } from './index.js';
import { dealt } from './fixtures/deals.js';
import { dealer, must, seat, stackedTable, type BlackjackTable } from './fixtures/stacked.js';
import type { Event } from './state.js';

/** Two seats with a Bet each, no Double Attack, every card dealt: `top` from the up card on. */
function dealtToTwo(top: string): BlackjackTable {
  const t = dealt(top, [1, 2]);
  expect(t.state.r.stage).toBe('play');
  return t;
}

const turn = (t: BlackjackTable): number | undefined => t.view(dealer).active?.seat;

/** The dealer reports an exposed card, both players refuse it, and the dealer turns the hole card. */
function refusedByBoth(top: string): BlackjackTable {
  const t = dealtToTwo(top);
  must(t, dealer, { type: 'card-exposed' });
  must(t, seat(turn(t) as number), { type: 'refuse-card' });
  must(t, seat(turn(t) as number), { type: 'refuse-card' });
  must(t, dealer, { type: 'reveal' });
  return t;
}
const cardsOf = (t: BlackjackTable, n: number): string[] =>
  t
    .view(dealer)
    .boxes.find((b) => b.seat === n)
    ?.hands[0]?.cards.slice() ?? [];
const cited = (events: readonly Event[], clause: string) =>
  events.some((e) => 'citation' in e && JSON.stringify(e.citation).includes(`665a.13${clause}`));

// The up card, four player cards (each seat's two make 12 or 10 and 14 however they are dealt), the hole card.
const DEAL = '6h 5d 5c 7d 7c Kh';

describe('§ 665a.13(c): a card drawn in error and exposed is offered to the players in order', () => {
  it('the first player refuses it and takes no more cards (R78); the next player takes it as his next card', () => {
    const t = dealtToTwo(`${DEAL} 9s Jh`);
    const first = turn(t) as number;
    const second = first === 1 ? 2 : 1;
    const e = must(t, dealer, { type: 'card-exposed' });
    expect(e.map((x) => x.type)).toEqual(['card-exposed']);
    expect(cited(e, '(c)')).toBe(true);
    // Exposed: every player's log line names it.
    expect(game.describe(e[0] as Event, { role: 'player' }, t.state)).toContain('9s');
    const refused = must(t, seat(first), { type: 'refuse-card' });
    expect(
      refused.filter((x) => x.type === 'hand-ended').map((x) => x.type === 'hand-ended' && x.status),
    ).toEqual(['stood']);
    expect(turn(t)).toBe(second);
    const late = t.submit(seat(first), { type: 'hit' });
    expect(late.ok).toBe(false);
    must(t, seat(second), { type: 'hit' });
    expect(cardsOf(t, second).at(-1)).toBe('9s');
  });

  it('refused by every player: the dealer uses it when he must draw', () => {
    const t = refusedByBoth(`${DEAL} 9s Jh`); // 6 + K = 16: the dealer draws
    const hit = must(t, dealer, { type: 'dealer-hit' });
    const card = hit.find((x) => x.type === 'dealer-card');
    expect(card?.type === 'dealer-card' && formatCard(card.card)).toBe('9s');
  });

  it('refused by every player and the dealer standing: it goes to the discard rack', () => {
    const t = refusedByBoth('9d 5d 5c 7d 7c Qh 9s Jh'); // 9 + Q = 19: the dealer stands
    const stand = must(t, dealer, { type: 'dealer-stand' });
    const gone = stand.find((x) => x.type === 'card-discarded');
    expect(gone?.type === 'card-discarded' && formatCard(gone.card)).toBe('9s');
    expect(cited(stand, '(c)')).toBe(true);
  });

  it('only after the initial deal, only by the dealer; a refusal needs an exposed card and the player in turn', () => {
    const t = stackedTable(game, {}, DEAL, { seats: [1, 2] });
    const early = t.submit(dealer, { type: 'card-exposed' });
    expect(!early.ok && early.error.code).toBe('no_round');
    const u = dealtToTwo(`${DEAL} 9s`);
    expect(u.submit(seat(turn(u) as number), { type: 'card-exposed' }).ok).toBe(false);
    const none = u.submit(seat(turn(u) as number), { type: 'refuse-card' });
    expect(!none.ok && none.error.code).toBe('no_exposed_card');
    must(u, dealer, { type: 'card-exposed' });
    const other = turn(u) === 1 ? 2 : 1;
    const wrong = u.submit(seat(other), { type: 'refuse-card' });
    expect(!wrong.ok && wrong.error.code).toBe('not_your_turn');
  });
});

describe('§ 665a.13(g): a requested card the dealer skipped', () => {
  it('at the player’s option, dealt after all other players’ cards and before the hole card is turned', () => {
    const t = dealtToTwo(`${DEAL} 4s Jh`);
    const first = turn(t) as number;
    const second = first === 1 ? 2 : 1;
    const before = cardsOf(t, first);
    const e = must(t, dealer, { type: 'skipped-hit', seat: first });
    expect(cited(e, '(g)')).toBe(true);
    expect(turn(t)).toBe(second);
    must(t, seat(second), { type: 'stand' });
    // Every other hand is complete: the skipped hand is played before the hole card is turned.
    expect(turn(t)).toBe(first);
    expect(t.submit(dealer, { type: 'reveal' }).ok).toBe(false);
    must(t, seat(first), { type: 'hit' });
    expect(cardsOf(t, first)).toEqual([...before, '4s']);
    must(t, seat(first), { type: 'stand' });
    must(t, dealer, { type: 'reveal' });
  });

  it('or the hand called dead: its Bet returned (DA-19), the others play on', () => {
    const t = dealtToTwo(`${DEAL} 4s Jh`);
    const first = turn(t) as number;
    must(t, dealer, { type: 'skipped-hit', seat: first });
    const chips = t.state.seats.find((s) => s.seat === first)?.chips ?? 0;
    must(t, dealer, { type: 'dead-hand', seat: first });
    expect(t.state.seats.find((s) => s.seat === first)?.chips).toBe(chips + 2000);
    expect(turn(t)).not.toBe(first);
  });

  it('only for the hand in turn, once, and by the staff', () => {
    const t = dealtToTwo(`${DEAL} 4s`);
    const first = turn(t) as number;
    const other = first === 1 ? 2 : 1;
    expect(t.submit(dealer, { type: 'skipped-hit', seat: other }).ok).toBe(false);
    expect(t.submit(seat(first), { type: 'skipped-hit', seat: first }).ok).toBe(false);
    must(t, dealer, { type: 'skipped-hit', seat: first });
  });
});
