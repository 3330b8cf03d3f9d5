/**
 * Compliance and surveillance: a read-only live view of the table with all cards and the order of the
 * shoe, drawn by the game's own layout; the complete event log with its SHA-256 hash chain; replay of
 * any round step by step; and verification of the stored log.
 */
import { useEffect, useState } from 'preact/hooks';
import { formatCents } from '../../protocol/wire.js';
import type { GameViewEnvelope } from '../../protocol/views.js';
import { api, type ApiError } from '../api.js';
import { Cite, ErrorBox, ScrollX, withoutCitation } from '../components/common.js';
import { useBoard } from '../layouts/index.js';
import { useTableSocket } from '../socket.js';

interface LogEntryView {
  readonly seq: number;
  readonly round: number;
  readonly at: string;
  readonly actor: { readonly role: string; readonly seat?: number };
  readonly user: string | null;
  readonly command: { readonly type: string };
  readonly events: readonly {
    readonly type: string;
    readonly text: string;
    readonly citation: string | null;
  }[];
  readonly hash: string;
}

interface Verification {
  readonly ok: boolean;
  readonly chain: {
    readonly ok: boolean;
    readonly entries: number;
    readonly head: string;
    readonly broken?: { readonly seq: number; readonly reason: string };
  };
  readonly replay: { readonly ok: boolean; readonly reason?: string };
  readonly ledger: { readonly ok: boolean; readonly mismatched: readonly string[] };
}

interface ReplayStep {
  readonly seq: number;
  readonly of: number;
  readonly view: GameViewEnvelope;
  readonly entry: {
    readonly command: { readonly type: string };
    readonly events: readonly {
      readonly text: string;
      readonly citation: string | null;
      readonly type: string;
    }[];
  } | null;
}

const noop = (): void => undefined;

/** A view drawn read-only by its layout (compliance sends no commands). */
function ReadOnlyBoard({ table, view }: { table: string; view: GameViewEnvelope }) {
  const board = useBoard(view);
  if (!board.draw) return board.problem ? <div class="layout-problem">{board.problem}</div> : null;
  return (
    <div class={`board ${board.felt}`}>
      <div class="game-layout" data-layout={board.name}>
        {board.draw({ table, role: 'compliance', mySeat: null, send: noop, amount: () => 0, lines: [] })}
      </div>
    </div>
  );
}

function Verify({ id }: { id: string }) {
  const [result, setResult] = useState<{ ok: true; body: Verification } | { ok: false; error: ApiError }>();
  const verify = async (): Promise<void> =>
    setResult(await api<Verification>('GET', `/api/tables/${id}/verify`));
  return (
    <>
      <button type="button" id="verify" onClick={() => void verify()}>
        Verify the stored log
      </button>
      <div id="verify-result">
        {result === undefined ? null : !result.ok ? (
          <ErrorBox error={result.error} />
        ) : (
          <div class={result.body.ok ? 'ok' : 'error'} id="verify-status">
            {result.body.ok
              ? `Intact: ${result.body.chain.entries} entries, hash chain verified, every command re-decided, ledger reconciled with the racks (head ${result.body.chain.head.slice(0, 12)}…)`
              : `NOT intact: ${JSON.stringify(result.body)}`}
          </div>
        )}
      </div>
    </>
  );
}

function Live({ id }: { id: string }) {
  // Views only: the log comes from the stored log below (since far ahead: no lines are sent).
  const socket = useTableSocket(id, 'compliance', 1e9);
  const v = socket.last?.view;
  return (
    <div id="compliance-live">
      {v ? (
        <>
          <div>
            round {v.round} · {v.phase}
            {v.house !== undefined ? ` · house ${formatCents(v.house)}` : ''}
          </div>
          <ReadOnlyBoard table={id} view={v} />
        </>
      ) : (
        <p class="muted">connecting…</p>
      )}
    </div>
  );
}

