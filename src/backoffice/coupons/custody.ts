/**
 * Coupons in the custody of finance and marketing (§ 603a.20(e)-(l); temporary § 525.21 the same
 * letters): receipt against the invoice, the requisition, issue to marketing (recorded in the ledger
 * in the same change that moves the coupons, so never after, (h)), distribution to patrons, voids
 * (always with a reason, spec ruling B-AMB-15) and the return of unused and expired coupons.
 *
 * A second signer (the marketing member at a receipt, the marketing supervisor who takes or returns
 * coupons) is an account the server has authenticated for the occasion; the domain signs with it.
 */
import type { Cents } from '../../core/money.js';
import { ok, type Result } from '../../core/result.js';
import { dayOf, isDay, nonBlank, refuse, type Refusal } from '../common.js';
import { eventFor, inserted, updated, type Actor } from '../events.js';
import { DEPARTMENT, sign, type Signature, type StaffAccount } from '../people.js';
import { next, type Change, type Write } from '../records.js';
import { created, move, transitionCitation } from './lifecycle.js';
import {
  byDenomination,
  serialOf,
  toRanges,
  type CouponBook,
  type CouponInto,
  type CouponRecord,
  type IssueEntry,
  type ReceiptEntry,
  type Requisition,
  type ReturnEntry,
  type SerialRange,
} from './model.js';
import { gate } from './program.js';
import { at, DEFAULT_PROFILE, type CouponProfileId, type Paragraph } from './rules.js';

export type CustodyCode =
  | 'not_authorised'
  | 'signature_incomplete'
  | 'unknown_design'
  | 'bad_range'
  | 'serial_not_unique'
  | 'bad_day'
  | 'checkers_missing'
  | 'deviation_not_reported'
  | 'no_storage_area'
  | 'in_house_not_approved'
  | 'bad_requisition'
  | 'requisition_not_authorised'
  | 'requisition_exceeded'
  | 'coupon_wrong_status'
  | 'coupon_expired'
  | 'void_reason_missing'
  | 'patron_excluded'
  | 'program_not_approved'
  | 'design_not_approved'
  | 'duplicate_id';

type Out = Result<Change<CouponInto>, Refusal<CustodyCode>>;
const profileOf = (b: CouponBook): CouponProfileId => b.program?.profile ?? DEFAULT_PROFILE;

/** The signature of `who`, who must hold one of `positions` and be the acting account if `acting`. */
function signer(
  who: StaffAccount,
  positions: readonly StaffAccount['position'][],
  actor: Actor,
  p: CouponProfileId,
  rule: Paragraph,
  acting = true,
): Result<Signature, Refusal<CustodyCode>> {
  if ((acting && who.id !== actor.account) || !positions.includes(who.position))
    return refuse('not_authorised', `this is done by a ${positions.join(' or ')}`, at(p, rule));
  const s = sign(who, actor.at, at(p, rule));
  return s.ok ? ok(s.value) : refuse('signature_incomplete', s.error.message, at(p, rule));
}

/** Writes for coupon records plus one event per serial. */
function couponWrites(
  coupons: readonly CouponRecord[],
  op: 'insert' | 'update',
  type: Parameters<typeof eventFor>[0],
  actor: Actor,
  citation: ReturnType<typeof at>,
): Change<CouponInto> {
  return {
    writes: coupons.map((record): Write<CouponInto> => ({ into: 'coupons', op, record })),
    events: coupons.map((c) => eventFor(type, 'coupons', c, actor, `coupon ${c.id}: ${c.status}`, citation)),
  };
}
const join = (...cs: readonly Change<CouponInto>[]): Change<CouponInto> => ({
  writes: cs.flatMap((c) => c.writes),
  events: cs.flatMap((c) => c.events),
});

export interface ReceiptInput {
  readonly id: string;
  readonly design: string;
  readonly source: ReceiptEntry['source'];
  readonly from: number;
  readonly to: number;
  readonly expiresOn: string;
  readonly invoice: ReceiptEntry['invoice'];
  /** (e): the people who opened and examined the coupons (at least one of finance, one of marketing). */
  readonly checkers: readonly StaffAccount[];
  readonly deviation?: ReceiptEntry['deviation'];
}

