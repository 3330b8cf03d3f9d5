/** The lobby: the open tables, and for staff the form that opens a table from a Rules Submission. */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { z } from 'zod';
import { formatCents, type TableSummary } from '../../protocol/wire.js';
import { api, type ApiError, type Violation } from '../api.js';
import { Cite, ErrorBox, Ok, ScrollX } from '../components/common.js';
import {
  citationAt,
  defaultsOf,
  dollarsMessage,
  Field,
  nodeAt,
  type FieldProblem,
  type Options,
  type SchemaNode,
  setAt,
  withServerDefaults,
} from '../components/SchemaForm.js';
import { phaseName, wagerName } from '../names.js';
import { isStaff, useSession } from '../session.js';
import { oddsKind, type OddsRow } from './table/odds.js';

/** A game as `GET /api/games` describes it: its Rules Submission options with their citations, its drills. */
export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly chapter: string;
  readonly options: readonly {
    readonly path: string;
    readonly description: string;
    readonly default: unknown;
    readonly allowed: string;
    readonly citation: string;
  }[];
  /** The Rules Submission's options as JSON Schema (from the game's zod schema). */
  readonly schema?: SchemaNode;
  readonly drills: readonly string[];
}

/** The games, fetched once per page. */
export function useGames(): GameInfo[] | undefined {
  const [games, setGames] = useState<GameInfo[] | undefined>(undefined);
  useEffect(() => {
    void api<GameInfo[]>('GET', '/api/games').then((r) => setGames(r.ok ? r.body : []));
  }, []);
  return games;
}

/**
 * The table's posted limits in dollars: the lowest minimum and the highest maximum of its wagers
 * (`limits` per wager), or its minimum and maximum wager.
 */
export function limitsText(options: unknown): string {
  const o = (options ?? {}) as {
    limits?: Record<string, { min?: unknown; max?: unknown }>;
    minimumWager?: unknown;
    maximumWager?: unknown;
  };
  const rows = Object.values(o.limits ?? {}).filter(
    (l): l is { min: number; max: number } => typeof l.min === 'number' && typeof l.max === 'number',
  );
  if (rows.length)
    return `${formatCents(Math.min(...rows.map((l) => l.min)))}–${formatCents(Math.max(...rows.map((l) => l.max)))}`;
  return typeof o.minimumWager === 'number' && typeof o.maximumWager === 'number'
    ? `${formatCents(o.minimumWager)}–${formatCents(o.maximumWager)}`
    : 'not posted';
}

/** Seats taken of the table's seats (`2 of 6`); when the table does not say how many, the seats taken. */
const seatsText = (t: TableSummary): string =>
  t.seats !== null ? `${t.seatsTaken} of ${t.seats}` : `${t.seatsTaken} taken`;

const COLUMNS = ['Table', 'Game', 'Dealing', 'Limits', 'Seats', 'Round · phase'] as const;

function TableRow({ t, staff }: { t: TableSummary; staff: boolean }) {
  // A table another server process serves is opened there (the session is shared through the database).
  const at = t.servedBy ?? '';
  return (
    <tr data-table={t.id}>
      <td data-label={COLUMNS[0]}>
        <code>{t.id}</code>
      </td>
      <td data-label={COLUMNS[1]}>
        {t.name} (ch. {t.chapter})
      </td>
      <td data-label={COLUMNS[2]}>{t.automated ? 'automated' : 'live dealer'}</td>
      <td data-label={COLUMNS[3]}>{limitsText(t.options)}</td>
      <td data-label={COLUMNS[4]} class="seats-cell">
        {seatsText(t)}
      </td>
      <td data-label={COLUMNS[5]}>
        {t.round} · {phaseName(t.phase)}
      </td>
      <td class="links">
        <a href={`${at}#/table/${t.id}/player`} class="play">
          Play
        </a>{' '}
        {staff ? (
          <>
            <a href={`${at}#/table/${t.id}/dealer`}>Dealer</a>{' '}
            <a href={`${at}#/table/${t.id}/floorperson`}>Floor</a>{' '}
            <a href={`${at}#/compliance/${t.id}`} class="compliance">
              Compliance
            </a>
          </>
        ) : null}
      </td>
    </tr>
  );
}

export function LobbyPage() {
  const { session } = useSession();
  const staff = isStaff(session);
  const games = useGames();
  const [tables, setTables] = useState<TableSummary[] | undefined>(undefined);
  const load = async (): Promise<void> => {
    const r = await api<TableSummary[]>('GET', '/api/tables');
    setTables(r.ok ? r.body : []);
  };
  useEffect(() => {
    void load();
  }, []);
  return (
    <>
      <section class="panel">
        <h1>Open tables</h1>
        {tables === undefined ? (
          <p class="muted">Loading…</p>
        ) : tables.length ? (
          <table id="lobby-tables">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c}>{c}</th>
                ))}
                <th>
                  <span class="sr-only">open</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tables.map((t) => (
                <TableRow key={t.id} t={t} staff={staff} />
              ))}
            </tbody>
          </table>
        ) : (
          <p id="lobby-empty">No table is open.</p>
        )}
      </section>
      {staff && games ? <OpenTableForm games={games} opened={() => void load()} /> : null}
    </>
  );
}

