/**
 * Browser test of the dice layouts: Playwright drives Debian's Chromium against an in-process server.
 * On automated Craps, Three Dice Football and Props & Hops tables a player sits, wagers by clicking
 * the layout's areas, sees the dice thrown drawn as dice, the settlements with their citations, and
 * the table's markers move: the point puck, the Yard Marker and the Down and Game Length Pucks, the
 * Six Eight Shake lammers.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, useBrowser } from './testing/browser.js';

describe.skipIf(!hasChromium)('dice layouts in Chromium', () => {
  const rig = useBrowser({
    prefix: 'felt-browser-dice-',
    server: { betWindowMs: 1_500, dealPaceMs: 20 },
  });
  const received = new Map<Page, string[]>();
  /** A person whose page keeps every WebSocket frame it receives. */
  const person = (name: string, password: string, register = false): Promise<Page> =>
    rig.person(name, password, register, (page) => {
      const got: string[] = [];
      received.set(page, got);
      page.on('websocket', (ws) => ws.on('framereceived', (f) => got.push(String(f.payload))));
    });
  let admin: Page;

  beforeAll(async () => {
    admin = await person('admin', 'admin-password', false);
  });

  /** The floor opens an automated table of the game from the lobby form; its id. */
  async function openTable(game: string): Promise<string> {
    await admin.goto(`${rig.url}/#/`);
    await admin.waitForSelector('#open-game');
    const before = await admin.$$eval('#lobby-tables tr[data-table]', (rows) =>
      rows.map((r) => r.getAttribute('data-table') ?? ''),
    );
    await admin.selectOption('#open-game', game);
    await admin.click('#open-table');
    await expect
      .poll(async () => (await admin.$$('#lobby-tables tr[data-table]')).length, { timeout: 10_000 })
      .toBe(before.length + 1);
    const after = await admin.$$eval('#lobby-tables tr[data-table]', (rows) =>
      rows.map((r) => r.getAttribute('data-table') ?? ''),
    );
    const id = after.find((t) => !before.includes(t)) ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}$/);
    return id;
  }

  /** A new player sits at a seat of the table and sees the game's layout. */
  async function sit(name: string, table: string, seat: number, layout: string): Promise<Page> {
    const p = await person(name, `${name}-password`, true);
    await p.goto(`${rig.url}/#/table/${table}/player`);
    await p.click(`button.sit[data-seat="${seat}"]`);
    await p.waitForSelector('#my-seat');
    await p.waitForSelector(`#board [data-layout="${layout}"]`);
    return p;
  }

  /** Clicks a layout area with the amount typed in the page's box, and waits for the chip on it. */
  async function wager(p: Page, kind: string, dollars: string): Promise<void> {
    await p.fill('#amount', dollars);
    await p.click(`[data-layout] .spot[data-kind="${kind}"]:not([disabled])`);
    await p.waitForSelector(`[data-layout] .spot[data-kind="${kind}"] .chip.mine`);
  }

  /** The wager kinds the latest view the page received offers its player. */
  function offeredKinds(p: Page): string[] {
    for (const f of [...(received.get(p) ?? [])].reverse()) {
      const m = JSON.parse(f) as {
        t: string;
        view?: { legalActions: { type: string; params?: { kind?: string } }[] };
      };
      if (m.t === 'view' && m.view)
        return m.view.legalActions.filter((a) => a.type === 'place-wager').map((a) => a.params?.kind ?? '');
    }
    return [];
  }

  /**
   * Every wager the view offers has an open area on the layout, and none is offered a second time as a
   * button under the layout (issue 12: no wall of generic wager buttons).
   */
  async function everyOfferHasAnArea(p: Page): Promise<void> {
    await p.waitForTimeout(300);
    const offered = offeredKinds(p);
    expect(offered.length).toBeGreaterThan(0);
    expect(await p.$$('#actions button[data-action="place-wager"]')).toHaveLength(0);
    const open = await p.$$eval('#board .spot:not([disabled])', (els) =>
      els.map((e) => e.getAttribute('data-kind') ?? ''),
    );
    expect(open.sort()).toEqual([...new Set(offered)].sort());
  }

  const settlements = (p: Page): Promise<string[]> =>
    p.$$eval('li.line[data-type="wager-settled"]', (els) => els.map((e) => e.textContent ?? ''));

  /** How many log lines of this type the page shows. */
  const lines = async (p: Page, type: string): Promise<number> =>
    (await p.$$(`li.line[data-type="${type}"]`)).length;

  /** Waits for a new log line of this type (the page showed `before`) and for betting to open again. */
  async function bettingAfter(p: Page, type: string, before: number): Promise<void> {
    await expect.poll(() => lines(p, type), { timeout: 30_000 }).toBeGreaterThan(before);
    await p.waitForSelector('#phase:text("betting")');
  }

  const faces = (p: Page, selector = '#last-dice .die'): Promise<number[]> =>
    p.$$eval(selector, (els) => els.map((e) => Number(e.getAttribute('data-face'))));

  it('Craps: the puck is OFF, wagers go on the Pass Line and the Field, the roll shows as dice and settles with its citation', async () => {
    const table = await openTable('craps');
    const p = await sit('carol', table, 3, 'craps');
    await p.waitForSelector('#board .craps-board[data-point="off"] .puck.off');
    // On the come out roll the Come area is closed and the Pass Line open (§ 623a.4).
    expect(await p.$('.spot[data-kind="come"][disabled]')).not.toBeNull();
    expect(await p.$('.spot[data-kind="pass"]:not([disabled])')).not.toBeNull();
    // The area's accessible name is what it shows (SIX) and what it is (Place 6).
    expect(await p.getByRole('button', { name: /^SIX\b.*\bPlace 6\b/ }).getAttribute('data-kind')).toBe(
      'place-6',
    );
    // The Rules Submission's Bonus Craps and Fire Bet areas are on this layout, before the first roll.
    await p.waitForSelector('#bonus-markers .marker[data-marker="12"]');
    await everyOfferHasAnArea(p);
    await wager(p, 'pass', '10');
    await wager(p, 'field', '5');
    await wager(p, 'fire-bet', '5');
    await wager(p, 'all-small', '5');
    expect(await p.textContent('.spot[data-kind="pass"] .chip.mine')).toContain('$10');

    await p.waitForSelector('li.line[data-type="wager-settled"]', { timeout: 30_000 });
    const dice = await faces(p);
    expect(dice).toHaveLength(2);
    for (const f of dice) expect(f).toBeGreaterThanOrEqual(1);
    expect(Number(await p.textContent('#dice-total'))).toBe(dice[0]! + dice[1]!);
    const settled = await settlements(p);
    expect(settled.some((s) => /field/.test(s))).toBe(true);
    for (const s of settled) expect(s).toMatch(/§ 623a\.\d+/);
    // The Field is settled and leaves the layout; with All Small on, the Bonus Craps marker of the
    // total thrown is lit, unless it was a seven.
    await p.waitForSelector('.spot[data-kind="field"] .chip.mine', { state: 'detached' });
    const total = dice[0]! + dice[1]!;
    if (total !== 7) await p.waitForSelector(`#bonus-markers .marker.lit[data-marker="${total}"]`);

    // Until a point is established, put a Pass Line wager back on after each decision; then the puck
    // is ON in the number's box and the Come area opens.
    for (let roll = 0; roll < 12; roll += 1) {
      const point = await p.getAttribute('#board .craps-board', 'data-point');
      if (point !== 'off') {
        await p.waitForSelector(`.point-col[data-number="${point}"] .puck.on`);
        expect(await p.$('.puck.off')).toBeNull();
        await p.waitForSelector('.spot[data-kind="come"]:not([disabled])');
        return;
      }
      const rolled = await lines(p, 'dice-thrown');
      if (!(await p.$('.spot[data-kind="pass"] .chip.mine'))) await wager(p, 'pass', '10');
      await bettingAfter(p, 'dice-thrown', rolled);
    }
    throw new Error('no point was established in 12 come out rolls');
  });

  it('Three Dice Football: the Quarterback throws two green dice and a red one, the Yard Marker and the pucks move', async () => {
    const table = await openTable('three-dice-football');
    const p = await sit('dave', table, 2, 'three-dice-football');
    // Kickoff: the Yard Marker in the 20 yard line circle, the Down Puck on 1st Down, play 1.
    await p.waitForSelector('.gridiron[data-yard-marker="20"] .yard[data-yard="20"] #yard-marker');
    await p.waitForSelector('.down[data-down="1st Down"] .puck');
    await p.waitForSelector('.spot[data-kind="game-length-1"] .puck');
    // Play commences with "no more bets" (ruling R33): the first game's wagers go on, then the
    // stickperson offers the dice and the player accepts them with the page's action button.
    await everyOfferHasAnArea(p);
    await wager(p, 'touchdown', '10');
    await wager(p, 'penalty', '5');
    await wager(p, 'game-length-3', '5');
    await p.click('button[data-action="accept-dice"]', { timeout: 15_000 });
    await p.waitForSelector('#quarterback:text("seat 2")');

    await p.waitForSelector('li.line[data-type="wager-settled"]', { timeout: 30_000 });
    expect(await faces(p, '#last-dice .die.green')).toHaveLength(2);
    expect(await faces(p, '#last-dice .die.red')).toHaveLength(1);
    const settled = await settlements(p);
    expect(settled.some((s) => /penalty/.test(s))).toBe(true);
    for (const s of settled) expect(s).toMatch(/§ 661a\.\d+/);
    // The single play wager is settled after the down (§ 661a.6(d)).
    await p.waitForSelector('.spot[data-kind="penalty"] .chip.mine', { state: 'detached' });

    // The drive goes on while the full game wagers stand; the Yard Marker leaves the 20 once a throw
    // gains or loses ground, the Down Puck and the Game Length Puck with it. A new game needs a new
    // full game wager.
    for (let throwNo = 0; throwNo < 15; throwNo += 1) {
      const board = await p.$eval('.football-board', (el) => ({
        yard: el.querySelector('.gridiron')?.getAttribute('data-yard-marker') ?? '',
        down: el.getAttribute('data-down') ?? '',
        play: Number(el.getAttribute('data-play')),
      }));
      if (board.yard !== '20') {
        expect(board.play).toBeGreaterThanOrEqual(2);
        expect(board.down).not.toBe('1st Down');
        await p.waitForSelector(`.yard[data-yard="${board.yard}"] #yard-marker, .end-zone #yard-marker`);
        await p.waitForSelector(`.down[data-down="${board.down}"] .puck`);
        await p.waitForSelector(`.spot[data-kind="game-length-${board.play}"] .puck`);
        return;
      }
      const thrown = await lines(p, 'throw');
      if (!(await p.$('.spot[data-kind="touchdown"] .chip.mine'))) {
        await wager(p, 'touchdown', '10');
        // After a Defense win the dice go on to the left: with one player, back to this one.
        if (!(await p.$('#quarterback')))
          await p.click('button[data-action="accept-dice"]', { timeout: 15_000 });
      }
      await bettingAfter(p, 'throw', thrown);
    }
    throw new Error('the Yard Marker never left the 20 in 15 throws');
  });

  it('Props & Hops: the shooter takes the shaker, a Six Eight Shake puts the six lammers on the 6/8 boxes', async () => {
    const table = await openTable('props-and-hops');
    const p = await sit('erin', table, 1, 'props-and-hops');
    expect(await p.$$('.combos .spot')).toHaveLength(21);
    expect(await p.$$('.hops .spot')).toHaveLength(4);
    expect(await p.$$('#lammer-rack .lammer-slot.racked')).toHaveLength(6);
    // Play commences with "no more bets" (ruling R33): the wagers go on, then the dealer offers the
    // shaker and the player takes it.
    await everyOfferHasAnArea(p);
    await wager(p, 'six-eight-shake', '5');
    await wager(p, 'hop-the-top', '5');
    await wager(p, 'any-number-1-2', '5');
    await p.click('button[data-action="accept-shaker"]', { timeout: 15_000 });
    await p.waitForSelector('#shooter .shaker');

    await p.waitForSelector('li.line[data-type="wager-settled"]', { timeout: 30_000 });
    const dice = await faces(p);
    expect(dice).toHaveLength(2);
    for (const s of await settlements(p)) expect(s).toMatch(/§ 668a\.\d+/);
    if (dice[0]! + dice[1]! === 7) {
      // A 7 loses the Six Eight Shake and the lammers go back to the rack.
      await p.waitForSelector('.spot[data-kind="six-eight-shake"] .chip.mine', { state: 'detached' });
      expect(await p.$$('#lammer-rack .lammer-slot.racked')).toHaveLength(6);
      return;
    }
    // Otherwise the lammers are out on the six 6/8 boxes; a 6 or 8 rolled collects its box's lammer.
    await p.waitForSelector('.spot[data-kind="six-eight-shake"] .chip.mine');
    const out = await p.$$eval('#lammer-rack .lammer-slot.out', (els) =>
      els.map((e) => e.getAttribute('data-lammer')),
    );
    const collected = await p.$$eval('#lammer-rack .lammer-slot.collected', (els) =>
      els.map((e) => e.getAttribute('data-lammer')),
    );
    expect(out.length + collected.length).toBe(6);
    const onBoxes = await p.$$eval('.combos .spot .puck.lammer', (els) =>
      els.map((e) => e.closest('.spot')?.getAttribute('data-combination')),
    );
    expect(onBoxes.sort()).toEqual(out.sort());
    const combination = [...dice].sort().join('-');
    if (dice[0]! + dice[1]! === 6 || dice[0]! + dice[1]! === 8) expect(collected).toEqual([combination]);
    else expect(collected).toEqual([]);
  });
});
