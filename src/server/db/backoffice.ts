/**
 * The back office's persistence on the server's store (SQLite or PostgreSQL, through Kysely): every
 * repository of src/backoffice/repositories.ts over one table `bo_records` (kind, id, version, the
 * record as JSON), and `commit`, which writes a change's records and appends its events to the back
 * office's hash-chained audit log (`bo_audit`) in one transaction, all or nothing.
 *
 * Versions: an update names the version it replaces and a destroy the version it removes; both are
 * checked before the transaction, under a lock in this process. Between processes (PostgreSQL) the
 * audit log's `prev_hash` is unique: two commits made on the same head cannot both be stored, so the
 * check and the write are one step for every change. An append-only register refuses an update here
 * and, as a second line, in the database (a trigger).
 */
import { createHash } from 'node:crypto';
import type { BackofficeEvent } from '../../backoffice/events.js';
import {
  RecordConflict,
  type Change,
  type Repository,
  type Stored,
  type Where,
} from '../../backoffice/records.js';
import {
  APPEND_ONLY,
  RECORD_KINDS,
  type BackofficeRepositories,
  type RecordKind,
} from '../../backoffice/repositories.js';
import { canonical } from '../chain.js';
import type { Store } from '../store.js';

/** The head of an empty audit log. */
export const AUDIT_GENESIS = createHash('sha256').update('felt back office audit log').digest('hex');

export const auditHash = (prev: string, event: BackofficeEvent): string =>
  createHash('sha256')
    .update(`${prev}\n${canonical(event)}`)
    .digest('hex');

export interface AuditEntry {
  readonly seq: number;
  readonly prevHash: string;
  readonly hash: string;
  readonly event: BackofficeEvent;
}

export interface AuditCheck {
  readonly ok: boolean;
  readonly entries: number;
  readonly head: string;
  readonly broken?: { readonly seq: number; readonly reason: string };
}

