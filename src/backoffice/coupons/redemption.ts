/**
 * A Match Play Coupon at the table (§ 603a.21; temporary § 525.22). The engine kernel already holds the
 * stake rules (src/engine/wagers.ts: a banked table that accepts coupons, chips at least the coupon's
 * value, the wagers a coupon may ride, one per wager or per round by `COUPON_PROFILES`, and the coupon to
 * the drop box win, lose or push). The back office adds what only its records know, and the server
 * runs `checkRedemption` before it lets the kernel accept a wager with a coupon:
 * - the program and the design are approved (§ 603a.20(b));
 * - the serial exists and was distributed or mailed, never redeemed (spec B.3 invariants 2 and 3);
 * - it has not expired (§ 603a.20(q)(5), applied to every coupon by spec ruling B-AMB-5; good through
 *   the printed day, ruling R41);
 * - its design's restrictions allow this game and wager ((c)(4)), and the wager lies where § 603a.21(c)
 *   puts a coupon (Pass or Don't Pass at Craps and Mini-Craps);
 * - the table is banked ((a)) and the person accepting it is a dealer or boxperson ((b)).
 *
 * `recordRedemption` and `recordTransfers` then follow the kernel's own events: the coupon's transfer
 * from the patron to the spot is the redemption; its transfer to `drop` is the deposit in the drop box;
 * a transfer back to the patron (the wager taken down) undoes the redemption.
 */
import type { Cents } from '../../core/money.js';
import { ok, type Result } from '../../core/result.js';
import type { Transfer } from '../../engine/pockets.js';
import type { WagerEvent } from '../../engine/wagers.js';
import { dayOf, refusal, type Refusal } from '../common.js';
import { eventFor, type Actor } from '../events.js';
import type { StaffAccount } from '../people.js';
import { NO_CHANGE, next, type Change } from '../records.js';
import { move } from './lifecycle.js';
import type { CouponBook, CouponInto, CouponRecord, Redemption } from './model.js';
import { gate } from './program.js';
import { areaAllows, areaRule, at, DEFAULT_PROFILE, use } from './rules.js';

export type RedemptionCode =
  | 'program_not_approved'
  | 'design_not_approved'
  | 'coupon_not_at_banked_table'
  | 'redeemer_not_dealer'
  | 'unknown_coupon'
  | 'coupon_already_redeemed'
  | 'coupon_not_distributed'
  | 'coupon_expired'
  | 'coupon_not_for_this_game'
  | 'coupon_not_for_this_wager'
  | 'coupon_not_in_this_area'
  | 'coupon_mismatch'
  | 'duplicate_id';

export interface RedemptionRequest {
  readonly serial: string;
  readonly table: { readonly id: string; readonly game: string; readonly kind: 'banked' | 'non-banked' };
  readonly wager: { readonly seat: number; readonly spot: string; readonly kind: string };
  /** The dealer or boxperson accepting the coupon. */
  readonly redeemer: StaffAccount;
  readonly at: number;
}

/** Every reason the coupon may not ride on this wager now (empty: the kernel may take the wager). */
export function checkRedemption(book: CouponBook, req: RedemptionRequest): Refusal<RedemptionCode>[] {
  const p = book.program?.profile ?? DEFAULT_PROFILE;
  const out: Refusal<RedemptionCode>[] = [];
  const no = (code: RedemptionCode, message: string, citation: ReturnType<typeof use>) =>
    out.push(refusal(code, message, citation));
  if (req.table.kind !== 'banked')
    no(
      'coupon_not_at_banked_table',
      'a Match Play Coupon is redeemed only where patrons wager against the house',
      use(p, 'bankedOnly'),
    );
  if (!['dealer', 'boxperson'].includes(req.redeemer.position) || !req.redeemer.active)
    no('redeemer_not_dealer', 'a Match Play Coupon is redeemed by a dealer or boxperson', use(p, 'redeemer'));
  const c = book.coupons.find((x) => x.id === req.serial);
  if (!c) {
    no('unknown_coupon', `no coupon ${req.serial} was received or mailed`, at(p, 'serial'));
    return out;
  }
  const day = dayOf(req.at);
  const design = book.designs.find((d) => d.id === c.design);
  out.push(...gate(book.program, design, day));
  if (c.status === 'in-wager' || c.status === 'in-drop-box' || c.status === 'redeemed-cancelled')
    no('coupon_already_redeemed', `coupon ${c.id} was already redeemed`, use(p, 'redeemer'));
  else if (c.status !== 'distributed' && c.status !== 'mailed')
    no(
      'coupon_not_distributed',
      `coupon ${c.id} is ${c.status}: only a coupon given or mailed to a patron is redeemed`,
      at(p, 'dailyDistributed'),
    );
  if (day > c.expiresOn)
    no('coupon_expired', `coupon ${c.id} expired on ${c.expiresOn}`, at(p, 'expiryCheck'));
  if (design && !design.restrictions.games.includes(req.table.game))
    no('coupon_not_for_this_game', `coupon ${c.id} is not valid at ${req.table.game}`, at(p, 'restrictions'));
  const wagers = design?.restrictions.wagers?.[req.table.game];
  if (wagers && !wagers.includes(req.wager.kind))
    no(
      'coupon_not_for_this_wager',
      `coupon ${c.id} is valid at ${req.table.game} only on ${wagers.join(', ')}`,
      at(p, 'restrictions'),
    );
  if (!areaAllows(req.table.game, req.wager.kind))
    no(
      'coupon_not_in_this_area',
      `at ${req.table.game} a coupon is played only on ${String(areaRule(req.table.game).kinds)}`,
      use(p, areaRule(req.table.game).paragraph),
    );
  return out;
}

const couponIn = (ts: readonly Transfer[], serial: string): Transfer | undefined =>
  ts.find((t) => t.coupon === serial);

