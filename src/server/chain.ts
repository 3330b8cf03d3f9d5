/** The per-table hash chain over the stored log: hash(n) = SHA-256(hash(n-1) + canonical JSON of entry n). */
import { createHash } from 'node:crypto';
import type { StoredEntry, TableRow } from './store.js';

/** JSON with object keys sorted, so the same value always hashes the same way. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  // Written as loops (every entry of every command is hashed on the server's hot path).
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i ? ',' : '') + canonical(value[i]);
    return `${out}]`;
  }
  const obj = value as Record<string, unknown>;
  // The default sort orders by UTF-16 code units, as `<` does.
  const keys = Object.keys(obj).sort();
  let out = '{';
  let first = true;
  for (const k of keys) {
    const v = obj[k];
    if (v === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(k)}:${canonical(v)}`;
    first = false;
  }
  return `${out}}`;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export function genesisHash(t: Pick<TableRow, 'id' | 'game' | 'options' | 'automated' | 'rng'>): string {
  return sha256(
    canonical({ id: t.id, game: t.game, options: t.options, automated: t.automated, rng: t.rng }),
  );
}

export function entryHash(prevHash: string, e: Omit<StoredEntry, 'hash' | 'prevHash'>): string {
  return sha256(
    `${prevHash}\n${canonical({
      tableId: e.tableId,
      seq: e.seq,
      round: e.round,
      actor: e.actor,
      userId: e.userId,
      command: e.command,
      draws: e.draws,
      events: e.events,
      at: e.at,
    })}`,
  );
}

export interface ChainCheck {
  readonly ok: boolean;
  readonly entries: number;
  readonly head: string;
  readonly broken?: { readonly seq: number; readonly reason: string };
}

/** Checks sequence numbers, links and hashes of a table's whole stored log. */
export function verifyChain(table: TableRow, log: readonly StoredEntry[]): ChainCheck {
  if (genesisHash(table) !== table.genesis)
    return {
      ok: false,
      entries: log.length,
      head: table.genesis,
      broken: { seq: 0, reason: 'genesis does not match the table' },
    };
  let prev = table.genesis;
  for (const [i, e] of log.entries()) {
    if (e.seq !== i + 1)
      return {
        ok: false,
        entries: log.length,
        head: prev,
        broken: { seq: e.seq, reason: `expected seq ${i + 1}` },
      };
    if (e.prevHash !== prev)
      return {
        ok: false,
        entries: log.length,
        head: prev,
        broken: { seq: e.seq, reason: 'link to the previous entry broken' },
      };
    if (entryHash(prev, e) !== e.hash)
      return {
        ok: false,
        entries: log.length,
        head: prev,
        broken: { seq: e.seq, reason: 'entry altered (hash differs)' },
      };
    prev = e.hash;
  }
  return { ok: true, entries: log.length, head: prev };
}
