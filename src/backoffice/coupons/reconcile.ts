/**
 * The coupon reconciliations (§ 603a.20(j)-(o); temporary § 525.21 the same letters), computed from
 * each serial's history:
 * - marketing's Daily Match Play Coupon Reconciliation Form (j), whose count of the coupons in hand is
 *   compared with the records, every difference a variation with its explanation (j)(7);
 * - finance's daily processing (m): the drop-box coupons counted, cancelled and reconciled, the totals
 *   given = returned for reissuance + voided + distributed + kept (spec B.3 invariants 4 and 5);
 * - the monthly inventory of every coupon not distributed (n), finance and marketing stock (B-AMB-14);
 * - the quarterly report to the Bureau of Casino Compliance (o): value redeemed by denomination, with
 *   the value distributed alongside (spec ruling B-AMB-7).
 */
import type { Cents } from '../../core/money.js';
import { ok, type Result } from '../../core/result.js';
import { addDays, dayOf, isDay, nonBlank, quarterDays, refuse, type Day, type Refusal } from '../common.js';
import { eventFor, inserted, type Actor } from '../events.js';
import { sign, type StaffAccount } from '../people.js';
import type { Change, Write } from '../records.js';
import { move, replay } from './lifecycle.js';
import {
  byDenomination,
  toRanges,
  type CouponBook,
  type CouponInto,
  type CouponRecord,
  type CouponStatus,
  type DailyForm,
  type FinanceReconciliation,
  type HistoryEntry,
  type InventoryEntry,
  type QuarterlyReport,
} from './model.js';
import { at, DEFAULT_PROFILE, type CouponProfileId, type Paragraph } from './rules.js';

export type ReconcileCode =
  | 'not_authorised'
  | 'signature_incomplete'
  | 'bad_day'
  | 'form_exists'
  | 'no_daily_form'
  | 'variation_unexplained'
  | 'expired_not_returned'
  | 'no_storage_area'
  | 'signatures_not_reviewed'
  | 'bad_month'
  | 'bad_quarter'
  | 'coupon_wrong_status'
  | 'duplicate_id';

type Out = Result<Change<CouponInto>, Refusal<ReconcileCode>>;
const profileOf = (b: CouponBook): CouponProfileId => b.program?.profile ?? DEFAULT_PROFILE;

function signed(
  by: StaffAccount,
  who: StaffAccount['position'][],
  actor: Actor,
  p: CouponProfileId,
  rule: Paragraph,
) {
  if (!who.includes(by.position) || by.id !== actor.account)
    return refuse('not_authorised', `this is signed by a ${who.join(' or ')}`, at(p, rule));
  const s = sign(by, actor.at, at(p, rule));
  return s.ok ? ok(s.value) : refuse('signature_incomplete', s.error.message, at(p, rule));
}

/** A coupon's status at the end of `day`, by replaying its history up to then (null: not yet existing). */
export function statusAtEndOf(c: CouponRecord, day: Day): CouponStatus | null {
  const h = c.history.filter((x) => x.day <= day);
  if (!h.length) return null;
  const s = replay({ history: h });
  return s === 'invalid' ? null : s;
}

const on = (c: CouponRecord, day: Day, actions: readonly HistoryEntry['action'][]): HistoryEntry[] =>
  c.history.filter((h) => h.day === day && actions.includes(h.action));

export interface DailyFigures {
  readonly received: CouponRecord[];
  readonly carriedOver: CouponRecord[];
  readonly distributed: CouponRecord[];
  readonly voided: { readonly coupon: CouponRecord; readonly reason: string }[];
  readonly returned: CouponRecord[];
  readonly remaining: CouponRecord[];
}

