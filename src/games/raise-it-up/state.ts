/**
 * A Raise It Up Stud Poker table (ch. 669a): its state, its events and its reducer. Seat 1 is farthest
 * to the dealer's left (rules.ts, ruling R60). The money is the kernel's (`TableMoney`: racks, the wagers
 * on the layout, the bank and the progressive meter's pool, `pool:progressive`): every event that moves
 * chips declares its transfers, and this reducer never touches a balance. The deck is the single-deck
 * procedure's (src/engine/procedures/single-deck.ts).
 */
import type { Card } from '../../core/cards.js';
import type { Cents } from '../../core/money.js';
import { withKernel } from '../../engine/kernel.js';
import { pocket, type Transfer } from '../../engine/pockets.js';
import { dealtFrom, type DeckSetup } from '../../engine/procedures/single-deck.js';
import * as table from '../../engine/procedures/card-table.js';
import { type Wager, type WagerChanged, type WagerSettled } from '../../engine/wagers.js';
import type { RaiseItUpOptions } from './options.js';
import type { Street } from './rules.js';

export type { Wager } from '../../engine/wagers.js';

/** The progressive meter's pool (§ 669a.2(c), § 605a.7): money that outlives a round. */
export const METER = pocket.pool('progressive');

export interface PlayerHand {
  /** The betting position; `player` is the same seat (one position per player, § 669a.7(e)). */
  readonly seat: number;
  readonly player: number;
  readonly cards: readonly Card[];
  /** The last decision the player answered (a check, or the Play Wager). */
  readonly decided: Street | null;
  /** The Play Wager in units of the Ante (0: none), and where it was placed. */
  readonly play: 0 | 1 | 2 | 3;
  readonly playAt: Street | null;
  readonly folded: boolean;
  /** Every wager forfeited (information exchanged, § 669a.11(a)(3)): out of the round, never shown. */
  readonly forfeited: boolean;
  readonly revealed: boolean;
  readonly settled: boolean;
}

/** `betting` until "no more bets", the deal, the three decisions (named by the street the player holds), settlement. */
export type Phase = 'betting' | 'dealing' | Street | 'settling';
export type ViewPhase = 'needs-shuffle' | 'cut' | Phase;

export interface ProgressiveState {
  /** The meter has been funded with its initial amount (§ 669a.12(e)(3)). */
  readonly seeded: boolean;
  /** The fraction of a cent carried to the next increment, in 1/10,000 of a cent. */
  readonly carry: number;
  /** This round's collected stakes, by seat (the chips went to the table inventory container). */
  readonly stakes: readonly { readonly seat: number; readonly amount: Cents }[];
  /** This round's increment and the carry before it (reversed when the round is void, A-AMB-13). */
  readonly increment: { readonly cents: Cents; readonly carryBefore: number } | null;
}

export interface RaiseItUpState extends table.CardTableState<RaiseItUpOptions, Phase, PlayerHand> {
  /** The three community cards in the order they are turned (4th, 5th, 6th Street). */
  readonly community: readonly Card[];
  /** How many community cards are face up. */
  readonly turned: number;
  readonly progressive: ProgressiveState;
  /** Ante and Blind collected at a fold this round, by seat (returned if the round is void). */
  readonly collected: readonly { readonly seat: number; readonly amount: Cents }[];
  /**
   * A winning Progressive Payout Wager whose payout waits for a floorperson's validation
   * (§ 669a.11(i)(3)(i)(C)): the seat, and whether it has been validated.
   */
  readonly validation: { readonly seat: number; readonly validated: boolean } | null;
}

interface Moves {
  readonly transfers: readonly Transfer[];
}

/** The Play Wager: the kernel's `wager-changed` on the Play spot, with the multiple and the street. */
export type PlayPlaced = WagerChanged & { readonly multiple: 1 | 2 | 3; readonly street: Street };
/** A settled wager, with the hand that decided it where one did. */
export type Settled = WagerSettled & { readonly hand?: string };

