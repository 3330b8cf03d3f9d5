/**
 * Browser test of the staff consoles: on a live-dealt table the dealer's console offers what only a
 * floorperson may do (a recut) and asks for it; the floorperson's console shows the pending request and
 * approves it. (Hours and table tests are recorded in the back office now: browser-backoffice.test.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableSummary } from '../protocol/wire.js';
import { FeltClient } from './client.js';
import { hasChromium, useBrowser } from './testing/browser.js';

describe.skipIf(!hasChromium)('staff consoles in Chromium', () => {
  const rig = useBrowser({ prefix: 'felt-consoles-' });
  const person = (name: string, password: string): Promise<Page> => rig.person(name, password);

  it('the dealer asks for a recut from the console and the floorperson approves it from theirs', async () => {
    const admin = new FeltClient(rig.url);
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
    const dealerWs = new FeltClient(rig.url);
    await dealerWs.login('dana', 'dana-password');
    await dealerWs.connect();
    await dealerWs.subscribe(t.id, 'dealer');
    expect((await dealerWs.command(t.id, { type: 'shuffle' }, 'dealer')).ok).toBe(true);
    expect(
      (await dealerWs.command(t.id, { type: 'cut', position: 40, lastHandFromBottom: 16 }, 'dealer')).ok,
    ).toBe(true);
    dealerWs.close();

    const dealer = await person('dana', 'dana-password');
    await dealer.goto(`${rig.url}/#/table/${t.id}/dealer`);
    const ask = dealer.locator('#approvals-ask button', { hasText: /recut/i });
    await ask.waitFor();
    await dealer.fill('#approval-reason', 'cut card too shallow');
    await ask.click();
    // The request is named in words, the command it stands for kept apart from the text.
    await dealer.waitForSelector('#approvals-pending li[data-command="order-recut"]');
    expect(await dealer.textContent('#approvals-pending')).toMatch(/Order recut/);

    const floor = await person('fred', 'fred-password');
    await floor.goto(`${rig.url}/#/table/${t.id}/floorperson`);
    await expect.poll(() => floor.textContent('#approvals-pending')).toContain('cut card too shallow');
    await floor.locator('#approvals-pending button', { hasText: 'Approve' }).click();
    await expect.poll(() => floor.textContent('#approvals-pending')).toContain('none pending');
    await expect.poll(() => dealer.textContent('#log')).toContain('approval #1 granted by floorperson fred');
    expect(rig.server.tables.get(t.id)!.log.at(-1)?.command.type).toBe('order-recut');
  }, 60_000);

  it('the dealer cuts from the console with labelled inputs at their defaults (§ 627a.5(c)-(d))', async () => {
    const admin = new FeltClient(rig.url);
    await admin.login('admin', 'admin-password');
    const t = (
      await admin.http<TableSummary>('POST', '/api/tables', {
        rules: { game: 'minibaccarat' },
        automated: false,
      })
    ).body;
    const dealer = await person('dana', 'dana-password');
    await dealer.goto(`${rig.url}/#/table/${t.id}/dealer`);
    await dealer.click('#actions button[data-action="shuffle"]');
    const cut = dealer.locator('#actions .action[data-action-type="cut"]');
    await cut.waitFor();
    // Each parameter has its label and its default, never a bare name like `lastHandFromBottom`; the
    // defaults are the engine's (issue 11): the middle of the 416-card shoe, the last-hand card at the
    // fewest cards above the bottom …5(d) allows (14).
    const position = cut.getByLabel('Cut: cards above the cover card');
    const lastHand = cut.getByLabel('Last-hand card: cards below it');
    expect(await position.inputValue()).toBe('208');
    expect(await lastHand.inputValue()).toBe('14');
    expect(await cut.innerText()).not.toContain('lastHandFromBottom');
    await position.fill('120');
    await cut.locator('button[data-action="cut"]').click();
    await expect.poll(() => dealer.textContent('#log')).toMatch(/cuts 120 cards in/);
    await expect.poll(() => dealer.textContent('#log')).toMatch(/card 14 from the bottom/);
    expect(await dealer.$('#feedback .error')).toBeNull();
  }, 60_000);
});
