/**
 * Moving a serial through its lifecycle (spec B.3) by the transition table, and the invariants Felt
 * holds every coupon book to (spec B.3 "Invariants enforced by Felt"): unique serials, each redeemed at
 * most once, redeemed only when distributed or mailed and unexpired, never at a non-banked table, and a
 * history consistent with the status.
 */
import type { Citation } from '../../core/citation.js';
import { ok, type Result } from '../../core/result.js';
import { dayOf, refuse, type Refusal } from '../common.js';
import { next } from '../records.js';
import {
  TRANSITIONS,
  type CouponAction,
  type CouponBook,
  type CouponRecord,
  type CouponStatus,
  type HistoryEntry,
} from './model.js';
import { at, DEFAULT_PROFILE, use, type CouponProfileId } from './rules.js';

export const FINAL: readonly CouponStatus[] = [
  'redeemed-cancelled',
  'voided',
  'expired-returned',
  'not-mailed',
];

/** The citation of a transition under a profile. */
export function transitionCitation(action: CouponAction, profile: CouponProfileId): Citation {
  const t = TRANSITIONS.find((x) => x.action === action);
  if (!t) throw new RangeError(`no transition ${action}`);
  if (t.paragraph === 'use-redeemer') return use(profile, 'redeemer');
  if (t.paragraph === 'use-drop-box') return use(profile, 'dropBox');
  return at(profile, t.paragraph);
}

export type LifecycleCode = 'coupon_wrong_status';

/**
 * The coupon after `action`, or why it may not happen now. Every move appends to the history; a final
 * disposition sets the day the retention clock starts (spec D.1 ruling).
 */
export function move(
  c: CouponRecord,
  action: CouponAction,
  entry: Omit<HistoryEntry, 'action' | 'day'>,
  profile: CouponProfileId = DEFAULT_PROFILE,
  patch: Partial<Omit<CouponRecord, 'id' | 'version' | 'status' | 'history'>> = {},
): Result<CouponRecord, Refusal<LifecycleCode>> {
  const t = TRANSITIONS.find((x) => x.action === action);
  if (!t || !t.from.includes(c.status))
    return refuse(
      'coupon_wrong_status',
      `coupon ${c.id} is ${c.status}: it cannot be ${action === 'redeem' ? 'redeemed' : `${action}ed`}`,
      transitionCitation(action, profile),
    );
  const to: CouponStatus = t.to === 'previous' ? (c.before ?? 'distributed') : t.to;
  const day = dayOf(entry.at);
  // `before` lives only while the coupon rides a wager.
  const base: CouponRecord = { ...c };
  if (action !== 'redeem') delete (base as { before?: CouponStatus }).before;
  return ok(
    next(base, {
      ...patch,
      status: to,
      ...(action === 'redeem' ? { before: c.status } : {}),
      ...(FINAL.includes(to) ? { disposedOn: day } : {}),
      history: [...c.history, { action, day, ...entry }],
    }),
  );
}

/** A new serial (received, allocated or withheld). */
export function created(
  base: Omit<CouponRecord, 'version' | 'status' | 'history' | 'disposedOn'>,
  action: 'receive' | 'allocate',
  entry: Omit<HistoryEntry, 'action' | 'day'>,
): CouponRecord {
  const t = TRANSITIONS.find((x) => x.action === action);
  const status = (t?.to ?? 'finance-stock') as CouponStatus;
  const day = dayOf(entry.at);
  return {
    ...base,
    version: 1,
    status,
    ...(FINAL.includes(status) ? { disposedOn: day } : {}),
    history: [{ action, day, ...entry }],
  };
}

export interface InvariantBreak {
  readonly serial: string;
  readonly code:
    | 'duplicate_serial'
    | 'redeemed_twice'
    | 'redeemed_when_not_distributed'
    | 'redeemed_after_expiry'
    | 'redeemed_at_non_banked_table'
    | 'status_history_mismatch';
  readonly message: string;
  readonly citation: Citation;
}

/**
 * Every invariant a coupon book breaks. Used by the tests on every generated book, and by compliance
 * as a standing check: the server need only show it.
 */
export function invariantBreaks(
  book: CouponBook,
  tableKind: (table: string) => 'banked' | 'non-banked' | undefined,
): InvariantBreak[] {
  const profile = book.program?.profile ?? DEFAULT_PROFILE;
  const out: InvariantBreak[] = [];
  const seen = new Set<string>();
  for (const c of book.coupons) {
    if (seen.has(c.id))
      out.push({
        serial: c.id,
        code: 'duplicate_serial',
        message: `serial ${c.id} twice`,
        citation: at(profile, 'serial'),
      });
    seen.add(c.id);
    const redeemed = c.history.filter((h) => h.action === 'redeem');
    const withdrawn = c.history.filter((h) => h.action === 'withdraw').length;
    if (redeemed.length - withdrawn > 1)
      out.push({
        serial: c.id,
        code: 'redeemed_twice',
        message: `coupon ${c.id} redeemed more than once`,
        citation: use(profile, 'redeemer'),
      });
    for (const h of redeemed) {
      const before = c.history[c.history.indexOf(h) - 1];
      if (!before || !['distribute', 'mail', 'withdraw'].includes(before.action))
        out.push({
          serial: c.id,
          code: 'redeemed_when_not_distributed',
          message: `coupon ${c.id} redeemed from ${before?.action ?? 'nothing'}`,
          citation: use(profile, 'redeemer'),
        });
      if (h.day > c.expiresOn)
        out.push({
          serial: c.id,
          code: 'redeemed_after_expiry',
          message: `coupon ${c.id} redeemed on ${h.day}, expired ${c.expiresOn}`,
          citation: at(profile, 'expiryCheck'),
        });
    }
    const replayed = replay(c);
    if (replayed !== c.status)
      out.push({
        serial: c.id,
        code: 'status_history_mismatch',
        message: `coupon ${c.id} is ${c.status}, its history says ${replayed}`,
        citation: at(profile, 'financeDaily'),
      });
  }
  for (const r of book.redemptions)
    if (tableKind(r.table) !== 'banked')
      out.push({
        serial: r.serial,
        code: 'redeemed_at_non_banked_table',
        message: `coupon ${r.serial} redeemed at ${r.table}`,
        citation: use(profile, 'bankedOnly'),
      });
  return out;
}

/** The status a history leads to, by the transition table. */
export function replay(c: Pick<CouponRecord, 'history'>): CouponStatus | 'invalid' {
  let status: CouponStatus | null = null;
  let before: CouponStatus | undefined;
  for (const h of c.history) {
    const t = TRANSITIONS.find((x) => x.action === h.action);
    if (!t || !t.from.includes(status)) return 'invalid';
    if (h.action === 'redeem' && status) before = status;
    status = t.to === 'previous' ? (before ?? 'distributed') : t.to;
  }
  return status ?? 'invalid';
}
