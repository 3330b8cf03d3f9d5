/**
 * A report as data: a title, the rule it answers to, and sections of rows under named columns. The web
 * pages print it (and make the PDF a regulator files); `toCsv` writes it as RFC 4180 CSV, one block per
 * section. Cells are text or numbers; text that a spreadsheet would run as a formula is defused.
 */
import type { Citation } from '../../core/citation.js';

export type Cell = string | number;

export interface Section {
  readonly title: string;
  readonly columns: readonly { readonly key: string; readonly label: string }[];
  readonly rows: readonly Readonly<Record<string, Cell>>[];
}

export interface Report {
  readonly kind:
    | 'daily-coupon-reconciliation'
    | 'quarterly-coupon-report'
    | 'shift-staffing'
    | 'dice-inspections'
    | 'personnel-file';
  readonly title: string;
  readonly citation: Citation;
  /** Label and value pairs printed above the sections (the day, who signed, whether it balanced). */
  readonly header: readonly (readonly [string, Cell])[];
  readonly sections: readonly Section[];
}

/** A text cell as CSV: quoted when it must be, a leading formula character defused with an apostrophe. */
export function csvCell(v: Cell): string {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The report as CSV: the title and header lines, then each section's title, column labels and rows. */
export function toCsv(r: Report): string {
  let out = line([r.title]) + line(['Regulation', r.citation]);
  for (const [label, value] of r.header) out += line([label, value]);
  for (const s of r.sections) {
    out += '\r\n' + line([s.title]) + line(s.columns.map((c) => c.label));
    for (const row of s.rows) out += line(s.columns.map((c) => row[c.key] ?? ''));
  }
  return out;
}

export const iso = (ms: number | undefined): string => (ms === undefined ? '' : new Date(ms).toISOString());
