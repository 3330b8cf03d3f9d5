/** The blackjack family's reducer: the kernel moves the money, this applies what only the game knows. */
import { withKernel } from '../../engine/kernel.js';
import {
  dealt,
  held,
  endRound,
  evolveShoe,
  isShoeEvent,
  NEW_SHOE,
} from '../../engine/procedures/multi-deck-shoe.js';
import { best } from './cards.js';
import { tableOf, type AnyOptions } from './options.js';
import type { GameId } from './profile.js';
import {
  NEW_ROUND,
  type BlackjackState,
  type BlackjackWager,
  type Box,
  type Event,
  type Hand,
} from './state.js';

export function initialState(game: GameId, options: AnyOptions, automated: boolean): BlackjackState {
  return {
    game,
    options,
    table: tableOf(game, options),
    automated,
    round: 0,
    seats: [],
    wagers: [],
    pockets: {},
    shoe: NEW_SHOE,
    r: NEW_ROUND,
    readerOut: false,
    coverSeat: null,
  };
}

const newHand = (spot: string, cards: Hand['cards'], split: boolean, splitAces: boolean): Hand => ({
  spot,
  cards,
  split,
  splitAces,
  doubled: 0,
  closed: false,
  status: 'playing',
});

function mapHand(
  s: BlackjackState,
  seat: number,
  spot: string,
  f: (h: Hand, b: Box) => Hand,
): BlackjackState {
  return {
    ...s,
    r: {
      ...s.r,
      boxes: s.r.boxes.map((b) =>
        b.seat === seat ? { ...b, hands: b.hands.map((h) => (h.spot === spot ? f(h, b) : h)) } : b,
      ),
    },
  };
}

const mapBox = (s: BlackjackState, seat: number, f: (b: Box) => Box): BlackjackState => ({
  ...s,
  r: { ...s.r, boxes: s.r.boxes.map((b) => (b.seat === seat ? f(b) : b)) },
});

type EventOf<T extends Event['type']> = Extract<Event, { type: T }>;

/** The initial deal: the up card (if dealt with it) and the hole card, two cards to each box. */
function dealtRound(s: BlackjackState, e: EventOf<'dealt'>): BlackjackState {
  const up = e.up ?? s.r.dealer[0];
  const ace = up !== undefined && best([up]) === 11;
  const n = e.boxes.length * 2 + 1 + (e.up === undefined ? 0 : 1);
  return {
    ...s,
    shoe: dealt(s.shoe, n, e.fromHeld),
    r: {
      ...s.r,
      dealer: up === undefined ? [e.hole] : [up, e.hole],
      boxes: e.boxes.map((b) => ({
        seat: b.seat,
        hands: [newHand(String(b.seat), b.cards, false, false)],
        insurance: ace ? 'open' : 'none',
        straightCards: b.cards,
        straightFrozen: false,
      })),
    },
  };
}

/** A card to a player's hand (a hit, a double's card, a split hand's second card). */
function cardDealt(s: BlackjackState, e: EventOf<'card'>): BlackjackState {
  const next = mapHand(s, e.seat, e.spot, (h) => ({
    ...h,
    cards: [...h.cards, e.card],
    closed: h.closed || e.why === 'double' || (h.splitAces && !s.table.rules.split.hitSplitAces),
  }));
  const box = next.r.boxes.find((b) => b.seat === e.seat);
  // The Straight Jack follows the unsplit hand's cards (633a.7(o)(3)(i)); a split freezes it (BJ-2).
  return box && !box.straightFrozen
    ? mapBox({ ...next, shoe: dealt(s.shoe, 1, e.fromHeld) }, e.seat, (b) => ({
        ...b,
        straightCards: [...b.straightCards, e.card],
      }))
    : { ...next, shoe: dealt(s.shoe, 1, e.fromHeld) };
}

/** A pair split into two hands, each with one card; the Straight Jack is frozen (BJ-2). */
function splitHand(s: BlackjackState, e: EventOf<'split'>): BlackjackState {
  return mapBox(s, e.seat, (b) => {
    const i = b.hands.findIndex((h) => h.spot === e.spot);
    const h = b.hands[i];
    if (!h) return b;
    const aces = best([h.cards[0] ?? 0]) === 11;
    const left = { ...h, cards: h.cards.slice(0, 1), split: true, splitAces: aces };
    const right = newHand(e.into, h.cards.slice(1), true, aces);
    return {
      ...b,
      straightFrozen: true,
      hands: [...b.hands.slice(0, i), left, right, ...b.hands.slice(i + 1)],
    };
  });
}

