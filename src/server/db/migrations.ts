/**
 * The schema's one migration list, for SQLite and PostgreSQL alike: each migration is written once with
 * Kysely's schema builder and compiled for the store's dialect, so the two stores cannot drift. Only what
 * the two databases spell differently is spelled per dialect: column types (`T` below), and the triggers
 * and constraints that keep the log and the ledger append-only and a player's account funded.
 *
 * Migrations run in order, each in its own transaction with its row in `migrations (version,
 * applied_at)`; a database is migrated forward from whatever version it holds (the table and its
 * numbering are those of the stores before Kysely, so their databases carry on from version 3).
 * Never edit a migration that has shipped: add the next one.
 */
import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Compilable, type Kysely } from 'kysely';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

/** One statement of a migration: a compiled builder, or SQL text for what only one dialect has. */
export type Step = Compilable | { readonly raw: string };

export interface Migration {
  readonly version: number;
  readonly name: string;
  up(db: Kysely<DB>, dialect: Dialect): readonly Step[];
}

/** Column types as each dialect spells them. */
const types = (d: Dialect) =>
  d === 'postgres'
    ? ({
        id: 'serial',
        bigId: 'bigserial',
        bool: 'boolean',
        json: 'jsonb',
        big: 'bigint',
        now: 'timestamptz',
      } as const)
    : ({
        id: 'integer',
        bigId: 'integer',
        bool: 'integer',
        json: 'text',
        big: 'integer',
        now: 'text',
      } as const);

const no = (d: Dialect): 0 | false => (d === 'postgres' ? false : 0);

/** Triggers refusing UPDATE and DELETE on `table`. */
function appendOnly(d: Dialect, table: string, what: string): Step[] {
  if (d === 'postgres')
    return [
      {
        raw: `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION felt_append_only()`,
      },
    ];
  return ['u', 'd'].map((k) => ({
    raw: `CREATE TRIGGER ${table}_append_only_${k} BEFORE ${k === 'u' ? 'UPDATE' : 'DELETE'} ON ${table} BEGIN SELECT RAISE(ABORT, '${what} is append-only'); END`,
  }));
}

