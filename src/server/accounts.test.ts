/**
 * Accounts: a password change needs the current password and ends the account's other sessions;
 * logging out everywhere ends every session and closes open sockets; an admin disables and re-enables an
 * account; expired sessions are refused and deleted.
 */
import { describe, expect, it } from 'vitest';
import { newToken, tokenHash } from './auth.js';
import { FeltClient } from './client.js';
import { useServer } from './testing/server.js';

describe('accounts', () => {
  const felt = useServer('felt-accounts-');

  it('changes a password only with the current one, and ends the other sessions', async () => {
    const here = new FeltClient(felt.url);
    await here.register('pat', 'first-password');
    const there = new FeltClient(felt.url);
    await there.login('pat', 'first-password');
    await there.connect();
    await here.connect();
    const wrong = await here.http<{ code: string }>('POST', '/api/password', {
      oldPassword: 'not-my-password',
      newPassword: 'second-password',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('bad_credentials');
    expect((await there.http('GET', '/api/me')).status).toBe(200);
    const short = await here.http<{ code: string }>('POST', '/api/password', {
      oldPassword: 'first-password',
      newPassword: 'short',
    });
    expect(short.body.code).toBe('invalid_request');
    const ok = await here.http<{ sessionsEnded: number }>('POST', '/api/password', {
      oldPassword: 'first-password',
      newPassword: 'second-password',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.sessionsEnded).toBe(1);
    // The other session's socket is closed; this one's stays open.
    await there.waitFor((m) => m.t === 'error' && m.error.code === 'session_ended', 5_000, true);
    here.send({ t: 'ping', id: 'still-here' });
    await here.waitFor((m) => m.t === 'pong' && m.id === 'still-here', 2_000);
    expect(here.messages.some((m) => m.t === 'error')).toBe(false);
    here.close();
    there.close();
    expect((await here.http('GET', '/api/me')).status).toBe(200);
    expect((await there.http('GET', '/api/me')).status).toBe(401);
    await expect(new FeltClient(felt.url).login('pat', 'first-password')).rejects.toThrow(/401/);
    await new FeltClient(felt.url).login('pat', 'second-password');
  });

  it('logs out everywhere: every session ends and open sockets are closed', async () => {
    const a = new FeltClient(felt.url);
    await a.register('quinn', 'quinn-password');
    const b = new FeltClient(felt.url);
    await b.login('quinn', 'quinn-password');
    await b.connect();
    const closed = b.waitFor((m) => m.t === 'error' && m.error.code === 'session_ended', 5_000);
    const r = await a.http<{ sessionsEnded: number }>('POST', '/api/logout-everywhere');
    expect(r.body.sessionsEnded).toBe(2);
    await closed;
    expect((await a.http('GET', '/api/me')).status).toBe(401);
    expect((await b.http('GET', '/api/me')).status).toBe(401);
    b.close();
  });

  it('an admin disables an account (its sessions end, it cannot log in) and enables it again', async () => {
    const admin = await felt.admin();
    const rae = new FeltClient(felt.url);
    await rae.register('rae', 'rae-password');
    // Only an admin disables; nobody disables their own account.
    expect(
      (await rae.http<{ code: string }>('POST', '/api/users/pat/disabled', { disabled: true })).body.code,
    ).toBe('forbidden');
    expect(
      (await admin.http<{ code: string }>('POST', '/api/users/admin/disabled', { disabled: true })).body.code,
    ).toBe('cannot_disable_self');
    expect(
      (await admin.http<{ code: string }>('POST', '/api/users/nobody/disabled', { disabled: true })).body
        .code,
    ).toBe('unknown_user');
    const off = await admin.http<{ disabled: boolean; sessionsEnded: number }>(
      'POST',
      '/api/users/rae/disabled',
      { disabled: true },
    );
    expect(off.body).toMatchObject({ disabled: true, sessionsEnded: 1 });
    expect((await rae.http('GET', '/api/me')).status).toBe(401);
    const refused = await new FeltClient(felt.url).http<{ code: string }>('POST', '/api/login', {
      username: 'rae',
      password: 'rae-password',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_disabled');
    const users = (await admin.http<{ username: string; disabled: boolean }[]>('GET', '/api/users')).body;
    expect(users.find((u) => u.username === 'rae')?.disabled).toBe(true);
    await admin.http('POST', '/api/users/rae/disabled', { disabled: false });
    await new FeltClient(felt.url).login('rae', 'rae-password');
  });

  it('refuses an expired session and deletes it; the cleanup removes every expired one', async () => {
    const user = (await felt.server.store.userByName('pat'))!;
    const expired = async (): Promise<string> => {
      const token = newToken();
      await felt.server.store.createSession({
        tokenHash: tokenHash(token),
        userId: user.id,
        csrf: 'c',
        expiresAt: Date.now() - 1_000,
      });
      return token;
    };
    const token = await expired();
    const r = await fetch(`${felt.url}/api/me`, { headers: { cookie: `felt_session=${token}` } });
    expect(r.status).toBe(401);
    expect(await felt.server.store.session(tokenHash(token))).toBeUndefined();
    const other = await expired();
    const live = new FeltClient(felt.url);
    await live.login('pat', 'second-password');
    expect(await felt.server.store.deleteExpiredSessions(Date.now())).toBe(1);
    expect(await felt.server.store.session(tokenHash(other))).toBeUndefined();
    expect((await live.http('GET', '/api/me')).status).toBe(200);
  });
});
