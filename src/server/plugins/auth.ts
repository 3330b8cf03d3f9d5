/**
 * Accounts and sessions: registering, logging in and out, the session's account, changing one's
 * password (the current one required; the account's other sessions end), logging out everywhere, and
 * the hourly removal of expired sessions. `sessionAuth` gives every plugin `requireRole(...)`, the
 * preValidation hook that finds the session (an HTTP-only cookie, stored by its hash), checks the role
 * and, for a state change, the CSRF header: before the body is validated, so a caller without the right
 * session learns nothing about what a route takes.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CredentialsSchema,
  LoginSchema,
  PasswordChangeSchema,
  SessionInfoSchema,
  SessionsEndedSchema,
  OkSchema,
} from '../../protocol/api.js';
import type { AccountRole, SessionInfo } from '../../protocol/wire.js';
import { hashPassword, newToken, tokenHash, verifyPassword } from '../auth.js';
import { accounts } from '../conventions.js';
import { authed, type App, type Authed, type RoleHook, type ServerContext } from '../context.js';
import { HttpError, replies } from '../http.js';
import type { Store, UserRow } from '../store.js';

export const SESSION_COOKIE = 'felt_session';
const SESSION_DAYS = 7;
/** How often expired sessions are deleted (they are refused on sight in between). */
const CLEANUP_MS = 60 * 60_000;

export const userInfo = (u: UserRow): { id: number; username: string; role: AccountRole } => ({
  id: u.id,
  username: u.username,
  role: u.role,
});

/** Finding a request's session, and the role hook built on it. */
export function sessionAuth(store: Store): {
  authOf(req: FastifyRequest): Promise<Authed | undefined>;
  requireRole(...roles: AccountRole[]): RoleHook;
} {
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
  const requireRole =
    (...roles: AccountRole[]): RoleHook =>
    async (req) => {
      const a = await authOf(req);
      if (!a) throw new HttpError(401, 'not_logged_in', 'log in first');
      if (roles.length && !roles.includes(a.user.role) && a.user.role !== 'admin')
        throw new HttpError(403, 'forbidden', `this needs one of the roles: ${roles.join(', ')}`);
      if (req.method !== 'GET' && req.headers['x-csrf-token'] !== a.csrf)
        throw new HttpError(403, 'csrf_token_invalid', 'missing or wrong X-CSRF-Token header');
      req.auth = a;
    };
  return { authOf, requireRole };
}

