/**
 * Persistence. Every command with its random draws and events is appended to its table's log, together
 * with the ledger postings it causes, in one transaction; each entry carries a SHA-256 hash chained to
 * the previous one, so an altered, removed or reordered entry is detected. Nothing is updated in place
 * except derived caches (account balances) that are written in the same transaction as the rows they sum.
 */
import type { Compilable, Kysely } from 'kysely';
import type { Actor } from '../engine/game.js';
import type { AccountRole } from '../protocol/wire.js';
import type { DB } from './db/schema.js';

export interface UserRow {
  readonly id: number;
  readonly username: string;
  readonly role: AccountRole;
  readonly passwordHash: string;
  readonly createdAt: string;
  /** A disabled account cannot log in and has no sessions. */
  readonly disabled: boolean;
  /** Why the account was disabled (null when it is not, or no reason was given). */
  readonly disabledReason: string | null;
  /** An admin reset the password: the account should choose a new one. */
  readonly mustChangePassword: boolean;
}

export interface SessionRow {
  readonly tokenHash: string;
  readonly userId: number;
  readonly csrf: string;
  readonly expiresAt: number;
}

export interface TableRow {
  readonly id: string;
  readonly game: string;
  readonly options: unknown;
  readonly automated: boolean;
  /** The kind of random source the table draws from (recorded in its shuffle events). */
  readonly rng: 'crypto' | 'seeded';
  readonly createdBy: number;
  readonly createdAt: string;
  /** The genesis of the hash chain: a hash over the table's id, game, options and mode. */
  readonly genesis: string;
  /** The name the floor gave the table (`MB-3`); not part of the chain, so it may change. */
  readonly name?: string | null;
  /** When the table was closed (ISO time): a closed table is never served again; its log stays. */
  readonly closedAt?: string | null;
}

export interface StoredEntry {
  readonly tableId: string;
  readonly seq: number;
  readonly round: number;
  readonly actor: Actor;
  readonly userId: number | null;
  readonly command: { readonly type: string };
  readonly draws: readonly number[];
  readonly events: readonly { readonly type: string }[];
  readonly at: number;
  readonly prevHash: string;
  readonly hash: string;
}

/** One double-entry posting: `amount` moves from `from` to `to`. */
export interface Posting {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
  readonly memo: string;
  readonly tableId?: string;
  readonly seq?: number;
}

export interface TableTestRow {
  readonly trainee: string;
  readonly game: string;
  /** The examiner, at the level of pit manager or higher (§ 611a.5(a)). */
  readonly supervisor: string;
  /** The examiner's level (`pit-manager`, `shift-manager`, ...). */
  readonly supervisorTitle: string;
  /** The account that recorded the test. */
  readonly recordedBy: string;
  readonly result: 'pass' | 'fail';
  readonly score: string;
  readonly notes: string;
  readonly at: string;
}

/** Hours of instruction a trainee completed on a game (58 Pa. Code 611a.2). */
export interface TrainingHoursRow {
  readonly trainee: string;
  readonly game: string;
  /** Minutes, so a session of 1 h 30 is exact. */
  readonly minutes: number;
  /** The day the instruction was given (YYYY-MM-DD). */
  readonly day: string;
  readonly instructor: string;
  readonly notes: string;
  readonly at: string;
}

/**
 * A Match Play Coupon moved by a log entry (from the kernel's transfers that carry a `coupon` serial).
 * Coupons are not chips: they never appear in the postings; the back office reads these.
 */
export interface CouponMove {
  readonly tableId: string;
  readonly seq: number;
  readonly serial: string;
  readonly from: string;
  readonly to: string;
  /** The coupon's face value, in cents. */
  readonly value: number;
}

/** Which process serves a table (PostgreSQL); `url` is where its clients should connect. */
export interface Lease {
  readonly tableId: string;
  readonly owner: string;
  readonly url: string | null;
  readonly expiresAt: number;
}

/** Thrown by `append` when this process no longer holds the table's lease: nothing was stored. */
export class LeaseLostError extends Error {
  readonly code = 'lease_lost';
  constructor(readonly tableId: string) {
    super(`this process no longer serves table ${tableId}`);
  }
}

/**
 * The accounts that may never go below zero: a player's account (`wallet:<user>`) holds chips that person
 * owns. The cage (chips issued) and a table's bank (the house's result) go negative by design in this
 * double-entry scheme; a seat's account follows its rack, which the game keeps non-negative.
 */
export const mustStayFunded = (account: string): boolean => account.startsWith('wallet:');

/**
 * Thrown by `append` and `post` when a posting would take a player's account below zero: the check and
 * the move are one atomic step in the store (so two tables cannot both spend the same chips), and
 * nothing of the append was stored.
 */
