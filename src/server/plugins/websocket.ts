/**
 * The WebSocket `/ws` (protocol: src/protocol/wire.ts; messages: src/protocol/messages.ts). Every message
 * from a client is parsed by its zod schema before anything else: one that is not a message is refused
 * with a code and changes nothing. A connection subscribes to tables in the roles its account may take
 * and sends commands; each is answered with its `result`.
 */
import { parseClientMessage } from '../../protocol/messages.js';
import {
  WS_CLOSE,
  type AccountRole,
  type ServerMessage,
  type UserInfo,
  type WatchRole,
  type WireRejection,
} from '../../protocol/wire.js';
import { approvalsMessage } from '../approvals.js';
import type { App, Authed, ServerContext } from '../context.js';
import { HttpError } from '../http.js';
import type { Subscriber } from '../tables.js';
import { TokenBucket } from '../token-bucket.js';

const STAFF: Readonly<Record<WatchRole, readonly AccountRole[]>> = {
  player: ['player', 'admin'],
  dealer: ['dealer', 'floorperson', 'admin'],
  floorperson: ['floorperson', 'admin'],
  compliance: ['compliance', 'admin'],
};
/** Whether this account may watch or act as `role` (an unknown role from the wire is refused). */
const mayWatchAs = (user: UserInfo, role: unknown): role is WatchRole =>
  typeof role === 'string' &&
  Object.hasOwn(STAFF, role) &&
  (STAFF[role as WatchRole] ?? []).includes(user.role);

/** The host an Origin header names, or undefined for `null` and anything that does not parse as a URL. */
function originHost(origin: string): string | undefined {
  if (!URL.canParse(origin)) return undefined;
  const host = new URL(origin).host;
  return host === '' ? undefined : host;
}

export async function websocketRoutes(app: App, { ctx }: { ctx: ServerContext }): Promise<void> {
  const { tables } = ctx;
  const rate = ctx.options.wsRate;

  app.get(
    '/ws',
    {
      websocket: true,
      // @fastify/websocket hides the route from the OpenAPI document; docs.ts describes it there.
    },
    (socket, req) => {
      // Cross-site WebSocket hijacking: a browser always sends Origin; it must be this server. An Origin
      // that names no server (`null` from a sandboxed frame or a file, or one that does not parse) is
      // refused the same way, before anything else is looked at.
      const origin = req.headers.origin;
      if (origin !== undefined && originHost(origin) !== req.headers.host) {
        socket.close(WS_CLOSE.badOrigin, 'bad origin');
        return;
      }
      const subs = new Map<string, Subscriber>();
      let authed: Authed | undefined;
      const sendText = (json: string): void => {
        if (socket.readyState === socket.OPEN) socket.send(json);
      };
      const send = (m: ServerMessage): void => sendText(JSON.stringify(m));
      /** A rejection of a message: a `result` when it was a command with an id (its sender waits on one). */
      const refuse = (error: WireRejection, commandId?: string): void =>
        commandId === undefined
          ? send({ t: 'error', error })
          : send({ t: 'result', id: commandId, ok: false, error });
      const bucket = new TokenBucket(rate.perSecond, rate.burst);
      let forget: (() => void) | undefined;
      const ready = ctx.authOf(req).then((a) => {
        authed = a;
        if (!a) {
          send({ t: 'error', error: { code: 'not_logged_in', message: 'log in first' } });
          socket.close(WS_CLOSE.notLoggedIn, 'not logged in');
          return;
        }
        forget = ctx.addSocket(a.user.id, {
          session: a.tokenHash,
          end: (end) => {
            send({ t: 'error', error: { code: end.code, message: end.message } });
            socket.close(
              end.code === 'account_disabled' ? WS_CLOSE.accountDisabled : WS_CLOSE.notLoggedIn,
              end.code === 'account_disabled' ? 'account disabled' : end.message,
            );
          },
        });
      });
      socket.on('message', (data: Buffer) => {
        let raw: unknown;
        let parsedJson = true;
        try {
          raw = JSON.parse(data.toString());
        } catch {
          parsedJson = false;
        }
        const parsed = parsedJson ? parseClientMessage(raw) : undefined;
        const commandId =
          parsed && !parsed.ok
            ? parsed.id
            : parsed?.ok && parsed.message.t === 'command'
              ? parsed.message.id
              : undefined;
        // Counted as the message arrives, before any work: a flood is dropped here.
        if (!bucket.take())
          return refuse(
            {
              code: 'rate_limited',
              message: `too many messages; at most ${rate.perSecond} a second (bursts of ${rate.burst}); this one was dropped`,
            },
            commandId,
          );
        void ready
          .then(async () => {
            if (!authed) return;
            if (!parsed)
              return send({ t: 'error', error: { code: 'malformed_message', message: 'not JSON' } });
            if (!parsed.ok) {
              // A role that is no role is one this account may not take (as for a role it may not take).
              if (
                (parsed.path === 'role' || parsed.path === 'as') &&
                parsed.error.code === 'malformed_message'
              ) {
                const role = (raw as Record<string, unknown>)[parsed.path];
                return refuse(
                  {
                    code: 'forbidden',
                    message: `your account may not act or watch as ${String(role).slice(0, 32)}`,
                  },
                  commandId,
                );
              }
              return refuse(parsed.error, commandId);
            }
            const m = parsed.message;
            if (m.t === 'ping') return send({ t: 'pong', id: m.id });
            const h = tables.get(m.table);
            if (!h) {
              const elsewhere = await ctx.servedHere(m.table).then(
                () => undefined,
                (e: unknown) =>
                  e instanceof HttpError && e.code === 'table_served_elsewhere' ? e : undefined,
              );
              const error = elsewhere
                ? { code: elsewhere.code, message: elsewhere.message }
                : { code: 'unknown_table', message: 'no such open table' };
              return refuse(error, commandId);
            }
            if (m.t === 'subscribe') {
              if (!mayWatchAs(authed.user, m.role))
                return send({
                  t: 'error',
                  error: { code: 'forbidden', message: `your account may not watch as ${m.role}` },
                });
              const old = subs.get(h.id);
              if (old) h.subscribers.delete(old);
              const sub: Subscriber = {
                userId: authed.user.id,
                role: m.role,
                lastSeq: m.since ?? 0,
                send,
                sendText,
              };
              subs.set(h.id, sub);
              h.subscribe(sub);
              if (m.role === 'dealer' || m.role === 'floorperson') send(approvalsMessage(h));
              return undefined;
            }
            if (m.t === 'unsubscribe') {
              const old = subs.get(h.id);
              if (old) h.subscribers.delete(old);
              subs.delete(h.id);
              return undefined;
            }
            const as = m.as ?? 'player';
            if (!mayWatchAs(authed.user, as))
              return refuse({ code: 'forbidden', message: `your account may not act as ${as}` }, m.id);
            const r = await h.submit(authed.user.id, as, m.command);
            return send(
              r.ok
                ? { t: 'result', id: m.id, ok: true, seq: r.seq }
                : { t: 'result', id: m.id, ok: false, error: r.error },
            );
          })
          .catch((e: unknown) => {
            app.log.error(e);
            refuse(
              { code: 'server_error', message: 'the command could not be stored; the table was reloaded' },
              commandId,
            );
          });
      });
      socket.on('close', () => {
        for (const [id, sub] of subs) tables.get(id)?.subscribers.delete(sub);
        forget?.();
      });
    },
  );
}
