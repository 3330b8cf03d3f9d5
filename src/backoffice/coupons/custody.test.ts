import { describe, expect, it } from 'vitest';
import { unresolved } from '../../regulation/sections.js';
import type { StaffAccount } from '../people.js';
import { approvedProgram, CouponDesk, noon, STAFF } from '../testing/desk.js';
import {
  authorizeRequisition,
  distribute,
  issue,
  prepareRequisition,
  receive,
  returnToFinance,
  voidCoupon,
  type ReceiptInput,
} from './custody.js';
import { invariantBreaks } from './lifecycle.js';
import { gate } from './program.js';

const receipt = (over: Partial<ReceiptInput> = {}): ReceiptInput => ({
  id: 'R1',
  design: 'MP25',
  source: 'gaming-service-provider',
  from: 101,
  to: 110,
  expiresOn: '2026-03-31',
  invoice: { reference: 'INV-9', quantity: 10, from: 101, to: 110, denomination: 2500 },
  checkers: [STAFF.finn, STAFF.mark],
  ...over,
});
const noCredential: StaffAccount = {
  id: 'mark',
  name: 'Mark Rep',
  position: 'marketing-representative',
  active: true,
};

/** A second delivery, 201-210. */
const second = (over: Partial<ReceiptInput> = {}): ReceiptInput =>
  receipt({
    id: 'R2',
    from: 201,
    to: 210,
    invoice: { reference: 'INV-10', quantity: 10, from: 201, to: 210, denomination: 2500 },
    ...over,
  });

/** Received 101-110, requisition authorised, 101-106 issued to marketing (105 voided at issue). */
async function stocked(profile: 'TEMP_525' | 'PROPOSED_603a' = 'TEMP_525'): Promise<CouponDesk> {
  const desk = new CouponDesk();
  await approvedProgram(desk, profile);
  await desk.do((b) => receive(b, STAFF.fay, receipt(), desk.actor(STAFF.fay)));
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
        voided: [{ serial: 'MP000105', reason: 'torn in the envelope' }],
      },
      desk.actor(STAFF.fay),
    ),
  );
  return desk;
}

const statuses = async (desk: CouponDesk) =>
  Object.fromEntries((await desk.book()).coupons.map((c) => [c.id, c.status]));

