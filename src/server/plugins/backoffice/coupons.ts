/**
 * Match Play Coupons in the back office (§ 603a.20; temporary § 525.21): the program and designs
 * (compliance), the finance ledger (receipt, issue, return, voids, the daily count, the monthly
 * inventory, the quarterly report), marketing's requisitions, distribution and Daily Reconciliation
 * Form, the GSP mailing path with its exclusion screen ((q)), the book at a glance, and the check a
 * dealer asks before a coupon rides on a wager (§ 603a.21).
 */
import { z } from 'zod';
import { dayOf, quarterOf, type Day } from '../../../backoffice/common.js';
import {
  authorizeRequisition,
  distribute,
  issue,
  prepareRequisition,
  receive,
  returnToFinance,
  voidCoupon,
} from '../../../backoffice/coupons/custody.js';
import { prepareMailing, sendMailing } from '../../../backoffice/coupons/mailing.js';
import { approveDesign, recordDesign, recordProgram } from '../../../backoffice/coupons/program.js';
import {
  controlsDue,
  dailyFigures,
  fileQuarterlyReport,
  recordDailyForm,
  recordFinanceReconciliation,
  recordInventory,
} from '../../../backoffice/coupons/reconcile.js';
import { checkRedemption } from '../../../backoffice/coupons/redemption.js';
import type { Actor } from '../../../backoffice/events.js';
import type { StaffAccount } from '../../../backoffice/people.js';
import * as F from '../../../protocol/backoffice.js';
import { compact, Refused, type Kit } from './kit.js';

