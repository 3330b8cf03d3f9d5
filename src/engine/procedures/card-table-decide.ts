/**
 * The decide pieces every single-deck card table (chs. 649a, 659a, 663a, 669a) wrote the same way around
 * its own round: who may issue the seating and wager commands, the rows of the phase table, and the
 * handlers for sitting down, buying in, leaving, placing and taking back a wager and calling "no more
 * bets". What a chapter says differently (which section numbers the seats, what keeps a player seated,
 * which wager opens a round) is a parameter the game passes with its citation; a rule only one chapter
 * has (Raise It Up's abandoned wagers, its equal Blind) stays in that game's decide.ts.
 */
import type { Citation } from '../../core/citation.js';
import { err, ok, reject, type Rejection, type Result } from '../../core/result.js';
import { comingDownWith, secondAreaRefusal } from '../adjacent-areas.js';
import { bankedTerms, type CouponProfileId } from '../coupons.js';
import {
  decideWith,
  guardedBy,
  why,
  type Handlers,
  type PhaseRow,
  type PhaseTable,
  type Role,
} from '../decide.js';
import type { Actor, GameCommand } from '../game.js';
import { boughtIn, left, seated, type SeatEvent } from '../kernel.js';
import { decideSit } from '../seating.js';
import {
  decidePlace,
  no,
  withdrawn,
  type Coupon,
  type TableMoney,
  type Wager,
  type WagerId,
  type WagerPlaced,
  type WagerRules,
  type WagerWithdrawn,
} from '../wagers.js';
import type { DeckState } from './single-deck.js';

/** The seat a player acts for (a staff member acting for no seat: 0, which holds nothing). */
export const seatOfActor = (actor: Actor): number => actor.seat ?? 0;

/**
 * The role of the commands every card table has (the deck's commands check theirs in the procedure):
 * a seated player buys in, leaves and wagers for himself; the dealer closes the wagers, deals and settles.
 */
export const CARD_TABLE_ROLES = {
  'buy-in': 'player',
  leave: 'player',
  'place-wager': 'player',
  'withdraw-wager': 'player',
  'no-more-bets': 'dealer',
  deal: 'dealer',
  settle: 'dealer',
} as const satisfies Readonly<Record<string, Role>>;

/** What "no more bets" and the deal are told out of their phase at every card table. */
export const CARD_TABLE_NOT_NOW = {
  'no-more-bets': why('not_now', 'wagers are not open'),
  deal: why('not_now', 'nothing to deal now'),
} as const satisfies Readonly<Record<string, Rejection>>;

/**
 * The row maker of a phase table: the commands every phase allows (`always`: seating, the wagers, whose
 * rules keep their own window, and the deck's commands) plus the phase's own, and the rejection of any
 * other (`otherwise`).
 */
export const phaseRows =
  <T extends string>(always: readonly T[], otherwise: Partial<Readonly<Record<T, Rejection>>>) =>
  (...allows: T[]): PhaseRow<T> => ({ allows: [...always, ...allows], otherwise });

/**
 * A card table's `decide`: who may act is checked first (`roles`), then the phase (`phases`, by
 * `s.phase`), then the command's own handler.
 */
export const decideAtTable = <
  S extends TableMoney<Wager> & { readonly phase: P },
  C extends GameCommand,
  E,
  P extends string,
>(
  roles: Partial<Readonly<Record<C['type'], Role>>>,
  handlers: Handlers<S, C, E>,
  phases: PhaseTable<P, C['type']>,
) => guardedBy(roles, decideWith(handlers, { table: phases, of: (s: S) => s.phase }));

// ---- seating -----------------------------------------------------------------------------------------

interface CardTable extends TableMoney<Wager> {
  readonly options: { readonly seats: number };
  readonly phase: string;
}
type Sit = { readonly seat: number; readonly name: string; readonly chips: number };

/** The betting area at a seat is in use by another player's wager there (a second area, e.g. § 663a.7(f)). */
export const areaInUse =
  (citation: Citation) =>
  (s: TableMoney<Wager>, seat: number): Rejection | undefined =>
    s.wagers.some((w) => Number(w.spot) === seat)
      ? {
          code: 'area_in_use',
          message: `another player is wagering on the betting area at seat ${seat}`,
          citation,
        }
      : undefined;

/**
 * `sit` at a card table of `options.seats` positions (numbered by the section `citation`), refused also
 * where the game's own condition `refuse` says so (a betting area in use).
 */
