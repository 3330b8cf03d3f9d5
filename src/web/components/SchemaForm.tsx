/**
 * A Rules Submission's options as a form, built from the game's schema as the server sends it (JSON
 * Schema from the game's zod schema, each field with its description, default and citation): a
 * checkbox for a yes/no option, a choice list for a closed set, a number with its bounds, dollars for
 * money, the limits as a small table per wager, an optional feature as "offered" with its own fields.
 *
 * The form is checked as it changes with the same schema the server uses (rebuilt with zod from the
 * JSON Schema), each rejection shown beside its field with the citation of the rule it breaks; the
 * server's own checks across fields come back from `POST /api/rules/validate` the same way.
 */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { formatCents } from '../../protocol/wire.js';
import { wagerName } from '../names.js';
import { Cite } from './common.js';

/** The parts of a JSON Schema node the form reads. */
export interface SchemaNode {
  readonly type?: string;
  readonly description?: string;
  readonly citation?: string;
  readonly default?: unknown;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly anyOf?: readonly SchemaNode[];
  readonly items?: SchemaNode;
  readonly pattern?: string;
}

/** A rejection of one field: its message and the citation of the rule. */
export interface FieldProblem {
  readonly path: string;
  readonly message: string;
  readonly citation?: string;
}

export type Options = Readonly<Record<string, unknown>>;

/**
 * Whether a field is money (integer cents, shown in dollars). The schemas say so in their descriptions
 * today ("in cents"); a `unit: 'cents'` keyword on the field, when the games add it, is read first.
 */
export const isMoney = (node: SchemaNode): boolean =>
  (node as { unit?: unknown }).unit === 'cents' || /\bin cents\b/i.test(node.description ?? '');

/** The options a schema's defaults make, nested objects filled from their fields' defaults. */
export function defaultsOf(node: SchemaNode): unknown {
  if (node.properties && (node.default === undefined || isPlainObject(node.default))) {
    const out: Record<string, unknown> = { ...node.default };
    for (const [k, child] of Object.entries(node.properties)) {
      const v = defaultsOf(child);
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  return node.default;
}

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  x !== null && typeof x === 'object' && !Array.isArray(x);

/** The node at a dotted path (through objects and the non-null branch of a nullable). */
export function nodeAt(root: SchemaNode, path: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const key of path.split('.').filter(Boolean)) {
    const obj: SchemaNode | undefined = node?.properties ? node : node?.anyOf?.find((n) => n.properties);
    node = obj?.properties?.[key];
  }
  return node;
}

/** The citation of the field at a path, or of its nearest parent that has one. */
export function citationAt(root: SchemaNode, path: string): string | undefined {
  const parts = path.split('.').filter(Boolean);
  for (let n = parts.length; n >= 0; n -= 1) {
    const c = nodeAt(root, parts.slice(0, n).join('.'))?.citation;
    if (c) return c;
  }
  return undefined;
}

export function getAt(obj: unknown, path: string): unknown {
  let o = obj;
  for (const k of path.split('.').filter(Boolean)) o = isPlainObject(o) ? o[k] : undefined;
  return o;
}

/** A copy of `obj` with the value at `path` replaced (undefined removes it). */
export function setAt(obj: Options, path: string, value: unknown): Options {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0)
    return value === undefined
      ? Object.fromEntries(Object.entries(obj).filter(([k]) => k !== head))
      : { ...obj, [head]: value };
  const copy: Record<string, unknown> = { ...obj };
  const inner = isPlainObject(copy[head]) ? (copy[head] as Options) : {};
  copy[head] = setAt(inner, rest.join('.'), value);
  return copy;
}

/** Option names whose words alone read badly. */
const LABELS: Readonly<Record<string, string>> = {
  ez: 'EZ Baccarat',
  roundUpTo25Cents: 'Round up to 25 cents',
  a234LowStraight: 'A-2-3-4 lowest straight',
  a234LowStraightFlush: 'A-2-3-4 lowest straight flush',
  dontBar: "Don't bar",
  big6And8: 'Big 6 and Big 8 pay',
  maxOdds: 'Maximum odds',
};

