/**
 * The back office's reports as data (report.ts prints them as CSV): the daily coupon reconciliation
 * (§ 603a.20(j), (m)), the quarterly coupon report to the Bureau of Casino Compliance (§ 603a.20(o)),
 * the shift staffing report (§ 465a.35), the dice inspections (§ 603a.13(f), (g)) and a dealer's
 * training personnel file (§ 611a.5(b)). Coupon reports cite the profile in force.
 */
import { cite } from '../../core/citation.js';
import { formatCents } from '../../core/money.js';
import type { Day } from '../common.js';
import { dailyFigures, quarterlyLines } from '../coupons/reconcile.js';
import type { CouponBook, SerialRange } from '../coupons/model.js';
import { at, DEFAULT_PROFILE } from '../coupons/rules.js';
import { inspectionOutcome } from '../dice-inspection.js';
import type { DiceInspectionRecord, DiceSetRecord } from '../dice-sets.js';
import type { ShiftReport } from '../floor/assignments.js';
import type { PersonnelFile } from '../personnel-file.js';
import type { Signature } from '../people.js';
import { iso, type Report } from './report.js';

const signer = (s: Signature | undefined): string =>
  s ? `${s.name} (credential ${s.credential}) ${iso(s.signedAt)}` : 'not signed';
const ranges = (rs: readonly SerialRange[]): string =>
  rs.map((r) => (r.from === r.to ? `${r.design} ${r.from}` : `${r.design} ${r.from}-${r.to}`)).join('; ');

/** The day's form and finance reconciliation, or marketing's figures marked unsigned when none is filed yet. */
export function dailyCouponReport(book: CouponBook, day: Day): Report {
  const p = book.program?.profile ?? DEFAULT_PROFILE;
  const form = book.dailyForms.find((f) => f.day === day);
  const rec = book.reconciliations.find((r) => r.day === day);
  const f = dailyFigures(book, day);
  const count = (xs: readonly { readonly denomination: number }[], d: number) =>
    xs.filter((x) => x.denomination === d).length;
  const denoms = [
    ...new Set(
      [...f.carriedOver, ...f.received, ...f.distributed, ...f.returned, ...f.remaining].map(
        (c) => c.denomination,
      ),
    ),
  ].sort((a, b) => a - b);
  return {
    kind: 'daily-coupon-reconciliation',
    title: `Daily Match Play Coupon Reconciliation, ${day}`,
    citation: at(p, 'dailyForm'),
    header: [
      ['Gaming day', day],
      ['Received from finance', ranges(form?.received ?? [])],
      ['Marketing supervisor', signer(form?.signedBy)],
      ['Finance supervisor', signer(rec?.signedBy)],
      ['Reconciled', rec ? (rec.balanced ? 'balanced' : 'NOT balanced') : 'not yet reconciled'],
    ],
    sections: [
      {
        title: 'By denomination',
        columns: [
          { key: 'denomination', label: 'Denomination' },
          { key: 'carried', label: 'Carried over' },
          { key: 'received', label: 'Received' },
          { key: 'distributed', label: 'Distributed' },
          { key: 'voided', label: 'Voided' },
          { key: 'returned', label: 'Returned' },
          { key: 'remaining', label: 'Remaining (kept)' },
        ],
        rows: denoms.map((d) => ({
          denomination: formatCents(d),
          carried: count(f.carriedOver, d),
          received: count(f.received, d),
          distributed: count(f.distributed, d),
          voided: f.voided.filter((v) => v.coupon.denomination === d).length,
          returned: count(f.returned, d),
          remaining: count(f.remaining, d),
        })),
      },
      {
        title: 'Voided coupons',
        columns: [
          { key: 'serial', label: 'Serial' },
          { key: 'reason', label: 'Reason' },
        ],
        rows: f.voided.map((v) => ({ serial: v.coupon.id, reason: v.reason })),
      },
      {
        title: 'Variations',
        columns: [
          { key: 'serial', label: 'Serial' },
          { key: 'finding', label: 'Finding' },
          { key: 'explanation', label: 'Explanation' },
        ],
        rows: (form?.variations ?? []).map((v) => ({ ...v })),
      },
      {
        title: 'Finance totals',
        columns: [
          { key: 'what', label: 'Total' },
          { key: 'n', label: 'Coupons' },
        ],
        rows: rec ? Object.entries(rec.totals).map(([what, n]) => ({ what, n })) : [],
      },
      {
        title: 'Drop-box exceptions',
        columns: [
          { key: 'serial', label: 'Serial' },
          { key: 'finding', label: 'Finding' },
        ],
        rows: rec?.exceptions ?? [],
      },
    ],
  };
}

