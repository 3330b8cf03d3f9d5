/**
 * One migration list for both stores: a database made by the stores before Kysely (today's schema SQL,
 * frozen in testing/legacy-schema.ts) migrates forward keeping its data, and ends with exactly the
 * schema a fresh database gets from the list, on SQLite and on PostgreSQL.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PgStore } from '../pg-store.js';
import { SqliteStore } from '../sqlite-store.js';
import type { Store } from '../store.js';
import { LEGACY_POSTGRES, LEGACY_SQLITE } from '../testing/legacy-schema.js';
import { freshSchema } from '../testing/postgres.js';
import { MIGRATIONS } from './migrations.js';

const LATEST = MIGRATIONS.length;

/** What a legacy store had written: an admin, a session, a table with one entry and its postings. */
const LEGACY_DATA = [
  `INSERT INTO users (username, role, password_hash, created_at, disabled) VALUES ('admin', 'admin', 'scrypt$x', '2026-01-01T00:00:00.000Z', FALSE)`,
  `INSERT INTO users (username, role, password_hash, created_at, disabled) VALUES ('pat', 'player', 'scrypt$y', '2026-01-01T00:00:00.000Z', TRUE)`,
  `INSERT INTO sessions VALUES ('tok', 1, 'csrf', 99999999999999)`,
  `INSERT INTO tables VALUES ('t1', 'minibaccarat', '{"decks":8}', TRUE, 'crypto', 1, '2026-01-01T00:00:00.000Z', 'g')`,
  `INSERT INTO log VALUES ('t1', 1, 0, '{"role":"player","seat":1}', 2, '{"type":"sit"}', '[]', '[{"type":"seated"}]', 1, 'g', 'h1')`,
  `INSERT INTO postings (debit, credit, amount, memo, table_id, seq) VALUES ('wallet:2', 'cage', 5000, 'credit', NULL, NULL)`,
  `INSERT INTO postings (debit, credit, amount, memo, table_id, seq) VALUES ('seat:t1:1', 'wallet:2', 1000, 'sit', 't1', 1)`,
  `INSERT INTO balances VALUES ('wallet:2', 4000), ('cage', -5000), ('seat:t1:1', 1000)`,
  `INSERT INTO table_tests (trainee, game, supervisor, result, score, notes, at, supervisor_title, recorded_by) VALUES ('Ann', 'craps', 'Sue', 'pass', '', '', 'x', 'pit-manager', 'fred')`,
];

/** The store reads what the legacy store wrote, and the new columns work. */
async function readsLegacyData(store: Store): Promise<void> {
  const pat = await store.userByName('pat');
  expect(pat).toMatchObject({
    role: 'player',
    disabled: true,
    disabledReason: null,
    mustChangePassword: false,
  });
  expect((await store.session('tok'))?.userId).toBe(1);
  const [t] = await store.listTables();
  expect(t).toMatchObject({ id: 't1', options: { decks: 8 }, automated: true, name: null, closedAt: null });
  expect((await store.log('t1')).map((e) => [e.seq, e.command.type, e.hash])).toEqual([[1, 'sit', 'h1']]);
  expect(await store.balances()).toEqual(await store.ledgerTotals());
  expect(await store.balance('wallet:2')).toBe(4000);
  expect((await store.tableTests())[0]).toMatchObject({ trainee: 'Ann', supervisorTitle: 'pit-manager' });
  // The new columns: a table's name and closing, a disable reason, a reset password, coupon moves.
  await store.renameTable('t1', 'MB-3');
  await store.setDisabled(pat!.id, true, 'self-excluded');
  await store.setPassword(1, 'scrypt$z', true);
  expect(await store.userByName('pat')).toMatchObject({ disabledReason: 'self-excluded' });
  expect(await store.userById(1)).toMatchObject({ passwordHash: 'scrypt$z', mustChangePassword: true });
  expect(await store.claim('t1')).toBe(true);
  await store.append(
    [
      {
        tableId: 't1',
        seq: 2,
        round: 1,
        actor: { role: 'player', seat: 1 },
        userId: 2,
        command: { type: 'place-wager' },
        draws: [],
        events: [],
        at: 2,
        prevHash: 'h1',
        hash: 'h2',
      },
    ],
    [{ from: 'seat:t1:1', to: 'spot:t1:1:1:player', amount: 500, memo: 'wager', tableId: 't1', seq: 2 }],
    [{ tableId: 't1', seq: 2, serial: 'MP-1', from: 'wallet:2', to: 'spot:t1:1:1:player', value: 500 }],
  );
  expect(await store.couponMoves('t1')).toEqual([
    { tableId: 't1', seq: 2, serial: 'MP-1', from: 'wallet:2', to: 'spot:t1:1:1:player', value: 500 },
  ]);
  expect(await store.closeTable('t1', 1, '2026-02-01T00:00:00.000Z')).toBe(true);
  expect(await store.closeTable('t1', 1, '2026-02-01T00:00:00.000Z')).toBe(false);
  expect(await store.listTables()).toEqual([]);
  expect(await store.closedTables()).toMatchObject([
    { id: 't1', name: 'MB-3', closedAt: '2026-02-01T00:00:00.000Z' },
  ]);
}

type Shape = Record<string, unknown>;

