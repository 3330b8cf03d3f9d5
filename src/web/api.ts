/**
 * The HTTP API as the web UI calls it: JSON in and out, the session cookie, and the CSRF token every
 * state-changing request carries (`X-CSRF-Token`, from the session).
 */

/** A refusal from the server: a stable code, a message and, where one applies, the citation. */
export interface ApiError {
  readonly code: string;
  readonly message: string;
  readonly citation?: string;
  readonly violations?: readonly Violation[];
}

/** A rule of the regulation a Rules Submission breaks. */
export interface Violation {
  readonly path: string;
  readonly code: string;
  readonly message: string;
  readonly citation?: string;
}

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly body: T }
  | { readonly ok: false; readonly status: number; readonly error: ApiError; readonly body: unknown };

let csrf: string | undefined;

/** The session's CSRF token, sent with every later request (undefined after logging out). */
export function setCsrf(token: string | undefined): void {
  csrf = token;
}

const asError = (status: number, body: unknown): ApiError => {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Partial<ApiError>;
  return {
    code: typeof b.code === 'string' ? b.code : `http_${status}`,
    message: typeof b.message === 'string' ? b.message : `the server answered ${status}`,
    ...(typeof b.citation === 'string' ? { citation: b.citation } : {}),
    ...(Array.isArray(b.violations) ? { violations: b.violations } : {}),
  };
};

export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (csrf) headers['x-csrf-token'] = csrf;
  let r: Response;
  try {
    r = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (e) {
    return { ok: false, status: 0, error: { code: 'network_error', message: String(e) }, body: undefined };
  }
  let text: string;
  try {
    text = await r.text();
  } catch (e) {
    return { ok: false, status: 0, error: { code: 'network_error', message: String(e) }, body: undefined };
  }
  let parsed: unknown = {};
  try {
    parsed = text ? (JSON.parse(text) as unknown) : {};
  } catch {
    parsed = { message: text };
  }
  return r.ok
    ? { ok: true, status: r.status, body: parsed as T }
    : { ok: false, status: r.status, error: asError(r.status, parsed), body: parsed };
}

/** A dollar amount typed by a person, in cents (`12.5` -> 1250); NaN when it is not a number. */
export const dollars = (text: string): number => Math.round(Number(text) * 100);
