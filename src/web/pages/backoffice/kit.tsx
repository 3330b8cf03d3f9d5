/**
 * What every back-office page shares: the account's place in the back office (`/api/backoffice/me`),
 * data loaded from the API (and reloaded after a change or on a timer), a form checked as it is typed
 * with the same zod schema the server parses it with, each problem beside its field with the citation of
 * the rule the form records, and the server's refusals shown the same way (beside the field the refusal
 * names, else above the form). How a typed field becomes a value of the body: fields.ts.
 */
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { z } from 'zod';
import type { BackofficeMe, BackofficeRefusal } from '../../../protocol/backoffice.js';
import { fieldProblems } from '../../../protocol/forms.js';
import { formatCents } from '../../../protocol/wire.js';
import { api, type ApiError } from '../../api.js';
import { Cite, ErrorBox, ScrollX } from '../../components/common.js';
import './backoffice.css';
import { bodyOf, type Field } from './fields.js';

/** Data from a GET, reloaded by `reload` (and every `everyMs` when given). */
export function useData<T>(
  path: string | null,
  everyMs?: number,
): {
  data: T | undefined;
  error: ApiError | undefined;
  reload: () => void;
} {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  useEffect(() => {
    if (!path) return;
    let live = true;
    void api<T>('GET', path).then((r) => {
      if (!live) return;
      if (r.ok) {
        setData(r.body);
        setError(undefined);
      } else setError(r.error);
    });
    return () => {
      live = false;
    };
  }, [path, tick]);
  useEffect(() => {
    if (!everyMs) return;
    const t = setInterval(reload, everyMs);
    return () => clearInterval(t);
  }, [everyMs, reload]);
  return { data, error, reload };
}

export const useMe = () => useData<BackofficeMe>('/api/backoffice/me');

/** zod's words for a field left empty, as a person reads them. */
const readableProblems = (p: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(p).map(([k, m]) => [k, /received undefined$/.test(m) ? 'required' : m]));

const domId = (form: string, field: string): string => `${form}-${field.replaceAll('.', '-')}`;

/**
 * A form whose body is checked with `schema` as it is typed (after the first try to send), each problem
 * beside its field with `citation`; sent to `path`, the server's refusal beside the field it names.
 */
