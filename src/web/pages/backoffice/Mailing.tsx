/**
 * Coupons mailed by a gaming service provider (§ 603a.20(q); temporary § 525.21(q)), for marketing: each
 * list with what it mails and whom it withholds, and for a marketing supervisor the two forms of the
 * exclusion-list screen (spec B.3). A list is prepared with every patron screened against the
 * self-exclusion list (ch. 503a) and the exclusion list (ch. 511a), the dates of both lists stated; a
 * patron on either gets no serial. Before it goes to the GSP every patron on it is screened again, and
 * one found on a list since is withheld (his coupon is never mailed).
 */
import { useState } from 'preact/hooks';
import * as F from '../../../protocol/backoffice.js';
import { Cite } from '../../components/common.js';
import { cite } from './Coupons.js';
import { filledRows, type Field } from './fields.js';
import { BoForm, Loading, RecordTable, text, today, useData, useMe, when } from './kit.js';

interface MailingList extends Record<string, unknown> {
  id: string;
  design: string;
  expiresOn: string;
  entries: { patron: string; name: string; address: string; serial: string }[];
  withheld: { patron: string; lists: string[] }[];
  screen: { at: number; selfExclusionListAsOf: string; exclusionListAsOf: string };
  sentAt?: number;
  preparedBy: { name: string; credential: string };
}
interface MailingBook {
  program: { profile: string; gspMailing?: { reference: string } } | null;
  designs: { id: string; name: string; machineReadable?: string; approval?: unknown }[];
  mailings: MailingList[];
}

const LISTS = { selfExcluded: 'self-exclusion list', excluded: 'exclusion list' } as const;
const screenFields = (initial: string): Field[] => [
  { name: 'screen.selfExclusionListAsOf', label: 'Self-exclusion list dated', kind: 'day', initial },
  { name: 'screen.exclusionListAsOf', label: 'Exclusion list dated', kind: 'day', initial },
];
const flags = (prefix: string, who: string): Field[] =>
  (['selfExcluded', 'excluded'] as const).map((k) => ({
    name: `${prefix}.${k}`,
    label: `${who}: on the ${LISTS[k]}`,
    kind: 'check',
  }));

/** The second screen: the list chosen, then every patron on it against both lists again. */
function SendForm({ book, reload }: { book: MailingBook; reload: () => void }) {
  const waiting = book.mailings.filter((m) => m.sentAt === undefined);
  const [id, setId] = useState('');
  const list = waiting.find((m) => m.id === id);
  const entries = list?.entries ?? [];
  return (
    <BoForm
      id="mailing-send"
      title="Screen a list again and send it to the GSP"
      citation={cite(book, 'q')}
      schema={F.MailingSendForm}
      path="/api/backoffice/coupons/mailings/send"
      onDone={reload}
      submit="Send"
      fixed={list ? { list: list.id } : {}}
      // One answer per patron on the list, keyed by the patron.
      prune={({ again, ...b }) => {
        const rows = (again as Record<string, boolean>[] | undefined) ?? [];
        return {
          ...b,
          rescreen: Object.fromEntries(
            entries.map((e, i) => [
              e.patron,
              { selfExcluded: rows[i]?.['selfExcluded'] ?? false, excluded: rows[i]?.['excluded'] ?? false },
            ]),
          ),
        };
      }}
      fields={[
        ...screenFields(today()),
        ...entries.flatMap((e, i) => flags(`again.${i}`, `${e.name} (${e.patron})`)),
      ]}
    >
      <div class="form-field">
        <label for="mailing-send-list">List</label>
        <select id="mailing-send-list" value={id} onChange={(e) => setId(e.currentTarget.value)}>
          <option value="">—</option>
          {waiting.map((m) => (
            <option key={m.id} value={m.id}>
              {m.id} ({m.entries.length} to mail)
            </option>
          ))}
        </select>
      </div>
    </BoForm>
  );
}

export function Mailing() {
  const me = useMe();
  const book = useData<MailingBook>('/api/backoffice/coupons');
  const b = book.data;
  if (!b) return <Loading error={book.error} />;
  const q = cite(b, 'q');
  const supervisor = me.data?.may.includes('coupon.mailing') ?? false;
  const approved = b.designs.filter((d) => d.approval);
  return (
    <section id="mailing">
      <h2>
        Coupons mailed by a GSP <Cite c={q} />
      </h2>
      <p id="mailing-program">
        {b.program?.gspMailing
          ? `The internal controls provide for GSP mailing (${b.program.gspMailing.reference}).`
          : 'The internal controls do not provide for GSP mailing yet: compliance records the approval.'}
      </p>
      <RecordTable
        label="mailing lists"
        id="mailings"
        rows={b.mailings}
        columns={[
          ['id', 'List'],
          ['design', 'Design'],
          ['expiresOn', 'Expires'],
          [
            'entries',
            'To mail',
            (v) => text((v as MailingList['entries']).map((e) => `${e.name} ${e.serial}`)),
          ],
          [
            'withheld',
            'Withheld',
            (v) =>
              text((v as MailingList['withheld']).map((w) => `${w.patron} (${w.lists.join(', ')})`)) ||
              'none',
          ],
          [
            'screen',
            'Screened against',
            (v) => {
              const s = v as MailingList['screen'];
              return `self-exclusion ${s.selfExclusionListAsOf}, exclusion ${s.exclusionListAsOf}, at ${when(s.at)}`;
            },
          ],
          ['preparedBy', 'Prepared by', (v) => `${(v as MailingList['preparedBy']).name}`],
          ['sentAt', 'Sent to the GSP', (v) => (v === undefined ? 'not yet' : when(v))],
        ]}
      />
      {supervisor ? (
        <>
          <BoForm
            id="mailing-list"
            title="Prepare a mailing list, each patron screened"
            citation={q}
            schema={F.MailingForm}
            path="/api/backoffice/coupons/mailings"
            onDone={book.reload}
            prune={filledRows({ patrons: 'patron' })}
            fields={[
              { name: 'id', label: 'List' },
              {
                name: 'design',
                label: 'Design (approved)',
                kind: 'select',
                options: approved.map(
                  (d) => [d.id, `${d.id} (${d.machineReadable ?? 'not machine-readable'})`] as const,
                ),
              },
              { name: 'expiresOn', label: 'Expires on', kind: 'day' },
              { name: 'firstNumber', label: 'First serial number', kind: 'int' },
              ...screenFields(today()),
              ...[0, 1, 2, 3].flatMap((i): Field[] => [
                { name: `patrons.${i}.patron`, label: `Patron ${i + 1}: id` },
                { name: `patrons.${i}.name`, label: `Patron ${i + 1}: name` },
                { name: `patrons.${i}.address`, label: `Patron ${i + 1}: address` },
                ...flags(`patrons.${i}`, `Patron ${i + 1}`),
              ]),
            ]}
          />
          <SendForm book={b} reload={book.reload} />
        </>
      ) : (
        <p class="muted">A marketing supervisor prepares and sends the lists.</p>
      )}
    </section>
  );
}
