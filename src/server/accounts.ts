/**
 * Account management beyond log-in: changing one's password (the old one required), logging out
 * everywhere, an admin disabling or re-enabling an account, and the periodic removal of expired sessions.
 */
import { z } from 'zod';
import { hashPassword, verifyPassword } from './auth.js';
import type { ServerContext } from './context.js';
import { HttpError, parse } from './http.js';

/** How often expired sessions are deleted (they are refused on sight in between). */
const CLEANUP_MS = 60 * 60_000;

export function registerAccounts(ctx: ServerContext): void {
  const { app, store, need } = ctx;

  // As strict as the login: the current password is guessed here as easily as there.
  app.post('/api/password', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (req) => {
    const a = await need(req);
    const b = parse(
      z.object({ oldPassword: z.string().max(200), newPassword: z.string().min(8).max(200) }).strict(),
      req.body,
    );
    const user = await store.userById(a.user.id);
    if (!user || !(await verifyPassword(b.oldPassword, user.passwordHash)))
      throw new HttpError(403, 'bad_credentials', 'the current password is wrong');
    if (b.oldPassword === b.newPassword)
      throw new HttpError(400, 'password_unchanged', 'the new password is the old one');
    await store.setPassword(user.id, await hashPassword(b.newPassword));
    // Anyone holding another session of this account (perhaps the reason for the change) is logged out.
    const ended = await store.deleteSessionsOf(user.id, a.tokenHash);
    ctx.closeSocketsOf(user.id, 'the password was changed', a.tokenHash);
    ctx.log('password changed', { user: user.username, sessionsEnded: ended });
    return { ok: true, sessionsEnded: ended };
  });

  app.post('/api/logout-everywhere', async (req, reply) => {
    const a = await need(req);
    const ended = await store.deleteSessionsOf(a.user.id);
    ctx.closeSocketsOf(a.user.id, 'logged out everywhere');
    reply.clearCookie('felt_session', { path: '/' });
    return { ok: true, sessionsEnded: ended };
  });

  app.post<{ Params: { username: string } }>('/api/users/:username/disabled', async (req) => {
    const a = await need(req, 'admin');
    const b = parse(z.object({ disabled: z.boolean() }).strict(), req.body);
    const user = await store.userByName(req.params.username);
    if (!user) throw new HttpError(404, 'unknown_user', 'no such user');
    if (user.id === a.user.id)
      throw new HttpError(409, 'cannot_disable_self', 'an admin cannot disable their own account');
    await store.setDisabled(user.id, b.disabled);
    let ended = 0;
    if (b.disabled) {
      ended = await store.deleteSessionsOf(user.id);
      ctx.closeSocketsOf(user.id, 'account disabled');
    }
    ctx.log(b.disabled ? 'account disabled' : 'account enabled', {
      user: user.username,
      by: a.user.username,
    });
    return { username: user.username, disabled: b.disabled, sessionsEnded: ended };
  });

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