/** (e), (f): coupons received, checked against the invoice, recorded by a finance supervisor. */
export function receive(book: CouponBook, by: StaffAccount, input: ReceiptInput, actor: Actor): Out {
  const p = profileOf(book);
  const sig = signer(by, ['finance-supervisor'], actor, p, 'receipt');
  if (!sig.ok) return sig;
  const design = book.designs.find((d) => d.id === input.design);
  if (!design) return refuse('unknown_design', `no design ${input.design}`, at(p, 'contents'));
  if (!book.program?.financeStorage)
    return refuse(
      'no_storage_area',
      "finance's locked storage area has not been approved by the BCC",
      at(p, 'financeStorage'),
    );
  if (input.source === 'in-house' && !book.program.inHouseProduction)
    return refuse(
      'in_house_not_approved',
      'coupons are printed in house only under approved internal controls',
      at(p, 'inHouse'),
    );
  if (
    !Number.isSafeInteger(input.from) ||
    input.from < 0 ||
    input.to < input.from ||
    String(input.to).length > design.serialDigits
  )
    return refuse('bad_range', 'a range of serial numbers, first to last', at(p, 'serial'));
  if (book.coupons.some((c) => c.design === design.id && c.number >= input.from && c.number <= input.to))
    return refuse('serial_not_unique', 'some of these serial numbers were already received', at(p, 'serial'));
  if (!isDay(input.expiresOn) || input.expiresOn < dayOf(actor.at))
    return refuse('bad_day', 'the expiry date printed on the coupons, not yet past', at(p, 'expiry'));
  if (book.ledger.some((e) => e.id === input.id))
    return refuse('duplicate_id', `ledger entry ${input.id} exists`);
  const checkers: Signature[] = [];
  for (const c of input.checkers) {
    const s = signer(c, [c.position], actor, p, 'receiptCheckers', false);
    if (!s.ok) return s;
    checkers.push(s.value);
  }
  const depts = new Set(input.checkers.map((c) => DEPARTMENT[c.position]));
  if (!depts.has('finance') || !depts.has('marketing'))
    return refuse(
      'checkers_missing',
      'the coupons are opened and examined by at least one member of finance and one of marketing',
      at(p, 'examined'),
    );
  const quantity = input.to - input.from + 1;
  const inv = input.invoice;
  const differs =
    inv.quantity !== quantity ||
    inv.from !== input.from ||
    inv.to !== input.to ||
    inv.denomination !== design.denomination;
  const dev = input.deviation;
  if (differs && !nonBlank(dev?.description))
    return refuse(
      'deviation_not_reported',
      'the invoice does not match the coupons received: describe the deviation',
      at(p, 'examined'),
    );
  // Proposed (e): "immediately reported" — to both, by the time the receipt is recorded (ruling R40).
  if (
    dev &&
    p === 'PROPOSED_603a' &&
    !(
      dev.reportedToFinanceSupervisorAt !== undefined &&
      dev.reportedToBccAt !== undefined &&
      Math.max(dev.reportedToFinanceSupervisorAt, dev.reportedToBccAt) <= actor.at
    )
  )
    return refuse(
      'deviation_not_reported',
      'a deviation is immediately reported to a finance supervisor and to the BCC',
      at(p, 'examined'),
    );
  const entry: ReceiptEntry = {
    id: input.id,
    version: 1,
    kind: 'receipt',
    day: dayOf(actor.at),
    at: actor.at,
    recordedBy: sig.value,
    source: input.source,
    range: { design: design.id, from: input.from, to: input.to },
    denomination: design.denomination,
    quantity,
    expiresOn: input.expiresOn,
    invoice: inv,
    checkers,
    ...(dev ? { deviation: dev } : {}),
  };
  const coupons: CouponRecord[] = [];
  for (let n = input.from; n <= input.to; n += 1)
    coupons.push(
      created(
        {
          id: serialOf(design, n),
          design: design.id,
          denomination: design.denomination,
          number: n,
          expiresOn: input.expiresOn,
        },
        'receive',
        { at: actor.at, by: by.id, ref: input.id },
      ),
    );
  return ok(
    join(
      inserted(
        'couponLedger',
        entry,
        'coupon-ledger.recorded',
        actor,
        `received ${quantity} coupons ${serialOf(design, input.from)}-${serialOf(design, input.to)}`,
        at(p, 'receipt'),
      ),
      couponWrites(coupons, 'insert', 'coupon.received', actor, at(p, 'receipt')),
    ),
  );
}

