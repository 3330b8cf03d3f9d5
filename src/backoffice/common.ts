/**
 * What every back-office module shares: typed refusals (a stable snake_case code, a message and the
 * citation of the rule broken), gaming days as `YYYY-MM-DD`, and plain-data helpers. Nothing here reads
 * a clock: times are epoch milliseconds passed in by the caller.
 */
import type { Citation } from '../core/citation.js';
import { err, type Rejection, type Result } from '../core/result.js';

/** A refusal whose code is one of a module's declared codes. */
export interface Refusal<C extends string = string> extends Rejection {
  readonly code: C;
}

export const refusal = <C extends string>(code: C, message: string, citation?: Citation): Refusal<C> =>
  citation === undefined ? { code, message } : { code, message, citation };

export const refuse = <C extends string>(
  code: C,
  message: string,
  citation?: Citation,
): Result<never, Refusal<C>> => err(refusal(code, message, citation));

// ---------------------------------------------------------------------------------------------
// Gaming days
// ---------------------------------------------------------------------------------------------

/** A calendar day (a gaming day, a date received, an expiry date), `YYYY-MM-DD`. */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DAY_MS = 86_400_000;

export function isDay(text: string): text is Day {
  const m = DAY.exec(text);
  if (!m) return false;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === text;
}

/** Midnight UTC at the start of the day, in epoch milliseconds. */
export function dayStart(day: Day): number {
  if (!isDay(day)) throw new RangeError(`not a day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

export const dayOf = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: Day, n: number): Day => dayOf(dayStart(day) + n * DAY_MS);

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export const daysBetween = (a: Day, b: Day): number => Math.round((dayStart(b) - dayStart(a)) / DAY_MS);

/** The same calendar day `n` months later (clamped to the month's last day). */
export function addMonths(day: Day, n: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The calendar quarter of a day: `2026-Q1`. */
export const quarterOf = (day: Day): string =>
  `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;

/** The first and last day of a quarter `YYYY-Qn`. */
export function quarterDays(quarter: string): { readonly from: Day; readonly to: Day } | undefined {
  const m = /^(\d{4})-Q([1-4])$/.exec(quarter);
  if (!m) return undefined;
  const from = `${m[1]}-${String((Number(m[2]) - 1) * 3 + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(addMonths(from, 3), -1) };
}

export const nonBlank = (s: string | undefined): s is string => s !== undefined && s.trim() !== '';
