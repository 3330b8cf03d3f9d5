/**
 * `felt admin recover` (issue 12): a lost first-admin password is recovered from the command line
 * without deleting the database; the old password stops working, the new one is shown once and must be
 * replaced at the next login; the account is enabled again and its sessions end.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recoverAdmin } from '../../server/admin-recovery.js';
import { startServer } from '../../server/app.js';
import { FeltClient } from '../../server/client.js';
import { SqliteStore } from '../../server/sqlite-store.js';

function felt(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const env = { ...process.env };
  delete env['DATABASE_URL'];
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    encoding: 'utf8',
    env,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('felt admin recover', () => {
  const dir = mkdtempSync(join(tmpdir(), 'felt-recover-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("resets the first admin's password in the database, shown once; the old one no longer logs in", async () => {
    const first = await startServer({ dataDir: dir, adminPassword: 'forgotten-password' });
    const admin = new FeltClient(first.url);
    await admin.login('admin', 'forgotten-password');
    await admin.http('POST', '/api/users', { username: 'pat', password: 'pat-password', role: 'player' });
    await first.close();

    const r = felt(['admin', 'recover', '--data-dir', dir]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('username: admin');
    const password = /password: (\S+)/.exec(r.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);

    const again = await startServer({ dataDir: dir });
    try {
      expect(again.initialAdmin).toBeUndefined();
      await expect(new FeltClient(again.url).login('admin', 'forgotten-password')).rejects.toThrow(/401/);
      const back = new FeltClient(again.url);
      expect((await back.login('admin', password)).mustChangePassword).toBe(true);
      // Everything else is where it was.
      await new FeltClient(again.url).login('pat', 'pat-password');
    } finally {
      await again.close();
    }

    const player = felt(['admin', 'recover', '--data-dir', dir, '--username', 'pat']);
    expect(player.status).toBe(2);
    expect(player.stderr).toContain('error[not_an_admin]');
  });

  it('enables a disabled admin and ends its sessions; with no admin left it creates one', async () => {
    const store = new SqliteStore(':memory:');
    await store.migrate();
    const boss = await store.createUser({ username: 'boss', role: 'admin', passwordHash: 'x' });
    await store.setDisabled(boss.id, true, 'left the company');
    await store.createSession({ tokenHash: 'h', userId: boss.id, csrf: 'c', expiresAt: Date.now() + 60_000 });
    const r = await recoverAdmin(store, { password: 'a-new-password' });
    expect(r).toEqual({ username: 'boss', password: 'a-new-password', created: false, sessionsEnded: 1 });
    expect(await store.userById(boss.id)).toMatchObject({
      disabled: false,
      disabledReason: null,
      mustChangePassword: true,
    });
    await expect(recoverAdmin(store, { password: 'short' })).rejects.toMatchObject({
      code: 'invalid_password',
    });
    await expect(recoverAdmin(store, { username: 'nobody' })).rejects.toMatchObject({ code: 'unknown_user' });
    await store.setRole(boss.id, 'player');
    const made = await recoverAdmin(store);
    expect(made).toMatchObject({ username: 'admin', created: true });
    expect(await store.userByName('admin')).toMatchObject({ role: 'admin', mustChangePassword: true });
    await store.close();
  });
});
