/**
 * The table server: HTTP API + WebSocket, one process, many tables, on Fastify with one plugin per
 * feature (plugins/): the platform (zod schemas, cookies, security headers, rate limits, errors), the
 * API documentation, accounts and sessions, administration, the lobby, play at a table, compliance,
 * training, the WebSocket and the web UI's files. Games come from the registry and are used only
 * through the GameDefinition contract.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { Rng } from '../core/rng.js';
import type { AnyGame } from '../engine/game.js';
import { GAMES } from '../games/registry.js';
import { Trainer } from '../backoffice/training.js';
import { hashPassword } from './auth.js';
import type { App, RoleHook, ServerContext, SocketEnd } from './context.js';
import { HttpError } from './http.js';
import { TableLeases } from './leases.js';
import { adminRoutes } from './plugins/admin.js';
import { authRoutes, sessionAuth } from './plugins/auth.js';
import { backofficeRoutes, TableCoupons } from './plugins/backoffice.js';
import { complianceRoutes } from './plugins/compliance.js';
import { docsRoutes, swaggerPlugin } from './plugins/docs.js';
import { lobbyRoutes } from './plugins/lobby.js';
import platform from './plugins/platform.js';
import { playRoutes } from './plugins/play.js';
import { staticRoutes } from './plugins/static.js';
import { trainingRoutes } from './plugins/training.js';
import { websocketRoutes } from './plugins/websocket.js';
import { SqliteStore } from './sqlite-store.js';
import type { Store } from './store.js';
import { TableHost } from './tables.js';

export interface ServerOptions {
  /** SQLite file directory (default `./data`); ignored when `store` or `databaseUrl` is given. */
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  readonly store?: Store;
  readonly host?: string;
  readonly port?: number;
  readonly betWindowMs?: number;
  readonly dealPaceMs?: number;
  /** Chips credited to a newly registered player's account from the cage (cents). */
  readonly welcomeCredit?: number;
  readonly logger?: boolean;
  readonly rateLimitMax?: number;
  readonly loginRateLimitMax?: number;
  readonly rng?: () => Rng;
  readonly games?: ReadonlyMap<string, AnyGame>;
  /** Password for the first admin (otherwise random, printed once). */
  readonly adminPassword?: string;
  /** Automated tables: how long a person the game can answer for is waited on (default 30 s). */
  readonly decisionMs?: number;
  /** PostgreSQL: a table lease's length without renewal (default 10 s); renewed every third of it. */
  readonly leaseMs?: number;
  /** WebSocket messages one connection may send: a token bucket (default 20 a second, bursts of 40). */
  readonly wsRate?: { readonly perSecond: number; readonly burst: number };
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly url: string;
  readonly store: Store;
  readonly tables: Map<string, TableHost>;
  /** Every route the server registered (method and URL pattern, e.g. `/api/tables/:id`). */
  readonly routes: readonly { readonly method: string; readonly url: string }[];
  /** Set only on the start that created the first admin. */
  readonly initialAdmin?: { readonly username: string; readonly password: string };
  /**
   * Stops the server. `release: false` keeps this process's table leases in the database until they
   * expire, as a killed process would (tests of a takeover).
   */
  close(how?: { readonly release?: boolean }): Promise<void>;
}

/** The store the options name: given, PostgreSQL at `databaseUrl`, or SQLite under `dataDir`. */
export async function openStore(opts: ServerOptions): Promise<Store> {
  if (opts.store) return opts.store;
  if (opts.databaseUrl)
    return (await import('./pg-store.js')).PgStore.connect(
      opts.databaseUrl,
      opts.leaseMs ? { leaseMs: opts.leaseMs } : {},
    );
  return SqliteStore.inDirectory(resolve(opts.dataDir ?? './data'));
}

