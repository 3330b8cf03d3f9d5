/** What the server's route modules share (accounts, approvals, training records). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyGame } from '../engine/game.js';
import type { AccountRole, UserInfo } from '../protocol/wire.js';
import type { Store } from './store.js';
import type { TableHost } from './tables.js';

export interface Authed {
  readonly user: UserInfo;
  readonly csrf: string;
  readonly tokenHash: string;
}

export interface ServerContext {
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly games: ReadonlyMap<string, AnyGame>;
  readonly tables: Map<string, TableHost>;
  /** The logged-in account, if it has one of `roles` (admin always); state changes need the CSRF header. */
  need(req: FastifyRequest, ...roles: AccountRole[]): Promise<Authed>;
  /** The table's host in this process, or an HttpError saying where it is served. */
  servedHere(tableId: string): Promise<TableHost>;
  log(msg: string, data?: Record<string, unknown>): void;
  /** Closes the user's open WebSockets (logout everywhere, account disabled), but those of `except` (a session). */
  closeSocketsOf(userId: number, why: string, except?: string): void;
}