export const sitAt =
  <S extends CardTable>(citation: Citation, refuse?: (s: S, seat: number) => Rejection | undefined) =>
  (s: S, actor: Actor, c: Sit): Result<SeatEvent[], Rejection> => {
    const r = decideSit(s, actor, c, { count: s.options.seats, citation });
    if (!r.ok) return r;
    const refused = refuse?.(s, c.seat);
    if (refused) return err(refused);
    return ok(r.value.map((e) => seated(e.seat, e.name, e.chips)));
  };

/** `buy-in`: the player's chips from his own account. */
export const buyIn = <S>(
  _s: S,
  actor: Actor,
  c: { readonly amount: number },
): Result<SeatEvent[], Rejection> => ok([boughtIn(seatOfActor(actor), c.amount)]);

/**
 * A player leaves with his rack and every wager he has on the layout, each taken back (`citation`: the
 * section that lets wagers come down before "no more bets"); `tag` adds what a wager event names (the
 * betting area).
 */
export function leaveWithWagers<T extends object = object>(
  s: TableMoney<Wager>,
  seat: number,
  citation: Citation,
  tag: (w: Wager) => T = () => ({}) as T,
): (SeatEvent | (WagerWithdrawn & T))[] {
  const mine = s.wagers.filter((w) => w.seat === seat);
  const rack = s.seats.find((x) => x.seat === seat)?.chips ?? 0;
  return [
    ...mine.map((w) => ({ ...withdrawn(w, w.amount, citation), ...tag(w) })),
    left(seat, rack + mine.reduce((a, w) => a + w.amount, 0)),
  ];
}

/** What keeps a player at a card table once the wagers are closed, and the sections that say so. */
export interface StayTerms<S> {
  /** The section that keeps a player who has wagered and received cards seated. */
  readonly stays: Citation;
  /** The section under which his wagers come down when he leaves before "no more bets". */
  readonly withdraw: Citation;
  /** He also stays while he holds a hand (wagers settled or not). */
  readonly holdsHand?: (s: S, seat: number) => boolean;
}

/**
 * `leave`: refused once the wagers are closed (any phase but `betting`) while the player has a wager on
 * the layout (or, by `holdsHand`, a hand); otherwise he leaves with his wagers (`leaveWithWagers`).
 */
export const leaveTable =
  <S extends CardTable, T extends object = object>(terms: StayTerms<S>, tag?: (w: Wager) => T) =>
  (s: S, actor: Actor): Result<(SeatEvent | (WagerWithdrawn & T))[], Rejection> => {
    const seat = seatOfActor(actor);
    const wagered = s.wagers.some((w) => w.seat === seat) || (terms.holdsHand?.(s, seat) ?? false);
    if (s.phase !== 'betting' && wagered)
      return reject(
        'wager_in_play',
        'a player who has wagered and received cards stays until the round is complete',
        terms.stays,
      );
    return ok(leaveWithWagers(s, seat, terms.withdraw, tag));
  };

// ---- wagers ------------------------------------------------------------------------------------------

type Place = {
  readonly kind: string;
  readonly amount: number;
  readonly coupon?: Coupon | undefined;
};

/**
 * `place-wager` at a banked card table that takes Match Play Coupons under its `couponProfile`: the
 * wager on `spot`, checked against the game's rule table by the kernel (`decidePlace`).
 */
export function placeAtTable<
  S extends TableMoney<Wager> & { readonly options: O },
  O extends { readonly couponProfile?: CouponProfileId | undefined },
>(s: S, rules: WagerRules<S, O>, seat: number, spot: string, c: Place): Result<WagerPlaced[], Rejection> {
  return decidePlace(
    s,
    s.options,
    rules,
    { seat, spot, kind: c.kind, amount: c.amount, ...(c.coupon ? { coupon: c.coupon } : {}) },
    bankedTerms(s.options.couponProfile),
  );
}

/** A wager event on another betting area than the player's own names that `area` (e.g. § 663a.7(f)). */
export const onOtherArea = <E extends { readonly seat: number }>(
  e: E,
  area: number,
): E & { area?: number } => ({
  ...e,
  ...(area !== e.seat ? { area } : {}),
});

/**
 * The rule table's window for taking a wager down (its `withdraw` gate), asked of the wager of `kind`
 * on `spot`.
 */
const withdrawClosed = <S, O>(
  s: S,
  rules: WagerRules<S, O>,
  seat: number,
  spot: string,
  kind: string,
): Rejection | undefined => rules[kind]?.withdraw?.(s, { seat, spot, kind, amount: 0 });

