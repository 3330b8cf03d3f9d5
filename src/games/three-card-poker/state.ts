/**
 * A Three Card Poker table (ch. 649a): its state, its events and its reducer. Seats are numbered as
 * every card table's (ruling R1: seat 1 at the dealer's right, ascending counter-clockwise), so the
 * deal and the decisions go from the highest occupied seat down (from the dealer's left, clockwise) and
 * the settlement from seat 1 up (from the dealer's right, counterclockwise), as § 669a.8(d) and
 * § 669a.11(b), (i) word it for the sister game (ruling R65).
 *
 * The money is the kernel's (`TableMoney`): every event that moves chips declares its transfers (the
 * Play Wager is a `wager-changed` from the rack, the Ante Bonus an `ante-bonus-paid` from the bank), and
 * this reducer never touches a balance. The deck is the single-deck procedure's.
 */
import type { Card } from '../../core/cards.js';
import type { Cents } from '../../core/money.js';
import { withKernel } from '../../engine/kernel.js';
import type { Transfer } from '../../engine/pockets.js';
import { dealtFrom, type DeckSetup } from '../../engine/procedures/single-deck.js';
import * as table from '../../engine/procedures/card-table.js';
import { type Wager, type WagerChanged, type WagerSettled } from '../../engine/wagers.js';
import type { TcpOptions } from './options.js';
import type { Showdown } from './rules.js';

export type { Wager } from '../../engine/wagers.js';

/** A player's decision: `none` for a hand with no Ante (Pair Plus alone), else pending, play or fold. */
export type Decision = 'none' | 'pending' | 'play' | 'fold';

export interface PlayerHand {
  readonly seat: number;
  readonly cards: readonly Card[];
  readonly decision: Decision;
  /** The Ante collected at the fold (returned if the round is then voided). */
  readonly anteCollected: Cents;
  /** Turned over at settlement (a folded hand never is, ruling R68). */
  readonly revealed: boolean;
  /** Every wager of the hand settled. */
  readonly done: boolean;
}

/**
 * `betting` until "no more bets" (the deck shuffled and cut meanwhile), the deal, the players' play or
 * fold decisions, the dealer's reveal (`showdown`), and the settlement seat by seat.
 */
export type Phase = 'betting' | 'dealing' | 'deciding' | 'showdown' | 'settling';
/** The phase a view shows: the deck's step when a shuffle or a cut is due, else the round's. */
export type ViewPhase = 'needs-shuffle' | 'cut' | Phase;

export interface TcpState extends table.CardTableState<TcpOptions, Phase, PlayerHand> {
  readonly dealer: { readonly cards: readonly Card[]; readonly revealed: boolean } | null;
}

export type RoundEvent =
  | ({ readonly type: 'no-more-bets' } & table.Cited)
  | ({
      readonly type: 'cards-dealt';
      /** Three cards per wagered position (0 the dealer), in the order the positions received them. */
      readonly hands: readonly { readonly position: number; readonly cards: readonly Card[] }[];
    } & table.Cited)
  | ({ readonly type: 'stub-counted'; readonly stub: number; readonly expected: number } & table.Cited)
  | ({ readonly type: 'folded'; readonly seat: number } & table.Cited)
  | ({
      readonly type: 'dealer-revealed';
      readonly cards: readonly Card[];
      readonly qualifies: boolean;
      readonly hand: string;
    } & table.Cited)
  | ({
      readonly type: 'hand-revealed';
      readonly seat: number;
      readonly cards: readonly Card[];
      readonly hand: string;
      /** Against the dealer, for a played hand. */
      readonly showdown: Showdown | null;
    } & table.Cited)
  | ({
      readonly type: 'ante-bonus-paid';
      readonly seat: number;
      readonly hand: string;
      readonly odds: string;
      /** The Ante it is paid on. */
      readonly ante: Cents;
      readonly amount: Cents;
      readonly transfers: readonly Transfer[];
    } & table.Cited)
  | ({ readonly type: 'dealer-card-exposed' } & table.Cited)
  | ({
      readonly type: 'round-voided';
      readonly reason: string;
      readonly deckRemoved: boolean;
      /** Antes collected at a fold, returned with every other wager. */
      readonly transfers: readonly Transfer[];
    } & table.Cited)
  | ({ readonly type: 'round-complete' } & table.Cited);

/** A settled wager, with the paytable row it was paid on (`hand`) where one applied. */
export type Settled = WagerSettled & { readonly hand?: string };

export type Event = table.CardTableEvent | WagerChanged | Settled | RoundEvent;

