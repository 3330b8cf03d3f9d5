/**
 * The Props & Hops dice-table procedure: who holds the shaker and the "no roll" calls, in one place so
 * that the shared dice-table procedure can replace it.
 *
 * - Play commences with the dealer's first "no more bets" (ruling R33): the shaker is then offered to
 *   the player farthest to the dealer's left (§ 668a.3(f)) among those seated, and the wagers close
 *   once a player holds it; seats are numbered 1 to 6 from the dealer's right, so that is the highest
 *   occupied seat (ruling R9). Before it nobody is offered the shaker, so it does not go to whoever
 *   sat down first.
 * - Once every seated player has declined in turn, the shaker is not offered on again by itself: the
 *   automated dealer offers it again when a player wagers or sits down (ruling R33), and a live dealer
 *   when he chooses. So a table of players who have gone away waits, its wagers open, and never loops.
 * - The shooter keeps the shaker until a 7 (§ 668a.3(k)); it then passes to the player's left, the next
 *   lower occupied seat, wrapping (spec ruling B5). A player offered the shaker may decline it; it is
 *   then offered on to the left.
 * - "No roll" (§ 668a.3(g), (h)) decides nothing: the dice are shaken again.
 */
import type { Citation } from '../../core/citation.js';
import { err, ok, reject, type Rejection, type Result } from '../../core/result.js';
import { requireDealer, requireSeatedPlayer, type Handler } from '../../engine/decide.js';
import type { Actor } from '../../engine/game.js';
import type { SeatEvent } from '../../engine/kernel.js';
import type { WagerPlaced } from '../../engine/wagers.js';
import type { Command } from './commands.js';
import { CITE } from './rules.js';
import type { Event, PropsAndHopsState } from './state.js';

interface Cited {
  readonly citation: Citation;
}

export type ProcedureEvent =
  | ({ readonly type: 'shaker-offered'; readonly seat: number } & Cited)
  | ({ readonly type: 'shaker-declined'; readonly seat: number } & Cited)
  | ({ readonly type: 'shaker-accepted'; readonly seat: number } & Cited)
  | ({ readonly type: 'shaker-passed'; readonly from: number | null } & Cited)
  | ({ readonly type: 'no-roll'; readonly reason: string } & Cited);

type On<T extends Command['type']> = Handler<PropsAndHopsState, Extract<Command, { type: T }>, Event>;

// ---------------------------------------------------------------------------------------------
// Guards, in this game's words
// ---------------------------------------------------------------------------------------------

/** The seat of the player acting for themselves; only seated players wager (§ 668a.2(c)). */
export function playerSeat(s: PropsAndHopsState, actor: Actor, what: string): Result<number, Rejection> {
  const seat = requireSeatedPlayer(s, actor, what);
  return !seat.ok && seat.error.code === 'seat_empty'
    ? reject('seat_empty', 'only seated players may wager', CITE.seatedOnly)
    : seat;
}

/** Undefined when the dealer (or the automated dealer) acts. */
export const dealer = (actor: Actor, c: Command): Rejection | undefined =>
  requireDealer(actor, c.type.replaceAll('-', ' '));

// ---------------------------------------------------------------------------------------------
// The shaker's rotation
// ---------------------------------------------------------------------------------------------

/**
 * The next player to the shooter's left (the next lower occupied seat, wrapping; spec ruling B5),
 * leaving out the seats in `skip`.
 */
export function leftOf(
  s: PropsAndHopsState,
  from: number | null,
  skip: readonly number[] = [],
): number | undefined {
  const seats = s.seats
    .map((x) => x.seat)
    .filter((x) => !skip.includes(x))
    .sort((a, b) => b - a);
  if (from === null) return seats[0];
  return seats.find((x) => x < from) ?? seats[0];
}

const offerShaker: On<'offer-shaker'> = (s, actor, c) => {
  const denied = dealer(actor, c);
  if (denied) return err(denied);
  if (s.shooter !== null) return reject('shooter_in_place', `seat ${s.shooter} holds the shaker`);
  if (s.offeredTo !== null) return reject('shaker_offered', `the shaker is offered to seat ${s.offeredTo}`);
  const next = leftOf(s, s.lastShooter);
  if (next === undefined) return reject('no_players', 'nobody is seated');
  if (!commenced(s))
    return reject(
      'play_not_commenced',
      'the shaker is first offered at the commencement of play, after "no more bets"',
      CITE.firstShooter,
    );
  const citation = s.lastShooter === null ? CITE.firstShooter : CITE.shooterRotation;
  return ok([{ type: 'shaker-offered', seat: next, citation }]);
};

/** Play has commenced at the table: the shaker has been offered (ruling R33). */
export const commenced = (s: PropsAndHopsState): boolean =>
  s.round > 0 || s.shooter !== null || s.offeredTo !== null || s.lastShooter !== null;

/** Every seated player has declined the shaker in turn, and it is offered to nobody. */
export const everyoneDeclined = (s: PropsAndHopsState): boolean =>
  s.shooter === null &&
  s.offeredTo === null &&
  s.seats.length > 0 &&
  s.seats.every((x) => s.declined.includes(x.seat));

