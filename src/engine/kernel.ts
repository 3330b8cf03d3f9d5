/**
 * The kernel's reducer, which every game's `evolve` runs first: seats appear and disappear with the
 * `seated` and `left` events, and every declared transfer moves its chips. A game's own reducer then
 * handles what only it knows (cards, dice, pucks) and never touches a balance.
 */
import type { Cents } from '../core/money.js';
import { InvariantError } from '../core/result.js';
import { moves, pocket, transfer, type Transfer } from './pockets.js';
import { evolveMoney, type TableMoney, type Wager } from './wagers.js';

export type SeatEvent =
  | {
      readonly type: 'seated';
      readonly seat: number;
      readonly name: string;
      readonly chips: Cents;
      readonly transfers: readonly Transfer[];
    }
  | {
      readonly type: 'bought-in';
      readonly seat: number;
      readonly amount: Cents;
      readonly transfers: readonly Transfer[];
    }
  | {
      readonly type: 'left';
      readonly seat: number;
      /** The chips cashed out. */
      readonly chips: Cents;
      readonly transfers: readonly Transfer[];
    };

/** A player sits with chips bought in from their account. */
export const seated = (seat: number, name: string, chips: Cents): SeatEvent => ({
  type: 'seated',
  seat,
  name,
  chips,
  transfers: moves(transfer(pocket.patron(seat), pocket.rack(seat), chips)),
});

/** More chips from the player's account to the rack. */
export const boughtIn = (seat: number, amount: Cents): SeatEvent => ({
  type: 'bought-in',
  seat,
  amount,
  transfers: moves(transfer(pocket.patron(seat), pocket.rack(seat), amount)),
});

/** The player leaves with the chips in the rack (any wager returned and vigorish paid by earlier events). */
export const left = (seat: number, chips: Cents): SeatEvent => ({
  type: 'left',
  seat,
  chips,
  transfers: moves(transfer(pocket.rack(seat), pocket.patron(seat), chips)),
});

/**
 * The kernel's part of `evolve` for any event: a `seated` seat is created (empty) before its buy-in
 * moves, a `left` seat is removed after its cash-out (it must then be empty), and every event's
 * transfers are applied in order.
 */
export function evolveKernel<W extends Wager, S extends TableMoney<W>>(
  s: S,
  e: { readonly type: string },
): S {
  let out = s;
  if (e.type === 'seated') {
    const { seat, name } = e as Extract<SeatEvent, { type: 'seated' }>;
    if (out.seats.some((x) => x.seat === seat)) throw new InvariantError(`seat ${seat} is taken`);
    out = { ...out, seats: [...out.seats, { seat, name, chips: 0 }].sort((a, b) => a.seat - b.seat) };
  }
  out = evolveMoney<W, S>(out, e);
  if (e.type === 'left') {
    const { seat } = e as Extract<SeatEvent, { type: 'left' }>;
    const rack = out.seats.find((x) => x.seat === seat);
    if (rack && rack.chips !== 0) throw new InvariantError(`seat ${seat} leaves ${rack.chips} behind`);
    out = { ...out, seats: out.seats.filter((x) => x.seat !== seat) };
  }
  return out;
}

/**
 * A game's evolve: the kernel's reducer first, then the game's own for what only it knows. The game's
 * reducer receives the state with the money already moved.
 */
export const withKernel =
  <W extends Wager, S extends TableMoney<W>, E extends { readonly type: string }>(own: (s: S, e: E) => S) =>
  (s: S, e: E): S =>
    own(evolveKernel<W, S>(s, e), e);
