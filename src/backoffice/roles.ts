/**
 * The back-office roles as data: which positions hold each role, which record kinds and reports it
 * may see, and which actions it may take. The server enforces them on every route (a role check
 * before the domain's own check of the position, which stays the authority); the web shows each role
 * only its pages. Actions carry the citation of the rule that gives them to that department.
 *
 * Roles follow the departments the regulations name: finance (§ 603a.20(d), (i), (m); § 609a.13(c)(3)),
 * marketing (§ 603a.20(d), (j)), surveillance (§ 465a.9), the table games supervisors by level (floor,
 * pit manager, shift manager: §§ 465a.35, 603a.13(f), 611a.5(a)), the dealers and boxpersons who
 * redeem coupons (§ 603a.21(b)), security (§ 603a.13(f)) and compliance.
 */
import { cite, type Citation } from '../core/citation.js';
import type { Position } from './people.js';
import type { Report } from './reports/report.js';
import type { RecordKind } from './repositories.js';
import './sections.js';

export const ACTIONS = {
  'coupon.program': cite('§ 603a.20(b)'),
  'coupon.design': cite('§ 603a.20(c)'),
  'coupon.receive': cite('§ 603a.20(f)'),
  'coupon.examine': cite('§ 603a.20(e)'),
  'coupon.requisition.prepare': cite('§ 603a.20(g)(4)'),
  'coupon.requisition.authorize': cite('§ 603a.20(g)(5)'),
  'coupon.issue': cite('§ 603a.20(h)'),
  'coupon.take-issue': cite('§ 603a.20(h)'),
  'coupon.distribute': cite('§ 603a.20(d)'),
  'coupon.void.finance': cite('§ 603a.20(h)(4)'),
  'coupon.void.marketing': cite('§ 603a.20(j)(6)'),
  'coupon.return': cite('§ 603a.20(l)(5)'),
  'coupon.daily-form': cite('§ 603a.20(j)(8)'),
  'coupon.finance-reconciliation': cite('§ 603a.20(m)'),
  'coupon.inventory': cite('§ 603a.20(n)'),
  'coupon.quarterly-report': cite('§ 603a.20(o)'),
  'coupon.mailing': cite('§ 603a.20(q)(2)'),
  'coupon.redeem': cite('§ 603a.21(b)'),
  'floor.sign-in': cite('§ 465a.35(b)'),
  'floor.cameras': cite('§ 465a.9(c)(2)'),
  'dice.inspect': cite('§ 603a.13(f)'),
  'dice.handle': cite('§ 603a.13(f)'),
  'dice.remove': cite('§ 603a.13(g)'),
  'dice.cancel': cite('§ 603a.13'),
  'training.hours': cite('§ 611a.2(a)'),
  'training.live-hours': cite('§ 611a.2(d)'),
  'training.table-test': cite('§ 611a.5(a)'),
  'training.same-type': cite('§ 611a.2(d)'),
  'training.completion': cite('§ 611a.5(b)(2)'),
  'training.approval': cite('§ 611a.2(c)'),
  'training.program': cite('§ 611a.4'),
  'counter-check.book': cite('§ 609a.13(c)(3)'),
  'counter-check.sign-out': cite('§ 609a.13(c)(3)'),
  'counter-check.take-book': cite('§ 609a.13(c)(3)'),
  'counter-check.prepare': cite('§ 609a.13(c)(3)'),
  'retention.destroy': cite('§ 465a.6(c)'),
} as const satisfies Record<string, Citation>;
export type Action = keyof typeof ACTIONS;

export type RoleId =
  | 'finance'
  | 'finance-supervisor'
  | 'marketing'
  | 'marketing-supervisor'
  | 'surveillance'
  | 'security'
  | 'dealer'
  | 'floorperson'
  | 'pit-manager'
  | 'shift-manager'
  | 'compliance';

export interface Role {
  readonly label: string;
  readonly positions: readonly Position[];
  /** Record kinds it reads: all of them, or only those about the account itself ('own'). */
  readonly see: readonly RecordKind[];
  readonly seeOwn?: readonly RecordKind[];
  readonly reports: readonly Report['kind'][];
  readonly do: readonly Action[];
}

const COUPON_BOOKS: readonly RecordKind[] = [
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
];
const TRAINING: readonly RecordKind[] = [
  'trainingHours',
  'tableTests',
  'liveHours',
  'durationApprovals',
  'trainingPrograms',
  'programCompletions',
  'sameTypeTraining',
];
const FLOOR: readonly RecordKind[] = ['assignments', 'tableCameras', 'diceSets', 'diceInspections'];
const COUNTER: readonly RecordKind[] = ['counterCheckBooks', 'counterCheckTransfers', 'counterChecks'];

const TABLE_GAMES = [
  'floorperson',
  'pit-manager',
  'assistant-table-games-shift-manager',
  'table-games-shift-manager',
  'table-games-director',
] as const;

