/** The state of a blackjack-family table and the events that change it. */
import type { Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import type { Cents } from '../../core/money.js';
import type { SeatEvent } from '../../engine/kernel.js';
import type { Transfer } from '../../engine/pockets.js';
import type { MultiDeckShoe, ShoeEvent } from '../../engine/procedures/multi-deck-shoe.js';
import type { TableMoney, Wager, WagerEvent } from '../../engine/wagers.js';
import type { AnyOptions, TableRules } from './options.js';
import type { GameId } from './profile.js';

export const WAGER_KINDS = [
  'bet',
  'double-attack',
  'bust-it',
  'insurance',
  'hit-and-run',
  'straight-jack',
  'house-money',
] as const;
export type WagerKind = (typeof WAGER_KINDS)[number];

/** A wager: `spot` is the hand's (`'3'`, after a split `'3.2'`); the side wagers lie on the seat's own spot. */
export interface BlackjackWager extends Wager {
  readonly kind: WagerKind;
}

export type HandStatus = 'playing' | 'stood' | 'busted' | 'surrendered' | 'blackjack' | 'dead';

export interface Hand {
  /** The kernel spot of the hand's wagers: the seat's number, `N.k` for the k-th hand after splits. */
  readonly spot: string;
  readonly cards: readonly Card[];
  readonly split: boolean;
  readonly splitAces: boolean;
  /** The Double Down amount (0: not doubled). */
  readonly doubled: Cents;
  /** No further card may be drawn (the double's card, a closed split ace). */
  readonly closed: boolean;
  readonly status: HandStatus;
}

export interface Box {
  readonly seat: number;
  readonly hands: readonly Hand[];
  /** The Insurance offer: open until answered (665a.8, 633a.8). */
  readonly insurance: 'none' | 'open' | 'declined' | 'taken' | 'even-money';
  /** The cards the Straight Jack grades (frozen at a split: BJ-2). */
  readonly straightCards: readonly Card[];
  readonly straightFrozen: boolean;
}

/**
 * Where a round stands (spec A.9): bets, (Double Attack Blackjack: the up card, the Double Attack
 * window), the deal, Insurance, the peek, the House Money ride, the players' hands, the dealer's hand,
 * settlement.
 */
export type Stage =
  | 'betting'
  | 'closed'
  | 'double-attack'
  | 'double-attack-closed'
  | 'insurance'
  | 'peek'
  | 'house-money'
  | 'play'
  | 'dealer'
  | 'settle';

export interface Round {
  readonly stage: Stage;
  /** The dealer's cards: [0] the up card, [1] the hole card, then draws. */
  readonly dealer: readonly Card[];
  readonly holeShown: boolean;
  readonly boxes: readonly Box[];
  readonly houseMoneyDue: readonly { readonly seat: number; readonly payout: Cents }[];
  /** Cards that left the shoe this round and went to the discard rack, besides the hands'. */
  readonly discarded: number;
  /** Whose card brought the cover card out this round (665a.5(c)(2)): a seat, the dealer, or null. */
  readonly coverAt: number | 'dealer' | null;
  /** 665a.13(c): the card held as the next card was drawn in error and exposed (offered in order). */
  readonly exposed: boolean;
  /** 665a.13(g): hands whose requested card the dealer skipped; each is played after the others. */
  readonly owed: readonly string[];
}

export interface BlackjackState extends TableMoney<BlackjackWager> {
  readonly game: GameId;
  readonly options: AnyOptions;
  readonly table: TableRules;
  readonly automated: boolean;
  readonly round: number;
  readonly shoe: MultiDeckShoe;
  readonly r: Round;
  /** 665a.13(i): no dealing while the card reader is out of order. */
  readonly readerOut: boolean;
  /** 665a.5(c)(2): the seat where the cover card came out last, who is offered the next cut. */
  readonly coverSeat: number | null;
}

export const NEW_ROUND: Round = {
  stage: 'betting',
  dealer: [],
  holeShown: false,
  boxes: [],
  houseMoneyDue: [],
  discarded: 0,
  coverAt: null,
  exposed: false,
  owed: [],
};

interface Cited {
  readonly citation: Citation;
}
interface Moves {
  readonly transfers: readonly Transfer[];
}

export type OwnEvent =
  | ({ readonly type: 'stage'; readonly stage: Stage } & Cited)
  | ({ readonly type: 'up-card'; readonly card: Card; readonly fromHeld: number } & Cited)
  | ({
      readonly type: 'dealt';
      /** In dealing order, each box's two cards. */
      readonly boxes: readonly { readonly seat: number; readonly cards: readonly Card[] }[];
      /** Absent where the up card was dealt first (665a.7(e)). */
      readonly up?: Card;
      readonly hole: Card;
      readonly fromHeld: number;
    } & Cited)
  | ({
      readonly type: 'insurance-answered';
      readonly seat: number;
      readonly answer: 'declined' | 'even-money';
    } & Cited)
  | ({ readonly type: 'peeked'; readonly blackjack: boolean } & Cited)
  | ({ readonly type: 'hole-revealed'; readonly card: Card } & Cited)
  | ({
      readonly type: 'card';
      readonly seat: number;
      readonly spot: string;
      readonly card: Card;
      readonly why: 'hit' | 'double' | 'split';
      readonly fromHeld: number;
    } & Cited)
  | ({ readonly type: 'split'; readonly seat: number; readonly spot: string; readonly into: string } & Cited)
  | ({
      readonly type: 'doubled';
      readonly seat: number;
      readonly spot: string;
      readonly amount: Cents;
    } & Cited)
  | ({
      readonly type: 'hand-ended';
      readonly seat: number;
      readonly spot: string;
      readonly status: Exclude<HandStatus, 'playing'>;
    } & Cited)
  | ({ readonly type: 'dealer-card'; readonly card: Card; readonly fromHeld: number } & Cited)
  | ({ readonly type: 'dealer-stands'; readonly total: number } & Cited)
  | ({ readonly type: 'house-money-due'; readonly seat: number; readonly payout: Cents } & Cited)
  | ({ readonly type: 'house-money-ride'; readonly seat: number; readonly added: Cents } & Cited)
  | ({ readonly type: 'meter'; readonly pool: string; readonly amount: Cents; readonly why: string } & Cited &
      Moves)
  | ({
      readonly type: 'jackpot';
      readonly seat: number;
      readonly pool: string;
      readonly amount: Cents;
    } & Cited &
      Moves)
  | ({
      readonly type: 'card-discarded';
      readonly card: Card;
      readonly reason: string;
      readonly fromHeld: number;
    } & Cited)
  | ({ readonly type: 'round-voided'; readonly reason: string } & Cited)
  | ({ readonly type: 'card-held'; readonly card: Card } & Cited)
  | ({ readonly type: 'card-exposed'; readonly card: Card } & Cited)
  | ({ readonly type: 'hit-skipped'; readonly seat: number; readonly spot: string } & Cited)
  /** 665a.13(e): the discard rack shuffled and cut (`stack`, in dealing order) and one card burned. */
  | ({
      readonly type: 'discards-reshuffled';
      readonly stack: readonly Card[];
      readonly burned: Card;
      readonly source: 'crypto' | 'seeded';
    } & Cited)
  | ({ readonly type: 'reader'; readonly working: boolean } & Cited)
  | ({
      readonly type: 'round-complete';
      readonly discarded: number;
      readonly shoeFinished: boolean;
      readonly coverSeat: number | null;
    } & Cited);

export type Event = SeatEvent | WagerEvent | ShoeEvent | OwnEvent;

/** The table's phase: the shoe's stage until it is in play, then the round's. */
export type Phase = Exclude<MultiDeckShoe['stage']['kind'], 'in-play'> | Stage;
export const phaseOf = (s: BlackjackState): Phase =>
  s.shoe.stage.kind === 'in-play' ? s.r.stage : s.shoe.stage.kind;

/** The hand to act now: the first box in the order of play with a hand still playing. */
export function activeHand(s: BlackjackState): { box: Box; hand: Hand; index: number } | undefined {
  if (s.r.stage !== 'play') return undefined;
  // 665a.13(g): a hand whose requested card was skipped waits until every other hand is complete.
  for (const owed of [false, true])
    for (const box of s.r.boxes) {
      const index = box.hands.findIndex((h) => h.status === 'playing' && s.r.owed.includes(h.spot) === owed);
      const hand = box.hands[index];
      if (hand) return { box, hand, index };
    }
  return undefined;
}

export const boxOf = (s: BlackjackState, seat: number): Box | undefined =>
  s.r.boxes.find((b) => b.seat === seat);

export const wagerAt = (
  s: BlackjackState,
  seat: number,
  spot: string,
  kind: WagerKind,
): BlackjackWager | undefined => s.wagers.find((w) => w.seat === seat && w.spot === spot && w.kind === kind);
