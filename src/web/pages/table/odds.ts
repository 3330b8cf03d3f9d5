/** The table's summary and what each of its wagers pays, fetched from the server once. */
import { useEffect, useState } from 'preact/hooks';
import type { TableSummary } from '../../../protocol/wire.js';
import { api } from '../../api.js';

/** The table's summary (its Rules Submission's options and its seats), fetched once. */
export function useSummary(id: string): TableSummary | undefined {
  const [summary, setSummary] = useState<TableSummary | undefined>(undefined);
  useEffect(() => {
    void api<TableSummary>('GET', `/api/tables/${encodeURIComponent(id)}`).then((r) => {
      if (r.ok) setSummary(r.body);
    });
  }, [id]);
  return summary;
}

/** A row of `POST /api/odds` (the rows of `felt odds --json`), with what the wager pays. */
export interface OddsRow {
  readonly wager: string;
  readonly variant?: string;
  /** The wager kind as views name it (`place-6`), when the row gives it. */
  readonly kind?: string;
  readonly houseEdge: number;
  readonly exact?: string;
  readonly standardError?: number;
  readonly method?: string;
  /** The payout odds (`9 to 5`). */
  readonly pays?: string;
  readonly citation?: string;
}

/** The kind a row of the odds is about (`double` + `2` -> `double-2`). */
export const oddsKind = (r: OddsRow): string => r.kind ?? (r.variant ? `${r.wager}-${r.variant}` : r.wager);

/** What each wager pays at this table, from `POST /api/odds` with the table's options (empty without it). */
export function usePays(summary: TableSummary | undefined): Readonly<Record<string, string>> {
  const [pays, setPays] = useState<Readonly<Record<string, string>>>({});
  useEffect(() => {
    if (!summary) return;
    void api<{ wagers?: OddsRow[] }>('POST', '/api/odds', {
      game: summary.game,
      options: summary.options,
    }).then((r) => {
      if (!r.ok || !Array.isArray(r.body.wagers)) return;
      setPays(Object.fromEntries(r.body.wagers.flatMap((w) => (w.pays ? [[oddsKind(w), w.pays]] : []))));
    });
  }, [summary]);
  return pays;
}
