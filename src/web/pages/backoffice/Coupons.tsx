/**
 * Match Play Coupons for finance (§ 603a.20(e)-(o); temporary § 525.21 the same letters): the ledger,
 * receipts, requisitions authorised, issues, returns, voids, the daily count and reconciliation, the
 * monthly inventory and the quarterly report; and for marketing: the requisition, distribution, voids
 * and the Daily Match Play Coupon Reconciliation Form. Each form is checked with the server's schema.
 */
import { useState } from 'preact/hooks';
import * as F from '../../../protocol/backoffice.js';
import { Cite } from '../../components/common.js';
import type { Field } from './fields.js';
import { BoForm, Flag, Loading, RecordTable, money, today, useData, when } from './kit.js';

interface CouponBookView {
  program: { profile: string; holder: string } | null;
  designs: { id: string; name: string; denomination: number; approval?: unknown }[];
  coupons: { id: string; design: string; denomination: number; status: string; expiresOn: string }[];
  requisitions: { id: string; neededFor: string; authorizedBy?: unknown; issued?: string }[];
  due: { code: string; message: string; citation?: string }[];
  figures: Record<string, { id: string; denomination: number }[] | unknown>;
  day: string;
  quarter: string;
}

/** The profile's paragraph for a letter of § 603a.20 (temporary § 525.21 keeps the letters). */
export const cite = (
  book: { readonly program: { readonly profile: string } | null } | undefined,
  letter: string,
): string => `§ ${book?.program?.profile === 'PROPOSED_603a' ? '603a.20' : '525.21'}(${letter})`;

const signer = (prefix: string, who: string): Field[] => [
  { name: `${prefix}.username`, label: `${who}: username` },
  { name: `${prefix}.password`, label: `${who}: password`, kind: 'password' },
];

