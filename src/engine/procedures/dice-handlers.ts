/**
 * The handlers a shaker or thrown-dice table writes alike (Props & Hops, Three Dice Football): a
 * player's command acts for the seat the game's guard finds, a dealer's command runs once the game's
 * guard lets the actor, a player buys chips, the dealer's throw is called at a live table or drawn at
 * an automated one, and the dealer settles the last throw. The guards, the rejections and the events
 * stay in each game's words, so its transcripts do not change.
 */
import type { Citation } from '../../core/citation.js';
import type { Face } from '../../core/dice.js';
import type { Cents } from '../../core/money.js';
import { err, ok, type Rejection, type Result } from '../../core/result.js';
import type { Handler, PhaseRow } from '../decide.js';
import type { Actor, DecideContext, GameCommand } from '../game.js';
import { boughtIn, type SeatEvent } from '../kernel.js';
import { thrownDice, type DiceSource } from './dice-table.js';

/** The seat of the player acting for themselves, or the game's refusal (`what`: the command's type). */
export type PlayerGuard<S> = (s: S, actor: Actor, what: string) => Result<number, Rejection>;

/** Undefined when the dealer (or the automated dealer) acts; the game's refusal otherwise. */
export type DealerGuard<C> = (actor: Actor, c: C) => Rejection | undefined;

type Decided<E> = Result<E[], Rejection>;

/** The seating and wager commands a dice round allows in every phase (each wager's rules say when). */
export const TABLE_COMMANDS = ['sit', 'buy-in', 'leave', 'place-wager', 'withdraw-wager'] as const;

/**
 * A dice table's handler set, bound to the game's guards: `byPlayer` and `byDealer` wrap the game's own
 * handlers; `buyIn`, `throw` and `settle` are whole handlers.
 */
export function diceHandlers<S extends { readonly automated: boolean }, C extends GameCommand, E>(guards: {
  readonly player: PlayerGuard<S>;
  readonly dealer: DealerGuard<C>;
}) {
  /** A seated player's command: `body` decides it for the seat the guard finds. */
  const byPlayer =
    <T extends C>(body: (s: S, seat: number, c: T) => Decided<E>): Handler<S, T, E> =>
    (s, actor, c) => {
      const seat = guards.player(s, actor, c.type);
      return seat.ok ? body(s, seat.value, c) : seat;
    };

  /** A dealer's command: `body` decides it once the guard lets the actor. */
  const byDealer =
    <T extends C>(body: (s: S, c: T, ctx: DecideContext) => Decided<E>): Handler<S, T, E> =>
    (s, actor, c, ctx) => {
      const denied = guards.dealer(actor, c);
      return denied ? err(denied) : body(s, c, ctx);
    };

  /** The `buy-in` handler: the seated player buys chips into his rack. */
  const buyIn: Handler<S, { readonly type: 'buy-in'; readonly amount: Cents }, SeatEvent> = (s, actor, c) => {
    const seat = guards.player(s, actor, c.type);
    return seat.ok ? ok([boughtIn(seat.value, c.amount)]) : seat;
  };

  return {
    byPlayer,
    byDealer,

    buyIn,

    /**
     * The dealer's throw (the shaker uncovered, the dice thrown): `count` dice called by the dealer at
     * a live table or drawn at an automated one (`thrownDice`), then the game's event for them. The
     * refusals say in the game's words that an automated table throws itself and that a live one
     * needs the dice called (under `citation`).
     */
    throw: <T extends C & { readonly dice?: readonly number[] | undefined }>(table: {
      readonly count: number;
      readonly automated: string;
      readonly required: string;
      readonly citation: Citation;
      readonly event: (s: S, dice: Face[], source: DiceSource) => E;
    }): Handler<S, T, E> =>
      byDealer<T>((s, c, ctx) => {
        const thrown = thrownDice({ automated: s.automated, count: table.count, rng: ctx.rng }, c.dice, {
          automated: { code: 'automated_table', message: table.automated },
          required: { code: 'dice_required', message: table.required, citation: table.citation },
        });
        return thrown.ok ? ok([table.event(s, thrown.value.dice, thrown.value.source)]) : thrown;
      }),

    /** The dealer settles the `last` throw with the game's `events`; refused with `nothing` before one. */
    settle: <T extends C, L>(
      last: (s: S) => L | null,
      nothing: Rejection,
      events: (s: S, last: L) => E[],
    ): Handler<S, T, E> =>
      byDealer<T>((s) => {
        const thrown = last(s);
        return thrown ? ok(events(s, thrown)) : err(nothing);
      }),
  };
}

/** The commands every dice round has: bets close, the throw is settled. */
type Closing = 'no-more-bets' | 'settle';

/** The refusals of a phase row, for commands the game names. */
const refusing = <T extends string>(...rows: (readonly [T, Rejection])[]): Partial<Record<T, Rejection>> =>
  Object.fromEntries(rows) as Partial<Record<T, Rejection>>;

/** "No more bets" once the bets are closed. */
const NOT_BETTING: Rejection = { code: 'not_betting', message: 'betting is not open' };

/**
 * The phases of a dice round as rows of a phase table: bets open (the dice may be changed, and "no more
 * bets" closes them), the throw (or shake) and its settlement. `anyTime` are allowed throughout; the
 * names of the dice change and the throw, and the refusals of a command out of its phase, are the game's
 * (but for "no more bets", refused alike at every table once bets are closed).
 */
export function diceRoundPhases<T extends string>(round: {
  readonly anyTime: readonly T[];
  readonly changeDice: T;
  readonly throw: T;
  readonly refusals: {
    readonly changeDice: Rejection;
    readonly notThrowing: Rejection;
    readonly nothingToSettle: Rejection;
  };
}): Readonly<Record<'betting' | 'throwing' | 'settling', PhaseRow<T | Closing>>> {
  const { anyTime, changeDice, throw: thrown, refusals: no } = round;
  return {
    betting: {
      allows: [...anyTime, changeDice, 'no-more-bets'],
      otherwise: refusing<T | Closing>([thrown, no.notThrowing], ['settle', no.nothingToSettle]),
    },
    throwing: {
      allows: [...anyTime, thrown],
      otherwise: refusing<T | Closing>(
        ['no-more-bets', NOT_BETTING],
        [changeDice, no.changeDice],
        ['settle', no.nothingToSettle],
      ),
    },
    settling: {
      allows: [...anyTime, 'settle'],
      otherwise: refusing<T | Closing>(
        ['no-more-bets', NOT_BETTING],
        [changeDice, no.changeDice],
        [thrown, no.notThrowing],
      ),
    },
  };
}
