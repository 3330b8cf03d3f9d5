/**
 * The back office's records on both stores: the coupon book written through the audited commit reads
 * back the same as in memory, versions and append-only registers are enforced (in the code and by the
 * database), a failed change stores nothing, and every change is in the hash-chained audit log.
 */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { receive } from '../../backoffice/coupons/custody.js';
import { loadCoupons } from '../../backoffice/coupons/model.js';
import { RecordConflict, type Change } from '../../backoffice/records.js';
import { APPEND_ONLY } from '../../backoffice/repositories.js';
import { approvedProgram, CouponDesk, STAFF } from '../../backoffice/testing/desk.js';
import { PgStore } from '../pg-store.js';
import { SqliteStore } from '../sqlite-store.js';
import type { Store } from '../store.js';
import { freshSchema } from '../testing/postgres.js';
import { APPEND_ONLY_KINDS } from './migrations.js';
import { SqlBackoffice, verifyAudit } from './backoffice.js';

const pg = await freshSchema('felt_bo');
afterAll(() => pg.drop());

const stores: [string, boolean, () => Promise<Store>][] = [
  ['SQLite', true, async () => new SqliteStore(':memory:')],
  ['PostgreSQL', pg.available, async () => PgStore.connect(pg.url)],
];

it('migration 5 names the same append-only registers as the domain', () => {
  expect([...APPEND_ONLY_KINDS].sort()).toEqual([...APPEND_ONLY].sort());
});

describe.each(stores)('the back office on %s', (_name, available, open) => {
  it.skipIf(!available)('stores a coupon receipt, enforces versions, and chains every event', async () => {
    const store = await open();
    await store.migrate();
    const books = new SqlBackoffice(store);
    // The same operations as in memory, committed through the store.
    const desk = new CouponDesk();
    await approvedProgram(desk);
    for (const e of desk.log)
      await books.commit({
        writes: [{ into: e.record, op: e.version === 1 ? 'insert' : 'update', record: e.data }],
        events: [e],
      });
    const book = await loadCoupons(books.repos);
    expect(book.program?.id).toBe('program');
    expect(book.designs[0]).toMatchObject({ id: 'MP25', version: 2 });

    const r = receive(
      book,
      STAFF.fay,
      {
        id: 'R1',
        design: 'MP25',
        source: 'gaming-service-provider',
        from: 101,
        to: 103,
        expiresOn: '2026-03-31',
        invoice: { reference: 'INV-1', quantity: 3, from: 101, to: 103, denomination: 2500 },
        checkers: [STAFF.finn, STAFF.mark],
      },
      desk.actor(STAFF.fay),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    await books.commit(r.value);
    const after = await loadCoupons(books.repos);
    expect(after.coupons.map((c) => [c.id, c.status])).toEqual([
      ['MP000101', 'finance-stock'],
      ['MP000102', 'finance-stock'],
      ['MP000103', 'finance-stock'],
    ]);
    expect(after.ledger.map((l) => l.kind)).toEqual(['receipt']);

    // The same change again: duplicate ids, nothing stored, the log unchanged.
    const before = (await books.audit()).length;
    await expect(books.commit(r.value)).rejects.toBeInstanceOf(RecordConflict);
    expect((await books.audit()).length).toBe(before);

    // A stale version is refused; a change half of which is stale stores nothing.
    const coupon = after.coupons[0]!;
    const stale: Change = {
      writes: [
        { into: 'coupons', op: 'update', record: { ...after.coupons[1]!, version: 2 } },
        { into: 'coupons', op: 'update', record: { ...coupon, version: 5 } },
      ],
      events: [],
    };
    await expect(books.commit(stale)).rejects.toThrow(/changed since version 4/);
    expect((await books.repos.coupons.get('MP000102'))?.version).toBe(1);

    // Append-only registers refuse updates in code and in the database.
    const entry = after.ledger[0]!;
    await expect(books.repos.couponLedger.update({ ...entry, version: 2 })).rejects.toThrow(/append-only/);
    await expect(
      store.write((db) => [
        db.updateTable('bo_records').set({ version: 9 }).where('kind', '=', 'couponLedger'),
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(store.write((db) => [db.deleteFrom('bo_audit')])).rejects.toThrow(/append-only/);
    await expect(
      store.write((db) => [db.updateTable('bo_audit').set({ actor: sql`'mallory'` })]),
    ).rejects.toThrow(/append-only/);

    // The audit log: one event per record changed, every link and hash good; an altered event is found.
    const log = await books.audit();
    expect(log.length).toBe(desk.log.length + r.value.events.length);
    expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
    expect(await books.verify()).toMatchObject({ ok: true, entries: log.length });
    const tampered = log.map((e, i) => (i === 3 ? { ...e, event: { ...e.event, actor: 'mallory' } } : e));
    expect(verifyAudit(tampered)).toMatchObject({ ok: false, broken: { seq: 4 } });
    expect(await books.audit({ record: 'coupons', id: 'MP000102' })).toHaveLength(1);
    await store.close();
  });

  it.skipIf(!available)('two commits on the same head: one is stored, the other conflicts', async () => {
    const store = await open();
    await store.migrate();
    const a = new SqlBackoffice(store);
    const b = new SqlBackoffice(store); // as if another process
    const desk = new CouponDesk();
    await approvedProgram(desk);
    const [e1, e2] = desk.log;
    // Fresh ids (the PostgreSQL schema is shared with the test above).
    const change = (e: typeof e1): Change => ({
      writes: [{ into: e!.record, op: 'insert', record: { ...e!.data, id: `${e!.id}-race`, version: 1 } }],
      events: [{ ...e!, id: `${e!.id}-race`, version: 1 }],
    });
    const before = (await a.audit()).length;
    const results = await Promise.allSettled([a.commit(change(e1)), b.commit(change(e2))]);
    const stored = results.filter((x) => x.status === 'fulfilled').length;
    // Each commit reads the head before it writes: if both read the same head, the unique prev_hash
    // lets only one through; if one read the other's new head, both are stored. The chain holds either way.
    expect(stored).toBeGreaterThanOrEqual(1);
    expect(await a.verify()).toMatchObject({ ok: true, entries: before + stored });
    await store.close();
  });
});