/** What marketing's records say about `day` (j)(2)-(6). */
export function dailyFigures(book: CouponBook, day: Day): DailyFigures {
  const prev = addDays(day, -1);
  const wasMarketing = (c: CouponRecord, d: Day) => statusAtEndOf(c, d) === 'marketing-stock';
  return {
    received: book.coupons.filter((c) => on(c, day, ['issue']).length),
    carriedOver: book.coupons.filter((c) => wasMarketing(c, prev)),
    distributed: book.coupons.filter((c) => on(c, day, ['distribute']).length),
    // Voids of marketing's coupons: those it held that day (finance's voids at issue are the ledger's).
    voided: book.coupons.flatMap((c) =>
      on(c, day, ['void']).length && (wasMarketing(c, prev) || on(c, day, ['issue']).length)
        ? [{ coupon: c, reason: c.voidReason ?? '' }]
        : [],
    ),
    returned: book.coupons.filter((c) => on(c, day, ['return', 'return-expired']).length),
    remaining: book.coupons.filter((c) => wasMarketing(c, day)),
  };
}

const lines = (cs: readonly CouponRecord[]) =>
  byDenomination(cs).map(({ denomination, quantity }) => ({ denomination, quantity }));

/**
 * (j): the form for `day`, signed by a marketing supervisor. `counted` is every serial in marketing's
 * hands at the end of the day; each difference from the records needs an explanation. Coupons kept for
 * the next day need marketing's approved storage; expired ones go back to finance daily (k).
 */
export function recordDailyForm(
  book: CouponBook,
  by: StaffAccount,
  input: {
    readonly id: string;
    readonly day: Day;
    readonly counted: readonly string[];
    readonly explanations?: Readonly<Record<string, string>>;
  },
  actor: Actor,
): Out {
  const p = profileOf(book);
  const sig = signed(by, ['marketing-supervisor'], actor, p, 'dailySigner');
  if (!sig.ok) return sig;
  if (!isDay(input.day) || input.day > dayOf(actor.at))
    return refuse('bad_day', 'a gaming day that has begun', at(p, 'dailyForm'));
  if (book.dailyForms.some((f) => f.day === input.day || f.id === input.id))
    return refuse('form_exists', `the form for ${input.day} exists`, at(p, 'dailyForm'));
  const f = dailyFigures(book, input.day);
  const expired = f.remaining.find((c) => c.expiresOn < input.day);
  if (expired)
    return refuse(
      'expired_not_returned',
      `coupon ${expired.id} expired: expired coupons go back to finance daily`,
      at(p, 'endOfDay'),
    );
  if (f.remaining.length && !book.program?.marketingStorage)
    return refuse(
      'no_storage_area',
      "coupons kept for the next day need marketing's BCC-approved storage: return them to finance",
      at(p, 'endOfDay'),
    );
  const system = new Set(f.remaining.map((c) => c.id));
  const counted = new Set(input.counted);
  const variations = [
    ...[...system].filter((s) => !counted.has(s)).map((serial) => ({ serial, finding: 'missing' as const })),
    ...[...counted]
      .filter((s) => !system.has(s))
      .map((serial) => ({ serial, finding: 'unexpected' as const })),
  ].map((v) => ({ ...v, explanation: input.explanations?.[v.serial] ?? '' }));
  const bad = variations.find((v) => !nonBlank(v.explanation));
  if (bad)
    return refuse(
      'variation_unexplained',
      `coupon ${bad.serial} is ${bad.finding}: explain the variation`,
      at(p, 'dailyVariations'),
    );
  const form: DailyForm = {
    id: input.id,
    version: 1,
    day: input.day,
    received: toRanges(f.received),
    carriedOver: toRanges(f.carriedOver),
    available: lines([...f.carriedOver, ...f.received]),
    distributed: lines(f.distributed),
    remaining: byDenomination(f.remaining).map(({ denomination, quantity }) => ({
      denomination,
      quantity,
      ranges: toRanges(f.remaining.filter((c) => c.denomination === denomination)),
    })),
    voided: f.voided.map((v) => ({ serial: v.coupon.id, reason: v.reason })),
    returned: toRanges(f.returned),
    kept: toRanges(f.remaining),
    variations,
    signedBy: sig.value,
  };
  return ok(
    inserted(
      'couponDailyForms',
      form,
      'coupon-daily-form.recorded',
      actor,
      `Daily Match Play Coupon Reconciliation Form ${input.day}`,
      at(p, 'dailyForm'),
    ),
  );
}

