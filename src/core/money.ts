/** Money is integer cents, always. Formatting and parsing live here and nowhere else. */
export type Cents = number;

export function assertCents(value: number, what = 'amount'): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole cents, got ${value}`);
  return value;
}

export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** `25`, `25.50`, `$1,000` -> cents; undefined when not a plain non-negative amount. */
export function parseDollars(text: string): Cents | undefined {
  const m = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const whole = Number((m[1] as string).replaceAll(',', ''));
  const frac = Number((m[2] ?? '0').padEnd(2, '0'));
  const cents = whole * 100 + frac;
  return Number.isSafeInteger(cents) ? cents : undefined;
}

export type Rounding = 'down' | 'up' | 'exact';

/** value * num / den in cents with the stated rounding; `exact` throws when there is a remainder. */
export function scaleCents(value: Cents, num: number, den: number, rounding: Rounding): Cents {
  const product = BigInt(value) * BigInt(num);
  const d = BigInt(den);
  const q = product / d;
  const r = product % d;
  if (r === 0n) return Number(q);
  if (rounding === 'exact') throw new RangeError(`${value} * ${num}/${den} is not whole cents`);
  return Number(rounding === 'down' ? q : q + 1n);
}
