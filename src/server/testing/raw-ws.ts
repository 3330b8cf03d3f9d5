/**
 * Test support (not shipped): a WebSocket client written on a bare TCP socket, so a test controls the
 * bytes: several frames in one socket write (they reach the server in one read, one turn of its event
 * loop), any Origin header, any payload (valid JSON or not).
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import type { ServerMessage } from '../../protocol/wire.js';

/** One client frame: FIN, text, masked (RFC 6455 § 5.2-5.3). */
function frame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const mask = randomBytes(4);
  const n = payload.length;
  const head =
    n < 126
      ? Buffer.from([0x81, 0x80 | n])
      : n < 65_536
        ? Buffer.from([0x81, 0x80 | 126, n >> 8, n & 0xff])
        : (() => {
            const b = Buffer.alloc(10);
            b[0] = 0x81;
            b[1] = 0x80 | 127;
            b.writeBigUInt64BE(BigInt(n), 2);
            return b;
          })();
  const body = Buffer.alloc(n);
  for (let i = 0; i < n; i += 1) body[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
  return Buffer.concat([head, mask, body]);
}

export interface Closed {
  readonly code: number;
  readonly reason: string;
}

export class RawSocket {
  readonly messages: ServerMessage[] = [];
  private buffer = Buffer.alloc(0);
  private waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  private closedWith: ((c: Closed) => void) | undefined;
  /** The close frame the server sent (or code 1006 if the connection just ended). */
  readonly closed: Promise<Closed>;

  private constructor(private readonly socket: Socket) {
    this.closed = new Promise((resolve) => {
      this.closedWith = resolve;
    });
    socket.on('data', (d: Buffer) => this.read(d));
    socket.on('close', () => this.closedWith?.({ code: 1006, reason: '' }));
    socket.on('error', () => undefined);
  }

  /** Opens `/ws` on the server at `base` (http://...) with these extra request headers. */
  static open(base: string, headers: Record<string, string> = {}): Promise<RawSocket> {
    const u = new URL('/ws', base);
    return new Promise((resolve, reject) => {
      const req = request({
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': randomBytes(16).toString('base64'),
          ...headers,
        },
      });
      req.on('upgrade', (_res, socket, head) => {
        const raw = new RawSocket(socket);
        if (head.length) raw.read(head);
        resolve(raw);
      });
      req.on('response', (res) => reject(new Error(`no upgrade: HTTP ${res.statusCode}`)));
      req.on('error', reject);
      req.end();
    });
  }

  /** Sends each text as its own frame, all in one socket write. */
  sendAll(texts: readonly string[]): void {
    this.socket.write(Buffer.concat(texts.map(frame)));
  }

  private read(d: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, d]);
    for (;;) {
      const b = this.buffer;
      if (b.length < 2) return;
      const opcode = (b[0] ?? 0) & 0x0f;
      let n = (b[1] ?? 0) & 0x7f;
      let at = 2;
      if (n === 126) {
        if (b.length < 4) return;
        n = b.readUInt16BE(2);
        at = 4;
      } else if (n === 127) {
        if (b.length < 10) return;
        n = Number(b.readBigUInt64BE(2));
        at = 10;
      }
      if (b.length < at + n) return;
      const payload = b.subarray(at, at + n);
      this.buffer = b.subarray(at + n);
      if (opcode === 0x1) this.deliver(JSON.parse(payload.toString('utf8')) as ServerMessage);
      else if (opcode === 0x8)
        this.closedWith?.({
          code: payload.length >= 2 ? payload.readUInt16BE(0) : 1005,
          reason: payload.subarray(2).toString('utf8'),
        });
    }
  }

  private deliver(m: ServerMessage): void {
    this.messages.push(m);
    this.waiters = this.waiters.filter((w) => {
      if (!w.pred(m)) return true;
      w.resolve(m);
      return false;
    });
  }

  /** The first message (already received or to come) that matches. */
  waitFor(pred: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    const past = this.messages.find(pred);
    if (past) return Promise.resolve(past);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out; got ${JSON.stringify(this.messages.slice(-3))}`)),
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

  /** Waits until `count` messages match (already received or to come); returns them. */
  async collect(
    pred: (m: ServerMessage) => boolean,
    count: number,
    timeoutMs = 10_000,
  ): Promise<ServerMessage[]> {
    const end = Date.now() + timeoutMs;
    while (this.messages.filter(pred).length < count) {
      if (Date.now() > end)
        throw new Error(`only ${this.messages.filter(pred).length} of ${count} messages arrived`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return this.messages.filter(pred);
  }

  close(): void {
    this.socket.destroy();
  }
}
