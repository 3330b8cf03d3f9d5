/**
 * Administration a casino expects (issue 12): the user list with roles, a role change, a password reset
 * (shown once; the account's sessions end and it is asked to choose its own), a disabled account's open
 * pages told why (not left reconnecting), and tables that are named and closed for good.
 */
import { describe, expect, it } from 'vitest';
import type { ServerMessage, TableSummary } from '../protocol/wire.js';
import { WS_CLOSE } from '../protocol/wire.js';
import { FeltClient } from './client.js';
import { RawSocket } from './testing/raw-ws.js';
import { useServer } from './testing/server.js';

interface UserRow {
  username: string;
  role: string;
  disabled: boolean;
  disabledReason: string | null;
  mustChangePassword: boolean;
  createdAt: string;
}

describe('administration: users', () => {
  const felt = useServer('felt-admin-');

  it('lists every account with its role and state; only an admin may, and changes roles but its own', async () => {
    const admin = await felt.admin();
    await admin.http('POST', '/api/users', { username: 'dana', password: 'dana-password', role: 'dealer' });
    const pat = felt.client();
    await pat.register('pat', 'pat-password');
    const users = (await admin.http<UserRow[]>('GET', '/api/users')).body;
    expect(users.map((u) => [u.username, u.role, u.disabled, u.mustChangePassword])).toEqual([
      ['admin', 'admin', false, false],
      ['dana', 'dealer', false, false],
      ['pat', 'player', false, false],
    ]);
    expect(users.every((u) => !Number.isNaN(Date.parse(u.createdAt)))).toBe(true);
    expect((await pat.http<{ code: string }>('GET', '/api/users')).body.code).toBe('forbidden');

    const promoted = await admin.http<UserRow>('POST', '/api/users/dana/role', { role: 'floorperson' });
    expect(promoted.body).toMatchObject({ username: 'dana', role: 'floorperson' });
    const dana = felt.client();
    await dana.login('dana', 'dana-password');
    expect(dana.session?.user.role).toBe('floorperson');
    const own = await admin.http<{ code: string }>('POST', '/api/users/admin/role', { role: 'player' });
    expect([own.status, own.body.code]).toEqual([409, 'cannot_change_own_role']);
    const bad = await admin.http<{ code: string }>('POST', '/api/users/dana/role', { role: 'pit-boss' });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_request']);
    expect(
      (await pat.http<{ code: string }>('POST', '/api/users/pat/role', { role: 'admin' })).body.code,
    ).toBe('forbidden');
  });

  it('resets a password: shown once, the sessions end, the account is asked to choose its own', async () => {
    const admin = await felt.admin();
    const quinn = felt.client();
    await quinn.register('quinn', 'quinn-password');
    await quinn.connect();
    const ended = quinn.waitFor((m) => m.t === 'error' && m.error.code === 'session_ended', 5_000);
    const r = await admin.http<{ username: string; password: string; sessionsEnded: number }>(
      'POST',
      '/api/users/quinn/password',
      {},
    );
    expect(r.status).toBe(200);
    expect(r.body.sessionsEnded).toBe(1);
    expect(r.body.password.length).toBeGreaterThanOrEqual(12);
    await ended;
    expect((await quinn.http('GET', '/api/me')).status).toBe(401);
    await expect(new FeltClient(felt.url).login('quinn', 'quinn-password')).rejects.toThrow(/401/);
    const again = new FeltClient(felt.url);
    expect((await again.login('quinn', r.body.password)).mustChangePassword).toBe(true);
    const users = (await admin.http<UserRow[]>('GET', '/api/users')).body;
    expect(users.find((u) => u.username === 'quinn')?.mustChangePassword).toBe(true);
    // Choosing a password of one's own clears the mark.
    const changed = await again.http('POST', '/api/password', {
      oldPassword: r.body.password,
      newPassword: 'quinn-own-password',
    });
    expect(changed.status).toBe(200);
    expect(
      (await again.http<{ mustChangePassword: boolean }>('GET', '/api/me')).body.mustChangePassword,
    ).toBe(false);
    // A password the admin chooses is not echoed back; a short one is refused.
    const given = await admin.http<{ password?: string }>('POST', '/api/users/quinn/password', {
      password: 'chosen-by-admin',
    });
    expect(given.status).toBe(200);
    expect(given.body.password).toBeUndefined();
    await new FeltClient(felt.url).login('quinn', 'chosen-by-admin');
    const short = await admin.http<{ code: string }>('POST', '/api/users/quinn/password', {
      password: 'short',
    });
    expect(short.body.code).toBe('invalid_request');
    expect((await admin.http<{ code: string }>('POST', '/api/users/nobody/password', {})).body.code).toBe(
      'unknown_user',
    );
  });

  it('a disabled account is told why on its open sockets (account_disabled, close 4423), not left reconnecting', async () => {
    const admin = await felt.admin();
    const rae = felt.client();
    await rae.register('rae', 'rae-password');
    const raw = await RawSocket.open(felt.url, { cookie: rae.cookie });
    raw.sendAll(['{"t":"ping","id":"p"}']);
    await raw.waitFor((m) => m.t === 'pong');
    const off = await admin.http<{ disabled: boolean }>('POST', '/api/users/rae/disabled', {
      disabled: true,
      reason: 'self-exclusion requested',
    });
    expect(off.body.disabled).toBe(true);
    const told = (await raw.waitFor((m) => m.t === 'error')) as Extract<ServerMessage, { t: 'error' }>;
    expect(told.error.code).toBe('account_disabled');
    expect(told.error.message).toContain('self-exclusion requested');
    expect((await raw.closed).code).toBe(WS_CLOSE.accountDisabled);
    raw.close();
    const users = (await admin.http<UserRow[]>('GET', '/api/users')).body;
    expect(users.find((u) => u.username === 'rae')).toMatchObject({
      disabled: true,
      disabledReason: 'self-exclusion requested',
    });
    // Enabling clears the reason.
    await admin.http('POST', '/api/users/rae/disabled', { disabled: false });
    const back = (await admin.http<UserRow[]>('GET', '/api/users')).body.find((u) => u.username === 'rae');
    expect(back).toMatchObject({ disabled: false, disabledReason: null });
  });
});

