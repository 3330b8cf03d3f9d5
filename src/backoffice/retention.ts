/**
 * Record retention (58 Pa. Code § 465a.6(c), proposed 2013): books, records and documents are kept at
 * least 5 years; documentation of gaming vouchers reported as possibly counterfeit 2 years; coupons for
 * match play at a table game, "whether unused, voided or redeemed", 6 months. Spec ruling B-AMB-13: the
 * ledger, forms, requisitions, reports and mailing lists are not coupons, so 5 years. Spec D.1: a
 * coupon's clock starts at its final disposition (redeemed and cancelled, voided, returned expired,
 * withheld from mailing; an unissued coupon at its expiry). Every other record's clock starts when it
 * is closed: made, for a register entry; signed out, returned or cancelled, for what stays open a while
 * (ruling R39). A record still open is never eligible.
 *
 * Destruction is a two-step guard: an export of exactly the records to go (JSON Lines, its SHA-256
 * kept), then the destruction of that batch, refused unless every record is past its period and still
 * hashes to what was exported. Nothing else in the back office removes a record.
 */
import { createHash } from 'node:crypto';
import { cite, type Citation } from '../core/citation.js';
import { ok, type Result } from '../core/result.js';
import { addMonths, dayOf, refuse, type Day, type Refusal } from './common.js';
import { eventFor, type Actor } from './events.js';
import { sign, type Signature, type StaffAccount } from './people.js';
import type { Change, Repository, Stored, Write } from './records.js';
import type { RecordKind } from './repositories.js';
import './sections.js';

export interface RetentionRow {
  readonly kinds: readonly RecordKind[];
  readonly what: string;
  readonly months: number;
  readonly citation: Citation;
}

const GENERAL = cite('§ 465a.6(c)');

export const RETENTION_SCHEDULE: readonly RetentionRow[] = [
  {
    kinds: ['coupons'],
    what: 'Match Play Coupons, unused, voided or redeemed',
    months: 6,
    citation: cite('§ 465a.6(c)(2)'),
  },
  // (c)(1): gaming vouchers reported as possibly counterfeit. Felt keeps no such record; the row is the rule.
  {
    kinds: [],
    what: 'documentation of gaming vouchers reported as possibly counterfeit, altered or tampered with',
    months: 24,
    citation: cite('§ 465a.6(c)(1)'),
  },
  {
    kinds: [
      'couponPrograms',
      'couponDesigns',
      'couponLedger',
      'couponRequisitions',
      'couponDailyForms',
      'couponFinanceReconciliations',
      'couponQuarterlyReports',
      'couponMailings',
      'couponRedemptions',
      'trainingHours',
      'tableTests',
      'liveHours',
      'durationApprovals',
      'trainingPrograms',
      'programCompletions',
      'sameTypeTraining',
      'diceSets',
      'diceInspections',
      'assignments',
      'tableCameras',
      'counterCheckBooks',
      'counterCheckTransfers',
      'counterChecks',
      'retentionExports',
      'destructions',
    ],
    what: 'original books, records and documents',
    months: 60,
    citation: GENERAL,
  },
];

export const retentionRow = (kind: RecordKind): RetentionRow =>
  RETENTION_SCHEDULE.find((r) => r.kinds.includes(kind)) ?? (RETENTION_SCHEDULE.at(-1) as RetentionRow);

type Loose = Stored & Readonly<Record<string, unknown>>;
const dayField = (r: Loose, ...fields: readonly string[]): Day | undefined => {
  for (const f of fields) {
    const v = r[f];
    if (typeof v === 'number') return dayOf(v);
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  }
  return undefined;
};

/** The day a record's retention clock starts, or undefined while it is still open (ruling R39). */
export function closedOn(kind: RecordKind, record: Stored): Day | undefined {
  const r = record as Loose;
  switch (kind) {
    case 'coupons': {
      const status = r['status'];
      if (typeof r['disposedOn'] === 'string') return r['disposedOn'];
      return status === 'finance-stock' ? dayField(r, 'expiresOn') : undefined;
    }
    case 'assignments':
      return dayField(r, 'to');
    case 'counterCheckTransfers':
      return dayField(r, 'returnedAt');
    case 'diceSets':
      return r['state'] === 'cancelled' ? dayField(r.cancelled as Loose, 'at') : undefined;
    case 'couponRequisitions':
      return r['issued'] !== undefined ? dayField(r, 'preparedOn') : undefined;
    case 'couponMailings':
      return dayField(r, 'sentAt');
    case 'couponRedemptions':
      return dayField(r, 'depositedAt') ?? (r['outcome'] === 'withdrawn' ? dayField(r, 'at') : undefined);
    case 'couponPrograms':
    case 'couponDesigns':
    case 'counterCheckBooks':
    case 'tableCameras':
    case 'trainingPrograms':
      // Standing records: kept while in force; superseded ones leave through their export.
      return undefined;
    default:
      return dayField(
        r,
        'day',
        'at',
        'signedOutAt',
        'preparedAt',
        'completedOn',
        'filedOn',
        'approvedOn',
        'exportedAt',
        'destroyedAt',
      );
  }
}

/** The first day a record may be destroyed, or undefined. */
export function eligibleFrom(kind: RecordKind, record: Stored): Day | undefined {
  const from = closedOn(kind, record);
  return from === undefined ? undefined : addMonths(from, retentionRow(kind).months);
}

