/**
 * Compliance: the retention schedule (§ 465a.6(c)) with what is eligible for destruction and its export
 * first, the coupon program (CouponProgram.tsx), the dice (Dice.tsx) and the Counter Checks
 * (CounterChecks.tsx) as the other departments record them, the Executive Director's approvals of
 * training durations (DurationApprovals.tsx, § 611a.2(c)), and the audit log and its chain.
 */
import { useState } from 'preact/hooks';
import * as F from '../../../protocol/backoffice.js';
import { api, type ApiError } from '../../api.js';
import { Cite, ErrorBox } from '../../components/common.js';
import { CounterChecks } from './CounterChecks.js';
import { CouponProgram } from './CouponProgram.js';
import { Dice } from './Dice.js';
import { DurationApprovals } from './DurationApprovals.js';
import { BoForm, Loading, RecordTable, useData, when } from './kit.js';

interface RetentionView {
  today: string;
  kinds: {
    kind: string;
    what: string;
    months: number;
    citation: string;
    records: number;
    due: { id: string; eligibleFrom: string }[];
    exports: { id: string; ids: string[]; exportedAt: number }[];
  }[];
}

function Retention() {
  const r = useData<RetentionView>('/api/backoffice/retention');
  const [file, setFile] = useState<{ kind: string; content: string } | undefined>(undefined);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  if (!r.data) return <Loading error={r.error} />;
  const exportNow = async (kind: string): Promise<void> => {
    const a = await api<{ content: string }>('POST', '/api/backoffice/retention/exports', {
      id: `X-${kind}-${Date.now().toString(36)}`,
      kind,
    });
    if (a.ok) {
      setFile({ kind, content: a.body.content });
      setError(undefined);
      r.reload();
    } else setError(a.error);
  };
  return (
    <section>
      <h3>
        Retention schedule, {r.data.today} <Cite c="§ 465a.6(c)" />
      </h3>
      <ErrorBox error={error} />
      <RecordTable
        label="retention schedule"
        id="retention"
        rows={r.data.kinds}
        columns={[
          ['kind', 'Records'],
          ['what', 'Kept as'],
          ['months', 'Months'],
          ['citation', 'Rule', (v) => <Cite c={String(v)} />],
          ['records', 'Held'],
          [
            'due',
            'Eligible for destruction',
            (v, row) => {
              const due = v as { id: string; eligibleFrom: string }[];
              const exported = (row['exports'] as { ids: string[] }[]).flatMap((e) => e.ids);
              const waiting = due.filter((d) => !exported.includes(d.id));
              return due.length ? (
                <>
                  {due.length} ({due.map((d) => d.id).join(', ')}){' '}
                  {waiting.length ? (
                    <button type="button" onClick={() => void exportNow(String(row['kind']))}>
                      Export first
                    </button>
                  ) : (
                    <span class="muted">exported</span>
                  )}
                </>
              ) : (
                <span class="muted">none</span>
              );
            },
          ],
        ]}
      />
      {file ? (
        <p class="ok">
          Export of {file.kind} made:{' '}
          <a
            download={`${file.kind}.jsonl`}
            href={`data:application/x-ndjson;charset=utf-8,${encodeURIComponent(file.content)}`}
          >
            download the file
          </a>
          ; its hash is in the register. Destroy only after the file is kept.
        </p>
      ) : null}
      <BoForm
        id="destroy"
        title="Destroy exported records"
        citation="§ 465a.6(c)"
        schema={F.RetentionForm.extend({ export: F.RetentionForm.shape.id })}
        path="/api/backoffice/retention/destructions"
        onDone={r.reload}
        submit="Destroy"
        fields={[
          { name: 'id', label: 'Destruction number' },
          { name: 'kind', label: 'Records', kind: 'select', options: r.data.kinds.map((k) => k.kind) },
          {
            name: 'export',
            label: 'Export',
            kind: 'select',
            options: r.data.kinds.flatMap((k) => k.exports.map((e) => e.id)),
          },
        ]}
      />
    </section>
  );
}

function Audit() {
  const a = useData<{
    check: { ok: boolean; entries: number; broken?: { seq: number; reason: string } };
    entries: {
      seq: number;
      hash: string;
      event: { type: string; summary: string; actor: string; at: number; citation?: string };
    }[];
  }>('/api/backoffice/audit');
  if (!a.data) return <Loading error={a.error} />;
  const last = a.data.entries.slice(-30).reverse();
  return (
    <section>
      <h3>Audit log</h3>
      <p id="audit-check" class={a.data.check.ok ? 'ok' : 'error'}>
        {a.data.check.ok
          ? `The chain of ${a.data.check.entries} entries verifies.`
          : `Broken at entry ${a.data.check.broken?.seq}: ${a.data.check.broken?.reason}`}
      </p>
      <RecordTable
        label="audit log"
        rows={last.map((e) => ({ seq: e.seq, ...e.event, hash: e.hash.slice(0, 12) }))}
        columns={[
          ['seq', '#'],
          ['at', 'At', when],
          ['actor', 'By'],
          ['summary', 'What'],
          ['citation', 'Rule', (v) => <Cite c={v as string | undefined} />],
          ['hash', 'Hash'],
        ]}
      />
    </section>
  );
}

export function CompliancePage() {
  const [tab, setTab] = useState<'audit' | 'retention' | 'dice' | 'counter' | 'coupons' | 'durations'>(
    'retention',
  );
  const tabs = [
    ['retention', 'Retention'],
    ['coupons', 'Coupon program'],
    ['dice', 'Dice'],
    ['counter', 'Counter Checks'],
    ['durations', 'Training durations'],
    ['audit', 'Audit log'],
  ] as const;
  return (
    <div>
      <h2>Compliance</h2>
      <div class="bo-nav" role="tablist">
        {tabs.map(([k, l]) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k ? 'true' : 'false'}
            onClick={() => setTab(k)}
          >
            {l}
          </button>
        ))}
      </div>
      {tab === 'retention' ? <Retention /> : null}
      {tab === 'coupons' ? <CouponProgram /> : null}
      {tab === 'dice' ? <Dice canRecord={false} /> : null}
      {tab === 'counter' ? <CounterChecks role="compliance" /> : null}
      {tab === 'durations' ? <DurationApprovals /> : null}
      {tab === 'audit' ? <Audit /> : null}
    </div>
  );
}
