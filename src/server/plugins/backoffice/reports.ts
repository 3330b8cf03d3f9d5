/**
 * The reports (src/backoffice/reports): the daily coupon reconciliation and the quarterly coupon report
 * (§ 603a.20(m), (o)), the shift staffing report (§ 465a.35), dice inspections (§ 603a.13) and a dealer's
 * training personnel file (§ 611a.5(b)), as data for the web to print or as CSV (`format=csv`); each to
 * the positions `roles.ts` lets read it, and a dealer only his own file.
 */
import { z } from 'zod';
import { dayOf, DAY_MS, quarterOf } from '../../../backoffice/common.js';
import { shiftReport } from '../../../backoffice/floor/assignments.js';
import { personnelFile } from '../../../backoffice/personnel-file.js';
import {
  dailyCouponReport,
  diceInspectionReport,
  personnelFileReport,
  quarterlyCouponReport,
  shiftStaffingReport,
} from '../../../backoffice/reports/builders.js';
import { toCsv, type Report } from '../../../backoffice/reports/report.js';
import { mayReport, ROLES, rolesOf } from '../../../backoffice/roles.js';
import { loadTraining } from '../../../backoffice/training-register.js';
import * as F from '../../../protocol/backoffice.js';
import { Refused, STAFF_ROLES, type Kit } from './kit.js';

const Query = z
  .object({
    day: F.Day.optional(),
    quarter: z
      .string()
      .regex(/^\d{4}-Q[1-4]$/)
      .optional(),
    from: z.coerce.number().int().optional(),
    to: z.coerce.number().int().optional(),
    dealer: z.string().max(32).optional(),
    format: z.enum(['json', 'csv']).optional(),
  })
  .strict();

export function reportRoutes({
  view,
  me,
  repos,
  coupons,
  floorTables,
  names,
  dealingRule,
  staffNamed,
}: Kit): void {
  view(
    'reports/:kind',
    {
      roles: STAFF_ROLES,
      summary: 'A report as data (printed by the web) or as CSV (`format=csv`)',
      params: z.object({ kind: z.enum(F.REPORT_KINDS) }).strict(),
      query: Query,
      answer: z.unknown(),
    },
    async ({ user, params, query, reply }) => {
      const who = await me(user);
      const kind = params.kind;
      if (!mayReport(who.position, kind))
        throw new Refused(403, {
          code: 'not_authorised',
          message: `a ${who.position} does not read this report`,
        });
      const q = query;
      const now = Date.now();
      let report: Report;
      if (kind === 'daily-coupon-reconciliation') {
        const day = q.day ?? dayOf(now);
        report = dailyCouponReport(await coupons(), day);
      } else if (kind === 'quarterly-coupon-report') {
        report = quarterlyCouponReport(await coupons(), q.quarter ?? quarterOf(dayOf(now)));
      } else if (kind === 'shift-staffing') {
        const to = q.to ?? now + 1;
        const from = q.from ?? to - DAY_MS / 3;
        const { tables, sessions } = await floorTables();
        const n = await names();
        report = shiftStaffingReport(
          shiftReport(tables, sessions, await repos.assignments.list(), from, to, {
            mayDeal: await dealingRule(),
          }),
          (a) => n.get(a) ?? a,
        );
      } else if (kind === 'dice-inspections') {
        const to = q.to ?? now + 1;
        report = diceInspectionReport(
          await repos.diceInspections.list(),
          await repos.diceSets.list(),
          q.from ?? to - 7 * DAY_MS,
          to,
        );
      } else {
        const dealer = q.dealer ?? who.id;
        const ownOnly = rolesOf(who.position).every((r) => ROLES[r].see.length === 0);
        if (ownOnly && dealer !== who.id)
          throw new Refused(403, {
            code: 'not_authorised',
            message: 'a dealer reads only his own personnel file',
          });
        const d = await staffNamed(dealer, 'dealer');
        const n = await names();
        report = personnelFileReport(personnelFile(d, await loadTraining(repos), (a) => n.get(a) ?? a));
      }
      if (q.format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}.csv"`)
          .send(toCsv(report));
      return report;
    },
  );
}
