/**
 * What the server's plugins share: the store, the games, the tables this process serves, and the few
 * services between features (who is logged in, where a table is served, the sockets of a user).
 */
import type { FastifyInstance, FastifyRequest, RawServerDefault, FastifyBaseLogger } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Trainer } from '../backoffice/training.js';
import type { AnyGame } from '../engine/game.js';
import type { AccountRole, UserInfo, TableSummary } from '../protocol/wire.js';
import { HttpError } from './http.js';
import type { TableLeases } from './leases.js';
import type { Store } from './store.js';
import type { TableHost } from './tables.js';

export interface Authed {
  readonly user: UserInfo;
  readonly csrf: string;
  readonly tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session, set by `requireRole` (plugins/auth.ts) before validation. */
    auth: Authed | undefined;
  }
}

/** The Fastify instance every plugin registers its routes on: request and reply typed from zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A preValidation hook refusing a request without a session having one of the roles (admin always). */
export type RoleHook = (req: FastifyRequest) => Promise<void>;

/** Why a user's open WebSockets are closed, and what they are told. */
export interface SocketEnd {
  readonly code: 'session_ended' | 'account_disabled';
  readonly message: string;
  /** Leave this session's sockets open (a password changed from it). */
  readonly except?: string;
}

export interface ServerContext {
  readonly store: Store;
  readonly games: ReadonlyMap<string, AnyGame>;
  readonly tables: Map<string, TableHost>;
  readonly leases: TableLeases;
  readonly trainer: Trainer;
  readonly options: {
    readonly welcomeCredit: number;
    readonly loginRateLimitMax: number;
    readonly wsRate: { readonly perSecond: number; readonly burst: number };
    readonly seeded: boolean;
  };
  log(msg: string, data?: Record<string, unknown>): void;
  /** The session of a request, if it has a live one of an account that is not disabled. */
  authOf(req: FastifyRequest): Promise<Authed | undefined>;
  /** The hook for `preValidation`: a session with one of `roles` (none: any); state changes need CSRF. */
  requireRole(...roles: AccountRole[]): RoleHook;
  /** The table's host in this process, or an HttpError saying where it is served. */
  servedHere(tableId: string): Promise<TableHost>;
  /**
   * A table whose log compliance and the floor may read: served here, or closed (then read from its
   * stored log); a table served by another process is refused with where it is served.
   */
  auditable(tableId: string): Promise<TableHost>;
  /** The lobby's row for a table served here. */
  summary(host: TableHost): TableSummary;
  /** Closes a user's open WebSockets, telling them why. */
  endSockets(userId: number, end: SocketEnd): void;
  /** Registers a socket of a user (closed by `endSockets`); returns its removal. */
  addSocket(userId: number, socket: { session: string; end(end: SocketEnd): void }): () => void;
}

/** The session `requireRole` found (it always runs before a handler that calls this). */
export function authed(req: FastifyRequest): Authed {
  if (!req.auth) throw new HttpError(401, 'not_logged_in', 'log in first');
  return req.auth;
}