/** Checks every link and hash of the audit log, in order. */
export function verifyAudit(log: readonly AuditEntry[]): AuditCheck {
  let prev = AUDIT_GENESIS;
  for (const e of log) {
    if (e.prevHash !== prev)
      return { ok: false, entries: log.length, head: prev, broken: { seq: e.seq, reason: 'link broken' } };
    if (auditHash(prev, e.event) !== e.hash)
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

const parse = <T>(data: string): T => JSON.parse(data) as T;

/** One record kind in `bo_records`. */
export class SqlRepository<T extends Stored> implements Repository<T> {
  constructor(
    private readonly store: Store,
    readonly kind: RecordKind,
    private readonly books: SqlBackoffice,
  ) {}

  async get(id: string): Promise<T | undefined> {
    const [row] = await this.store.select((db) =>
      db.selectFrom('bo_records').select('data').where('kind', '=', this.kind).where('id', '=', id),
    );
    return row ? parse<T>(row.data) : undefined;
  }

  async list(where?: Where<T>): Promise<readonly T[]> {
    const rows = await this.store.select((db) =>
      db.selectFrom('bo_records').select('data').where('kind', '=', this.kind).orderBy('seq'),
    );
    const filters = Object.entries(where ?? {}).filter(([, v]) => v !== undefined);
    return rows
      .map((r) => parse<T>(r.data))
      .filter((r) => filters.every(([k, v]) => (r as Record<string, unknown>)[k] === v));
  }

  insert(record: T): Promise<void> {
    return this.books
      .commit({ writes: [{ into: this.kind, op: 'insert', record }], events: [] })
      .then(() => {});
  }

  update(record: T): Promise<void> {
    return this.books
      .commit({ writes: [{ into: this.kind, op: 'update', record }], events: [] })
      .then(() => {});
  }

  destroy(id: string, version: number): Promise<void> {
    return this.books
      .commit({ writes: [{ into: this.kind, op: 'destroy', record: { id, version } }], events: [] })
      .then(() => {});
  }
}

/** The back office's books on a store: its repositories, its audited commit, and its audit log. */
export class SqlBackoffice {
  readonly repos: BackofficeRepositories;
  /** Commits in this process, one at a time (the version checks read before they write). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly store: Store) {
    this.repos = Object.fromEntries(
      RECORD_KINDS.map((k) => [k, new SqlRepository(store, k, this)]),
    ) as unknown as BackofficeRepositories;
  }

  /**
   * Writes a change's records and appends its events to the audit log, in one transaction. Throws
   * `RecordConflict` (nothing written) on a duplicate id, a stale version, an update of an append-only
   * register, or another process's commit on the same head.
   */
  commit(change: Change): Promise<readonly AuditEntry[]> {
    const run = this.queue.then(() => this.commitNow(change));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async commitNow(change: Change): Promise<readonly AuditEntry[]> {
    const known = new Set<string>(RECORD_KINDS);
    // The versions as they will stand after each earlier write of the same change.
    const pending = new Map<string, number | null>();
    const key = (kind: string, id: string): string => `${kind}\u0000${id}`;
    for (const w of change.writes) {
      if (!known.has(w.into)) throw new RecordConflict(`no register ${w.into}`);
      const k = key(w.into, w.record.id);
      let current = pending.get(k);
      if (current === undefined) {
        const [row] = await this.store.select((db) =>
          db
            .selectFrom('bo_records')
            .select('version')
            .where('kind', '=', w.into)
            .where('id', '=', w.record.id),
        );
        current = row ? Number(row.version) : null;
      }
      if (w.op === 'insert') {
        if (current !== null) throw new RecordConflict(`${w.record.id} already exists`);
        if (w.record.version !== 1) throw new RecordConflict(`${w.record.id} is inserted at version 1`);
        pending.set(k, 1);
      } else if (w.op === 'update') {
        if ((APPEND_ONLY as readonly string[]).includes(w.into))
          throw new RecordConflict(`${w.record.id}: this register is append-only`);
        if (current !== w.record.version - 1)
          throw new RecordConflict(`${w.record.id} changed since version ${w.record.version - 1}`);
        pending.set(k, w.record.version);
      } else {
        if (current !== w.record.version)
          throw new RecordConflict(`${w.record.id} is not at version ${w.record.version}`);
        pending.set(k, null);
      }
    }
    const head = await this.head();
    const entries: AuditEntry[] = [];
    let prev = head.hash;
    for (const [i, event] of change.events.entries()) {
      const hash = auditHash(prev, event);
      entries.push({ seq: head.seq + i + 1, prevHash: prev, hash, event });
      prev = hash;
    }
    try {
      await this.store.write((db) => [
        ...change.writes.map((w) => {
          const data = JSON.stringify(w.record);
          if (w.op === 'insert')
            return db
              .insertInto('bo_records')
              .values({ kind: w.into, id: w.record.id, version: w.record.version, data });
          if (w.op === 'update')
            return db
              .updateTable('bo_records')
              .set({ version: w.record.version, data })
              .where('kind', '=', w.into)
              .where('id', '=', w.record.id)
              .where('version', '=', w.record.version - 1);
          return db
            .deleteFrom('bo_records')
            .where('kind', '=', w.into)
            .where('id', '=', w.record.id)
            .where('version', '=', w.record.version);
        }),
        ...entries.map((e) =>
          db.insertInto('bo_audit').values({
            prev_hash: e.prevHash,
            hash: e.hash,
            at: e.event.at,
            actor: e.event.actor,
            type: e.event.type,
            record: e.event.record,
            record_id: e.event.id,
            event: canonical(e.event),
          }),
        ),
      ]);
    } catch (e) {
      // A unique key (another process's commit on this head, or its insert of the same id).
      throw new RecordConflict(`the back office changed meanwhile: ${(e as Error).message}`);
    }
    const stored = await this.store.select((db) =>
      db
        .selectFrom('bo_audit')
        .select(['seq', 'hash'])
        .where(
          'hash',
          'in',
          entries.map((e) => e.hash),
        ),
    );
    const seqOf = new Map(stored.map((r) => [r.hash, Number(r.seq)]));
    return entries.map((e) => ({ ...e, seq: seqOf.get(e.hash) ?? e.seq }));
  }

  private async head(): Promise<{ seq: number; hash: string }> {
    const [row] = await this.store.select((db) =>
      db.selectFrom('bo_audit').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1),
    );
    return row ? { seq: Number(row.seq), hash: row.hash } : { seq: 0, hash: AUDIT_GENESIS };
  }

  /** The audit log in order (optionally of one record), with its stored hashes. */
  async audit(of?: { readonly record: string; readonly id: string }): Promise<AuditEntry[]> {
    const rows = await this.store.select((db) => {
      let q = db.selectFrom('bo_audit').select(['seq', 'prev_hash', 'hash', 'event']).orderBy('seq');
      if (of) q = q.where('record', '=', of.record).where('record_id', '=', of.id);
      return q;
    });
    return rows.map((r) => ({
      seq: Number(r.seq),
      prevHash: r.prev_hash,
      hash: r.hash,
      event: parse<BackofficeEvent>(r.event),
    }));
  }

  async verify(): Promise<AuditCheck> {
    return verifyAudit(await this.audit());
  }
}
