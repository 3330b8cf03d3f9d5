/**
 * Browser test of the web UI on a phone and for assistive technology: Playwright drives Debian's
 * Chromium at 390 pixels wide. The lobby and every game layout, dealt and with a wager on it, fit the
 * window (the document is never wider than the viewport, so nothing scrolls sideways); axe-core finds
 * no serious or critical accessibility violation on the lobby, its open-a-table form and any table
 * page; and the app runs under a Content-Security-Policy that allows no inline script or style.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, overflowsSideways, seriousViolations, useBrowser } from './testing/browser.js';

const PHONE = { width: 390, height: 844 } as const;
/** What the server's own policy will be at the least: scripts and styles from the server's files only. */
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'";

/** Each layout, a game that declares it, and how a seated player puts a wager on it. */
const LAYOUTS = [
  {
    layout: 'baccarat',
    game: 'minibaccarat',
    wager: 'button[data-action="place-wager"][data-kind="player"]',
  },
  { layout: 'asia-poker', game: 'asia-poker', wager: '.area.mine .spot[data-kind="asia-poker"] .spot-add' },
  {
    layout: 'five-card-hi-lo',
    game: 'five-card-hi-lo',
    wager: '.area.mine .spot[data-kind="ante"] .spot-add',
  },
  { layout: 'craps', game: 'craps', wager: '[data-layout] .spot[data-kind="pass"]:not([disabled])' },
  {
    layout: 'props-and-hops',
    game: 'props-and-hops',
    wager: '[data-layout] .spot[data-kind="field"]:not([disabled])',
  },
  {
    layout: 'three-dice-football',
    game: 'three-dice-football',
    wager: '[data-layout] .spot[data-kind="touchdown"]:not([disabled])',
  },
] as const;