export function couponRoutes({ act, view, check, coupons, coSigner, me, ctx }: Kit): void {
  act('coupons/program', {
    roles: ['compliance'],
    action: 'coupon.program',
    summary: 'Record the Match Play Coupon program and its approvals',
    body: F.CouponProgramForm,
    run: async ({ me: by, actor, body }) => recordProgram(await coupons(), by, compact(body), actor),
  });
  act('coupons/designs', {
    roles: ['compliance', 'marketing'],
    action: 'coupon.design',
    summary: 'Record a coupon design',
    body: F.CouponDesignForm,
    run: async ({ me: by, actor, body }) => {
      const { machineReadable, restrictions, ...rest } = body;
      return recordDesign(
        await coupons(),
        by,
        {
          ...rest,
          restrictions: {
            games: restrictions.games,
            ...(restrictions.wagers ? { wagers: restrictions.wagers } : {}),
          },
          ...(machineReadable ? { machineReadable } : {}),
        },
        actor,
      );
    },
  });
  act('coupons/designs/approve', {
    roles: ['compliance'],
    action: 'coupon.program',
    summary: "Record the Bureau of Gaming Operations' approval of a design",
    body: F.DesignApprovalForm,
    run: async ({ me: by, actor, body }) => approveDesign(await coupons(), by, body, actor),
  });
  act('coupons/receipts', {
    roles: ['finance'],
    action: 'coupon.receive',
    summary: 'Receive coupons against the invoice',
    body: F.CouponReceiptForm,
    run: async ({ me: by, actor, body }) => {
      const checkers: StaffAccount[] = [];
      for (const [i, c] of body.checkers.entries())
        checkers.push(await coSigner(c, `checkers.${i}.password`));
      const { deviation, ...rest } = body;
      return receive(
        await coupons(),
        by,
        { ...rest, checkers, ...(deviation ? { deviation: { description: deviation.description } } : {}) },
        actor,
      );
    },
  });
  act('coupons/requisitions', {
    roles: ['marketing'],
    action: 'coupon.requisition.prepare',
    summary: 'Prepare a requisition',
    body: F.RequisitionForm,
    run: async ({ me: by, actor, body }) => prepareRequisition(await coupons(), by, body, actor),
  });
  act('coupons/requisitions/authorize', {
    roles: ['finance'],
    action: 'coupon.requisition.authorize',
    summary: 'Authorise a requisition',
    body: F.AuthorizeForm,
    run: async ({ me: by, actor, body }) => authorizeRequisition(await coupons(), by, body.id, actor),
  });
  act('coupons/issues', {
    roles: ['finance'],
    action: 'coupon.issue',
    summary: 'Issue coupons to marketing (the marketing supervisor signs for them)',
    body: F.IssueForm,
    run: async ({ me: by, actor, body }) => {
      const receiver = await coSigner(body.receiver, 'receiver.password');
      return issue(
        await coupons(),
        by,
        {
          id: body.id,
          requisition: body.requisition,
          ranges: body.ranges,
          receiver,
          ...(body.voided ? { voided: body.voided } : {}),
        },
        actor,
      );
    },
  });
  act('coupons/distribute', {
    roles: ['marketing'],
    action: 'coupon.distribute',
    summary: 'Give coupons to a patron',
    body: F.DistributeForm,
    run: async ({ me: by, actor, body }) =>
      distribute(
        await coupons(),
        by,
        { serials: body.serials, ...(body.patron ? { patron: body.patron } : {}) },
        actor,
      ),
  });
  act('coupons/void', {
    roles: ['finance', 'marketing'],
    action: 'coupon.examine',
    summary: 'Void a coupon in finance or marketing stock, with the reason',
    body: F.VoidForm,
    run: async ({ me: by, actor, body }) => voidCoupon(await coupons(), by, body, actor),
  });
  act('coupons/returns', {
    roles: ['finance'],
    action: 'coupon.return',
    summary: 'Receive coupons returned by marketing (the marketing supervisor signs)',
    body: F.ReturnForm,
    run: async ({ me: by, actor, body }) => {
      const returner = await coSigner(body.returner, 'returner.password');
      return returnToFinance(
        await coupons(),
        by,
        { id: body.id, serials: body.serials, returner, ...(body.voided ? { voided: body.voided } : {}) },
        actor,
      );
    },
  });
  act('coupons/daily-forms', {
    roles: ['marketing'],
    action: 'coupon.daily-form',
    summary: "Marketing's Daily Match Play Coupon Reconciliation Form",
    body: F.DailyFormForm,
    run: async ({ me: by, actor, body }) =>
      recordDailyForm(
        await coupons(),
        by,
        {
          id: body.id,
          day: body.day,
          counted: body.counted,
          ...(body.explanations ? { explanations: body.explanations } : {}),
        },
        actor,
      ),
  });
  act('coupons/reconciliations', {
    roles: ['finance'],
    action: 'coupon.finance-reconciliation',
    summary: "Finance's daily count, cancellation and reconciliation",
    body: F.FinanceReconciliationForm,
    run: async ({ me: by, actor, body }) => recordFinanceReconciliation(await coupons(), by, body, actor),
  });
  act('coupons/inventories', {
    roles: ['finance'],
    action: 'coupon.inventory',
    summary: 'The monthly inventory',
    body: F.InventoryForm,
    run: async ({ me: by, actor, body }) => recordInventory(await coupons(), by, body, actor),
  });
  act('coupons/quarterly-reports', {
    roles: ['finance', 'compliance'],
    action: 'coupon.quarterly-report',
    summary: 'File the quarterly report to the Bureau of Casino Compliance',
    body: F.QuarterlyForm,
    run: async ({ me: by, actor, body }) => fileQuarterlyReport(await coupons(), by, body, actor),
  });

  /** A screen as the domain reads it: screened now unless the form says when. */
  const screenOf = (s: z.output<typeof F.MailingForm>['screen'], actor: Actor) => ({
    at: s.at ?? actor.at,
    selfExclusionListAsOf: s.selfExclusionListAsOf,
    exclusionListAsOf: s.exclusionListAsOf,
  });
  act('coupons/mailings', {
    roles: ['marketing'],
    action: 'coupon.mailing',
    summary: 'Prepare a GSP mailing list, each patron screened against both exclusion lists',
    body: F.MailingForm,
    fields: { bad_day: 'expiresOn', serial_not_unique: 'firstNumber' },
    run: async ({ me: by, actor, body }) =>
      prepareMailing(await coupons(), by, { ...body, screen: screenOf(body.screen, actor) }, actor),
  });
  act('coupons/mailings/send', {
    roles: ['marketing'],
    action: 'coupon.mailing',
    summary: 'Send a mailing list to the GSP after screening every patron on it again',
    body: F.MailingSendForm,
    run: async ({ me: by, actor, body }) =>
      sendMailing(await coupons(), by, { ...body, screen: screenOf(body.screen, actor) }, actor),
  });

  // The coupon book at a glance: stock by status, what is due today, the day's figures.
  view(
    'coupons',
    {
      roles: ['finance', 'marketing', 'compliance'],
      summary: "The coupon book: each serial's status, what is due, the day's figures",
      query: z.object({ day: F.Day.optional() }).strict(),
    },
    async ({ query }) => {
      const book = await coupons();
      const day: Day = query.day ?? dayOf(Date.now());
      return {
        program: book.program ?? null,
        designs: book.designs,
        coupons: book.coupons.map((c) => ({
          id: c.id,
          design: c.design,
          denomination: c.denomination,
          status: c.status,
          expiresOn: c.expiresOn,
        })),
        requisitions: book.requisitions,
        mailings: book.mailings,
        due: controlsDue(book, day),
        figures: dailyFigures(book, day),
        day,
        quarter: quarterOf(day),
      };
    },
  );

  // Redemption, checked before the wager.
  check(
    'coupons/check',
    {
      roles: ['dealer', 'floorperson'],
      summary: 'Whether a coupon may ride on a wager at this table now (§ 603a.21): every reason it may not',
      body: F.RedeemCheckForm,
    },
    async ({ user, body }) => {
      const who = await me(user);
      const host = ctx.tables.get(body.table);
      if (!host) throw new Refused(404, { code: 'unknown_table', message: `no open table ${body.table}` });
      const seen = host.view({ role: 'compliance' }) as { kind?: unknown };
      const book = await coupons();
      const problems = checkRedemption(book, {
        serial: body.serial,
        table: {
          id: host.tableName ?? host.id,
          game: host.game.id,
          kind: seen.kind === 'non-banked' ? 'non-banked' : 'banked',
        },
        wager: { seat: body.seat, spot: body.kind, kind: body.kind },
        redeemer: who,
        at: Date.now(),
      });
      const c = book.coupons.find((x) => x.id === body.serial);
      return { ok: problems.length === 0, problems, value: c?.denomination ?? null };
    },
  );
}
