/**
 * Every repository the back office needs, one per record kind: the interface the server implements
 * with Kysely (one table per kind, the record as JSON beside its id and version, plus whatever columns
 * it indexes), and an in-memory set for tests and the CLI. Registers marked append-only refuse updates.
 */
import type { CouponRepositories } from './coupons/model.js';
import type { CounterCheckRepositories } from './counter-checks.js';
import type { DiceRepositories } from './dice-sets.js';
import type { FloorRepositories } from './floor/assignments.js';
import type { SurveillanceRepositories } from './floor/surveillance.js';
import { MemoryRepository } from './records.js';
import type { RetentionRepositories } from './retention.js';
import type { TrainingRepositories } from './training-register.js';

export interface BackofficeRepositories
  extends
    CouponRepositories,
    TrainingRepositories,
    DiceRepositories,
    FloorRepositories,
    SurveillanceRepositories,
    CounterCheckRepositories,
    RetentionRepositories {}

export type RecordKind = keyof BackofficeRepositories;

/** Kinds whose records are never updated (a correction is a new record). */
export const APPEND_ONLY: readonly RecordKind[] = [
  'couponLedger',
  'couponDailyForms',
  'couponFinanceReconciliations',
  'couponQuarterlyReports',
  'trainingHours',
  'tableTests',
  'liveHours',
  'durationApprovals',
  'trainingPrograms',
  'programCompletions',
  'sameTypeTraining',
  'diceInspections',
  'counterChecks',
  'retentionExports',
  'destructions',
];

export const RECORD_KINDS: readonly RecordKind[] = [
  'couponPrograms',
  'couponDesigns',
  'coupons',
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
];

/** A fresh in-memory set of every repository. */
export function memoryRepositories(): BackofficeRepositories {
  const repo = (kind: RecordKind) => new MemoryRepository(APPEND_ONLY.includes(kind));
  return Object.fromEntries(RECORD_KINDS.map((k) => [k, repo(k)])) as unknown as BackofficeRepositories;
}
