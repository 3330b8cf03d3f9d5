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
  const lines = [
    ...(heading ? [columns.map((c) => c.head)] : []),
    ...rows.map((r) => columns.map((c) => c.cell(r))),
  ];
  const widths = columns.map((_, i) => Math.max(...lines.map((l) => l[i]?.length ?? 0)));
  const text = lines.map((values) =>
    columns
      .map((c, i) => {
        const v = values[i] ?? '';
        const w = widths[i] ?? 0;
        return c.right ? v.padStart(w) : v.padEnd(w);
      })
      .join('  ')
      .trimEnd(),
  );
  process.stdout.write(`${text.join('\n')}\n`);
}
