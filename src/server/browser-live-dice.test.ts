/**
 * Browser test of a live-dealt dice table (issue 16): a round of Craps, Three Dice Football and Props &
 * Hops is dealt from the dealer's console in Chromium, from the first wager to the settlement. The
 * dealer calls the dice thrown with one select per die (two white dice; two green and a red one), the
 * page sends them as a list of faces (never the text `3-4`, which the game refuses with "expected
 * tuple"), the player sees those dice on the layout and the settlement with its citation.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TableSummary } from '../protocol/wire.js';
import { hasChromium, useBrowser } from './testing/browser.js';
import { ADMIN_PASSWORD, loggedIn } from './testing/server.js';

describe.skipIf(!hasChromium)('a live-dealt dice round from the console to settlement', () => {
  const rig = useBrowser({ prefix: 'felt-live-dice-' });
  const sent = new Map<Page, string[]>();
  /** A person whose page keeps the WebSocket frames it sends. */
  const person = (name: string, register: boolean, password = `${name}-password`): Promise<Page> =>
    rig.person(name, password, register, (page) => {
      const out: string[] = [];
      sent.set(page, out);
      page.on('websocket', (ws) => ws.on('framesent', (f) => out.push(String(f.payload))));
    });

  let staff: Page;
  beforeAll(async () => {
    staff = await person('admin', false, ADMIN_PASSWORD);
  });

  async function liveTable(game: string): Promise<string> {
    const admin = await loggedIn(rig.url, 'admin', ADMIN_PASSWORD);
    const t = await admin.http<TableSummary>('POST', '/api/tables', { rules: { game }, automated: false });
    expect(t.status).toBe(201);
    return t.body.id;
  }

  /** Opens a console of the table in this role. */
  async function console_(table: string, role: 'dealer' | 'floorperson'): Promise<void> {
    await staff.goto(`${rig.url}/#/table/${table}/${role}`);
    await staff.waitForSelector('#board [data-layout]');
  }

  /** The staff console clicks the command of this type (it must be offered). */
  async function command(type: string): Promise<void> {
    await staff.click(`#actions button[data-action="${type}"]`, { timeout: 10_000 });
  }

  /** The dealer calls the dice thrown, one select per die, and sends the call. */
  async function callDice(type: string, faces: readonly number[]): Promise<void> {
    const action = staff.locator(`#actions .action[data-action-type="${type}"]`);
    await action.waitFor({ timeout: 10_000 });
    const dice = action.locator('select[data-die]');
    expect(await dice.count()).toBe(faces.length);
    for (const [i, f] of faces.entries()) await dice.nth(i).selectOption(String(f));
    await action.locator(`button[data-action="${type}"]`).click();
  }

  async function seated(name: string, table: string, layout: string): Promise<Page> {
    const p = await person(name, true);
    await p.goto(`${rig.url}/#/table/${table}/player`);
    await p.click('button.sit[data-seat="1"]');
    await p.waitForSelector('#my-seat');
    await p.waitForSelector(`#board [data-layout="${layout}"]`);
    return p;
  }

  /** A chip of this denomination placed on a layout area by clicking it. */
  async function wager(p: Page, kind: string, chipCents: number): Promise<void> {
    await p.click(`#chip-rack button[data-chip="${chipCents}"]`);
    await p.click(`[data-layout] .spot[data-kind="${kind}"]:not([disabled])`);
    await p.waitForSelector(`[data-layout] .spot[data-kind="${kind}"] .chip.mine`);
  }

  const faces = (p: Page): Promise<number[]> =>
    p.$$eval('#last-dice .die', (els) => els.map((e) => Number(e.getAttribute('data-face'))));

  /** The call went out as a list of faces. */
  function calledAsList(type: string, list: readonly number[]): void {
    const frames = (sent.get(staff) ?? []).filter((f) => f.includes(`"type":"${type}"`));
    expect(frames.length).toBeGreaterThan(0);
    const cmd = (JSON.parse(frames.at(-1) ?? '{}') as { command: { dice: unknown } }).command;
    expect(cmd.dice).toEqual(list);
  }

  it('Craps: the dealer gives the dice, closes betting, calls 3-4 and settles; the player sees the seven', async () => {
    const table = await liveTable('craps');
    const p = await seated('lena', table, 'craps');
    await wager(p, 'pass', 500);
    await console_(table, 'dealer');
    await command('select-shooter');
    await command('no-more-bets');
    // The dealer's labelled inputs: one select per die.
    expect(await staff.textContent('.action[data-action-type="roll"] legend')).toBe('Dice thrown');
    await callDice('roll', [3, 4]);
    calledAsList('roll', [3, 4]);
    await command('settle');
    await p.waitForSelector('li.line[data-type="wager-settled"]', { timeout: 15_000 });
    expect(await faces(p)).toEqual([3, 4]);
    const settled = await p.textContent('li.line[data-type="wager-settled"]');
    expect(settled).toMatch(/pass(?: line)? \$5\.00 wins/i);
    expect(settled).toMatch(/§ 623a\.\d+/);
    // The round's result is announced to the player and kept in the player's rounds.
    await p.waitForSelector('#result-banner.won');
    expect(await p.textContent('#result-banner')).toContain('you won $5.00');
    expect(await p.textContent('#my-rounds')).toMatch(/pass(?: line)? \$5\.00 wins/i);
    expect(await staff.$('#feedback .error')).toBeNull();
  }, 60_000);

  it('Three Dice Football: the dealer calls two green dice and a red one, and settles the down', async () => {
    const table = await liveTable('three-dice-football');
    const p = await seated('mona', table, 'three-dice-football');
    await wager(p, 'touchdown', 500);
    await console_(table, 'dealer');
    // Play commences with the first "no more bets", which offers the dice (ruling R33); the wagers
    // close with the next, once the Quarterback holds them.
    await command('no-more-bets');
    await p.click('#actions button[data-action="accept-dice"]');
    await p.waitForSelector('#quarterback');
    await command('no-more-bets');
    await staff.locator('.action[data-action-type="throw"]').waitFor();
    const names = await staff.$$eval('.action[data-action-type="throw"] .die-pick span', (els) =>
      els.map((e) => e.textContent),
    );
    expect(names).toEqual(['green die 1', 'green die 2', 'red die']);
    await callDice('throw', [1, 2, 3]);
    calledAsList('throw', [1, 2, 3]);
    await command('settle');
    await expect.poll(() => faces(p), { timeout: 15_000 }).toEqual([1, 2, 3]);
    expect(await p.$$('#last-dice .die.green')).toHaveLength(2);
    expect(await p.$$('#last-dice .die.red')).toHaveLength(1);
    await p.waitForSelector('li.line[data-type="throw"]');
    expect(await staff.$('#feedback .error')).toBeNull();
  }, 60_000);

  it('Props & Hops: the floorperson places the dice, the dealer uncovers 2-5 and settles the Any Number', async () => {
    const table = await liveTable('props-and-hops');
    const p = await seated('nora', table, 'props-and-hops');
    await wager(p, 'any-number-2-5', 500);
    await console_(table, 'floorperson');
    await staff.click('#actions button[data-action="place-dice"]');
    await staff.waitForSelector('#log li.line');
    await console_(table, 'dealer');
    // Play commences with the first "no more bets", which offers the shaker (ruling R33).
    await command('no-more-bets');
    await p.click('#actions button[data-action="accept-shaker"]');
    await p.waitForSelector('#shooter .shaker');
    await command('no-more-bets');
    await callDice('uncover', [2, 5]);
    calledAsList('uncover', [2, 5]);
    await command('settle');
    await p.waitForSelector('li.line[data-type="wager-settled"]', { timeout: 15_000 });
    expect(await faces(p)).toEqual([2, 5]);
    expect(await p.textContent('li.line[data-type="wager-settled"]')).toMatch(/Any Number 2-5 \$5\.00 wins/);
    await p.waitForSelector('#result-banner.won');
  }, 60_000);
});
