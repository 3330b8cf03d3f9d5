/**
 * The values of a back-office form: each field typed by a person (money as exact cents, a list, a
 * `key: text` map, several choices) becomes its value at a dotted path of the request body, which the
 * server's own zod schema then checks.
 */
export type FieldKind =
  | 'text'
  | 'int'
  | 'cents'
  | 'day'
  | 'password'
  | 'select'
  | 'check'
  | 'choices'
  | 'list'
  | 'map'
  /** Free text over several lines. */
  | 'long';

/** One input of a form: where its value goes in the body (a dotted path), and how it is typed. */
export interface Field {
  readonly name: string;
  readonly label: string;
  readonly kind?: FieldKind;
  readonly options?: readonly (string | readonly [value: string, label: string])[];
  readonly initial?: string;
  readonly hint?: string;
  /** A select whose values are numbers (an alternative 1, 2 or 3). */
  readonly numeric?: boolean;
}

/** Dollars typed by a person as exact cents (`25` or `25.00` -> 2500); the text itself when it is not money. */
function cents(text: string): number | string {
  const m = /^\s*\$?(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : text;
}

function valueOf(f: Field, text: string): unknown {
  switch (f.kind) {
    case 'int':
      return /^\s*-?\d+\s*$/.test(text) ? Number(text) : text === '' ? undefined : text;
    case 'cents':
      return text === '' ? undefined : cents(text);
    case 'check':
      return text === 'true';
    case 'select':
      return text === '' ? undefined : f.numeric ? Number(text) : text;
    case 'choices':
    case 'list':
      return text.split(/[\s,]+/).filter(Boolean);
    case 'map': {
      // One `key: text` a line (an explanation per serial).
      const pairs = text
        .split('\n')
        .map((l) => /^\s*([^:]+?)\s*:\s*(.*?)\s*$/.exec(l))
        .filter((m): m is RegExpExecArray => m !== null);
      return pairs.length ? Object.fromEntries(pairs.map((m) => [m[1], m[2]])) : undefined;
    }
    default:
      return text === '' ? undefined : text;
  }
}

/** Sets `value` at a dotted path, making arrays where the next key is a number. */
function setPath(obj: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let o: Record<string, unknown> = obj;
  keys.forEach((k, i) => {
    if (i === keys.length - 1) {
      if (value !== undefined) o[k] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(keys[i + 1] ?? '');
    o[k] ??= nextIsIndex ? [] : {};
    o = o[k] as Record<string, unknown>;
  });
}

export function bodyOf(fields: readonly Field[], texts: Readonly<Record<string, string>>, fixed?: object) {
  // A deep copy: a field may fill in a row of a fixed list (each die's result of an inspection).
  const body: Record<string, unknown> = structuredClone({ ...(fixed ?? {}) });
  for (const f of fields) {
    const v = valueOf(f, texts[f.name] ?? f.initial ?? '');
    if (v !== undefined) setPath(body, f.name, v);
  }
  return body;
}

/**
 * A `prune` for BoForm: drops the rows of each list the person left blank (a row counts when the key
 * named for its list is filled in), so three rows offered and one filled send one.
 */
export const filledRows =
  (keys: Readonly<Record<string, string>>) =>
  (body: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...body };
    for (const [list, key] of Object.entries(keys))
      out[list] = ((body[list] as Record<string, unknown>[] | undefined) ?? []).filter((r) => r && r[key]);
    return out;
  };