function sqliteShape(file: string): Shape {
  const db = new Database(file, { readonly: true });
  const objects = db
    .prepare(
      "SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
    .all() as { type: string; name: string; tbl_name: string }[];
  const columns = Object.fromEntries(
    objects
      .filter((o) => o.type === 'table')
      .map((o) => [
        o.name,
        (db.prepare(`PRAGMA table_info(${o.name})`).all() as Record<string, unknown>[]).map((c) => ({
          ...c,
          type: String(c['type']).toLowerCase(),
        })),
      ]),
  );
  db.close();
  return { objects, columns };
}

describe('SQLite: one migration list', () => {
  const dir = mkdtempSync(join(tmpdir(), 'felt-migrate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a database made by the store before Kysely migrates forward, keeps its data, and matches a fresh one', async () => {
    const file = join(dir, 'legacy.sqlite');
    const legacy = new Database(file);
    legacy.exec('CREATE TABLE migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    LEGACY_SQLITE.forEach((sqlText, i) => {
      legacy.exec(sqlText);
      legacy.prepare('INSERT INTO migrations VALUES (?, ?)').run(i + 1, 'then');
    });
    for (const s of LEGACY_DATA) legacy.exec(s.replaceAll('FALSE', '0').replaceAll('TRUE', '1'));
    legacy.close();

    const store = new SqliteStore(file);
    await store.migrate();
    await store.migrate();
    const versions = await store.select((db) =>
      db.selectFrom('migrations').select('version').orderBy('version'),
    );
    expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version));
    await readsLegacyData(store);
    await store.close();

    const freshFile = join(dir, 'fresh.sqlite');
    const fresh = new SqliteStore(freshFile);
    await fresh.migrate();
    await fresh.close();
    const migrated = sqliteShape(file);
    expect(JSON.stringify(migrated)).toContain('balances_wallet_funded_u');
    expect(JSON.stringify(migrated.columns)).toContain('must_change_password');
    expect(migrated).toEqual(sqliteShape(freshFile));
  });

  it('the schema refuses what the store refuses: a negative player account, an update of the log', async () => {
    const store = new SqliteStore(':memory:');
    await store.migrate();
    await expect(
      store.write((db) => [db.insertInto('balances').values({ account: 'wallet:9', balance: -1 })]),
    ).rejects.toThrow(/insufficient_funds/);
    await store.createUser({ username: 'u', role: 'admin', passwordHash: 'x' });
    await store.write((db) => [
      db.insertInto('tables').values({
        id: 't',
        game: 'g',
        options: '{}',
        automated: 1,
        rng: 'crypto',
        created_by: 1,
        created_at: 'now',
        genesis: 'g',
      }),
      db.insertInto('coupon_moves').values({
        table_id: 't',
        seq: 1,
        serial: 'MP-1',
        from_account: 'a',
        to_account: 'b',
        value: 500,
      }),
    ]);
    await expect(store.write((db) => [db.deleteFrom('coupon_moves')])).rejects.toThrow(/append-only/);
    await expect(store.write((db) => [db.updateTable('coupon_moves').set({ value: 1 })])).rejects.toThrow(
      /append-only/,
    );
    await store.close();
  });
});

const legacyPg = await freshSchema('felt_migrate_legacy');
const freshPg = await freshSchema('felt_migrate_fresh');
afterAll(async () => {
  await legacyPg.drop();
  await freshPg.drop();
});

async function pgShape(url: string, schema: string): Promise<Shape> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const q = async (text: string): Promise<unknown[]> =>
    (await c.query(text, [schema])).rows.map((r: Record<string, unknown>) =>
      JSON.parse(JSON.stringify(r).replaceAll(`${schema}.`, '')),
    );
  const shape = {
    columns: await q(
      `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
         WHERE table_schema = $1 ORDER BY table_name, column_name`,
    ),
    constraints: await q(
      `SELECT table_name, constraint_name, constraint_type FROM information_schema.table_constraints
         WHERE table_schema = $1 AND (constraint_type <> 'CHECK' OR constraint_name NOT LIKE '%not_null')
         ORDER BY table_name, constraint_name`,
    ),
    triggers: await q(
      `SELECT event_object_table, trigger_name, event_manipulation FROM information_schema.triggers
         WHERE trigger_schema = $1 ORDER BY 1, 2, 3`,
    ),
    indexes: await q(`SELECT tablename, indexname FROM pg_indexes WHERE schemaname = $1 ORDER BY 1, 2`),
  };
  await c.end();
  return shape;
}

describe.skipIf(!legacyPg.available || !freshPg.available)('PostgreSQL: one migration list', () => {
  it('a database made by the store before Kysely migrates forward, keeps its data, and matches a fresh one', async () => {
    const c = new pg.Client({ connectionString: legacyPg.url });
    await c.connect();
    await c.query('CREATE TABLE migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    for (const [i, text] of LEGACY_POSTGRES.entries()) {
      await c.query(text);
      await c.query('INSERT INTO migrations VALUES ($1, $2)', [i + 1, 'then']);
    }
    for (const s of LEGACY_DATA) await c.query(s);
    await c.end();

    const store = await PgStore.connect(legacyPg.url);
    await store.migrate();
    await store.migrate();
    const versions = await store.select((db) =>
      db.selectFrom('migrations').select('version').orderBy('version'),
    );
    expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(versions).toHaveLength(LATEST);
    await readsLegacyData(store);
    await store.close();

    const fresh = await PgStore.connect(freshPg.url);
    await fresh.migrate();
    await fresh.close();
    const migrated = await pgShape(legacyPg.url, legacyPg.schema);
    expect(JSON.stringify(migrated.columns)).toContain('"coupon_moves"');
    expect(JSON.stringify(migrated.constraints)).toContain('wallet_funded');
    expect(migrated).toEqual(await pgShape(freshPg.url, freshPg.schema));
  });
});
