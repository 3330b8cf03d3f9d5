import { describe, expect, it } from 'vitest';
import { cite } from '../../core/citation.js';
import { placed, settle, type Wager } from '../../engine/wagers.js';
import { approvedProgram, CouponDesk, noon, STAFF } from '../testing/desk.js';
import {
  authorizeRequisition,
  distribute,
  issue,
  prepareRequisition,
  receive,
  returnToFinance,
  voidCoupon,
} from './custody.js';
import { recordProgram } from './program.js';
import {
  controlsDue,
  fileQuarterlyReport,
  quarterlyLines,
  recordDailyForm,
  recordFinanceReconciliation,
  recordInventory,
} from './reconcile.js';
import { recordRedemption, recordTransfers } from './redemption.js';

const C = cite('§ 623a.5(a)');

/** Day one: 101-110 received, 101-104 and 106 issued (105 voided at issue), 101-102 distributed, 103 voided by marketing. */
async function dayOne(): Promise<CouponDesk> {
  const desk = new CouponDesk();
  await approvedProgram(desk);
  await desk.do((b) =>
    receive(
      b,
      STAFF.fay,
      {
        id: 'R1',
        design: 'MP25',
        source: 'gaming-service-provider',
        from: 101,
        to: 110,
        expiresOn: '2026-03-31',
        invoice: { reference: 'INV-1', quantity: 10, from: 101, to: 110, denomination: 2500 },
        checkers: [STAFF.finn, STAFF.mark],
      },
      desk.actor(STAFF.fay),
    ),
  );
  await desk.do((b) =>
    prepareRequisition(
      b,
      STAFF.mia,
      { id: 'Q1', neededFor: '2026-01-05', lines: [{ denomination: 2500, quantity: 6 }] },
      desk.actor(STAFF.mia),
    ),
  );
  await desk.do((b) => authorizeRequisition(b, STAFF.fay, 'Q1', desk.actor(STAFF.fay)));
  await desk.do((b) =>
    issue(
      b,
      STAFF.fay,
      {
        id: 'I1',
        requisition: 'Q1',
        ranges: [
          { design: 'MP25', from: 101, to: 104 },
          { design: 'MP25', from: 106, to: 106 },
        ],
        receiver: STAFF.mia,
        voided: [{ serial: 'MP000105', reason: 'torn' }],
      },
      desk.actor(STAFF.fay),
    ),
  );
  await desk.do((b) =>
    distribute(b, STAFF.mark, { serials: ['MP000101', 'MP000102'] }, desk.actor(STAFF.mark)),
  );
  await desk.do((b) =>
    voidCoupon(b, STAFF.mia, { serial: 'MP000103', reason: 'patron tore it' }, desk.actor(STAFF.mia)),
  );
  return desk;
}

