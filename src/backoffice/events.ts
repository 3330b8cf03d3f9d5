/**
 * The back office's audit events: one per record changed, for the server's hash-chained audit log.
 * Each carries the record as it now stands (so the log alone can rebuild every register), the
 * account that acted, the time, the rule it was done under and a line a person reads. Events are
 * plain JSON (no `undefined`, no class instances), so the chain's canonical JSON hashes them as is.
 */
import type { Citation } from '../core/citation.js';
import type { Change, Stored } from './records.js';

/** Every event type, with what it records. */
export const EVENT_TYPES = {
  // Match Play Coupons (spec B)
  'coupon-program.recorded': 'the program, its approvals and storage areas recorded or changed',
  'coupon-design.recorded': 'a coupon design recorded (draft)',
  'coupon-design.approved': 'a design approved by the Bureau of Gaming Operations',
  'coupon.received': 'a serial received into finance stock (ledger receipt)',
  'coupon.issued': 'a serial issued to marketing (ledger issue)',
  'coupon.distributed': 'a serial given to a patron by marketing',
  'coupon.returned': 'a serial returned to finance (ledger return)',
  'coupon.voided': 'a serial voided, with its reason',
  'coupon.allocated': 'a serial allocated to a patron on a GSP mailing list',
  'coupon.mailed': 'a serial mailed to its patron by the gaming service provider',
  'coupon.not-mailed': 'a serial withheld from a patron on an exclusion list',
  'coupon.redeemed': 'a serial accepted on a wager at a table',
  'coupon.withdrawn': 'a redeemed serial back to its patron, the wager taken down',
  'coupon.deposited': 'a serial deposited in the table drop box',
  'coupon.cancelled': 'a serial counted and cancelled by finance',
  'coupon-ledger.recorded': 'a Match Play Coupon ledger entry (receipt, issue, return, inventory)',
  'coupon-requisition.recorded': 'a requisition prepared and authorised',
  'coupon-daily-form.recorded': "marketing's Daily Match Play Coupon Reconciliation Form",
  'coupon-finance-reconciliation.recorded': "finance's daily count, cancellation and reconciliation",
  'coupon-quarterly-report.recorded': 'the quarterly report to the Bureau of Casino Compliance',
  'coupon-mailing.recorded': 'a GSP mailing list with its exclusion screen',
  'coupon-redemption.recorded': 'a redemption at a table, then its settlement and deposit',
  // Floor controls
  'staff.signed-in': 'an employee signed in to a table or a supervision assignment',
  'staff.signed-out': 'an employee signed out',
  'table-cameras.recorded': "a table's stationary cameras recorded",
  'dice-set.recorded': 'a dice set received, sealed, put in play, removed or cancelled',
  'dice-inspection.recorded': 'a dice inspection record',
  'counter-check-book.recorded': 'a Counter Check book received or its custody changed',
  'counter-check-transfer.recorded': 'a Counter Check book signed out or signed back in',
  'counter-check.recorded': 'a manually prepared Counter Check',
  'retention.exported': 'records exported before destruction',
  'retention.destroyed': 'records destroyed after their retention period',
  // Training (611a)
  'training-hours.recorded': 'hours of instruction logged for a trainee',
  'table-test.recorded': 'a table test and its examiner',
  'live-hours.recorded': "hours dealt on the certificate holder's live gaming floor",
  'duration-approval.recorded': "an Executive Director's approval of another duration",
  'training-program.recorded': 'a training program submitted under § 611a.4',
  'program-completion.recorded': 'completion of the § 611a.3 training program',
  'same-type-training.recorded': 'training on a different game of the same game type (§ 611a.2(d))',
} as const;

export type EventType = keyof typeof EVENT_TYPES;

export interface BackofficeEvent {
  readonly type: EventType;
  /** The repository the record is kept in. */
  readonly record: string;
  readonly id: string;
  readonly version: number;
  readonly at: number;
  /** The account id that acted. */
  readonly actor: string;
  readonly citation?: Citation;
  /** One line a person reads: "coupon MP-000101 issued to marketing". */
  readonly summary: string;
  /** The record after the change. */
  readonly data: Stored;
}

export interface Actor {
  /** The account id acting. */
  readonly account: string;
  /** When (epoch milliseconds). */
  readonly at: number;
}

/** The event for a record written by `actor`. */
export function eventFor(
  type: EventType,
  record: string,
  data: Stored,
  actor: Actor,
  summary: string,
  citation?: Citation,
): BackofficeEvent {
  return {
    type,
    record,
    id: data.id,
    version: data.version,
    at: actor.at,
    actor: actor.account,
    summary,
    ...(citation !== undefined ? { citation } : {}),
    data: JSON.parse(JSON.stringify(data)) as Stored,
  };
}

/** A change inserting one record, with its event. */
export function inserted<K extends string>(
  into: K,
  record: Stored,
  type: EventType,
  actor: Actor,
  summary: string,
  citation?: Citation,
): Change<K> {
  return {
    writes: [{ into, op: 'insert', record }],
    events: [eventFor(type, into, record, actor, summary, citation)],
  };
}

/** A change updating one record (already at its next version), with its event. */
export function updated<K extends string>(
  into: K,
  record: Stored,
  type: EventType,
  actor: Actor,
  summary: string,
  citation?: Citation,
): Change<K> {
  return {
    writes: [{ into, op: 'update', record }],
    events: [eventFor(type, into, record, actor, summary, citation)],
  };
}
