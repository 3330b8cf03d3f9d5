/**
 * § 611a.2(c): the Executive Director may approve another duration over which a course's minimum hours
 * are given (the "over an N-week period" of § 611a.2(a), (b)). Compliance records each approval, for
 * an initial course (a row of (a)) or an additional game type (b); the training file then checks the
 * hours against it.
 */
import * as F from '../../../protocol/backoffice.js';
import { Cite } from '../../components/common.js';
import { BoForm, Loading, RecordTable, useData } from './kit.js';

export function DurationApprovals() {
  const t = useData<{ approvals: Record<string, unknown>[] }>('/api/backoffice/training');
  if (!t.data) return <Loading error={t.error} />;
  return (
    <section id="duration-approvals">
      <h3>
        Training durations approved by the Executive Director <Cite c="§ 611a.2(c)" />
      </h3>
      <RecordTable
        label="duration approvals"
        id="approvals"
        rows={t.data.approvals}
        columns={[
          ['id', 'Approval'],
          ['basis', 'Course'],
          ['row', 'Game or type'],
          ['weeks', 'Weeks'],
          ['approvedOn', 'Approved on'],
          ['reference', 'Reference'],
          ['description', 'When the training is given'],
        ]}
      />
      <BoForm
        id="duration-approval"
        title="Record an approval of another duration"
        citation="§ 611a.2(c)"
        schema={F.DurationApprovalForm}
        path="/api/backoffice/training/duration-approvals"
        onDone={t.reload}
        fields={[
          { name: 'id', label: 'Approval number' },
          {
            name: 'basis',
            label: 'Course',
            kind: 'select',
            options: [
              ['initial', 'initial, (a)'],
              ['additional', 'additional, (b)'],
            ],
          },
          {
            name: 'row',
            label: 'Game or game type',
            kind: 'select',
            options: F.DurationApprovalForm.shape.row.options,
            hint: 'an additional course: a game type, not nonbanked poker',
          },
          { name: 'weeks', label: 'Over how many weeks', kind: 'int' },
          { name: 'approvedOn', label: 'Approved on', kind: 'day' },
          { name: 'reference', label: "Executive Director's reference" },
          { name: 'description', label: 'When the training is given', kind: 'long' },
        ]}
      />
    </section>
  );
}
