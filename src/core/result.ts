import type { Citation } from './citation.js';

/** A player's or operator's error: a value, never an exception (ARCHITECTURE principle 7). */
export interface Rejection {
  /** Stable snake_case code, e.g. `wager_after_no_more_bets`. */
  readonly code: string;
  readonly message: string;
  readonly citation?: Citation;
}

export type Result<T, E = Rejection> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

export function reject(code: string, message: string, citation?: Citation): Result<never, Rejection> {
  return err(citation === undefined ? { code, message } : { code, message, citation });
}

/** Thrown only for broken invariants (bugs), never for bad input. */
export class InvariantError extends Error {
  override readonly name = 'InvariantError';
}

export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantError(message);
}

export function assertNever(value: never): never {
  throw new InvariantError(`unexpected value ${JSON.stringify(value)}`);
}