export async function authRoutes(app: App, { ctx }: { ctx: ServerContext }): Promise<void> {
  const { store, requireRole } = ctx;
  /** What a login for a username that does not exist verifies the password against (same cost). */
  const dummyHash = hashPassword(randomBytes(18).toString('base64url'));
  const limit = { rateLimit: { max: ctx.options.loginRateLimitMax, timeWindow: '1 minute' } };
  const tags = ['accounts'];

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
    return {
      user: userInfo(user),
      csrf,
      wallet: await store.balance(accounts.wallet(user.id)),
      mustChangePassword: user.mustChangePassword,
    };
  }

  app.post(
    '/api/register',
    {
      config: limit,
      schema: {
        summary: 'Create a player account and log in (sets the session cookie; returns the CSRF token)',
        tags,
        body: CredentialsSchema,
        response: replies(SessionInfoSchema),
      },
    },
    async (req, reply) => {
      const c = req.body;
      if (await store.userByName(c.username))
        throw new HttpError(409, 'username_taken', 'that username is taken');
      const user = await store.createUser({
        username: c.username,
        role: 'player',
        passwordHash: await hashPassword(c.password),
      });
      const credit = ctx.options.welcomeCredit;
      if (credit > 0)
        await store.post([
          { from: accounts.cage, to: accounts.wallet(user.id), amount: credit, memo: 'welcome credit' },
        ]);
      return login(reply, user);
    },
  );

  app.post(
    '/api/login',
    {
      config: limit,
      schema: {
        summary: 'Log in (sets the session cookie; returns the CSRF token)',
        description:
          'A disabled account is answered `account_disabled` (403) whether or not the password is right.',
        tags,
        body: LoginSchema,
        response: replies(SessionInfoSchema),
      },
    },
    async (req, reply) => {
      const c = req.body;
      const user = await store.userByName(c.username);
      // The same scrypt work whether or not the user exists (a dummy hash otherwise), so the answer's
      // timing does not tell which usernames exist; and a disabled account answers the same whether or
      // not the password was right (so it tells nobody without the password why it was disabled).
      const right = await verifyPassword(c.password, user?.passwordHash ?? (await dummyHash));
      if (user?.disabled)
        throw new HttpError(403, 'account_disabled', 'this account has been disabled; ask an administrator');
      if (!user || !right) throw new HttpError(401, 'bad_credentials', 'unknown user or wrong password');
      return login(reply, user);
    },
  );

  app.post(
    '/api/logout',
    {
      preValidation: requireRole(),
      schema: { summary: 'End the session', tags, response: replies(OkSchema) },
    },
    async (req, reply) => {
      await store.deleteSession(authed(req).tokenHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/me',
    {
      preValidation: requireRole(),
      schema: {
        summary: 'The session: user, role, CSRF token, account balance (cents)',
        tags,
        response: replies(SessionInfoSchema),
      },
    },
    async (req) => {
      const a = authed(req);
      const user = await store.userById(a.user.id);
      return {
        user: a.user,
        csrf: a.csrf,
        wallet: await store.balance(accounts.wallet(a.user.id)),
        mustChangePassword: user?.mustChangePassword ?? false,
      };
    },
  );

  app.post(
    '/api/password',
    {
      // As strict as the login: the current password is guessed here as easily as there.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      preValidation: requireRole(),
      schema: {
        summary: 'Change your password (the current one required); your other sessions end',
        tags,
        body: PasswordChangeSchema,
        response: replies(SessionsEndedSchema),
      },
    },
    async (req) => {
      const a = authed(req);
      const b = req.body;
      const user = await store.userById(a.user.id);
      if (!user || !(await verifyPassword(b.oldPassword, user.passwordHash)))
        throw new HttpError(403, 'bad_credentials', 'the current password is wrong');
      if (b.oldPassword === b.newPassword)
        throw new HttpError(400, 'password_unchanged', 'the new password is the old one');
      await store.setPassword(user.id, await hashPassword(b.newPassword));
      // Anyone holding another session of this account (perhaps the reason for the change) is logged out.
      const ended = await store.deleteSessionsOf(user.id, a.tokenHash);
      ctx.endSockets(user.id, {
        code: 'session_ended',
        message: 'the password was changed',
        except: a.tokenHash,
      });
      ctx.log('password changed', { user: user.username, sessionsEnded: ended });
      return { ok: true as const, sessionsEnded: ended };
    },
  );

  app.post(
    '/api/logout-everywhere',
    {
      preValidation: requireRole(),
      schema: { summary: 'End every session of your account', tags, response: replies(SessionsEndedSchema) },
    },
    async (req, reply) => {
      const a = authed(req);
      const ended = await store.deleteSessionsOf(a.user.id);
      ctx.endSockets(a.user.id, { code: 'session_ended', message: 'logged out everywhere' });
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const, sessionsEnded: ended };
    },
  );

  const cleanup = (): void => {
    void store
      .deleteExpiredSessions(Date.now())
      .then((n) => n && ctx.log('expired sessions deleted', { count: n }))
      .catch((e: unknown) => ctx.log('session cleanup failed', { error: String(e) }));
  };
  const timer = setInterval(cleanup, CLEANUP_MS);
  timer.unref();
  app.addHook('onReady', async () => cleanup());
  app.addHook('onClose', async () => clearInterval(timer));
}
