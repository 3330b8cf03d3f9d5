/**
 * Test support (not shipped): the back-office pages in Chromium. A browser rig with staff accounts
 * (each with its back-office profile, password `<username>-password`), a page per person, the layout
 * and accessibility check at a laptop's and a phone's width (screenshots kept with BO_SHOTS=<dir>), and
 * the form helpers every back-office browser test uses.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FeltClient } from '../client.js';
import { overflowsSideways, seriousViolations, useBrowser } from './browser.js';
import { ADMIN_PASSWORD, loggedIn } from './server.js';

const SHOTS = process.env['BO_SHOTS'];

/** A full-page screenshot, kept only with BO_SHOTS=<dir>. */
async function shot(page: Page, file: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, file), fullPage: true });
}

export function useBackofficeBrowser(prefix: string) {
  const rig = useBrowser({ prefix, server: { loginRateLimitMax: 500 } });
  let admin: FeltClient | undefined;
  const form = (page: Page, id: string): Promise<string> =>
    page.locator(`#${id}`).innerText({ timeout: 5_000 });
  return {
    rig,
    /** An account with its back-office profile. */
    async staff(username: string, role: string, position: string, name: string): Promise<void> {
      admin ??= await loggedIn(rig.url, 'admin', ADMIN_PASSWORD);
      const made = await admin.http('POST', '/api/users', {
        username,
        password: `${username}-password`,
        role,
      });
      expect(made.status).toBe(200);
      const p = await admin.http('PUT', `/api/backoffice/staff/${username}`, {
        name,
        position,
        credential: `PGCB-${username.toUpperCase()}`,
      });
      expect(p.status).toBe(200);
    },
    shot,
    as: (username: string): Promise<Page> => rig.person(username, `${username}-password`),
    client: (username: string): Promise<FeltClient> => loggedIn(rig.url, username, `${username}-password`),
    /** The page on a laptop and on a phone: no sideways scroll, no serious axe violation. */
    async look(page: Page, name: string): Promise<void> {
      for (const [width, height] of [
        [1366, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.waitForTimeout(50);
        const o = await overflowsSideways(page);
        expect(o.scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(o.width);
        await shot(page, `${name}-${width}.png`);
      }
      await page.setViewportSize({ width: 1366, height: 900 });
      expect(await seriousViolations(page), name).toEqual([]);
    },
    done: (page: Page, id: string): Promise<string> => form(page, `${id}-done`),
    refusal: (page: Page, id: string): Promise<string> => form(page, `${id}-refusal`),
    problem: (page: Page, id: string, field: string): Promise<string> =>
      page.locator(`#${id} .field-error[data-field="${field}"]`).innerText({ timeout: 5_000 }),
  };
}
