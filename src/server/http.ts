/** HTTP errors and the response schemas every route declares. */
import type { z } from 'zod';
import { ErrorSchema } from '../protocol/api.js';

/** A typed rejection over HTTP: a status, a stable snake_case code, a message, and details if any. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** A route's responses: its answer (200 unless said), and a refusal or failure in the error shape. */
export function replies<T extends z.ZodType, S extends number = 200>(
  ok: T,
  status: S = 200 as S,
): { [K in S]: T } & { '4xx': typeof ErrorSchema; '5xx': typeof ErrorSchema } {
  return { [status]: ok, '4xx': ErrorSchema, '5xx': ErrorSchema };
}

/**
 * What the engine types (readonly arrays, interfaces without index signatures) as a response schema's
 * output type; the serializer checks the value against the schema on its way out.
 */
export const asWire = <S extends z.ZodType>(_schema: S, value: unknown): z.output<S> => value as z.output<S>;