function Stock({ book }: { book: CouponBookView }) {
  const counts = new Map<string, number>();
  for (const c of book.coupons) counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
  return (
    <div>
      <p>
        Program: {book.program ? `${book.program.holder} (${book.program.profile})` : 'not recorded'}
        {' · '}Designs: {book.designs.map((d) => `${d.id} ${money(d.denomination)}`).join(', ') || 'none'}
      </p>
      <p id="coupon-stock">
        {[...counts].map(([s, n]) => (
          <span key={s} class="stock" data-status={s}>
            {s}: <b>{n}</b>{' '}
          </span>
        ))}
      </p>
      {book.due.length ? (
        <ul class="flags" id="coupon-due">
          {book.due.map((d, i) => (
            <Flag key={i} r={d} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Reports({ day, quarter }: { day: string; quarter: string }) {
  return (
    <p class="no-print">
      Reports:{' '}
      <a href={`#/backoffice/report/daily-coupon-reconciliation/day=${day}`} id="daily-report">
        Daily coupon reconciliation, {day}
      </a>
      {' · '}
      <a href={`#/backoffice/report/quarterly-coupon-report/quarter=${quarter}`}>
        Quarterly report, {quarter}
      </a>
    </p>
  );
}

export function FinancePage() {
  const book = useData<CouponBookView>('/api/backoffice/coupons');
  const ledger = useData<{ records: Record<string, unknown>[] }>('/api/backoffice/records/couponLedger');
  const reload = (): void => {
    book.reload();
    ledger.reload();
  };
  const b = book.data;
  if (!b) return <Loading error={book.error} />;
  const designs = b.designs.map((d) => d.id);
  const pending = b.requisitions.filter((r) => !r.authorizedBy).map((r) => r.id);
  return (
    <div>
      <h2>Finance: Match Play Coupons</h2>
      <Stock book={b} />
      <Reports day={b.day} quarter={b.quarter} />
      <div class="bo-grid">
        <BoForm
          id="receipt"
          title="Receive coupons"
          citation={cite(b, 'e')}
          schema={F.CouponReceiptForm}
          path="/api/backoffice/coupons/receipts"
          onDone={reload}
          fields={[
            { name: 'id', label: 'Receipt number' },
            { name: 'design', label: 'Design', kind: 'select', options: designs },
            {
              name: 'source',
              label: 'Source',
              kind: 'select',
              options: [
                ['gaming-service-provider', 'gaming service provider'],
                ['in-house', 'printed in house'],
              ],
              initial: 'gaming-service-provider',
            },
            { name: 'from', label: 'First serial number', kind: 'int' },
            { name: 'to', label: 'Last serial number', kind: 'int' },
            { name: 'expiresOn', label: 'Expires on', kind: 'day' },
            { name: 'invoice.reference', label: 'Invoice number' },
            { name: 'invoice.quantity', label: 'Invoice quantity', kind: 'int' },
            { name: 'invoice.from', label: 'Invoice first serial', kind: 'int' },
            { name: 'invoice.to', label: 'Invoice last serial', kind: 'int' },
            { name: 'invoice.denomination', label: 'Invoice denomination ($)', kind: 'cents' },
            ...signer('checkers.0', 'Checker (finance)'),
            ...signer('checkers.1', 'Checker (marketing)'),
            { name: 'deviation.description', label: 'Deviation from the invoice (if any)' },
          ]}
        />
        <BoForm
          id="authorize"
          title="Authorise a requisition"
          citation={cite(b, 'g')}
          schema={F.AuthorizeForm}
          path="/api/backoffice/coupons/requisitions/authorize"
          onDone={reload}
          submit="Authorise"
          fields={[{ name: 'id', label: 'Requisition', kind: 'select', options: pending }]}
        />
        <BoForm
          id="issue"
          title="Issue coupons to marketing"
          citation={cite(b, 'h')}
          schema={F.IssueForm}
          path="/api/backoffice/coupons/issues"
          onDone={reload}
          submit="Issue"
          fields={[
            { name: 'id', label: 'Issue number' },
            {
              name: 'requisition',
              label: 'Requisition',
              kind: 'select',
              options: b.requisitions.map((r) => r.id),
            },
            { name: 'ranges.0.design', label: 'Design', kind: 'select', options: designs },
            { name: 'ranges.0.from', label: 'First serial number', kind: 'int' },
            { name: 'ranges.0.to', label: 'Last serial number', kind: 'int' },
            ...signer('receiver', 'Marketing supervisor taking them'),
          ]}
        />
        <BoForm
          id="return"
          title="Coupons returned by marketing"
          citation={cite(b, 'l')}
          schema={F.ReturnForm}
          path="/api/backoffice/coupons/returns"
          onDone={reload}
          fields={[
            { name: 'id', label: 'Return number' },
            {
              name: 'serials',
              label: 'Serials returned',
              kind: 'list',
              hint: 'separated by spaces or commas',
            },
            ...signer('returner', 'Marketing supervisor returning them'),
          ]}
        />
        <BoForm
          id="void-finance"
          title="Void a coupon in finance stock"
          citation={cite(b, 'h')}
          schema={F.VoidForm}
          path="/api/backoffice/coupons/void"
          onDone={reload}
          submit="Void"
          fields={[
            { name: 'serial', label: 'Serial' },
            { name: 'reason', label: 'Reason' },
          ]}
        />
        <BoForm
          id="reconcile"
          title="Daily count and reconciliation"
          citation={cite(b, 'm')}
          schema={F.FinanceReconciliationForm}
          path="/api/backoffice/coupons/reconciliations"
          onDone={reload}
          submit="Reconcile"
          fields={[
            { name: 'id', label: 'Reconciliation number' },
            { name: 'day', label: 'Gaming day', kind: 'day', initial: b.day },
            { name: 'counted', label: 'Serials counted from the drop boxes', kind: 'list' },
            {
              name: 'signaturesReviewed',
              label: "Marketing's form reviewed for its signatures",
              kind: 'check',
              initial: 'false',
            },
          ]}
        />
        <BoForm
          id="inventory"
          title="Monthly inventory"
          citation={cite(b, 'n')}
          schema={F.InventoryForm}
          path="/api/backoffice/coupons/inventories"
          onDone={reload}
          fields={[
            { name: 'id', label: 'Inventory number' },
            { name: 'month', label: 'Month (YYYY-MM)' },
            { name: 'procedure', label: 'Procedure followed' },
            { name: 'counted', label: 'Serials counted', kind: 'list' },
          ]}
        />
        <BoForm
          id="quarterly"
          title="Quarterly report to the Bureau of Casino Compliance"
          citation={cite(b, 'o')}
          schema={F.QuarterlyForm}
          path="/api/backoffice/coupons/quarterly-reports"
          onDone={reload}
          submit="File"
          fields={[
            { name: 'id', label: 'Report number' },
            { name: 'quarter', label: 'Quarter (YYYY-Qn)' },
          ]}
        />
      </div>
      <h3>
        Ledger <Cite c={cite(b, 'f')} />
      </h3>
      <RecordTable
        label="coupon ledger"
        id="ledger"
        rows={ledger.data?.records ?? []}
        columns={[
          ['id', 'Entry'],
          ['kind', 'Kind'],
          ['day', 'Day'],
          ['quantity', 'Quantity'],
          ['denomination', 'Denomination', money],
          [
            'range',
            'Serials',
            (v) => (v ? `${(v as { from: number }).from}–${(v as { to: number }).to}` : ''),
          ],
          [
            'recordedBy',
            'Signed',
            (v) => (v ? `${(v as { name: string }).name} (${(v as { credential: string }).credential})` : ''),
          ],
          ['at', 'At', when],
        ]}
      />
    </div>
  );
}

export function MarketingPage() {
  const [day] = useState(today());
  const book = useData<CouponBookView>(`/api/backoffice/coupons?day=${day}`);
  const b = book.data;
  if (!b) return <Loading error={book.error} />;
  const f = b.figures as Record<string, { id?: string; coupon?: { id: string } }[] | undefined>;
  const list = (k: string) => (f[k] ?? []).map((c) => c.coupon?.id ?? c.id).join(' ') || '—';
  const inMarketing = b.coupons.filter((c) => c.status === 'marketing-stock').map((c) => c.id);
  return (
    <div>
      <h2>Marketing: Match Play Coupons</h2>
      <Stock book={b} />
      <Reports day={b.day} quarter={b.quarter} />
      <div class="bo-grid">
        <BoForm
          id="requisition"
          title="Requisition"
          citation={cite(b, 'g')}
          schema={F.RequisitionForm}
          path="/api/backoffice/coupons/requisitions"
          onDone={book.reload}
          fields={[
            { name: 'id', label: 'Requisition number' },
            { name: 'neededFor', label: 'Needed for (day)', kind: 'day', initial: b.day },
            { name: 'lines.0.denomination', label: 'Denomination ($)', kind: 'cents' },
            { name: 'lines.0.quantity', label: 'Quantity', kind: 'int' },
          ]}
        />
        <BoForm
          id="distribute"
          title="Give coupons to a patron"
          citation={cite(b, 'd')}
          schema={F.DistributeForm}
          path="/api/backoffice/coupons/distribute"
          onDone={book.reload}
          submit="Distribute"
          fields={[
            {
              name: 'serials',
              label: 'Serials',
              kind: 'list',
              hint: `in marketing: ${inMarketing.join(' ') || 'none'}`,
            },
            { name: 'patron', label: 'Patron (optional)' },
          ]}
        />
        <BoForm
          id="void-marketing"
          title="Void a coupon in marketing stock"
          citation={cite(b, 'j')}
          schema={F.VoidForm}
          path="/api/backoffice/coupons/void"
          onDone={book.reload}
          submit="Void"
          fields={[
            { name: 'serial', label: 'Serial' },
            { name: 'reason', label: 'Reason' },
          ]}
        />
        <BoForm
          id="daily-form"
          title="Daily Match Play Coupon Reconciliation Form"
          citation={cite(b, 'j')}
          schema={F.DailyFormForm}
          path="/api/backoffice/coupons/daily-forms"
          onDone={book.reload}
          submit="Sign the form"
          fields={[
            { name: 'id', label: 'Form number' },
            { name: 'day', label: 'Gaming day', kind: 'day', initial: b.day },
            {
              name: 'counted',
              label: 'Serials in hand at the end of the day',
              kind: 'list',
              hint: `the records say: ${inMarketing.join(' ') || 'none'}`,
            },
            {
              name: 'explanations',
              label: 'Variations explained (one a line, SERIAL: explanation)',
              kind: 'map',
            },
          ]}
        >
          <dl class="report-header" id="daily-figures">
            <div>
              <dt>Received</dt>
              <dd>{list('received')}</dd>
            </div>
            <div>
              <dt>Distributed</dt>
              <dd>{list('distributed')}</dd>
            </div>
            <div>
              <dt>Voided</dt>
              <dd>{list('voided')}</dd>
            </div>
            <div>
              <dt>Remaining</dt>
              <dd>{list('remaining')}</dd>
            </div>
          </dl>
        </BoForm>
      </div>
    </div>
  );
}