describe('administration: tables named and closed', () => {
  const felt = useServer('felt-admin-tables-', { betWindowMs: 60_000, dealPaceMs: 0 });

  it('a table is named when opened (or from its Rules Submission), renamed by the floor, and the lobby shows it', async () => {
    const admin = await felt.admin();
    const named = await admin.http<TableSummary>('POST', '/api/tables', {
      rules: { game: 'minibaccarat' },
      automated: false,
      name: 'MB-3',
    });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ tableName: 'MB-3', name: 'Minibaccarat' });
    const fromRules = await admin.http<TableSummary>('POST', '/api/tables', {
      rules: { game: 'craps', table: 'CR-1' },
      automated: false,
    });
    expect(fromRules.body.tableName).toBe('CR-1');
    const fred = await felt.as('fred', 'floorperson');
    const renamed = await fred.http<TableSummary>('PATCH', `/api/tables/${named.body.id}`, { name: 'MB-4' });
    expect(renamed.body.tableName).toBe('MB-4');
    const markup = await fred.http<{ code: string }>('PATCH', `/api/tables/${named.body.id}`, {
      name: '<b>x</b>',
    });
    expect([markup.status, markup.body.code]).toEqual([400, 'invalid_request']);
    const pat = await felt.as('pat', null);
    expect(
      (await pat.http<{ code: string }>('PATCH', `/api/tables/${named.body.id}`, { name: 'mine' })).body.code,
    ).toBe('forbidden');
    const lobby = (await admin.http<TableSummary[]>('GET', '/api/tables')).body;
    expect(lobby.find((t) => t.id === named.body.id)?.tableName).toBe('MB-4');
    // The name survives a restart (it is stored), as does the table.
    await felt.restart();
    const again = await felt.admin();
    const after = (await again.http<TableSummary[]>('GET', '/api/tables')).body;
    expect(after.find((t) => t.id === named.body.id)?.tableName).toBe('MB-4');
  });

  it('closes a table only once nobody is seated; it leaves the lobby for good, its log stays verifiable', async () => {
    const admin = await felt.admin();
    const t = (
      await admin.http<TableSummary>('POST', '/api/tables', {
        rules: { game: 'minibaccarat' },
        automated: false,
      })
    ).body;
    const sam = await felt.as('sam', null);
    await sam.subscribe(t.id);
    expect((await sam.command(t.id, { type: 'sit', seat: 2, name: 'Sam', chips: 5_000 })).ok).toBe(true);
    const busy = await admin.http<{ code: string }>('POST', `/api/tables/${t.id}/close`);
    expect([busy.status, busy.body.code]).toEqual([409, 'table_not_empty']);
    expect(felt.server.tables.has(t.id)).toBe(true);
    expect((await sam.command(t.id, { type: 'leave' })).ok).toBe(true);

    const told = sam.waitFor((m) => m.t === 'error' && m.error.code === 'table_closed', 5_000);
    const closed = await admin.http<{ id: string; closedAt: string }>('POST', `/api/tables/${t.id}/close`);
    expect(closed.status).toBe(200);
    await told;
    expect(felt.server.tables.has(t.id)).toBe(false);
    expect((await admin.http<TableSummary[]>('GET', '/api/tables')).body.map((x) => x.id)).not.toContain(
      t.id,
    );
    expect((await sam.command(t.id, { type: 'sit', seat: 2, name: 'Sam', chips: 5_000 })).error?.code).toBe(
      'unknown_table',
    );
    const list = (await admin.http<{ id: string; closedAt: string }[]>('GET', '/api/tables/closed')).body;
    expect(list.find((x) => x.id === t.id)?.closedAt).toBe(closed.body.closedAt);
    // Compliance still reads and verifies its log, with the chips cashed out to Sam's account.
    const verify = await admin.http<{ ok: boolean }>('GET', `/api/tables/${t.id}/verify`);
    expect(verify.body.ok, JSON.stringify(verify.body)).toBe(true);
    const log = await admin.http<{ entries: { command: { type: string } }[] }>(
      'GET',
      `/api/tables/${t.id}/log`,
    );
    expect(log.body.entries.map((e) => e.command.type)).toEqual(['sit', 'leave']);
    expect((await sam.http<{ wallet: number }>('GET', '/api/me')).body.wallet).toBe(100_000);
    // A closed table is never served again, after a restart either.
    await felt.restart();
    expect(felt.server.tables.has(t.id)).toBe(false);
    const again = await felt.admin();
    expect((await again.http<{ code: string }>('POST', `/api/tables/${t.id}/close`)).body.code).toBe(
      'unknown_table',
    );
  });
});
