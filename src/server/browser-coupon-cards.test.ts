/**
 * A Match Play Coupon at the banked card tables in Chromium (issue 15; § 525.22; proposed § 603a.21):
 * the back office gives coupons to patrons and signs a dealer in at the tables; at an automated
 * Minibaccarat table and an automated Three Card Poker table the patron redeems one from the table page
 * on the wager it may ride on, sees it riding with the chips, the round is dealt and settled with the
 * coupon's value paid at the wager's odds (the design's terms, § 525.22(c)), the coupon lands in the
 * drop box (the back office's records), and the same serial offered again is refused with its code
 * shown. Set COUPON_SHOTS=<dir> to keep screenshots of the table with a coupon riding at 1366x900 and
 * 390x844.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { FeltClient } from './client.js';
import { couponsGiven, staffMember } from './testing/backoffice.js';
import { hasChromium, overflowsSideways, useBrowser } from './testing/browser.js';
import { ADMIN_PASSWORD, loggedIn } from './testing/server.js';

const SHOTS = process.env['COUPON_SHOTS'];
/** A $25 coupon, played with $25 in chips. */
const VALUE = 2_500;
/**
 * The tables' seeds, in the order they open: the first coup at Minibaccarat is a Player win, the first
 * Three Card Poker hand beats the dealer's, who qualifies (both checked below): the coupon is paid.
 */
const SEEDS = [1, 4];

