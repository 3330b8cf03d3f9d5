/**
 * Browser test: Playwright drives Debian's Chromium against an in-process server. A floor manager opens
 * a Minibaccarat table from the lobby form; two players in two browser contexts sit, wager and see their
 * settlements with citations; neither receives private information; compliance replays the round and
 * verifies the log; a training drill is answered and graded.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowser } from './testing/browser.js';

describe.skipIf(!hasChromium)('web UI in Chromium', () => {
  const rig = useBrowser({
    prefix: 'felt-browser-',
    server: { betWindowMs: 3_000, dealPaceMs: 30 },
  });
  let tableId = '';
  const frames = new Map<string, string[]>();

  const person = (name: string, password: string, register: boolean): Promise<Page> =>
    rig.person(name, password, register, (page) => {
      const mine: string[] = [];
      frames.set(name, mine);
      page.on('websocket', (ws) => ws.on('framereceived', (f) => mine.push(String(f.payload))));
    });

  let admin: Page;
  let alice: Page;
  let bob: Page;

  it('opens a Minibaccarat table from the lobby, after the form shows a rejection with its citation', async () => {
    admin = await person('admin', 'admin-password', false);
    await admin.waitForSelector('#open-game');
    await admin.selectOption('#open-game', 'minibaccarat');
    // The form is built from the game's schema: odds typed as words, a paytable chosen from a list.
    await admin.fill('input[name="tieOdds"]', '7 to 1');
    await admin.click('#validate');
    await expect.poll(() => admin.textContent('#open-result')).toContain('§ 627a.12(b)');
    // The rejection is shown beside its field too, with its citation.
    await expect
      .poll(() => admin.textContent('.field[data-path="tieOdds"] .field-problems'))
      .toContain('§ 627a.12(b)');
    await admin.fill('input[name="tieOdds"]', '8 to 1');
    await admin.selectOption('select[name="dragonBonus"]', { label: 'A' });
    await admin.click('#open-table');
    await admin.waitForSelector('#lobby-tables tr[data-table]');
    tableId = (await admin.getAttribute('#lobby-tables tr[data-table]', 'data-table')) ?? '';
    expect(tableId).toMatch(/^[0-9a-f]{8}$/);
  });

  it('two players sit, wager and see their settlements with citations', async () => {
    alice = await person('alice', 'alice-password', true);
    bob = await person('bob', 'bob-password', true);
    for (const [p, seat] of [
      [alice, 1],
      [bob, 4],
    ] as const) {
      await p.goto(`${rig.url}/#/table/${tableId}/player`);
      await p.click(`button.sit[data-seat="${seat}"]`);
      await p.waitForSelector('#my-seat');
    }
    const wager = async (p: Page, kind: string, dollars: string): Promise<void> => {
      await p.fill('#amount', dollars);
      await p.click(`button[data-action="place-wager"][data-kind="${kind}"]`);
      await p.waitForSelector(`.seat.mine .wager[data-kind="${kind}"]`);
    };
    await wager(alice, 'player', '10');
    await wager(alice, 'dragon-bonus-player', '5');
    await wager(bob, 'banker', '20');
    await wager(bob, 'tie', '5');
    for (const p of [alice, bob]) {
      await p.waitForSelector('li.line[data-type="round-complete"]', { timeout: 30_000 });
      const settled = await p.$$eval('li.line[data-type="wager-settled"]', (els) =>
        els.map((e) => e.textContent ?? ''),
      );
      expect(settled).toHaveLength(4);
      for (const s of settled) expect(s).toMatch(/§ 627a\.\d+/);
      expect(await p.$$('li.line[data-type="cards-dealt"]')).not.toHaveLength(0);
      // The card exposed at the burn is shown beside the shoe (§ 627a.5(f)).
      expect(await p.getAttribute('.shoe .burn .card', 'data-card')).toMatch(/^[2-9TJQKA][shdc]$/);
    }
  });

  it('neither player receives the shoe order or the house result', async () => {
    for (const name of ['alice', 'bob']) {
      const got = frames.get(name) ?? [];
      expect(got.length).toBeGreaterThan(5);
      for (const f of got) {
        expect(f).not.toContain('"order"');
        expect(f).not.toContain('"house"');
      }
    }
  });

  it('compliance verifies the stored log and replays the round step by step', async () => {
    await admin.goto(`${rig.url}/#/compliance/${tableId}`);
    await admin.click('#verify');
    await expect.poll(() => admin.textContent('#verify-status')).toContain('Intact');
    await admin.waitForSelector('#audit-log tr[data-seq]');
    await admin.selectOption('#replay-round', '1');
    await admin.click('#replay-start');
    await expect.poll(() => admin.textContent('#replay-view')).toContain('place-wager');
    const steps: string[] = [];
    const views: string[] = [];
    const last = (t: string): boolean => /step (\d+) of \1 /.test(t);
    for (let i = 0; i < 20 && !last(steps.at(-1) ?? ''); i += 1) {
      await admin.click('#replay-next');
      await expect
        .poll(async () => (await admin.textContent('#replay-step')) ?? '')
        .not.toBe(steps.at(-1) ?? '');
      steps.push((await admin.textContent('#replay-step')) ?? '');
      // The step's board is drawn by its layout component (on a loaded machine, a moment later).
      await admin.waitForSelector('#replay-view [data-layout]');
      views.push((await admin.textContent('#replay-view')) ?? '');
    }
    // From the first wager through the deal to the settlement, one entry at a time.
    expect(steps.length).toBeGreaterThanOrEqual(6);
    expect(new Set(steps).size).toBe(steps.length);
    expect(views.some((v) => /\d points/.test(v))).toBe(true);
    expect(await admin.$$('#replay-view li[data-type="wager-settled"]')).toHaveLength(4);
    expect(await admin.$$('#compliance-live .card')).not.toHaveLength(0);
  });

  it('a training drill is answered and graded with the rule and its citation', async () => {
    await alice.goto(`${rig.url}/#/training`);
    await alice.selectOption('#drill-game', 'minibaccarat');
    await alice.selectOption('#drill-kind', 'next-step');
    await alice.click('#drill-next');
    await alice.waitForSelector('button.choice', { timeout: 30_000 });
    await alice.click('button.choice');
    await alice.waitForSelector('#grade-result');
    expect(await alice.textContent('#grade')).toMatch(/§ 627a\./);
  });
});