export const dueForDestruction = (
  kind: RecordKind,
  records: readonly Stored[],
  today: Day,
): { readonly id: string; readonly eligibleFrom: Day }[] =>
  records.flatMap((r) => {
    const d = eligibleFrom(kind, r);
    return d !== undefined && d <= today ? [{ id: r.id, eligibleFrom: d }] : [];
  });

/** JSON with keys sorted, so the same record always hashes the same way. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`).join(',')}}`;
}

/** The export file: one record per line, ordered by id. */
export const exportContent = (records: readonly Stored[]): string =>
  [...records]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((r) => `${canonical(r)}\n`)
    .join('');

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export interface RetentionExport extends Stored {
  readonly kind: RecordKind;
  readonly ids: readonly string[];
  readonly sha256: string;
  readonly format: 'jsonl';
  readonly exportedAt: number;
  readonly by: Signature;
}

export interface Destruction extends Stored {
  readonly kind: RecordKind;
  readonly ids: readonly string[];
  readonly export: string;
  readonly destroyedAt: number;
  readonly by: Signature;
}

export interface RetentionRepositories {
  readonly retentionExports: Repository<RetentionExport>;
  readonly destructions: Repository<Destruction>;
}

export type RetentionCode =
  | 'not_authorised'
  | 'signature_incomplete'
  | 'retention_not_elapsed'
  | 'not_exported'
  | 'export_mismatch'
  | 'empty'
  | 'duplicate_id';

function compliance(
  by: StaffAccount,
  actor: Actor,
  citation: Citation,
): Result<Signature, Refusal<RetentionCode>> {
  if (by.position !== 'compliance' || by.id !== actor.account)
    return refuse('not_authorised', 'compliance exports and destroys records', citation);
  const s = sign(by, actor.at, citation);
  return s.ok ? ok(s.value) : refuse('signature_incomplete', s.error.message, citation);
}

function notYet(
  kind: RecordKind,
  records: readonly Stored[],
  today: Day,
): Refusal<RetentionCode> | undefined {
  const row = retentionRow(kind);
  for (const r of records) {
    const d = eligibleFrom(kind, r);
    if (d === undefined || d > today)
      return {
        code: 'retention_not_elapsed',
        message: `${kind} ${r.id} is kept ${row.months} months${d ? `, until ${d}` : ' after it is closed'}`,
        citation: row.citation,
      };
  }
  return undefined;
}

/** Step 1: the export of records past their period, with its hash; the content goes to the caller to store. */
export function exportForDestruction(
  kind: RecordKind,
  records: readonly Stored[],
  exports: readonly RetentionExport[],
  by: StaffAccount,
  id: string,
  actor: Actor,
): Result<{ readonly change: Change<'retentionExports'>; readonly content: string }, Refusal<RetentionCode>> {
  const row = retentionRow(kind);
  const sig = compliance(by, actor, row.citation);
  if (!sig.ok) return sig;
  if (!records.length) return refuse('empty', 'nothing to export', row.citation);
  const early = notYet(kind, records, dayOf(actor.at));
  if (early) return { ok: false, error: early };
  if (exports.some((e) => e.id === id)) return refuse('duplicate_id', `export ${id} exists`);
  const content = exportContent(records);
  const e: RetentionExport = {
    id,
    version: 1,
    kind,
    ids: records.map((r) => r.id).sort(),
    sha256: sha256(content),
    format: 'jsonl',
    exportedAt: actor.at,
    by: sig.value,
  };
  return ok({
    change: {
      writes: [{ into: 'retentionExports', op: 'insert', record: e }],
      events: [
        eventFor(
          'retention.exported',
          'retentionExports',
          e,
          actor,
          `${records.length} ${kind} exported for destruction`,
          row.citation,
        ),
      ],
    },
    content,
  });
}

/** Step 2: the exported batch destroyed, if every record is past its period and unchanged since the export. */
export function destroy(
  kind: RecordKind,
  records: readonly Stored[],
  exported: RetentionExport | undefined,
  by: StaffAccount,
  id: string,
  actor: Actor,
): Result<Change<RecordKind>, Refusal<RetentionCode>> {
  const row = retentionRow(kind);
  const sig = compliance(by, actor, row.citation);
  if (!sig.ok) return sig;
  const ids = records.map((r) => r.id).sort();
  if (!exported || exported.kind !== kind || exported.ids.join('\n') !== ids.join('\n'))
    return refuse(
      'not_exported',
      'records are exported, as one batch, before they are destroyed',
      row.citation,
    );
  if (sha256(exportContent(records)) !== exported.sha256)
    return refuse(
      'export_mismatch',
      'the records changed since they were exported: export them again',
      row.citation,
    );
  const early = notYet(kind, records, dayOf(actor.at));
  if (early) return { ok: false, error: early };
  const d: Destruction = {
    id,
    version: 1,
    kind,
    ids,
    export: exported.id,
    destroyedAt: actor.at,
    by: sig.value,
  };
  const writes: Write<RecordKind>[] = [
    ...records.map((record): Write<RecordKind> => ({ into: kind, op: 'destroy', record })),
    { into: 'destructions', op: 'insert', record: d },
  ];
  return ok({
    writes,
    events: [
      eventFor(
        'retention.destroyed',
        'destructions',
        d,
        actor,
        `${ids.length} ${kind} destroyed (export ${exported.id})`,
        row.citation,
      ),
    ],
  });
}
