/**
 * The client -> server WebSocket messages as zod schemas, with their types inferred from them: the
 * server parses every message with `parseClientMessage` before acting on it, so a message that is
 * valid JSON but not one of these (`null`, `1`, a missing field, a field of the wrong type) gets a
 * typed rejection and changes nothing. (wire.ts re-exports the types only, so the browser, which loads
 * wire.js without any package, never imports this module.)
 */
import { z } from 'zod';
import type { WireRejection } from './wire.js';
import { unstorableTextAt } from './text.js';

export const WATCH_ROLES = ['player', 'dealer', 'floorperson', 'compliance'] as const;
export const WatchRole = z.enum(WATCH_ROLES);

const tableId = z.string().min(1).max(64);
/** A client-chosen id, echoed in the answer. */
const messageId = z.string().max(64);

export const SubscribeMessage = z
  .object({
    t: z.literal('subscribe'),
    table: tableId,
    role: WatchRole,
    /** The last seq the client knows (a reconnecting client gets the lines after it). */
    since: z.number().int().min(0).optional(),
  })
  .strict();
export const UnsubscribeMessage = z.object({ t: z.literal('unsubscribe'), table: tableId }).strict();
export const CommandMessage = z
  .object({
    t: z.literal('command'),
    table: tableId,
    id: messageId,
    /** Which role to act in (staff accounts); players always act for their own seat. */
    as: WatchRole.optional(),
    /** The game's command; the game's own schema (its commands.ts) checks the rest. */
    command: z.looseObject({ type: z.string().min(1).max(64) }),
  })
  .strict();
export const PingMessage = z.object({ t: z.literal('ping'), id: messageId }).strict();

export const ClientMessage = z.discriminatedUnion('t', [
  SubscribeMessage,
  UnsubscribeMessage,
  CommandMessage,
  PingMessage,
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

const MESSAGE_TYPES: readonly string[] = ClientMessage.options.map((o) => o.shape.t.value);

export type ParsedMessage =
  | { readonly ok: true; readonly message: ClientMessage }
  | {
      readonly ok: false;
      readonly error: WireRejection;
      /** The message's own `id`, when it has a usable one (so a command's sender gets a `result`). */
      readonly id?: string;
      /** The field the rejection is about (`role`, `as`, `command.name` ...). */
      readonly path: string;
    };

/**
 * Parses a decoded JSON value as a client message. Codes: `malformed_message` (not an object, or a
 * field missing or of the wrong type), `unknown_message` (an object whose `t` is no message type),
 * `invalid_text` (a string holding NUL or a lone surrogate).
 */
export function parseClientMessage(raw: unknown): ParsedMessage {
  const obj =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : undefined;
  const rawId = obj?.['id'];
  const id = typeof rawId === 'string' && rawId.length <= 64 ? { id: rawId } : {};
  if (!obj)
    return {
      ok: false,
      path: '',
      error: { code: 'malformed_message', message: 'a message is a JSON object with a string `t`' },
    };
  const bad = unstorableTextAt(obj);
  if (bad !== undefined)
    return {
      ok: false,
      path: bad,
      ...id,
      error: {
        code: 'invalid_text',
        message: `${bad}: text may not hold NUL or unpaired surrogate characters`,
      },
    };
  if (typeof obj['t'] === 'string' && !MESSAGE_TYPES.includes(obj['t']))
    return {
      ok: false,
      path: 't',
      error: {
        code: 'unknown_message',
        message: `unknown message type; one of: ${MESSAGE_TYPES.join(', ')}`,
      },
    };
  const r = ClientMessage.safeParse(obj);
  if (r.success) return { ok: true, message: r.data };
  const issue = r.error.issues[0];
  const path = issue?.path.join('.') ?? '';
  return {
    ok: false,
    path,
    ...id,
    error: { code: 'malformed_message', message: `${path || 'message'}: ${issue?.message ?? 'invalid'}` },
  };
}