/** (g): marketing's estimate for a gaming day or promotion, signed by a marketing supervisor. */
export function prepareRequisition(
  book: CouponBook,
  by: StaffAccount,
  input: {
    readonly id: string;
    readonly neededFor: string;
    readonly lines: readonly { readonly denomination: Cents; readonly quantity: number }[];
  },
  actor: Actor,
): Out {
  const p = profileOf(book);
  const sig = signer(by, ['marketing-supervisor'], actor, p, 'requisitionPreparer');
  if (!sig.ok) return sig;
  const day = dayOf(actor.at);
  const denoms = input.lines.map((l) => l.denomination);
  if (!isDay(input.neededFor) || input.neededFor < day)
    return refuse('bad_day', 'the day the coupons are needed', at(p, 'requisition'));
  if (
    !input.lines.length ||
    new Set(denoms).size !== denoms.length ||
    input.lines.some(
      (l) =>
        !(l.quantity >= 1) ||
        !Number.isInteger(l.quantity) ||
        !book.designs.some((d) => d.denomination === l.denomination),
    )
  )
    return refuse(
      'bad_requisition',
      'each denomination once, a whole quantity of at least 1, of a recorded design',
      at(p, 'requisition'),
    );
  if (book.requisitions.some((r) => r.id === input.id))
    return refuse('duplicate_id', `requisition ${input.id} exists`);
  const r: Requisition = {
    id: input.id,
    version: 1,
    preparedOn: day,
    neededFor: input.neededFor,
    lines: input.lines,
    preparedBy: sig.value,
  };
  return ok(
    inserted(
      'couponRequisitions',
      r,
      'coupon-requisition.recorded',
      actor,
      `requisition ${input.id} prepared`,
      at(p, 'requisitionPreparer'),
    ),
  );
}

/** (g)(5): a finance supervisor authorises it. */
export function authorizeRequisition(book: CouponBook, by: StaffAccount, id: string, actor: Actor): Out {
  const p = profileOf(book);
  const sig = signer(by, ['finance-supervisor'], actor, p, 'requisitionAuthoriser');
  if (!sig.ok) return sig;
  const r = book.requisitions.find((x) => x.id === id);
  if (!r || r.authorizedBy)
    return refuse('bad_requisition', `requisition ${id} is not awaiting authorisation`, at(p, 'requisition'));
  return ok(
    updated(
      'couponRequisitions',
      next(r, { authorizedBy: sig.value }),
      'coupon-requisition.recorded',
      actor,
      `requisition ${id} authorised`,
      at(p, 'requisitionAuthoriser'),
    ),
  );
}

const voidsValid = (voided: readonly { readonly reason: string }[]): boolean =>
  voided.every((v) => nonBlank(v.reason));

function pick(book: CouponBook, ranges: readonly SerialRange[]): CouponRecord[] | undefined {
  const out: CouponRecord[] = [];
  for (const r of ranges)
    for (let n = r.from; n <= r.to; n += 1) {
      const c = book.coupons.find((x) => x.design === r.design && x.number === n);
      if (!c) return undefined;
      out.push(c);
    }
  return out;
}

