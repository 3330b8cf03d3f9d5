/**
 * Administration a casino expects, for admins: the user list with roles, creating an account with a
 * role, changing a role, resetting a password (a random one shown once, or one given; the account is
 * asked to choose its own and its sessions end), disabling an account with a reason its open sessions
 * are told (its sessions and sockets end), and crediting a player's account from the cage.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  DepositSchema,
  DisableResultSchema,
  DisableSchema,
  NewUserSchema,
  PasswordResetResultSchema,
  PasswordResetSchema,
  RoleChangeSchema,
  UserInfoSchema,
  UserParams,
  UserRowSchema,
  WalletSchema,
} from '../../protocol/api.js';
import { hashPassword } from '../auth.js';
import { accounts } from '../conventions.js';
import { authed, type App, type ServerContext } from '../context.js';
import { HttpError, replies } from '../http.js';
import type { UserRow } from '../store.js';
import { userInfo } from './auth.js';

const userRow = (u: UserRow): z.infer<typeof UserRowSchema> => ({
  ...userInfo(u),
  disabled: u.disabled,
  disabledReason: u.disabledReason,
  mustChangePassword: u.mustChangePassword,
  createdAt: u.createdAt,
});

export async function adminRoutes(app: App, { ctx }: { ctx: ServerContext }): Promise<void> {
  const { store } = ctx;
  const admin = ctx.requireRole('admin');
  const tags = ['administration'];
  const someone = async (username: string): Promise<UserRow> => {
    const user = await store.userByName(username);
    if (!user) throw new HttpError(404, 'unknown_user', 'no such user');
    return user;
  };

  app.get(
    '/api/users',
    {
      preValidation: admin,
      schema: {
        summary: 'List accounts with their roles and state',
        tags,
        response: replies(z.array(UserRowSchema)),
      },
    },
    async () => (await store.listUsers()).map(userRow),
  );

  app.post(
    '/api/users',
    {
      preValidation: admin,
      schema: {
        summary: 'Create an account with a role',
        tags,
        body: NewUserSchema,
        response: replies(UserInfoSchema),
      },
    },
    async (req) => {
      const b = req.body;
      if (await store.userByName(b.username))
        throw new HttpError(409, 'username_taken', 'that username is taken');
      return userInfo(
        await store.createUser({
          username: b.username,
          role: b.role,
          passwordHash: await hashPassword(b.password),
        }),
      );
    },
  );

  app.post(
    '/api/users/:username/disabled',
    {
      preValidation: admin,
      schema: {
        summary: 'Disable (ending its sessions, telling its open pages why) or enable an account',
        tags,
        params: UserParams,
        body: DisableSchema,
        response: replies(DisableResultSchema),
      },
    },
    async (req) => {
      const a = authed(req);
      const b = req.body;
      const user = await someone(req.params.username);
      if (user.id === a.user.id)
        throw new HttpError(409, 'cannot_disable_self', 'an admin cannot disable their own account');
      const reason = b.reason || null;
      await store.setDisabled(user.id, b.disabled, reason);
      let ended = 0;
      if (b.disabled) {
        ended = await store.deleteSessionsOf(user.id);
        ctx.endSockets(user.id, {
          code: 'account_disabled',
          message: `this account has been disabled${reason ? `: ${reason}` : ''}`,
        });
      }
      ctx.log(b.disabled ? 'account disabled' : 'account enabled', {
        user: user.username,
        by: a.user.username,
      });
      return { username: user.username, disabled: b.disabled, sessionsEnded: ended };
    },
  );

  app.post(
    '/api/users/:username/role',
    {
      preValidation: admin,
      schema: {
        summary: "Change an account's role (its open sockets close, to subscribe again in roles it may take)",
        tags,
        params: UserParams,
        body: RoleChangeSchema,
        response: replies(UserRowSchema),
      },
    },
    async (req) => {
      const a = authed(req);
      const user = await someone(req.params.username);
      if (user.id === a.user.id)
        throw new HttpError(409, 'cannot_change_own_role', 'an admin cannot change their own role');
      await store.setRole(user.id, req.body.role);
      ctx.endSockets(user.id, {
        code: 'session_ended',
        message: `the account's role is now ${req.body.role}`,
      });
      ctx.log('role changed', { user: user.username, role: req.body.role, by: a.user.username });
      return userRow(await someone(user.username));
    },
  );

  app.post(
    '/api/users/:username/password',
    {
      preValidation: admin,
      schema: {
        summary: "Reset an account's password (random unless given, shown once); its sessions end",
        description:
          'The account is marked to choose a new password (`mustChangePassword` in its session). A lost first-admin password is recovered from the command line: `felt admin recover`.',
        tags,
        params: UserParams,
        body: PasswordResetSchema,
        response: replies(PasswordResetResultSchema),
      },
    },
    async (req) => {
      const a = authed(req);
      const user = await someone(req.params.username);
      const chosen = req.body.password;
      const password = chosen ?? randomBytes(12).toString('base64url');
      await store.setPassword(user.id, await hashPassword(password), user.id !== a.user.id);
      const ended = await store.deleteSessionsOf(user.id, user.id === a.user.id ? a.tokenHash : undefined);
      ctx.endSockets(user.id, {
        code: 'session_ended',
        message: 'the password was reset by an administrator',
        ...(user.id === a.user.id ? { except: a.tokenHash } : {}),
      });
      ctx.log('password reset', { user: user.username, by: a.user.username, sessionsEnded: ended });
      return { username: user.username, ...(chosen ? {} : { password }), sessionsEnded: ended };
    },
  );

  app.post(
    '/api/cashier/deposit',
    {
      preValidation: admin,
      schema: {
        summary: 'Credit a player account from the cage (cents)',
        tags,
        body: DepositSchema,
        response: replies(WalletSchema),
      },
    },
    async (req) => {
      const u = await someone(req.body.username);
      await store.post([
        { from: accounts.cage, to: accounts.wallet(u.id), amount: req.body.amount, memo: 'cashier deposit' },
      ]);
      return { wallet: await store.balance(accounts.wallet(u.id)) };
    },
  );
}
