/**
 * Wagers and stakes, shared by every game (ARCHITECTURE "The kernel every game uses").
 *
 * - A wager is `{seat, spot, kind}`: whose rack it came from, where it lies (a betting area, a hand
 *   after a split, a Double Attack or Bust It circle), and what it is. Splits and adjacent areas are
 *   ordinary wagers.
 * - Its stake is chips (`amount`, in cents, on the spot's pocket) and optionally a Match Play Coupon
 *   riding with them.
 * - A game gives a `WagerRule` per kind (a table, as data: offered under which options, limits, when
 *   it may be placed, changed or withdrawn, whether a coupon may ride) and a `Resolution` per wager at
 *   settlement; the kernel owns the four wager events, their reducer and `settle()`.
 * - Every wager event declares its transfers; the records in `state.wagers` follow the spots' balances
 *   (a wager exists while chips or a coupon sit on its spot), so money never moves any other way.
 */
import type { Citation } from '../core/citation.js';
import { formatCents, type Cents, type Rounding } from '../core/money.js';
import { formatOdds, winnings as oddsWinnings, type Odds } from '../core/odds.js';
import { err, InvariantError, ok, type Rejection, type Result } from '../core/result.js';
import { moves, parsePocket, pocket, transfer, type Pocket, type Transfer } from './pockets.js';

// ---------------------------------------------------------------------------------------------
// Identity, stake and the table's money
// ---------------------------------------------------------------------------------------------

export interface WagerId {
  readonly seat: number;
  readonly spot: string;
  readonly kind: string;
}

/** A Match Play Coupon riding with chips (§ 603a.1; temporary § 525.21(a)). */
export interface Coupon {
  readonly serial: string;
  /** The stated value imprinted on it, in cents. */
  readonly value: Cents;
}

export interface Wager extends WagerId {
  /** The chips on the spot. */
  readonly amount: Cents;
  readonly coupon?: Coupon;
}

export interface Seat {
  readonly seat: number;
  readonly name: string;
  /** The chips in the seat's rack. */
  readonly chips: Cents;
}

/**
 * The kernel's part of every game's state: seats with their racks, the wagers on the layout, and the
 * balances of every other pocket (bank, drop, owed:N, pool:X, pot:N and, outside the table, patron:N).
 */
export interface TableMoney<W extends Wager = Wager> {
  readonly seats: readonly Seat[];
  readonly wagers: readonly W[];
  readonly pockets: Readonly<Partial<Record<Pocket, Cents>>>;
}

export const NO_MONEY: TableMoney<never> = { seats: [], wagers: [], pockets: {} };

export const sameWager = (a: WagerId, b: WagerId): boolean =>
  a.seat === b.seat && a.spot === b.spot && a.kind === b.kind;

export const findWager = <W extends Wager>(s: TableMoney<W>, id: WagerId): W | undefined =>
  s.wagers.find((w) => sameWager(w, id));

export const findSeat = (s: TableMoney<Wager>, seat: number): Seat | undefined =>
  s.seats.find((x) => x.seat === seat);

/** A pocket's balance (a rack, a spot's chips, or any other pocket). */
export function balance(s: TableMoney<Wager>, p: Pocket): Cents {
  const ref = parsePocket(p);
  if (ref.kind === 'rack') return findSeat(s, ref.seat)?.chips ?? 0;
  if (ref.kind === 'spot')
    return findWager(s, { seat: ref.seat, spot: ref.spot, kind: ref.kind_ })?.amount ?? 0;
  return s.pockets[p] ?? 0;
}

/** What seat N owes in vigorish (marker buttons): the minus side of its `owed` pocket. */
export const owedBy = (s: TableMoney<Wager>, seat: number): Cents =>
  Math.max(0, -(s.pockets[pocket.owed(seat)] ?? 0));

/** Chips a seat may still wager: its rack, less the vigorish it owes (§ 627a.12(d)(2)). */
export const available = (s: TableMoney<Wager>, seat: number): Cents =>
  (findSeat(s, seat)?.chips ?? 0) - owedBy(s, seat);

/** The sum over every chip pocket (racks, spots and the rest): always zero, patron:* included. */
export function totalChips(s: TableMoney<Wager>): Cents {
  let sum = 0;
  for (const x of s.seats) sum += x.chips;
  for (const w of s.wagers) sum += w.amount;
  for (const v of Object.values(s.pockets)) sum += v ?? 0;
  return sum;
}

// ---------------------------------------------------------------------------------------------
// The reducer: transfers are the only way a balance changes
// ---------------------------------------------------------------------------------------------

