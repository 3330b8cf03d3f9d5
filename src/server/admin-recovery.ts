/**
 * Recovering a lost administrator password without deleting the database (`felt admin recover`): whoever
 * can open the database (the data directory, or DATABASE_URL) gives an admin account a new password,
 * shown once. The account is enabled again, its sessions end, and it is asked to choose its own
 * password at its next login. With no admin account left, one is created.
 */
import { randomBytes } from 'node:crypto';
import { PasswordSchema, UsernameSchema } from '../protocol/api.js';
import { hashPassword } from './auth.js';
import type { Store } from './store.js';

export interface Recovered {
  readonly username: string;
  readonly password: string;
  /** There was no admin account: this one was created. */
  readonly created: boolean;
  readonly sessionsEnded: number;
}

/** A refusal of the command, with a stable code. */
export class RecoveryError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Gives the named admin (default: the first admin) a new password (random unless given). */
export async function recoverAdmin(
  store: Store,
  wanted: { readonly username?: string; readonly password?: string } = {},
): Promise<Recovered> {
  if (wanted.password !== undefined && !PasswordSchema.safeParse(wanted.password).success)
    throw new RecoveryError('invalid_password', 'a password is 8 to 200 characters');
  const password = wanted.password ?? randomBytes(12).toString('base64url');
  const hash = await hashPassword(password);
  const users = await store.listUsers();
  const named = wanted.username === undefined ? undefined : users.find((u) => u.username === wanted.username);
  if (named && named.role !== 'admin')
    throw new RecoveryError(
      'not_an_admin',
      `${named.username} is a ${named.role} account; recovery is for admin accounts (an admin changes roles)`,
    );
  const admin = named ?? (wanted.username === undefined ? users.find((u) => u.role === 'admin') : undefined);
  if (!admin) {
    if (users.some((u) => u.role === 'admin') && wanted.username !== undefined)
      throw new RecoveryError('unknown_user', `no account ${wanted.username}`);
    const username = wanted.username ?? 'admin';
    if (!UsernameSchema.safeParse(username).success)
      throw new RecoveryError(
        'invalid_username',
        'a username is 2 to 32 letters, digits, dots, dashes or underscores',
      );
    await store.createUser({ username, role: 'admin', passwordHash: hash, mustChangePassword: true });
    return { username, password, created: true, sessionsEnded: 0 };
  }
  await store.setPassword(admin.id, hash, true);
  await store.setDisabled(admin.id, false);
  const sessionsEnded = await store.deleteSessionsOf(admin.id);
  return { username: admin.username, password, created: false, sessionsEnded };
}