export type RoundEvent =
  | ({ readonly type: 'no-more-bets' } & table.Cited)
  | ({ readonly type: 'meter-seeded'; readonly amount: Cents } & table.Cited & Moves)
  | ({
      readonly type: 'progressive-collected';
      readonly seats: readonly number[];
      readonly stake: Cents;
      readonly increment: Cents;
      readonly carry: number;
    } & table.Cited &
      Moves)
  | ({
      readonly type: 'cards-dealt';
      readonly hands: readonly { readonly seat: number; readonly cards: readonly Card[] }[];
      readonly community: readonly Card[];
    } & table.Cited)
  | ({ readonly type: 'stub-counted'; readonly stub: number; readonly expected: number } & table.Cited)
  | ({ readonly type: 'checked'; readonly seat: number; readonly street: Street } & table.Cited)
  | ({ readonly type: 'folded'; readonly seat: number } & table.Cited)
  | ({ readonly type: 'community-card-turned'; readonly box: string; readonly card: Card } & table.Cited)
  | ({
      readonly type: 'hand-revealed';
      readonly seat: number;
      readonly cards: readonly Card[];
      readonly hand: string;
    } & table.Cited)
  | ({
      readonly type: 'progressive-settled';
      readonly seat: number;
      readonly outcome: 'win' | 'lose' | 'forfeited';
      readonly hand: string | null;
      readonly stake: Cents;
      /** Paid in all (the "for 1" amount, or the meter). */
      readonly paid: Cents;
      readonly meter: boolean;
    } & table.Cited &
      Moves)
  | ({ readonly type: 'meter-reset'; readonly amount: Cents } & table.Cited & Moves)
  | ({
      readonly type: 'envy-bonus-paid';
      readonly seat: number;
      readonly holder: number;
      readonly hand: string;
      readonly amount: Cents;
    } & table.Cited &
      Moves)
  | ({ readonly type: 'player-settled'; readonly seat: number } & table.Cited)
  | ({
      readonly type: 'progressive-validation-due';
      readonly seat: number;
      readonly hand: string;
    } & table.Cited)
  | ({ readonly type: 'progressive-validated'; readonly seat: number; readonly hand: string } & table.Cited)
  | ({ readonly type: 'hand-forfeited'; readonly seat: number; readonly reason: string } & table.Cited)
  | ({
      readonly type: 'stakes-returned';
      readonly seat: number;
      readonly amount: Cents;
      readonly what: string;
    } & table.Cited &
      Moves)
  | ({ readonly type: 'meter-reversed'; readonly amount: Cents; readonly carry: number } & table.Cited &
      Moves)
  | ({ readonly type: 'round-voided'; readonly reason: string; readonly deckRemoved: boolean } & table.Cited)
  | ({ readonly type: 'round-complete' } & table.Cited);

export type Event = table.CardTableEvent | PlayPlaced | Settled | RoundEvent;

export const initialState = (options: RaiseItUpOptions, automated = false): RaiseItUpState =>
  table.newCardTable(options, automated, {
    community: [],
    turned: 0,
    progressive: { seeded: false, carry: 0, stakes: [], increment: null },
    collected: [],
    validation: null,
  });

// ---- queries -------------------------------------------------------------------------------------

export const wagerOf = (s: RaiseItUpState, seat: number, kind: string): Wager | undefined =>
  s.wagers.find((w) => w.seat === seat && w.kind === kind);
export const handOf = (s: RaiseItUpState, seat: number): PlayerHand | undefined =>
  s.hands.find((h) => h.seat === seat);
/** The meter: the money in its pool. */
export const meterOf = (s: RaiseItUpState): Cents => s.pockets[METER] ?? 0;
export const stakeOf = (s: RaiseItUpState, seat: number): Cents =>
  s.progressive.stakes.find((x) => x.seat === seat)?.amount ?? 0;
/** A hand still in the round: not folded, not forfeited. */
export const live = (h: PlayerHand): boolean => !h.folded && !h.forfeited;

export const phaseOf = (s: RaiseItUpState): ViewPhase => table.shownPhase(s);

export const deckSetup = (s: RaiseItUpState): DeckSetup => table.tableDeckSetup(s, s.options.counting);

/** The streets in order, and the phase after the community card turned at the end of each. */
const AFTER: Readonly<Record<Street, Phase>> = { third: 'fourth', fourth: 'fifth', fifth: 'settling' };