export const ROLES: Readonly<Record<RoleId, Role>> = {
  finance: {
    label: 'Finance',
    positions: ['finance-clerk', 'finance-supervisor'],
    see: [...COUPON_BOOKS, ...COUNTER],
    reports: ['daily-coupon-reconciliation', 'quarterly-coupon-report'],
    do: ['coupon.examine', 'counter-check.book', 'counter-check.sign-out', 'counter-check.prepare'],
  },
  'finance-supervisor': {
    label: 'Finance supervisor',
    positions: ['finance-supervisor'],
    see: [...COUPON_BOOKS, ...COUNTER],
    reports: ['daily-coupon-reconciliation', 'quarterly-coupon-report'],
    do: [
      'coupon.receive',
      'coupon.requisition.authorize',
      'coupon.issue',
      'coupon.void.finance',
      'coupon.return',
      'coupon.finance-reconciliation',
      'coupon.inventory',
      'coupon.quarterly-report',
    ],
  },
  marketing: {
    label: 'Marketing',
    positions: ['marketing-representative', 'marketing-supervisor'],
    see: [
      'couponPrograms',
      'couponDesigns',
      'coupons',
      'couponRequisitions',
      'couponDailyForms',
      'couponMailings',
    ],
    reports: ['daily-coupon-reconciliation'],
    do: ['coupon.examine', 'coupon.distribute'],
  },
  'marketing-supervisor': {
    label: 'Marketing supervisor',
    positions: ['marketing-supervisor'],
    see: [
      'couponPrograms',
      'couponDesigns',
      'coupons',
      'couponRequisitions',
      'couponDailyForms',
      'couponMailings',
    ],
    reports: ['daily-coupon-reconciliation'],
    do: [
      'coupon.design',
      'coupon.requisition.prepare',
      'coupon.take-issue',
      'coupon.void.marketing',
      'coupon.daily-form',
      'coupon.mailing',
    ],
  },
  surveillance: {
    label: 'Surveillance',
    positions: ['surveillance-operator', 'surveillance-supervisor'],
    see: [...FLOOR, 'couponRedemptions'],
    reports: ['shift-staffing', 'dice-inspections'],
    do: ['floor.cameras'],
  },
  security: {
    label: 'Security',
    positions: ['security'],
    see: ['diceSets', 'diceInspections'],
    reports: ['dice-inspections'],
    do: [],
  },
  dealer: {
    label: 'Dealer or boxperson',
    positions: ['dealer', 'boxperson'],
    see: [],
    seeOwn: TRAINING,
    reports: ['personnel-file'],
    do: ['coupon.redeem'],
  },
  floorperson: {
    label: 'Floorperson',
    positions: [...TABLE_GAMES],
    see: [...FLOOR, ...TRAINING, 'couponRedemptions'],
    reports: ['shift-staffing', 'dice-inspections', 'personnel-file'],
    do: [
      'floor.sign-in',
      'dice.inspect',
      'dice.handle',
      'dice.remove',
      'training.hours',
      'training.live-hours',
      'training.same-type',
      'training.completion',
      'counter-check.prepare',
    ],
  },
  'pit-manager': {
    label: 'Pit manager',
    positions: [
      'pit-manager',
      'assistant-table-games-shift-manager',
      'table-games-shift-manager',
      'table-games-director',
    ],
    see: [...FLOOR, ...TRAINING, 'couponRedemptions', ...COUNTER],
    reports: ['shift-staffing', 'dice-inspections', 'personnel-file'],
    do: ['training.table-test', 'counter-check.take-book', 'dice.cancel'],
  },
  'shift-manager': {
    label: 'Shift manager (assistant table games shift manager or above)',
    positions: ['assistant-table-games-shift-manager', 'table-games-shift-manager', 'table-games-director'],
    see: [...FLOOR, ...TRAINING, 'couponRedemptions', ...COUNTER],
    reports: ['shift-staffing', 'dice-inspections', 'personnel-file'],
    do: ['dice.inspect'],
  },
  compliance: {
    label: 'Compliance',
    positions: ['compliance'],
    see: [...COUPON_BOOKS, ...TRAINING, ...FLOOR, ...COUNTER, 'retentionExports', 'destructions'],
    reports: [
      'daily-coupon-reconciliation',
      'quarterly-coupon-report',
      'shift-staffing',
      'dice-inspections',
      'personnel-file',
    ],
    do: [
      'coupon.program',
      'coupon.design',
      'coupon.quarterly-report',
      'training.approval',
      'training.program',
      'retention.destroy',
    ],
  },
};

export const rolesOf = (p: Position): RoleId[] =>
  (Object.keys(ROLES) as RoleId[]).filter((r) => ROLES[r].positions.includes(p));

export const may = (p: Position, action: Action): boolean =>
  rolesOf(p).some((r) => ROLES[r].do.includes(action));

/** 'all' when the position reads every record of the kind, 'own' for its own records only, else 'none'. */
export function access(p: Position, kind: RecordKind): 'all' | 'own' | 'none' {
  const roles = rolesOf(p).map((r) => ROLES[r]);
  if (roles.some((r) => r.see.includes(kind))) return 'all';
  return roles.some((r) => r.seeOwn?.includes(kind)) ? 'own' : 'none';
}

export const mayReport = (p: Position, kind: Report['kind']): boolean =>
  rolesOf(p).some((r) => ROLES[r].reports.includes(kind));
