/**
 * Small pieces every single-deck card table on the kernel repeats around the single-deck procedure
 * (single-deck.ts): the state every such table starts from, the deck's share of its reducer, the phase a
 * person sees, the deck setup from the table's options, a citation per dealing method, a hand updated by
 * seat, and the automated dealer's steps by phase.
 */
import type { Citation } from '../../core/citation.js';
import { formatCents } from '../../core/money.js';
import type { Actor } from '../game.js';
import type { SeatEvent } from '../kernel.js';
import {
  NO_MONEY,
  type TableMoney,
  type Wager,
  type WagerPlaced,
  type WagerSettled,
  type WagerWithdrawn,
} from '../wagers.js';
import {
  DECK_COMMANDS,
  NEW_DECK,
  clearedDeck,
  evolveDeck,
  singleDeck,
  type DealingMethod,
  type DeckCommandType,
  type DeckEvent,
  type DeckSetup,
  type DeckState,
  type ShufflerMode,
  type SingleDeck,
  type SingleDeckRules,
  type Stage,
  type Void,
} from './single-deck.js';

/**
 * What every single-deck card table holds: the kernel's money, the Rules Submission, whether the engine
 * deals, the round's number and phase, the deck and the players' hands. A game adds its own (the dealer's
 * hand, community cards, a progressive meter).
 */
export interface CardTableState<O, P extends string, H> extends TableMoney<Wager> {
  readonly options: O;
  readonly automated: boolean;
  readonly round: number;
  readonly phase: P;
  readonly deck: DeckState;
  readonly hands: readonly H[];
}

/** An event with the section that decides it. */
export interface Cited {
  readonly citation: Citation;
}

/**
 * The events every card table has besides its round's own: seating, wagers placed and taken back (with
 * what the game adds to a wager event, `T`: the betting area), and the deck's.
 */
export type CardTableEvent<T extends object = object> =
  SeatEvent | (WagerPlaced & T) | (WagerWithdrawn & T) | DeckEvent;

/** The events a card table's own reducer reads: all but the deck's, which `withDeck` reduces. */
export type OwnEvent<E> = Exclude<E, DeckEvent>;

/**
 * A card table before its first round: no money, a new deck, wagers open (`betting`), no hands, and the
 * game's `own` fields as they start (no dealer's hand yet, an empty meter).
 */
export const newCardTable = <O, X extends object>(options: O, automated: boolean, own: X) => ({
  ...NO_MONEY,
  options,
  automated,
  round: 0,
  phase: 'betting' as const,
  deck: NEW_DECK,
  hands: [],
  ...own,
});

/** The round is over (completed or void): the cards go to the discard rack, a shuffle is due, wagers open. */
export const clearedTable = <S extends { readonly deck: DeckState }>(s: S): S => ({
  ...s,
  phase: 'betting',
  deck: clearedDeck(s.deck),
  hands: [],
});

const DECK_EVENTS: ReadonlySet<string> = new Set<DeckEvent['type']>([
  'shuffled',
  'cut',
  'recut-ordered',
  'reshuffle-ordered',
  'face-up-card-discarded',
  'card-drawn-in-error',
  'shuffler-malfunction',
  'deck-removed',
]);

/**
 * A card table's reducer from its own: the deck's events move the deck (`evolveDeck`, under the table's
 * `setup`), every other event is the game's.
 */
export const withDeck =
  <S extends { readonly deck: DeckState }, E extends { readonly type: string }>(
    setup: (s: S) => DeckSetup,
    own: (s: S, e: OwnEvent<E>) => S,
  ) =>
  (s: S, e: E): S =>
    DECK_EVENTS.has(e.type)
      ? { ...s, deck: evolveDeck(s.deck, e as unknown as DeckEvent, setup(s)) }
      : own(s, e as OwnEvent<E>);

/**
 * The single-deck procedure of a table whose round stage follows its phase (`stages`), over `s.deck`:
 * the chapter's `rules`, the table's `setup` and its void.
 */
export const tableDeck = <
  S extends { readonly deck: DeckState; readonly phase: P },
  P extends string,
  E,
>(host: {
  readonly stages: Readonly<Record<P, Stage>>;
  readonly rules: (s: S) => SingleDeckRules;
  readonly setup: (s: S) => DeckSetup;
  readonly voidRound: (s: S, v: Void) => E[];
}): SingleDeck<S, E> =>
  singleDeck<S, E>({
    rules: host.rules,
    setup: host.setup,
    deck: (s) => s.deck,
    stage: (s) => host.stages[s.phase],
    voidRound: host.voidRound,
  });

/** A value per dealing method (a chapter's citation for each), in the order the chapters list them. */
export const perDealing = <T>(
  manualShoe: T,
  hand: T,
  automatedShoe: T,
): Readonly<Record<DealingMethod, T>> => ({
  'manual-shoe': manualShoe,
  hand,
  'automated-shoe': automatedShoe,
});