const total = (ls: readonly { readonly quantity: number }[]): number =>
  ls.reduce((a, l) => a + l.quantity, 0);

/**
 * (m): finance's daily processing for `day`. `counted` is every coupon found in the drop boxes at the
 * count; those redeemed at a table are cancelled ((m)(2), (q)(6)); the rest are exceptions, as are
 * redeemed coupons the count did not find.
 */
export function recordFinanceReconciliation(
  book: CouponBook,
  by: StaffAccount,
  input: {
    readonly id: string;
    readonly day: Day;
    readonly counted: readonly string[];
    readonly signaturesReviewed: boolean;
  },
  actor: Actor,
): Out {
  const p = profileOf(book);
  const sig = signed(by, ['finance-supervisor'], actor, p, 'financeDaily');
  if (!sig.ok) return sig;
  const form = book.dailyForms.find((f) => f.day === input.day);
  if (!form)
    return refuse(
      'no_daily_form',
      `marketing's form for ${input.day} comes to finance with the coupons`,
      at(p, 'financeDaily'),
    );
  if (book.reconciliations.some((r) => r.day === input.day || r.id === input.id))
    return refuse('form_exists', `finance reconciled ${input.day}`, at(p, 'financeDaily'));
  if (!input.signaturesReviewed)
    return refuse(
      'signatures_not_reviewed',
      'the signatures on the documentation are reviewed before the coupons are cancelled',
      at(p, 'financeCancel'),
    );
  const counted = new Set(input.counted);
  const inBox = book.coupons.filter(
    (c) => c.status === 'in-drop-box' && (c.history.at(-1)?.day ?? '') <= input.day,
  );
  const cancelled: CouponRecord[] = [];
  for (const c of inBox.filter((x) => counted.has(x.id))) {
    const m = move(
      c,
      'cancel',
      { at: actor.at, by: by.id, ref: input.id },
      p,
      c.cancelledAt === undefined ? { cancelledAt: actor.at } : {},
    );
    if (!m.ok) return m;
    cancelled.push(m.value);
  }
  const exceptions = [
    ...inBox
      .filter((c) => !counted.has(c.id))
      .map((c) => ({ serial: c.id, finding: 'redeemed at a table but not found in the drop-box count' })),
    ...[...counted]
      .filter((s) => !inBox.some((c) => c.id === s))
      .map((serial) => ({
        serial,
        finding: `in the drop box without a redemption (${book.coupons.find((c) => c.id === serial)?.status ?? 'unknown serial'})`,
      })),
  ];
  const returnedForReissuance = book.coupons.filter((c) => on(c, input.day, ['return']).length).length;
  const expiredReturned = book.coupons.filter((c) => on(c, input.day, ['return-expired']).length).length;
  const totals = {
    given: total(form.available),
    returnedForReissuance,
    expiredReturned,
    voided: form.voided.length,
    distributed: total(form.distributed),
    kept: total(form.remaining),
    redeemed: cancelled.length,
    mailed: book.mailings
      .filter((m) => m.sentAt !== undefined && dayOf(m.sentAt) === input.day)
      .reduce((a, m) => a + m.entries.length, 0),
  };
  const balanced =
    totals.given ===
      totals.returnedForReissuance +
        totals.expiredReturned +
        totals.voided +
        totals.distributed +
        totals.kept && form.variations.length === 0;
  const rec: FinanceReconciliation = {
    id: input.id,
    version: 1,
    day: input.day,
    dailyForm: form.id,
    totals,
    balanced,
    cancelled: cancelled.map((c) => c.id),
    exceptions,
    signaturesReviewed: true,
    signedBy: sig.value,
  };
  return ok({
    writes: [
      { into: 'couponFinanceReconciliations', op: 'insert', record: rec },
      ...cancelled.map((record): Write<CouponInto> => ({ into: 'coupons', op: 'update', record })),
    ],
    events: [
      eventFor(
        'coupon-finance-reconciliation.recorded',
        'couponFinanceReconciliations',
        rec,
        actor,
        `finance reconciliation ${input.day}: ${balanced ? 'balanced' : 'NOT balanced'}`,
        at(p, 'financeReconcile'),
      ),
      ...cancelled.map((c) =>
        eventFor('coupon.cancelled', 'coupons', c, actor, `coupon ${c.id} cancelled`, at(p, 'financeCancel')),
      ),
    ],
  });
}