/** The quarterly report: the filed one, or the figures as they stand. */
export function quarterlyCouponReport(book: CouponBook, quarter: string): Report {
  const p = book.program?.profile ?? DEFAULT_PROFILE;
  const filed = book.quarterly.find((q) => q.quarter === quarter);
  const lines = filed?.lines ?? quarterlyLines(book, quarter) ?? [];
  return {
    kind: 'quarterly-coupon-report',
    title: `Match Play Coupons redeemed, ${quarter}`,
    citation: at(p, 'quarterly'),
    header: [
      ['Certificate holder', book.program?.holder ?? ''],
      ['Quarter', quarter],
      ['Filed', filed ? `${filed.filedOn} by ${signer(filed.signedBy)}` : 'not filed'],
      ['Total value redeemed', formatCents(lines.reduce((a, l) => a + l.redeemedValue, 0))],
    ],
    sections: [
      {
        title: 'By denomination',
        columns: [
          { key: 'denomination', label: 'Denomination' },
          { key: 'redeemed', label: 'Coupons redeemed' },
          { key: 'redeemedValue', label: 'Value redeemed' },
          { key: 'distributed', label: 'Coupons distributed' },
          { key: 'distributedValue', label: 'Value distributed' },
        ],
        rows: lines.map((l) => ({
          denomination: formatCents(l.denomination),
          redeemed: l.redeemed,
          redeemedValue: formatCents(l.redeemedValue),
          distributed: l.distributed,
          distributedValue: formatCents(l.distributedValue),
        })),
      },
    ],
  };
}

export function shiftStaffingReport(r: ShiftReport, name: (account: string) => string = (a) => a): Report {
  return {
    kind: 'shift-staffing',
    title: `Shift staffing, ${iso(r.from)} to ${iso(r.to)}`,
    citation: r.citation,
    header: [
      ['From', iso(r.from)],
      ['To', iso(r.to)],
      ['Shortfalls', r.shortfalls.length],
    ],
    sections: [
      {
        title: 'Shortfalls',
        columns: [
          { key: 'from', label: 'From' },
          { key: 'to', label: 'To' },
          { key: 'table', label: 'Table' },
          { key: 'who', label: 'Employee' },
          { key: 'code', label: 'Shortfall' },
          { key: 'message', label: 'Detail' },
          { key: 'citation', label: 'Citation' },
        ],
        rows: r.shortfalls.map((s) => ({
          from: iso(s.from),
          to: iso(s.to),
          table: s.shortfall.table ?? '',
          who: s.shortfall.account ? name(s.shortfall.account) : '',
          code: s.shortfall.code,
          message: s.shortfall.message,
          citation: s.shortfall.citation ?? '',
        })),
      },
      {
        title: 'Staff',
        columns: [
          { key: 'who', label: 'Employee' },
          { key: 'role', label: 'Role' },
          { key: 'tables', label: 'Tables' },
          { key: 'minutes', label: 'Minutes' },
        ],
        rows: r.staff.map((s) => ({
          who: name(s.account),
          role: s.role,
          tables: s.tables.join(' '),
          minutes: s.minutes,
        })),
      },
    ],
  };
}

export function diceInspectionReport(
  inspections: readonly DiceInspectionRecord[],
  sets: readonly DiceSetRecord[],
  from: number,
  to: number,
): Report {
  const mine = inspections.filter((i) => i.at >= from && i.at < to).sort((a, b) => a.at - b.at);
  return {
    kind: 'dice-inspections',
    title: `Dice inspections, ${iso(from)} to ${iso(to)}`,
    citation: cite('§ 603a.13(f)'),
    header: [
      ['Inspections', mine.length],
      [
        'Sets removed for a Dice Discrepancy Report',
        sets.filter(
          (s) => s.removal && (s.removal.reason === 'defect' || s.removal.reason === 'board-request'),
        ).length,
      ],
    ],
    sections: [
      {
        title: 'Inspections',
        columns: [
          { key: 'at', label: 'Time' },
          { key: 'id', label: 'Record' },
          { key: 'alternative', label: 'Alternative' },
          { key: 'game', label: 'Game' },
          { key: 'location', label: 'Location' },
          { key: 'inspectors', label: 'Inspected by' },
          { key: 'present', label: 'In the presence of' },
          { key: 'sets', label: 'Sets' },
          { key: 'failed', label: 'Dice failed' },
          { key: 'tables', label: 'In play at' },
          { key: 'citation', label: 'Citation' },
        ],
        rows: mine.map((i) => {
          const o = inspectionOutcome(i);
          return {
            at: iso(i.at),
            id: i.id,
            alternative: i.alternative,
            game: i.game,
            location: i.location,
            inspectors: i.inspectors.map((p) => `${p.name} (${p.role})`).join('; '),
            present: i.present.map((p) => `${p.name} (${p.role})`).join('; '),
            sets: i.sets.map((s) => s.id).join(' '),
            failed: o.failedDice.join(' '),
            tables: sets
              .filter((s) => s.inspection === i.id && s.table)
              .map((s) => `${s.id}@${s.table ?? ''}`)
              .join(' '),
            citation: o.citation,
          };
        }),
      },
    ],
  };
}

