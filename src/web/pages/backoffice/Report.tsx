/** A back-office report, printable (the browser's print makes the PDF a regulator files), with its CSV. */
import type { WireReport } from '../../../protocol/backoffice.js';
import { Cite, ScrollX } from '../../components/common.js';
import { Loading, useData } from './kit.js';

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

/** A report as printed: its title, the rule, the header lines and each section's table. */
export function ReportView({ report, csv }: { report: WireReport; csv: string }) {
  return (
    <article class="report" id="report" data-kind={report.kind}>
      <div class="no-print report-actions">
        <button type="button" id="print" onClick={() => window.print()}>
          Print
        </button>{' '}
        <a href={csv} id="csv" download>
          Download CSV
        </a>
      </div>
      <h1>
        {report.title} <Cite c={report.citation} />
      </h1>
      <dl class="report-header">
        {report.header.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{String(v)}</dd>
          </div>
        ))}
      </dl>
      {report.sections.map((s) => (
        <section key={s.title}>
          <h2>{s.title}</h2>
          {s.rows.length ? (
            <ScrollX label={s.title}>
              <table>
                <thead>
                  <tr>
                    {s.columns.map((c) => (
                      <th key={c.key}>{c.label}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {s.rows.map((r, i) => (
                    <tr key={i}>
                      {s.columns.map((c) => (
                        <td key={c.key}>{String(r[c.key] ?? '')}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollX>
          ) : (
            <p class="muted">None.</p>
          )}
        </section>
      ))}
    </article>
  );
}
