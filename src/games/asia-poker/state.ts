/**
 * An Asia Poker table (ch. 659a): its state, its events and its reducer. Positions are clockwise
 * indexes: 0 the dealer, 1..seats the betting positions from the dealer's left (seat n is position n).
 * The start position is counted counterclockwise (§ 659a.5(g)), the deal runs clockwise (§ 659a.8(c)),
 * and the reveal runs from the dealer's right, counterclockwise (§ 659a.11(e)): seat 6 first.
 *
 * Betting areas: each seat is a betting area; where the Rules Submission allows it a player also wagers
 * on one adjacent, unoccupied area (§ 659a.7(f)). A wager's `seat` is the player whose rack pays and is
 * paid, its `spot` the betting area's number; a hand's `seat` is the betting position and `player` the
 * seat playing it.
 *
 * The money is the kernel's (`TableMoney`: racks, the wagers on the layout, the bank): every event that
 * moves chips declares its transfers, and this reducer never touches a balance. The deck is the
 * single-deck procedure's (src/engine/procedures/single-deck.ts).
 */
import { formatCards, type Card } from '../../core/cards.js';
import { withKernel } from '../../engine/kernel.js';
import { dealtFrom, type DeckSetup } from '../../engine/procedures/single-deck.js';
import * as table from '../../engine/procedures/card-table.js';
import { areaOf, handOf, handsOf, onArea, wagerOf } from '../../engine/adjacent-areas.js';
import { type Wager } from '../../engine/wagers.js';
import type { AsiaOptions } from './options.js';
import type { HandResult } from './rules.js';

export type { Wager } from '../../engine/wagers.js';

export interface ThreeHands {
  readonly high: readonly Card[];
  readonly medium: readonly Card[];
  readonly low: readonly Card[];
}

export const formatSetting = (t: ThreeHands): string =>
  `${formatCards(t.high)} | ${formatCards(t.medium)} | ${formatCards(t.low)}`;

export interface PlayerHand {
  /** The betting position (area) the seven cards were dealt to. */
  readonly seat: number;
  /** The seat of the player who plays this area (the area itself unless it is his second, § 659a.7(f)). */
  readonly player: number;
  readonly cards: readonly Card[];
  readonly set: ThreeHands | null;
  /** A card of this hand was exposed in the deal: the player may void it (§ 659a.13(d)). */
  readonly exposed: boolean;
  /** The exposed cards the report named (the player sees only these until he decides, § 659a.13(d)). */
  readonly exposedCards: readonly Card[];
  /** The player chose to play out the exposed hand (§ 659a.13(d)). */
  readonly playsOut: boolean;
  readonly askedHelp: boolean;
  readonly revealed: boolean;
  readonly done: boolean;
  /** The player has said he keeps the hand: no surrender (§ 659a.11(d)). */
  readonly keeps: boolean;
}

/**
 * Where the round stands: `betting` until "no more bets" (the deck shuffled and cut meanwhile), the
 * starting position, the deal, the players setting, the dealer setting, the reveal and settlement.
 */
export type Phase = 'betting' | 'start' | 'dealing' | 'setting' | 'dealer' | 'settling';
/** The phase a view shows: the deck's step when a shuffle or a cut is due, else the round's. */
export type ViewPhase = 'needs-shuffle' | 'cut' | Phase;

export interface AsiaState extends table.CardTableState<AsiaOptions, Phase, PlayerHand> {
  /** The button's clockwise position for the next round (§ 659a.5(g)(3)). */
  readonly button: number;
  readonly start: {
    readonly position: number;
    readonly dice: readonly number[] | null;
    readonly total: number;
  } | null;
  readonly dealer: { readonly cards: readonly Card[]; readonly set: ThreeHands | null } | null;
  /** Cards exposed while the cards were being dealt, by betting position, for the hands about to exist. */
  readonly exposures: readonly { readonly seat: number; readonly cards: readonly Card[] }[];
}

/**
 * A hand's event names its betting position (`seat`) and, where the hand is the player's second area,
 * the `player` playing it (§ 659a.7(f)).
 */
interface OfHand {
  readonly seat: number;
  readonly player?: number;
}

