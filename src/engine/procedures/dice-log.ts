/**
 * The log lines every dice table writes alike (Craps, Props & Hops, Three Dice Football): the kernel's
 * seating and wager events and the call of "no more bets". A game's `describeEvent` returns
 * `describeDiceTableEvent(e, sits)` for these (`isDiceTableLogEvent`) and writes its own events (the throw, the pucks, the
 * lammers) itself. The words are the transcripts': a change here is a change to every dice golden file.
 */
import { formatCents } from '../../core/money.js';
import { SEATING_AND_WAGER_EVENTS } from '../describe.js';
import type { SeatEvent } from '../kernel.js';
import type { WagerPlaced, WagerSettled, WagerWithdrawn } from '../wagers.js';

/**
 * The kernel's events a dice table records: a player sits, buys in or leaves; a wager is placed, taken
 * down or settled (`Settled`: the game's settled event, Craps' with its vigorish).
 */
export type DiceTableMoneyEvent<Settled extends WagerSettled = WagerSettled> =
  SeatEvent | WagerPlaced | WagerWithdrawn | Settled;

/** The events whose lines this file writes. */
export type DiceTableLogEvent =
  DiceTableMoneyEvent | { readonly type: 'no-more-bets'; readonly citation?: string };

/** The seating's, the wagers' (their settlement too) and "no more bets". */
const SHARED: ReadonlySet<string> = new Set<DiceTableLogEvent['type']>([
  ...SEATING_AND_WAGER_EVENTS,
  'wager-settled',
]);

/** Whether `describeDiceTableEvent` writes the line of `e` (the game writes the others). */
export const isDiceTableLogEvent = <E extends { readonly type: string }>(
  e: E,
): e is Extract<E, DiceTableLogEvent> => SHARED.has(e.type);

/** The citation a line ends with, two spaces before it, when the event carries one. */
export const citedSuffix = (e: object): string =>
  'citation' in e ? `  [${String((e as { citation?: unknown }).citation)}]` : '';

/**
 * How a line says a player sits: at Craps and Three Dice Football he takes a numbered position (their
 * layouts' wagering locations), at Props & Hops a seat.
 */
export type SeatingWords = 'takes position' | 'sits at seat';

/** The line of one of the events every dice table shares. */
export function describeDiceTableEvent(e: DiceTableLogEvent, sits: SeatingWords): string {
  const c = citedSuffix(e);
  switch (e.type) {
    case 'seated':
      return `${e.name} ${sits} ${e.seat} with ${formatCents(e.chips)}`;
    case 'bought-in':
      return `seat ${e.seat} buys ${formatCents(e.amount)} in chips`;
    case 'left':
      return `seat ${e.seat} leaves, cashing out ${formatCents(e.chips)}`;
    case 'wager-placed':
      return `seat ${e.seat} wagers ${formatCents(e.amount)} on ${e.kind}${c}`;
    case 'wager-withdrawn':
      return `seat ${e.seat} takes down ${formatCents(e.amount)} from ${e.kind}${c}`;
    case 'no-more-bets':
      return `"No more bets."${c}`;
    case 'wager-settled': {
      const stake = `seat ${e.seat} ${e.kind} ${formatCents(e.amount)}`;
      if (e.outcome === 'lose') return `${stake} loses${c}`;
      if (e.outcome === 'push') return `${stake} is a push${c}`;
      const vig = e.vigorish ? `, less ${formatCents(e.vigorish)} vigorish` : '';
      return `${stake} wins ${formatCents(e.winnings)} at ${e.odds ?? '?'}${vig}${c}`;
    }
  }
}

/**
 * A dice game's `describeEvent`: the lines every dice table shares (`describeDiceTableEvent`, a player
 * `sits` as the game says it), and the game's `own` line for each of its other events, `c` being the
 * line's citation suffix (`citedSuffix`).
 */
export const diceTableDescriber =
  <E extends { readonly type: string }>(
    sits: SeatingWords,
    own: (e: Exclude<E, DiceTableLogEvent>, c: string) => string,
  ) =>
  (e: E): string =>
    isDiceTableLogEvent(e)
      ? describeDiceTableEvent(e, sits)
      : own(e as Exclude<E, DiceTableLogEvent>, citedSuffix(e));
