/**
 * Browser test of what a page shows after a reload and on the compliance page (issue 16): once a round
 * is over, its cards read as cards in the log of every role after a reload (never `??`); the compliance
 * page shows the cards of Five Card Hi-Lo and the dice of Craps in its live view and in the replay.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TableSummary } from '../protocol/wire.js';
import { hasChromium, useBrowser } from './testing/browser.js';
import { ADMIN_PASSWORD, loggedIn } from './testing/server.js';

describe.skipIf(!hasChromium)('after a reload, and on the compliance page', () => {
  const rig = useBrowser({ prefix: 'felt-reload-', server: { betWindowMs: 800, dealPaceMs: 20 } });
  let admin: Page;
  beforeAll(async () => {
    admin = await rig.person('admin', ADMIN_PASSWORD);
  });
  const open = async (game: string): Promise<string> => {
    const a = await loggedIn(rig.url, 'admin', ADMIN_PASSWORD);
    return (await a.http<TableSummary>('POST', '/api/tables', { rules: { game }, automated: true })).body.id;
  };
  const logText = (p: Page): Promise<string[]> =>
    p.$$eval('#log li.line', (els) => els.map((e) => e.textContent ?? ''));

  let hilo = '';
  it('Five Card Hi-Lo: the round’s cards read as cards in every role’s log after a reload', async () => {
    hilo = await open('five-card-hi-lo');
    const p = await rig.person('rhea', 'rhea-password', true);
    await p.goto(`${rig.url}/#/table/${hilo}/player`);
    await p.click('button.sit[data-seat="1"]');
    await p.waitForSelector('#my-seat');
    await p.click('#chip-rack button[data-chip="500"]');
    await p.click('.area.mine .spot[data-kind="ante"] .spot-add');
    await p.waitForSelector('#hilo-setter', { timeout: 30_000 });
    await p.click('#hilo-play');
    await p.waitForSelector('li.line[data-type="round-complete"]', { timeout: 30_000 });
    for (const [page, role] of [
      [p, 'player'],
      [admin, 'floorperson'],
      [admin, 'dealer'],
    ] as const) {
      await page.goto(`${rig.url}/#/table/${hilo}/${role}`);
      await page.reload();
      await page.waitForSelector('li.line[data-type="hands-revealed"]');
      const log = await logText(page);
      expect(log.join('\n'), role).not.toContain('??');
      const revealed = await page.$$eval('li.line[data-type="hands-revealed"]', (els) =>
        els.map((e) => e.textContent ?? ''),
      );
      for (const r of revealed) expect(r, role).toMatch(/high/);
    }
    // The player's round is still in the player's rounds after the reload.
    await p.goto(`${rig.url}/#/table/${hilo}/player`);
    await p.reload();
    await p.waitForSelector('#my-rounds li[data-round]');
    expect(await p.textContent('#my-rounds')).toMatch(/ante \$5\.00/i);
  });

  it('Minibaccarat: the coup’s cards read as cards in every role’s log after a reload', async () => {
    const table = await open('minibaccarat');
    const p = await rig.person('tess', 'tess-password', true);
    await p.goto(`${rig.url}/#/table/${table}/player`);
    await p.click('button.sit[data-seat="2"]');
    await p.waitForSelector('#my-seat');
    // The automated table offers the seated player the cut first (R6).
    const decline = await p
      .waitForSelector('#actions button[data-action="decline-cut"]', { timeout: 3_000 })
      .catch(() => null);
    await decline?.click();
    await p.click('#chip-rack button[data-chip="2500"]');
    await p.click('[data-layout] .bet-area[data-kind="player"]:not([disabled])');
    await p.waitForSelector('li.line[data-type="round-complete"]', { timeout: 30_000 });
    for (const [page, role] of [
      [p, 'player'],
      [admin, 'floorperson'],
      [admin, 'dealer'],
    ] as const) {
      await page.goto(`${rig.url}/#/table/${table}/${role}`);
      await page.reload();
      await page.waitForSelector('li.line[data-type="cards-dealt"]');
      expect((await logText(page)).join('\n'), role).not.toContain('??');
      expect(await page.textContent('li.line[data-type="cards-dealt"]'), role).toMatch(
        /\b(?:[2-9TJQKA][shdc]|10)\b|[♠♥♦♣]/,
      );
      // The scoreboards count the coup.
      await page.waitForSelector('#bead-plate .bead');
    }
  });

  it('compliance sees the Hi-Lo cards live and in the replay', async () => {
    await admin.goto(`${rig.url}/#/compliance/${hilo}`);
    await admin.waitForSelector('#compliance-live [data-layout="five-card-hi-lo"]');
    // The last round's hands stay on the layout, face up, with the stub's order.
    await admin.waitForSelector('#compliance-live .card[data-card]');
    expect(await admin.$$('#compliance-live .card.back')).toHaveLength(0);
    await admin.waitForSelector('#audit-log tr[data-seq]');
    await admin.selectOption('#replay-round', '1');
    await admin.click('#replay-start');
    for (let i = 0; i < 12 && !(await admin.$('#replay-view .area .card[data-card]')); i += 1) {
      const before = await admin.textContent('#replay-step');
      await admin.click('#replay-next');
      await expect.poll(() => admin.textContent('#replay-step')).not.toBe(before);
    }
    expect(await admin.$$('#replay-view .area .card[data-card]')).not.toHaveLength(0);
    expect(await admin.$('#replay-view .stub-order .card[data-card]')).not.toBeNull();
  });

  it('compliance sees the Craps dice live and in the replay', async () => {
    const craps = await open('craps');
    const p = await rig.person('sol', 'sol-password', true);
    await p.goto(`${rig.url}/#/table/${craps}/player`);
    await p.click('button.sit[data-seat="1"]');
    await p.waitForSelector('#my-seat');
    await p.click('#chip-rack button[data-chip="500"]');
    await p.click('[data-layout] .spot[data-kind="pass"]:not([disabled])');
    await p.waitForSelector('li.line[data-type="dice-thrown"]', { timeout: 30_000 });
    const thrown = await p.$$eval('#last-dice .die', (els) => els.map((e) => e.getAttribute('data-face')));
    expect(thrown).toHaveLength(2);
    await admin.goto(`${rig.url}/#/compliance/${craps}`);
    await admin.waitForSelector('#compliance-live #last-dice .die');
    expect(await admin.$$('#compliance-live #last-dice .die')).toHaveLength(2);
    await admin.waitForSelector('#audit-log tr[data-seq]');
    const rollSeq = await admin.$$eval('#audit-log tr[data-seq]', (rows) =>
      rows.filter((r) => r.textContent?.includes('"roll"')).map((r) => r.getAttribute('data-seq')),
    );
    expect(rollSeq.length).toBeGreaterThan(0);
    await admin.selectOption('#replay-round', '1');
    await admin.click('#replay-start');
    for (let i = 0; i < 12 && !(await admin.$('#replay-view #last-dice .die')); i += 1) {
      const before = await admin.textContent('#replay-step');
      await admin.click('#replay-next');
      await expect.poll(() => admin.textContent('#replay-step')).not.toBe(before);
    }
    expect(await admin.$$('#replay-view #last-dice .die')).toHaveLength(2);
  });
});
