/**
 * Compliance: the audit log and its chain, the retention schedule (§ 465a.6(c)) with what is eligible for
 * destruction and its export first, the dice sets and inspections (§ 603a.13), and the Counter Checks
 * (§ 609a.13(c)(3)).
 */
import { useState } from 'preact/hooks';
import * as F from '../../../protocol/backoffice.js';
import { api, type ApiError } from '../../api.js';
import { Cite, ErrorBox } from '../../components/common.js';
import { BoForm, Loading, RecordTable, money, text, useData, when } from './kit.js';

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

interface DiceView {
  sets: Record<string, unknown>[];
  inspections: Record<string, unknown>[];
  tables: Record<string, unknown>[];
}

export function Dice({ canRecord }: { canRecord: boolean }) {
  const d = useData<DiceView>('/api/backoffice/dice');
  if (!d.data) return <Loading error={d.error} />;
  return (
    <section>
      <h3>
        Dice <Cite c="§ 603a.13" />
      </h3>
      <h4>At the tables</h4>
      <RecordTable
        label="dice at tables"
        rows={d.data.tables}
        columns={[
          ['table', 'Table'],
          ['game', 'Game'],
          ['set', 'Set'],
          [
            'problems',
            'Flags',
            (v) => text(((v as { message: string }[] | undefined) ?? []).map((p) => p.message)),
          ],
        ]}
      />
      <h4>Sets</h4>
      <RecordTable
        label="dice sets"
        id="dice-sets"
        rows={d.data.sets}
        columns={[
          ['id', 'Set'],
          ['game', 'Game'],
          ['state', 'State'],
          ['table', 'Table'],
          ['inspection', 'Inspection'],
          ['inPlaySince', 'In play since', when],
        ]}
      />
      <h4>Inspections</h4>
      <RecordTable
        label="dice inspections"
        rows={d.data.inspections}
        columns={[
          ['id', 'Inspection'],
          ['alternative', 'Alternative'],
          ['game', 'Game'],
          ['location', 'Where'],
          ['inspectors', 'Inspectors', (v) => text((v as { name: string }[]).map((p) => p.name))],
          ['at', 'At', when],
        ]}
      />
      <p>
        <a href="#/backoffice/report/dice-inspections/">Dice inspection report</a>
      </p>
      {canRecord ? (
        <div class="bo-grid">
          <BoForm
            id="dice-in-play"
            title="Put a sealed set in play"
            citation="§ 603a.13(f)"
            schema={F.PutInPlayForm}
            path="/api/backoffice/dice/in-play"
            onDone={d.reload}
            fields={[
              { name: 'set', label: 'Set' },
              { name: 'table', label: 'Table (floor name)' },
              { name: 'game', label: 'Game', kind: 'select', options: F.DICE_GAMES },
              { name: 'sealIntact', label: 'Seal intact', kind: 'check', initial: 'true' },
            ]}
          />
          <BoForm
            id="dice-removal"
            title="Remove a set from play"
            citation="§ 603a.13(g)"
            schema={F.RemoveForm}
            path="/api/backoffice/dice/removals"
            onDone={d.reload}
            submit="Remove"
            fields={[
              { name: 'set', label: 'Set' },
              {
                name: 'reason',
                label: 'Reason',
                kind: 'select',
                options: ['retention-limit', 'table-closed', 'die-lost', 'defect', 'board-request'],
              },
            ]}
          />
        </div>
      ) : null}
      {canRecord ? (
        <BoForm
          id="dice-set"
          title="Receive a dice set"
          citation="§ 603a.13"
          schema={F.DiceSetForm}
          path="/api/backoffice/dice/sets"
          onDone={d.reload}
          prune={(b) => ({
            ...b,
            dice: ((b['dice'] as { id?: string }[] | undefined) ?? []).filter((x) => x && x.id),
          })}
          fields={[
            { name: 'id', label: 'Set' },
            { name: 'game', label: 'Game', kind: 'select', options: F.DICE_GAMES },
            ...[0, 1, 2, 3, 4].flatMap((i) => [
              { name: `dice.${i}.id`, label: `Die ${i + 1}: serial` },
              {
                name: `dice.${i}.colour`,
                label: `Die ${i + 1}: colour`,
                kind: 'select' as const,
                options: ['red', 'green', 'white', 'clear'],
                initial: 'red',
              },
            ]),
          ]}
        />
      ) : null}
    </section>
  );
}

