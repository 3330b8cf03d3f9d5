/**
 * The Three Dice Football dice-table procedure: who is offered the dice and becomes Quarterback, and
 * the "no roll" calls, in one place so that the shared dice-table procedure can replace it.
 *
 * - Positions are numbered 1 to 16 clockwise from the stickperson's left. Play commences with the
 *   dealer's first "no more bets" (ruling R33): the dice are then offered to the player immediately
 *   to the stickperson's left among those seated (§ 661a.4(b)), then clockwise until one accepts, and
 *   the wagers close once a Quarterback holds them. Before it nobody is offered the dice, so they do
 *   not go to whoever sat down first.
 * - When everyone has declined, the stickperson offers again (ruling R10): a live one when he chooses,
 *   the automated one when a player wagers or sits down (ruling R33). So a table of players who have
 *   gone away waits, its wagers open, and never loops.
 * - The first to accept is the Quarterback and selects two green and one red die (§ 661a.4(c)).
 * - After a touchdown the Quarterback keeps the dice; after a defense win they are offered from the
 *   previous Quarterback's left (§ 661a.7). A Quarterback who leaves mid-game is replaced the same
 *   way and the drive continues (ruling R10).
 * - An invalid roll or a "no roll" call (§ 661a.5(b), (c), (f), (g)) is not a down (spec ruling A6).
 */
import type { Citation } from '../../core/citation.js';
import { err, ok, reject, type Rejection, type Result } from '../../core/result.js';
import { requireDealer, requireSeatedPlayer, type Handler } from '../../engine/decide.js';
import type { Actor } from '../../engine/game.js';
import type { SeatEvent } from '../../engine/kernel.js';
import { THROWN_DICE_NO_ROLLS } from '../../engine/procedures/dice-table.js';
import type { WagerPlaced } from '../../engine/wagers.js';
import type { Command } from './commands.js';
import { CITE } from './rules.js';
import type { Event, ThreeDiceFootballState } from './state.js';

/** The Quarterback's dice: two green Offensive Dice and one red Defensive Die from the table's set. */
export interface Selection {
  readonly offensive: readonly [string, string];
  readonly defensive: string;
}

interface Cited {
  readonly citation: Citation;
}

export type ProcedureEvent =
  | ({ readonly type: 'dice-offered'; readonly seat: number } & Cited)
  | ({ readonly type: 'dice-declined'; readonly seat: number; readonly everyoneDeclined: boolean } & Cited)
  | ({ readonly type: 'quarterback'; readonly seat: number; readonly selection: Selection } & Cited)
  | ({ readonly type: 'no-roll'; readonly reason: string } & Cited);

type S = ThreeDiceFootballState;
type On<T extends Command['type']> = Handler<S, Extract<Command, { type: T }>, Event>;

// ---------------------------------------------------------------------------------------------
// Guards, in this game's words
// ---------------------------------------------------------------------------------------------

/** The position of the player acting for themselves. */
export function playerSeat(s: S, actor: Actor, what: string): Result<number, Rejection> {
  const seat = requireSeatedPlayer(s, actor, what);
  return !seat.ok && seat.error.code === 'seat_empty'
    ? reject('seat_empty', `position ${actor.seat ?? '?'} is not occupied`)
    : seat;
}

/** Undefined when the dealer or stickperson (or the automated table) acts. */
export const dealer = (actor: Actor, c: Command): Rejection | undefined =>
  requireDealer(actor, c.type) && {
    code: 'not_permitted',
    message: `only the dealer or stickperson may ${c.type.replaceAll('-', ' ')}`,
  };

// ---------------------------------------------------------------------------------------------
// The offer of the dice and the Quarterback
// ---------------------------------------------------------------------------------------------

/** The next position clockwise after `from` (the stickperson's left first when `from` is null). */
export function clockwiseAfter(s: S, from: number | null, skip: readonly number[] = []): number | undefined {
  const seats = s.seats
    .map((x) => x.seat)
    .filter((x) => !skip.includes(x))
    .sort((a, b) => a - b);
  if (from === null) return seats[0];
  return seats.find((x) => x > from) ?? seats[0];
}