export function BoForm({
  id,
  title,
  citation,
  schema,
  fields,
  path,
  fixed,
  prune,
  submit = 'Record',
  onDone,
  children,
}: {
  id: string;
  title: string;
  citation: string;
  schema: z.ZodType;
  fields: readonly Field[];
  path: string;
  fixed?: object;
  /** Drops what the person left blank (an empty row of a list) before the body is checked. */
  prune?: (body: Record<string, unknown>) => Record<string, unknown>;
  submit?: string;
  onDone?: (answer: unknown) => void;
  children?: ComponentChildren;
}) {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<(ApiError & { field?: string }) | undefined>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const built = bodyOf(fields, texts, fixed);
  const body = prune ? prune(built) : built;
  const problems = tried ? readableProblems(fieldProblems(schema, body)) : {};
  const names = new Set(fields.map((f) => f.name));
  const loose = Object.entries(problems).filter(([k]) => !names.has(k));
  const send = async (e: Event): Promise<void> => {
    e.preventDefault();
    setTried(true);
    setDone(undefined);
    if (Object.keys(fieldProblems(schema, body)).length) return;
    setBusy(true);
    const r = await api<{ events?: { summary: string }[] }>('POST', path, body);
    setBusy(false);
    if (!r.ok) {
      const raw = r.body as Partial<BackofficeRefusal>;
      setRefusal({ ...r.error, ...(typeof raw?.field === 'string' ? { field: raw.field } : {}) });
      return;
    }
    setRefusal(undefined);
    setTried(false);
    const lines = (r.body.events ?? []).map((x) => x.summary);
    setDone(
      lines.length > 4
        ? `${lines.slice(0, 3).join('; ')}; and ${lines.length - 3} more entries in the audit log`
        : lines.join('; ') || 'recorded',
    );
    onDone?.(r.body);
  };
  const refusalAt = (name: string) =>
    refusal?.field === name || (refusal?.field && refusal.field.startsWith(`${name}.`)) ? refusal : undefined;
  const refusalPlaced = refusal?.field !== undefined && fields.some((f) => refusalAt(f.name));
  return (
    <form class="bo-form" id={id} onSubmit={(e) => void send(e)} noValidate>
      <h3>
        {title} <Cite c={citation} />
      </h3>
      {children}
      <div class="bo-fields">
        {fields.map((f) => {
          const fid = domId(id, f.name);
          const text = texts[f.name] ?? f.initial ?? '';
          const set = (v: string) => setTexts((t) => ({ ...t, [f.name]: v }));
          const problem = problems[f.name];
          const server = refusalAt(f.name);
          const bad = problem !== undefined || server !== undefined;
          const described = bad ? { 'aria-describedby': `${fid}-problem` } : {};
          return (
            <div key={f.name} class={`form-field bo-field ${bad ? 'invalid' : ''} kind-${f.kind ?? 'text'}`}>
              {f.kind === 'choices' ? (
                <Choices id={fid} field={f} text={text} set={set} described={described} />
              ) : f.kind === 'check' ? (
                <label for={fid} class="check">
                  <input
                    id={fid}
                    type="checkbox"
                    checked={text === 'true'}
                    onChange={(e) => set(e.currentTarget.checked ? 'true' : 'false')}
                    {...described}
                  />{' '}
                  {f.label}
                </label>
              ) : (
                <>
                  <label for={fid}>{f.label}</label>
                  {f.kind === 'select' ? (
                    <select id={fid} value={text} onChange={(e) => set(e.currentTarget.value)} {...described}>
                      <option value="">—</option>
                      {(f.options ?? []).map((o) => {
                        const [v, l] = pair(o);
                        return (
                          <option key={v} value={v}>
                            {l}
                          </option>
                        );
                      })}
                    </select>
                  ) : f.kind === 'map' || f.kind === 'long' ? (
                    <textarea
                      id={fid}
                      rows={3}
                      value={text}
                      aria-invalid={bad ? 'true' : 'false'}
                      onInput={(e) => set(e.currentTarget.value)}
                      {...described}
                    />
                  ) : (
                    <input
                      id={fid}
                      name={f.name}
                      {...(f.kind === 'password' ? { type: 'password' as const } : { type: 'text' as const })}
                      {...(f.kind === 'int' || f.kind === 'cents' ? { inputMode: 'decimal' as const } : {})}
                      {...(f.kind === 'day' ? { placeholder: 'YYYY-MM-DD' } : {})}
                      {...(f.kind === 'password' ? { autocomplete: 'off' } : {})}
                      value={text}
                      aria-invalid={bad ? 'true' : 'false'}
                      onInput={(e) => set(e.currentTarget.value)}
                      {...described}
                    />
                  )}
                </>
              )}
              {f.hint ? <small class="muted">{f.hint}</small> : null}
              {bad ? (
                <span class="field-error" id={`${fid}-problem`} role="alert" data-field={f.name}>
                  {server ? (
                    <>
                      {server.message} <code class="code">{server.code}</code>
                      <Cite c={server.citation} />
                    </>
                  ) : (
                    <>
                      {problem}
                      <Cite c={citation} />
                    </>
                  )}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {loose.map(([k, m]) => (
        <div class="error" role="alert" key={k}>
          {k ? `${k}: ` : ''}
          {m} <Cite c={citation} />
        </div>
      ))}
      {refusal && !refusalPlaced ? <ErrorBox error={refusal} id={`${id}-refusal`} /> : null}
      {done ? (
        <div class="ok" id={`${id}-done`} role="status">
          {done}
        </div>
      ) : null}
      <button type="submit" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}

const pair = (o: string | readonly [string, string]): readonly [string, string] =>
  typeof o === 'string' ? [o, o] : o;

/** Several of the options, each a checkbox (the instruments of a dice inspection); the text lists them. */
function Choices({
  id,
  field,
  text,
  set,
  described,
}: {
  id: string;
  field: Field;
  text: string;
  set: (v: string) => void;
  described: object;
}) {
  const on = new Set(text.split(',').filter(Boolean));
  const all = (field.options ?? []).map(pair);
  const toggle = (v: string, yes: boolean) =>
    set(
      all
        .map(([x]) => x)
        .filter((x) => (x === v ? yes : on.has(x)))
        .join(','),
    );
  return (
    <fieldset id={id} class="choices" {...described}>
      <legend>{field.label}</legend>
      {all.map(([v, l]) => (
        <label key={v} class="check">
          <input
            type="checkbox"
            id={`${id}-${v}`}
            checked={on.has(v)}
            onChange={(e) => toggle(v, e.currentTarget.checked)}
          />{' '}
          {l}
        </label>
      ))}
    </fieldset>
  );
}

/** Rows of records under named columns (money and times made readable). */
export function RecordTable({
  label,
  rows,
  columns,
  id,
}: {
  label: string;
  rows: readonly Readonly<Record<string, unknown>>[];
  columns: readonly (readonly [
    key: string,
    label: string,
    show?: (v: unknown, row: Readonly<Record<string, unknown>>) => ComponentChildren,
  ])[];
  id?: string;
}) {
  if (!rows.length) return <p class="muted">None yet.</p>;
  return (
    <ScrollX label={label}>
      <table id={id}>
        <thead>
          <tr>
            {columns.map(([k, l]) => (
              <th key={k}>{l}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={String(r['id'] ?? i)}>
              {columns.map(([k, , show]) => (
                <td key={k}>{show ? show(r[k], r) : text(r[k])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}

export const text = (v: unknown): string =>
  v === undefined || v === null
    ? ''
    : typeof v === 'object'
      ? Array.isArray(v)
        ? v.map(text).join(', ')
        : JSON.stringify(v)
      : String(v);
export const money = (v: unknown): string => (typeof v === 'number' ? formatCents(v) : text(v));
export const when = (v: unknown): string =>
  typeof v === 'number' ? new Date(v).toISOString().slice(0, 16).replace('T', ' ') : text(v);
export const today = (): string => new Date().toISOString().slice(0, 10);

/** A refusal with its code and citation (a shortfall, a camera flag ...). */
export function Flag({ r }: { r: { code: string; message: string; citation?: string } }) {
  return (
    <li class="flag" data-code={r.code}>
      {r.message} <code class="code">{r.code}</code> <Cite c={r.citation} />
    </li>
  );
}

export const Loading = ({ error }: { error?: ApiError | undefined }) =>
  error ? <ErrorBox error={error} /> : <p class="muted">Loading…</p>;
