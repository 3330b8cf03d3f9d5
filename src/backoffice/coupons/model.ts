/**
 * The Match Play Coupon records (spec B.2) and the lifecycle of each serial (spec B.3) as a table of
 * transitions, each with the paragraph that allows it. A coupon record is one serial; its `history`
 * lists every transition with the day, time and account, which the daily forms and reconciliations
 * are computed from. The program, designs, ledger entries, requisitions, forms and reports are records
 * of their own kinds; every one of them changes only through the operations in this folder, each
 * returning the records to write and their audit events.
 */
import type { Cents } from '../../core/money.js';
import type { Day } from '../common.js';
import type { Signature } from '../people.js';
import type { Repository, Stored } from '../records.js';
import type { CouponProfileId, Paragraph } from './rules.js';

export interface Approval {
  readonly reference: string;
  readonly approvedOn: Day;
}

/** The program (§ 603a.20(b), (d), (i), (k), (p)-(r)); one per certificate holder. */
export interface CouponProgram extends Stored {
  readonly profile: CouponProfileId;
  readonly holder: string;
  /** (b)(2): the internal controls covering inventory, distribution and redemption, approved (§ 465a.2). */
  readonly internalControls?: Approval;
  /** (i): finance's locked storage area, approved by the BCC (§ 601a.10(g)). */
  readonly financeStorage?: Approval & { readonly location: string };
  /** (k): marketing's overnight storage, approved by the BCC (§ 601a.10(f); spec ruling B-AMB-8). */
  readonly marketingStorage?: Approval & { readonly location: string };
  /** (p): in-house production controls approved by the Board. */
  readonly inHouseProduction?: Approval;
  /** (q): GSP mailing, only if in the internal controls. */
  readonly gspMailing?: Approval;
  /** (r), (q)(6): a computerized system, and when it cancels a redeemed coupon. */
  readonly computerized?: Approval & { readonly cancel: 'at-redemption' | 'at-count' };
}

/** The six contents of (c), what the coupon's terms say, and the BGO approval of (b)(1). */
export interface CouponDesign extends Stored {
  readonly name: string;
  /** (c)(1) */
  readonly holderNameOrLogo: string;
  /** (c)(2): the stated value, legible through the surveillance system. */
  readonly denomination: Cents;
  readonly valueVisibleToSurveillance: boolean;
  /** (c)(3): serials are `prefix` + a zero-padded sequential number. */
  readonly serialPrefix: string;
  readonly serialDigits: number;
  /** (c)(4): the games and, per game, the wager kinds it may be used on (none listed: any it may ride). */
  readonly restrictions: {
    readonly games: readonly string[];
    readonly wagers?: Readonly<Record<string, readonly string[]>>;
  };
  /** (c)(5): the statement; each print run's date is on its receipt or mailing list. */
  readonly expirationStatement: string;
  /** (c)(6) */
  readonly chipPlacementArea: boolean;
  /** (q)(3): required for GSP-mailed coupons. */
  readonly machineReadable?: 'magnetic-strip' | 'bar-code';
  /** § 603a.21(b): "paid in accordance with the terms and conditions of the coupon" (spec B-AMB-2, B-AMB-3). */
  readonly terms: { readonly payout: 'wager-odds' | 'even-money-on-coupon'; readonly pushRides: boolean };
  /** (b)(1): BGO approval under § 601a.10(a). */
  readonly approval?: Approval;
}

export const COUPON_STATUSES = [
  'finance-stock',
  'marketing-stock',
  'distributed',
  'allocated',
  'mailed',
  'not-mailed',
  'in-wager',
  'in-drop-box',
  'redeemed-cancelled',
  'voided',
  'expired-returned',
] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export type CouponAction =
  | 'receive'
  | 'issue'
  | 'distribute'
  | 'void'
  | 'return'
  | 'return-expired'
  | 'allocate'
  | 'mail'
  | 'withhold'
  | 'redeem'
  | 'withdraw'
  | 'deposit'
  | 'cancel';

export interface Transition {
  readonly action: CouponAction;
  readonly from: readonly (CouponStatus | null)[];
  readonly to: CouponStatus | 'previous';
  readonly paragraph: Paragraph | 'use-redeemer' | 'use-drop-box';
}

/**
 * Spec B.3, row by row. `null`: the serial does not exist yet. Destruction after the retention period
 * (§ 465a.6(c)(2)) is retention.ts's: the record leaves with its export.
 */
