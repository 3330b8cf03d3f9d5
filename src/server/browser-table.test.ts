/**
 * Browser test of the table page around the layouts (issues 12 and 16): a player is offered exactly the
 * seats the table has (Props & Hops, Five Card Hi-Lo and Asia Poker drew a seventh "Sit here" the
 * server refused); the page says what the table waits for and when it is the player's turn; what a
 * person reads names wagers and actions in words, never by their ids.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableSummary } from '../protocol/wire.js';
import { FeltClient } from './client.js';
import { hasChromium, useBrowser } from './testing/browser.js';
import { ADMIN_PASSWORD, loggedIn } from './testing/server.js';

/** An id such as `dragon-bonus-player` or `no-more-bets` in text a person reads. */
const ID = /\b[a-z]+(?:-[a-z0-9]+)+\b/;

describe.skipIf(!hasChromium)('the table page in Chromium', () => {
  const rig = useBrowser({ prefix: 'felt-table-' });
  const open = async (game: string, automated = true): Promise<string> => {
    const a = await loggedIn(rig.url, 'admin', ADMIN_PASSWORD);
    return (await a.http<TableSummary>('POST', '/api/tables', { rules: { game }, automated })).body.id;
  };
  const newPlayer = (name: string): Promise<Page> => rig.person(name, `${name}-password`, true);

  it.each([
    ['asia-poker', 6],
    ['five-card-hi-lo', 6],
    ['props-and-hops', 6],
    ['three-dice-football', 16],
  ] as const)(
    '%s: the %i seats the table has are offered, and the last of them is taken',
    async (game, n) => {
      const table = await open(game);
      const p = await newPlayer(`s-${game.slice(0, 10)}`);
      await p.goto(`${rig.url}/#/table/${table}/player`);
      await p.waitForSelector('button.sit');
      const seats = await p.$$eval('button.sit', (els) =>
        els.map((e) => Number(e.getAttribute('data-seat'))),
      );
      expect(seats).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      await p.click(`button.sit[data-seat="${n}"]`);
      await p.waitForSelector('#my-seat');
      expect(await p.textContent('#my-seat')).toContain(`seat ${n}`);
      expect(await p.$('#feedback .error')).toBeNull();
      await p.close();
    },
  );

  it('Props & Hops, live: the page says what the table waits for, then that it is the player’s turn', async () => {
    const table = await open('props-and-hops', false);
    const p = await newPlayer('wanda');
    await p.goto(`${rig.url}/#/table/${table}/player`);
    await p.click('button.sit[data-seat="1"]');
    await p.waitForSelector('#my-seat');
    // Before play commences the table waits for wagers and the dealer's "no more bets" (ruling R33).
    await expect.poll(() => p.textContent('#waiting')).toContain('Place your wagers');
    expect(await p.$('#waiting.your-turn')).toBeNull();
    await p.click('#chip-rack button[data-chip="500"]');
    await p.click('[data-layout] .spot[data-kind="any-number-2-5"]:not([disabled])');
    await p.waitForSelector('.seat.mine .wager');
    const dealer = new FeltClient(rig.url);
    await dealer.login('admin', ADMIN_PASSWORD);
    await dealer.connect();
    await dealer.subscribe(table, 'dealer');
    // A live table's dice are placed by a floorperson before play (§ 668a.3(b)(1)).
    await dealer.subscribe(table, 'floorperson');
    expect(
      await dealer.command(table, { type: 'place-dice', reason: 'opening' }, 'floorperson'),
    ).toMatchObject({
      ok: true,
    });
    expect(await dealer.command(table, { type: 'no-more-bets' }, 'dealer')).toMatchObject({ ok: true });
    await p.waitForSelector('#waiting.your-turn');
    expect(await p.textContent('#waiting')).toMatch(/Your turn: Take the shaker and shoot/);
    expect(await p.textContent('#waiting')).toContain('The shaker is offered to seat 1');
    dealer.close();
  });

  it('Craps: the actions, wagers and phases are named in words, and no wager is offered twice', async () => {
    const table = await open('craps');
    const p = await newPlayer('xena');
    await p.goto(`${rig.url}/#/table/${table}/player`);
    await p.click('button.sit[data-seat="1"]');
    await p.waitForSelector('#my-seat');
    await p.click('#chip-rack button[data-chip="500"]');
    await p.click('[data-layout] .spot[data-kind="place-to-lose-4"]:not([disabled])');
    await p.waitForSelector('.seat.mine .wager');
    // The wagers are on the layout only: none of the about 50 wager buttons under it.
    expect(await p.$$('#actions button[data-action="place-wager"]')).toHaveLength(0);
    const read = [
      await p.innerText('#actions'),
      await p.innerText('.seat.mine'),
      await p.innerText('#status'),
      await p.innerText('#waiting'),
    ];
    for (const text of read) expect(text).not.toMatch(ID);
    expect(await p.innerText('.seat.mine')).toContain('Place 4 to Lose $5.00');
    expect(await p.innerText('#actions')).toContain('Take down Place 4 to Lose');
    // The log names the wager too.
    await expect.poll(() => p.innerText('#log')).toContain('on Place 4 to Lose');
  });
});
