/**
 * Persistence for the back office: one small repository per record kind, which the server implements
 * (Kysely, one table per kind) and the tests implement in memory. The rules never touch a repository
 * themselves: each operation takes the records it needs and returns a `Change` — the records to
 * insert or update and one audit event per record changed — and `commit` writes it. The server runs
 * `commit` inside one transaction and appends the events to its hash-chained audit log.
 *
 * Every record has an `id` and a `version` (1 when inserted, one more on each update): an update
 * names the version it replaces, so two clerks editing the same coupon cannot both win. Kinds kept
 * as an append-only register (ledger entries, forms, table tests, hours) refuse updates altogether.
 */
import { InvariantError } from '../core/result.js';
import type { BackofficeEvent } from './events.js';

export interface Stored {
  readonly id: string;
  readonly version: number;
}

/** Equality filters on a record's plain fields. */
export type Where<T> = { readonly [K in keyof T]?: T[K] extends string | number | boolean ? T[K] : never };

export interface Repository<T extends Stored> {
  get(id: string): Promise<T | undefined>;
  /** Every record matching all the filters, in insertion order. */
  list(where?: Where<T>): Promise<readonly T[]>;
  /** Refuses (throws `RecordConflict`) an id already stored. */
  insert(record: T): Promise<void>;
  /** Replaces version `record.version - 1`; throws `RecordConflict` on any other stored version. */
  update(record: T): Promise<void>;
  /**
   * Removes a record at the version given, even from an append-only register. Only `destroy` in
   * retention.ts asks for it, once the retention period has passed and the record was exported.
   */
  destroy(id: string, version: number): Promise<void>;
}

/** A concurrent change or a duplicate id: the server answers 409 and the caller retries. */
export class RecordConflict extends Error {
  override readonly name = 'RecordConflict';
}

export interface Write<K extends string = string> {
  readonly into: K;
  readonly op: 'insert' | 'update' | 'destroy';
  readonly record: Stored;
}

export interface Change<K extends string = string> {
  readonly writes: readonly Write<K>[];
  readonly events: readonly BackofficeEvent[];
}

export const NO_CHANGE: Change<never> = { writes: [], events: [] };

export const merge = <K extends string>(...changes: readonly Change<K>[]): Change<K> => ({
  writes: changes.flatMap((c) => c.writes),
  events: changes.flatMap((c) => c.events),
});

/** The next version of a record, for an update. */
export const next = <T extends Stored>(record: T, patch: Partial<Omit<T, 'id' | 'version'>>): T => ({
  ...record,
  ...patch,
  version: record.version + 1,
});

/** Writes a change's records, in order; returns its events for the audit log. */
export async function commit<R extends { readonly [K in keyof R]: Repository<Stored> }>(
  repos: R,
  change: Change<keyof R & string>,
): Promise<readonly BackofficeEvent[]> {
  for (const w of change.writes) {
    const repo: Repository<Stored> | undefined = repos[w.into];
    if (!repo) throw new InvariantError(`no repository for ${w.into}`);
    if (w.op === 'insert') await repo.insert(w.record);
    else if (w.op === 'update') await repo.update(w.record);
    else await repo.destroy(w.record.id, w.record.version);
  }
  return change.events;
}

/** An in-memory repository (tests, the CLI). Records are copied in and out, as a database would. */
export class MemoryRepository<T extends Stored> implements Repository<T> {
  private readonly rows = new Map<string, T>();

  constructor(private readonly appendOnly = false) {}

  get(id: string): Promise<T | undefined> {
    const r = this.rows.get(id);
    return Promise.resolve(r ? structuredClone(r) : undefined);
  }

  list(where?: Where<T>): Promise<readonly T[]> {
    const filters = Object.entries(where ?? {}).filter(([, v]) => v !== undefined);
    return Promise.resolve(
      [...this.rows.values()]
        .filter((r) => filters.every(([k, v]) => (r as Record<string, unknown>)[k] === v))
        .map((r) => structuredClone(r)),
    );
  }

  insert(record: T): Promise<void> {
    if (this.rows.has(record.id)) return Promise.reject(new RecordConflict(`${record.id} already exists`));
    if (record.version !== 1)
      return Promise.reject(new RecordConflict(`${record.id} is inserted at version 1`));
    this.rows.set(record.id, structuredClone(record));
    return Promise.resolve();
  }

  update(record: T): Promise<void> {
    if (this.appendOnly)
      return Promise.reject(new RecordConflict(`${record.id}: this register is append-only`));
    const old = this.rows.get(record.id);
    if (!old || old.version !== record.version - 1)
      return Promise.reject(new RecordConflict(`${record.id} changed since version ${record.version - 1}`));
    this.rows.set(record.id, structuredClone(record));
    return Promise.resolve();
  }

  destroy(id: string, version: number): Promise<void> {
    if (this.rows.get(id)?.version !== version)
      return Promise.reject(new RecordConflict(`${id} is not at version ${version}`));
    this.rows.delete(id);
    return Promise.resolve();
  }
}
