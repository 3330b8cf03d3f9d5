/** A Node client of the server (tests and the bench): HTTP with the session cookie, and the WebSocket. */
import WebSocket from 'ws';
import type { ClientMessage, ServerMessage, SessionInfo, WatchRole } from '../protocol/wire.js';

export class FeltClient {
  cookie = '';
  csrf = '';
  session: SessionInfo | undefined;
  ws: WebSocket | undefined;
  readonly messages: ServerMessage[] = [];
  private waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  private nextId = 0;
  /** Called for every message, as it arrives. */
  onMessage: ((m: ServerMessage) => void) | undefined;

  constructor(readonly base: string) {}

  async http<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers['cookie'] = this.cookie;
    if (this.csrf) headers['x-csrf-token'] = this.csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const r = await fetch(this.base + path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const set = r.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0] ?? '';
    const text = await r.text();
    return { status: r.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  private async auth(path: string, username: string, password: string): Promise<SessionInfo> {
    const r = await this.http<SessionInfo & { message?: string }>('POST', path, { username, password });
    if (r.status !== 200) throw new Error(`${path} ${username}: ${r.status} ${r.body.message ?? ''}`);
    this.session = r.body;
    this.csrf = r.body.csrf;
    return r.body;
  }
  login(username: string, password: string): Promise<SessionInfo> {
    return this.auth('/api/login', username, password);
  }
  register(username: string, password: string): Promise<SessionInfo> {
    return this.auth('/api/register', username, password);
  }

  connect(): Promise<void> {
    const url = this.base.replace(/^http/, 'ws') + '/ws';
    const ws = new WebSocket(url, { headers: { cookie: this.cookie } });
    this.ws = ws;
    ws.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as ServerMessage;
      this.messages.push(m);
      if (this.messages.length > 500) this.messages.splice(0, 250);
      this.onMessage?.(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(m)) return true;
        w.resolve(m);
        return false;
      });
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => {
        ws.on('error', () => undefined);
        resolve();
      });
      ws.once('error', reject);
    });
  }

  send(m: ClientMessage): void {
    if (!this.ws) throw new Error('not connected');
    this.ws.send(JSON.stringify(m));
  }

  waitFor(
    pred: (m: ServerMessage) => boolean,
    timeoutMs = 10_000,
    includePast = false,
  ): Promise<ServerMessage> {
    if (includePast) {
      const past = [...this.messages].reverse().find(pred);
      if (past) return Promise.resolve(past);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `timed out waiting for a message; last: ${this.messages
                .slice(-4)
                .map((m) =>
                  m.t === 'view'
                    ? `${m.view.phase} [${m.view.legalActions.map((x) => x.type).join(',')}] ${m.lines.map((l) => l.type).join(',')}`
                    : JSON.stringify(m),
                )
                .join(' | ')}`,
            ),
          ),
        timeoutMs,
      );
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  subscribe(table: string, role: WatchRole = 'player', since?: number): Promise<ServerMessage> {
    const p = this.waitFor((m) => m.t === 'view' && m.table === table);
    this.send({ t: 'subscribe', table, role, ...(since !== undefined ? { since } : {}) });
    return p;
  }

  /** Sends a command and resolves with its result. */
  command(
    table: string,
    command: { type: string } & Record<string, unknown>,
    as?: WatchRole,
  ): Promise<Extract<ServerMessage, { t: 'result' }>> {
    const id = String(++this.nextId);
    const p = this.waitFor((m) => m.t === 'result' && m.id === id) as Promise<
      Extract<ServerMessage, { t: 'result' }>
    >;
    this.send({ t: 'command', table, id, command, ...(as ? { as } : {}) });
    return p;
  }

  lastView(table: string): Extract<ServerMessage, { t: 'view' }> | undefined {
    for (let i = this.messages.length - 1; i >= 0; i -= 1) {
      const m = this.messages[i];
      if (m?.t === 'view' && m.table === table) return m;
    }
    return undefined;
  }

  close(): void {
    this.ws?.close();
  }
}
