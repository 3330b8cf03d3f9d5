/**
 * The table chips every game keeps the same way: numbered seats with chips in racks, wagers on the
 * layout, and the buy-ins and cash-outs that, with the house's result, conserve them. Games compose
 * these in their own evolve; what differs (vigorish owed, a shooter leaving) stays in the game.
 */
import { z } from 'zod';
import type { Citation } from '../core/citation.js';
import type { Cents } from '../core/money.js';
import { ok, reject, type Rejection, type Result } from '../core/result.js';
import type { Actor } from './game.js';
import { isStaff } from './decide.js';

export interface SeatLike {
  readonly seat: number;
  readonly chips: Cents;
}

/**
 * The seat and wager events every game shares; a game's event union includes them with its own wager
 * kinds. Wager events carry the citation of the wagers section that allows them.
 */
export type SeatingEvent<K extends string = string> =
  | { readonly type: 'seated'; readonly seat: number; readonly name: string; readonly chips: Cents }
  | { readonly type: 'bought-in'; readonly seat: number; readonly amount: Cents }
  | { readonly type: 'left'; readonly seat: number; readonly chips: Cents }
  | {
      readonly type: 'wager-placed' | 'wager-withdrawn';
      readonly seat: number;
      readonly kind: K;
      readonly amount: Cents;
      /**
       * The betting area, where it is not the player's own seat: a player playing two adjacent areas
       * (§§ 659a.7(f), 663a.7(f)). Chips always come from and return to `seat`.
       */
      readonly area?: number;
      readonly citation: Citation;
    };

/** Control characters, line and paragraph separators, bidirectional overrides, unpaired surrogates. */
const NAME_CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;
/** A character a person sees: a letter, digit, punctuation mark or symbol. */
const NAME_VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const NAME_MAX = 40;

/**
 * The name a player sits under, as every game's `sit` command takes it: trimmed, 1 to 40 characters
 * with at least one visible one, no control characters (NUL, line breaks, bidirectional overrides) and
 * no `<` or `>` (markup). Other players and staff see it on the layout and in the log. A bad name is
 * the custom issue `invalid_name` (its `params.code`), which the table runtime reports as the code.
 */
export const seatName = z
  .string()
  .trim()
  .superRefine((name, ctx) => {
    const why =
      name.length === 0 || !NAME_VISIBLE.test(name)
        ? 'a name needs at least one visible character'
        : name.length > NAME_MAX
          ? `a name has at most ${NAME_MAX} characters`
          : NAME_CONTROL.test(name)
            ? 'a name may not hold control characters'
            : /[<>]/.test(name)
              ? 'a name may not hold < or >'
              : undefined;
    if (why) ctx.addIssue({ code: 'custom', message: why, params: { code: 'invalid_name' } });
  });

export const seatOf = <P extends SeatLike>(
  s: { readonly seats: readonly P[] },
  seat: number,
): P | undefined => s.seats.find((x) => x.seat === seat);

// The staff check lives with the other guards (decide.ts, which stays free of zod so that worker
// threads running a game's math need not load it); re-exported here for the games that import it here.
export { isStaff } from './decide.js';

export type Seated = Extract<SeatingEvent, { readonly type: 'seated' }>;

/**
 * `sit` as every game decides it: a player takes only their own seat (the staff may seat anyone), one
 * of the table's `count` seats, numbered by the section `citation`, and only a free one. `noun` is what
 * the chapter calls a seat. A game adds its own conditions (a betting area in use, say) after these.
 */
export function decideSit(
  s: { readonly seats: readonly SeatLike[] },
  actor: Actor,
  c: { readonly seat: number; readonly name: string; readonly chips: Cents },
  table: { readonly count: number; readonly citation: Citation; readonly noun?: string },
): Result<Seated[], Rejection> {
  const noun = table.noun ?? 'seat';
  if (!isStaff(actor) && actor.seat !== c.seat)
    return reject('not_permitted', `a player may only take their own ${noun}`);
  if (!Number.isInteger(c.seat) || c.seat < 1 || c.seat > table.count)
    return reject('no_such_seat', `this table has ${noun}s 1 to ${table.count}`, table.citation);
  if (seatOf(s, c.seat)) return reject('seat_taken', `${noun} ${c.seat} is taken`);
  return ok([{ type: 'seated', seat: c.seat, name: c.name, chips: c.chips }]);
}