/** An auto-numbered primary key. */
const id = (d: Dialect, big = false): [ColumnDataType, (c: ColumnBuilder) => ColumnBuilder] => [
  big ? types(d).bigId : types(d).id,
  (c) => (d === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()),
];
type ColumnBuilder = ColumnDefinitionBuilder;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'users, sessions, tables, the log and the ledger; personnel records',
    up: (db, d) => {
      const t = types(d);
      return [
        db.schema
          .createTable('users')
          .addColumn('id', ...id(d))
          .addColumn('username', 'text', (c) => c.notNull().unique())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull()),
        db.schema
          .createTable('sessions')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('csrf', 'text', (c) => c.notNull())
          .addColumn('expires_at', t.big, (c) => c.notNull()),
        db.schema
          .createTable('tables')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('options', t.json, (c) => c.notNull())
          .addColumn('automated', t.bool, (c) => c.notNull())
          .addColumn('rng', 'text', (c) => c.notNull())
          .addColumn('created_by', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('genesis', 'text', (c) => c.notNull()),
        db.schema
          .createTable('log')
          .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('round', 'integer', (c) => c.notNull())
          .addColumn('actor', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer')
          .addColumn('command', 'text', (c) => c.notNull())
          .addColumn('draws', 'text', (c) => c.notNull())
          .addColumn('events', 'text', (c) => c.notNull())
          .addColumn('at', t.big, (c) => c.notNull())
          .addColumn('prev_hash', 'text', (c) => c.notNull())
          .addColumn('hash', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('log_pkey', ['table_id', 'seq']),
        db.schema
          .createTable('postings')
          .addColumn('id', ...id(d, true))
          .addColumn('debit', 'text', (c) => c.notNull())
          .addColumn('credit', 'text', (c) => c.notNull())
          .addColumn('amount', t.big, (c) => c.notNull().check(sql`amount > 0`))
          .addColumn('memo', 'text', (c) => c.notNull())
          .addColumn('table_id', 'text')
          .addColumn('seq', 'integer'),
        db.schema
          .createTable('balances')
          .addColumn('account', 'text', (c) => c.primaryKey())
          .addColumn('balance', t.big, (c) => c.notNull()),
        db.schema
          .createTable('table_tests')
          .addColumn('id', ...id(d))
          .addColumn('trainee', 'text', (c) => c.notNull())
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('supervisor', 'text', (c) => c.notNull())
          .addColumn('result', 'text', (c) => c.notNull())
          .addColumn('score', 'text', (c) => c.notNull())
          .addColumn('notes', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull()),
        ...(d === 'postgres'
          ? [
              {
                raw: `CREATE FUNCTION felt_append_only() RETURNS trigger LANGUAGE plpgsql AS
                  $$ BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$`,
              },
            ]
          : []),
        ...appendOnly(d, 'log', 'log'),
        ...appendOnly(d, 'postings', 'ledger'),
      ];
    },
  },
  {
    version: 2,
    name: 'accounts (disable, password change, logout everywhere); 611a hours and table tests; leases',
    up: (db, d) => [
      // Table leases were PostgreSQL's alone before version 4 (which gives SQLite the same table).
      ...(d === 'postgres'
        ? [
            db.schema
              .createTable('table_leases')
              .addColumn('table_id', 'text', (c) => c.primaryKey().references('tables.id'))
              .addColumn('owner', 'text', (c) => c.notNull())
              .addColumn('url', 'text')
              .addColumn('expires_at', types(d).now, (c) => c.notNull()),
          ]
        : []),
      db.schema.alterTable('users').addColumn('disabled', types(d).bool, (c) => c.notNull().defaultTo(no(d))),
      db.schema.createIndex('sessions_user').on('sessions').column('user_id'),
      db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at'),
      db.schema
        .alterTable('table_tests')
        .addColumn('supervisor_title', 'text', (c) => c.notNull().defaultTo('')),
      db.schema.alterTable('table_tests').addColumn('recorded_by', 'text', (c) => c.notNull().defaultTo('')),
      db.schema
        .createTable('training_hours')
        .addColumn('id', ...id(d))
        .addColumn('trainee', 'text', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes > 0`))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('instructor', 'text', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull()),
      ...appendOnly(d, 'table_tests', 'personnel records'),
      ...appendOnly(d, 'training_hours', 'personnel records'),
    ],
  },
  {
    version: 3,
    name: "a player's account never goes below zero (the backstop behind the conditional debit)",
    // PostgreSQL: a CHECK, NOT VALID so rows already stored are not re-checked (every new or changed
    // row is). SQLite cannot add a CHECK to an existing table: triggers hold the rule.
    up: (_db, d) =>
      d === 'postgres'
        ? [
            {
              raw: `ALTER TABLE balances ADD CONSTRAINT wallet_funded
                CHECK (left(account, 7) <> 'wallet:' OR balance >= 0) NOT VALID`,
            },
          ]
        : ['INSERT', 'UPDATE'].map((op) => ({
            raw: `CREATE TRIGGER balances_wallet_funded_${op === 'INSERT' ? 'i' : 'u'} BEFORE ${op} ON balances
              WHEN substr(NEW.account, 1, 7) = 'wallet:' AND NEW.balance < 0
              BEGIN SELECT RAISE(ABORT, 'insufficient_funds: a player account may not go below zero'); END`,
          })),
  },
  {
    version: 4,
    name: 'named and closed tables; disable reasons and password resets; coupon movements; leases everywhere',
    up: (db, d) => {
      const t = types(d);
      return [
        db.schema.alterTable('tables').addColumn('name', 'text'),
        db.schema.alterTable('tables').addColumn('closed_at', 'text'),
        db.schema.alterTable('tables').addColumn('closed_by', 'integer'),
        db.schema.alterTable('users').addColumn('disabled_reason', 'text'),
        db.schema
          .alterTable('users')
          .addColumn('must_change_password', t.bool, (c) => c.notNull().defaultTo(no(d))),
        db.schema
          .createTable('table_leases')
          .ifNotExists()
          .addColumn('table_id', 'text', (c) => c.primaryKey().references('tables.id'))
          .addColumn('owner', 'text', (c) => c.notNull())
          .addColumn('url', 'text')
          .addColumn('expires_at', t.now, (c) => c.notNull()),
        db.schema
          .createTable('coupon_moves')
          .addColumn('id', ...id(d, true))
          .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('serial', 'text', (c) => c.notNull())
          .addColumn('from_account', 'text', (c) => c.notNull())
          .addColumn('to_account', 'text', (c) => c.notNull())
          .addColumn('value', t.big, (c) => c.notNull().check(sql`value > 0`)),
        db.schema.createIndex('coupon_moves_serial').on('coupon_moves').column('serial'),
        ...appendOnly(d, 'coupon_moves', 'coupon record'),
      ];
    },
  },
  {
    version: 5,
    name: "the back office's records, its hash-chained audit log, and staff positions and credentials",
    up: (db, d) => {
      const t = types(d);
      // The registers kept append-only (src/backoffice/repositories.ts APPEND_ONLY): an UPDATE of one of
      // their rows is refused by the database too. A DELETE is the destruction of § 465a.6(c), which
      // retention.ts allows only after the export.
      const appendOnlyKinds = APPEND_ONLY_KINDS.map((k) => `'${k}'`).join(', ');
      return [
        db.schema
          .createTable('bo_records')
          .addColumn('seq', ...id(d, true))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
          .addColumn('data', 'text', (c) => c.notNull()),
        db.schema.createIndex('bo_records_kind_id').on('bo_records').columns(['kind', 'id']).unique(),
        d === 'postgres'
          ? {
              raw: `CREATE TRIGGER bo_records_append_only BEFORE UPDATE ON bo_records FOR EACH ROW
                WHEN (OLD.kind IN (${appendOnlyKinds})) EXECUTE FUNCTION felt_append_only()`,
            }
          : {
              raw: `CREATE TRIGGER bo_records_append_only BEFORE UPDATE ON bo_records
                WHEN OLD.kind IN (${appendOnlyKinds})
                BEGIN SELECT RAISE(ABORT, 'this back-office register is append-only'); END`,
            },
        db.schema
          .createTable('bo_audit')
          .addColumn('seq', ...id(d, true))
          // Unique: two processes that both extend the same head cannot both commit (one conflicts).
          .addColumn('prev_hash', 'text', (c) => c.notNull().unique())
          .addColumn('hash', 'text', (c) => c.notNull())
          .addColumn('at', t.big, (c) => c.notNull())
          .addColumn('actor', 'text', (c) => c.notNull())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('record', 'text', (c) => c.notNull())
          .addColumn('record_id', 'text', (c) => c.notNull())
          .addColumn('event', 'text', (c) => c.notNull()),
        db.schema.createIndex('bo_audit_record').on('bo_audit').columns(['record', 'record_id']),
        ...appendOnly(d, 'bo_audit', 'the back-office audit log'),
        db.schema
          .createTable('bo_staff')
          .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('position', 'text', (c) => c.notNull())
          .addColumn('credential', 'text'),
      ];
    },
  },
];

/**
 * The append-only back-office registers as of migration 5 (a copy, so the shipped migration never
 * changes with the domain's list; migrations.test.ts holds the two equal).
 */
export const APPEND_ONLY_KINDS = [
  'couponLedger',
  'couponDailyForms',
  'couponFinanceReconciliations',
  'couponQuarterlyReports',
  'trainingHours',
  'tableTests',
  'liveHours',
  'durationApprovals',
  'trainingPrograms',
  'programCompletions',
  'sameTypeTraining',
  'diceInspections',
  'counterChecks',
  'retentionExports',
  'destructions',
] as const;

/** The SQL of a step for this dialect's Kysely instance, with its parameters. */
export function compileStep(step: Step): { sql: string; parameters: readonly unknown[] } {
  return 'raw' in step ? { sql: step.raw, parameters: [] } : step.compile();
}