/** The deck steps' sections as a card-table chapter's citation table names them. */
export interface DeckCitations {
  readonly shuffle: Citation;
  readonly noCut: Citation;
  readonly cut: Citation;
  readonly recut: Citation;
  readonly faceUpInDeck: Citation;
  readonly drawnInError: Citation;
  readonly wrongCount: Citation;
  readonly shufflerJam: Citation;
  readonly shoeJam: Citation;
}

/** The single-deck procedure's `cite` from a chapter's citation table and its voids for a stub miscount. */
export const deckCites = (
  c: DeckCitations,
  voidStub: Readonly<Record<DealingMethod, Citation>>,
): SingleDeckRules['cite'] => ({
  shuffle: c.shuffle,
  automatedShuffle: c.noCut,
  cut: c.cut,
  recut: c.recut,
  faceUp: c.faceUpInDeck,
  drawnInError: c.drawnInError,
  wrongCount: c.wrongCount,
  shufflerJam: c.shufflerJam,
  shoeJam: c.shoeJam,
  voidStub,
});

/**
 * The commands a card table's phase table allows in every phase: seating, the wagers (their rules refuse
 * them once the wagers are closed) and every deck command (the procedure refuses one out of its time).
 */
export const ALWAYS_ALLOWED: readonly (
  'sit' | 'buy-in' | 'leave' | 'place-wager' | 'withdraw-wager' | DeckCommandType
)[] = [
  'sit',
  'buy-in',
  'leave',
  'place-wager',
  'withdraw-wager',
  ...(Object.keys(DECK_COMMANDS) as DeckCommandType[]),
];

/** The phase a person sees: a shuffle or a cut due first, then the round's own. */
export const shownPhase = <P extends string>(s: {
  readonly deck: DeckState;
  readonly phase: P;
}): 'needs-shuffle' | 'cut' | P =>
  s.deck.status === 'needs-shuffle' || s.deck.status === 'cut' ? s.deck.status : s.phase;

/** How a table shuffles and deals, for the single-deck procedure (`counting`: a counting shuffler). */
export const tableDeckSetup = (
  s: {
    readonly options: { readonly shuffler: ShufflerMode; readonly dealing: DealingMethod };
    readonly automated: boolean;
  },
  counting: boolean,
): DeckSetup => ({
  shuffler: s.options.shuffler,
  counting,
  dealing: s.options.dealing,
  automated: s.automated,
});

/** The hands with the one at `seat` replaced by `f` of it. */
export const updateSeat = <H extends { readonly seat: number }>(
  hands: readonly H[],
  seat: number,
  f: (h: H) => H,
): readonly H[] => hands.map((h) => (h.seat === seat ? f(h) : h));

/**
 * The automated dealer of a table whose dealer steps depend on the phase alone: the deck's steps
 * (shuffle, cut) first, then the phase's command from `steps` as the dealer (undefined: a player's turn).
 */
export function dealerSteps<S extends { readonly phase: P }, P extends string, C>(
  deck: Pick<SingleDeck<S, unknown>, 'automate'>,
  steps: Readonly<Record<P, C | undefined>>,
): (
  s: S,
) =>
  | { actor: Actor; command: C | NonNullable<ReturnType<SingleDeck<S, unknown>['automate']>>['command'] }
  | undefined {
  const dealer: Actor = { role: 'dealer' };
  return (s) => {
    const step = deck.automate(s);
    if (step) return step;
    const command = steps[s.phase];
    return command === undefined ? undefined : { actor: dealer, command };
  };
}

/** The log line of a seating event (the kernel's `seated`, `bought-in`, `left`). */
export function describeSeating(e: SeatEvent): string {
  switch (e.type) {
    case 'seated':
      return `${e.name} sits at seat ${e.seat} with ${formatCents(e.chips)}`;
    case 'bought-in':
      return `seat ${e.seat} buys ${formatCents(e.amount)} in chips`;
    case 'left':
      return `seat ${e.seat} leaves, cashing out ${formatCents(e.chips)}`;
  }
}

/** Whether an event is one of the deck's (the single-deck procedure's, which `withDeck` reduces). */
export const isDeckEvent = (e: { readonly type: string }): boolean => DECK_EVENTS.has(e.type);

/** "No more bets": the next round opens at `phase` (the deal, or what comes before it), with no hands yet. */
export const nextRound = <S extends { readonly round: number; readonly phase: string }>(
  s: S,
  phase: S['phase'],
): S => ({ ...s, phase, round: s.round + 1, hands: [] });

/** A wager event on a player's second betting area names that `area` (e.g. § 659a.7(f), § 663a.7(f)). */
type OnArea<E> = E & { readonly area?: number };

/** A settled wager at a table with adjacent areas: the paytable line paid (`hand`), the area if a second one. */
export type AreaSettled = OnArea<WagerSettled & { readonly hand?: string }>;

/**
 * The events of a card table where a player may also wager on an adjacent area (e.g. § 659a.7(f),
 * § 663a.7(f)) besides its round's own: every card table's, its wager events naming the area, and settled wagers.
 */
export type AreaTableEvent = CardTableEvent<{ readonly area?: number }> | AreaSettled;