type Outcome = { readonly ok: true } | { readonly ok: false; readonly error: ApiError } | undefined;

type OddsState = { readonly rows: readonly OddsRow[] } | { readonly unavailable: string } | undefined;

/** Waits until `value` has stopped changing for `ms`, then returns it. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** The problems the game's own schema finds in the options, each with the citation of its field. */
function schemaProblems(schema: SchemaNode, check: z.ZodType | undefined, options: Options): FieldProblem[] {
  if (!check) return [];
  const r = check.safeParse(options);
  if (r.success) return [];
  return r.error.issues.map((i) => {
    const path = i.path.map(String).join('.');
    const citation = citationAt(schema, path);
    return {
      path,
      message: dollarsMessage(nodeAt(schema, path), i.message),
      ...(citation ? { citation } : {}),
    };
  });
}

/** The server's violations of a Rules Submission, at their fields (`options.tieOdds` -> `tieOdds`). */
const violationProblems = (violations: readonly Violation[]): FieldProblem[] =>
  violations.map((v) => ({
    path: v.path.replace(/^options\.?/, ''),
    message: v.message.replace(/^options\.[\w.-]+: /, ''),
    ...(v.citation ? { citation: v.citation } : {}),
  }));

/**
 * Opens a table from the game's Rules Submission: the options as a form built from the game's schema
 * (or a pasted or uploaded JSON document), checked as it changes, with the house edge of what is
 * chosen.
 */
function OpenTableForm({ games, opened }: { games: readonly GameInfo[]; opened: () => void }) {
  const [game, setGame] = useState(games[0]?.id ?? '');
  const g = games.find((x) => x.id === game);
  return g?.schema ? (
    <OptionsForm key={g.id} games={games} game={g} schema={g.schema} setGame={setGame} opened={opened} />
  ) : null;
}