/** (h): issue to marketing on an authorised requisition, the ledger entry in the same change. */
export function issue(
  book: CouponBook,
  by: StaffAccount,
  input: {
    readonly id: string;
    readonly requisition: string;
    readonly ranges: readonly SerialRange[];
    readonly receiver: StaffAccount;
    readonly voided?: readonly { readonly serial: string; readonly reason: string }[];
  },
  actor: Actor,
): Out {
  const p = profileOf(book);
  const sig = signer(by, ['finance-supervisor'], actor, p, 'issuer');
  if (!sig.ok) return sig;
  const rec = signer(input.receiver, ['marketing-supervisor'], actor, p, 'issue', false);
  if (!rec.ok) return rec;
  const req = book.requisitions.find((r) => r.id === input.requisition);
  if (!req?.authorizedBy || req.issued)
    return refuse(
      'requisition_not_authorised',
      'coupons are issued on a requisition authorised by a finance supervisor, once',
      at(p, 'requisition'),
    );
  const coupons = pick(book, input.ranges);
  if (!coupons?.length) return refuse('bad_range', 'ranges of received serial numbers', at(p, 'issue'));
  const day = dayOf(actor.at);
  for (const design of new Set(coupons.map((c) => c.design))) {
    const g = gate(
      book.program,
      book.designs.find((d) => d.id === design),
      day,
    )[0];
    if (g) return { ok: false, error: g };
  }
  const expired = coupons.find((c) => c.expiresOn < day);
  if (expired)
    return refuse('coupon_expired', `coupon ${expired.id} expired on ${expired.expiresOn}`, at(p, 'expiry'));
  const lines = byDenomination(coupons).map(({ denomination, quantity }) => ({ denomination, quantity }));
  for (const l of lines)
    if (l.quantity > (req.lines.find((x) => x.denomination === l.denomination)?.quantity ?? 0))
      return refuse(
        'requisition_exceeded',
        `more coupons of ${l.denomination} cents than requested`,
        at(p, 'issue'),
      );
  const voided = input.voided ?? [];
  if (!voidsValid(voided))
    return refuse('void_reason_missing', 'every voided coupon has its reason', at(p, 'issueVoids'));
  if (book.ledger.some((e) => e.id === input.id))
    return refuse('duplicate_id', `ledger entry ${input.id} exists`);
  const moved: CouponRecord[] = [];
  for (const c of coupons) {
    const m = move(c, 'issue', { at: actor.at, by: by.id, ref: input.id }, p);
    if (!m.ok) return m;
    moved.push(m.value);
  }
  const voids: CouponRecord[] = [];
  for (const v of voided) {
    const c = book.coupons.find((x) => x.id === v.serial);
    const m = c
      ? move(c, 'void', { at: actor.at, by: by.id, ref: input.id, reason: v.reason }, p, {
          voidReason: v.reason,
        })
      : undefined;
    if (!m?.ok) return m ?? refuse('coupon_wrong_status', `no coupon ${v.serial}`, at(p, 'issueVoids'));
    voids.push(m.value);
  }
  const entry: IssueEntry = {
    id: input.id,
    version: 1,
    kind: 'issue',
    day,
    at: actor.at,
    recordedBy: sig.value,
    requisition: req.id,
    ranges: toRanges(coupons),
    lines,
    voided,
    receivedBy: rec.value,
  };
  return ok(
    join(
      inserted(
        'couponLedger',
        entry,
        'coupon-ledger.recorded',
        actor,
        `issued ${coupons.length} coupons to marketing`,
        at(p, 'issue'),
      ),
      couponWrites(moved, 'update', 'coupon.issued', actor, at(p, 'issue')),
      couponWrites(voids, 'update', 'coupon.voided', actor, at(p, 'issueVoids')),
      updated(
        'couponRequisitions',
        next(req, { issued: input.id }),
        'coupon-requisition.recorded',
        actor,
        `requisition ${req.id} filled`,
        at(p, 'issue'),
      ),
    ),
  );
}

/**
 * Coupons given to patrons by marketing ((d), (j)(4)). An identified patron is screened against the
 * self-exclusion and exclusion lists (spec ruling B-AMB-6); an expired coupon is never handed out.
 */
export function distribute(
  book: CouponBook,
  by: StaffAccount,
  input: {
    readonly serials: readonly string[];
    readonly patron?: string;
    readonly screen?: { readonly selfExcluded: boolean; readonly excluded: boolean };
  },
  actor: Actor,
): Out {
  const p = profileOf(book);
  if (DEPARTMENT[by.position] !== 'marketing' || by.id !== actor.account)
    return refuse(
      'not_authorised',
      'the marketing department distributes coupons to patrons',
      at(p, 'departments'),
    );
  if (input.patron !== undefined && (!input.screen || input.screen.selfExcluded || input.screen.excluded))
    return refuse(
      'patron_excluded',
      'coupons are not given to a patron on the self-exclusion or exclusion list, or one not screened',
      at(p, 'exclusion'),
    );
  const day = dayOf(actor.at);
  const out: CouponRecord[] = [];
  for (const s of input.serials) {
    const c = book.coupons.find((x) => x.id === s);
    if (!c) return refuse('coupon_wrong_status', `no coupon ${s}`, at(p, 'dailyDistributed'));
    if (c.expiresOn < day)
      return refuse('coupon_expired', `coupon ${s} expired on ${c.expiresOn}`, at(p, 'endOfDay'));
    const m = move(
      c,
      'distribute',
      { at: actor.at, by: by.id },
      p,
      input.patron !== undefined ? { patron: input.patron } : {},
    );
    if (!m.ok) return m;
    out.push(m.value);
  }
  return ok(couponWrites(out, 'update', 'coupon.distributed', actor, at(p, 'dailyDistributed')));
}