/** The events of the round itself (the deck's are the procedure's). */
export type RoundEvent =
  | ({ readonly type: 'no-more-bets' } & table.Cited)
  | ({ readonly type: 'no-roll'; readonly reason: string } & table.Cited)
  | ({
      readonly type: 'start-determined';
      /** `device`: a reshuffling device's own procedure under ch. 575 (575.5(f)). */
      readonly method: 'shaker' | 'rng' | 'button' | 'device';
      readonly dice: readonly number[] | null;
      readonly total: number;
      readonly position: number;
    } & table.Cited)
  | ({
      readonly type: 'cards-dealt';
      readonly stacks: readonly { readonly position: number; readonly cards: readonly Card[] }[];
    } & table.Cited)
  | ({ readonly type: 'stub-counted'; readonly stub: number; readonly expected: number } & table.Cited)
  | ({ readonly type: 'stacks-discarded'; readonly positions: readonly number[] } & table.Cited)
  | (OfHand & { readonly type: 'player-card-exposed'; readonly card?: Card } & table.Cited)
  | (OfHand & { readonly type: 'hand-played-out' } & table.Cited)
  | (OfHand & ThreeHands & { readonly type: 'house-way-told'; readonly rule: string } & table.Cited)
  | (OfHand & ThreeHands & { readonly type: 'hands-set'; readonly foul: string | null } & table.Cited)
  | (OfHand & { readonly type: 'hand-voided' } & table.Cited)
  | (ThreeHands & { readonly type: 'dealer-set'; readonly rule: string } & table.Cited)
  | (ThreeHands & { readonly type: 'dealer-reset' } & table.Cited)
  | (OfHand & { readonly type: 'surrendered' } & table.Cited)
  | (OfHand & { readonly type: 'surrender-declined' } & table.Cited)
  | (OfHand & {
      readonly type: 'hands-revealed';
      readonly results: readonly HandResult[];
      readonly foul: string | null;
    } & table.Cited)
  | ({ readonly type: 'round-voided'; readonly reason: string; readonly deckRemoved: boolean } & table.Cited)
  | ({ readonly type: 'round-complete' } & table.Cited);

/** A settled Asia Poker or Bonus Wager: the Bonus line paid (`hand`), the area if a second one. */
export type Settled = table.AreaSettled;

export type Event = table.AreaTableEvent | RoundEvent;

export const initialState = (options: AsiaOptions, automated = false): AsiaState =>
  table.newCardTable(options, automated, { button: 0, start: null, dealer: null, exposures: [] });

// ---- queries -------------------------------------------------------------------------------------

/** The hand's own fields of its events: its position and, on a second area, its player. */
export const ofHand = (h: { readonly seat: number; readonly player: number }): OfHand =>
  h.player !== h.seat ? { seat: h.seat, player: h.player } : { seat: h.seat };

/**
 * A wager's betting area, its event's `area` on a second one, the wager of a kind on an area, the hand
 * dealt to an area and a player's hands, highest position first (§ 659a.7(f)).
 */
export { areaOf, onArea, wagerOf, handOf, handsOf };
/**
 * A card of the hand was exposed and the player has not yet said whether he plays it out or voids it:
 * he decides without looking at the other cards (§ 659a.13(d)).
 */
export const undecided = (h: PlayerHand): boolean => h.exposed && !h.playsOut && !h.set && !h.done;

/** The phase a person sees: a shuffle or a cut due first, then the round's own. */
export const phaseOf = (s: AsiaState): ViewPhase => table.shownPhase(s);

/** How this table shuffles and deals, for the single-deck procedure. */
export const deckSetup = (s: AsiaState): DeckSetup => table.tableDeckSetup(s, false);

// ---- evolve --------------------------------------------------------------------------------------

const updateHand = (s: AsiaState, seat: number, f: (h: PlayerHand) => PlayerHand): readonly PlayerHand[] =>
  table.updateSeat(s.hands, seat, f);
/** The dealer turns over once every wagered hand is set or voided. */
const afterSetting = (s: AsiaState): AsiaState =>
  s.phase === 'setting' && s.hands.every((h) => h.set || h.done) ? { ...s, phase: 'dealer' } : s;

