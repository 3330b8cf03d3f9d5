/**
 * Browser test of the forms (issue 12): the open-a-table form is built from the game's schema (a
 * checkbox, a choice list, a number with its bounds, money in dollars, the limits as a table per wager)
 * and checked as it changes with the same schema as the server, each rejection beside its field with
 * its citation; the server's checks across fields come back beside their fields too; the lobby shows
 * every table's limits and seats. The account forms check a new account with the server's own schema
 * (src/protocol/forms.ts) before anything is sent.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowser } from './testing/browser.js';
import { ADMIN_PASSWORD } from './testing/server.js';

describe.skipIf(!hasChromium)('forms in Chromium', () => {
  const rig = useBrowser({ prefix: 'felt-forms-' });
  const posted = new Map<Page, string[]>();
  const person = (name: string, password: string, register = false): Promise<Page> =>
    rig.person(name, password, register, (page) => {
      const mine: string[] = [];
      posted.set(page, mine);
      page.on('request', (r) => {
        if (r.method() === 'POST') mine.push(new URL(r.url()).pathname);
      });
    });
  const problemsAt = (p: Page, path: string): Promise<string> =>
    p.locator(`.field[data-path="${path}"] .field-problems`).innerText({ timeout: 5_000 });

  it('registering checks the username and password as the server does, before sending them', async () => {
    const p = await rig.browser.newPage();
    const sent: string[] = [];
    p.on('request', (r) => {
      if (r.method() === 'POST') sent.push(new URL(r.url()).pathname);
    });
    await p.goto(`${rig.url}/#/login`);
    await p.fill('#login-username', 'a');
    await p.fill('#login-password', 'short');
    await p.click('#register');
    await p.waitForSelector('#login-username-problem');
    expect(await p.textContent('#login-username-problem')).toContain('2 to 32 letters');
    expect(await p.textContent('#login-password-problem')).toContain('at least 8 characters');
    expect(await p.getAttribute('#login-password', 'aria-invalid')).toBe('true');
    expect(sent).not.toContain('/api/register');
    await p.close();
  });

  let admin: Page;
  it('the house edge follows what is chosen: the Tie Wager at 8 to 1, then at 9 to 1 (issue 12)', async () => {
    admin ??= await person('admin', ADMIN_PASSWORD);
    await admin.waitForSelector('#open-game');
    await admin.selectOption('#open-game', 'minibaccarat');
    // Eight decks: 14.36 % at 8 to 1 and 4.84 % at 9 to 1 (the published figures, e.g. Wizard of Odds).
    const tieEdge = async (): Promise<number> => {
      const text =
        (await admin
          .textContent('#house-edge tr[data-kind^="tie"] td:nth-child(3)', { timeout: 1_000 })
          .catch(() => null)) ?? '';
      return Number(/(-?\d+\.\d+) %/.exec(text)?.[1] ?? NaN);
    };
    await expect.poll(tieEdge, { timeout: 30_000 }).toBeCloseTo(14.36, 2);
    await admin.fill('input[name="tieOdds"]', '9 to 1');
    await expect.poll(tieEdge, { timeout: 30_000 }).toBeCloseTo(4.84, 2);
  });

  it('the Craps form: widgets from the schema, money in dollars, each rule beside its field', async () => {
    admin ??= await person('admin', ADMIN_PASSWORD);
    await admin.waitForSelector('#open-game');
    await admin.selectOption('#open-game', 'craps');
    // A yes/no option is a checkbox, a closed set a choice list, a count a number with its bounds.
    expect(await admin.getAttribute('input[name="horn"]', 'type')).toBe('checkbox');
    expect(await admin.$$eval('select[name="dontBar"] option', (os) => os.map((o) => o.textContent))).toEqual(
      ['2', '12'],
    );
    expect(await admin.getAttribute('input[name="seats"]', 'type')).toBe('number');
    expect(await admin.getAttribute('input[name="seats"]', 'max')).toBe('16');
    // Money is in dollars: the posted minimum of 500 cents reads $5.00.
    expect(await admin.inputValue('input[name="minimumWager"]')).toBe('5.00');
    // An optional feature (the Fire Bet) is offered or not, with its own paytable when offered; it
    // starts as the game's default has it (offered, at 24, 249 and 999 to 1).
    expect(await admin.getAttribute('input[name="fireBet"]', 'type')).toBe('checkbox');
    await admin.waitForSelector('input[name="fireBet"]:checked');
    expect(await admin.inputValue('input[name="fireBet.6"]')).toBe('999 to 1');

    // Checked with the game's own schema as the field changes, no request needed: 17 seats is too many.
    await admin.fill('input[name="seats"]', '17');
    expect(await problemsAt(admin, 'seats')).toMatch(/16/);
    expect(await problemsAt(admin, 'seats')).toContain('§ 623a.2(d)(4)(i)'); // the 16 Fire Bet areas
    await admin.fill('input[name="seats"]', '16');
    await admin.waitForSelector('.field[data-path="seats"] .field-problems', { state: 'detached' });

    // A rule across fields is the server's: a minimum above the maximum, beside the minimum.
    await admin.fill('input[name="minimumWager"]', '6000');
    await admin.press('input[name="minimumWager"]', 'Tab');
    await expect.poll(() => problemsAt(admin, 'minimumWager'), { timeout: 5_000 }).toContain('above');
    expect(await problemsAt(admin, 'minimumWager')).toMatch(/§ 623a\.3\(b\)|§ 601a\.2/);

    // Fixed, and a $1,000 maximum: the table opens with it and the lobby posts it.
    await admin.fill('input[name="minimumWager"]', '5');
    await admin.fill('input[name="maximumWager"]', '1,000');
    await admin.press('input[name="maximumWager"]', 'Tab');
    await admin.waitForSelector('.field[data-path="minimumWager"] .field-problems', { state: 'detached' });
    await admin.click('#open-table');
    const row = admin.locator('#lobby-tables tr[data-table]', { hasText: 'Craps' });
    await row.waitFor();
    expect(await row.innerText()).toContain('$5.00–$1,000.00');
    expect(await row.locator('.seats-cell').innerText()).toBe('0 of 16');
    // The house edge panel is there for what is chosen (its figures come from POST /api/odds).
    expect(await admin.textContent('#house-edge')).toContain('House edge');
  });

  it('the Minibaccarat limits are a table per wager in dollars, checked per field', async () => {
    await admin.selectOption('#open-game', 'minibaccarat');
    const tie = 'input[name="limits.tie.min"]';
    expect(await admin.inputValue(tie)).toBe('5.00');
    expect(await admin.$$('.limits-field tbody tr')).toHaveLength(7);
    await admin.fill(tie, '0');
    await admin.press(tie, 'Tab');
    const cell = admin.locator('.limits-field tr[data-kind="tie"] .field-problems');
    await cell.waitFor();
    expect(await cell.innerText()).toContain('$0.01');
    expect(await cell.innerText()).toContain('§ 601a.2');
  });

  it('the cashier refuses an amount of no dollars beside the field, before sending it', async () => {
    await admin.goto(`${rig.url}/#/admin`);
    await admin.fill('#deposit-username', 'nobody');
    await admin.fill('#deposit-amount', '-5');
    const before = (posted.get(admin) ?? []).length;
    await admin.click('#credit');
    await admin.waitForSelector('#deposit-amount-problem');
    expect(await admin.textContent('#deposit-amount-problem')).toContain('more than $0.00');
    expect((posted.get(admin) ?? []).slice(before)).not.toContain('/api/cashier/deposit');
  });
});