function adjust<W extends Wager, S extends TableMoney<W>>(s: S, p: Pocket, delta: Cents, coupon?: string): S {
  const ref = parsePocket(p);
  if (ref.kind === 'spot') {
    const id = { seat: ref.seat, spot: ref.spot, kind: ref.kind_ };
    const i = s.wagers.findIndex((w) => sameWager(w, id));
    const before: W = i >= 0 ? (s.wagers[i] as W) : ({ ...id, amount: 0 } as W);
    let after: W;
    if (coupon === undefined) after = { ...before, amount: before.amount + delta };
    else if (delta > 0) after = { ...before, coupon: { serial: coupon, value: delta } };
    else {
      if (before.coupon?.serial !== coupon) throw new InvariantError(`coupon ${coupon} is not on ${p}`);
      after = { ...before };
      delete (after as { coupon?: Coupon }).coupon;
    }
    if (after.amount < 0) throw new InvariantError(`${p} would hold ${after.amount}`);
    const gone = after.amount === 0 && after.coupon === undefined;
    const wagers =
      i < 0
        ? gone
          ? s.wagers
          : [...s.wagers, after]
        : gone
          ? s.wagers.filter((_, k) => k !== i)
          : s.wagers.map((w, k) => (k === i ? after : w));
    return { ...s, wagers };
  }
  // Coupons in racks, the drop box or a patron's hands are counted by the back office, not here.
  if (coupon !== undefined) return s;
  if (ref.kind === 'rack') {
    const seats = s.seats.map((x) => (x.seat === ref.seat ? { ...x, chips: x.chips + delta } : x));
    const seat = seats.find((x) => x.seat === ref.seat);
    if (!seat) throw new InvariantError(`${p}: seat ${ref.seat} is empty`);
    if (seat.chips < 0) throw new InvariantError(`${p} would hold ${seat.chips}`);
    return { ...s, seats };
  }
  const next = (s.pockets[p] ?? 0) + delta;
  // A pocket back at zero is dropped, so equal balances are equal states.
  const pockets = Object.fromEntries(
    Object.entries({ ...s.pockets, [p]: next }).filter(([, v]) => v !== 0),
  ) as TableMoney['pockets'];
  return { ...s, pockets };
}