/**
 * The first "no more bets" (§ 668a.3(e)-(f), ruling R33): the offer of the shaker to the player
 * farthest to the dealer's left; the wagers close once a player holds it.
 */
export const commencement = (first: number): ProcedureEvent => ({
  type: 'shaker-offered',
  seat: first,
  citation: CITE.firstShooter,
});

const answerOffer: On<'accept-shaker' | 'decline-shaker'> = (s, actor, c) => {
  const seat = playerSeat(s, actor, c.type);
  if (!seat.ok) return seat;
  if (s.offeredTo !== seat.value)
    return reject('not_offered', 'the shaker is not being offered to this seat', CITE.firstShooter);
  if (c.type === 'accept-shaker')
    return ok([{ type: 'shaker-accepted', seat: seat.value, citation: CITE.firstShooter }]);
  // On to the left, past those who have declined in this round of offers.
  const next = leftOf(s, seat.value, [...s.declined, seat.value]);
  const events: Event[] = [{ type: 'shaker-declined', seat: seat.value, citation: CITE.shooterRotation }];
  if (next !== undefined) events.push({ type: 'shaker-offered', seat: next, citation: CITE.shooterRotation });
  return ok(events);
};

/** After a 7 the shaker passes at the next round (§ 668a.3(k)). */
export const shakerPassed = (s: PropsAndHopsState): ProcedureEvent => ({
  type: 'shaker-passed',
  from: s.shooter,
  citation: CITE.shooterRotation,
});

// ---------------------------------------------------------------------------------------------
// "No roll"
// ---------------------------------------------------------------------------------------------

const noRoll: On<'no-roll'> = (s, actor, c) => {
  const denied = dealer(actor, c);
  if (denied) return err(denied);
  if (s.phase === 'betting')
    return reject('not_shaking', 'no roll is called only when the shaker is uncovered');
  const citation = c.reason === 'die-fell-out' ? CITE.noRollDieOut : CITE.noRollStacked;
  return ok([{ type: 'no-roll', reason: c.reason, citation }]);
};

export const procedureHandlers = {
  'offer-shaker': offerShaker,
  'accept-shaker': answerOffer,
  'decline-shaker': answerOffer,
  'no-roll': noRoll,
} as const;

/** The procedure's part of evolve: who holds or is offered the shaker, and a voided roll. */
export function evolveProcedure(
  s: PropsAndHopsState,
  e: ProcedureEvent | Extract<SeatEvent, { type: 'left' }> | WagerPlaced,
): PropsAndHopsState {
  switch (e.type) {
    case 'left':
      return {
        ...s,
        shooter: s.shooter === e.seat ? null : s.shooter,
        offeredTo: s.offeredTo === e.seat ? null : s.offeredTo,
        lastShooter: s.shooter === e.seat || s.offeredTo === e.seat ? e.seat : s.lastShooter,
        declined: s.declined.filter((x) => x !== e.seat),
      };
    case 'wager-placed':
      // A player wagers after everyone has declined: the shaker is offered round again.
      return everyoneDeclined(s) ? { ...s, declined: [] } : s;
    case 'shaker-offered':
      // Offered again to a player who declined: a new round of offers.
      return { ...s, offeredTo: e.seat, declined: s.declined.includes(e.seat) ? [] : s.declined };
    case 'shaker-accepted':
      return { ...s, shooter: e.seat, offeredTo: null, lastShooter: e.seat, declined: [] };
    case 'shaker-declined':
      return { ...s, offeredTo: null, lastShooter: e.seat, declined: [...s.declined, e.seat] };
    case 'shaker-passed':
      return { ...s, shooter: null, lastShooter: e.from ?? s.lastShooter, declined: [] };
    case 'no-roll':
      return { ...s, phase: 'shaking', lastDice: null };
  }
}

/** The dealer's next step: the floorperson's dice, the shaker offered, the shaker uncovered, the settlement. */
export function automate(s: PropsAndHopsState): { actor: Actor; command: Command } | undefined {
  const dealerActor: Actor = { role: 'dealer' };
  if (s.phase === 'shaking')
    return s.automated ? { actor: dealerActor, command: { type: 'uncover' } } : undefined;
  if (s.phase === 'settling') return { actor: dealerActor, command: { type: 'settle' } };
  if (s.diceSet === null)
    return { actor: { role: 'floorperson' }, command: { type: 'place-dice', reason: 'opening' } };
  const nobody = s.shooter === null && s.offeredTo === null && s.seats.length > 0;
  return nobody && commenced(s) && !everyoneDeclined(s)
    ? { actor: dealerActor, command: { type: 'offer-shaker' } }
    : undefined;
}

/**
 * An automated table waiting on a person (ruling R22): a player offered the shaker who has not answered
 * within the table's decision time is taken to have declined it, so it is offered on to the left and
 * the table goes on (a player who has gone away never freezes the table). A shooter does nothing more
 * at an automated table (the engine shakes), and wagers are never timed.
 */
export function overdue(s: PropsAndHopsState): { actor: Actor; command: Command } | undefined {
  if (!s.automated || s.offeredTo === null) return undefined;
  return { actor: { role: 'player', seat: s.offeredTo }, command: { type: 'decline-shaker' } };
}