function own(s: BlackjackState, e: Event): BlackjackState {
  if (isShoeEvent(e)) return { ...s, shoe: evolveShoe(s.shoe, e) };
  switch (e.type) {
    case 'stage':
      return {
        ...s,
        round: e.stage === 'closed' && s.r.stage === 'betting' ? s.round + 1 : s.round,
        r: { ...s.r, stage: e.stage },
      };
    case 'up-card':
      return { ...s, shoe: dealt(s.shoe, 1, e.fromHeld), r: { ...s.r, dealer: [e.card] } };
    case 'dealt':
      return dealtRound(s, e);
    case 'insurance-answered':
      return mapBox(s, e.seat, (b) => ({ ...b, insurance: e.answer }));
    case 'wager-placed':
      return e.kind === 'insurance' ? mapBox(s, e.seat, (b) => ({ ...b, insurance: 'taken' })) : s;
    case 'peeked':
      return s;
    case 'hole-revealed':
      return { ...s, r: { ...s.r, holeShown: true } };
    case 'card':
      return cardDealt(s, e);
    case 'split':
      return splitHand(s, e);
    case 'doubled':
      return mapHand(s, e.seat, e.spot, (h) => ({ ...h, doubled: h.doubled + e.amount }));
    case 'hand-ended':
      return mapBox(
        mapHand(s, e.seat, e.spot, (h) => ({ ...h, status: e.status })),
        e.seat,
        (b) => (e.status === 'surrendered' && !b.straightFrozen ? { ...b, straightFrozen: true } : b),
      );
    case 'dealer-card':
      return { ...s, shoe: dealt(s.shoe, 1, e.fromHeld), r: { ...s.r, dealer: [...s.r.dealer, e.card] } };
    case 'dealer-stands':
      return s;
    case 'house-money-due':
      return {
        ...s,
        r: { ...s.r, houseMoneyDue: [...s.r.houseMoneyDue, { seat: e.seat, payout: e.payout }] },
      };
    case 'house-money-ride':
      return { ...s, r: { ...s.r, houseMoneyDue: s.r.houseMoneyDue.filter((d) => d.seat !== e.seat) } };
    case 'meter':
    case 'jackpot':
      return s;
    case 'card-discarded':
      return { ...s, shoe: dealt(s.shoe, 1, e.fromHeld), r: { ...s.r, discarded: s.r.discarded + 1 } };
    case 'round-voided':
      return s;
    case 'discards-reshuffled':
      // The round is finished from the reshuffled discards; the shoe ends with it (coverOut).
      return {
        ...s,
        shoe: {
          ...s.shoe,
          held: [],
          dealing: { stack: e.stack, next: 0, coverAt: null, coverOut: true },
          discards: 1,
        },
      };
    case 'card-held':
      return { ...s, shoe: held(s.shoe, e.card), r: { ...s.r, exposed: false } };
    case 'card-exposed':
      return { ...s, shoe: held(s.shoe, e.card), r: { ...s.r, exposed: true } };
    case 'hit-skipped':
      return { ...s, r: { ...s.r, owed: [...s.r.owed, e.spot] } };
    case 'reader':
      return { ...s, readerOut: !e.working };
    case 'round-complete':
      return {
        ...s,
        shoe: endRound(s.shoe, e.discarded, e.shoeFinished),
        r: NEW_ROUND,
        coverSeat: e.coverSeat ?? (e.shoeFinished ? null : s.coverSeat),
      };
    case 'seated':
    case 'bought-in':
    case 'left':
    case 'wager-changed':
    case 'wager-withdrawn':
    case 'wager-settled':
      return s;
  }
}

/**
 * 665a.5(c)(2): the seat on whose betting area the cover card came out is offered the next cut; it came
 * out with the card that left the shoe as it flipped (a dealer card: the offer starts from the right).
 */
function coverRecipient(before: BlackjackState, e: Event): number | 'dealer' | null {
  const d = before.shoe.dealing;
  if (!d || d.coverOut || d.coverAt === null) return null;
  const n = d.coverAt - d.next;
  if (e.type === 'card') return n === 0 ? e.seat : null;
  if (e.type === 'dealer-card' || e.type === 'up-card') return n === 0 ? 'dealer' : null;
  if (e.type !== 'dealt') return null;
  const k = n + e.fromHeld;
  const seats = e.boxes.map((b) => b.seat);
  const order: (number | 'dealer')[] =
    e.up === undefined ? [...seats, ...seats, 'dealer'] : [...seats, 'dealer', ...seats, 'dealer'];
  return k >= 0 && k < order.length ? (order[k] ?? null) : null;
}

function ownWithCover(s: BlackjackState, e: Event): BlackjackState {
  const at = coverRecipient(s, e);
  const next = own(s, e);
  return at === null ? next : { ...next, r: { ...next.r, coverAt: at } };
}

export const evolve: (s: BlackjackState, e: Event) => BlackjackState = withKernel<
  BlackjackWager,
  BlackjackState,
  Event
>(ownWithCover);
