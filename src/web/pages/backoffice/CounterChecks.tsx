/**
 * Manually prepared Counter Checks (§ 609a.13(c)(3)): finance keeps the unused supply of books and may
 * sign a book out to the table games department (a pit manager or above takes it and signs with their
 * own password) under the sign-out and sign-in procedure of its approved internal controls (spec ruling
 * D-AMB-1), and signs it back in; a check is prepared from a book by the department that has it. Each
 * book's custody, each transfer with its signatures and the serials used, and the checks are listed;
 * a book whose custody and sign-outs disagree is flagged.
 */
import * as F from '../../../protocol/backoffice.js';
import { Cite } from '../../components/common.js';
import { BoForm, Loading, RecordTable, money, text, useData, when } from './kit.js';

interface Signature {
  name: string;
  credential: string;
  position: string;
}
interface Book extends Record<string, unknown> {
  id: string;
  from: number;
  to: number;
  custody: 'finance' | 'table-games';
  transfer?: string;
}
interface CounterCheckView {
  books: Book[];
  transfers: Record<string, unknown>[];
  checks: Record<string, unknown>[];
  custodyBreaks: string[];
}
interface StaffList {
  staff: { username: string; role: string; name: string; position: string; active: boolean }[];
}

const signed = (v: unknown): string => {
  const s = v as Signature | undefined;
  return s ? `${s.name} (${s.credential})` : '';
};

/** The forms of the department that may use them: finance all four, a floorperson the check only. */
function Forms({ role, c, reload }: { role: string; c: CounterCheckView; reload: () => void }) {
  const staff = useData<StaffList>('/api/backoffice/staff');
  const finance = role === 'finance' || role === 'admin';
  const books = (custody: Book['custody']) =>
    c.books.filter((b) => b.custody === custody).map((b) => [b.id, `${b.id} (${b.from}-${b.to})`] as const);
  // Table games supervisors; the server takes only a pit manager or above.
  const supervisors = (staff.data?.staff ?? [])
    .filter((s) => s.role === 'floorperson' && s.active)
    .map((s) => [s.username, `${s.name} (${s.position})`] as const);
  const signer = (who: 'receiver' | 'returner', label: string) => [
    { name: `${who}.username`, label, kind: 'select' as const, options: supervisors },
    { name: `${who}.password`, label: `${label}: password`, kind: 'password' as const },
  ];
  return (
    <div class="bo-grid">
      {finance ? (
        <>
          <BoForm
            id="check-book"
            title="Receive a Counter Check book"
            citation="§ 609a.13(c)(3)"
            schema={F.CheckBookForm}
            path="/api/backoffice/counter-checks/books"
            onDone={reload}
            fields={[
              { name: 'id', label: 'Book' },
              { name: 'from', label: 'First serial', kind: 'int' },
              { name: 'to', label: 'Last serial', kind: 'int' },
            ]}
          />
          <BoForm
            id="book-sign-out"
            title="Sign a book out to table games"
            citation="§ 609a.13(c)(3)"
            schema={F.BookSignOutForm}
            path="/api/backoffice/counter-checks/sign-out"
            onDone={reload}
            submit="Sign out"
            fields={[
              { name: 'id', label: 'Sign-out number' },
              { name: 'book', label: 'Book (with finance)', kind: 'select', options: books('finance') },
              ...signer('receiver', 'Taken by'),
              {
                name: 'procedure.reference',
                label: 'Internal control procedure',
                hint: 'the approved sign-out and sign-in procedure',
              },
              { name: 'procedure.approvedOn', label: 'Procedure approved on', kind: 'day' },
            ]}
          />
          <BoForm
            id="book-sign-in"
            title="Sign a book back in"
            citation="§ 609a.13(c)(3)"
            schema={F.BookSignInForm}
            path="/api/backoffice/counter-checks/sign-in"
            onDone={reload}
            submit="Sign in"
            fields={[
              {
                name: 'book',
                label: 'Book (with table games)',
                kind: 'select',
                options: books('table-games'),
              },
              ...signer('returner', 'Returned by'),
            ]}
          />
        </>
      ) : null}
      <BoForm
        id="counter-check"
        title="Prepare a Counter Check"
        citation="§ 609a.13(c)(3)"
        schema={F.CounterCheckForm}
        path="/api/backoffice/counter-checks"
        onDone={reload}
        fields={[
          {
            name: 'book',
            label: 'Book',
            kind: 'select',
            options: books(finance ? 'finance' : 'table-games'),
          },
          { name: 'serial', label: 'Serial', kind: 'int' },
          { name: 'patron.id', label: 'Patron id' },
          { name: 'patron.name', label: 'Patron name' },
          { name: 'amount', label: 'Amount ($)', kind: 'cents' },
          { name: 'table', label: 'Table (if at one)' },
          { name: 'patronSigned', label: 'Signed by the patron', kind: 'check', initial: 'false' },
          { name: 'voidReason', label: 'Voided: the reason', hint: 'only for a voided check' },
        ]}
      />
    </div>
  );
}

/** `top`: the page's own heading (finance, the floor's Counter Checks), else a part of the compliance page. */
export function CounterChecks({ role, top = false }: { role: string; top?: boolean }) {
  const H = top ? 'h2' : 'h3';
  const c = useData<CounterCheckView>('/api/backoffice/counter-checks');
  if (!c.data) return <Loading error={c.error} />;
  const mayRecord = role === 'finance' || role === 'floorperson' || role === 'admin';
  return (
    <section id="counter-checks">
      <H>
        Counter Checks <Cite c="§ 609a.13(c)(3)" />
      </H>
      {c.data.custodyBreaks.map((b) => (
        <div class="error" role="alert" key={b}>
          {b} <Cite c="§ 609a.13(c)(3)" />
        </div>
      ))}
      <h4>Books</h4>
      <RecordTable
        label="counter check books"
        id="check-books"
        rows={c.data.books}
        columns={[
          ['id', 'Book'],
          ['from', 'Serials', (v, r) => `${text(v)}-${text(r['to'])}`],
          [
            'custody',
            'With',
            (v) => <span data-custody={String(v)}>{v === 'finance' ? 'finance' : 'table games'}</span>,
          ],
          ['transfer', 'Open sign-out'],
        ]}
      />
      <h4>Sign-outs and returns</h4>
      <RecordTable
        label="counter check book sign-outs"
        id="check-transfers"
        rows={c.data.transfers}
        columns={[
          ['id', 'Sign-out'],
          ['book', 'Book'],
          ['signedOutBy', 'Signed out by', signed],
          ['receivedBy', 'Taken by', signed],
          ['signedOutAt', 'Out', when],
          ['procedure', 'Procedure'],
          ['returnedBy', 'Returned by', signed],
          ['signedInBy', 'Signed in by', signed],
          ['returnedAt', 'Back', when],
          ['used', 'Serials used', (v) => (v === undefined ? '' : text(v) || 'none')],
        ]}
      />
      <h4>Checks</h4>
      <RecordTable
        label="counter checks"
        id="checks"
        rows={c.data.checks}
        columns={[
          ['id', 'Check'],
          ['amount', 'Amount', money],
          ['patron', 'Patron', (v) => text((v as { name?: string } | undefined)?.name)],
          ['preparedBy', 'Prepared by', signed],
          ['department', 'Department'],
          ['table', 'Table'],
          ['voidReason', 'Void'],
          ['preparedAt', 'Prepared', when],
        ]}
      />
      {mayRecord ? (
        <>
          <h4>Record</h4>
          <Forms role={role} c={c.data} reload={c.reload} />
        </>
      ) : null}
    </section>
  );
}
