/**
 * A Five Card Hi-Lo table (ch. 663a): its state, its events and its reducer. Seats: seat 1 is farthest
 * to the dealer's left, so dealing (§ 663a.8(d)) and the Play-or-fold question (§ 663a.11(b)) run 1 to 6,
 * and the reveal (§ 663a.11(f)) runs 6 to 1.
 *
 * Betting areas: each seat is a betting area; where the Rules Submission allows it a player also wagers on
 * one adjacent, unoccupied area (§ 663a.7(f)). A wager's `seat` is the player whose rack pays and is paid,
 * its `spot` the betting area's number; a hand's `seat` is the betting position and `player` the seat
 * playing it.
 *
 * The money is the kernel's (`TableMoney`: racks, the wagers on the layout, the bank): every event that
 * moves chips declares its transfers, and this reducer never touches a balance. The deck is the
 * single-deck procedure's (src/engine/procedures/single-deck.ts).
 */
import type { Card } from '../../core/cards.js';
import type { Cents } from '../../core/money.js';
import { stakeOf } from '../../engine/coupons.js';
import { withKernel } from '../../engine/kernel.js';
import type { Transfer } from '../../engine/pockets.js';
import { dealtFrom, type DeckSetup } from '../../engine/procedures/single-deck.js';
import * as table from '../../engine/procedures/card-table.js';
import { type Wager } from '../../engine/wagers.js';
import { areaOf, handOf, handsOf, handToActOn, onArea, wagerOf } from '../../engine/adjacent-areas.js';
import { around, type Geometry } from '../../engine/turn-order.js';
import type { HiLoOptions } from './options.js';
import { playerSettings, type AnteBonusHand, type HiLoSetting } from './rules.js';

export type { Wager } from '../../engine/wagers.js';

export interface PlayerHand {
  /** The betting position (area) the five cards were dealt to. */
  readonly seat: number;
  /** The seat of the player who plays this area (the area itself unless it is his second, § 663a.7(f)). */
  readonly player: number;
  readonly cards: readonly Card[];
  readonly decision: 'pending' | 'play' | 'fold';
  readonly aceLow: boolean;
  /** The player has set and placed the two hands: he may not touch the cards again (§ 663a.11(a)(3)). */
  readonly set: boolean;
  /** Shown to the table when the dealer reveals it (§ 663a.11(f)). */
  readonly revealed: boolean;
  readonly settled: boolean;
}

/**
 * Where the round stands: `betting` until "no more bets" (the deck shuffled and cut meanwhile), the
 * deal, the players' Play-or-fold decisions, the dealer's turn, the reveal and settlement.
 */
export type Phase = 'betting' | 'dealing' | 'deciding' | 'dealer' | 'settling';
/** The phase a view shows: the deck's step when a shuffle or a cut is due, else the round's. */
export type ViewPhase = 'needs-shuffle' | 'cut' | Phase;

export interface HiLoState extends table.CardTableState<HiLoOptions, Phase, PlayerHand> {
  readonly dealer: { readonly cards: readonly Card[]; readonly set: HiLoSetting | null } | null;
}

/** The events of the round itself (the deck's are the procedure's). */
export type RoundEvent =
  | ({ readonly type: 'no-more-bets' } & table.Cited)
  | ({
      readonly type: 'cards-dealt';
      readonly hands: readonly { readonly seat: number; readonly cards: readonly Card[] }[];
      readonly dealer: readonly Card[];
    } & table.Cited)
  | ({ readonly type: 'stub-counted'; readonly stub: number; readonly accounted: number } & table.Cited)
  | ({ readonly type: 'folded'; readonly seat: number } & table.Cited)
  | ({ readonly type: 'hands-set'; readonly seat: number; readonly aceLow: boolean } & table.Cited)
  | ({
      readonly type: 'dealer-set';
      readonly high: readonly Card[];
      readonly low: readonly Card[];
      readonly highPoints: number;
      readonly lowPoints: number;
    } & table.Cited)
  | ({
      readonly type: 'hands-revealed';
      readonly seat: number;
      readonly high: readonly Card[];
      readonly low: readonly Card[];
      readonly highPoints: number;
      readonly lowPoints: number;
      readonly result: 'win' | 'lose' | 'tie';
    } & table.Cited)
  | ({
      readonly type: 'ante-bonus-paid';
      readonly seat: number;
      readonly hand: AnteBonusHand;
      readonly amount: Cents;
      readonly area?: number;
      readonly transfers: readonly Transfer[];
    } & table.Cited)
  | ({ readonly type: 'round-voided'; readonly reason: string } & table.Cited)
  | ({ readonly type: 'round-complete' } & table.Cited);

/** A settled wager: the Tie or Poker Bonus line paid (`hand`), the area if a second one. */
export type Settled = table.AreaSettled;

export type Event = table.AreaTableEvent | RoundEvent;

export const initialState = (options: HiLoOptions, automated = false): HiLoState =>
  table.newCardTable(options, automated, { dealer: null });

// ---- queries -------------------------------------------------------------------------------------

/**
 * A wager's betting area, its event's `area` on a second one, the wager of a kind on an area, the hand
 * dealt to an area and a player's hands, highest position first (§ 663a.7(f)).
 */
export { areaOf, onArea, wagerOf, handOf, handsOf };

/**
 * The player's hand to be ranked and set now (§ 663a.7(f)): the area with the larger Ante first; with
 * equal Antes counterclockwise, so the area to the dealer's right (the higher position) first (as spec
 * ruling A10 #18 reads the same words of § 659a.7(f)). A hand is ranked and set once the player plays or
 * folds it; the other hand is not looked at until then.
 */