function OptionsForm({
  games,
  game: g,
  schema,
  setGame,
  opened,
}: {
  games: readonly GameInfo[];
  game: GameInfo;
  schema: SchemaNode;
  setGame: (id: string) => void;
  opened: () => void;
}) {
  const [automated, setAutomated] = useState(true);
  const [json, setJson] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [options, setOptions] = useState<Options>(() => (defaultsOf(schema) ?? {}) as Options);
  const [serverProblems, setServerProblems] = useState<readonly FieldProblem[]>([]);
  const [odds, setOdds] = useState<OddsState>(undefined);
  // The game's zod schema, rebuilt from the JSON Schema the server sends: the same rules, checked here.
  const check = useMemo(() => {
    try {
      return z.fromJSONSchema(schema as z.core.JSONSchema.JSONSchema);
    } catch {
      return undefined;
    }
  }, [schema]);
  const local = useMemo(() => schemaProblems(schema, check, options), [schema, check, options]);
  // What an empty Rules Submission means, from the server: the optional features offered by default.
  useEffect(() => {
    void api<{ ok: boolean; options?: unknown }>('POST', '/api/rules/validate', {
      game: g.id,
      options: {},
    }).then((r) => {
      if (r.ok && r.body.ok) setOptions((o) => withServerDefaults(schema, o, r.body.options));
    });
  }, [g.id, schema]);
  const settled = useSettled(options, 400);
  // The rules across fields are the server's (checkOptions): asked once the form has settled.
  useEffect(() => {
    if (schemaProblems(schema, check, settled).length) return setServerProblems([]);
    let live = true;
    void api<{ ok: boolean; violations?: Violation[] }>('POST', '/api/rules/validate', {
      game: g.id,
      options: settled,
    }).then((r) => {
      if (live && r.ok) setServerProblems(r.body.ok ? [] : violationProblems(r.body.violations ?? []));
    });
    // A request for options already changed again is abandoned (the server drops its computation).
    const abandon = new AbortController();
    void api<{ wagers?: OddsRow[] }>(
      'POST',
      '/api/odds',
      { game: g.id, options: settled },
      abandon.signal,
    ).then((r) => {
      if (!live) return;
      if (r.ok) setOdds(Array.isArray(r.body.wagers) ? { rows: r.body.wagers } : { unavailable: 'no rows' });
      else setOdds({ unavailable: r.status === 404 ? 'not offered by this server' : r.error.message });
    });
    return () => {
      live = false;
      abandon.abort();
    };
  }, [g.id, schema, check, settled]);
  const problems = local.length ? local : serverProblems;
  const set = (path: string, value: unknown): void => setOptions((o) => setAt(o, path, value));

  const doc = (): unknown => (json.trim() ? (JSON.parse(json) as unknown) : { game: g.id, options });
  const submit = async (open: boolean): Promise<void> => {
    let d: unknown;
    try {
      d = doc();
    } catch (e) {
      return setOutcome({ ok: false, error: { code: 'malformed_json', message: String(e) } });
    }
    const r = open
      ? await api<TableSummary>('POST', '/api/tables', { rules: d, automated })
      : await api<{ ok: boolean; violations?: Violation[] }>('POST', '/api/rules/validate', d);
    const body = r.body as { ok?: boolean; violations?: Violation[] };
    if (!r.ok || body.ok === false) {
      if (body.violations) setServerProblems(violationProblems(body.violations));
      return setOutcome({
        ok: false,
        error: {
          code: 'rules_submission_rejected',
          message:
            !body.violations && !r.ok ? r.error.message : 'The Rules Submission breaks the regulation:',
          ...(body.violations ? { violations: body.violations } : {}),
        },
      });
    }
    if (open) {
      setOutcome(undefined);
      opened();
    } else setOutcome({ ok: true });
  };
  return (
    <section class="panel open-table" aria-labelledby="open-title">
      <h2 id="open-title">Open a table</h2>
      <label>
        Game{' '}
        <select id="open-game" value={g.id} onChange={(e) => setGame(e.currentTarget.value)}>
          {games.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name} (ch. {x.chapter})
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          id="open-automated"
          checked={automated}
          onChange={(e) => setAutomated(e.currentTarget.checked)}
        />{' '}
        automated (the engine deals)
      </label>
      <div class="options-form" id="open-options">
        {Object.entries(schema.properties ?? {}).map(([k, node]) => (
          <Field key={k} path={k} name={k} node={node} value={options[k]} set={set} problems={problems} />
        ))}
      </div>
      <div id="open-problems" aria-live="polite">
        {problems.length ? (
          <p class="field-error">
            {problems.length} rule{problems.length === 1 ? '' : 's'} broken: see{' '}
            {problems.map((p) => p.path || 'the options').join(', ')}.
          </p>
        ) : null}
        {problems
          .filter((p) => p.path === '')
          .map((p, i) => (
            <p key={i} class="field-error">
              {p.message}
              <Cite c={p.citation} />
            </p>
          ))}
      </div>
      <HouseEdge odds={odds} />
      <details class="json-doc">
        <summary>Or a Rules Submission as a JSON document</summary>
        <textarea
          id="open-json"
          rows={4}
          aria-label="Rules Submission JSON document"
          placeholder="paste or upload a Rules Submission JSON document"
          value={json}
          onInput={(e) => setJson(e.currentTarget.value)}
        />
        <input
          type="file"
          accept="application/json"
          aria-label="upload a Rules Submission JSON document"
          onChange={(e) => void e.currentTarget.files?.[0]?.text().then(setJson)}
        />
      </details>
      <div>
        <button type="button" id="validate" onClick={() => void submit(false)}>
          Validate
        </button>{' '}
        <button type="button" id="open-table" onClick={() => void submit(true)}>
          Open table
        </button>
      </div>
      <div id="open-result">
        {outcome?.ok ? <Ok>The Rules Submission is valid.</Ok> : <ErrorBox error={outcome?.error} />}
      </div>
    </section>
  );
}

/** The house edge of each wager under the options chosen, as `POST /api/odds` computes it. */
function HouseEdge({ odds }: { odds: OddsState }) {
  return (
    <div class="house-edge" id="house-edge" aria-live="polite">
      <h3>House edge of what is chosen</h3>
      {odds === undefined ? (
        <p class="muted">computing…</p>
      ) : 'unavailable' in odds ? (
        <p class="muted">The house edge is not available: {odds.unavailable}.</p>
      ) : (
        <ScrollX label="house edge per wager">
          <table>
            <thead>
              <tr>
                <th>Wager</th>
                <th>Pays</th>
                <th>House edge</th>
              </tr>
            </thead>
            <tbody>
              {odds.rows.map((r) => (
                <tr key={oddsKind(r)} data-kind={oddsKind(r)}>
                  <td>{wagerName(oddsKind(r))}</td>
                  <td>{r.pays ?? ''}</td>
                  <td>
                    {(r.houseEdge * 100).toFixed(4)} %
                    {r.exact ? <small class="muted"> ({r.exact})</small> : null}
                    {r.standardError !== undefined ? (
                      <small class="muted"> ± {(r.standardError * 100).toFixed(4)} % (simulation)</small>
                    ) : null}
                    <Cite c={r.citation} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollX>
      )}
    </div>
  );
}