export function personnelFileReport(f: PersonnelFile): Report {
  const h = (m: number) => Math.round((m / 60) * 100) / 100;
  return {
    kind: 'personnel-file',
    title: `Training personnel file: ${f.dealer.name}`,
    citation: cite('§ 611a.5(b)'),
    header: [
      ['Employee', f.dealer.name],
      ['Credential', f.dealer.credential ?? ''],
      ['Hours dealt on the live floor', h(f.liveMinutes)],
      [
        'May deal',
        f.games
          .filter((g) => g.mayDeal)
          .map((g) => g.game)
          .join(' ') || 'none yet',
      ],
    ],
    sections: [
      {
        title: 'Items required by § 611a.5(b)',
        columns: [
          { key: 'item', label: 'Item' },
          { key: 'what', label: 'Completed' },
          { key: 'on', label: 'On' },
          { key: 'citation', label: 'Citation' },
        ],
        rows: f.items.map((i) => ({ item: `(${i.item})`, what: i.what, on: i.on, citation: i.citation })),
      },
      {
        title: 'Courses',
        columns: [
          { key: 'basis', label: 'Course' },
          { key: 'label', label: 'Game type' },
          { key: 'hours', label: 'Hours' },
          { key: 'required', label: 'Required' },
          { key: 'blackjack', label: 'Blackjack hours' },
          { key: 'weeks', label: 'Weeks allowed' },
          { key: 'completed', label: 'Completed on' },
          { key: 'citation', label: 'Citation' },
        ],
        rows: f.courses.map((c) => ({
          basis: c.basis === 'initial' ? 'first course (a)' : 'different game type (b)',
          label: c.label,
          hours: h(c.minutes),
          required: c.requiredMinutes / 60,
          blackjack: c.requiredBlackjackMinutes
            ? `${h(c.blackjackMinutes)} of ${c.requiredBlackjackMinutes / 60}`
            : '',
          weeks: c.weeks,
          completed: c.completedOn ?? '',
          citation: c.citation,
        })),
      },
      {
        title: 'Hours by week and game type',
        columns: [
          { key: 'week', label: 'Week' },
          { key: 'type', label: 'Game type' },
          { key: 'hours', label: 'Hours' },
          { key: 'blackjack', label: 'Of which Blackjack' },
        ],
        rows: f.weeks.map((w) => ({
          week: w.week,
          type: w.type,
          hours: h(w.minutes),
          blackjack: h(w.blackjackMinutes),
        })),
      },
      {
        title: 'Table tests',
        columns: [
          { key: 'day', label: 'Day' },
          { key: 'game', label: 'Game' },
          { key: 'result', label: 'Result' },
          { key: 'examiner', label: 'Examiner' },
          { key: 'level', label: 'Level' },
        ],
        rows: f.tests.map((t) => ({
          day: t.day,
          game: t.game,
          result: t.result,
          examiner: t.examiner,
          level: t.examinerPosition,
        })),
      },
      {
        title: 'Games',
        columns: [
          { key: 'game', label: 'Game' },
          { key: 'mayDeal', label: 'May deal' },
          { key: 'missing', label: 'Missing' },
        ],
        rows: f.games.map((g) => ({
          game: g.game,
          mayDeal: g.mayDeal ? 'yes' : 'no',
          missing: g.missing.map((m) => `${m.what} (${m.citation})`).join('; '),
        })),
      },
    ],
  };
}