export const initialState = (options: TcpOptions, automated = false): TcpState =>
  table.newCardTable(options, automated, { dealer: null });

// ---- queries -------------------------------------------------------------------------------------

export const wagerOf = (s: TcpState, seat: number, kind: string): Wager | undefined =>
  s.wagers.find((w) => w.seat === seat && w.kind === kind);
export const handOf = (s: TcpState, seat: number): PlayerHand | undefined =>
  s.hands.find((h) => h.seat === seat);

/** The player to decide now: the first pending hand from the dealer's left (highest seat), clockwise. */
export const decidingSeat = (s: TcpState): number | undefined =>
  s.phase === 'deciding'
    ? [...s.hands].sort((a, b) => b.seat - a.seat).find((h) => h.decision === 'pending')?.seat
    : undefined;

/** The next hand to settle: from the dealer's right (seat 1), counterclockwise. */
export const nextToSettle = (s: TcpState): PlayerHand | undefined =>
  [...s.hands].sort((a, b) => a.seat - b.seat).find((h) => !h.done);

export const phaseOf = (s: TcpState): ViewPhase => table.shownPhase(s);

export const deckSetup = (s: TcpState): DeckSetup => table.tableDeckSetup(s, s.options.countingShuffler);

// ---- evolve --------------------------------------------------------------------------------------

const updateHand = (s: TcpState, seat: number, f: (h: PlayerHand) => PlayerHand): readonly PlayerHand[] =>
  table.updateSeat(s.hands, seat, f);

/** Once nobody is left to decide, the dealer reveals (`showdown`). */
const afterDecision = (s: TcpState): TcpState =>
  s.phase === 'deciding' && !s.hands.some((h) => h.decision === 'pending') ? { ...s, phase: 'showdown' } : s;

function dealt(s: TcpState, e: Extract<Event, { type: 'cards-dealt' }>): TcpState {
  const hands = e.hands
    .filter((x) => x.position !== 0)
    .map((x): PlayerHand => ({
      seat: x.position,
      cards: x.cards,
      decision: wagerOf(s, x.position, 'ante') ? 'pending' : 'none',
      anteCollected: 0,
      revealed: false,
      done: false,
    }))
    .sort((a, b) => a.seat - b.seat);
  return afterDecision({
    ...s,
    deck: dealtFrom(
      s.deck,
      e.hands.reduce((n, x) => n + x.cards.length, 0),
    ),
    hands,
    dealer: { cards: e.hands.find((x) => x.position === 0)?.cards ?? [], revealed: false },
    phase: 'deciding',
  });
}

/** A hand is done once none of its wagers remain on the layout. */
const settledSeat = (s: TcpState, seat: number): TcpState =>
  s.wagers.some((w) => w.seat === seat)
    ? s
    : { ...s, hands: updateHand(s, seat, (h) => ({ ...h, done: true })) };

const roundOver = (s: TcpState): TcpState => ({
  ...table.clearedTable(s),
  dealer: null,
});

function own(s: TcpState, e: table.OwnEvent<Event>): TcpState {
  switch (e.type) {
    case 'seated':
    case 'bought-in':
    case 'left':
    case 'wager-placed':
    case 'wager-withdrawn':
    case 'stub-counted':
    case 'ante-bonus-paid':
    case 'dealer-card-exposed':
      return s;
    case 'no-more-bets':
      return { ...table.nextRound(s, 'dealing'), dealer: null };
    case 'cards-dealt':
      return dealt(s, e);
    case 'wager-changed':
      // The Play Wager, equal to the Ante, made by the decision to play (§ 669a.11(f)).
      return e.kind === 'play'
        ? afterDecision({ ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, decision: 'play' })) })
        : s;
    case 'folded':
      return afterDecision({
        ...s,
        hands: updateHand(s, e.seat, (h) => ({
          ...h,
          decision: 'fold',
          anteCollected: wagerOf(s, e.seat, 'ante')?.amount ?? 0,
        })),
      });
    case 'dealer-revealed':
      return s.dealer ? { ...s, phase: 'settling', dealer: { ...s.dealer, revealed: true } } : s;
    case 'hand-revealed':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, revealed: true })) };
    case 'wager-settled':
      // A folded hand's Ante is collected at the fold; a hand is done once none of its wagers remain.
      return settledSeat(s, e.seat);
    case 'round-voided':
      return roundOver(s);
    case 'round-complete':
      return roundOver(s);
  }
}

export const evolve = withKernel<Wager, TcpState, Event>(table.withDeck<TcpState, Event>(deckSetup, own));