/** The sections under which wagers come down at a table with adjacent betting areas. */
export interface AreaWithdrawal {
  /** The wager every other on its area depends on (the Ante, the Asia Poker Wager). */
  readonly mainKind: string;
  /** The wager taken down itself. */
  readonly taken: Citation;
  /** A wager on the player's other area, played only beside his own. */
  readonly adjacent: Citation;
  /** A wager on the same area that depends on the main one. */
  readonly dependent: Citation;
}

/**
 * `withdraw-wager` at a table with adjacent betting areas: the player's wager of `kind` on `area`, and
 * with the main wager everything that depends on it (`comingDownWith`); each event names its area.
 */
export function withdrawOnArea<S extends TableMoney<Wager>, O>(
  s: S,
  rules: WagerRules<S, O>,
  seat: number,
  area: number,
  kind: string,
  cites: AreaWithdrawal,
): Result<(WagerWithdrawn & { area?: number })[], Rejection> {
  const closed = withdrawClosed(s, rules, seat, String(area), kind);
  if (closed) return err(closed);
  const areaOf = (w: Wager): number => Number(w.spot);
  const w = s.wagers.find((x) => areaOf(x) === area && x.kind === kind);
  if (!w || w.seat !== seat) return reject('no_such_wager', `no ${kind} wager of yours at area ${area}`);
  const areas = s.wagers.map((x) => ({ ...x, area: areaOf(x) }));
  const main = areas.find((x) => x.seat === w.seat && x.spot === w.spot && x.kind === w.kind);
  const dependent: Wager[] = kind !== cites.mainKind || !main ? [] : comingDownWith(areas, main, area);
  return ok(
    [w, ...dependent].map((x) => ({
      ...withdrawn(
        x,
        x.amount,
        x === w ? cites.taken : areaOf(x) !== area ? cites.adjacent : cites.dependent,
      ),
      ...(areaOf(x) !== x.seat ? { area: areaOf(x) } : {}),
    })),
  );
}

/** What "no more bets" needs at a card table: a wager that opens a round, and the section it cites. */
export interface Closing {
  /** A wager that opens a round (the Ante; the Ante or Pair Plus). */
  readonly opens: (w: Wager) => boolean;
  /** The rejection when none is on the layout. */
  readonly none: Rejection;
  readonly citation: Citation;
}

/** `no-more-bets`: once the deck is ready (shuffled and cut) and a wager that opens a round is down. */
export function closeWagers(
  s: TableMoney<Wager> & { readonly deck: DeckState },
  terms: Closing,
): Result<{ readonly type: 'no-more-bets'; readonly citation: Citation }[], Rejection> {
  if (s.deck.status !== 'ready') return reject('not_now', 'wagers are not open');
  if (!s.wagers.some(terms.opens)) return err(terms.none);
  return ok([{ type: 'no-more-bets', citation: terms.citation }]);
}

// ---- wager rule gates --------------------------------------------------------------------------------

/** Wagers are made, increased and withdrawn only before "no more bets" (the chapter's `citation`). */
export const beforeNoMoreBets =
  (citation: Citation) =>
  (made: 'made' | 'withdrawn') =>
  (s: { readonly phase: string }): Rejection | undefined =>
    s.phase === 'betting'
      ? undefined
      : no('wager_after_no_more_bets', `no wager may be ${made} after "no more bets"`, citation);

/**
 * A wager on a second, adjacent betting area (ruling R25; § 659a.7(f), § 663a.7(f)): refused unless the
 * Rules Submission allows it and the area qualifies (`secondAreaRefusal`); `main` is the wager the
 * player's own area must hold.
 */
export const secondAreaGate =
  (main: { readonly kind: string; readonly name: string }, citation: Citation) =>
  (
    s: TableMoney<Wager> & { readonly options: { readonly adjacentAreas: boolean; readonly seats: number } },
    id: WagerId,
  ): Rejection | undefined => {
    const areaOf = (w: { readonly spot: string }): number => Number(w.spot);
    const area = areaOf(id);
    if (area === id.seat) return undefined;
    const refused = secondAreaRefusal(
      { seats: s.seats, wagers: s.wagers.map((w) => ({ ...w, area: areaOf(w) })) },
      id.seat,
      area,
      {
        allowed: s.options.adjacentAreas,
        positions: s.options.seats,
        mainKind: main.kind,
        mainName: main.name,
        citation,
      },
    );
    return refused && !refused.ok ? refused.error : undefined;
  };

