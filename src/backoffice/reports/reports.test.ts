import { describe, expect, it } from 'vitest';
import { cite } from '../../core/citation.js';
import {
  authorizeRequisition,
  distribute,
  issue,
  prepareRequisition,
  receive,
  voidCoupon,
} from '../coupons/custody.js';
import { recordDailyForm, recordFinanceReconciliation } from '../coupons/reconcile.js';
import type { DiceInspectionRecord, DiceSetRecord } from '../dice-sets.js';
import type { ShiftReport } from '../floor/assignments.js';
import { personnelFile } from '../personnel-file.js';
import { approvedProgram, CouponDesk, STAFF } from '../testing/desk.js';
import { NO_RECORDS } from '../training-file.js';
import {
  dailyCouponReport,
  diceInspectionReport,
  personnelFileReport,
  quarterlyCouponReport,
  shiftStaffingReport,
} from './builders.js';
import { csvCell, toCsv, type Report } from './report.js';

const rows = (csv: string) => csv.split('\r\n');

describe('CSV (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-5 at the table', "'-5 at the table"],
    [-5, '-5'],
    [2500, '2500'],
  ])('%j is written %s', (cell, out) => expect(csvCell(cell)).toBe(out));

  it('a report is its title, citation, header, then each section with its column labels', () => {
    const r: Report = {
      kind: 'shift-staffing',
      title: 'T',
      citation: cite('§ 465a.35'),
      header: [['From', 'x']],
      sections: [
        {
          title: 'S',
          columns: [
            { key: 'a', label: 'A' },
            { key: 'b', label: 'B' },
          ],
          rows: [{ a: 1 }],
        },
      ],
    };
    expect(toCsv(r)).toBe('T\r\nRegulation,§ 465a.35\r\nFrom,x\r\n\r\nS\r\nA,B\r\n1,\r\n');
  });
});

