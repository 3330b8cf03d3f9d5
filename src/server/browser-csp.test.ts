/**
 * The web app under the server's Content-Security-Policy (issue 16): Chromium enforces the policy the
 * server sends (this origin only, nothing inline) and the app works with it: the login form, the lobby,
 * a card layout and a dice layout with their style sheets, chips coloured by seat, the WebSocket. Not
 * one violation is reported.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableSummary } from '../protocol/wire.js';
import { hasChromium, useBrowser } from './testing/browser.js';
import { ADMIN_PASSWORD, loggedIn } from './testing/server.js';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

describe.skipIf(!hasChromium)('the web app under its Content-Security-Policy', () => {
  // No `builtUnless`: the web app is compiled afresh, so the policy meets the sources as they are.
  const rig = useBrowser({ prefix: 'felt-browser-csp-', server: { betWindowMs: 60_000, dealPaceMs: 20 } });
  const reported: string[] = [];
  /** A page that records every policy violation (the event, and Chromium's console message). */
  const watch = (page: Page): void => {
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) reported.push(m.text());
    });
    void page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
  };

  it('logs in, shows a card layout and a dice layout with their styles, and reports no violation', async () => {
    const admin = await loggedIn(rig.url, 'admin', ADMIN_PASSWORD);
    const open = async (game: string): Promise<string> =>
      (await admin.http<TableSummary>('POST', '/api/tables', { rules: { game } })).body.id;
    const cards = await open('asia-poker');
    const dice = await open('craps');

    const p = await rig.person('cora', 'cora-password', true, watch);
    for (const [table, layout] of [
      [cards, 'asia-poker'],
      [dice, 'craps'],
    ] as const) {
      await p.goto(`${rig.url}/#/table/${table}/player`);
      await p.click('button.sit[data-seat="2"]');
      await p.waitForSelector('#my-seat');
      await p.waitForSelector(`#board [data-layout="${layout}"]`);
    }
    // A chip on the Pass Line, coloured by its seat through a style property.
    await p.fill('#amount', '10');
    await p.click('[data-layout] .spot[data-kind="pass"]:not([disabled])');
    const chip = await p.waitForSelector('[data-layout] .spot[data-kind="pass"] .chip.mine');
    expect(await chip.evaluate((el) => getComputedStyle(el).getPropertyValue('--seat-hue').trim())).toBe(
      String((2 * 47) % 360),
    );
    // The layouts' styles are in force, every style sheet a file of this server (none inline: the web
    // app's CSS is in files since it moved to Vite; it used constructed sheets before).
    const sheets = await p.evaluate(() => ({
      adopted: document.adoptedStyleSheets.length,
      files: Array.from(document.styleSheets, (s) => s.href ?? 'inline'),
      spot: getComputedStyle(document.querySelector('[data-layout] .spot') as Element).display,
    }));
    expect(sheets.files.length).toBeGreaterThan(0);
    expect(sheets.files.every((f) => f.startsWith(rig.url))).toBe(true);
    expect(sheets.adopted).toBe(0);
    expect(sheets.spot).not.toBe('inline');
    expect(await p.evaluate(() => window.cspViolations)).toEqual([]);
    expect(reported).toEqual([]);
  });

  it('the API browser (/api/docs, Swagger UI from local files) renders every operation under the same policy', async () => {
    const before = reported.length;
    const page = await (await rig.browser.newContext()).newPage();
    watch(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    const r = await page.goto(`${rig.url}/api/docs/`);
    // The site's policy, with data: images (Swagger UI's icons are data: URLs in its style sheet).
    const csp = r?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).not.toContain('unsafe-inline');
    await page.waitForSelector('.swagger-ui .opblock');
    const operations = await page.$$eval('.swagger-ui .opblock', (xs) => xs.length);
    expect(operations).toBeGreaterThan(5);
    expect(await page.textContent('.swagger-ui .info .title')).toContain('Felt table server');
    // An operation opens with its response schema, generated from the zod schemas.
    await page.click('.opblock-summary-path[data-path="/api/users"]');
    await page.waitForSelector('.opblock.is-open .responses-wrapper');
    expect(await page.textContent('.opblock.is-open .responses-wrapper')).toContain('mustChangePassword');
    // Nothing was fetched from anywhere but this server.
    expect(requested.filter((u) => !u.startsWith(rig.url) && !u.startsWith('data:'))).toEqual([]);
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(reported.slice(before)).toEqual([]);
  });
});