describe('Match Play Coupons in finance and marketing custody (§ 603a.20(e)-(l), § 525.21(e)-(l))', () => {
  it('receipt, requisition and issue: the ledger records each, signed by name and credential number', async () => {
    const desk = await stocked();
    const book = await desk.book();
    const [r, i] = book.ledger;
    expect(r).toMatchObject({
      kind: 'receipt',
      quantity: 10,
      range: { from: 101, to: 110 },
      recordedBy: { name: 'Fay Finance', credential: 'PGCB-FAY' },
      checkers: [{ name: 'Finn Clerk' }, { name: 'Mark Rep' }],
    });
    expect(i).toMatchObject({
      kind: 'issue',
      ranges: [
        { from: 101, to: 104 },
        { from: 106, to: 106 },
      ],
      lines: [{ denomination: 2500, quantity: 5 }],
      voided: [{ serial: 'MP000105', reason: 'torn in the envelope' }],
      receivedBy: { name: 'Mia Marketing' },
    });
    expect(book.requisitions[0]).toMatchObject({
      preparedBy: { name: 'Mia Marketing' },
      authorizedBy: { name: 'Fay Finance' },
      issued: 'I1',
    });
    expect(await statuses(desk)).toMatchObject({
      MP000101: 'marketing-stock',
      MP000105: 'voided',
      MP000107: 'finance-stock',
    });
    // Invariant 7: the issue entry and the coupons' move are one change, the entry first.
    const issueEvents = desk.log
      .filter((e) => e.type === 'coupon-ledger.recorded' || e.type === 'coupon.issued')
      .map((e) => e.type);
    expect(issueEvents.slice(1, 3)).toEqual(['coupon-ledger.recorded', 'coupon.issued']);
    expect(invariantBreaks(book, () => 'banked')).toEqual([]);
  });

  it.each([
    [
      '§ 525.21(f): a finance clerk does not record the receipt',
      STAFF.finn,
      receipt(),
      'not_authorised',
      '§ 525.21(f)',
    ],
    [
      '§ 525.21(e): finance and marketing both examine the coupons',
      STAFF.fay,
      second({ checkers: [STAFF.finn] }),
      'checkers_missing',
      '§ 525.21(e)',
    ],
    [
      '§ 525.21(f)(4): every checker signs with a credential number',
      STAFF.fay,
      second({ checkers: [STAFF.finn, noCredential] }),
      'signature_incomplete',
      '§ 525.21(f)(4)',
    ],
    [
      '§ 525.21(e): an invoice that does not match needs a deviation',
      STAFF.fay,
      second({ invoice: { reference: 'INV-10', quantity: 12, from: 201, to: 212, denomination: 2500 } }),
      'deviation_not_reported',
      '§ 525.21(e)',
    ],
    [
      '§ 525.21(c)(3): serial numbers are unique',
      STAFF.fay,
      receipt({ id: 'R2', from: 110, to: 120 }),
      'serial_not_unique',
      '§ 525.21(c)(3)',
    ],
    [
      '§ 525.21(p): in-house printing needs approved controls',
      STAFF.fay,
      receipt({ id: 'R2', from: 200, to: 210, source: 'in-house' }),
      'in_house_not_approved',
      '§ 525.21(p)',
    ],
  ] as const)('%s', async (_n, by: StaffAccount, input: ReceiptInput, code, citation) => {
    const desk = await stocked();
    expect(await desk.refusal((b) => receive(b, by, input, desk.actor(by)))).toMatchObject({
      code,
      citation,
    });
    expect(unresolved(citation)).toEqual([]);
  });

  it('§ 603a.20(e): under the proposed text a deviation is reported immediately, to a finance supervisor and the BCC', async () => {
    const desk = await stocked('PROPOSED_603a');
    const short = receipt({
      id: 'R2',
      from: 200,
      to: 208,
      invoice: { reference: 'INV-10', quantity: 10, from: 200, to: 209, denomination: 2500 },
    });
    const described = { ...short, deviation: { description: 'box short by one coupon (MP000209)' } };
    expect(await desk.refusal((b) => receive(b, STAFF.fay, described, desk.actor(STAFF.fay)))).toMatchObject({
      code: 'deviation_not_reported',
      citation: '§ 603a.20(e)',
    });
    const reported = {
      ...described,
      deviation: {
        ...described.deviation,
        reportedToFinanceSupervisorAt: desk.at - 1,
        reportedToBccAt: desk.at - 1,
      },
    };
    await desk.do((b) => receive(b, STAFF.fay, reported, desk.actor(STAFF.fay)));
    // The temporary text has no "immediately": the described deviation is recorded, its reports due.
    const temp = await stocked('TEMP_525');
    await temp.do((b) => receive(b, STAFF.fay, described, temp.actor(STAFF.fay)));
  });

  it('§ 525.21(b): no coupon is issued until the design and the internal controls are approved', async () => {
    const desk = await stocked();
    const book = await desk.book();
    expect(gate(undefined, book.designs[0], '2026-01-05').map((r) => `${r.code} ${r.citation}`)).toEqual([
      'program_not_approved § 525.21(b)(2)',
    ]);
    expect(
      gate(
        book.program,
        { ...book.designs[0]!, approval: { reference: 'x', approvedOn: '2026-02-01' } },
        '2026-01-05',
      ).map((r) => r.code),
    ).toEqual(['design_not_approved']);
  });

  it('§ 525.21(g), (h): issue follows an authorised requisition, once, never more than it asks', async () => {
    const desk = await stocked();
    await desk.do((b) =>
      prepareRequisition(
        b,
        STAFF.mia,
        { id: 'Q2', neededFor: '2026-01-06', lines: [{ denomination: 2500, quantity: 2 }] },
        desk.actor(STAFF.mia),
      ),
    );
    const issueQ2 = (to: number) => (b: Parameters<typeof issue>[0]) =>
      issue(
        b,
        STAFF.fay,
        { id: 'I2', requisition: 'Q2', ranges: [{ design: 'MP25', from: 107, to }], receiver: STAFF.mia },
        desk.actor(STAFF.fay),
      );
    expect(await desk.refusal(issueQ2(108))).toMatchObject({
      code: 'requisition_not_authorised',
      citation: '§ 525.21(g)',
    });
    // The marketing supervisor who prepared it cannot authorise it.
    expect(
      await desk.refusal((b) => authorizeRequisition(b, STAFF.mia, 'Q2', desk.actor(STAFF.mia))),
    ).toMatchObject({ code: 'not_authorised' });
    await desk.do((b) => authorizeRequisition(b, STAFF.fitz, 'Q2', desk.actor(STAFF.fitz)));
    expect(await desk.refusal(issueQ2(109))).toMatchObject({
      code: 'requisition_exceeded',
      citation: '§ 525.21(h)',
    });
    await desk.do(issueQ2(108));
    expect(await desk.refusal(issueQ2(108))).toMatchObject({ code: 'requisition_not_authorised' });
  });

  it('spec ruling B-AMB-15: every void has its reason; marketing voids its own stock, finance its own', async () => {
    const desk = await stocked();
    expect(
      await desk.refusal((b) =>
        voidCoupon(b, STAFF.mia, { serial: 'MP000101', reason: ' ' }, desk.actor(STAFF.mia)),
      ),
    ).toMatchObject({
      code: 'void_reason_missing',
      citation: '§ 525.21(j)(6)',
    });
    expect(
      await desk.refusal((b) =>
        voidCoupon(b, STAFF.fay, { serial: 'MP000101', reason: 'x' }, desk.actor(STAFF.fay)),
      ),
    ).toMatchObject({ code: 'not_authorised' });
    await desk.do((b) =>
      voidCoupon(b, STAFF.mia, { serial: 'MP000101', reason: 'misprinted value' }, desk.actor(STAFF.mia)),
    );
    await desk.do((b) =>
      voidCoupon(b, STAFF.fay, { serial: 'MP000110', reason: 'water damage' }, desk.actor(STAFF.fay)),
    );
    expect(await statuses(desk)).toMatchObject({ MP000101: 'voided', MP000110: 'voided' });
  });

  it('§ 525.21(d), (j)(4): marketing distributes, screening an identified patron (spec ruling B-AMB-6)', async () => {
    const desk = await stocked();
    expect(
      await desk.refusal((b) => distribute(b, STAFF.fay, { serials: ['MP000101'] }, desk.actor(STAFF.fay))),
    ).toMatchObject({
      code: 'not_authorised',
      citation: '§ 525.21(d)',
    });
    const excluded = {
      serials: ['MP000101'],
      patron: 'P-7',
      screen: { selfExcluded: true, excluded: false },
    };
    expect(
      await desk.refusal((b) => distribute(b, STAFF.mark, excluded, desk.actor(STAFF.mark))),
    ).toMatchObject({
      code: 'patron_excluded',
      citation: '§ 525.21(q)(7)',
    });
    await desk.do((b) =>
      distribute(b, STAFF.mark, { serials: ['MP000101', 'MP000102'] }, desk.actor(STAFF.mark)),
    );
    expect(
      await desk.refusal((b) => distribute(b, STAFF.mark, { serials: ['MP000107'] }, desk.actor(STAFF.mark))),
    ).toMatchObject({
      code: 'coupon_wrong_status',
    });
  });

  it('§ 525.21(k), (l): unused coupons go back for reissue, expired ones are returned as expired, both supervisors signing', async () => {
    const desk = await stocked();
    desk.at = noon('2026-04-01');
    await desk.do((b) =>
      returnToFinance(
        b,
        STAFF.fay,
        {
          id: 'RT1',
          serials: ['MP000101', 'MP000102'],
          returner: STAFF.mia,
          voided: [{ serial: 'MP000103', reason: 'creased' }],
        },
        desk.actor(STAFF.fay),
      ),
    );
    const book = await desk.book();
    expect(book.ledger.at(-1)).toMatchObject({
      kind: 'return',
      expired: ['MP000101', 'MP000102'],
      returnedBy: { name: 'Mia Marketing' },
      recordedBy: { name: 'Fay Finance' },
    });
    expect(await statuses(desk)).toMatchObject({
      MP000101: 'expired-returned',
      MP000103: 'voided',
      MP000104: 'marketing-stock',
    });
    expect(book.coupons.find((c) => c.id === 'MP000101')?.disposedOn).toBe('2026-04-01');
  });
});