describe('the report builders', () => {
  it('§ 525.21(j), (m): the daily coupon reconciliation, signed by both supervisors', async () => {
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
          from: 1,
          to: 4,
          expiresOn: '2026-03-31',
          invoice: { reference: 'I', quantity: 4, from: 1, to: 4, denomination: 2500 },
          checkers: [STAFF.finn, STAFF.mark],
        },
        desk.actor(STAFF.fay),
      ),
    );
    await desk.do((b) =>
      prepareRequisition(
        b,
        STAFF.mia,
        { id: 'Q1', neededFor: '2026-01-05', lines: [{ denomination: 2500, quantity: 4 }] },
        desk.actor(STAFF.mia),
      ),
    );
    await desk.do((b) => authorizeRequisition(b, STAFF.fay, 'Q1', desk.actor(STAFF.fay)));
    await desk.do((b) =>
      issue(
        b,
        STAFF.fay,
        { id: 'I1', requisition: 'Q1', ranges: [{ design: 'MP25', from: 1, to: 4 }], receiver: STAFF.mia },
        desk.actor(STAFF.fay),
      ),
    );
    await desk.do((b) => distribute(b, STAFF.mark, { serials: ['MP000001'] }, desk.actor(STAFF.mark)));
    await desk.do((b) =>
      voidCoupon(
        b,
        STAFF.mia,
        { serial: 'MP000002', reason: 'stained, "unreadable"' },
        desk.actor(STAFF.mia),
      ),
    );
    await desk.do((b) =>
      recordDailyForm(
        b,
        STAFF.mia,
        { id: 'F1', day: '2026-01-05', counted: ['MP000003', 'MP000004'] },
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
    const csv = rows(toCsv(dailyCouponReport(await desk.book(), '2026-01-05')));
    expect(csv.slice(0, 7)).toEqual([
      '"Daily Match Play Coupon Reconciliation, 2026-01-05"',
      'Regulation,§ 525.21(j)',
      'Gaming day,2026-01-05',
      'Received from finance,MP25 1-4',
      'Marketing supervisor,Mia Marketing (credential PGCB-MIA) 2026-01-05T12:00:00.000Z',
      'Finance supervisor,Fay Finance (credential PGCB-FAY) 2026-01-05T12:00:00.000Z',
      'Reconciled,balanced',
    ]);
    expect(csv).toContain('$25.00,0,4,1,1,0,2');
    expect(csv).toContain('MP000002,"stained, ""unreadable"""');
    const q = quarterlyCouponReport(await desk.book(), '2026-Q1');
    expect(q.header).toContainEqual(['Filed', 'not filed']);
    expect(q.sections[0]?.rows).toEqual([
      {
        denomination: '$25.00',
        redeemed: 0,
        redeemedValue: '$0.00',
        distributed: 1,
        distributedValue: '$25.00',
      },
    ]);
  });

  it('§ 465a.35: the shift staffing report lists each shortfall with its span and citation', () => {
    const r: ShiftReport = {
      from: Date.UTC(2026, 0, 5, 18),
      to: Date.UTC(2026, 0, 6, 2),
      citation: cite('§ 465a.35'),
      shortfalls: [
        {
          from: Date.UTC(2026, 0, 5, 19),
          to: Date.UTC(2026, 0, 5, 20),
          shortfall: {
            code: 'boxperson_missing',
            message: 'CR-1 needs a boxperson',
            citation: cite('§ 465a.35(b)(4)'),
            table: 'CR-1',
          },
        },
      ],
      staff: [{ account: 'bo', role: 'boxperson', tables: ['CR-1'], minutes: 60 }],
    };
    const csv = rows(toCsv(shiftStaffingReport(r, (a) => (a === 'bo' ? 'Bo Boxperson' : a))));
    expect(csv).toContain(
      '2026-01-05T19:00:00.000Z,2026-01-05T20:00:00.000Z,CR-1,,boxperson_missing,CR-1 needs a boxperson,§ 465a.35(b)(4)',
    );
    expect(csv).toContain('Bo Boxperson,boxperson,CR-1,60');
  });

  it('§ 603a.13(f): the dice inspections, with the tables their sets went to', () => {
    const i: DiceInspectionRecord = {
      id: 'I-1',
      version: 1,
      alternative: 1,
      game: 'craps',
      at: Date.UTC(2026, 0, 5, 18),
      location: 'table',
      inspectors: [{ name: 'Bo', role: 'boxperson' }],
      present: [{ name: 'Di', role: 'dealer' }],
      instruments: ['micrometer', 'balancing-caliper', 'steel-set-square', 'magnet'],
      flatSurfaceUnderSurveillance: true,
      sets: [{ id: 'C1', dice: [{ id: 'C1-1', colour: 'red' }] }],
      results: [{ die: 'C1-1', passed: true }],
    };
    const set: DiceSetRecord = {
      id: 'C1',
      version: 3,
      game: 'craps',
      dice: i.sets[0]!.dice,
      state: 'in-play',
      inspection: 'I-1',
      table: 'CR-1',
      inPlaySince: i.at,
    };
    const r = diceInspectionReport([i], [set], Date.UTC(2026, 0, 5), Date.UTC(2026, 0, 6));
    expect(r.sections[0]?.rows[0]).toMatchObject({
      id: 'I-1',
      inspectors: 'Bo (boxperson)',
      tables: 'C1@CR-1',
      citation: '§ 603a.13(f)(1)(ii)',
    });
    expect(
      diceInspectionReport([i], [set], Date.UTC(2026, 0, 6), Date.UTC(2026, 0, 7)).sections[0]?.rows,
    ).toEqual([]);
  });

  it('§ 611a.5(b): the personnel file prints its items, courses, weeks, tests and games', () => {
    const f = personnelFile(STAFF.dee, {
      ...NO_RECORDS,
      hours: [
        {
          id: 'h',
          version: 1,
          trainee: 'dee',
          game: 'blackjack',
          day: '2026-01-05',
          minutes: 480,
          instructor: 'fran',
          provider: 'certificate-holder',
          notes: '',
          at: 0,
        },
      ],
    });
    const r = personnelFileReport(f);
    expect(r.header).toContainEqual(['May deal', 'none yet']);
    expect(r.sections.map((s) => s.title)).toEqual([
      'Items required by § 611a.5(b)',
      'Courses',
      'Hours by week and game type',
      'Table tests',
      'Games',
    ]);
    expect(r.sections[1]?.rows[0]).toMatchObject({
      hours: 8,
      required: 100,
      blackjack: '8 of 80',
      weeks: 5,
      completed: '',
    });
    expect(r.sections[4]?.rows[0]).toMatchObject({ game: 'blackjack', mayDeal: 'no' });
  });
});