describe('the coupon reconciliations (§ 525.21(j)-(o))', () => {
  it('§ 525.21(j): the Daily Reconciliation Form balances: available = distributed + voided + returned + kept', async () => {
    const desk = await dayOne();
    desk.at = noon('2026-01-05', 600);
    await desk.do((b) =>
      recordDailyForm(
        b,
        STAFF.mia,
        { id: 'F1', day: '2026-01-05', counted: ['MP000104', 'MP000106'] },
        desk.actor(STAFF.mia),
      ),
    );
    const form = (await desk.book()).dailyForms[0];
    expect(form).toMatchObject({
      received: [
        { from: 101, to: 104 },
        { from: 106, to: 106 },
      ],
      carriedOver: [],
      available: [{ denomination: 2500, quantity: 5 }],
      distributed: [{ denomination: 2500, quantity: 2 }],
      voided: [{ serial: 'MP000103', reason: 'patron tore it' }],
      remaining: [
        {
          denomination: 2500,
          quantity: 2,
          ranges: [
            { from: 104, to: 104 },
            { from: 106, to: 106 },
          ],
        },
      ],
      variations: [],
      signedBy: { name: 'Mia Marketing', credential: 'PGCB-MIA' },
    });
    await desk.do((b) =>
      recordFinanceReconciliation(
        b,
        STAFF.fay,
        { id: 'FR1', day: '2026-01-05', counted: [], signaturesReviewed: true },
        desk.actor(STAFF.fay),
      ),
    );
    expect((await desk.book()).reconciliations[0]).toMatchObject({
      totals: {
        given: 5,
        returnedForReissuance: 0,
        expiredReturned: 0,
        voided: 1,
        distributed: 2,
        kept: 2,
        redeemed: 0,
      },
      balanced: true,
    });
  });

  it('§ 525.21(j)(7): a count that differs from the records is a variation, explained, and finance does not balance', async () => {
    const desk = await dayOne();
    const form = (explanations?: Record<string, string>) => (b: Parameters<typeof recordDailyForm>[0]) =>
      recordDailyForm(
        b,
        STAFF.mia,
        { id: 'F1', day: '2026-01-05', counted: ['MP000104'], ...(explanations ? { explanations } : {}) },
        desk.actor(STAFF.mia),
      );
    expect(await desk.refusal(form())).toMatchObject({
      code: 'variation_unexplained',
      citation: '§ 525.21(j)(7)',
    });
    await desk.do(form({ MP000106: 'not found at the end of the shift; security notified' }));
    await desk.do((b) =>
      recordFinanceReconciliation(
        b,
        STAFF.fay,
        { id: 'FR1', day: '2026-01-05', counted: [], signaturesReviewed: true },
        desk.actor(STAFF.fay),
      ),
    );
    expect((await desk.book()).reconciliations[0]?.balanced).toBe(false);
  });

  it('§ 525.21(k): coupons kept overnight need approved storage; expired ones go back daily', async () => {
    const desk = await dayOne();
    const program = (await desk.book()).program!;
    const withoutMarketingStorage = {
      id: program.id,
      profile: program.profile,
      holder: program.holder,
      internalControls: program.internalControls!,
      financeStorage: program.financeStorage!,
    };
    await desk.do((b) => recordProgram(b, STAFF.cara, withoutMarketingStorage, desk.actor(STAFF.cara)));
    expect(
      await desk.refusal((b) =>
        recordDailyForm(
          b,
          STAFF.mia,
          { id: 'F1', day: '2026-01-05', counted: ['MP000104', 'MP000106'] },
          desk.actor(STAFF.mia),
        ),
      ),
    ).toMatchObject({
      code: 'no_storage_area',
      citation: '§ 525.21(k)',
    });
    const late = await dayOne();
    late.at = noon('2026-04-01');
    expect(
      await late.refusal((b) =>
        recordDailyForm(b, STAFF.mia, { id: 'F9', day: '2026-04-01', counted: [] }, late.actor(STAFF.mia)),
      ),
    ).toMatchObject({
      code: 'expired_not_returned',
      citation: '§ 525.21(k)',
    });
  });

  it('§ 525.21(m): finance counts the drop-box coupons, cancels the redeemed, and lists the exceptions', async () => {
    const desk = await dayOne();
    await desk.do((b) =>
      recordDailyForm(
        b,
        STAFF.mia,
        { id: 'F1', day: '2026-01-05', counted: ['MP000104', 'MP000106'] },
        desk.actor(STAFF.mia),
      ),
    );
    await desk.do((b) =>
      recordFinanceReconciliation(
        b,
        STAFF.fay,
        { id: 'FR1', day: '2026-01-05', counted: [], signaturesReviewed: true },
        desk.actor(STAFF.fay),
      ),
    );
    desk.at = noon('2026-01-06');
    const wager: Wager = {
      seat: 2,
      spot: 'pass',
      kind: 'pass',
      amount: 2500,
      coupon: { serial: 'MP000101', value: 2500 },
    };
    const table = { id: 'CR-1', game: 'craps', kind: 'banked' as const };
    await desk.do((b) =>
      recordRedemption(
        b,
        {
          id: 'RD1',
          round: 3,
          serial: 'MP000101',
          table,
          wager: { seat: 2, spot: 'pass', kind: 'pass' },
          redeemer: STAFF.bo,
          at: desk.at,
        },
        placed(wager, C),
        desk.actor(STAFF.bo),
      ),
    );
    await desk.do((b) =>
      recordTransfers(b, settle(wager, { outcome: 'lose', citation: C }), desk.actor(STAFF.bo)),
    );
    await desk.do((b) =>
      returnToFinance(
        b,
        STAFF.fay,
        { id: 'RT1', serials: ['MP000104', 'MP000106'], returner: STAFF.mia },
        desk.actor(STAFF.fay),
      ),
    );
    await desk.do((b) =>
      recordDailyForm(b, STAFF.mia, { id: 'F2', day: '2026-01-06', counted: [] }, desk.actor(STAFF.mia)),
    );
    const noReview = (b: Parameters<typeof recordFinanceReconciliation>[0]) =>
      recordFinanceReconciliation(
        b,
        STAFF.fay,
        { id: 'FR2', day: '2026-01-06', counted: ['MP000101', 'MP000199'], signaturesReviewed: false },
        desk.actor(STAFF.fay),
      );
    expect(await desk.refusal(noReview)).toMatchObject({
      code: 'signatures_not_reviewed',
      citation: '§ 525.21(m)(2)',
    });
    await desk.do((b) =>
      recordFinanceReconciliation(
        b,
        STAFF.fay,
        { id: 'FR2', day: '2026-01-06', counted: ['MP000101', 'MP000199'], signaturesReviewed: true },
        desk.actor(STAFF.fay),
      ),
    );
    const book = await desk.book();
    expect(book.reconciliations[1]).toMatchObject({
      totals: { given: 2, returnedForReissuance: 2, distributed: 0, kept: 0, redeemed: 1 },
      balanced: true,
      cancelled: ['MP000101'],
      exceptions: [{ serial: 'MP000199', finding: 'in the drop box without a redemption (unknown serial)' }],
    });
    expect(book.coupons.find((c) => c.id === 'MP000101')).toMatchObject({
      status: 'redeemed-cancelled',
      disposedOn: '2026-01-06',
    });

    // (n): the monthly inventory counts finance and marketing stock (spec ruling B-AMB-14).
    desk.at = noon('2026-02-01');
    expect(controlsDue(book, '2026-02-01').map((d) => d.code)).toEqual(['inventory_due']);
    await desk.do((b) =>
      recordInventory(
        b,
        STAFF.fay,
        {
          id: 'INV-2026-01',
          month: '2026-01',
          procedure: 'IC 7.3',
          counted: ['MP000104', 'MP000106', 'MP000107', 'MP000108', 'MP000109'],
        },
        desk.actor(STAFF.fay),
      ),
    );
    expect((await desk.book()).ledger.at(-1)).toMatchObject({
      kind: 'inventory',
      lines: [{ denomination: 2500, expected: 6, counted: 5 }],
      missing: ['MP000110'],
      unexpected: [],
    });

    // (o): the quarterly report, once the quarter has ended, by denomination.
    expect(quarterlyLines(await desk.book(), '2026-Q1')).toEqual([
      { denomination: 2500, redeemed: 1, redeemedValue: 2500, distributed: 2, distributedValue: 5000 },
    ]);
    expect(
      await desk.refusal((b) =>
        fileQuarterlyReport(b, STAFF.fay, { id: 'QR1', quarter: '2026-Q1' }, desk.actor(STAFF.fay)),
      ),
    ).toMatchObject({ code: 'bad_quarter', citation: '§ 525.21(o)' });
    desk.at = noon('2026-04-02');
    expect(controlsDue(await desk.book(), '2026-04-02').map((d) => d.code)).toContain('quarterly_report_due');
    await desk.do((b) =>
      fileQuarterlyReport(b, STAFF.fay, { id: 'QR1', quarter: '2026-Q1' }, desk.actor(STAFF.fay)),
    );
    expect(controlsDue(await desk.book(), '2026-04-02').map((d) => d.code)).not.toContain(
      'quarterly_report_due',
    );
  });

  it('standing controls: each gaming day with coupon activity has its form and its reconciliation', async () => {
    const desk = await dayOne();
    expect(controlsDue(await desk.book(), '2026-01-06').map((d) => `${d.code} ${d.citation}`)).toEqual([
      'daily_form_due § 525.21(j)',
      'finance_reconciliation_due § 525.21(m)',
    ]);
  });
});