describe.skipIf(!hasChromium)(
  'the web UI on a phone, for assistive technology and under a strict CSP',
  () => {
    const rig = useBrowser({ prefix: 'felt-phone-', server: { betWindowMs: 1_500, dealPaceMs: 20 } });
    const refused = new Map<Page, string[]>();
    /** A person on a 390-pixel phone, every page served with the strict policy; its refusals are kept. */
    const onPhone = (name: string, register: boolean): Promise<Page> =>
      rig.person(name, `${name}-password`, register, async (page) => {
        const mine: string[] = [];
        refused.set(page, mine);
        page.on('console', (m) => {
          if (/Content Security Policy/i.test(m.text())) mine.push(m.text());
        });
        await page.setViewportSize(PHONE);
        await page.route(/\/$/, async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            response,
            headers: { ...response.headers(), 'content-security-policy': CSP },
          });
        });
      });
    const tables = new Map<string, string>();
    let admin: Page;

    beforeAll(async () => {
      admin = await onPhone('admin', false);
      for (const { game } of LAYOUTS)
        tables.set(
          game,
          await admin.evaluate(async (g) => {
            const me = (await (await fetch('/api/me')).json()) as { csrf: string };
            const r = await fetch('/api/tables', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrf },
              body: JSON.stringify({ rules: { game: g, options: {} }, automated: true }),
            });
            return ((await r.json()) as { id: string }).id;
          }, game),
        );
    });

    it('the lobby with its open-a-table form fits the phone and passes axe-core', async () => {
      await admin.goto(`${rig.url}/#/`);
      await admin.reload();
      await admin.waitForSelector('#lobby-tables tr[data-table]');
      await admin.waitForSelector('#open-game');
      expect(await admin.$$('#lobby-tables tr[data-table]')).toHaveLength(LAYOUTS.length);
      const size = await overflowsSideways(admin);
      expect(size.scrollWidth).toBeLessThanOrEqual(size.width);
      expect(await seriousViolations(admin)).toEqual([]);
      // The strict policy was in force (the page ran) and refused nothing.
      expect(refused.get(admin)).toEqual([]);
    });

    it.each(LAYOUTS)('$layout: a seated player’s table fits the phone and passes axe-core', async (l) => {
      const p = await onPhone(`p-${l.layout}`, true);
      await p.goto(`${rig.url}/#/table/${tables.get(l.game)}/player`);
      await p.click('button.sit[data-seat="1"]');
      await p.waitForSelector('#my-seat');
      expect(await p.getAttribute('#board [data-layout]', 'data-layout')).toBe(l.layout);
      const shooter = await p.$('button[data-action="accept-dice"], button[data-action="accept-shaker"]');
      if (shooter) await shooter.click();
      await p.fill('#amount', '10');
      await p.click(l.wager);
      // At Props & Hops and Three Dice Football play commences with the first "no more bets": the
      // shaker or the dice are offered then (ruling R33).
      if (!shooter && (l.game === 'props-and-hops' || l.game === 'three-dice-football'))
        await p.click('button[data-action="accept-dice"], button[data-action="accept-shaker"]', {
          timeout: 15_000,
        });
      // Dealt (cards on the layout, or the dice thrown), so the widest state is measured. A Pass Line
      // wager whose come-out roll sets a point stays unsettled for as many throws as the point takes, so
      // Craps is not waited on for a settlement: the random throws made that wait run past the timeout.
      await p.waitForSelector(
        'li.line[data-type="cards-dealt"], li.line[data-type="dice-thrown"], li.line[data-type="wager-settled"]',
        { timeout: 30_000 },
      );
      const size = await overflowsSideways(p);
      expect(size.scrollWidth, `${l.layout} at ${PHONE.width} px`).toBeLessThanOrEqual(size.width);
      expect(await seriousViolations(p)).toEqual([]);
      expect(refused.get(p)).toEqual([]);
    });

    it('the admin page and the login form, with their field errors shown, fit the phone and pass axe-core', async () => {
      await admin.goto(`${rig.url}/#/admin`);
      await admin.waitForSelector('#create-account');
      await admin.click('#create-account');
      await admin.waitForSelector('#new-username-problem');
      let size = await overflowsSideways(admin);
      expect(size.scrollWidth).toBeLessThanOrEqual(size.width);
      expect(await seriousViolations(admin)).toEqual([]);
      const visitor = await rig.browser.newPage({ viewport: PHONE });
      await visitor.goto(`${rig.url}/#/login`);
      await visitor.click('#register');
      await visitor.waitForSelector('#login-username-problem');
      size = await overflowsSideways(visitor);
      expect(size.scrollWidth).toBeLessThanOrEqual(size.width);
      expect(await seriousViolations(visitor)).toEqual([]);
      await visitor.close();
    });

    it('a dealer’s console with its labelled parameters fits the phone and passes axe-core', async () => {
      const live = await admin.evaluate(async () => {
        const me = (await (await fetch('/api/me')).json()) as { csrf: string };
        const r = await fetch('/api/tables', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrf },
          body: JSON.stringify({ rules: { game: 'minibaccarat', options: {} }, automated: false }),
        });
        return ((await r.json()) as { id: string }).id;
      });
      await admin.goto(`${rig.url}/#/table/${live}/dealer`);
      await admin.click('#actions button[data-action="shuffle"]');
      await admin.waitForSelector('#actions .action[data-action-type="cut"] input');
      const size = await overflowsSideways(admin);
      expect(size.scrollWidth).toBeLessThanOrEqual(size.width);
      expect(await seriousViolations(admin)).toEqual([]);
    });

    it('the compliance page fits the phone and passes axe-core', async () => {
      await admin.goto(`${rig.url}/#/compliance/${tables.get('minibaccarat')}`);
      await admin.waitForSelector('#audit-log tr[data-seq]');
      await admin.waitForSelector('#compliance-live [data-layout="baccarat"]');
      const size = await overflowsSideways(admin);
      expect(size.scrollWidth).toBeLessThanOrEqual(size.width);
      expect(await seriousViolations(admin)).toEqual([]);
    });
  },
);