/**
 * The commands a multi-deck shoe table (baccarat, blackjack) allows in every phase, in the order its
 * phase table lists them: seating, the shoe's preparation (each step checks its own stage) and the wagers
 * (their window is the rule table's).
 */
export const SHOE_ALWAYS_ALLOWED = [
  'sit',
  'buy-in',
  'leave',
  'shuffle',
  'cut',
  'decline-cut',
  'order-recut',
  'burn',
  'shuffler-malfunction',
  'order-reshuffle',
  'place-wager',
  'withdraw-wager',
] as const;

/** The sections a table with a second, adjacent betting area cites for its seats and wagers. */
export interface SecondAreaTerms extends AreaWithdrawal {
  /** The section that numbers the seats. */
  readonly table: Citation;
  /** The section that keeps a player who has wagered and received cards seated. */
  readonly seated: Citation;
}

type OnArea = { readonly area?: number | undefined };
type Named<E> = Result<(E & { area?: number })[], Rejection>;

/** The seat and wager handlers of a table with second betting areas (`secondAreaHandlers`). */
export interface SecondAreaHandlers<S> {
  readonly sit: (s: S, actor: Actor, c: Sit) => Result<SeatEvent[], Rejection>;
  readonly leave: (
    s: S,
    actor: Actor,
  ) => Result<(SeatEvent | (WagerWithdrawn & { area?: number }))[], Rejection>;
  readonly 'place-wager': (s: S, actor: Actor, c: Place & OnArea) => Named<WagerPlaced>;
  readonly 'withdraw-wager': (
    s: S,
    actor: Actor,
    c: { readonly kind: string } & OnArea,
  ) => Named<WagerWithdrawn>;
}

/**
 * `sit`, `leave`, `place-wager` and `withdraw-wager` at a table where a player may also wager the
 * betting area beside his own (§ 659a.7(f), § 663a.7(f)): a seat is not free while another player wagers
 * on its area; a player leaves with his wagers on both areas (taken down under `terms.taken`); a wager
 * goes on the area the command names, else on `areaFor` (by default his own seat), and its events name
 * the area when it is not his own; taking down the main wager takes down what depends on it
 * (`withdrawOnArea`).
 */
export function secondAreaHandlers<
  S extends CardTable & { readonly options: O },
  O extends { readonly couponProfile?: CouponProfileId | undefined },
>(
  rules: WagerRules<S, O>,
  terms: SecondAreaTerms,
  areaFor: (s: S, seat: number, c: Place) => number = (_s, seat) => seat,
): SecondAreaHandlers<S> {
  const tag = (w: Wager): { area?: number } => (Number(w.spot) !== w.seat ? { area: Number(w.spot) } : {});
  return {
    sit: sitAt<S>(terms.table, areaInUse(terms.adjacent)),
    leave: leaveTable<S, { area?: number }>({ stays: terms.seated, withdraw: terms.taken }, tag),
    'place-wager': (s, actor, c) => {
      const seat = seatOfActor(actor);
      const area = c.area ?? areaFor(s, seat, c);
      const r = placeAtTable(s, rules, seat, String(area), c);
      return r.ok ? ok(r.value.map((e) => onOtherArea(e, area))) : r;
    },
    'withdraw-wager': (s, actor, c) =>
      withdrawOnArea(s, rules, seatOfActor(actor), c.area ?? seatOfActor(actor), c.kind, terms),
  };
}

/**
 * The dealer's steps every single-deck poker round shares (Three Card Poker, Five Card Hi-Lo; for
 * `dealerSteps`): the deal once the wagers are closed and the settlement at the end; none while wagers
 * are open or the players decide. A game adds the step of its own dealer's hand.
 */
export const DEAL_AND_SETTLE = {
  betting: undefined,
  dealing: { type: 'deal' },
  deciding: undefined,
  settling: { type: 'settle' },
} as const;

/**
 * `withdraw-wager` at a table of one betting area a player: his wager of `kind` at his own seat, once
 * the rule table's window for taking it down allows it (`withdrawClosed`); `none` refuses him when he
 * has no such wager. What else comes down with it is the game's.
 */
export function ownWagerToWithdraw<S extends TableMoney<Wager>, O>(
  s: S,
  rules: WagerRules<S, O>,
  seat: number,
  kind: string,
  none: Rejection,
): Result<Wager, Rejection> {
  const closed = withdrawClosed(s, rules, seat, String(seat), kind);
  if (closed) return err(closed);
  const w = s.wagers.find((x) => x.seat === seat && x.kind === kind);
  return w ? ok(w) : err(none);
}
