/**
 * Text every store can hold. A NUL character or a lone UTF-16 surrogate cannot be stored in a
 * PostgreSQL text or JSONB value (and means nothing to a person), so input holding one is refused at
 * the boundary (`invalid_text`) rather than failing, or being altered, in the database. No imports, so
 * the browser may use it too.
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (s: string): boolean => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/**
 * Where in a parsed JSON value (or query string, or route parameters) the first string or object key
 * that cannot be stored is, as a path like `rules.options.name` (`''` for the value itself); undefined
 * when every string is storable.
 */
export function unstorableTextAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (value === null || typeof value !== 'object') return undefined;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value);
  for (const [k, v] of entries) {
    const at = path ? `${path}.${k}` : k;
    if (!isStorableText(k)) return at;
    const inner = unstorableTextAt(v, at);
    if (inner !== undefined) return inner;
  }
  return undefined;
}
