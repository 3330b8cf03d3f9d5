/**
 * A table's WebSocket: subscribe in a role, keep the views and the log lines, send commands, and
 * reconnect after a drop, resuming from the last log entry seen.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { WatchRole } from '../protocol/wire.js';
import {
  ServerMessageSchema,
  type ApprovalView,
  type LogLineView,
  type RejectionView,
  type ServerMessageView,
  type ViewMessage,
} from '../protocol/views.js';
import type { Command } from './layouts/types.js';

export const socketUrl = (): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;

/** Parses a message from the server; a message that does not match the protocol is dropped (and logged). */
export function parseMessage(data: string): ServerMessageView | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return undefined;
  }
  const m = ServerMessageSchema.safeParse(raw);
  if (!m.success) console.warn('felt: a server message outside the protocol', m.error.issues[0]);
  return m.success ? m.data : undefined;
}

export interface TableSocket {
  readonly connection: 'connecting' | 'open' | 'reconnecting';
  /** The latest view message. */
  readonly last: ViewMessage | undefined;
  /** Every log line received, oldest first. */
  readonly lines: readonly LogLineView[];
  /** The answer to the last command that was refused, or a server error (cleared by a later success). */
  readonly refusal: RejectionView | null;
  /** The approvals waiting on a floorperson (dealer and floorperson consoles). */
  readonly approvals: readonly ApprovalView[] | undefined;
  readonly send: (command: Command) => void;
}

export function useTableSocket(table: string, role: WatchRole, since = 0): TableSocket {
  const [connection, setConnection] = useState<TableSocket['connection']>('connecting');
  const [last, setLast] = useState<ViewMessage | undefined>(undefined);
  const [lines, setLines] = useState<readonly LogLineView[]>([]);
  const [refusal, setRefusal] = useState<RejectionView | null>(null);
  const [approvals, setApprovals] = useState<readonly ApprovalView[] | undefined>(undefined);
  const ws = useRef<WebSocket | undefined>(undefined);
  const lastSeq = useRef(since);
  const nextId = useRef(0);

  useEffect(() => {
    let closed = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = (): void => {
      const socket = new WebSocket(socketUrl());
      ws.current = socket;
      socket.onopen = () => {
        setConnection('open');
        socket.send(JSON.stringify({ t: 'subscribe', table, role, since: lastSeq.current }));
      };
      socket.onmessage = (e: MessageEvent<string>) => {
        const m = parseMessage(e.data);
        if (!m) return;
        if (m.t === 'view') {
          const fresh = m.lines.filter((l) => l.seq > lastSeq.current);
          if (fresh.length) setLines((old) => [...old, ...fresh]);
          lastSeq.current = Math.max(lastSeq.current, m.seq, ...fresh.map((l) => l.seq));
          setLast(m);
        } else if (m.t === 'approvals') setApprovals(m.pending);
        else if (m.t === 'result') setRefusal(m.ok ? null : (m.error ?? null));
        else if (m.t === 'error') setRefusal(m.error);
      };
      socket.onclose = () => {
        if (closed) return;
        setConnection('reconnecting');
        retry = setTimeout(connect, 1000);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      ws.current?.close();
    };
  }, [table, role]);

  const send = useCallback(
    (command: Command) => {
      nextId.current += 1;
      ws.current?.send(
        JSON.stringify({ t: 'command', table, id: String(nextId.current), command, as: role }),
      );
    },
    [table, role],
  );
  return { connection, last, lines, refusal, approvals, send };
}