/** Applies transfers in order (a broken balance throws: decide must never allow one). */
export function applyTransfers<W extends Wager, S extends TableMoney<W>>(
  s: S,
  transfers: readonly Transfer[],
): S {
  let out = s;
  for (const t of transfers) {
    if (!Number.isSafeInteger(t.amount) || t.amount <= 0)
      throw new InvariantError(`transfer of ${t.amount} from ${t.from} to ${t.to}`);
    out = adjust<W, S>(out, t.from, -t.amount, t.coupon);
    out = adjust<W, S>(out, t.to, t.amount, t.coupon);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

interface Declared {
  readonly citation: Citation;
  readonly transfers: readonly Transfer[];
}

export type WagerPlaced = WagerId &
  Declared & {
    readonly type: 'wager-placed';
    /** Chips added to the spot. */
    readonly amount: Cents;
    readonly coupon?: Coupon;
  };

/** A wager made larger or smaller in play: a double, a Play or Raise wager, a payout left to ride. */
export type WagerChanged = WagerId &
  Declared & {
    readonly type: 'wager-changed';
    /** Chips added (positive) or taken down (negative). */
    readonly by: Cents;
    /** What a person reads: `doubled down`, `Play 3x`. */
    readonly change: string;
  };

export type WagerWithdrawn = WagerId &
  Declared & {
    readonly type: 'wager-withdrawn';
    /** Chips taken down (the whole wager, or part of it where the rules let a wager be reduced). */
    readonly amount: Cents;
  };

export type WagerSettled = WagerId &
  Declared & {
    readonly type: 'wager-settled';
    readonly outcome: 'win' | 'lose' | 'push';
    /** The chips staked. */
    readonly amount: Cents;
    /** Won at the odds (before any vigorish), 0 unless `win`. */
    readonly winnings: Cents;
    readonly odds?: string;
    /** Vigorish taken from the win where the rule collects it at payout. */
    readonly vigorish?: Cents;
    /** The payout was cut to a payout limit. */
    readonly limited?: true;
    readonly coupon?: Coupon;
  };

export type WagerEvent = WagerPlaced | WagerChanged | WagerWithdrawn | WagerSettled;

// ---------------------------------------------------------------------------------------------
// Resolutions and settle()
// ---------------------------------------------------------------------------------------------

/**
 * How a win that is not a whole payout rounds: to the cent (`down`, `up`, or `exact`, which throws on
 * a remainder), or down to a multiple of the table's smallest chip (`{downToChip}`, e.g. spec ruling A9
 * at Three Dice Football: a Rules Submission may pay 4 to 5 and 6 to 5 rounded down to the smallest chip).
 */
export type PayoutRounding = Rounding | { readonly downToChip: Cents };

/** The winnings on `basis` at `o`, rounded as `rounding` says. */
export function payout(basis: Cents, o: Odds, rounding: PayoutRounding = 'down'): Cents {
  if (typeof rounding === 'string') return oddsWinnings(basis, o, rounding);
  const cents = oddsWinnings(basis, o, 'down');
  return cents - (cents % rounding.downToChip);
}

/**
 * How a wager ends this round, as the game's rules decide it; `settle` turns it into the event and its
 * transfers. `basis` defaults to the stake (chips plus a riding coupon's value, spec ruling B-AMB-3).
 */
export type Resolution =
  | {
      readonly outcome: 'win';
      readonly odds: Odds;
      readonly citation: Citation;
      /** How a win that is not whole cents (or chips) rounds (the rule's or the Rules Submission's). */
      readonly rounding?: PayoutRounding;
      /** The amount the odds apply to, where it is not the stake. */
      readonly basis?: Cents;
      /** Vigorish taken from the win at payout (computed by the game's rule, e.g. § 623a.3(a)(42)). */
      readonly vigorish?: Cents;
      /** A payout limit (e.g. § 659a.12(c)): winnings above it are not paid. */
      readonly cap?: Cents;
    }
  | { readonly outcome: 'lose' | 'push'; readonly citation: Citation }
  | { readonly outcome: 'open' };

export type Decided = Exclude<Resolution, { readonly outcome: 'open' }>;

/**
 * The settled event for a wager: a win returns the chips and pays the winnings (less any vigorish) from
 * the bank; a loss goes to the bank; a push returns the chips. A riding coupon goes to the drop box in
 * every case (§ 603a.21(e); a push per spec ruling B-AMB-2).
 */
export function settle<X extends object = object>(w: Wager, r: Decided, extra?: X): WagerSettled & X {
  const spot = pocket.spot(w);
  const rack = pocket.rack(w.seat);
  const couponOut: Transfer | undefined = w.coupon
    ? { from: spot, to: pocket.drop, amount: w.coupon.value, coupon: w.coupon.serial }
    : undefined;
  const base = {
    type: 'wager-settled' as const,
    seat: w.seat,
    spot: w.spot,
    kind: w.kind,
    amount: w.amount,
    ...(w.coupon ? { coupon: w.coupon } : {}),
    ...extra,
  };
  if (r.outcome !== 'win') {
    const chips =
      r.outcome === 'lose' ? transfer(spot, pocket.bank, w.amount) : transfer(spot, rack, w.amount);
    return {
      ...base,
      outcome: r.outcome,
      winnings: 0,
      citation: r.citation,
      transfers: moves(chips, couponOut),
    } as WagerSettled & X;
  }
  const basis = r.basis ?? w.amount + (w.coupon?.value ?? 0);
  const full = payout(basis, r.odds, r.rounding);
  const won = r.cap !== undefined ? Math.min(full, r.cap) : full;
  const vig = r.vigorish ?? 0;
  if (vig > won) throw new InvariantError(`vigorish ${vig} exceeds the win ${won}`);
  return {
    ...base,
    outcome: 'win',
    winnings: won,
    odds: formatOdds(r.odds),
    ...(r.vigorish !== undefined ? { vigorish: vig } : {}),
    ...(won < full ? { limited: true as const } : {}),
    citation: r.citation,
    transfers: moves(transfer(spot, rack, w.amount), transfer(pocket.bank, rack, won - vig), couponOut),
  } as WagerSettled & X;
}

// ---------------------------------------------------------------------------------------------
// Policy: a rule per wager kind, as data
// ---------------------------------------------------------------------------------------------

export interface Limit {
  readonly min: Cents;
  readonly max: Cents;
  /** Posted for the whole table rather than for this wager. */
  readonly table?: boolean;
  readonly citation: Citation;
  /** The section that forbids going over the maximum, where it is not `citation` (e.g. § 623a.5(j)). */
  readonly maxCitation?: Citation;
}

/** Undefined: allowed. A rejection: not now, with its code, message and citation. */
export type Gate<A extends unknown[]> = (...args: A) => Rejection | undefined;

export interface WagerRule<S, O> {
  /** What the regulation calls it, as a person reads it: `Banker's Hand`, `Pass Line`. */
  readonly name: string;
  /** The section that provides for the wager. */
  readonly citation: Citation;
  /** Whether a table under these options offers it. */
  readonly offered?: Gate<[options: O]>;
  /** The table's limits for it (undefined: none posted). */
  readonly limit?: (options: O) => Limit | undefined;
  /**
   * When it may be placed or increased (betting open, before "no more bets" ...), and by how much where
   * that depends on the layout (odds up to a multiple of the wager they back, a stack in equal parts).
   */
  readonly place: Gate<[state: S, request: PlaceRequest]>;
  /** When it may be withdrawn; absent: once placed it stays until settled. */
  readonly withdraw?: Gate<[state: S, wager: Wager]>;
  /** Whether a Match Play Coupon may ride on it (spec ruling B-AMB-4: the base game's primary wager). */
  readonly coupon?: boolean;
}

export type WagerRules<S, O> = Readonly<Record<string, WagerRule<S, O>>>;

/** The coupon rules of the table's profile (spec B.0, ruling B-AMB-1). */
export interface CouponProfile {
  /** Temporary § 525.22(d): one per wager; proposed § 603a.21(d): one per patron per round. */
  readonly limit: 'per-wager' | 'per-round';
  readonly citation: Citation;
}

export const COUPON_PROFILES = {
  TEMP_525: { limit: 'per-wager', citation: '§ 525.22(d)' as Citation },
  PROPOSED_603a: { limit: 'per-round', citation: '§ 603a.21(d)' as Citation },
} as const satisfies Record<string, CouponProfile>;

export interface TableTerms {
  /** Whether patrons wager against the house (§ 603a.21(a): coupons only there). */
  readonly kind: 'banked' | 'non-banked';
  readonly coupons?: CouponProfile;
}

const rejection = (code: string, message: string, citation?: Citation): Rejection =>
  citation === undefined ? { code, message } : { code, message, citation };

/** A rejection value for gates and rules. */
export const no = rejection;

/** The request to place chips (and perhaps a coupon) on a spot. */
export interface PlaceRequest extends WagerId {
  readonly amount: Cents;
  readonly coupon?: Coupon;
}

function couponRefusal(
  s: TableMoney<Wager>,
  rule: { readonly coupon?: boolean; readonly name: string },
  req: PlaceRequest,
  existing: Wager | undefined,
  terms: TableTerms,
): Rejection | undefined {
  const c = req.coupon;
  if (!c) return undefined;
  if (terms.kind !== 'banked')
    return rejection(
      'coupon_not_at_banked_table',
      'Match Play Coupons are redeemed only at tables where patrons wager against the house',
      '§ 603a.21(a)' as Citation,
    );
  if (!terms.coupons)
    return rejection(
      'coupons_not_accepted',
      'this table does not accept Match Play Coupons',
      '§ 603a.20(b)' as Citation,
    );
  if (!rule.coupon)
    return rejection(
      'coupon_not_on_this_wager',
      `a Match Play Coupon may not be used on the ${rule.name}`,
      '§ 603a.21(c)' as Citation,
    );
  if (req.amount < c.value)
    return rejection(
      'coupon_needs_chips',
      `a ${formatCents(c.value)} coupon is played with at least ${formatCents(c.value)} in chips`,
      '§ 603a.1' as Citation,
    );
  if (s.wagers.some((w) => w.coupon?.serial === c.serial))
    return rejection(
      'coupon_in_play',
      `coupon ${c.serial} is already on the layout`,
      '§ 603a.21(b)' as Citation,
    );
  if (existing?.coupon)
    return rejection('one_coupon_per_wager', 'one Match Play Coupon per wager', terms.coupons.citation);
  if (terms.coupons.limit === 'per-round' && s.wagers.some((w) => w.seat === req.seat && w.coupon))
    return rejection(
      'one_coupon_per_round',
      'one Match Play Coupon per patron per round of play',
      terms.coupons.citation,
    );
  return undefined;
}

/**
 * Whether `req` may be placed now under the game's rule for its kind; the `wager-placed` event with its
 * transfers when it may. Checks, in order: the kind exists, the window is open, the table offers it,
 * a coupon's rules, the limits on the wager's new total (chips plus the coupon's value), the chips in
 * the rack.
 */
export function decidePlace<S extends TableMoney<Wager>, O>(
  s: S,
  options: O,
  rules: WagerRules<S, O>,
  req: PlaceRequest,
  terms: TableTerms,
): Result<WagerPlaced[], Rejection> {
  const rule = rules[req.kind];
  if (!rule) return err(rejection('no_such_wager', `there is no ${req.kind} wager at this table`));
  const closed = rule.place(s, req);
  if (closed) return err(closed);
  const notOffered = rule.offered?.(options);
  if (notOffered) return err(notOffered);
  const existing = findWager(s, req);
  const coupon = couponRefusal(s, rule, req, existing, terms);
  if (coupon) return err(coupon);
  const limit = rule.limit?.(options);
  if (limit) {
    const total =
      (existing?.amount ?? 0) + (existing?.coupon?.value ?? 0) + req.amount + (req.coupon?.value ?? 0);
    const what = limit.table ? 'the table' : `the ${rule.name}`;
    if (total < limit.min)
      return err(
        rejection('below_table_minimum', `${what} minimum is ${formatCents(limit.min)}`, limit.citation),
      );
    if (total > limit.max)
      return err(
        rejection(
          'above_table_maximum',
          `${what} maximum is ${formatCents(limit.max)}`,
          limit.maxCitation ?? limit.citation,
        ),
      );
  }
  if (req.amount > available(s, req.seat))
    return err(
      rejection(
        'insufficient_chips',
        `seat ${req.seat} has ${formatCents(available(s, req.seat))} in chips to wager`,
      ),
    );
  return ok([placed(req, rule.citation)]);
}

/** The `wager-placed` event for chips (and a coupon) moving from the seat's rack (and the patron) to the spot. */
export function placed(req: PlaceRequest, citation: Citation): WagerPlaced {
  const spot = pocket.spot(req);
  return {
    type: 'wager-placed',
    seat: req.seat,
    spot: req.spot,
    kind: req.kind,
    amount: req.amount,
    ...(req.coupon ? { coupon: req.coupon } : {}),
    citation,
    transfers: moves(
      transfer(pocket.rack(req.seat), spot, req.amount),
      req.coupon
        ? { from: pocket.patron(req.seat), to: spot, amount: req.coupon.value, coupon: req.coupon.serial }
        : undefined,
    ),
  };
}

/** Whether the wager may be taken down now; the `wager-withdrawn` event (all of it, or `amount`). */
export function decideWithdraw<S extends TableMoney<Wager>, O>(
  s: S,
  rules: WagerRules<S, O>,
  id: WagerId,
  amount?: Cents,
): Result<WagerWithdrawn[], Rejection> {
  const w = findWager(s, id);
  if (!w) return err(rejection('no_such_wager', `seat ${id.seat} has no ${id.kind} wager`));
  const rule = rules[w.kind];
  const refused = rule?.withdraw
    ? rule.withdraw(s, w)
    : rejection(
        'wager_stays',
        `the ${rule?.name ?? w.kind} stays on the layout until it is settled`,
        rule?.citation,
      );
  if (refused) return err(refused);
  return ok([withdrawn(w, amount ?? w.amount, rule?.citation)]);
}

/**
 * The `wager-withdrawn` event: chips back to the rack; a coupon on a wager taken down whole goes back to
 * the patron (it was not wagered).
 */
export function withdrawn(w: Wager, amount: Cents, citation: Citation | undefined): WagerWithdrawn {
  if (amount <= 0 || amount > w.amount) throw new InvariantError(`withdraw ${amount} of ${w.amount}`);
  const spot = pocket.spot(w);
  const whole = amount === w.amount;
  return {
    type: 'wager-withdrawn',
    seat: w.seat,
    spot: w.spot,
    kind: w.kind,
    amount,
    citation: citation ?? ('§ 601a.2' as Citation),
    transfers: moves(
      transfer(spot, pocket.rack(w.seat), amount),
      whole && w.coupon
        ? { from: spot, to: pocket.patron(w.seat), amount: w.coupon.value, coupon: w.coupon.serial }
        : undefined,
    ),
  };
}

/** A wager made larger from the rack (`by` > 0) or from another pocket (`from`, e.g. the bank). */
export function changed(
  w: WagerId,
  by: Cents,
  change: string,
  citation: Citation,
  from?: Pocket,
): WagerChanged {
  const spot = pocket.spot(w);
  const source = from ?? pocket.rack(w.seat);
  return {
    type: 'wager-changed',
    seat: w.seat,
    spot: w.spot,
    kind: w.kind,
    by,
    change,
    citation,
    transfers: moves(by >= 0 ? transfer(source, spot, by) : transfer(spot, source, -by)),
  };
}

/** The kernel's reducer for the money of any event: every declared transfer, in order. */
export function evolveMoney<W extends Wager, S extends TableMoney<W>>(s: S, e: object): S {
  const ts = (e as { transfers?: readonly Transfer[] }).transfers;
  return ts && ts.length ? applyTransfers<W, S>(s, ts) : s;
}