/** Finance's Counter Check forms (§ 609a.13(c)(3)): books into the unused supply, and a check prepared. */
export function CounterCheckForms({ onDone }: { onDone?: () => void }) {
  return (
    <div class="bo-grid">
      <BoForm
        id="check-book"
        title="Receive a Counter Check book"
        citation="§ 609a.13(c)(3)"
        schema={F.CheckBookForm}
        path="/api/backoffice/counter-checks/books"
        {...(onDone ? { onDone } : {})}
        fields={[
          { name: 'id', label: 'Book' },
          { name: 'from', label: 'First serial', kind: 'int' },
          { name: 'to', label: 'Last serial', kind: 'int' },
        ]}
      />
      <BoForm
        id="counter-check"
        title="Prepare a Counter Check"
        citation="§ 609a.13(c)(3)"
        schema={F.CounterCheckForm}
        path="/api/backoffice/counter-checks"
        {...(onDone ? { onDone } : {})}
        fields={[
          { name: 'book', label: 'Book' },
          { name: 'serial', label: 'Serial', kind: 'int' },
          { name: 'patron.id', label: 'Patron id' },
          { name: 'patron.name', label: 'Patron name' },
          { name: 'amount', label: 'Amount ($)', kind: 'cents' },
          { name: 'table', label: 'Table (if at one)' },
          { name: 'patronSigned', label: 'Signed by the patron', kind: 'check', initial: 'false' },
        ]}
      />
    </div>
  );
}

