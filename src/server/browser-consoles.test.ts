/**
 * Browser test of the staff consoles: on a live-dealt table the dealer's console offers what only a
 * floorperson may do (a recut) and asks for it; the floorperson's console shows the pending request and
 * approves it; the training page records hours and a table test and lists the trainee's 611a record.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableSummary } from '../protocol/wire.js';
import { startServer, type RunningServer } from './app.js';
import { FeltClient } from './client.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'];

describe.skipIf(!existsSync(CHROMIUM))('staff consoles in Chromium', () => {
  let dir: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // The compiled web app must include the consoles: build when the sources are newer.
    spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
    dir = mkdtempSync(join(tmpdir(), 'felt-consoles-'));
    server = await startServer({ dataDir: dir, adminPassword: 'admin-password' });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function person(name: string, password: string): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/#/login`);
    await page.fill('#login-username', name);
    await page.fill('#login-password', password);
    await page.click('#login');
    await page.waitForSelector('#username');
    return page;
  }

  it('the dealer asks for a recut from the console and the floorperson approves it from theirs', async () => {
    const admin = new FeltClient(server.url);
    await admin.login('admin', 'admin-password');
    await admin.http('POST', '/api/users', { username: 'dana', password: 'dana-password', role: 'dealer' });
    await admin.http('POST', '/api/users', {
      username: 'fred',
      password: 'fred-password',
      role: 'floorperson',
    });
    const t = (
      await admin.http<TableSummary>('POST', '/api/tables', {
        rules: { game: 'minibaccarat' },
        automated: false,
      })
    ).body;
    // Shuffle and cut (nobody seated: the dealer cuts) so that a recut may be ordered.
    const dealerWs = new FeltClient(server.url);
    await dealerWs.login('dana', 'dana-password');
    await dealerWs.connect();
    await dealerWs.subscribe(t.id, 'dealer');
    expect((await dealerWs.command(t.id, { type: 'shuffle' }, 'dealer')).ok).toBe(true);
    expect(
      (await dealerWs.command(t.id, { type: 'cut', position: 40, lastHandFromBottom: 16 }, 'dealer')).ok,
    ).toBe(true);
    dealerWs.close();

    const dealer = await person('dana', 'dana-password');
    await dealer.goto(`${server.url}/#/table/${t.id}/dealer`);
    const ask = dealer.locator('#approvals-ask button', { hasText: /recut/i });
    await ask.waitFor();
    await dealer.fill('#approval-reason', 'cut card too shallow');
    await ask.click();
    await expect.poll(() => dealer.textContent('#approvals-pending')).toContain('order-recut');

    const floor = await person('fred', 'fred-password');
    await floor.goto(`${server.url}/#/table/${t.id}/floorperson`);
    await expect.poll(() => floor.textContent('#approvals-pending')).toContain('cut card too shallow');
    await floor.locator('#approvals-pending button', { hasText: 'Approve' }).click();
    await expect.poll(() => floor.textContent('#approvals-pending')).toContain('none pending');
    await expect.poll(() => dealer.textContent('#log')).toContain('approval #1 granted by floorperson fred');
    expect(server.tables.get(t.id)!.log.at(-1)?.command.type).toBe('order-recut');
  }, 60_000);

  it('the training page records hours and a table test and lists the trainee’s record', async () => {
    const fred = await person('fred', 'fred-password');
    await fred.goto(`${server.url}/#/training`);
    await fred.waitForSelector('#hours-trainee');
    await fred.fill('#hours-trainee', 'Ann');
    await fred.fill('#hours-hours', '2.5');
    await fred.click('#hours-record');
    await expect.poll(() => fred.textContent('#training-records')).toContain('2.5 of 100 h');
    await fred.fill('#tt-trainee', 'Ann');
    await fred.click('#tt-record');
    await expect.poll(() => fred.textContent('#tt-list')).toContain('examiner fred (pit-manager)');
  }, 60_000);
});