/** `minimumWager` -> "Minimum wager". */
const labelOf = (key: string): string => {
  const known = LABELS[key];
  if (known) return known;
  const spaced = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .replaceAll('-', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
};

interface FieldProps {
  readonly path: string;
  readonly name: string;
  readonly node: SchemaNode;
  readonly value: unknown;
  readonly set: (path: string, value: unknown) => void;
  readonly problems: readonly FieldProblem[];
}

/** The problems at exactly this path. */
const at = (problems: readonly FieldProblem[], path: string): FieldProblem[] =>
  problems.filter((p) => p.path === path);

function Problems({ problems, id }: { problems: readonly FieldProblem[]; id: string }) {
  if (!problems.length) return null;
  return (
    <span class="field-problems" id={id} role="alert">
      {problems.map((p, i) => (
        <span key={i} class="field-error">
          {p.message}
          <Cite c={p.citation} />
        </span>
      ))}
    </span>
  );
}

/** A field's frame: its label, the widget, what the option is, its citation and its problems. */
function Frame({
  p,
  id,
  children,
  inline = false,
}: {
  p: FieldProps;
  id: string;
  children: ComponentChildren;
  inline?: boolean;
}) {
  const mine = at(p.problems, p.path);
  return (
    <div class={`field ${inline ? 'inline' : ''} ${mine.length ? 'invalid' : ''}`} data-path={p.path}>
      {inline ? (
        <label for={id} class="field-label">
          {children}
          <span>{labelOf(p.name)}</span>
        </label>
      ) : (
        <>
          <label for={id} class="field-label">
            {labelOf(p.name)}
          </label>
          {children}
        </>
      )}
      <small class="field-help">
        {p.node.description}
        <Cite c={p.node.citation} />
      </small>
      <Problems problems={mine} id={`${id}-problems`} />
    </div>
  );
}

/** The choices of a closed set: an `enum`, or `anyOf` constants. */
const choicesOf = (node: SchemaNode): unknown[] | undefined =>
  node.enum
    ? [...node.enum]
    : node.anyOf && node.anyOf.every((n) => 'const' in n || n.enum)
      ? node.anyOf.flatMap((n) => ('const' in n ? [n.const] : [...(n.enum ?? [])]))
      : undefined;

/** A choice as a person reads it: `face-up` -> "face up", null -> "not offered". */
const choiceText = (x: unknown): string => (x === null ? 'not offered' : String(x).replaceAll('-', ' '));

/** The non-null branch of a nullable field (`X | null`), if the field is one. */
const nullableOf = (node: SchemaNode): SchemaNode | undefined =>
  node.anyOf?.length === 2 && node.anyOf.some((n) => n.type === 'null')
    ? node.anyOf.find((n) => n.type !== 'null')
    : undefined;

/** A `{wager: {min, max}}` object: the limits of each wager. */
const isLimits = (node: SchemaNode): boolean =>
  !!node.properties &&
  Object.values(node.properties).length > 0 &&
  Object.values(node.properties).every((n) => !!n.properties?.['min'] && !!n.properties['max']);

export function Field(p: FieldProps) {
  const id = `opt-${p.path.replace(/[^\w]+/g, '-')}`;
  const { node, value, set, path } = p;
  const described = at(p.problems, path).length ? { 'aria-describedby': `${id}-problems` } : {};
  const inner = nullableOf(node);
  const innerChoices = inner ? choicesOf(inner) : undefined;
  // A closed set, or a closed set or nothing (a paytable letter, or null when the wager is not offered).
  const choices = choicesOf(node) ?? (innerChoices ? [...innerChoices, null] : undefined);
  if (choices)
    return (
      <Frame p={p} id={id}>
        <select
          id={id}
          name={path}
          value={String(choices.findIndex((c) => c === value))}
          onChange={(e) => set(path, choices[Number(e.currentTarget.value)])}
          {...described}
        >
          {choices.map((c, i) => (
            <option key={i} value={String(i)}>
              {choiceText(c)}
            </option>
          ))}
        </select>
      </Frame>
    );
  if (inner && !innerChoices) {
    // An optional feature: offered (with its own fields) or not.
    const on = value !== null && value !== undefined;
    return (
      <fieldset class="field nullable" data-path={path}>
        <legend>
          <label>
            <input
              type="checkbox"
              name={path}
              checked={on}
              onChange={(e) =>
                set(
                  path,
                  e.currentTarget.checked ? (defaultsOf(inner) ?? (inner.type === 'integer' ? 1 : {})) : null,
                )
              }
            />{' '}
            {labelOf(p.name)}
          </label>
        </legend>
        <small class="field-help">
          {node.description}
          <Cite c={node.citation} />
        </small>
        {on ? null : <Problems problems={at(p.problems, path)} id={`${id}-problems`} />}
        {on ? (
          <Field
            {...p}
            node={{ ...inner, ...(isMoney(node) ? { unit: 'cents' } : {}) }}
            problems={p.problems}
          />
        ) : null}
      </fieldset>
    );
  }
  if (isLimits(node)) return <LimitsField {...p} />;
  if (node.properties) {
    const hasOwnHelp = node.description !== undefined;
    return (
      <fieldset class="field group" data-path={path}>
        <legend>{labelOf(p.name)}</legend>
        {hasOwnHelp ? (
          <small class="field-help">
            {node.description}
            <Cite c={node.citation} />
          </small>
        ) : null}
        <Problems problems={at(p.problems, path)} id={`${id}-problems`} />
        <div class="fields">
          {Object.entries(node.properties).map(([k, child]) => (
            <Field
              key={k}
              path={path ? `${path}.${k}` : k}
              name={k}
              node={child}
              value={getAt(value, k)}
              set={set}
              problems={p.problems}
            />
          ))}
        </div>
      </fieldset>
    );
  }
  if (node.type === 'boolean')
    return (
      <Frame p={p} id={id} inline>
        <input
          type="checkbox"
          id={id}
          name={path}
          checked={value === true}
          onChange={(e) => set(path, e.currentTarget.checked)}
          {...described}
        />
      </Frame>
    );
  if (node.type === 'integer' || node.type === 'number') {
    if (isMoney(node)) return <MoneyInput p={p} id={id} described={described} />;
    return (
      <Frame p={p} id={id}>
        <input
          type="number"
          id={id}
          name={path}
          value={typeof value === 'number' ? String(value) : ''}
          {...(node.minimum !== undefined ? { min: node.minimum } : {})}
          {...(node.maximum !== undefined && node.maximum < 1e12 ? { max: node.maximum } : {})}
          step={node.type === 'integer' ? 1 : 'any'}
          onInput={(e) => {
            const t = e.currentTarget.value;
            set(path, t === '' ? undefined : Number(t));
          }}
          {...described}
        />
        {node.minimum !== undefined || (node.maximum !== undefined && node.maximum < 1e12) ? (
          <small class="bounds">
            {node.minimum ?? ''} to {node.maximum !== undefined && node.maximum < 1e12 ? node.maximum : '…'}
          </small>
        ) : null}
      </Frame>
    );
  }
  if (node.type === 'array' && node.items?.type === 'string')
    return (
      <Frame p={p} id={id}>
        <input
          id={id}
          name={path}
          value={Array.isArray(value) ? value.join(' ') : ''}
          onInput={(e) => set(path, e.currentTarget.value.split(/[\s,]+/).filter(Boolean))}
          {...described}
        />
      </Frame>
    );
  if (node.type === 'string')
    return (
      <Frame p={p} id={id}>
        <input
          id={id}
          name={path}
          value={typeof value === 'string' ? value : ''}
          placeholder={typeof node.default === 'string' ? node.default : ''}
          onInput={(e) => set(path, e.currentTarget.value)}
          {...described}
        />
      </Frame>
    );
  // Anything else (a house way's rule list): its JSON, as a document in the document.
  return <JsonField p={p} id={id} />;
}

/** Money in dollars; the options hold integer cents. */
function MoneyInput({ p, id, described }: { p: FieldProps; id: string; described: Record<string, string> }) {
  const { value, path, set } = p;
  return (
    <Frame p={p} id={id}>
      <span class="money-input">
        ${' '}
        <input
          id={id}
          name={path}
          inputMode="decimal"
          size={9}
          value={typeof value === 'number' ? (value / 100).toFixed(2) : ''}
          onChange={(e) => set(path, dollarsToCents(e.currentTarget.value))}
          {...described}
        />
      </span>
    </Frame>
  );
}

/** `12.5` -> 1250; text that is not an amount stays text (the schema rejects it with its rule). */
const dollarsToCents = (t: string): unknown => {
  const d = Number(t.replace(/^\$/, '').replaceAll(',', '').trim());
  return t.trim() === '' ? undefined : Number.isFinite(d) ? Math.round(d * 100) : t;
};

/** The limits of each wager: a row per wager, its minimum and maximum in dollars. */
function LimitsField(p: FieldProps) {
  const rows = Object.keys(p.node.properties ?? {});
  const title = useId();
  return (
    <fieldset class="field limits-field" data-path={p.path}>
      <legend id={title}>{labelOf(p.name)}</legend>
      <small class="field-help">
        {p.node.description?.replace(/, in cents$/, '')}
        <Cite c={p.node.citation} />
      </small>
      <Problems problems={at(p.problems, p.path)} id={`${p.path}-problems`} />
      <table aria-labelledby={title}>
        <thead>
          <tr>
            <th>Wager</th>
            <th>Minimum ($)</th>
            <th>Maximum ($)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((kind) => (
            <tr key={kind} data-kind={kind}>
              <th scope="row">{wagerName(kind)}</th>
              {(['min', 'max'] as const).map((end) => {
                const path = `${p.path}.${kind}.${end}`;
                const v = getAt(p.value, `${kind}.${end}`);
                const problems = at(p.problems, path);
                return (
                  <td key={end}>
                    <input
                      name={path}
                      aria-label={`${wagerName(kind)} ${end === 'min' ? 'minimum' : 'maximum'} in dollars`}
                      inputMode="decimal"
                      size={8}
                      value={typeof v === 'number' ? (v / 100).toFixed(2) : ''}
                      onChange={(e) => p.set(path, dollarsToCents(e.currentTarget.value))}
                    />
                    <Problems problems={problems} id={`${path}-problems`} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}

/** A nested document (a house way) as JSON: kept as typed until it parses. */
function JsonField({ p, id }: { p: FieldProps; id: string }) {
  return (
    <details class="field json" data-path={p.path}>
      <summary>
        {labelOf(p.name)} <Cite c={p.node.citation} />
      </summary>
      <small class="field-help">{p.node.description}</small>
      <textarea
        id={id}
        name={p.path}
        aria-label={`${labelOf(p.name)} (JSON)`}
        rows={6}
        value={JSON.stringify(p.value, null, 1)}
        onChange={(e) => {
          try {
            p.set(p.path, JSON.parse(e.currentTarget.value) as unknown);
          } catch {
            p.set(p.path, e.currentTarget.value);
          }
        }}
      />
      <Problems problems={at(p.problems, p.path)} id={`${id}-problems`} />
    </details>
  );
}

/** A money bound in a zod message (`>=500` on a cents field) in dollars. */
export function dollarsMessage(node: SchemaNode | undefined, message: string): string {
  if (!node || !isMoney(node)) return message;
  return message.replace(
    /([<>]=?)\s*(\d+)/g,
    (_, op: string, n: string) => `${op} ${formatCents(Number(n))}`,
  );
}

/**
 * Fills the optional features whose default the JSON Schema cannot say (a zod default in the parsed
 * form, such as the Fire Bet's paytable) from what the server parsed an empty Rules Submission to:
 * offered (with the fields' own defaults) or not offered (null).
 */
export function withServerDefaults(schema: SchemaNode, options: Options, parsed: unknown): Options {
  let out = options;
  for (const [k, node] of Object.entries(schema.properties ?? {})) {
    const inner = nullableOf(node);
    if (!inner || out[k] !== undefined || !isPlainObject(parsed) || !(k in parsed)) continue;
    out = setAt(out, k, parsed[k] === null ? null : (defaultsOf(inner) ?? {}));
  }
  return out;
}
