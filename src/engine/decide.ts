/**
 * A game's `decide` as a typed map from command type to handler (exhaustive at compile time: a new
 * command without a handler does not compile), with the guards every game repeats and the phase ->
 * allowed commands table as data.
 */
import type { Citation } from '../core/citation.js';
import { err, type Rejection, type Result } from '../core/result.js';
import type { Actor, DecideContext, GameCommand } from './game.js';

export type Handler<S, C extends GameCommand, E> = (
  s: S,
  actor: Actor,
  c: C,
  ctx: DecideContext,
) => Result<E[], Rejection>;

/** One handler per command type. */
export type Handlers<S, C extends GameCommand, E> = {
  readonly [T in C['type']]: Handler<S, Extract<C, { readonly type: T }>, E>;
};

/**
 * Which commands a phase allows, and the rejection for one it does not (a command absent from a phase's
 * row is refused with the row's `otherwise`, or `not_now`).
 */
export interface PhaseRow<T extends string> {
  readonly allows: readonly T[];
  readonly otherwise?: Partial<Record<T, Rejection>>;
}

export type PhaseTable<P extends string, T extends string> = Readonly<Record<P, PhaseRow<T>>>;

/**
 * `decide` from a handler map and (optionally) a phase table: the phase row is checked first, then the
 * command's handler decides.
 */
export function decideWith<S, C extends GameCommand, E, P extends string>(
  handlers: Handlers<S, C, E>,
  phases?: { readonly table: PhaseTable<P, C['type']>; readonly of: (s: S) => P },
): (s: S, actor: Actor, c: C, ctx: DecideContext) => Result<E[], Rejection> {
  return (s, actor, c, ctx) => {
    if (phases) {
      const phase = phases.of(s);
      const row = phases.table[phase];
      if (!row.allows.includes(c.type)) {
        const why = row.otherwise?.[c.type as C['type']];
        return err(
          why ?? {
            code: 'not_now',
            message: `${c.type.replaceAll('-', ' ')} is not possible now (${phase})`,
          },
        );
      }
    }
    const handler = handlers[c.type as C['type']] as Handler<S, C, E>;
    return handler(s, actor, c, ctx);
  };
}

/** The table's staff, who may act at any seat (the automated dealer acts as `system`). */
export const isStaff = (actor: Actor): boolean =>
  actor.role === 'dealer' || actor.role === 'floorperson' || actor.role === 'system';

/** A rejection, with its citation when there is one (for a phase table's `otherwise` rows). */
export const why = (code: string, message: string, citation?: Citation): Rejection =>
  citation === undefined ? { code, message } : { code, message, citation };
const refuse = why;

/** Undefined when the actor is the dealer (or the automated dealer); a rejection otherwise. */
export const requireDealer = (actor: Actor, what: string, citation?: Citation): Rejection | undefined =>
  actor.role === 'dealer' || actor.role === 'system'
    ? undefined
    : refuse('not_permitted', `only the dealer may ${what}`, citation);

/** Undefined when the actor is a floorperson (or above); a rejection otherwise. */
export const requireFloorperson = (actor: Actor, what: string, citation?: Citation): Rejection | undefined =>
  actor.role === 'floorperson'
    ? undefined
    : refuse('not_permitted', `${what} is a floorperson's decision`, citation);

/**
 * Undefined when the actor is staff (dealer, floorperson, automated dealer).
 * @public one of the kernel's guards (docs/kernel.md), for the games still to be ported
 */
export const requireStaff = (actor: Actor, what: string): Rejection | undefined =>
  isStaff(actor) ? undefined : refuse('not_permitted', `only the table's staff may ${what}`);

/**
 * The seat of a seated player acting for themselves: `{seat}` when the actor is a player at an occupied
 * seat, a rejection otherwise.
 */
export function requireSeatedPlayer(
  s: { readonly seats: readonly { readonly seat: number }[] },
  actor: Actor,
  what: string,
): Result<number, Rejection> {
  if (actor.role !== 'player' || actor.seat === undefined)
    return err(refuse('not_permitted', `${what} is a player's action and needs the player's seat`));
  const seat = actor.seat;
  return s.seats.some((x) => x.seat === seat)
    ? { ok: true, value: seat }
    : err(refuse('seat_empty', `seat ${seat} is not occupied`));
}

/** Who may issue a command: a seated player for their own seat, the dealer, or the table's staff. */
export type Role = 'player' | 'dealer' | 'staff';

/**
 * The guard of a role table (command type -> who may issue it): undefined when the actor may, the
 * rejection otherwise; a command absent from the table is not guarded here (its handler decides).
 */
export function roleGuard<T extends string>(
  roles: Partial<Readonly<Record<T, Role>>>,
): (
  s: { readonly seats: readonly { readonly seat: number }[] },
  actor: Actor,
  type: T,
) => Rejection | undefined {
  return (s, actor, type) => {
    switch (roles[type]) {
      case 'player': {
        const r = requireSeatedPlayer(s, actor, type);
        return r.ok ? undefined : r.error;
      }
      case 'dealer':
        return requireDealer(actor, type.replaceAll('-', ' '));
      case 'staff':
        return isStaff(actor)
          ? undefined
          : refuse('not_permitted', `only the dealer or a floorperson reports ${type.replaceAll('-', ' ')}`);
      case undefined:
        return undefined;
    }
  };
}

/** `decide` guarded by a role table: who may act is checked first, then `decide` (phase, handler). */
export function guardedBy<
  S extends { readonly seats: readonly { readonly seat: number }[] },
  C extends GameCommand,
  E,
>(
  roles: Partial<Readonly<Record<C['type'], Role>>>,
  decide: (s: S, actor: Actor, c: C, ctx: DecideContext) => Result<E[], Rejection>,
): (s: S, actor: Actor, c: C, ctx: DecideContext) => Result<E[], Rejection> {
  const guard = roleGuard<C['type']>(roles);
  return (s, actor, c, ctx) => {
    const refused = guard(s, actor, c.type);
    return refused ? err(refused) : decide(s, actor, c, ctx);
  };
}
