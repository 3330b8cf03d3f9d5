import { describe, expect, it } from 'vitest';
import { unresolved } from '../regulation/sections.js';
import { authorizeRequisition, distribute, voidCoupon } from './coupons/custody.js';
import { recordDailyForm } from './coupons/reconcile.js';
import { checkRedemption } from './coupons/redemption.js';
import { NO_RECORDS } from './training-file.js';
import { recordTableTest } from './training-register.js';
import { POSITIONS, type Position, type StaffAccount } from './people.js';
import { access, ACTIONS, may, mayReport, ROLES, rolesOf } from './roles.js';
import { EMPTY_BOOK } from './coupons/model.js';

const account = (position: Position): StaffAccount => ({
  id: position,
  name: position,
  position,
  credential: 'PGCB-0001',
  active: true,
});
const actor = (p: Position) => ({ account: p, at: Date.UTC(2026, 0, 5, 12) });

describe('back-office roles as data', () => {
  it('every action cites a registered section, and every role holds only known positions', () => {
    for (const c of Object.values(ACTIONS)) expect(unresolved(c)).toEqual([]);
    for (const r of Object.values(ROLES)) for (const p of r.positions) expect(POSITIONS).toContain(p);
  });

  it.each([
    ['finance-supervisor', 'coupon.issue', true],
    ['finance-clerk', 'coupon.issue', false],
    ['marketing-supervisor', 'coupon.daily-form', true],
    ['marketing-representative', 'coupon.distribute', true],
    ['marketing-representative', 'coupon.daily-form', false],
    ['boxperson', 'coupon.redeem', true],
    ['floorperson', 'coupon.redeem', false],
    ['floorperson', 'training.table-test', false],
    ['pit-manager', 'training.table-test', true],
    ['surveillance-operator', 'floor.cameras', true],
    ['compliance', 'retention.destroy', true],
    ['finance-supervisor', 'retention.destroy', false],
  ] as const)('%s may %s: %s', (position, action, allowed) => {
    expect(may(position, action)).toBe(allowed);
  });

  it('each role sees only what it may: a dealer his own training records, marketing no ledger, surveillance no mailing list', () => {
    expect(access('dealer', 'tableTests')).toBe('own');
    expect(access('dealer', 'coupons')).toBe('none');
    expect(access('marketing-supervisor', 'couponLedger')).toBe('none');
    expect(access('finance-clerk', 'couponMailings')).toBe('all');
    expect(access('surveillance-operator', 'couponMailings')).toBe('none');
    expect(access('surveillance-operator', 'tableCameras')).toBe('all');
    expect(mayReport('marketing-representative', 'quarterly-coupon-report')).toBe(false);
    expect(mayReport('compliance', 'quarterly-coupon-report')).toBe(true);
    expect(rolesOf('table-games-shift-manager')).toEqual(['floorperson', 'pit-manager', 'shift-manager']);
  });

  // The domain checks the position itself; the role table must never grant what the domain refuses.
  const domain: Record<string, (p: Position) => boolean> = {
    'coupon.requisition.authorize': (p) =>
      code(authorizeRequisition(EMPTY_BOOK, account(p), 'Q', actor(p))) !== 'not_authorised',
    'coupon.distribute': (p) =>
      code(distribute(EMPTY_BOOK, account(p), { serials: [] }, actor(p))) !== 'not_authorised',
    'coupon.void.marketing': (p) =>
      code(
        voidCoupon(
          {
            ...EMPTY_BOOK,
            coupons: [
              {
                id: 'c',
                version: 1,
                design: 'd',
                denomination: 1,
                number: 1,
                expiresOn: '2026-12-31',
                status: 'marketing-stock',
                history: [],
              },
            ],
          },
          account(p),
          { serial: 'c', reason: 'r' },
          actor(p),
        ),
      ) !== 'not_authorised',
    'coupon.daily-form': (p) =>
      code(recordDailyForm(EMPTY_BOOK, account(p), { id: 'f', day: '2026-01-05', counted: [] }, actor(p))) !==
      'not_authorised',
    'coupon.redeem': (p) =>
      !checkRedemption(EMPTY_BOOK, {
        serial: 'x',
        table: { id: 't', game: 'craps', kind: 'banked' },
        wager: { seat: 1, spot: 'pass', kind: 'pass' },
        redeemer: account(p),
        at: 0,
      }).some((r) => r.code === 'redeemer_not_dealer'),
    'training.table-test': (p) =>
      !['examiner_below_pit_manager', 'not_authorised'].includes(
        code(
          recordTableTest(
            NO_RECORDS,
            account('dealer'),
            { ...account(p), id: `x-${p}` },
            { id: 't', game: 'craps', result: 'pass' },
            { account: `x-${p}`, at: 0 },
          ),
        ),
      ),
  };
  function code(r: { ok: boolean; error?: { code: string } }): string {
    return r.ok ? 'ok' : (r.error?.code ?? '');
  }

  it.each(Object.keys(domain))(
    '%s: the roles grant it to exactly the positions the domain accepts',
    (action) => {
      const check = domain[action]!;
      for (const p of POSITIONS) expect(may(p, action as keyof typeof ACTIONS), p).toBe(check(p));
    },
  );
});