export const TRANSITIONS: readonly Transition[] = [
  { action: 'receive', from: [null], to: 'finance-stock', paragraph: 'receipt' },
  { action: 'return', from: ['marketing-stock'], to: 'finance-stock', paragraph: 'returned' },
  { action: 'issue', from: ['finance-stock'], to: 'marketing-stock', paragraph: 'issue' },
  { action: 'distribute', from: ['marketing-stock'], to: 'distributed', paragraph: 'dailyDistributed' },
  { action: 'void', from: ['finance-stock', 'marketing-stock'], to: 'voided', paragraph: 'issueVoids' },
  { action: 'return-expired', from: ['marketing-stock'], to: 'expired-returned', paragraph: 'endOfDay' },
  { action: 'allocate', from: [null], to: 'allocated', paragraph: 'mailingList' },
  { action: 'mail', from: ['allocated'], to: 'mailed', paragraph: 'mailing' },
  { action: 'withhold', from: ['allocated'], to: 'not-mailed', paragraph: 'exclusion' },
  { action: 'redeem', from: ['distributed', 'mailed'], to: 'in-wager', paragraph: 'use-redeemer' },
  { action: 'withdraw', from: ['in-wager'], to: 'previous', paragraph: 'use-redeemer' },
  { action: 'deposit', from: ['in-wager'], to: 'in-drop-box', paragraph: 'use-drop-box' },
  { action: 'cancel', from: ['in-drop-box'], to: 'redeemed-cancelled', paragraph: 'financeCancel' },
];

export interface HistoryEntry {
  readonly action: CouponAction;
  readonly day: Day;
  readonly at: number;
  readonly by: string;
  /** The ledger entry, form, requisition, mailing list or redemption behind it. */
  readonly ref?: string;
  readonly reason?: string;
}

/** One serial. Its id is the serial printed on it. */
export interface CouponRecord extends Stored {
  readonly design: string;
  readonly denomination: Cents;
  readonly number: number;
  readonly expiresOn: Day;
  readonly status: CouponStatus;
  /** The status before `in-wager`, to return to if the wager is taken down. */
  readonly before?: CouponStatus;
  readonly mailing?: string;
  readonly patron?: string;
  readonly voidReason?: string;
  readonly redemption?: string;
  /** (q)(6): cancelled in the computerized system. */
  readonly cancelledAt?: number;
  /** The final disposition (redeemed and cancelled, voided, returned expired, withheld): the retention clock. */
  readonly disposedOn?: Day;
  readonly history: readonly HistoryEntry[];
}

/** An inclusive range of serial numbers of one design. */
export interface SerialRange {
  readonly design: string;
  readonly from: number;
  readonly to: number;
}

export const serialOf = (d: Pick<CouponDesign, 'serialPrefix' | 'serialDigits'>, n: number): string =>
  `${d.serialPrefix}${String(n).padStart(d.serialDigits, '0')}`;

/** Consecutive runs of numbers as ranges (a form lists "beginning and ending serial numbers"). */
export function toRanges(coupons: readonly Pick<CouponRecord, 'design' | 'number'>[]): SerialRange[] {
  const sorted = [...coupons].sort((a, b) =>
    a.design < b.design ? -1 : a.design > b.design ? 1 : a.number - b.number,
  );
  const out: SerialRange[] = [];
  for (const c of sorted) {
    const last = out.at(-1);
    if (last && last.design === c.design && last.to === c.number - 1)
      out[out.length - 1] = { ...last, to: c.number };
    else out.push({ design: c.design, from: c.number, to: c.number });
  }
  return out;
}

/** Counts and value per denomination, in cents, ascending. */
export function byDenomination(
  coupons: readonly Pick<CouponRecord, 'denomination'>[],
): { readonly denomination: Cents; readonly quantity: number; readonly value: Cents }[] {
  const m = new Map<Cents, number>();
  for (const c of coupons) m.set(c.denomination, (m.get(c.denomination) ?? 0) + 1);
  return [...m.entries()]
    .sort(([a], [b]) => a - b)
    .map(([denomination, quantity]) => ({ denomination, quantity, value: denomination * quantity }));
}

// ---------------------------------------------------------------------------------------------
// Ledger, forms and reports
// ---------------------------------------------------------------------------------------------

interface LedgerBase extends Stored {
  readonly day: Day;
  readonly at: number;
  /** The finance department supervisor who records the entry. */
  readonly recordedBy: Signature;
}