/** (n): the monthly inventory of every coupon not distributed, recorded in the ledger. */
export function recordInventory(
  book: CouponBook,
  by: StaffAccount,
  input: {
    readonly id: string;
    readonly month: string;
    readonly procedure: string;
    readonly counted: readonly string[];
  },
  actor: Actor,
): Out {
  const p = profileOf(book);
  const sig = signed(by, ['finance-supervisor'], actor, p, 'monthly');
  if (!sig.ok) return sig;
  if (
    !/^\d{4}-\d{2}$/.test(input.month) ||
    `${input.month}-01` > dayOf(actor.at) ||
    !nonBlank(input.procedure)
  )
    return refuse(
      'bad_month',
      'a month that has begun, and the approved procedure followed',
      at(p, 'monthly'),
    );
  if (book.ledger.some((e) => e.id === input.id))
    return refuse('duplicate_id', `ledger entry ${input.id} exists`);
  const held = book.coupons.filter((c) => c.status === 'finance-stock' || c.status === 'marketing-stock');
  const counted = new Set(input.counted);
  const found = book.coupons.filter((c) => counted.has(c.id));
  const denoms = [...new Set([...held, ...found].map((c) => c.denomination))].sort((a, b) => a - b);
  const entry: InventoryEntry = {
    id: input.id,
    version: 1,
    kind: 'inventory',
    day: dayOf(actor.at),
    at: actor.at,
    recordedBy: sig.value,
    month: input.month,
    procedure: input.procedure,
    lines: denoms.map((denomination: Cents) => ({
      denomination,
      expected: held.filter((c) => c.denomination === denomination).length,
      counted: held.filter((c) => c.denomination === denomination && counted.has(c.id)).length,
    })),
    missing: held.filter((c) => !counted.has(c.id)).map((c) => c.id),
    unexpected: [...counted].filter((s) => !held.some((c) => c.id === s)),
  };
  return ok(
    inserted(
      'couponLedger',
      entry,
      'coupon-ledger.recorded',
      actor,
      `monthly inventory ${input.month}`,
      at(p, 'monthly'),
    ),
  );
}

/** (o): the quarter's figures by denomination, from the redemptions deposited in the quarter. */
export function quarterlyLines(book: CouponBook, quarter: string): QuarterlyReport['lines'] | undefined {
  const q = quarterDays(quarter);
  if (!q) return undefined;
  const inQ = (d: Day) => d >= q.from && d <= q.to;
  const redeemed = book.redemptions.filter((r) => r.depositedAt !== undefined && inQ(dayOf(r.depositedAt)));
  const distributed = book.coupons.filter((c) =>
    c.history.some((h) => (h.action === 'distribute' || h.action === 'mail') && inQ(h.day)),
  );
  const denoms = [
    ...new Set([...redeemed.map((r) => r.value), ...distributed.map((c) => c.denomination)]),
  ].sort((a, b) => a - b);
  return denoms.map((denomination) => {
    const r = redeemed.filter((x) => x.value === denomination).length;
    const d = distributed.filter((x) => x.denomination === denomination).length;
    return {
      denomination,
      redeemed: r,
      redeemedValue: r * denomination,
      distributed: d,
      distributedValue: d * denomination,
    };
  });
}

