/**
 * The database as Kysely sees it: one interface for SQLite and PostgreSQL, so a query is written and
 * type-checked once. Where the two store a value differently the column type says so: booleans are
 * 0/1 on SQLite and `boolean` on PostgreSQL (`SqlBool`), and a table's options are JSON text on SQLite
 * and `jsonb` on PostgreSQL (written as JSON text on both). The columns are created by migrations.ts.
 */
import type { ColumnType, Generated, SqlBool } from 'kysely';

/** Written as JSON text; read back as text (SQLite) or already parsed (PostgreSQL jsonb). */
type Json = ColumnType<unknown, string, string>;

export interface MigrationsTable {
  version: number;
  applied_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  role: string;
  password_hash: string;
  created_at: string;
  disabled: ColumnType<SqlBool, SqlBool | undefined, SqlBool>;
  /** What the admin said when disabling the account (told to its sessions as they end). */
  disabled_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set by an admin's password reset: the next session should choose a password of its own. */
  must_change_password: ColumnType<SqlBool, SqlBool | undefined, SqlBool>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  csrf: string;
  expires_at: number;
}

export interface TablesTable {
  id: string;
  game: string;
  options: Json;
  automated: SqlBool;
  rng: string;
  created_by: number;
  created_at: string;
  genesis: string;
  /** The name the floor gave the table (`MB-3`), if any. */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the table was closed (ISO time); a closed table is never served again. */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  closed_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface LogTable {
  table_id: string;
  seq: number;
  round: number;
  actor: string;
  user_id: number | null;
  command: string;
  draws: string;
  events: string;
  at: number;
  prev_hash: string;
  hash: string;
}

export interface PostingsTable {
  id: Generated<number>;
  debit: string;
  credit: string;
  amount: number;
  memo: string;
  table_id: string | null;
  seq: number | null;
}

export interface BalancesTable {
  account: string;
  balance: number;
}

export interface TableTestsTable {
  id: Generated<number>;
  trainee: string;
  game: string;
  supervisor: string;
  supervisor_title: ColumnType<string, string | undefined, string>;
  recorded_by: ColumnType<string, string | undefined, string>;
  result: string;
  score: string;
  notes: string;
  at: string;
}

export interface TrainingHoursTable {
  id: Generated<number>;
  trainee: string;
  game: string;
  minutes: number;
  day: string;
  instructor: string;
  notes: string;
  at: string;
}

export interface TableLeasesTable {
  table_id: string;
  owner: string;
  url: string | null;
  /** PostgreSQL's clock (`timestamptz`, set from `now()`); leases are used only there. */
  expires_at: ColumnType<Date, Date, Date>;
}

/** A Match Play Coupon moved by a table's log entry (not chips: never in `postings`). */
export interface CouponMovesTable {
  id: Generated<number>;
  table_id: string;
  seq: number;
  serial: string;
  from_account: string;
  to_account: string;
  /** The face value, in cents. */
  value: number;
}

/** A back-office record (src/backoffice/records.ts): its kind, id, version and the record as JSON text. */
export interface BoRecordsTable {
  seq: Generated<number>;
  kind: string;
  id: string;
  version: number;
  data: string;
}

/** The back office's hash-chained audit log: one row per event, hash = SHA-256(prev_hash + event). */
export interface BoAuditTable {
  seq: Generated<number>;
  prev_hash: string;
  hash: string;
  at: number;
  actor: string;
  type: string;
  record: string;
  record_id: string;
  /** The event as canonical JSON text (what is hashed). */
  event: string;
}

/** What the back office needs of an account: the name it signs with, its position, its credential. */
export interface BoStaffTable {
  user_id: number;
  name: string;
  position: string;
  credential: string | null;
}

export interface DB {
  migrations: MigrationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  tables: TablesTable;
  log: LogTable;
  postings: PostingsTable;
  balances: BalancesTable;
  table_tests: TableTestsTable;
  training_hours: TrainingHoursTable;
  table_leases: TableLeasesTable;
  coupon_moves: CouponMovesTable;
  bo_records: BoRecordsTable;
  bo_audit: BoAuditTable;
  bo_staff: BoStaffTable;
}
