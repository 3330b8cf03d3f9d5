/**
 * The table chips every game keeps the same way: numbered seats with chips in racks, wagers on the
 * layout, and the buy-ins and cash-outs that, with the house's result, conserve them. Games compose
 * these in their own evolve; what differs (vigorish owed, a shooter leaving) stays in the game.
 */
import type { Citation } from '../core/citation.js';
import type { Cents } from '../core/money.js';

export interface SeatLike {
  readonly seat: number;
  readonly chips: Cents;
}

export interface WagerLike {
  readonly seat: number;
  readonly kind: string;
  readonly amount: Cents;
}

export interface Seating<P extends SeatLike, W extends WagerLike> {
  readonly seats: readonly P[];
  readonly wagers: readonly W[];
  readonly buyIns: Cents;
  readonly cashOuts: Cents;
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

export const seatOf = <P extends SeatLike>(
  s: { readonly seats: readonly P[] },
  seat: number,
): P | undefined => s.seats.find((x) => x.seat === seat);

export const wagerOf = <W extends WagerLike>(
  s: { readonly wagers: readonly W[] },
  seat: number,
  kind: string,
): W | undefined => s.wagers.find((w) => w.seat === seat && w.kind === kind);

export const updateSeat = <P extends SeatLike>(
  s: { readonly seats: readonly P[] },
  seat: number,
  f: (x: P) => P,
): P[] => s.seats.map((x) => (x.seat === seat ? f(x) : x));

export const withoutWager = <W extends WagerLike>(
  s: { readonly wagers: readonly W[] },
  seat: number,
  kind: string,
): W[] => s.wagers.filter((w) => !(w.seat === seat && w.kind === kind));

/** A player sits with chips bought in (the `seated` event). */
export const seatPlayer = <S extends Seating<P, WagerLike>, P extends SeatLike>(s: S, player: P): S => ({
  ...s,
  seats: [...s.seats, player].sort((a, b) => a.seat - b.seat),
  buyIns: s.buyIns + player.chips,
});

/** More chips bought in at a seat (the `bought-in` event). */
export const buyIn = <S extends Seating<P, WagerLike>, P extends SeatLike>(
  s: S,
  seat: number,
  amount: Cents,
): S => ({
  ...s,
  seats: updateSeat(s, seat, (x) => ({ ...x, chips: x.chips + amount })),
  buyIns: s.buyIns + amount,
});

/** A player leaves, cashing out `chips` (the `left` event). */
export const unseat = <S extends Seating<P, WagerLike>, P extends SeatLike>(
  s: S,
  seat: number,
  chips: Cents,
): S => ({
  ...s,
  seats: s.seats.filter((x) => x.seat !== seat),
  cashOuts: s.cashOuts + chips,
});
