/** The chips to wager with and the table's posted limits. */
import { formatCents, type TableSummary } from '../../../protocol/wire.js';
import { LimitsSchema, type GameViewEnvelope, type LimitsView } from '../../../protocol/views.js';
import { dollars } from '../../api.js';
import { Cite } from '../../components/common.js';
import { wagerName } from '../../names.js';

/** Chip denominations, in cents. */
const CHIPS = [100, 500, 2500, 10_000, 50_000, 100_000] as const;

/** The posted limits: the view's own (the kernel's), or the Rules Submission's. */
export function limitsOf(
  view: GameViewEnvelope | undefined,
  summary: TableSummary | undefined,
): LimitsView | undefined {
  const own = LimitsSchema.safeParse(view?.limits);
  if (own.success && Object.keys(own.data).length) return own.data;
  const o = (summary?.options ?? {}) as Record<string, unknown>;
  const posted = LimitsSchema.safeParse(o['limits']);
  if (posted.success) return posted.data;
  const min = o['minimumWager'];
  const max = o['maximumWager'];
  return typeof min === 'number' && typeof max === 'number'
    ? { table: { min, max, table: true } }
    : undefined;
}

/**
 * Chips to wager with: one denomination chosen (a click on a betting area places one such chip), or
 * any other amount typed. Only denominations the table's limits allow are offered.
 */
export function ChipRack({
  amount,
  set,
  limits,
  seated,
}: {
  amount: string;
  set: (v: string) => void;
  limits: LimitsView | undefined;
  seated: boolean;
}) {
  const all = Object.values(limits ?? {});
  const top = all.length ? Math.max(...all.map((l) => l.max)) : Infinity;
  const chips = CHIPS.filter((c) => c <= top);
  const chosen = dollars(amount);
  return (
    <fieldset class="chip-rack" id="chip-rack" disabled={!seated}>
      <legend>{seated ? 'Your chip: click a betting area to place it' : 'Chips (take a seat first)'}</legend>
      <div class="chip-row" role="group" aria-label="chip value">
        {chips.map((c) => (
          <button
            type="button"
            key={c}
            aria-pressed={chosen === c}
            title={`${formatCents(c)} chip`}
            class={`rack-chip v${c}`}
            data-chip={c}
            onClick={() => set(String(c / 100))}
          >
            {c >= 100_000 ? `$${c / 100_000}K` : formatCents(c).replace(/\.00$/, '')}
          </button>
        ))}
        <label class="other-amount">
          or ${' '}
          <input
            id="amount"
            aria-label="wager amount in dollars"
            value={amount}
            size={6}
            inputMode="decimal"
            onInput={(e) => set(e.currentTarget.value)}
          />
        </label>
      </div>
    </fieldset>
  );
}

/** The table's posted limits per wager, in dollars. */
export function LimitsTable({ limits }: { limits: LimitsView }) {
  const rows = Object.entries(limits);
  return (
    <details class="limits" id="limits">
      <summary>
        Table limits
        {rows.length
          ? `: ${formatCents(Math.min(...rows.map(([, l]) => l.min)))} to ${formatCents(Math.max(...rows.map(([, l]) => l.max)))}`
          : ''}
      </summary>
      <table>
        <thead>
          <tr>
            <th>Wager</th>
            <th>Minimum</th>
            <th>Maximum</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([kind, l]) => (
            <tr key={kind} data-kind={kind}>
              <td>{l.table || kind === 'table' ? 'every wager' : wagerName(kind)}</td>
              <td>{formatCents(l.min)}</td>
              <td>
                {formatCents(l.max)}
                <Cite c={l.citation} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
