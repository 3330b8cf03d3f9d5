/** The state of a baccarat-family table and the events that change it. */
import type { Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import type { Cents } from '../../core/money.js';
import type { SeatEvent } from '../../engine/kernel.js';
import type { Transfer } from '../../engine/pockets.js';
import type { MultiDeckShoe, ShoeEvent } from '../../engine/procedures/multi-deck-shoe.js';
import type { TableMoney, Wager, WagerEvent } from '../../engine/wagers.js';
import type { BaccaratOptions } from './options.js';
import type { GameId } from './profile.js';
import type { BankerRule, WagerKind } from './rules.js';

export type HandName = 'player' | 'banker';

export interface Hand {
  readonly cards: readonly Card[];
  readonly faceUp: readonly boolean[];
}

/** A wager on the layout: on the seat's own betting area (`spot` is the seat's number). */
export interface BaccaratWager extends Wager {
  readonly kind: WagerKind;
}

/**
 * The table's phase: the shoe's stage (needs-shuffle, cut, needs-burn) until the shoe is in play, then
 * the round's (`RoundPhase`).
 */
export type Phase = Exclude<MultiDeckShoe['stage']['kind'], 'in-play'> | RoundPhase;
export type RoundPhase = 'betting' | 'dealing';

export interface Squeeze {
  /** The seat entitled to see and turn each hand's cards now; null: the dealer turns them. */
  readonly player: number | null;
  readonly banker: number | null;
  /** Seats that relinquished the right this round, per hand. */
  readonly passed: { readonly player: readonly number[]; readonly banker: readonly number[] };
}

/**
 * The kernel's money (racks, the wagers on the layout, the bank and the vigorish owed in `owed:N`) and
 * what only the baccarat family knows: the shoe (the shared multi-deck procedure), the coup, the squeeze,
 * House Money payouts waiting for a choice and the curator.
 */
export interface BaccaratState extends TableMoney<BaccaratWager> {
  readonly game: GameId;
  readonly options: BaccaratOptions;
  readonly automated: boolean;
  readonly round: number;
  /** Betting or dealing, while the shoe is in play. */
  readonly phase: RoundPhase;
  readonly shoe: MultiDeckShoe;
  readonly coup: { readonly player: Hand; readonly banker: Hand } | null;
  readonly houseMoney: {
    readonly settled: boolean;
    /** Payouts in the dealer's hands (still in the bank) until the player chooses (…8(d)(1)(ii)). */
    readonly due: readonly { seat: number; payout: Cents }[];
  };
  readonly squeeze: Squeeze | null;
  readonly curator: number | 'dealer' | null;
  readonly lastCurator: number | null;
  readonly shoeOffer: { readonly order: readonly number[]; readonly next: number } | null;
  /**
   * Cards exposed during a round (…13(d), (c)(2)), set aside to open a simulated round once it is settled
   * (README ruling R42), each with the clause that sets it aside.
   */
  readonly setAside: readonly { readonly card: Card; readonly citation: Citation }[];
}

interface Cited {
  readonly citation: Citation;
}

interface Moves {
  readonly transfers: readonly Transfer[];
}

export type Event =
  | SeatEvent
  | WagerEvent
  | ShoeEvent
  /** Vigorish paid: at payout (rack or payout to bank) or a marker's debt paid from the rack. */
  | ({ readonly type: 'vigorish-collected'; readonly seat: number; readonly amount: Cents } & Cited & Moves)
  /** Vigorish marked with a marker button (…12(d)(2)(ii)): the seat's debt, `owed:N` to the bank. */
  | ({
      readonly type: 'vigorish-marked';
      readonly seat: number;
      readonly amount: Cents;
      readonly owed: Cents;
    } & Cited &
      Moves)
  | ({ readonly type: 'no-more-bets' } & Cited)
  | ({
      readonly type: 'cards-dealt';
      readonly player: readonly Card[];
      readonly banker: readonly Card[];
      readonly faceUp: boolean;
      readonly fromHeld: number;
      readonly squeeze: Squeeze | null;
    } & Cited)
  | ({ readonly type: 'hand-revealed'; readonly hand: HandName; readonly by: number | 'dealer' } & Cited)
  | ({
      readonly type: 'squeeze-passed';
      readonly hand: HandName;
      readonly from: number;
      readonly to: number | null;
    } & Cited)
  | ({ readonly type: 'house-money-due'; readonly seat: number; readonly payout: Cents } & Cited)
  | ({
      readonly type: 'house-money-choice';
      readonly seat: number;
      readonly choice: 'take' | HandName;
      readonly added: Cents;
      readonly paid: Cents;
    } & Cited &
      Moves)
  | ({
      readonly type: 'third-card';
      readonly hand: HandName;
      readonly card: Card;
      readonly faceUp: boolean;
      /** A face-down card's: the squeezing player handed it, or null where the dealer turns it. */
      readonly to?: number | null;
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
  | ({ readonly type: 'round-complete'; readonly discarded: number; readonly shoeFinished: boolean } & Cited)
  | ({ readonly type: 'card-held'; readonly card: Card } & Cited)
  | ({
      readonly type: 'simulated-round';
      readonly player: readonly Card[];
      readonly banker: readonly Card[];
      readonly fromHeld: number;
      /** Its first cards were set aside during the round before it (R42). */
      readonly fromSetAside?: number;
    } & Cited)
  | ({ readonly type: 'card-set-aside'; readonly card: Card } & Cited)
  | ({ readonly type: 'cards-discarded'; readonly cards: readonly Card[]; readonly fromHeld: number } & Cited)
  | ({ readonly type: 'round-voided'; readonly reason: string } & Cited)
  | ({ readonly type: 'curator'; readonly curator: number | 'dealer' } & Cited)
  | ({ readonly type: 'shoe-offered'; readonly order: readonly number[] } & Cited)
  | ({ readonly type: 'shoe-declined'; readonly seat: number } & Cited);

/** The table's phase now (the shoe's stage until it is in play). */
export const phaseOf = (s: BaccaratState): Phase =>
  s.shoe.stage.kind === 'in-play' ? s.phase : s.shoe.stage.kind;