/** (e), (f): coupons received from a GSP or produced in house, checked against the invoice. */
export interface ReceiptEntry extends LedgerBase {
  readonly kind: 'receipt';
  readonly source: 'gaming-service-provider' | 'in-house';
  readonly range: SerialRange;
  readonly denomination: Cents;
  readonly quantity: number;
  readonly expiresOn: Day;
  readonly invoice: {
    readonly reference: string;
    readonly quantity: number;
    readonly from: number;
    readonly to: number;
    readonly denomination: Cents;
  };
  /** (e), (f)(4): at least one member of finance and one of marketing. */
  readonly checkers: readonly Signature[];
  /** (e): a deviation between the invoice and the coupons, reported to a finance supervisor and the BCC. */
  readonly deviation?: {
    readonly description: string;
    readonly reportedToFinanceSupervisorAt?: number;
    readonly reportedToBccAt?: number;
  };
}

/** (h): issued to marketing on a requisition, recorded before the coupons leave finance. */
export interface IssueEntry extends LedgerBase {
  readonly kind: 'issue';
  readonly requisition: string;
  readonly ranges: readonly SerialRange[];
  readonly lines: readonly { readonly denomination: Cents; readonly quantity: number }[];
  readonly voided: readonly { readonly serial: string; readonly reason: string }[];
  /** The marketing supervisor who took the coupons. */
  readonly receivedBy: Signature;
}

/** (l): unused and expired coupons returned by marketing. */
export interface ReturnEntry extends LedgerBase {
  readonly kind: 'return';
  readonly ranges: readonly SerialRange[];
  readonly lines: readonly { readonly denomination: Cents; readonly quantity: number }[];
  readonly expired: readonly string[];
  readonly voided: readonly { readonly serial: string; readonly reason: string }[];
  readonly returnedBy: Signature;
}

/** (n): the monthly inventory of every coupon not distributed (finance and marketing stock, B-AMB-14). */
export interface InventoryEntry extends LedgerBase {
  readonly kind: 'inventory';
  readonly month: string;
  readonly procedure: string;
  readonly lines: readonly {
    readonly denomination: Cents;
    readonly expected: number;
    readonly counted: number;
  }[];
  readonly missing: readonly string[];
  readonly unexpected: readonly string[];
}

export type LedgerEntry = ReceiptEntry | IssueEntry | ReturnEntry | InventoryEntry;

/** (g): prepared by marketing, authorised by finance. */
export interface Requisition extends Stored {
  readonly preparedOn: Day;
  readonly neededFor: Day;
  readonly lines: readonly { readonly denomination: Cents; readonly quantity: number }[];
  readonly preparedBy: Signature;
  readonly authorizedBy?: Signature;
  readonly issued?: string;
}

export interface DenominationLine {
  readonly denomination: Cents;
  readonly quantity: number;
}

/** (j): marketing's Daily Match Play Coupon Reconciliation Form. */
export interface DailyForm extends Stored {
  readonly day: Day;
  /** (j)(2): beginning and ending serials received from finance that day. */
  readonly received: readonly SerialRange[];
  /** Kept from the previous gaming day under (k). */
  readonly carriedOver: readonly SerialRange[];
  /** (j)(3)-(5) */
  readonly available: readonly DenominationLine[];
  readonly distributed: readonly DenominationLine[];
  readonly remaining: readonly (DenominationLine & { readonly ranges: readonly SerialRange[] })[];
  /** (j)(6) */
  readonly voided: readonly { readonly serial: string; readonly reason: string }[];
  readonly returned: readonly SerialRange[];
  readonly kept: readonly SerialRange[];
  /** (j)(7): what the count found that the records did not, each explained. */
  readonly variations: readonly {
    readonly serial: string;
    readonly finding: 'missing' | 'unexpected';
    readonly explanation: string;
  }[];
  readonly signedBy: Signature;
}

/** (m): finance's daily count, signature review, cancellation and reconciliation. */
export interface FinanceReconciliation extends Stored {
  readonly day: Day;
  readonly dailyForm: string;
  readonly totals: {
    readonly given: number;
    readonly returnedForReissuance: number;
    readonly expiredReturned: number;
    readonly voided: number;
    readonly distributed: number;
    readonly kept: number;
    readonly redeemed: number;
    readonly mailed: number;
  };
  readonly balanced: boolean;
  readonly cancelled: readonly string[];
  /** Drop-box coupons with no redemption, and redeemed coupons not found in the count. */
  readonly exceptions: readonly { readonly serial: string; readonly finding: string }[];
  readonly signaturesReviewed: boolean;
  readonly signedBy: Signature;
}