const offerDice: On<'offer-dice'> = (s, actor, c) => {
  const denied = dealer(actor, c);
  if (denied) return err(denied);
  if (s.quarterback !== null)
    return reject('quarterback_in_place', `seat ${s.quarterback} is the Quarterback`);
  if (s.offer) return reject('dice_offered', `the dice are offered to seat ${s.offer.seat}`);
  const next = clockwiseAfter(s, s.previousQuarterback);
  if (next === undefined) return reject('no_players', 'nobody is at the table');
  if (!commenced(s))
    return reject(
      'play_not_commenced',
      'the dice are first offered at the commencement of play, after "no more bets"',
      CITE.offerDice,
    );
  const citation = s.previousQuarterback === null ? CITE.offerDice : CITE.continuation;
  return ok([{ type: 'dice-offered', seat: next, citation }]);
};

/** Play has commenced at the table: the dice have been offered (ruling R33). */
export const commenced = (s: S): boolean => s.commenced;

/**
 * The first "no more bets" (§ 661a.4(b), ruling R33): the offer of the dice to the player immediately
 * to the stickperson's left; the wagers close once a Quarterback holds them.
 */
export const commencement = (first: number): ProcedureEvent => ({
  type: 'dice-offered',
  seat: first,
  citation: CITE.offerDice,
});

const declineDice: On<'decline-dice'> = (s, actor, c) => {
  const seat = playerSeat(s, actor, c.type);
  if (!seat.ok) return seat;
  if (s.offer?.seat !== seat.value)
    return reject('not_offered', 'the dice are not being offered to this seat', CITE.offerDice);
  const declined = [...s.offer.declined, seat.value];
  const next = clockwiseAfter(s, seat.value, declined);
  const events: Event[] = [
    {
      type: 'dice-declined',
      seat: seat.value,
      everyoneDeclined: next === undefined,
      citation: CITE.offerDice,
    },
  ];
  if (next !== undefined) events.push({ type: 'dice-offered', seat: next, citation: CITE.offerDice });
  return ok(events);
};

const acceptDice: On<'accept-dice'> = (s, actor, c) => {
  const seat = playerSeat(s, actor, c.type);
  if (!seat.ok) return seat;
  if (s.offer?.seat !== seat.value)
    return reject('not_offered', 'the dice are not being offered to this seat', CITE.offerDice);
  const colour = (id: string) => s.diceSet.dice.find((d) => d.id === id)?.colour;
  const greens = s.diceSet.dice.filter((d) => d.colour === 'green').map((d) => d.id);
  const reds = s.diceSet.dice.filter((d) => d.colour === 'red').map((d) => d.id);
  const offensive = c.offensive ?? [greens[0] as string, greens[1] as string];
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- a false positive: the rule reads the ?? operand's contextual type and misses the undefined that noUncheckedIndexedAccess adds
  const defensive = c.defensive ?? (reds[0] as string);
  if (
    offensive[0] === offensive[1] ||
    offensive.some((id) => colour(id) !== 'green') ||
    colour(defensive) !== 'red'
  )
    return reject(
      'bad_selection',
      'the Quarterback selects two of the green dice and one red die of the set',
      CITE.selectDice,
    );
  return ok([
    {
      type: 'quarterback',
      seat: seat.value,
      selection: { offensive: [offensive[0], offensive[1]], defensive },
      citation: s.previousQuarterback === null ? CITE.selectDice : CITE.newQuarterback,
    },
  ]);
};

/** § 661a.7(a): the Quarterback keeps the dice after a touchdown; otherwise they go to his left. */
export function afterGame(s: S, winner: 'offense' | 'defense'): S {
  const keeps = winner === 'offense';
  return {
    ...s,
    quarterback: keeps ? s.quarterback : null,
    selection: keeps ? s.selection : null,
    previousQuarterback: keeps ? s.previousQuarterback : (s.quarterback ?? s.previousQuarterback),
  };
}