/**
 * The redemption, from the kernel's `wager-placed` event that carried the coupon: the coupon to
 * `in-wager`, and a redemption record with the breakdown of (b) (chips equal to the value on the coupon,
 * the rest beside it). Refused with the first reason `checkRedemption` gives.
 */
export function recordRedemption(
  book: CouponBook,
  req: RedemptionRequest & { readonly id: string; readonly round: number },
  placed: Extract<WagerEvent, { type: 'wager-placed' }>,
  actor: Actor,
): Result<Change<CouponInto>, Refusal<RedemptionCode>> {
  const p = book.program?.profile ?? DEFAULT_PROFILE;
  const problem = checkRedemption(book, req)[0];
  if (problem) return { ok: false, error: problem };
  const t = couponIn(placed.transfers, req.serial);
  const c = book.coupons.find((x) => x.id === req.serial) as CouponRecord;
  if (
    !placed.coupon ||
    placed.coupon.serial !== req.serial ||
    placed.coupon.value !== c.denomination ||
    !t ||
    placed.seat !== req.wager.seat ||
    placed.kind !== req.wager.kind
  )
    return {
      ok: false,
      error: refusal(
        'coupon_mismatch',
        `the wager does not carry coupon ${req.serial} at its stated value`,
        use(p, 'redeemer'),
      ),
    };
  if (book.redemptions.some((r) => r.id === req.id))
    return { ok: false, error: refusal('duplicate_id', `redemption ${req.id} exists`) };
  const cancelNow = book.program?.computerized?.cancel === 'at-redemption';
  const m = move(c, 'redeem', { at: actor.at, by: req.redeemer.id, ref: req.id }, p, {
    redemption: req.id,
    ...(cancelNow ? { cancelledAt: actor.at } : {}),
  });
  if (!m.ok)
    return { ok: false, error: refusal('coupon_already_redeemed', m.error.message, m.error.citation) };
  const value: Cents = c.denomination;
  const r: Redemption = {
    id: req.id,
    version: 1,
    serial: c.id,
    table: req.table.id,
    game: req.table.game,
    round: req.round,
    seat: req.wager.seat,
    spot: req.wager.spot,
    kind: req.wager.kind,
    value,
    chipsOnCoupon: value,
    chipsBeside: placed.amount - value,
    redeemedBy: req.redeemer.id,
    redeemerPosition: req.redeemer.position === 'boxperson' ? 'boxperson' : 'dealer',
    at: actor.at,
  };
  return ok({
    writes: [
      { into: 'couponRedemptions', op: 'insert', record: r },
      { into: 'coupons', op: 'update', record: m.value },
    ],
    events: [
      eventFor(
        'coupon-redemption.recorded',
        'couponRedemptions',
        r,
        actor,
        `coupon ${c.id} on seat ${r.seat}'s ${r.kind} at ${r.table}`,
        use(p, 'redeemer'),
      ),
      eventFor('coupon.redeemed', 'coupons', m.value, actor, `coupon ${c.id} redeemed`, use(p, 'redeemer')),
    ],
  });
}

/**
 * What the kernel's later events do to coupons in play: a `wager-settled` event's coupon transfer to
 * `drop` deposits it (win, lose or push, § 603a.21(e), spec ruling B-AMB-2); a `wager-withdrawn`
 * event's transfer back to the patron undoes the redemption. Events without coupon transfers change nothing.
 */
export function recordTransfers(
  book: CouponBook,
  event: WagerEvent,
  actor: Actor,
): Result<Change<CouponInto>, Refusal<RedemptionCode>> {
  const p = book.program?.profile ?? DEFAULT_PROFILE;
  const writes: Change<CouponInto>['writes'][number][] = [];
  const events: Change<CouponInto>['events'][number][] = [];
  for (const t of event.transfers.filter((x) => x.coupon !== undefined && x.to !== x.from)) {
    const deposit = t.to === 'drop';
    const back = t.to.startsWith('patron:');
    if (!deposit && !back) continue;
    const c = book.coupons.find((x) => x.id === t.coupon);
    const r = book.redemptions.find((x) => x.serial === t.coupon && x.outcome === undefined);
    if (!c || !r)
      return {
        ok: false,
        error: refusal(
          'unknown_coupon',
          `no redemption in play for coupon ${String(t.coupon)}`,
          use(p, 'dropBox'),
        ),
      };
    const m = move(c, deposit ? 'deposit' : 'withdraw', { at: actor.at, by: actor.account, ref: r.id }, p);
    if (!m.ok) return { ok: false, error: refusal('coupon_mismatch', m.error.message, m.error.citation) };
    const outcome = deposit ? (event.type === 'wager-settled' ? event.outcome : 'lose') : 'withdrawn';
    const settled = next(r, {
      outcome,
      ...(event.type === 'wager-settled' ? { winnings: event.winnings } : {}),
      ...(deposit ? { depositedAt: actor.at } : {}),
    });
    writes.push(
      { into: 'coupons', op: 'update', record: m.value },
      { into: 'couponRedemptions', op: 'update', record: settled },
    );
    events.push(
      eventFor(
        deposit ? 'coupon.deposited' : 'coupon.withdrawn',
        'coupons',
        m.value,
        actor,
        deposit ? `coupon ${c.id} in the drop box (${outcome})` : `coupon ${c.id} back to the patron`,
        use(p, deposit ? 'dropBox' : 'redeemer'),
      ),
      eventFor(
        'coupon-redemption.recorded',
        'couponRedemptions',
        settled,
        actor,
        `redemption ${r.id}: ${outcome}`,
        use(p, 'dropBox'),
      ),
    );
  }
  return ok(writes.length ? { writes, events } : NO_CHANGE);
}
