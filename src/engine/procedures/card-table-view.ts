/**
 * What the view of every card table writes the same way: the words for the deck's or the shoe's steps
 * (a shuffle, a cut), and at a single-deck table (single-deck.ts, card-table.ts) the deck's candidates
 * picked in the game's own order and what compliance alone sees of the deck (the order of the stack).
 */
import { formatCards } from '../../core/cards.js';
import type { Viewer } from '../game.js';
import type { Candidate } from '../legal-actions.js';
import { houseFor } from '../view-kit.js';
import type { Wager, TableMoney } from '../wagers.js';
import { cutOfferedTo, type MultiDeckShoe } from './multi-deck-shoe.js';
import type { DeckCandidates, DeckCommand, DeckCommandType, DeckState } from './single-deck.js';

/**
 * Compliance sees the table's result and the order of the cards still in the stack (`order`); no other
 * viewer ever sees the order.
 */
export const deckAudit = (
  s: TableMoney<Wager> & { readonly deck: DeckState },
  viewer: Viewer,
): { house?: number; order?: string } =>
  viewer.role === 'compliance'
    ? {
        ...houseFor(s, viewer),
        ...(s.deck.stack ? { order: formatCards(s.deck.stack.slice(s.deck.next)) } : {}),
      }
    : {};

/** What the table waits for while its deck is readied (the phases `shownPhase` puts first). */
const DECK_NEXT = { 'needs-shuffle': 'the dealer shuffles', cut: 'the dealer cuts the deck' } as const;

type DeckPhase = keyof typeof DECK_NEXT;
const isDeckPhase = (phase: string): phase is DeckPhase => Object.hasOwn(DECK_NEXT, phase);

/** At a shoe table (multi-deck-shoe.ts) the cut is the dealer's or offered to a seat. */
export const shoeNext = (shoe: MultiDeckShoe): Readonly<Record<DeckPhase, string>> => {
  const seat = cutOfferedTo(shoe);
  return {
    'needs-shuffle': DECK_NEXT['needs-shuffle'],
    cut: seat === 'dealer' || seat === undefined ? 'the dealer cuts' : `the cut is offered to seat ${seat}`,
  };
};

/** The words for what the table waits for: the deck's (or shoe's) steps first, then the game's own phases. */
export const nextOr = <P extends string>(
  phase: P,
  own: (phase: Exclude<P, DeckPhase>) => string,
  steps: Readonly<Record<DeckPhase, string>> = DECK_NEXT,
): string => (isDeckPhase(phase) ? steps[phase] : own(phase as Exclude<P, DeckPhase>));

/** The single-deck procedure's candidates of these commands, in this order (a game keeps its own). */
export const deckActions = <T extends DeckCommandType>(
  d: DeckCandidates,
  ...types: T[]
): Candidate<Extract<DeckCommand, { readonly type: T }>>[] =>
  types.flatMap((t): readonly Candidate<Extract<DeckCommand, { readonly type: T }>>[] => d[t] ?? []);

/** The words for what the table waits for in each of a game's own phases: fixed, or from the table `S`. */
export type NextWords<S, P extends string> = Readonly<Record<P, string | ((s: S) => string)>>;

/** What the table waits for in `phase`: the deck's (or shoe's) steps first, then the game's `words`. */
export const nextIn = <S, P extends string>(
  s: S,
  phase: P,
  words: NextWords<S, Exclude<P, DeckPhase>>,
  steps: Readonly<Record<DeckPhase, string>> = DECK_NEXT,
): string =>
  nextOr(
    phase,
    (own) => {
      const w = words[own];
      return typeof w === 'string' ? w : w(s);
    },
    steps,
  );
