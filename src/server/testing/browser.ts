/**
 * Test support (not shipped): Playwright drives Debian's Chromium against an in-process server in a
 * fresh data directory, serving the web app Vite built under dist/web (rebuilt first when any source of
 * src/web or src/protocol is newer than the build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  // A document a test serves through a route (to add a header) has no address of its own, and Chromium's
  // local network access checks would then block its WebSocket to the server on 127.0.0.1.
  '--disable-features=LocalNetworkAccessChecks',
];

export interface BrowserRig {
  readonly server: RunningServer;
  readonly url: string;
  readonly browser: Browser;
  /**
   * A page in a new browser context, logged in (or registered) through the login form; `watch` sees
   * the page before it loads (to record its WebSocket frames, size the window, add a header).
   */
  person(
    name: string,
    password: string,
    register?: boolean,
    watch?: (page: Page) => void | Promise<void>,
  ): Promise<Page>;
}

export interface RigOptions {
  /** The temporary data directory's name prefix. */
  readonly prefix: string;
  readonly server?: Omit<ServerOptions, 'dataDir'>;
}

const BUILT = join('dist', 'web', 'index.html');
const SOURCES = [join('src', 'web'), join('src', 'protocol')];
const LOCK = join('dist', '.web-build-lock');

const newest = (dir: string): number =>
  Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((e) =>
      e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs,
    ),
  );
const fresh = (): boolean => existsSync(BUILT) && statSync(BUILT).mtimeMs >= Math.max(...SOURCES.map(newest));

/**
 * Builds the web app when it is missing or older than its sources. Test files run in parallel: one
 * builds (holding a lock directory) while the others wait for it.
 */
export async function ensureWebBuild(): Promise<void> {
  // The lock lives in dist/, which a fresh checkout does not have yet.
  mkdirSync('dist', { recursive: true });
  for (let waited = 0; !fresh(); waited += 200) {
    try {
      mkdirSync(LOCK, { recursive: false });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // Another test file is building; a lock left by a killed run is taken over after two minutes.
      if (waited > 120_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if (!fresh()) {
        // As `npm run build` builds it (Vitest sets NODE_ENV=test, which would add Preact's debug build).
        const env = { ...process.env, NODE_ENV: 'production' };
        const r = spawnSync('npm', ['run', 'build:web'], { stdio: 'inherit', env });
        if (r.status !== 0) throw new Error('the web app did not build (npm run build:web)');
      }
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

/** axe-core's source, evaluated in a page to check its accessibility (Playwright's evaluate ignores the page's CSP). */
export const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[]; readonly html: string }[];
}

/** The accessibility violations axe-core finds on the page at the serious and critical levels. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const r = await axe.run(document);
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, html: n.html.slice(0, 200) })),
    }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Whether the page is wider than the window (a phone would scroll sideways). */
export const overflowsSideways = (page: Page): Promise<{ scrollWidth: number; width: number }> =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));

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
      await watch?.(page);
      await page.goto(`${need(server).url}/#/login`);
      await page.fill('#login-username', name);
      await page.fill('#login-password', password);
      await page.click(register ? '#register' : '#login');
      await page.waitForSelector('#username');
      return page;
    },
  };
  beforeAll(async () => {
    await ensureWebBuild();
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
