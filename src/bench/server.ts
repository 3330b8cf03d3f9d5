/**
 * `npm run bench:server`: simulated players over WebSocket on loopback play automated Minibaccarat
 * tables on a real server process (SQLite, persistence on). Reports rounds per second and the p50/p99
 * latency from a player's wager to the update that settles it, beside a bare WebSocket echo server
 * with the same number of connections on the same machine.
 *
 * Each table is measured at each pace of `--intervals`: with an interval of N ms a table's players place
 * the next round's wagers N ms (give or take half, so that tables are not in step) after the last round
 * settled, a table dealing at its own pace as a real automated table does; with 0 they wager the moment betting opens, so the server is saturated and
 * the latency is mostly queueing (tables / throughput).
 *
 *   node dist/bench/server.js [--players 1000] [--tables 200] [--seconds 20] [--intervals 2000,0]
 *                             [--cpu-prof DIR]
 *
 * `--cpu-prof DIR` writes a V8 CPU profile of the server process to DIR (open it in Chrome DevTools).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import type { ServerMessage, TableSummary } from '../protocol/wire.js';
import { SeededRng } from '../core/rng.js';
import { FeltClient } from '../server/client.js';

const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) ? v : dflt;
};
const PLAYERS = arg('players', 1000);
const TABLES = arg('tables', 200);
const SECONDS = arg('seconds', 20);
const INTERVALS = ((): number[] => {
  const i = process.argv.indexOf('--intervals');
  const xs = (i >= 0 ? (process.argv[i + 1] ?? '') : '2000,0').split(',').map(Number);
  return xs.every((x) => Number.isFinite(x) && x >= 0) ? xs : [2000, 0];
})();
const PER_TABLE = Math.ceil(PLAYERS / TABLES);
const PROFILE_DIR = ((): string | undefined => {
  const i = process.argv.indexOf('--cpu-prof');
  return i >= 0 ? process.argv[i + 1] : undefined;
})();

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const now = (): number => Number(process.hrtime.bigint()) / 1e6;
/** The tables' jitter, seeded so that runs offer the same load. */
const jitter = SeededRng.fromSeed(2026);
const random = (): number => jitter.nextUint32() / 2 ** 32;