// ---- evolve --------------------------------------------------------------------------------------

const updateHand = (
  s: RaiseItUpState,
  seat: number,
  f: (h: PlayerHand) => PlayerHand,
): readonly PlayerHand[] => table.updateSeat(s.hands, seat, f);

const roundOver = (s: RaiseItUpState): RaiseItUpState => ({
  ...table.clearedTable(s),
  community: [],
  turned: 0,
  progressive: { ...s.progressive, stakes: [], increment: null },
  collected: [],
  validation: null,
});

function dealt(s: RaiseItUpState, e: Extract<Event, { type: 'cards-dealt' }>): RaiseItUpState {
  const hands = e.hands.map((x): PlayerHand => ({
    seat: x.seat,
    player: x.seat,
    cards: x.cards,
    decided: null,
    play: 0,
    playAt: null,
    folded: false,
    forfeited: false,
    revealed: false,
    settled: false,
  }));
  const cards = e.hands.reduce((n, x) => n + x.cards.length, 0) + e.community.length;
  return { ...s, deck: dealtFrom(s.deck, cards), hands, community: e.community, turned: 0, phase: 'third' };
}

/** The game's own facts; the kernel has already moved the money (withKernel). */
function own(s: RaiseItUpState, e: table.OwnEvent<Event>): RaiseItUpState {
  switch (e.type) {
    case 'left':
      // A hand abandoned mid-round leaves with its player: whoever sits there next never sees it.
      return { ...s, hands: s.hands.filter((h) => h.seat !== e.seat) };
    case 'seated':
    case 'bought-in':
    case 'wager-placed':
    case 'wager-withdrawn':
    case 'stub-counted':
    case 'envy-bonus-paid':
    case 'stakes-returned':
    case 'progressive-settled':
      return s;
    case 'hand-revealed':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, revealed: true })) };
    case 'no-more-bets':
      return { ...table.nextRound(s, 'dealing'), community: [], turned: 0, collected: [] };
    case 'meter-seeded':
    case 'meter-reset':
      return { ...s, progressive: { ...s.progressive, seeded: true } };
    case 'progressive-collected':
      return {
        ...s,
        progressive: {
          ...s.progressive,
          carry: e.carry,
          stakes: e.seats.map((seat) => ({ seat, amount: e.stake })),
          increment: { cents: e.increment, carryBefore: s.progressive.carry },
        },
      };
    case 'meter-reversed':
      return { ...s, progressive: { ...s.progressive, carry: e.carry, increment: null, stakes: [] } };
    case 'cards-dealt':
      return dealt(s, e);
    case 'checked':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, decided: e.street })) };
    case 'wager-changed':
      return 'multiple' in e
        ? {
            ...s,
            hands: updateHand(s, e.seat, (h) => ({
              ...h,
              decided: e.street,
              play: e.multiple,
              playAt: e.street,
            })),
          }
        : s;
    case 'folded':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, decided: 'fifth', folded: true })) };
    case 'hand-forfeited':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, forfeited: true, settled: true })) };
    case 'wager-settled':
      // Ante and Blind collected at a fold are kept in mind, should the round be voided (A-AMB-13).
      return foldCollected(s, e);
    case 'community-card-turned': {
      const street = s.phase as Street;
      return { ...s, turned: s.turned + 1, phase: AFTER[street] ?? 'settling' };
    }
    case 'player-settled':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, settled: true })), validation: null };
    case 'progressive-validation-due':
      return { ...s, validation: { seat: e.seat, validated: false } };
    case 'progressive-validated':
      return { ...s, validation: { seat: e.seat, validated: true } };
    case 'round-voided':
    case 'round-complete':
      return roundOver(s);
  }
}

function foldCollected(s: RaiseItUpState, e: Settled): RaiseItUpState {
  const h = handOf(s, e.seat);
  if (!h?.folded || h.settled || (e.kind !== 'ante' && e.kind !== 'blind') || e.outcome !== 'lose') return s;
  return { ...s, collected: [...s.collected, { seat: e.seat, amount: e.amount }] };
}

export const evolve = withKernel<Wager, RaiseItUpState, Event>(
  table.withDeck<RaiseItUpState, Event>(deckSetup, own),
);