/** (o): by denomination, the total value redeemed by patrons in a quarter (B-AMB-7: distributed too). */
export interface QuarterlyReport extends Stored {
  readonly quarter: string;
  readonly lines: readonly {
    readonly denomination: Cents;
    readonly redeemed: number;
    readonly redeemedValue: Cents;
    readonly distributed: number;
    readonly distributedValue: Cents;
  }[];
  readonly filedOn: Day;
  readonly signedBy: Signature;
}

/** (q)(2), (q)(4), (q)(7): the list sent to the GSP, its copy to finance, and the exclusion screen. */
export interface MailingList extends Stored {
  readonly design: string;
  readonly expiresOn: Day;
  readonly entries: readonly {
    readonly patron: string;
    readonly name: string;
    readonly address: string;
    readonly serial: string;
  }[];
  readonly withheld: readonly {
    readonly patron: string;
    readonly lists: readonly ('self-exclusion' | 'excluded-persons')[];
  }[];
  readonly screen: {
    readonly at: number;
    readonly selfExclusionListAsOf: Day;
    readonly exclusionListAsOf: Day;
  };
  readonly sentAt?: number;
  readonly preparedBy: Signature;
}

/** A coupon accepted on a wager at a table (§ 603a.21), and what became of it. */
export interface Redemption extends Stored {
  readonly serial: string;
  readonly table: string;
  readonly game: string;
  readonly round: number;
  readonly seat: number;
  readonly spot: string;
  readonly kind: string;
  readonly value: Cents;
  /** (b): chips equal to the value on the coupon, the rest beside it. */
  readonly chipsOnCoupon: Cents;
  readonly chipsBeside: Cents;
  readonly redeemedBy: string;
  readonly redeemerPosition: 'dealer' | 'boxperson';
  readonly at: number;
  readonly outcome?: 'win' | 'lose' | 'push' | 'withdrawn';
  readonly winnings?: Cents;
  readonly depositedAt?: number;
}

export interface CouponRepositories {
  readonly couponPrograms: Repository<CouponProgram>;
  readonly couponDesigns: Repository<CouponDesign>;
  readonly coupons: Repository<CouponRecord>;
  readonly couponLedger: Repository<LedgerEntry>;
  readonly couponRequisitions: Repository<Requisition>;
  readonly couponDailyForms: Repository<DailyForm>;
  readonly couponFinanceReconciliations: Repository<FinanceReconciliation>;
  readonly couponQuarterlyReports: Repository<QuarterlyReport>;
  readonly couponMailings: Repository<MailingList>;
  readonly couponRedemptions: Repository<Redemption>;
}
export type CouponInto = keyof CouponRepositories;

/** Everything the coupon rules read, loaded at once (a holder's coupon volume fits in memory). */
export interface CouponBook {
  readonly program?: CouponProgram;
  readonly designs: readonly CouponDesign[];
  readonly coupons: readonly CouponRecord[];
  readonly ledger: readonly LedgerEntry[];
  readonly requisitions: readonly Requisition[];
  readonly dailyForms: readonly DailyForm[];
  readonly reconciliations: readonly FinanceReconciliation[];
  readonly quarterly: readonly QuarterlyReport[];
  readonly mailings: readonly MailingList[];
  readonly redemptions: readonly Redemption[];
}

export const EMPTY_BOOK: CouponBook = {
  designs: [],
  coupons: [],
  ledger: [],
  requisitions: [],
  dailyForms: [],
  reconciliations: [],
  quarterly: [],
  mailings: [],
  redemptions: [],
};

export async function loadCoupons(r: CouponRepositories): Promise<CouponBook> {
  const [
    programs,
    designs,
    coupons,
    ledger,
    requisitions,
    dailyForms,
    reconciliations,
    quarterly,
    mailings,
    redemptions,
  ] = await Promise.all([
    r.couponPrograms.list(),
    r.couponDesigns.list(),
    r.coupons.list(),
    r.couponLedger.list(),
    r.couponRequisitions.list(),
    r.couponDailyForms.list(),
    r.couponFinanceReconciliations.list(),
    r.couponQuarterlyReports.list(),
    r.couponMailings.list(),
    r.couponRedemptions.list(),
  ]);
  const program = programs[0];
  return {
    ...(program ? { program } : {}),
    designs,
    coupons,
    ledger,
    requisitions,
    dailyForms,
    reconciliations,
    quarterly,
    mailings,
    redemptions,
  };
}