// ---------------------------------------------------------------------------------------------
// Invalid rolls and "no roll"
// ---------------------------------------------------------------------------------------------

const noRoll: On<'no-roll'> = (s, actor, c) => {
  const denied = dealer(actor, c);
  if (denied) return err(denied);
  if (s.phase === 'betting') return reject('no_throw', 'no throw is in progress');
  return ok([{ type: 'no-roll', reason: c.reason, citation: THROWN_DICE_NO_ROLLS[c.reason].citation }]);
};

export const procedureHandlers = {
  'offer-dice': offerDice,
  'decline-dice': declineDice,
  'accept-dice': acceptDice,
  'no-roll': noRoll,
} as const;

/** The procedure's part of evolve: who is offered the dice or holds them, and a voided throw. */
export function evolveProcedure(
  s: S,
  e: ProcedureEvent | Extract<SeatEvent, { type: 'left' | 'seated' }> | WagerPlaced,
): S {
  switch (e.type) {
    case 'left': {
      const qb = s.quarterback === e.seat;
      const offered = s.offer?.seat === e.seat;
      return {
        ...s,
        // The dice go on from the Quarterback's left; the drive in progress continues with the new Quarterback.
        quarterback: qb ? null : s.quarterback,
        selection: qb ? null : s.selection,
        previousQuarterback: qb ? e.seat : s.previousQuarterback,
        offer: offered ? null : s.offer,
      };
    }
    case 'seated':
    case 'wager-placed':
      // A player sits down or wagers after everyone has declined: the dice are offered round again.
      return s.everyoneDeclined ? { ...s, everyoneDeclined: false } : s;
    case 'dice-offered':
      return {
        ...s,
        offer: { seat: e.seat, declined: s.offer?.declined ?? [] },
        everyoneDeclined: false,
        commenced: true,
      };
    case 'dice-declined':
      // When everyone has declined, the stickperson begins the offer again (R10, R33).
      return {
        ...s,
        offer:
          s.offer && !e.everyoneDeclined ? { seat: e.seat, declined: [...s.offer.declined, e.seat] } : null,
        everyoneDeclined: e.everyoneDeclined,
      };
    case 'quarterback':
      return { ...s, quarterback: e.seat, selection: e.selection, offer: null, everyoneDeclined: false };
    case 'no-roll':
      // Not a down (spec ruling A6): a called throw is voided and the dice are thrown again.
      return s.phase === 'settling'
        ? { ...s, phase: s.ended ? 'extra-point' : 'throwing', lastThrow: null }
        : s;
  }
}

/** The stickperson's next step: offer the dice, call the throw once bets are closed, settle. */
export function automate(s: S): { actor: Actor; command: Command } | undefined {
  const stick: Actor = { role: 'dealer' };
  if (s.phase === 'settling') return { actor: stick, command: { type: 'settle' } };
  if (s.phase !== 'betting') return s.automated ? { actor: stick, command: { type: 'throw' } } : undefined;
  const nobody = s.quarterback === null && s.offer === null && s.seats.length > 0;
  return nobody && commenced(s) && !s.everyoneDeclined
    ? { actor: stick, command: { type: 'offer-dice' } }
    : undefined;
}

/**
 * An automated table waiting on a person (ruling R22): a player offered the dice who has not answered
 * within the table's decision time is taken to have declined them, so they are offered on clockwise
 * and the table goes on (a player who has gone away never freezes the table). A Quarterback does
 * nothing more at an automated table (the engine throws), and wagers are never timed.
 */
export function overdue(s: S): { actor: Actor; command: Command } | undefined {
  if (!s.automated || s.offer === null) return undefined;
  return { actor: { role: 'player', seat: s.offer.seat }, command: { type: 'decline-dice' } };
}