/** The coupon program, its designs and their approvals (§ 525.21(b), (c)), recorded by compliance. */
function CouponProgram() {
  const book = useData<{
    program: Record<string, unknown> | null;
    designs: Record<string, unknown>[];
  }>('/api/backoffice/coupons');
  if (!book.data) return <Loading error={book.error} />;
  const approval = (prefix: string, what: string) => [
    { name: `${prefix}.reference`, label: `${what}: approval reference` },
    { name: `${prefix}.approvedOn`, label: `${what}: approved on`, kind: 'day' as const },
  ];
  return (
    <section>
      <p>
        Program:{' '}
        {book.data.program
          ? `${text(book.data.program['holder'])} (${text(book.data.program['profile'])})`
          : 'not recorded'}
      </p>
      <RecordTable
        label="coupon designs"
        rows={book.data.designs}
        columns={[
          ['id', 'Design'],
          ['name', 'Name'],
          ['denomination', 'Value', money],
          ['serialPrefix', 'Prefix'],
          ['restrictions', 'Games', (v) => text((v as { games: string[] }).games)],
          ['approval', 'Approved', (v) => text((v as { reference?: string } | undefined)?.reference)],
        ]}
      />
      <div class="bo-grid">
        <BoForm
          id="program"
          title="The coupon program"
          citation="§ 525.21(b)"
          schema={F.CouponProgramForm}
          path="/api/backoffice/coupons/program"
          onDone={book.reload}
          fields={[
            { name: 'id', label: 'Program', initial: 'program' },
            {
              name: 'profile',
              label: 'Rules in force',
              kind: 'select',
              options: [
                ['TEMP_525', 'temporary §§ 525.21-525.22'],
                ['PROPOSED_603a', 'proposed §§ 603a.20-603a.21'],
              ],
              initial: 'TEMP_525',
            },
            { name: 'holder', label: 'Certificate holder' },
            ...approval('internalControls', 'Internal controls'),
            ...approval('financeStorage', "Finance's storage"),
            { name: 'financeStorage.location', label: "Finance's storage: where" },
            ...approval('marketingStorage', "Marketing's storage"),
            { name: 'marketingStorage.location', label: "Marketing's storage: where" },
          ]}
        />
        <BoForm
          id="design"
          title="A coupon design"
          citation="§ 525.21(c)"
          schema={F.CouponDesignForm}
          path="/api/backoffice/coupons/designs"
          onDone={book.reload}
          fields={[
            { name: 'id', label: 'Design' },
            { name: 'name', label: 'Name' },
            { name: 'holderNameOrLogo', label: 'Name or logo printed' },
            { name: 'denomination', label: 'Value ($)', kind: 'cents' },
            { name: 'serialPrefix', label: 'Serial prefix' },
            { name: 'serialDigits', label: 'Serial digits', kind: 'int', initial: '6' },
            { name: 'restrictions.games', label: 'Games it may be used at', kind: 'list' },
            { name: 'expirationStatement', label: 'Expiration statement' },
            {
              name: 'terms.payout',
              label: 'Paid',
              kind: 'select',
              options: [
                ['wager-odds', "at the wager's odds"],
                ['even-money-on-coupon', 'even money on the coupon'],
              ],
              initial: 'wager-odds',
            },
            {
              name: 'valueVisibleToSurveillance',
              label: 'Value legible to surveillance',
              kind: 'check',
              initial: 'false',
            },
            {
              name: 'chipPlacementArea',
              label: 'Has a chip placement area',
              kind: 'check',
              initial: 'false',
            },
            { name: 'terms.pushRides', label: 'A push rides again', kind: 'check', initial: 'false' },
          ]}
        />
        <BoForm
          id="design-approval"
          title="Approval of a design"
          citation="§ 525.21(b)(1)"
          schema={F.DesignApprovalForm}
          path="/api/backoffice/coupons/designs/approve"
          onDone={book.reload}
          submit="Record the approval"
          fields={[
            {
              name: 'design',
              label: 'Design',
              kind: 'select',
              options: book.data.designs.map((d) => String(d['id'])),
            },
            ...approval('approval', 'Bureau of Gaming Operations'),
          ]}
        />
      </div>
    </section>
  );
}

function CounterChecks() {
  const c = useData<{
    books: Record<string, unknown>[];
    checks: Record<string, unknown>[];
    custodyBreaks: string[];
  }>('/api/backoffice/counter-checks');
  if (!c.data) return <Loading error={c.error} />;
  return (
    <section>
      <h3>
        Counter Checks <Cite c="§ 609a.13(c)(3)" />
      </h3>
      {c.data.custodyBreaks.map((b) => (
        <div class="error" key={b}>
          {b}
        </div>
      ))}
      <RecordTable
        label="counter check books"
        rows={c.data.books}
        columns={[
          ['id', 'Book'],
          ['from', 'From'],
          ['to', 'To'],
          ['custody', 'Custody'],
        ]}
      />
      <RecordTable
        label="counter checks"
        rows={c.data.checks}
        columns={[
          ['id', 'Check'],
          ['book', 'Book'],
          ['amount', 'Amount', money],
          ['patron', 'Patron', (v) => text((v as { name?: string } | undefined)?.name)],
          ['preparedAt', 'Prepared', when],
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
  const [tab, setTab] = useState<'audit' | 'retention' | 'dice' | 'counter' | 'coupons'>('retention');
  const tabs = [
    ['retention', 'Retention'],
    ['coupons', 'Coupon program'],
    ['dice', 'Dice'],
    ['counter', 'Counter Checks'],
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
      {tab === 'counter' ? <CounterChecks /> : null}
      {tab === 'audit' ? <Audit /> : null}
      <ErrorBox error={undefined} />
    </div>
  );
}