function dealt(s: AsiaState, e: Extract<Event, { type: 'cards-dealt' }>): AsiaState {
  const playerAt = new Map(s.wagers.map((w) => [areaOf(w), w.seat]));
  const hands = e.stacks
    .filter((x) => x.position !== 0 && playerAt.has(x.position))
    .map((x): PlayerHand => {
      const exposure = s.exposures.find((y) => y.seat === x.position);
      return {
        seat: x.position,
        player: playerAt.get(x.position) ?? x.position,
        cards: x.cards,
        set: null,
        exposed: exposure !== undefined,
        exposedCards: exposure?.cards ?? [],
        playsOut: false,
        askedHelp: false,
        revealed: false,
        done: false,
        keeps: false,
      };
    });
  const dealerCards = e.stacks.find((x) => x.position === 0)?.cards ?? [];
  return {
    ...s,
    deck: dealtFrom(
      s.deck,
      e.stacks.reduce((n, x) => n + x.cards.length, 0),
    ),
    hands,
    dealer: { cards: dealerCards, set: null },
    exposures: [],
    phase: 'setting',
  };
}

/** A card of a player exposed: on his hand, or, while the cards are dealt, for the hand to come. */
function exposed(s: AsiaState, e: Extract<Event, { type: 'player-card-exposed' }>): AsiaState {
  const more = e.card === undefined ? [] : [e.card];
  if (s.phase === 'dealing') {
    const before = s.exposures.find((x) => x.seat === e.seat)?.cards ?? [];
    return {
      ...s,
      exposures: [
        ...s.exposures.filter((x) => x.seat !== e.seat),
        { seat: e.seat, cards: [...before, ...more] },
      ],
    };
  }
  return {
    ...s,
    hands: updateHand(s, e.seat, (h) => ({
      ...h,
      exposed: true,
      exposedCards: [...h.exposedCards, ...more],
    })),
  };
}

/** The round is over (completed or void): the cards go to the discard rack and a shuffle is due. */
const roundOver = (s: AsiaState): AsiaState => ({
  ...table.clearedTable(s),
  dealer: null,
  start: null,
  exposures: [],
});

/** The game's own facts; the kernel has already moved the money (withKernel). */
function own(s: AsiaState, e: table.OwnEvent<Event>): AsiaState {
  switch (e.type) {
    case 'seated':
    case 'bought-in':
    case 'left':
    case 'wager-placed':
    case 'wager-withdrawn':
    case 'no-roll':
    case 'stub-counted':
    case 'stacks-discarded':
      return s;
    case 'no-more-bets':
      return { ...table.nextRound(s, 'start'), dealer: null, start: null, exposures: [] };
    case 'start-determined':
      return { ...s, phase: 'dealing', start: { position: e.position, dice: e.dice, total: e.total } };
    case 'cards-dealt':
      return dealt(s, e);
    case 'player-card-exposed':
      return exposed(s, e);
    case 'hand-played-out':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, playsOut: true })) };
    case 'house-way-told':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, askedHelp: true })) };
    case 'hands-set':
      return afterSetting({
        ...s,
        hands: updateHand(s, e.seat, (h) => ({ ...h, set: { high: e.high, medium: e.medium, low: e.low } })),
      });
    case 'hand-voided':
    case 'surrendered':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, done: true })) };
    case 'dealer-set':
    case 'dealer-reset':
      return s.dealer
        ? {
            ...s,
            phase: 'settling',
            dealer: { ...s.dealer, set: { high: e.high, medium: e.medium, low: e.low } },
          }
        : s;
    case 'surrender-declined':
      return { ...s, hands: updateHand(s, e.seat, (h) => ({ ...h, keeps: true })) };
    case 'hands-revealed':
      return {
        ...s,
        hands: updateHand(s, e.seat, (h) => ({
          ...h,
          revealed: true,
          done: h.done || e.results.length === 0,
        })),
      };
    case 'wager-settled': {
      const area = e.area ?? e.seat;
      // A hand is done once none of its wagers remain on the layout.
      const next = s.wagers.some((w) => areaOf(w) === area)
        ? s
        : { ...s, hands: updateHand(s, area, (h) => ({ ...h, done: true })) };
      return afterSetting(next);
    }
    case 'round-voided':
      return roundOver(s);
    case 'round-complete':
      return { ...roundOver(s), button: (s.button + 1) % (s.options.seats + 1) };
  }
}

export const evolve = withKernel<Wager, AsiaState, Event>(table.withDeck<AsiaState, Event>(deckSetup, own));
