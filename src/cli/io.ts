/** Output helpers shared by the subcommands: JSON vs text, errors with codes, progress on stderr. */
import cliProgress from 'cli-progress';

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Prints `error[code]: message (citation)` to stderr and sets a non-zero exit code. */
export function fail(code: string, message: string, citation?: string): void {
  process.stderr.write(`error[${code}]: ${message}${citation ? ` (${citation})` : ''}\n`);
  process.exitCode = 2;
}

/** A progress bar on stderr (so --json output on stdout stays clean); silent when stderr is not a TTY. */
export function progressBar(label: string, total: number): { update(done: number): void; stop(): void } {
  if (!process.stderr.isTTY) return { update: () => undefined, stop: () => undefined };
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} | eta {eta_formatted}`,
      stream: process.stderr,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { update: (done) => bar.update(done), stop: () => bar.stop() };
}

/** A column of `printTable`: its heading, the cell of a row, and whether it is right-aligned (figures). */
export interface Column<R> {
  readonly head: string;
  readonly cell: (row: R) => string;
  readonly right?: boolean;
}

/** Prints rows as a text table whose columns are as wide as their widest cell, two spaces apart. */
export function printTable<R>(rows: readonly R[], columns: readonly Column<R>[], heading = true): void {
  const cells = rows.map((r) => columns.map((c) => c.cell(r)));
  const widths = columns.map((c, i) =>
    Math.max(heading ? c.head.length : 0, ...cells.map((r) => r[i]!.length)),
  );
  const line = (values: readonly string[]): string =>
    values
      .map((v, i) => (columns[i]!.right ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = heading ? [line(columns.map((c) => c.head)), ...cells.map(line)] : cells.map(line);
  process.stdout.write(`${out.join('\n')}\n`);
}
