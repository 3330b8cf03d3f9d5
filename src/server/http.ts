/** HTTP errors and request parsing shared by the server's route modules. */
import type { z } from 'zod';

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

export function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body);
  if (!r.success) {
    const i = r.error.issues[0];
    throw new HttpError(400, 'invalid_request', `${i?.path.join('.') || 'body'}: ${i?.message ?? 'invalid'}`);
  }
  return r.data;
}