function startServer(dir: string): Promise<{ child: ChildProcess; url: string; password: string }> {
  const main = fileURLToPath(new URL('../cli/main.js', import.meta.url));
  const child = spawn(
    process.execPath,
    [
      ...(PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : []),
      main,
      'serve',
      '--port',
      '0',
      '--quiet',
      '--bet-window',
      '0',
      '--deal-pace',
      '0',
      '--rate-limit',
      '1000000',
    ],
    {
      env: { ...process.env, FELT_DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const password = /password: (\S+)/.exec(out)?.[1];
      if (url && password) resolve({ child, url, password });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

interface Player {
  client: FeltClient;
  table: string;
  seat: number;
  sentAt: number | null;
}

interface FeltRun {
  /** The pace: ms from a round's settlement to the next round's wagers (0: at once). */
  interval: number;
  rounds: number;
  seconds: number;
  latencies: number[];
  rejected: number;
  /** Messages and bytes the players received while measuring. */
  messages: number;
  bytes: number;
}

async function felt(): Promise<FeltRun[]> {
  const dir = mkdtempSync(join(tmpdir(), 'felt-bench-'));
  const server = await startServer(dir);
  try {
    const admin = new FeltClient(server.url);
    await admin.login('admin', server.password);
    const tables: string[] = [];
    for (let i = 0; i < TABLES; i += 1)
      tables.push(
        (await admin.http<TableSummary>('POST', '/api/tables', { rules: { game: 'minibaccarat' } })).body.id,
      );
    // One account per seat number; an account may hold a seat at every table.
    const cookies: string[] = [];
    for (let s = 1; s <= PER_TABLE; s += 1) {
      const c = new FeltClient(server.url);
      await c.register(`bench${s}`, 'bench-password');
      await admin.http('POST', '/api/cashier/deposit', { username: `bench${s}`, amount: 10_000_000_000 });
      cookies.push(c.cookie);
    }
    const players: Player[] = [];
    let rounds = 0;
    let rejected = 0;
    let messages = 0;
    let bytes = 0;
    let measuring = false;
    let latencies: number[] = [];
    let go = false;
    let interval = 0;
    /** When each table's next round may be wagered on (its last settlement + the interval). */
    const opensAt = new Map<string, number>();
    const waiting = new Set<Player>();
    const act = (p: Player, m: Extract<ServerMessage, { t: 'view' }>): void => {
      const acts = m.view.legalActions;
      if (acts.some((a) => a.type === 'decline-cut')) {
        p.client.send({ t: 'command', table: p.table, id: 'cut', command: { type: 'decline-cut' } });
      } else if (go && p.sentAt === null && acts.some((a) => a.type === 'place-wager')) {
        const wait = (opensAt.get(p.table) ?? 0) - now();
        if (wait > 0) {
          if (!waiting.has(p)) {
            waiting.add(p);
            setTimeout(() => {
              waiting.delete(p);
              const v = p.client.lastView(p.table);
              if (v) act(p, v);
            }, wait);
          }
          return;
        }
        p.sentAt = now();
        p.client.send({
          t: 'command',
          table: p.table,
          id: 'w',
          command: { type: 'place-wager', kind: p.seat % 2 ? 'player' : 'banker', amount: 1_000 },
        });
      }
    };
    const join = async (i: number): Promise<void> => {
      const table = tables[i % TABLES] ?? '';
      const seat = Math.floor(i / TABLES) + 1;
      const client = new FeltClient(server.url);
      client.cookie = cookies[seat - 1] ?? '';
      await client.connect();
      client.ws?.on('message', (d: Buffer) => {
        if (!measuring) return;
        messages += 1;
        bytes += d.length;
      });
      const p: Player = { client, table, seat, sentAt: null };
      players.push(p);
      client.onMessage = (m: ServerMessage) => {
        if (m.t === 'result' && !m.ok) {
          if (p.sentAt !== null) rejected += 1;
          p.sentAt = null;
        }
        if (m.t !== 'view' || m.seat === null) return;
        if (
          p.sentAt !== null &&
          m.lines.some((l) => l.type === 'wager-settled' && l.text.startsWith(`seat ${p.seat} `))
        ) {
          if (measuring) latencies.push(now() - p.sentAt);
          p.sentAt = null;
        }
        const completed = m.lines.filter((l) => l.type === 'round-complete').length;
        if (seat === 1 && completed > 0) {
          if (measuring) rounds += completed;
          // Tables keep their own time: the next round opens after the interval, give or take half of it.
          opensAt.set(table, now() + interval * (0.5 + random()));
        }
        act(p, m);
      };
      await client.subscribe(table);
      await client.command(table, { type: 'sit', seat, name: `B${seat}`, chips: 1_000_000 });
    };
    for (let i = 0; i < PLAYERS; i += 50) {
      await Promise.all(Array.from({ length: Math.min(50, PLAYERS - i) }, (_, k) => join(i + k)));
      process.stderr.write(`\r${Math.min(PLAYERS, i + 50)} players seated`);
    }
    process.stderr.write('\n');
    go = true;
    const runs: FeltRun[] = [];
    for (const pace of INTERVALS) {
      interval = pace;
      opensAt.clear();
      for (const t of tables) opensAt.set(t, now() + pace * random());
      for (const p of players) {
        const v = p.client.lastView(p.table);
        if (v) act(p, v);
      }
      await new Promise((r) => setTimeout(r, 3000 + pace));
      [rounds, rejected, messages, bytes, latencies] = [0, 0, 0, 0, []];
      measuring = true;
      const t0 = now();
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      measuring = false;
      const seconds = (now() - t0) / 1000;
      runs.push({ interval: pace, rounds, seconds, latencies, rejected, messages, bytes });
      process.stderr.write(`measured at ${pace} ms between rounds\n`);
    }
    for (const p of players) p.client.close();
    return runs;
  } finally {
    // The server closes its tables and the database on SIGTERM (and only then writes a CPU profile).
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same connections against a bare `ws` echo server in another process, one message in flight each. */
async function echo(): Promise<{ rps: number; latencies: number[] }> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { WebSocketServer } from 'ws'; const s = new WebSocketServer({ host: '127.0.0.1', port: 0 }); s.on('listening', () => console.log('port ' + s.address().port)); s.on('connection', (c) => c.on('message', (d) => c.send(d)));",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], cwd: fileURLToPath(new URL('../..', import.meta.url)) },
  );
  const port = await new Promise<number>((resolve) => {
    child.stdout?.on('data', (d: Buffer) => {
      const m = /port (\d+)/.exec(d.toString());
      if (m) resolve(Number(m[1]));
    });
  });
  void WebSocketServer;
  const latencies: number[] = [];
  let count = 0;
  let measuring = false;
  const sockets: WebSocket[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}`);
    await new Promise((r) => ws.once('open', r));
    let sent = 0;
    const fire = (): void => {
      sent = now();
      ws.send('{"t":"ping","id":"x"}');
    };
    ws.on('message', () => {
      if (measuring) {
        latencies.push(now() - sent);
        count += 1;
      }
      fire();
    });
    sockets.push(ws);
    fire();
  }
  measuring = true;
  const t0 = now();
  await new Promise((r) => setTimeout(r, Math.min(SECONDS, 10) * 1000));
  measuring = false;
  const secs = (now() - t0) / 1000;
  for (const s of sockets) s.close();
  child.kill('SIGTERM');
  return { rps: count / secs, latencies };
}

const runs = await felt();
const e = await echo();
const fmt = (x: number): string => x.toFixed(1);
const e50 = pct(e.latencies, 50);
const e99 = pct(e.latencies, 99);
const lines = [
  `felt server: ${PLAYERS} players at ${TABLES} automated Minibaccarat tables, SQLite persistence on`,
];
for (const f of runs) {
  const p99 = pct(f.latencies, 99);
  lines.push(
    f.interval > 0
      ? `paced: each table's next round wagered ${f.interval} ms after the last settled, ${fmt(f.seconds)} s`
      : `saturated: every table's next round wagered as soon as betting opens, ${fmt(f.seconds)} s`,
    `  rounds/s ${fmt(f.rounds / f.seconds)}  settled wagers ${f.latencies.length}  wager->settled latency p50 ${fmt(pct(f.latencies, 50))} ms  p90 ${fmt(pct(f.latencies, 90))} ms  p99 ${fmt(p99)} ms  max ${fmt(pct(f.latencies, 100))} ms  (rejected wagers ${f.rejected})`,
    `  to the players: ${fmt(f.messages / f.seconds)} msg/s, ${fmt(f.messages / Math.max(1, f.latencies.length))} msg and ${fmt(f.bytes / 1024 / Math.max(1, f.latencies.length))} KiB per settled wager`,
    `  ratio felt p99 / echo p99: ${fmt(p99 / e99)}x   p99 < 100 ms: ${p99 < 100 ? 'yes' : 'no'}`,
  );
}
lines.push(
  `bare ws echo: ${PLAYERS} connections, one message in flight each: ${fmt(e.rps)} msg/s  p50 ${fmt(e50)} ms  p99 ${fmt(e99)} ms`,
  '',
);
process.stdout.write(lines.join('\n'));
process.exit(0);