/** (o): the quarterly report filed with the Bureau of Casino Compliance, once the quarter has ended. */
export function fileQuarterlyReport(
  book: CouponBook,
  by: StaffAccount,
  input: { readonly id: string; readonly quarter: string },
  actor: Actor,
): Out {
  const p = profileOf(book);
  const sig = signed(by, ['finance-supervisor', 'compliance'], actor, p, 'quarterly');
  if (!sig.ok) return sig;
  const q = quarterDays(input.quarter);
  const lines = quarterlyLines(book, input.quarter);
  if (!q || !lines || q.to >= dayOf(actor.at))
    return refuse('bad_quarter', 'a quarter that has ended, as YYYY-Qn', at(p, 'quarterly'));
  if (book.quarterly.some((r) => r.quarter === input.quarter || r.id === input.id))
    return refuse('form_exists', `the report for ${input.quarter} was filed`, at(p, 'quarterly'));
  const report: QuarterlyReport = {
    id: input.id,
    version: 1,
    quarter: input.quarter,
    lines,
    filedOn: dayOf(actor.at),
    signedBy: sig.value,
  };
  return ok(
    inserted(
      'couponQuarterlyReports',
      report,
      'coupon-quarterly-report.recorded',
      actor,
      `quarterly report ${input.quarter}`,
      at(p, 'quarterly'),
    ),
  );
}

/** What is due or wrong on `day`: missing forms and reconciliations, a missed inventory or report, unreported deviations. */
export function controlsDue(
  book: CouponBook,
  day: Day,
): Refusal<
  | 'daily_form_due'
  | 'finance_reconciliation_due'
  | 'inventory_due'
  | 'quarterly_report_due'
  | 'deviation_not_reported'
  | 'expired_in_marketing'
>[] {
  const p = profileOf(book);
  const out: ReturnType<typeof controlsDue> = [];
  const days = [
    ...new Set(
      book.coupons.flatMap((c) =>
        c.history
          .filter((h) => ['issue', 'distribute', 'return', 'return-expired'].includes(h.action))
          .map((h) => h.day),
      ),
    ),
  ]
    .filter((d) => d < day)
    .sort();
  for (const d of days) {
    if (!book.dailyForms.some((f) => f.day === d))
      out.push({
        code: 'daily_form_due',
        message: `no Daily Match Play Coupon Reconciliation Form for ${d}`,
        citation: at(p, 'dailyForm'),
      });
    if (!book.reconciliations.some((r) => r.day === d))
      out.push({
        code: 'finance_reconciliation_due',
        message: `finance has not reconciled ${d}`,
        citation: at(p, 'financeDaily'),
      });
  }
  const lastMonth = addDays(`${day.slice(0, 7)}-01`, -1).slice(0, 7);
  const started = book.ledger.some((e) => e.kind === 'receipt' && e.day.slice(0, 7) <= lastMonth);
  if (started && !book.ledger.some((e) => e.kind === 'inventory' && e.month === lastMonth))
    out.push({
      code: 'inventory_due',
      message: `no monthly inventory for ${lastMonth}`,
      citation: at(p, 'monthly'),
    });
  const prevQ = quarterOfPrevious(day);
  if (
    book.redemptions.some(
      (r) => r.depositedAt !== undefined && dayOf(r.depositedAt) <= (quarterDays(prevQ)?.to ?? ''),
    ) &&
    !book.quarterly.some((r) => r.quarter === prevQ)
  )
    out.push({
      code: 'quarterly_report_due',
      message: `the report for ${prevQ} has not been filed`,
      citation: at(p, 'quarterly'),
    });
  for (const e of book.ledger)
    if (
      e.kind === 'receipt' &&
      e.deviation &&
      (e.deviation.reportedToBccAt === undefined || e.deviation.reportedToFinanceSupervisorAt === undefined)
    )
      out.push({
        code: 'deviation_not_reported',
        message: `receipt ${e.id}: the deviation is not yet reported to a finance supervisor and the BCC`,
        citation: at(p, 'examined'),
      });
  for (const c of book.coupons.filter((x) => x.status === 'marketing-stock' && x.expiresOn < day))
    out.push({
      code: 'expired_in_marketing',
      message: `coupon ${c.id} expired and is still with marketing`,
      citation: at(p, 'endOfDay'),
    });
  return out;
}

function quarterOfPrevious(day: Day): string {
  const y = Number(day.slice(0, 4));
  const q = Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;
  return q === 1 ? `${y - 1}-Q4` : `${y}-Q${q - 1}`;
}
