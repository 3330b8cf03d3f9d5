/**
 * Test support (not shipped): Playwright drives Debian's Chromium against an in-process server in a
 * fresh data directory, serving the compiled web app under dist/web.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '../app.js';
import { ADMIN_PASSWORD } from './server.js';

export const CHROMIUM = '/usr/bin/chromium';
/** Whether Debian's Chromium is installed (the browser tests skip otherwise). */
export const hasChromium = existsSync(CHROMIUM);
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface BrowserRig {
  readonly server: RunningServer;
  readonly url: string;
  readonly browser: Browser;
  /**
   * A page in a new browser context, logged in (or registered) through the login form; `watch` sees
   * the page before it loads (to record its WebSocket frames).
   */
  person(name: string, password: string, register?: boolean, watch?: (page: Page) => void): Promise<Page>;
}

export interface RigOptions {
  /** The temporary data directory's name prefix. */
  readonly prefix: string;
  readonly server?: Omit<ServerOptions, 'dataDir'>;
  /**
   * Compile the web app (tsc -p tsconfig.build.json) only when this file is missing; without it,
   * compile always (the sources may be newer than dist/web).
   */
  readonly builtUnless?: string;
}

/** Builds the web app if needed, starts a server and Chromium before the block's tests; stops both after. */
export function useBrowser(options: RigOptions): BrowserRig {
  let dir = '';
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const need = <T>(x: T | undefined): T => {
    if (x === undefined) throw new Error('the browser rig is not running');
    return x;
  };
  const rig: BrowserRig = {
    get server() {
      return need(server);
    },
    get url() {
      return need(server).url;
    },
    get browser() {
      return need(browser);
    },
    async person(name, password, register = false, watch) {
      const page = await (await need(browser).newContext()).newPage();
      watch?.(page);
      await page.goto(`${need(server).url}/#/login`);
      await page.fill('#login-username', name);
      await page.fill('#login-password', password);
      await page.click(register ? '#register' : '#login');
      await page.waitForSelector('#username');
      return page;
    },
  };
  beforeAll(async () => {
    if (options.builtUnless === undefined || !existsSync(options.builtUnless))
      spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
    dir = mkdtempSync(join(tmpdir(), options.prefix));
    server = await startServer({ adminPassword: ADMIN_PASSWORD, ...options.server, dataDir: dir });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return rig;
}