/** A void with its reason: by a finance supervisor in finance stock ((h)(4)), by marketing in its stock ((j)(6)). */
export function voidCoupon(
  book: CouponBook,
  by: StaffAccount,
  input: { readonly serial: string; readonly reason: string },
  actor: Actor,
): Out {
  const p = profileOf(book);
  const c = book.coupons.find((x) => x.id === input.serial);
  if (!c) return refuse('coupon_wrong_status', `no coupon ${input.serial}`, at(p, 'issueVoids'));
  const rule: Paragraph = c.status === 'marketing-stock' ? 'dailyVoids' : 'issueVoids';
  const who = c.status === 'marketing-stock' ? 'marketing-supervisor' : 'finance-supervisor';
  if (by.position !== who || by.id !== actor.account)
    return refuse('not_authorised', `a ${who} voids a coupon in that stock`, at(p, rule));
  if (!nonBlank(input.reason))
    return refuse('void_reason_missing', 'a voided coupon has its reason', at(p, rule));
  const m = move(c, 'void', { at: actor.at, by: by.id, reason: input.reason }, p, {
    voidReason: input.reason,
  });
  if (!m.ok) return m;
  return ok(couponWrites([m.value], 'update', 'coupon.voided', actor, at(p, rule)));
}

/**
 * (k), (l): marketing returns unused coupons (back to finance stock for reissue) and expired ones;
 * the finance supervisor records the return, both supervisors signing.
 */
export function returnToFinance(
  book: CouponBook,
  by: StaffAccount,
  input: {
    readonly id: string;
    readonly serials: readonly string[];
    readonly returner: StaffAccount;
    readonly voided?: readonly { readonly serial: string; readonly reason: string }[];
  },
  actor: Actor,
): Out {
  const p = profileOf(book);
  const sig = signer(by, ['finance-supervisor'], actor, p, 'returnSigners');
  if (!sig.ok) return sig;
  const ret = signer(input.returner, ['marketing-supervisor'], actor, p, 'returnSigners', false);
  if (!ret.ok) return ret;
  const voided = input.voided ?? [];
  if (!voidsValid(voided))
    return refuse('void_reason_missing', 'every voided coupon has its reason', at(p, 'returnVoids'));
  if (book.ledger.some((e) => e.id === input.id))
    return refuse('duplicate_id', `ledger entry ${input.id} exists`);
  const day = dayOf(actor.at);
  const all = [...input.serials, ...voided.map((v) => v.serial)];
  const moved: CouponRecord[] = [];
  const expired: string[] = [];
  for (const s of all) {
    const c = book.coupons.find((x) => x.id === s);
    if (!c || c.status !== 'marketing-stock')
      return refuse('coupon_wrong_status', `coupon ${s} is not in marketing's stock`, at(p, 'returned'));
    const v = voided.find((x) => x.serial === s);
    const action = v ? 'void' : c.expiresOn < day ? 'return-expired' : 'return';
    if (action === 'return-expired') expired.push(s);
    const m = move(
      c,
      action,
      { at: actor.at, by: by.id, ref: input.id, ...(v ? { reason: v.reason } : {}) },
      p,
      v ? { voidReason: v.reason } : {},
    );
    if (!m.ok) return m;
    moved.push(m.value);
  }
  const returned = moved.filter((c) => !voided.some((v) => v.serial === c.id));
  const entry: ReturnEntry = {
    id: input.id,
    version: 1,
    kind: 'return',
    day,
    at: actor.at,
    recordedBy: sig.value,
    ranges: toRanges(returned),
    lines: byDenomination(returned).map(({ denomination, quantity }) => ({ denomination, quantity })),
    expired,
    voided,
    returnedBy: ret.value,
  };
  return ok(
    join(
      inserted(
        'couponLedger',
        entry,
        'coupon-ledger.recorded',
        actor,
        `${returned.length} coupons returned (${expired.length} expired)`,
        at(p, 'returned'),
      ),
      couponWrites(
        moved.filter((c) => c.status !== 'voided'),
        'update',
        'coupon.returned',
        actor,
        transitionCitation('return', p),
      ),
      couponWrites(
        moved.filter((c) => c.status === 'voided'),
        'update',
        'coupon.voided',
        actor,
        at(p, 'returnVoids'),
      ),
    ),
  );
}
