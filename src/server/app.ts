/**
 * The table server: HTTP API + WebSocket, one process, many tables. Games come from the registry and
 * are used only through the GameDefinition contract.
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Rng } from '../core/rng.js';
import type { AnyGame } from '../engine/game.js';
import { optionDocs, validateRulesSubmission } from '../engine/rules-submission.js';
import { GAMES } from '../games/registry.js';
import type {
  AccountRole,
  ClientMessage,
  ServerMessage,
  SessionInfo,
  TableSummary,
  UserInfo,
  WatchRole,
} from '../protocol/wire.js';
import { Trainer } from '../backoffice/training.js';
import { registerAccounts } from './accounts.js';
import { approvalsMessage, registerApprovals } from './approvals.js';
import { hashPassword, newToken, tokenHash, verifyPassword } from './auth.js';
import type { Authed, ServerContext } from './context.js';
import { HttpError, parse } from './http.js';
import { TableLeases } from './leases.js';
import { registerTrainingRecords } from './training-routes.js';
import { verifyChain } from './chain.js';
import { accounts, seatChips } from './conventions.js';
import { openApiDocument } from './openapi.js';
import { isNote, replay } from '../engine/table.js';
import { describeNote } from './notes.js';
import { INDEX_HTML, STYLE_CSS } from './page.js';
import { SqliteStore } from './sqlite-store.js';
import type { Store, UserRow } from './store.js';
import type { TableHost } from './tables.js';
import { newTableRow, type Subscriber } from './tables.js';

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

const SESSION_COOKIE = 'felt_session';
const SESSION_DAYS = 7;
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

/** The package root (where package.json is), for the compiled web assets under dist/. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

const Credentials = z
  .object({ username: z.string().regex(/^[a-zA-Z0-9_.-]{2,32}$/), password: z.string().min(8).max(200) })
  .strict();

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const games = opts.games ?? GAMES;
  const store: Store =
    opts.store ??
    (opts.databaseUrl
      ? await (
          await import('./pg-store.js')
        ).PgStore.connect(opts.databaseUrl, opts.leaseMs ? { leaseMs: opts.leaseMs } : {})
      : SqliteStore.inDirectory(resolve(opts.dataDir ?? './data')));
  await store.migrate();

  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 1024 * 1024 });
  const log = (msg: string, data: Record<string, unknown> = {}): void => app.log.info(data, msg);
  // Every route as registered, so a test can hold the OpenAPI document to the routes that exist.
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url });
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
    ...(opts.rng ? { rng: opts.rng } : {}),
  };
  const leases = new TableLeases(store, games, tables, hostConfig, log);
  await leases.takeFreeTables();
  const trainer = new Trainer();

  await app.register(cookie);
  await app.register(rateLimit, { max: opts.rateLimitMax ?? 600, timeWindow: '1 minute' });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  const userInfo = (u: UserRow): UserInfo => ({ id: u.id, username: u.username, role: u.role });

  async function authOf(req: FastifyRequest): Promise<Authed | undefined> {
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return undefined;
    const h = tokenHash(token);
    const s = await store.session(h);
    if (!s) return undefined;
    if (s.expiresAt < Date.now()) {
      await store.deleteSession(h);
      return undefined;
    }
    const u = await store.userById(s.userId);
    return u && !u.disabled ? { user: userInfo(u), csrf: s.csrf, tokenHash: h } : undefined;
  }

  async function need(req: FastifyRequest, ...roles: AccountRole[]): Promise<Authed> {
    const a = await authOf(req);
    if (!a) throw new HttpError(401, 'not_logged_in', 'log in first');
    if (roles.length && !roles.includes(a.user.role) && a.user.role !== 'admin')
      throw new HttpError(403, 'forbidden', `this needs one of the roles: ${roles.join(', ')}`);
    if (req.method !== 'GET' && req.headers['x-csrf-token'] !== a.csrf)
      throw new HttpError(403, 'csrf_token_invalid', 'missing or wrong X-CSRF-Token header');
    return a;
  }

  async function login(reply: FastifyReply, user: UserRow): Promise<SessionInfo> {
    const token = newToken();
    const csrf = newToken();
    await store.createSession({
      tokenHash: tokenHash(token),
      userId: user.id,
      csrf,
      expiresAt: Date.now() + SESSION_DAYS * 86_400_000,
    });
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      maxAge: SESSION_DAYS * 86_400,
    });
    return { user: userInfo(user), csrf, wallet: await store.balance(accounts.wallet(user.id)) };
  }

  app.setErrorHandler((error, _req, reply) => {
    if (error instanceof HttpError)
      return reply.status(error.status).send({
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    const e = error as { statusCode?: number; message?: string };
    const status = e.statusCode ?? 500;
    if (status >= 500) app.log.error(error);
    return reply
      .status(status)
      .send({ code: status === 429 ? 'rate_limited' : 'error', message: e.message ?? 'error' });
  });

  app.get('/health', async () => ({ ok: true, store: store.kind, tables: tables.size }));
  app.get('/api/openapi.json', async () => openApiDocument());

  const loginLimit = { config: { rateLimit: { max: opts.loginRateLimitMax ?? 20, timeWindow: '1 minute' } } };
  app.post('/api/register', loginLimit, async (req, reply) => {
    const c = parse(Credentials, req.body);
    if (await store.userByName(c.username))
      throw new HttpError(409, 'username_taken', 'that username is taken');
    const user = await store.createUser({
      username: c.username,
      role: 'player',
      passwordHash: await hashPassword(c.password),
    });
    const credit = opts.welcomeCredit ?? 100_000;
    if (credit > 0)
      await store.post([
        { from: accounts.cage, to: accounts.wallet(user.id), amount: credit, memo: 'welcome credit' },
      ]);
    return login(reply, user);
  });
  app.post('/api/login', loginLimit, async (req, reply) => {
    const c = parse(
      z.object({ username: z.string().max(32), password: z.string().max(200) }).strict(),
      req.body,
    );
    const user = await store.userByName(c.username);
    if (!user || !(await verifyPassword(c.password, user.passwordHash)))
      throw new HttpError(401, 'bad_credentials', 'unknown user or wrong password');
    if (user.disabled) throw new HttpError(403, 'account_disabled', 'this account has been disabled');
    return login(reply, user);
  });
  app.post('/api/logout', async (req, reply) => {
    const a = await need(req);
    await store.deleteSession(a.tokenHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
  app.get('/api/me', async (req): Promise<SessionInfo> => {
    const a = await need(req);
    return { user: a.user, csrf: a.csrf, wallet: await store.balance(accounts.wallet(a.user.id)) };
  });
  app.post('/api/users', async (req) => {
    await need(req, 'admin');
    const b = parse(
      Credentials.extend({
        role: z.enum(['player', 'dealer', 'floorperson', 'compliance', 'admin']),
      }).strict(),
      req.body,
    );
    if (await store.userByName(b.username))
      throw new HttpError(409, 'username_taken', 'that username is taken');
    return userInfo(
      await store.createUser({
        username: b.username,
        role: b.role,
        passwordHash: await hashPassword(b.password),
      }),
    );
  });
  app.get('/api/users', async (req) => {
    await need(req, 'admin');
    return (await store.listUsers()).map((u) => ({ ...userInfo(u), disabled: u.disabled }));
  });
  app.post('/api/cashier/deposit', async (req) => {
    await need(req, 'admin');
    const b = parse(
      z.object({ username: z.string(), amount: z.number().int().positive().max(1e11) }).strict(),
      req.body,
    );
    const u = await store.userByName(b.username);
    if (!u) throw new HttpError(404, 'unknown_user', 'no such user');
    await store.post([
      { from: accounts.cage, to: accounts.wallet(u.id), amount: b.amount, memo: 'cashier deposit' },
    ]);
    return { wallet: await store.balance(accounts.wallet(u.id)) };
  });

  app.get('/api/games', async () =>
    [...games.values()].map((g) => ({
      id: g.id,
      name: g.name,
      chapter: g.chapter,
      status: g.status,
      options: optionDocs(g),
      schema: z.toJSONSchema(g.options as z.ZodType, { io: 'input', unrepresentable: 'any' }),
      drills: trainer.kinds(g),
    })),
  );
  app.post('/api/rules/validate', async (req) => {
    const r = validateRulesSubmission(games, req.body);
    return r.ok
      ? { ok: true, game: r.value.game.id, options: r.value.options }
      : { ok: false, violations: r.error };
  });

  const summary = (h: TableHost): TableSummary => ({
    id: h.id,
    game: h.game.id,
    name: h.game.name,
    chapter: h.game.chapter,
    automated: h.row.automated,
    options: h.row.options,
    createdAt: h.row.createdAt,
    ...h.summary(),
  });
  /** The table's host here, or the typed rejection that says where it is served (another process). */
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
  /** Live sockets by user, so logging out everywhere or disabling an account closes them. */
  const socketsOf = new Map<number, Set<{ session: string; close: (why: string) => void }>>();
  const ctx: ServerContext = {
    app,
    store,
    games,
    tables,
    need,
    servedHere,
    log,
    closeSocketsOf: (userId, why, except) => {
      for (const s of socketsOf.get(userId) ?? []) if (s.session !== except) s.close(why);
    },
  };
  registerAccounts(ctx);
  registerApprovals(ctx);
  registerTrainingRecords(ctx);

  app.get('/api/tables', async () => [
    ...[...tables.values()].map(summary),
    ...(await leases.servedElsewhere()),
  ]);
  app.post('/api/tables', async (req, reply) => {
    const a = await need(req, 'floorperson', 'dealer');
    const b = parse(
      z.object({ rules: z.unknown(), automated: z.boolean().default(true) }).strict(),
      req.body,
    );
    const r = validateRulesSubmission(games, b.rules);
    if (!r.ok)
      return reply.status(422).send({
        code: 'rules_submission_rejected',
        message: 'the Rules Submission breaks the regulation',
        violations: r.error,
      });
    const row = newTableRow(
      r.value.game,
      r.value.options,
      b.automated,
      a.user.id,
      opts.rng ? 'seeded' : 'crypto',
    );
    const host = await leases.openNew(row, r.value.game);
    log('table opened', { table: row.id, game: row.game, automated: row.automated, by: a.user.username });
    return reply.status(201).send(summary(host));
  });
  app.get<{ Params: { id: string } }>('/api/tables/:id', async (req) =>
    summary(await servedHere(req.params.id)),
  );

  app.get<{ Params: { id: string } }>('/api/tables/:id/log', async (req) => {
    await need(req, 'compliance', 'floorperson');
    const h = await servedHere(req.params.id);
    const stored = await store.log(h.id);
    const users = new Map((await store.listUsers()).map((u) => [u.id, u.username]));
    return {
      table: summary(h),
      genesis: h.row.genesis,
      entries: stored.map((e) => ({
        seq: e.seq,
        round: e.round,
        at: new Date(e.at).toISOString(),
        actor: e.actor,
        user: e.userId === null ? null : (users.get(e.userId) ?? null),
        command: e.command,
        draws: e.draws.length,
        events: e.events.map((ev) => ({
          type: ev.type,
          text: isNote(e.command) ? describeNote(ev) : h.game.describe(ev),
          citation: (ev as { citation?: string }).citation ?? null,
        })),
        prevHash: e.prevHash,
        hash: e.hash,
      })),
    };
  });
  app.get<{ Params: { id: string; seq: string } }>('/api/tables/:id/replay/:seq', async (req) => {
    await need(req, 'compliance', 'floorperson');
    const h = await servedHere(req.params.id);
    const seq = Number(req.params.seq);
    if (!Number.isInteger(seq) || seq < 0 || seq > h.seq)
      throw new HttpError(400, 'bad_seq', `seq must be 0..${h.seq}`);
    const r = replay(h.game, h.row.options, { automated: h.row.automated }, h.log, {
      upTo: seq,
      source: h.row.rng,
    });
    if (r.mismatch)
      throw new HttpError(
        409,
        'replay_mismatch',
        `replay failed at seq ${r.mismatch.seq}: ${r.mismatch.reason}`,
      );
    const entry = h.log[seq - 1];
    return {
      seq,
      of: h.seq,
      view: h.game.view(r.state, { role: 'compliance' }),
      entry: entry
        ? {
            command: entry.command,
            actor: entry.actor,
            events: entry.events.map((ev) => ({
              type: ev.type,
              text: isNote(entry.command) ? describeNote(ev) : h.game.describe(ev),
              citation: ev.citation ?? null,
            })),
          }
        : null,
    };
  });
  app.get<{ Params: { id: string } }>('/api/tables/:id/verify', async (req) => {
    await need(req, 'compliance', 'floorperson');
    const h = await servedHere(req.params.id);
    const stored = await store.log(h.id);
    const chain = verifyChain(h.row, stored);
    const r = replay(h.game, h.row.options, { automated: h.row.automated }, stored, { source: h.row.rng });
    // The ledger's seat accounts must hold exactly the chips the game shows in each rack.
    const balances = await store.balances();
    const racks = seatChips(h.game.view(r.state, { role: 'compliance' }));
    const prefix = `seat:${h.id}:`;
    const mismatched: string[] = [];
    for (const [acct, bal] of balances) {
      if (!acct.startsWith(prefix)) continue;
      const seat = Number(acct.slice(prefix.length));
      if ((racks.get(seat) ?? 0) !== bal)
        mismatched.push(`seat ${seat}: ledger ${bal}, rack ${racks.get(seat) ?? 0}`);
    }
    for (const [seat, chips] of racks)
      if ((balances.get(`${prefix}${seat}`) ?? 0) !== chips) mismatched.push(`seat ${seat}: rack ${chips}`);
    const replayOk = r.mismatch === undefined;
    return {
      ok: chain.ok && replayOk && mismatched.length === 0,
      chain,
      replay: replayOk ? { ok: true } : { ok: false, ...r.mismatch },
      ledger: { ok: mismatched.length === 0, mismatched: [...new Set(mismatched)] },
    };
  });
  app.get('/api/ledger', async (req) => {
    await need(req, 'compliance');
    const cached = await store.balances();
    const recomputed = await store.ledgerTotals();
    let sum = 0;
    let agrees = true;
    for (const [acct, bal] of recomputed) {
      sum += bal;
      if ((cached.get(acct) ?? 0) !== bal) agrees = false;
    }
    return { sum, conserved: sum === 0, cacheAgrees: agrees, balances: Object.fromEntries(recomputed) };
  });

  // A player aid the game offers on demand (e.g. Asia Poker's settings ranked by expected value).
  app.get<{ Params: { id: string } }>('/api/tables/:id/advice', async (req) => {
    const a = await need(req, 'player');
    const advice = (await servedHere(req.params.id)).advice(a.user.id);
    if (!advice) throw new HttpError(404, 'no_advice', 'this game offers no advice for your seat now');
    return advice;
  });

  // Dealer training (58 Pa. Code 611a): drills from real deals, and table-test records (§ 611a.5).
  app.post('/api/training/drill', async (req) => {
    await need(req);
    const b = parse(z.object({ game: z.string(), kind: z.string().optional() }).strict(), req.body);
    const g = games.get(b.game);
    if (!g) throw new HttpError(404, 'unknown_game', `no game ${b.game}`);
    const d = trainer.drill(g, b.kind);
    if (!d) throw new HttpError(404, 'no_drill', 'this game offers no drill of that kind');
    return d;
  });
  app.post('/api/training/answer', async (req) => {
    await need(req);
    const b = parse(z.object({ id: z.string(), choice: z.string() }).strict(), req.body);
    const g = trainer.grade(b.id, b.choice);
    if (!g) throw new HttpError(404, 'unknown_drill', 'that drill has expired or does not exist');
    return g;
  });
  // Table tests and hours of instruction for the personnel file (§ 611a.5): training-routes.ts.

  app.get('/ws', { websocket: true }, (socket, req) => {
    const origin = req.headers.origin;
    // Cross-site WebSocket hijacking: a browser always sends Origin; it must be this server.
    if (origin && new URL(origin).host !== req.headers.host) {
      socket.close(4403, 'bad origin');
      return;
    }
    const subs = new Map<string, Subscriber>();
    let authed: Authed | undefined;
    const sendText = (json: string): void => {
      if (socket.readyState === socket.OPEN) socket.send(json);
    };
    const send = (m: ServerMessage): void => sendText(JSON.stringify(m));
    let mine: { session: string; close: (why: string) => void } | undefined;
    const ready = authOf(req).then((a) => {
      authed = a;
      if (!a) {
        send({ t: 'error', error: { code: 'not_logged_in', message: 'log in first' } });
        socket.close(4401, 'not logged in');
        return;
      }
      mine = {
        session: a.tokenHash,
        close: (why) => {
          send({ t: 'error', error: { code: 'session_ended', message: why } });
          socket.close(4401, why);
        },
      };
      const all = socketsOf.get(a.user.id) ?? new Set();
      all.add(mine);
      socketsOf.set(a.user.id, all);
    });
    socket.on('message', (data: Buffer) => {
      void ready
        .then(async () => {
          if (!authed) return;
          let m: ClientMessage;
          try {
            m = JSON.parse(data.toString()) as ClientMessage;
          } catch {
            return send({ t: 'error', error: { code: 'malformed_message', message: 'not JSON' } });
          }
          if (m.t === 'ping') return send({ t: 'pong', id: m.id });
          const h = 'table' in m && typeof m.table === 'string' ? tables.get(m.table) : undefined;
          if (!h) {
            const elsewhere =
              'table' in m && typeof m.table === 'string'
                ? await servedHere(m.table).then(
                    () => undefined,
                    (e: unknown) =>
                      e instanceof HttpError && e.code === 'table_served_elsewhere' ? e : undefined,
                  )
                : undefined;
            const error = elsewhere
              ? { code: elsewhere.code, message: elsewhere.message }
              : { code: 'unknown_table', message: 'no such open table' };
            return m.t === 'command'
              ? send({ t: 'result', id: m.id, ok: false, error })
              : send({ t: 'error', error });
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
              lastSeq: Math.max(0, m.since ?? 0),
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
          if (m.t === 'command') {
            const as = m.as ?? 'player';
            if (!mayWatchAs(authed.user, as))
              return send({
                t: 'result',
                id: m.id,
                ok: false,
                error: { code: 'forbidden', message: `your account may not act as ${as}` },
              });
            const r = await h.submit(authed.user.id, as, m.command);
            return send(
              r.ok
                ? { t: 'result', id: m.id, ok: true, seq: r.seq }
                : { t: 'result', id: m.id, ok: false, error: r.error },
            );
          }
          return send({ t: 'error', error: { code: 'unknown_message', message: 'unknown message type' } });
        })
        .catch((e: unknown) => {
          app.log.error(e);
          send({
            t: 'error',
            error: {
              code: 'server_error',
              message: 'the command could not be stored; the table was reloaded',
            },
          });
        });
    });
    socket.on('close', () => {
      for (const [id, sub] of subs) tables.get(id)?.subscribers.delete(sub);
      if (authed && mine) socketsOf.get(authed.user.id)?.delete(mine);
    });
  });

  const webRoot = join(packageRoot(), 'dist');
  app.get('/', async (_req, reply) => reply.type('text/html').send(INDEX_HTML));
  app.get('/web/style.css', async (_req, reply) => reply.type('text/css').send(STYLE_CSS));
  if (existsSync(join(webRoot, 'web'))) {
    await app.register(fastifyStatic, { root: join(webRoot, 'web'), prefix: '/web/', decorateReply: false });
    await app.register(fastifyStatic, {
      root: join(webRoot, 'protocol'),
      prefix: '/protocol/',
      decorateReply: false,
    });
  }

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