export function decisionTurn(s: HiLoState, player: number): PlayerHand | undefined {
  return handToActOn(
    s.hands,
    player,
    (h) => h.decision === 'pending',
    (h) => {
      const a = wagerOf(s, h.seat, 'ante');
      return a ? stakeOf(a) : 0;
    },
  );
}

/**
 * The seat geometry of chs. 659a and 663a (spec Part A and B, "Seat geometry"): seat 1 is farthest to the
 * dealer's left, and seat numbers ascend clockwise.
 */
export const HI_LO_TABLE: Geometry = { ascending: 'clockwise' };

/**
 * The player the dealer asks now to play or fold (§ 663a.11(b)): beginning with the player farthest to
 * the dealer's left and moving clockwise, the first with an Ante hand still undecided (ruling R49).
 */
export const playerAsked = (s: HiLoState): number | undefined =>
  s.phase === 'deciding'
    ? around(
        HI_LO_TABLE,
        s.hands.filter((h) => h.decision === 'pending').map((h) => h.player),
        'clockwise',
      )[0]
    : undefined;

/** The setting a player's hand plays with: the standard one, or one ace low where that is legal. */
export function settingOf(h: PlayerHand): HiLoSetting {
  const all = playerSettings(h.cards);
  return (h.aceLow ? all.find((x) => x.aceLow) : undefined) ?? (all[0] as HiLoSetting);
}

/** The next hand to settle: from the dealer's right (the highest seat), counterclockwise (§ 663a.11(f)). */
export const nextToSettle = (s: HiLoState): PlayerHand | undefined =>
  [...s.hands].sort((a, b) => b.seat - a.seat).find((h) => !h.settled);

/** The phase a person sees: a shuffle or a cut due first, then the round's own. */
export const phaseOf = (s: HiLoState): ViewPhase => table.shownPhase(s);

/** How this table shuffles and deals, for the single-deck procedure. */
export const deckSetup = (s: HiLoState): DeckSetup => table.tableDeckSetup(s, s.options.countingShuffler);

// ---- evolve --------------------------------------------------------------------------------------

const updateHand = (s: HiLoState, seat: number, f: (h: PlayerHand) => PlayerHand): readonly PlayerHand[] =>
  table.updateSeat(s.hands, seat, f);

/** After a decision: the dealer's turn once every Ante hand has played or folded. */
const afterDecision = (s: HiLoState): HiLoState =>
  s.phase === 'deciding' && s.hands.every((h) => h.decision !== 'pending') ? { ...s, phase: 'dealer' } : s;

function dealt(s: HiLoState, e: Extract<Event, { type: 'cards-dealt' }>): HiLoState {
  const playerAt = new Map(s.wagers.map((w) => [areaOf(w), w.seat]));
  return {
    ...s,
    deck: dealtFrom(s.deck, 5 * (e.hands.length + 1)),
    hands: e.hands.map((h) => ({
      seat: h.seat,
      player: playerAt.get(h.seat) ?? h.seat,
      cards: h.cards,
      decision: 'pending',
      aceLow: playerSettings(h.cards).every((x) => x.aceLow),
      set: false,
      revealed: false,
      settled: false,
    })),
    dealer: { cards: e.dealer, set: null },
    phase: 'deciding',
  };
}

/** The round is over (completed or void): the cards go to the discard rack and a shuffle is due. */
const roundOver = (s: HiLoState): HiLoState => ({
  ...table.clearedTable(s),
  dealer: null,
});

/** The game's own facts; the kernel has already moved the money (withKernel). */
function own(s: HiLoState, e: table.OwnEvent<Event>): HiLoState {
  switch (e.type) {
    case 'seated':
    case 'bought-in':
    case 'left':
    case 'wager-withdrawn':
    case 'stub-counted':
    case 'ante-bonus-paid':
      return s;
    case 'wager-placed':
      return e.kind === 'play'
        ? afterDecision({ ...s, hands: updateHand(s, areaOf(e), (h) => ({ ...h, decision: 'play' })) })
        : s;
    case 'no-more-bets':
      return { ...table.nextRound(s, 'dealing'), dealer: null };
    case 'cards-dealt':
      return dealt(s, e);
    case 'folded':
      return afterDecision({ ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, decision: 'fold' })) });
    case 'hands-set':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, aceLow: e.aceLow, set: true })) };
    case 'dealer-set':
      return s.dealer
        ? {
            ...s,
            phase: 'settling',
            dealer: {
              ...s.dealer,
              set: {
                high: e.high,
                low: e.low,
                highPoints: e.highPoints,
                lowPoints: e.lowPoints,
                aceLow: false,
              },
            },
          }
        : s;
    case 'hands-revealed':
      return {
        ...s,
        hands: updateHand(s, e.seat, (h) => ({
          ...h,
          revealed: e.high.length > 0,
          settled: h.settled || e.high.length === 0,
        })),
      };
    case 'wager-settled': {
      // A hand is settled once none of its wagers remain (its Poker Bonus waits on the table, § 663a.11(c)).
      const area = e.area ?? e.seat;
      return s.wagers.some((w) => areaOf(w) === area)
        ? s
        : { ...s, hands: updateHand(s, area, (h) => ({ ...h, settled: true })) };
    }
    case 'round-voided':
    case 'round-complete':
      return roundOver(s);
  }
}

export const evolve = withKernel<Wager, HiLoState, Event>(table.withDeck<HiLoState, Event>(deckSetup, own));