describe.skipIf(!hasChromium)('a Match Play Coupon at the card tables in Chromium', () => {
  let opened = 0;
  const rig = useBrowser({
    prefix: 'felt-coupon-cards-',
    server: {
      betWindowMs: 4_000,
      dealPaceMs: 30,
      rng: () => SeededRng.fromSeed(SEEDS[opened++ % SEEDS.length] ?? 0),
    },
  });
  let admin: FeltClient;
  let serials: string[] = [];
  const tables = new Map<string, string>();

  beforeAll(async () => {
    admin = await loggedIn(rig.url, 'admin', ADMIN_PASSWORD);
    serials = await couponsGiven(rig.url, admin, FeltClient, {
      games: ['minibaccarat', 'three-card-poker'],
      denomination: VALUE,
      count: 3,
    });
    for (const [game, name] of [
      ['minibaccarat', 'MB-1'],
      ['three-card-poker', 'TCP-1'],
    ] as const) {
      const t = await admin.http<{ id: string }>('POST', '/api/tables', {
        rules: { game },
        name,
        automated: true,
      });
      expect(t.status).toBe(201);
      tables.set(game, t.body.id);
    }
    // A dealer at each table to accept the coupons (§ 525.22(b)); a dealer works one table (§ 465a.35(b)).
    const floor = await staffMember(rig.url, admin, 'flo', 'floorperson', 'floorperson', FeltClient);
    for (const [dealer, table] of [
      ['dan', 'MB-1'],
      ['dee', 'TCP-1'],
    ] as const) {
      await staffMember(rig.url, admin, dealer, 'dealer', 'dealer', FeltClient);
      const signIn = await floor.http('POST', '/api/backoffice/floor/sign-in', {
        id: `S-${dealer}`,
        username: dealer,
        role: 'dealer',
        tables: [table],
      });
      expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    }
  });

  /** The coupon's status in the back office's records (finance reads them). */
  async function status(serial: string): Promise<string | undefined> {
    const fay = await loggedIn(rig.url, 't-fay', 't-fay-password');
    const r = await fay.http<{ records: { id: string; status: string }[] }>(
      'GET',
      '/api/backoffice/records/coupons',
    );
    return r.body.records.find((c) => c.id === serial)?.status;
  }

  /** The patron's chips at the seat, as the seats panel shows them. */
  const chips = async (page: Page): Promise<number> =>
    Math.round(Number((await page.innerText('.seat.mine .chips')).replace(/[$,]/g, '')) * 100);

  async function sit(name: string, game: string): Promise<Page> {
    const page = await rig.person(name, `${name}-password`, true);
    await page.goto(`${rig.url}/#/table/${tables.get(game)}/player`);
    await page.click('button.sit[data-seat="1"]');
    await page.waitForSelector('#my-seat');
    return page;
  }

  /** Redeems the coupon on the wager with the chips, from the table page's form. */
  async function redeem(page: Page, serial: string, kind: string, dollars: string): Promise<void> {
    await page.waitForSelector('#redeem-coupon', { timeout: 30_000 });
    if (!(await page.getAttribute('#redeem-coupon', 'open'))) await page.click('#redeem-coupon summary');
    await page.fill('#coupon-serial', serial);
    await page.selectOption('#coupon-kind', kind);
    await page.fill('#coupon-chips', dollars);
    await page.click('#coupon-redeem');
  }

  /** The coupon riding on the patron's wager, with its chips, in the seats panel. */
  async function riding(page: Page, kind: string, serial: string): Promise<string> {
    const wager = page.locator(`.seat.mine .wager[data-kind="${kind}"]`, {
      has: page.locator(`.riding-coupon[data-serial="${serial}"]`),
    });
    await wager.waitFor({ timeout: 10_000 });
    return wager.innerText();
  }

  /** Screenshots (only with COUPON_SHOTS) at a desk's and a phone's size; no sideways scroll on the phone. */
  async function look(page: Page, name: string): Promise<void> {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.locator('.seat.mine').scrollIntoViewIfNeeded();
      if (width === 390) {
        const o = await overflowsSideways(page);
        expect(o.scrollWidth, `${name} at 390 px`).toBeLessThanOrEqual(o.width);
      }
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
      }
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  /** The same serial again: refused by the back office, its code and citation shown under the actions. */
  async function refusedAgain(page: Page, serial: string, kind: string): Promise<void> {
    await redeem(page, serial, kind, '25');
    await page.waitForSelector('#feedback .error');
    expect(await page.innerText('#feedback')).toMatch(/coupon_already_redeemed[\s\S]*§ 525\.22\(b\)/);
    expect(await page.locator(`.riding-coupon[data-serial="${serial}"]`).count()).toBe(0);
  }

  it('Minibaccarat: a coupon rides on the Player wager, is paid 1 to 1 with the chips, goes to the drop box, and is refused a second time', async () => {
    const serial = serials[0] as string;
    const pat = await sit('pat', 'minibaccarat');
    const before = await chips(pat);
    await redeem(pat, serial, 'player', '25');
    // Riding: the $25 chips and the $25 coupon, its serial shown, on the Player wager.
    const shown = await riding(pat, 'player', serial);
    expect(shown).toMatch(/Player.*\$25\.00[\s\S]*\+\s*\$25\.00 coupon\s*MP000001/);
    expect(await chips(pat)).toBe(before - VALUE);
    expect(await status(serial)).toBe('in-wager');
    await look(pat, 'minibaccarat-coupon');

    // The automated dealer closes the bets, deals and settles.
    await pat.waitForSelector('#result-banner[data-net]', { timeout: 30_000 });
    const settled = await pat.innerText('#my-rounds li[data-type="wager-settled"]');
    // This seed's coup is a Player win: paid 1 to 1 on the chips and the coupon's value together (the
    // design's terms: wager odds, § 525.22(c)); the chips come back, the coupon does not.
    expect(settled).toMatch(/player \$25\.00 wins \$50\.00 at 1 to 1/);
    expect(Number(await pat.getAttribute('#result-banner', 'data-net'))).toBe(2 * VALUE);
    expect(await pat.innerText('#result-banner')).toContain('you won $50.00');
    await expect.poll(() => chips(pat), { timeout: 10_000 }).toBe(before + 2 * VALUE);
    expect(await pat.locator('.riding-coupon').count()).toBe(0);
    // Win, lose or push, the coupon goes to the table's drop box (§ 525.22(e)).
    await expect.poll(() => status(serial), { timeout: 10_000 }).toBe('in-drop-box');

    await refusedAgain(pat, serial, 'player');
  });

  it('Three Card Poker: a coupon rides on the Ante, the Play Wager matches chips and coupon, and it goes to the drop box', async () => {
    const serial = serials[1] as string;
    const sue = await sit('sue', 'three-card-poker');
    const before = await chips(sue);
    await redeem(sue, serial, 'ante', '25');
    const shown = await riding(sue, 'ante', serial);
    expect(shown).toMatch(/Ante.*\$25\.00[\s\S]*\+\s*\$25\.00 coupon\s*MP000002/);
    expect(await chips(sue)).toBe(before - VALUE);
    await look(sue, 'three-card-poker-coupon');

    // Dealt: the patron plays. The Play Wager equals the Ante, chips and coupon together ($50, R75).
    await sue.click('#tcp-play', { timeout: 30_000 });

    await sue.waitForSelector('#result-banner[data-net]', { timeout: 30_000 });
    const settled = await sue.$$eval('#my-rounds li[data-type="wager-settled"]', (els) =>
      els.map((e) => e.textContent ?? ''),
    );
    // Each wager is paid on its stake: the Ante on its chips and the coupon together, at 1 to 1 (the
    // design's terms: wager odds), the Play on its $50.
    const ante = settled.find((l) => /Ante \$25\.00/.test(l)) ?? '';
    const play = settled.find((l) => /Play \$50\.00/.test(l)) ?? '';
    expect(ante).toMatch(/wins \$50\.00/);
    expect(play).toMatch(/wins \$50\.00/);
    const won = (l: string): number =>
      Math.round(Number(/wins \$([\d,.]+)/.exec(l)?.[1]?.replace(/,/g, '') ?? '0') * 100);
    // Back to the rack: the Ante's chips and its win, the Play's chips and its win.
    const back = VALUE + won(ante) + 2 * VALUE + won(play);
    await expect.poll(() => chips(sue), { timeout: 10_000 }).toBe(before - 3 * VALUE + back);
    expect(Number(await sue.getAttribute('#result-banner', 'data-net'))).toBe(back - 3 * VALUE);
    expect(await sue.locator('.riding-coupon').count()).toBe(0);
    await expect.poll(() => status(serial), { timeout: 10_000 }).toBe('in-drop-box');
    await refusedAgain(sue, serial, 'ante');
  });
});
