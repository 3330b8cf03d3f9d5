/** A back-office report, printable (the browser's print makes the PDF a regulator files), with its CSV. */
import type { WireReport } from '../../../protocol/backoffice.js';
import { Loading, ReportView, useData } from './kit.js';

export function ReportPage({ kind, query }: { kind: string; query: string }) {
  const q = new URLSearchParams(query);
  const path = `/api/backoffice/reports/${encodeURIComponent(kind)}${q.size ? `?${q}` : ''}`;
  q.set('format', 'csv');
  const report = useData<WireReport>(path);
  if (!report.data) return <Loading error={report.error} />;
  return (
    <section class="panel">
      <p class="no-print">
        <a href="#/backoffice">← Back office</a>
      </p>
      <ReportView report={report.data} csv={`/api/backoffice/reports/${encodeURIComponent(kind)}?${q}`} />
    </section>
  );
}
