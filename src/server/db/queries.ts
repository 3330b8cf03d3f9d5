/**
 * Every query the stores share, written once against the schema and compiled once per dialect
 * (prepared.ts). SQLite runs them synchronously on better-sqlite3, PostgreSQL through Kysely's driver on
 * pg; what only PostgreSQL does (leases) is in pg-store.ts.
 */
import type { Kysely, SqlBool } from 'kysely';
import { prepare } from './prepared.js';
import type { DB } from './schema.js';

export function queries(k: Kysely<DB>) {
  return {
    countUsers: prepare(k, (db) => db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'))),
    insertUser: prepare(
      k,
      (db, a: { username: string; role: string; hash: string; at: string; must: SqlBool; no: SqlBool }) =>
        db
          .insertInto('users')
          .values({
            username: a.username,
            role: a.role,
            password_hash: a.hash,
            created_at: a.at,
            disabled: a.no,
            must_change_password: a.must,
          })
          .returningAll(),
    ),
    userByName: prepare(k, (db, a: { username: string }) =>
      db.selectFrom('users').selectAll().where('username', '=', a.username),
    ),
    userById: prepare(k, (db, a: { id: number }) =>
      db.selectFrom('users').selectAll().where('id', '=', a.id),
    ),
    listUsers: prepare(k, (db) => db.selectFrom('users').selectAll().orderBy('id')),
    setPassword: prepare(k, (db, a: { id: number; hash: string; must: SqlBool }) =>
      db
        .updateTable('users')
        .set({ password_hash: a.hash, must_change_password: a.must })
        .where('id', '=', a.id),
    ),
    setDisabled: prepare(k, (db, a: { id: number; disabled: SqlBool; reason: string | null }) =>
      db.updateTable('users').set({ disabled: a.disabled, disabled_reason: a.reason }).where('id', '=', a.id),
    ),
    setRole: prepare(k, (db, a: { id: number; role: string }) =>
      db.updateTable('users').set({ role: a.role }).where('id', '=', a.id),
    ),

    insertSession: prepare(k, (db, a: { hash: string; user: number; csrf: string; expires: number }) =>
      db
        .insertInto('sessions')
        .values({ token_hash: a.hash, user_id: a.user, csrf: a.csrf, expires_at: a.expires }),
    ),
    session: prepare(k, (db, a: { hash: string }) =>
      db.selectFrom('sessions').selectAll().where('token_hash', '=', a.hash),
    ),
    deleteSession: prepare(k, (db, a: { hash: string }) =>
      db.deleteFrom('sessions').where('token_hash', '=', a.hash),
    ),
    deleteSessionsOf: prepare(k, (db, a: { user: number; except: string }) =>
      db.deleteFrom('sessions').where('user_id', '=', a.user).where('token_hash', '<>', a.except),
    ),
    deleteExpiredSessions: prepare(k, (db, a: { now: number }) =>
      db.deleteFrom('sessions').where('expires_at', '<', a.now),
    ),

    insertTable: prepare(
      k,
      (
        db,
        a: {
          id: string;
          game: string;
          options: string;
          automated: SqlBool;
          rng: string;
          by: number;
          at: string;
          genesis: string;
          name: string | null;
        },
      ) =>
        db.insertInto('tables').values({
          id: a.id,
          game: a.game,
          options: a.options,
          automated: a.automated,
          rng: a.rng,
          created_by: a.by,
          created_at: a.at,
          genesis: a.genesis,
          name: a.name,
        }),
    ),
    openTables: prepare(k, (db) =>
      db.selectFrom('tables').selectAll().where('closed_at', 'is', null).orderBy('created_at'),
    ),
    closedTables: prepare(k, (db) =>
      db
        .selectFrom('tables')
        .selectAll()
        .where('closed_at', 'is not', null)
        .orderBy('closed_at', 'desc')
        .orderBy('id'),
    ),
    table: prepare(k, (db, a: { id: string }) => db.selectFrom('tables').selectAll().where('id', '=', a.id)),
    renameTable: prepare(k, (db, a: { id: string; name: string | null }) =>
      db.updateTable('tables').set({ name: a.name }).where('id', '=', a.id),
    ),
    closeTable: prepare(k, (db, a: { id: string; by: number; at: string }) =>
      db
        .updateTable('tables')
        .set({ closed_at: a.at, closed_by: a.by })
        .where('id', '=', a.id)
        .where('closed_at', 'is', null),
    ),
    releaseLeaseOf: prepare(k, (db, a: { id: string }) =>
      db.deleteFrom('table_leases').where('table_id', '=', a.id),
    ),

    log: prepare(k, (db, a: { table: string }) =>
      db.selectFrom('log').selectAll().where('table_id', '=', a.table).orderBy('seq'),
    ),
    insertLog: prepare(
      k,
      (
        db,
        a: {
          table: string;
          seq: number;
          round: number;
          actor: string;
          user: number | null;
          command: string;
          draws: string;
          events: string;
          at: number;
          prev: string;
          hash: string;
        },
      ) =>
        db.insertInto('log').values({
          table_id: a.table,
          seq: a.seq,
          round: a.round,
          actor: a.actor,
          user_id: a.user,
          command: a.command,
          draws: a.draws,
          events: a.events,
          at: a.at,
          prev_hash: a.prev,
          hash: a.hash,
        }),
    ),
    insertPosting: prepare(
      k,
      (
        db,
        a: {
          debit: string;
          credit: string;
          amount: number;
          memo: string;
          table: string | null;
          seq: number | null;
        },
      ) =>
        db.insertInto('postings').values({
          debit: a.debit,
          credit: a.credit,
          amount: a.amount,
          memo: a.memo,
          table_id: a.table,
          seq: a.seq,
        }),
    ),
    /** Moves an account's cached balance by `delta` (creating the row). */
    addToBalance: prepare(k, (db, a: { account: string; delta: number }) =>
      db
        .insertInto('balances')
        .values({ account: a.account, balance: a.delta })
        .onConflict((oc) =>
          oc
            .column('account')
            .doUpdateSet((eb) => ({ balance: eb('balances.balance', '+', eb.ref('excluded.balance')) })),
        ),
    ),
    /**
     * Debits an account only if it can pay (`balance + delta >= 0`): the funds check and the move in one
     * statement; no row changed means the account cannot pay.
     */
    debitFunded: prepare(k, (db, a: { account: string; delta: number }) =>
      db
        .updateTable('balances')
        .set((eb) => ({ balance: eb('balance', '+', a.delta) }))
        .where('account', '=', a.account)
        .where((eb) => eb(eb('balance', '+', a.delta), '>=', 0)),
    ),
    insertCouponMove: prepare(
      k,
      (db, a: { table: string; seq: number; serial: string; from: string; to: string; value: number }) =>
        db.insertInto('coupon_moves').values({
          table_id: a.table,
          seq: a.seq,
          serial: a.serial,
          from_account: a.from,
          to_account: a.to,
          value: a.value,
        }),
    ),
    couponMoves: prepare(k, (db) => db.selectFrom('coupon_moves').selectAll().orderBy('id')),
    couponMovesAt: prepare(k, (db, a: { table: string }) =>
      db.selectFrom('coupon_moves').selectAll().where('table_id', '=', a.table).orderBy('id'),
    ),

    balance: prepare(k, (db, a: { account: string }) =>
      db.selectFrom('balances').select('balance').where('account', '=', a.account),
    ),
    balances: prepare(k, (db) => db.selectFrom('balances').select(['account', 'balance'])),
    /** Every balance summed again from the postings (a debit adds, a credit subtracts). */
    ledgerTotals: prepare(k, (db) =>
      db
        .selectFrom(
          db
            .selectFrom('postings')
            .select(['debit as account', 'amount'])
            .unionAll(
              db.selectFrom('postings').select((eb) => ['credit as account', eb.neg('amount').as('amount')]),
            )
            .as('x'),
        )
        .select((eb) => ['account', eb.fn.sum<number>('amount').as('balance')])
        .groupBy('account'),
    ),

    insertTableTest: prepare(
      k,
      (
        db,
        a: {
          trainee: string;
          game: string;
          supervisor: string;
          title: string;
          by: string;
          result: string;
          score: string;
          notes: string;
          at: string;
        },
      ) =>
        db.insertInto('table_tests').values({
          trainee: a.trainee,
          game: a.game,
          supervisor: a.supervisor,
          supervisor_title: a.title,
          recorded_by: a.by,
          result: a.result,
          score: a.score,
          notes: a.notes,
          at: a.at,
        }),
    ),
    tableTests: prepare(k, (db) =>
      db
        .selectFrom('table_tests')
        .select([
          'trainee',
          'game',
          'supervisor',
          'supervisor_title',
          'recorded_by',
          'result',
          'score',
          'notes',
          'at',
        ])
        .orderBy('id'),
    ),
    insertTrainingHours: prepare(
      k,
      (
        db,
        a: {
          trainee: string;
          game: string;
          minutes: number;
          day: string;
          instructor: string;
          notes: string;
          at: string;
        },
      ) =>
        db.insertInto('training_hours').values({
          trainee: a.trainee,
          game: a.game,
          minutes: a.minutes,
          day: a.day,
          instructor: a.instructor,
          notes: a.notes,
          at: a.at,
        }),
    ),
    trainingHours: prepare(k, (db) =>
      db
        .selectFrom('training_hours')
        .select(['trainee', 'game', 'minutes', 'day', 'instructor', 'notes', 'at'])
        .orderBy('id'),
    ),
  };
}

export type Queries = ReturnType<typeof queries>;
