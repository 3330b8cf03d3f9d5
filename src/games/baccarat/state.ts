/** The state of a baccarat-family table and the events that change it. */
import type { Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import type { Cents } from '../../core/money.js';
import type { Shoe } from '../../core/shoe.js';
import type { BaccaratOptions } from './options.js';
import type { GameId } from './profile.js';
import type { BankerRule, WagerKind } from './rules.js';
import type { SeatingEvent } from '../../engine/seating.js';

export type HandName = 'player' | 'banker';

export interface Hand {
  readonly cards: readonly Card[];
  readonly faceUp: readonly boolean[];
}

export interface SeatState {
  readonly seat: number;
  readonly name: string;
  readonly chips: Cents;
  /** Vigorish marked with a marker button and not yet collected (…12(d)(2)). */
  readonly vigorishOwed: Cents;
}

export interface Wager {
  readonly seat: number;
  readonly kind: WagerKind;
  readonly amount: Cents;
}

export type Phase =
  | { readonly kind: 'needs-shuffle' }
  /** The shuffled stack is offered for the cut; `offer` lists the seats in order, `next` who is asked now. */
  | { readonly kind: 'cut'; readonly offer: readonly number[]; readonly next: number }
  /** Cut and loaded; `recutOffer` is who is entitled to cut if a recut is ordered (…5(e)). */
  | { readonly kind: 'needs-burn'; readonly recutOffer: readonly number[] }
  | { readonly kind: 'betting' }
  | { readonly kind: 'dealing' };

export interface Squeeze {
  /** The seat entitled to see and turn each hand's cards now; null: the dealer turns them. */
  readonly player: number | null;
  readonly banker: number | null;
  /** Seats that relinquished the right this round, per hand. */
  readonly passed: { readonly player: readonly number[]; readonly banker: readonly number[] };
}

export interface BaccaratState {
  readonly game: GameId;
  readonly options: BaccaratOptions;
  readonly automated: boolean;
  readonly round: number;
  readonly phase: Phase;
  readonly seats: readonly SeatState[];
  readonly wagers: readonly Wager[];
  /** The shuffled stack between the shuffle and the cut. */
  readonly stack: readonly Card[] | null;
  readonly shoe: Shoe | null;
  /** Cards drawn in error, used first in the next hand (…13(a), (b)). */
  readonly held: readonly Card[];
  readonly discards: number;
  /** The card exposed at the burn (…5(f): shown to the players), for the rest of its shoe. */
  readonly burnExposed: Card | null;
  /** Two-batch shuffler: the batch in play. */
  readonly batch: 'A' | 'B' | null;
  readonly shoesDealt: number;
  /** "Last hand" was announced: the round in play is the last of this shoe. */
  readonly lastHand: boolean;
  readonly coup: { readonly player: Hand; readonly banker: Hand } | null;
  readonly houseMoney: {
    readonly settled: boolean;
    readonly due: readonly { seat: number; payout: Cents }[];
  };
  readonly squeeze: Squeeze | null;
  readonly curator: number | 'dealer' | null;
  readonly lastCurator: number | null;
  readonly shoeOffer: { readonly order: readonly number[]; readonly next: number } | null;
  /** The table's win (+) or loss (−) since it opened. */
  readonly house: Cents;
  readonly buyIns: Cents;
  readonly cashOuts: Cents;
  readonly shufflerOut: boolean;
}

interface Cited {
  readonly citation: Citation;
}

export type Event =
  | SeatingEvent<WagerKind>
  | ({ readonly type: 'vigorish-collected'; readonly seat: number; readonly amount: Cents } & Cited)
  | ({
      readonly type: 'shuffled';
      readonly stack: readonly Card[];
      readonly batch: 'A' | 'B' | null;
      readonly newDecks: boolean;
      readonly source: 'crypto' | 'seeded';
    } & Cited)
  | ({ readonly type: 'cut-offered'; readonly offer: readonly number[] } & Cited)
  | ({ readonly type: 'cut-declined'; readonly seat: number } & Cited)
  | ({
      readonly type: 'cut';
      readonly by: number | 'dealer';
      readonly position: number;
      readonly lastHandFromBottom: number;
    } & Cited)
  | ({ readonly type: 'recut-ordered' } & Cited)
  | ({ readonly type: 'burned'; readonly exposed: Card; readonly burned: readonly Card[] } & Cited)
  | ({ readonly type: 'no-more-bets' } & Cited)
  | ({
      readonly type: 'cards-dealt';
      readonly player: readonly Card[];
      readonly banker: readonly Card[];
      readonly faceUp: boolean;
      readonly fromHeld: number;
      readonly squeeze: Squeeze | null;
    } & Cited)
  | ({ readonly type: 'cover-card'; readonly lastHand: true } & Cited)
  | ({ readonly type: 'hand-revealed'; readonly hand: HandName; readonly by: number | 'dealer' } & Cited)
  | ({
      readonly type: 'squeeze-passed';
      readonly hand: HandName;
      readonly from: number;
      readonly to: number | null;
    } & Cited)
  | ({
      readonly type: 'wager-settled';
      readonly seat: number;
      readonly kind: WagerKind;
      readonly outcome: 'win' | 'lose' | 'push';
      readonly amount: Cents;
      readonly winnings: Cents;
      readonly odds?: string;
    } & Cited)
  | ({ readonly type: 'house-money-due'; readonly seat: number; readonly payout: Cents } & Cited)
  | ({
      readonly type: 'house-money-choice';
      readonly seat: number;
      readonly choice: 'take' | HandName;
      readonly added: Cents;
      readonly paid: Cents;
    } & Cited)
  | ({
      readonly type: 'third-card';
      readonly hand: HandName;
      readonly card: Card;
      readonly faceUp: boolean;
      readonly fromHeld: boolean;
      readonly rule: BankerRule | 'player-draws';
    } & Cited)
  | ({
      readonly type: 'result';
      readonly playerPoints: number;
      readonly bankerPoints: number;
      readonly winner: 'player' | 'banker' | 'tie';
      readonly dragon7: boolean;
      readonly announcement: string;
    } & Cited)
  | ({
      readonly type: 'vigorish-marked';
      readonly seat: number;
      readonly amount: Cents;
      readonly owed: Cents;
    } & Cited)
  | ({ readonly type: 'round-complete'; readonly discarded: number; readonly shoeFinished: boolean } & Cited)
  | ({ readonly type: 'card-held'; readonly card: Card } & Cited)
  | ({
      readonly type: 'simulated-round';
      readonly player: readonly Card[];
      readonly banker: readonly Card[];
      readonly fromHeld: number;
    } & Cited)
  | ({ readonly type: 'cards-discarded'; readonly cards: readonly Card[]; readonly fromHeld: number } & Cited)
  | ({ readonly type: 'round-voided'; readonly reason: string } & Cited)
  | ({ readonly type: 'curator'; readonly curator: number | 'dealer' } & Cited)
  | ({ readonly type: 'shoe-offered'; readonly order: readonly number[] } & Cited)
  | ({ readonly type: 'shoe-declined'; readonly seat: number } & Cited)
  | ({ readonly type: 'shuffler-malfunction' } & Cited);

export type EventType = Event['type'];
