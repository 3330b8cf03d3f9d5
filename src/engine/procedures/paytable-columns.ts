/**
 * Paytables a chapter prints side by side (paytables A, B, ... over the same hands): written once as a
 * table of rows, one value per paytable, and read as one record per paytable.
 */

/** For each paytable named in `columns`, in order, the value of each row in that paytable's column. */
export const paytableColumns = <C extends string, R extends string, V>(
  columns: readonly C[],
  rows: Readonly<Record<R, readonly V[]>>,
): Readonly<Record<C, Readonly<Record<R, V>>>> =>
  Object.fromEntries(
    columns.map((column, i) => [
      column,
      Object.fromEntries(Object.entries<readonly V[]>(rows).map(([row, values]) => [row, values[i]])),
    ]),
  ) as Record<C, Record<R, V>>;