function Replay({ id, entries }: { id: string; entries: readonly LogEntryView[] }) {
  const rounds = [...new Set(entries.map((e) => e.round))];
  const [round, setRound] = useState(String(rounds.filter((n) => n > 0).at(-2) ?? rounds.at(-1) ?? 0));
  const [seq, setSeq] = useState<number | undefined>(undefined);
  const [step, setStep] = useState<{ ok: true; body: ReplayStep } | { ok: false; error: ApiError }>();
  // A round's wagers are recorded before its deal (under the previous round number): start there.
  const startOfRound = (r: string): number => {
    const n = Number(r);
    const wager = entries.find((e) => e.round === n - 1 && e.command.type === 'place-wager');
    return (wager ?? entries.find((e) => e.round === n))?.seq ?? 1;
  };
  const show = (to: number): void => setSeq(Math.max(0, Math.min(entries.length, to)));
  useEffect(() => show(startOfRound(round)), []);
  useEffect(() => {
    if (seq === undefined) return;
    let live = true;
    void api<ReplayStep>('GET', `/api/tables/${id}/replay/${seq}`).then((r) => {
      if (live) setStep(r);
    });
    return () => {
      live = false;
    };
  }, [id, seq]);
  return (
    <div class="replay" id="replay">
      <select
        id="replay-round"
        aria-label="round"
        value={round}
        onChange={(e) => setRound(e.currentTarget.value)}
      >
        {rounds.map((n) => (
          <option key={n} value={String(n)}>
            round {n}
          </option>
        ))}
      </select>{' '}
      <button type="button" id="replay-start" onClick={() => show(startOfRound(round))}>
        Start of round
      </button>{' '}
      <button type="button" id="replay-prev" onClick={() => show((seq ?? 0) - 1)}>
        Step back
      </button>{' '}
      <button type="button" id="replay-next" onClick={() => show((seq ?? 0) + 1)}>
        Step forward
      </button>
      <div id="replay-view">
        {step === undefined ? null : !step.ok ? (
          <ErrorBox error={step.error} />
        ) : (
          <>
            <div id="replay-step">
              step {step.body.seq} of {step.body.of} · round {step.body.view.round} · {step.body.view.phase}
            </div>
            {step.body.entry ? (
              <div>
                <code>{JSON.stringify(step.body.entry.command)}</code>
                <ul>
                  {step.body.entry.events.map((ev, i) => (
                    <li key={i} data-type={ev.type}>
                      {withoutCitation(ev.text)}
                      <Cite c={ev.citation} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <ReadOnlyBoard key={step.body.seq} table={id} view={step.body.view} />
          </>
        )}
      </div>
    </div>
  );
}

export function CompliancePage({ id }: { id: string }) {
  const [log, setLog] = useState<
    { ok: true; body: { entries: LogEntryView[] } } | { ok: false; error: ApiError }
  >();
  useEffect(() => {
    void api<{ entries: LogEntryView[] }>('GET', `/api/tables/${id}/log`).then(setLog);
  }, [id]);
  const entries = log?.ok ? log.body.entries : undefined;
  return (
    <section class="panel">
      <h1>Compliance and surveillance · table {id}</h1>
      <p class="muted">Read-only. All cards and the order of the shoe are shown.</p>
      <Verify id={id} />
      <h2>Live</h2>
      <Live id={id} />
      <h2>Replay</h2>
      {entries ? <Replay id={id} entries={entries} /> : null}
      <h2>Event log</h2>
      {log === undefined ? null : !log.ok ? (
        <ErrorBox error={log.error} />
      ) : (
        <ScrollX label="event log">
          <table class="audit" id="audit-log">
            <thead>
              <tr>
                {['#', 'round', 'time', 'actor', 'command', 'events', 'hash'].map((x) => (
                  <th key={x}>{x}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {log.body.entries.map((e) => (
                <tr key={e.seq} data-seq={e.seq}>
                  <td>{e.seq}</td>
                  <td>{e.round}</td>
                  <td>{e.at.slice(11, 19)}</td>
                  <td>
                    {e.actor.role}
                    {e.actor.seat !== undefined ? ` ${e.actor.seat}` : ''}
                    {e.user ? ` (${e.user})` : ''}
                  </td>
                  <td>
                    <code>{JSON.stringify(e.command)}</code>
                  </td>
                  <td>
                    {e.events.map((ev, i) => (
                      <div key={i}>
                        {withoutCitation(ev.text)}
                        <Cite c={ev.citation} />
                      </div>
                    ))}
                  </td>
                  <td>
                    <code title={e.hash}>{e.hash.slice(0, 10)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollX>
      )}
    </section>
  );
}
