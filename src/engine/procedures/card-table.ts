/**
 * Small pieces every single-deck card table on the kernel repeats around the single-deck procedure
 * (single-deck.ts): the phase a person sees, the deck setup from the table's options, a hand updated by
 * seat, and the automated dealer's steps by phase.
 */
import { formatCents } from '../../core/money.js';
import type { Actor } from '../game.js';
import type { SeatEvent } from '../kernel.js';
import {
  DECK_COMMANDS,
  type DealingMethod,
  type DeckCommandType,
  type DeckSetup,
  type DeckState,
  type ShufflerMode,
  type SingleDeck,
} from './single-deck.js';

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
