/**
 * What a dice table's seating and wager handlers share (Craps, Props & Hops, Three Dice Football): a
 * player sits under the table's own seat rule, a place-wager command becomes the kernel's request, and a
 * player who leaves cashes out his rack with the wagers that come down with him. Who may leave and when
 * stays with each game (its chapter's rule and citation). `openTable` is the state every table opens with.
 */
import type { Citation } from '../../core/citation.js';
import type { Cents } from '../../core/money.js';
import { ok } from '../../core/result.js';
import type { Handler } from '../decide.js';
import { left, seated, type SeatEvent } from '../kernel.js';
import { decideSit, type SeatLike } from '../seating.js';
import {
  NO_MONEY,
  type Coupon,
  type Limit,
  type PlaceRequest,
  type TableMoney,
  type Wager,
} from '../wagers.js';

/** The wire form of `sit` every table shares. */
interface Sit {
  readonly type: 'sit';
  readonly seat: number;
  readonly name: string;
  readonly chips: Cents;
}

/**
 * The `sit` handler of a table whose seats `table(s)` numbers (how many, the section that numbers them
 * and what the chapter calls one): `decideSit`, then the kernel's `seated` event.
 */
export const sitHandler =
  <S extends { readonly seats: readonly SeatLike[] }>(
    table: (s: S) => { readonly count: number; readonly citation: Citation; readonly noun: string },
  ): Handler<S, Sit, SeatEvent> =>
  (s, actor, c) => {
    const r = decideSit(s, actor, c, table(s));
    return r.ok ? ok(r.value.map((e) => seated(e.seat, e.name, e.chips))) : r;
  };

/** The kernel's request for a place-wager command by `seat` on `spot` (with its coupon, if one rides). */
export const placeRequest = (
  seat: number,
  spot: string,
  c: { readonly kind: string; readonly amount: Cents; readonly coupon?: Coupon | undefined },
): PlaceRequest => ({
  seat,
  spot,
  kind: c.kind,
  amount: c.amount,
  ...(c.coupon ? { coupon: c.coupon } : {}),
});

/** The `left` event of `seat`: the chips in his rack and those of `mine`, the wagers taken down as he goes. */
export const cashOut = (s: TableMoney<Wager>, seat: number, mine: readonly Wager[]): SeatEvent =>
  left(seat, (s.seats.find((x) => x.seat === seat)?.chips ?? 0) + mine.reduce((a, w) => a + w.amount, 0));

/** A table as it opens: nobody seated, no wager, no money moved, no round played yet. */
export const openTable = <O>(
  options: O,
  automated: boolean,
): TableMoney<never> & { readonly options: O; readonly automated: boolean; readonly round: 0 } => ({
  ...NO_MONEY,
  options,
  automated,
  round: 0,
});

/**
 * The table's posted minimum and maximum (its Rules Submission's `minimumWager` and `maximumWager`) as
 * a wager's limit, under `citation`, and `maxCitation` where another section forbids going over.
 */
export const postedLimits =
  (citation: Citation, maxCitation?: Citation) =>
  (o: { readonly minimumWager: Cents; readonly maximumWager: Cents }): Limit => ({
    min: o.minimumWager,
    max: o.maximumWager,
    table: true,
    citation,
    ...(maxCitation ? { maxCitation } : {}),
  });
