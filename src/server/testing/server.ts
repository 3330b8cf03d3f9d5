/**
 * Test support (not shipped: tsconfig.build.json excludes src/**\/testing): an in-process server in a
 * fresh data directory for a describe block, its clients, and real `felt serve` processes to kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SessionInfo, TableSummary } from '../../protocol/wire.js';
import { startServer, type RunningServer, type ServerOptions } from '../app.js';
import { FeltClient } from '../client.js';

/** The first admin's password in every in-process test server. */
export const ADMIN_PASSWORD = 'admin-password';

/** A server started in a temporary data directory, with the clients a test opened on it. */
export interface TestServer {
  readonly server: RunningServer;
  readonly url: string;
  readonly dir: string;
  /** A new client of the server, closed after the block (or at a restart). */
  client(): FeltClient;
  /** A client logged in as the first admin. */
  admin(): Promise<FeltClient>;
  /**
   * A connected client: staff with `role` (created by the admin), or a newly registered player when
   * `role` is null; the password is `<username>-password`.
   */
  as(username: string, role: string | null): Promise<FeltClient>;
  /**
   * The admin opens a live-dealt Minibaccarat table; dealer dana, floorperson fred and player pat
   * (connected clients) subscribe to it in their roles.
   */
  liveTable(): Promise<LiveTable>;
  /** Closes the clients and the server, and starts the server again on the same data directory. */
  restart(): Promise<void>;
}

export interface LiveTable {
  readonly t: TableSummary;
  readonly admin: FeltClient;
  readonly dealer: FeltClient;
  readonly floor: FeltClient;
  readonly pat: FeltClient;
}

/** Starts a server in a fresh temporary directory before the block's tests; stops it and removes the directory after. */
export function useServer(prefix: string, options: Omit<ServerOptions, 'dataDir'> = {}): TestServer {
  const opts: ServerOptions = { adminPassword: ADMIN_PASSWORD, ...options };
  const clients: FeltClient[] = [];
  let server: RunningServer | undefined;
  let dir = '';
  const running = (): RunningServer => {
    if (!server) throw new Error('the test server is not running');
    return server;
  };
  const closeClients = (): void => {
    for (const c of clients.splice(0)) c.close();
  };
  const t: TestServer = {
    get server() {
      return running();
    },
    get url() {
      return running().url;
    },
    get dir() {
      return dir;
    },
    client() {
      const c = new FeltClient(running().url);
      clients.push(c);
      return c;
    },
    admin() {
      return loggedIn(running().url, 'admin', ADMIN_PASSWORD);
    },
    async as(username, role) {
      const admin = await t.admin();
      const c = t.client();
      if (role) {
        await admin.http('POST', '/api/users', { username, password: `${username}-password`, role });
        await c.login(username, `${username}-password`);
      } else await c.register(username, `${username}-password`);
      await c.connect();
      return c;
    },
    async liveTable() {
      const admin = await t.admin();
      const table = (
        await admin.http<TableSummary>('POST', '/api/tables', {
          rules: { game: 'minibaccarat' },
          automated: false,
        })
      ).body;
      const dealer = await t.as('dana', 'dealer');
      const floor = await t.as('fred', 'floorperson');
      const pat = await t.as('pat', null);
      await dealer.subscribe(table.id, 'dealer');
      await floor.subscribe(table.id, 'floorperson');
      await pat.subscribe(table.id);
      return { t: table, admin, dealer, floor, pat };
    },
    async restart() {
      closeClients();
      await running().close();
      server = await startServer({ ...opts, dataDir: dir });
    },
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    server = await startServer({ ...opts, dataDir: dir });
  });
  afterAll(async () => {
    closeClients();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return t;
}

/** Runs `body` against a server of its own in a fresh temporary directory, then stops it and removes the directory. */
export async function withServer<T>(
  prefix: string,
  options: Omit<ServerOptions, 'dataDir'>,
  body: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const server = await startServer({ adminPassword: ADMIN_PASSWORD, ...options, dataDir: dir });
  try {
    return await body(server);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A client of the server at `url`, logged in. */
export async function loggedIn(url: string, username: string, password: string): Promise<FeltClient> {
  const c = new FeltClient(url);
  await c.login(username, password);
  return c;
}

/** The admin opens an automated Minibaccarat table with the default options. */
export async function openMinibaccarat(admin: FeltClient): Promise<TableSummary> {
  return (await admin.http<TableSummary>('POST', '/api/tables', { rules: { game: 'minibaccarat' } })).body;
}

/**
 * A new player (`<username>-password`) registers, connects, subscribes to the table and sits at `seat`
 * with these chips under the capitalized name (asserted to succeed).
 */
export async function seatedPlayer(
  url: string,
  table: string,
  username: string,
  seat: number,
  chips: number,
): Promise<{ player: FeltClient; info: SessionInfo }> {
  const player = new FeltClient(url);
  const info = await player.register(username, `${username}-password`);
  await player.connect();
  await player.subscribe(table);
  const name = username.charAt(0).toUpperCase() + username.slice(1);
  expect((await player.command(table, { type: 'sit', seat, name, chips })).ok).toBe(true);
  return { player, info };
}

/**
 * Places a banker wager of `amount` at the table as soon as betting allows, declining the cut whenever
 * it is offered (betting may close between a view and the wager: then it waits for the next round);
 * at most `tries` views, each waited on for up to `ms`. The last wager's result, if one was tried.
 */
export async function wagerBanker(
  p: FeltClient,
  table: string,
  amount: number,
  tries: number,
  ms: number,
): Promise<Awaited<ReturnType<FeltClient['command']>> | undefined> {
  let r: Awaited<ReturnType<FeltClient['command']>> | undefined;
  for (let i = 0; i < tries && !r?.ok; i += 1) {
    const m = await p.waitFor(
      (x) =>
        x.t === 'view' && x.view.legalActions.some((a) => ['place-wager', 'decline-cut'].includes(a.type)),
      ms,
      true,
    );
    p.messages.length = 0;
    if (m.t === 'view' && m.view.legalActions.some((a) => a.type === 'decline-cut'))
      await p.command(table, { type: 'decline-cut' });
    else r = await p.command(table, { type: 'place-wager', kind: 'banker', amount });
  }
  return r;
}

/** A `felt serve` child process and the address it listens on; `password` only on the start that created the first admin. */
export interface ServeProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly password?: string;
}

/** Real `felt serve` processes (run from the sources with tsx), to be killed with SIGKILL. */
export class ServeProcesses {
  private readonly running = new Set<ChildProcess>();

  /** Starts `felt serve --port 0 --quiet <args>` with these extra environment variables; resolves once it listens. */
  start(args: readonly string[], env: Record<string, string>): Promise<ServeProcess> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--port', '0', '--quiet', ...args],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    this.running.add(child);
    return new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000);
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
        if (url) {
          clearTimeout(timer);
          const password = /password: (\S+)/.exec(out)?.[1];
          resolve({ child, url, ...(password ? { password } : {}) });
        }
      });
    });
  }

  /** Kills the process with SIGKILL and waits for it to exit. */
  kill(p: ServeProcess): Promise<void> {
    return new Promise((resolve) => {
      p.child.once('exit', () => {
        this.running.delete(p.child);
        resolve();
      });
      p.child.kill('SIGKILL');
    });
  }

  /** Kills every process still running (after the tests). */
  killAll(): void {
    for (const c of this.running) c.kill('SIGKILL');
  }
}
