/** The player's own rounds at the table and the last one's result. */
import { useMemo, useRef } from 'preact/hooks';
import { formatCents } from '../../../protocol/wire.js';
import type { LogLineView, ViewMessage } from '../../../protocol/views.js';
import { Cite, withoutCitation } from '../../components/common.js';

/** Log lines that settle a player's wager or hand: the round's result for that seat. */
const RESULT_TYPES = new Set([
  'wager-settled',
  'ante-bonus-paid',
  'surrendered',
  'folded',
  'hand-voided',
  'wager-returned',
]);

interface RoundResult {
  readonly round: number;
  readonly lines: readonly LogLineView[];
  /** The change in the seat's chips and wagers the round's settlement made, when this page saw it. */
  readonly net: number | undefined;
}

/**
 * The player's own rounds with their results: the log lines that settle the player's seat, grouped by
 * round, and for rounds settled while the page watched, the net result (the seat's chips plus its
 * wagers on the layout after the settlement, less before it).
 */
export function useMyRounds(
  lines: readonly LogLineView[],
  message: ViewMessage | undefined,
  mySeat: number | null,
): RoundResult[] {
  const nets = useRef(new Map<number, number>());
  const baseline = useRef<number | undefined>(undefined);
  const seen = useRef<{ message: ViewMessage | undefined; lines: number }>({ message: undefined, lines: 0 });
  if (message && message !== seen.current.message) {
    const fresh = lines.slice(seen.current.lines);
    seen.current = { message, lines: lines.length };
    const view = message.view;
    const chips = view.seats?.find((s) => s.seat === mySeat)?.chips;
    const total =
      mySeat === null || chips === undefined
        ? undefined
        : chips + (view.wagers ?? []).filter((w) => w.seat === mySeat).reduce((s, w) => s + w.amount, 0);
    const settled = fresh.filter((l) => l.seat === mySeat && RESULT_TYPES.has(l.type));
    if (total !== undefined) {
      const round = settled.at(-1)?.round;
      if (round !== undefined && baseline.current !== undefined)
        nets.current.set(round, (nets.current.get(round) ?? 0) + total - baseline.current);
      baseline.current = total;
    } else baseline.current = undefined;
  }
  return useMemo(() => {
    const byRound = new Map<number, LogLineView[]>();
    for (const l of lines)
      if (mySeat !== null && l.seat === mySeat && RESULT_TYPES.has(l.type))
        byRound.set(l.round, [...(byRound.get(l.round) ?? []), l]);
    return [...byRound.entries()]
      .sort(([a], [b]) => b - a)
      .map(([round, ls]) => ({ round, lines: ls, net: nets.current.get(round) }));
    // nets change with the message that settles a round, which changes `lines` too.
  }, [lines, mySeat]);
}

const netText = (net: number): string =>
  net > 0 ? `you won ${formatCents(net)}` : net < 0 ? `you lost ${formatCents(-net)}` : 'you broke even';

/** The last round's result, as the table announces it. */
export function ResultBanner({ rounds }: { rounds: readonly RoundResult[] }) {
  const last = rounds[0];
  if (!last || last.net === undefined) return <div id="result-banner" class="result-banner empty" />;
  return (
    <div
      id="result-banner"
      class={`result-banner ${last.net > 0 ? 'won' : last.net < 0 ? 'lost' : 'even'}`}
      role="status"
      data-round={last.round}
      data-net={last.net}
    >
      <b>
        Round {last.round}: {netText(last.net)}
      </b>
      <ul>
        {last.lines.map((l) => (
          <li key={l.seq}>{withoutCitation(l.text)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The player's rounds at this table, newest first. */
export function MyRounds({ rounds }: { rounds: readonly RoundResult[] }) {
  return (
    <details class="my-rounds" id="my-rounds" open={rounds.length > 0}>
      <summary>Your rounds ({rounds.length})</summary>
      {rounds.length ? (
        <ol>
          {rounds.slice(0, 30).map((r) => (
            <li key={r.round} data-round={r.round}>
              <b>Round {r.round}</b>
              {r.net !== undefined ? <span class="net"> · {netText(r.net)}</span> : null}
              <ul>
                {r.lines.map((l) => (
                  <li key={l.seq} data-type={l.type}>
                    {withoutCitation(l.text)}
                    <Cite c={l.citation} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : (
        <p class="muted">No round of yours has been settled at this table yet.</p>
      )}
    </details>
  );
}
