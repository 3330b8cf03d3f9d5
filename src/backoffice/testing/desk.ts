/**
 * Test helpers for the back office (not built): staff accounts of every position, in-memory coupon
 * repositories, and a desk that runs an operation against the loaded book and commits its change, as
 * the server will.
 */
import type { Rejection, Result } from '../../core/result.js';
import { dayStart } from '../common.js';
import type { Actor, BackofficeEvent } from '../events.js';
import type { Position, StaffAccount } from '../people.js';
import { commit, MemoryRepository, type Change } from '../records.js';
import { loadCoupons, type CouponBook, type CouponInto, type CouponRepositories } from '../coupons/model.js';

const person = (id: string, name: string, position: Position): StaffAccount => ({
  id,
  name,
  position,
  credential: `PGCB-${id.toUpperCase()}`,
  active: true,
});

export const STAFF = {
  fay: person('fay', 'Fay Finance', 'finance-supervisor'),
  fitz: person('fitz', 'Fitz Finance', 'finance-supervisor'),
  finn: person('finn', 'Finn Clerk', 'finance-clerk'),
  mia: person('mia', 'Mia Marketing', 'marketing-supervisor'),
  mark: person('mark', 'Mark Rep', 'marketing-representative'),
  cara: person('cara', 'Cara Compliance', 'compliance'),
  dee: person('dee', 'Dee Dealer', 'dealer'),
  bo: person('bo', 'Bo Boxperson', 'boxperson'),
  fran: person('fran', 'Fran Floor', 'floorperson'),
  pam: person('pam', 'Pam Pit', 'pit-manager'),
  sam: person('sam', 'Sam Surveillance', 'surveillance-operator'),
} as const;

export function couponRepositories(): CouponRepositories {
  return {
    couponPrograms: new MemoryRepository(),
    couponDesigns: new MemoryRepository(),
    coupons: new MemoryRepository(),
    couponLedger: new MemoryRepository(true),
    couponRequisitions: new MemoryRepository(),
    couponDailyForms: new MemoryRepository(true),
    couponFinanceReconciliations: new MemoryRepository(true),
    couponQuarterlyReports: new MemoryRepository(true),
    couponMailings: new MemoryRepository(),
    couponRedemptions: new MemoryRepository(),
  };
}

/** Noon UTC on a day, plus minutes. */
export const noon = (day: string, minutes = 0): number => dayStart(day) + 12 * 3_600_000 + minutes * 60_000;

export class CouponDesk {
  readonly repos = couponRepositories();
  readonly log: BackofficeEvent[] = [];
  at = noon('2026-01-05');

  actor(who: StaffAccount): Actor {
    return { account: who.id, at: this.at };
  }

  book(): Promise<CouponBook> {
    return loadCoupons(this.repos);
  }

  /** Runs an operation on the current book; commits it, or throws its refusal's code. */
  async do(
    op: (book: CouponBook) => Result<Change<CouponInto>, Rejection>,
  ): Promise<readonly BackofficeEvent[]> {
    const r = op(await this.book());
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    const events = await commit(this.repos, r.value);
    this.log.push(...events);
    return events;
  }

  /** The refusal an operation gives, or 'ok' (nothing is committed either way). */
  async refusal(op: (book: CouponBook) => Result<Change<CouponInto>, Rejection>): Promise<Rejection | 'ok'> {
    const r = op(await this.book());
    return r.ok ? 'ok' : r.error;
  }
}

/** A program with approved internal controls and storage, and one approved $25 design valid at Craps and Minibaccarat. */
export async function approvedProgram(
  desk: CouponDesk,
  profile: 'TEMP_525' | 'PROPOSED_603a' = 'TEMP_525',
): Promise<void> {
  const { recordProgram, recordDesign, approveDesign } = await import('../coupons/program.js');
  const approval = { reference: 'BCC-2025-77', approvedOn: '2025-12-01' };
  await desk.do((b) =>
    recordProgram(
      b,
      STAFF.cara,
      {
        id: 'program',
        profile,
        holder: 'Felt Casino',
        internalControls: approval,
        financeStorage: { ...approval, location: 'cage vault, cabinet 3' },
        marketingStorage: { ...approval, location: 'marketing safe' },
        gspMailing: approval,
      },
      desk.actor(STAFF.cara),
    ),
  );
  await desk.do((b) =>
    recordDesign(
      b,
      STAFF.cara,
      {
        id: 'MP25',
        name: '$25 Match Play',
        holderNameOrLogo: 'Felt Casino',
        denomination: 2500,
        valueVisibleToSurveillance: true,
        serialPrefix: 'MP',
        serialDigits: 6,
        restrictions: { games: ['craps', 'minibaccarat'], wagers: { minibaccarat: ['player', 'banker'] } },
        expirationStatement: 'Expires on the date printed',
        chipPlacementArea: true,
        machineReadable: 'bar-code',
        terms: { payout: 'wager-odds', pushRides: false },
      },
      desk.actor(STAFF.cara),
    ),
  );
  await desk.do((b) =>
    approveDesign(
      b,
      STAFF.cara,
      { design: 'MP25', approval: { reference: 'BGO-601a-12', approvedOn: '2025-12-15' } },
      desk.actor(STAFF.cara),
    ),
  );
}