export class InsufficientFundsError extends Error {
  readonly code = 'insufficient_funds';
  constructor(readonly account: string) {
    super(`account ${account} does not hold the chips this would take from it`);
  }
}

/** Each account's net change over a list of postings, in account order (the order rows are locked in). */
export function netChanges(postings: readonly Posting[]): [string, number][] {
  const net = new Map<string, number>();
  for (const p of postings) {
    net.set(p.from, (net.get(p.from) ?? 0) - p.amount);
    net.set(p.to, (net.get(p.to) ?? 0) + p.amount);
  }
  return [...net].filter(([, d]) => d !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Claims the right to serve a table in this process, or renews it (always granted on SQLite, one
   * process per file). On PostgreSQL this is a lease with an expiry that `renew` must keep extending.
   */
  claim(tableId: string): Promise<boolean>;
  /** Extends this process's leases on these tables; returns the ones it still holds. */
  renew(tableIds: readonly string[]): Promise<Set<string>>;
  /** Gives a table's lease up (graceful shutdown), so another process may take the table at once. */
  release(tableId: string): Promise<void>;
  /** Who serves a table now (undefined: nobody holds a live lease, or SQLite). */
  leaseOf(tableId: string): Promise<Lease | undefined>;
  /** Where this process's clients connect (stored with its leases, so other processes can redirect). */
  advertise(url: string): void;
  countUsers(): Promise<number>;
  createUser(u: {
    username: string;
    role: AccountRole;
    passwordHash: string;
    mustChangePassword?: boolean;
  }): Promise<UserRow>;
  userByName(username: string): Promise<UserRow | undefined>;
  userById(id: number): Promise<UserRow | undefined>;
  listUsers(): Promise<UserRow[]>;
  createSession(s: SessionRow): Promise<void>;
  session(tokenHash: string): Promise<SessionRow | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Ends every session of a user (optionally but one); returns how many ended. */
  deleteSessionsOf(userId: number, except?: string): Promise<number>;
  /** Deletes sessions past their expiry; returns how many. */
  deleteExpiredSessions(now: number): Promise<number>;
  /** A new password; `mustChange` marks it as one an admin set (the account should choose its own). */
  setPassword(userId: number, passwordHash: string, mustChange?: boolean): Promise<void>;
  setDisabled(userId: number, disabled: boolean, reason?: string | null): Promise<void>;
  setRole(userId: number, role: AccountRole): Promise<void>;
  createTable(t: TableRow): Promise<void>;
  /** The open tables (a closed one is never served again). */
  listTables(): Promise<TableRow[]>;
  /** The closed tables, most recently closed first. */
  closedTables(): Promise<TableRow[]>;
  table(id: string): Promise<TableRow | undefined>;
  renameTable(id: string, name: string | null): Promise<void>;
  /** Closes an open table (false: it was not open); its lease, if any, is given up. */
  closeTable(id: string, by: number, at: string): Promise<boolean>;
  log(tableId: string): Promise<StoredEntry[]>;
  /**
   * Appends entries (consecutive seqs) and their postings atomically; fails if a seq is taken, and with
   * InsufficientFundsError (nothing stored) if a player's account would go below zero.
   */
  append(
    entries: readonly StoredEntry[],
    postings: readonly Posting[],
    coupons?: readonly CouponMove[],
  ): Promise<void>;
  /** The coupons moved at a table (or at every table), in order. */
  couponMoves(tableId?: string): Promise<CouponMove[]>;
  /** Postings outside any table (registration credit, cashier); the same funds rule as `append`. */
  post(postings: readonly Posting[]): Promise<void>;
  balance(account: string): Promise<number>;
  balances(): Promise<Map<string, number>>;
  /** Recomputes every balance from the postings (the cache must agree). */
  ledgerTotals(): Promise<Map<string, number>>;
  recordTableTest(t: TableTestRow): Promise<void>;
  tableTests(): Promise<TableTestRow[]>;
  recordTrainingHours(t: TrainingHoursRow): Promise<void>;
  trainingHours(): Promise<TrainingHoursRow[]>;
  /**
   * For persistence written outside this file (the back office's): a query built with Kysely against
   * the schema (db/schema.ts; new tables come from the next migration in db/migrations.ts), run by the
   * store in its own way (on SQLite synchronously, between group commits).
   */
  select<R>(build: (db: Kysely<DB>) => Compilable<R>): Promise<R[]>;
  /** Statements run in one transaction, all or none; each one's number of affected rows. */
  write(build: (db: Kysely<DB>) => readonly Compilable[]): Promise<number[]>;
  close(): Promise<void>;
}