/** Who may use a route, in its OpenAPI operation (read from its role hook). */
const ROLES = Symbol('roles');
type TaggedHook = RoleHook & { [ROLES]?: readonly string[] };

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const games = opts.games ?? GAMES;
  const store = await openStore(opts);
  await store.migrate();

  const app: App = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  const log = (msg: string, data: Record<string, unknown> = {}): void => app.log.info(data, msg);
  // Every route as registered, so a test can hold the OpenAPI document to the routes that exist; a
  // route behind a role hook says in its documentation who may use it.
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url });
    const roles = [r.preValidation].flat().find((h): h is TaggedHook => !!h && ROLES in h)?.[ROLES];
    const schema = r.schema as { description?: string; security?: unknown; hide?: boolean } | undefined;
    if (roles && schema && !schema.hide && !schema.security) {
      const who = !roles.length
        ? 'Any logged-in account.'
        : roles.every((x) => x === 'admin')
          ? 'Admins only.'
          : `Roles: ${roles.join(', ')} (and admin).`;
      schema.description = schema.description ? `${schema.description}\n\n${who}` : who;
      schema.security = [{ session: [], ...(r.method === 'GET' ? {} : { csrf: [] }) }];
    }
  });

  let initialAdmin: { username: string; password: string } | undefined;
  if ((await store.countUsers()) === 0) {
    const password = opts.adminPassword ?? randomBytes(12).toString('base64url');
    await store.createUser({ username: 'admin', role: 'admin', passwordHash: await hashPassword(password) });
    initialAdmin = { username: 'admin', password };
  }

  const tables = new Map<string, TableHost>();
  const hostConfig = {
    betWindowMs: opts.betWindowMs ?? 15_000,
    dealPaceMs: opts.dealPaceMs ?? 400,
    decisionMs: opts.decisionMs ?? 30_000,
    log,
    onLeaseLost: (id: string) => tables.delete(id),
    coupons: new TableCoupons(store),
    ...(opts.rng ? { rng: opts.rng } : {}),
  };
  const leases = new TableLeases(store, games, tables, hostConfig, log);
  await leases.takeFreeTables();

  const sessions = sessionAuth(store);
  /** Live sockets by user, so logging out everywhere or disabling an account closes them. */
  const socketsOf = new Map<number, Set<{ session: string; end(end: SocketEnd): void }>>();
  const servedHere = async (id: string): Promise<TableHost> => {
    const h = tables.get(id);
    if (h) return h;
    const lease = await store.leaseOf(id);
    if (lease && (await store.table(id)))
      throw new HttpError(
        409,
        'table_served_elsewhere',
        `table ${id} is served by another server process${lease.url ? ` at ${lease.url}` : ''}`,
        { url: lease.url },
      );
    throw new HttpError(404, 'unknown_table', `no open table ${id}`);
  };
  const ctx: ServerContext = {
    store,
    games,
    tables,
    leases,
    trainer: new Trainer(),
    options: {
      welcomeCredit: opts.welcomeCredit ?? 100_000,
      loginRateLimitMax: opts.loginRateLimitMax ?? 20,
      wsRate: opts.wsRate ?? { perSecond: 20, burst: 40 },
      seeded: opts.rng !== undefined,
    },
    log,
    authOf: sessions.authOf,
    requireRole: (...roles) => Object.assign(sessions.requireRole(...roles), { [ROLES]: roles }),
    servedHere,
    async auditable(id) {
      const live = tables.get(id);
      if (live) return live;
      const row = await store.table(id);
      const game = row?.closedAt ? games.get(row.game) : undefined;
      return row && game ? TableHost.archived(row, game, store, hostConfig) : servedHere(id);
    },
    summary: (h) => ({
      id: h.id,
      game: h.game.id,
      name: h.game.name,
      chapter: h.game.chapter,
      tableName: h.tableName,
      automated: h.row.automated,
      options: h.row.options,
      createdAt: h.row.createdAt,
      ...h.summary(),
    }),
    endSockets(userId, end) {
      for (const s of socketsOf.get(userId) ?? []) if (s.session !== end.except) s.end(end);
    },
    addSocket(userId, socket) {
      const all = socketsOf.get(userId) ?? new Set();
      all.add(socket);
      socketsOf.set(userId, all);
      return () => socketsOf.get(userId)?.delete(socket);
    },
  };

  await app.register(platform, { rateLimitMax: opts.rateLimitMax ?? 600 });
  await swaggerPlugin(app);
  // One plugin per feature; the back office's routes join here (plugins/, on the same context).
  for (const plugin of [
    authRoutes,
    adminRoutes,
    lobbyRoutes,
    playRoutes,
    complianceRoutes,
    trainingRoutes,
    backofficeRoutes,
    websocketRoutes,
  ])
    await app.register(plugin, { ctx });
  await app.register(docsRoutes);
  await app.register(staticRoutes);

  const address = await app.listen({ host: opts.host ?? '127.0.0.1', port: opts.port ?? 0 });
  const url = address.replace('[::1]', 'localhost');
  log('felt server listening', { url, store: store.kind });
  store.advertise(url);
  leases.start(opts.leaseMs);

  return {
    app,
    url,
    store,
    tables,
    routes,
    ...(initialAdmin ? { initialAdmin } : {}),
    async close(how = {}) {
      await leases.stop(how.release ?? true);
      await app.close();
      await store.close();
    },
  };
}
