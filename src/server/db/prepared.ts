/**
 * Queries written once with Kysely's typed builder and compiled once per dialect. Building and compiling
 * a query costs some 15 µs, more than running a small insert on SQLite, so a query that runs on every
 * command is compiled once with a slot in place of each argument; running it binds the arguments to the
 * slots (`bind`) and executes the same SQL text, which each store keeps as a prepared statement.
 */
import type { Compilable, Kysely } from 'kysely';
import type { DB } from './schema.js';

/** Where an argument goes in a compiled query's parameters. */
class Slot {
  constructor(readonly name: string) {}
}

/** A query compiled with slots: its SQL text, and its parameters for given arguments. */
export interface Prepared<A, R> {
  readonly sql: string;
  bind(args: A): unknown[];
  /** Phantom: the row type the query returns. */
  readonly row?: R;
}

/**
 * Compiles `build` once. `build` receives stand-ins for its arguments and must use each only as a value
 * (a column's value, a comparison's operand), never to decide the query's shape.
 */
export function prepare<A extends Record<string, unknown>, R>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, args: A) => Compilable<R>,
): Prepared<A, R> {
  const slots = new Proxy({} as A, {
    get: (_target, name) => new Slot(String(name)),
  });
  const compiled = build(db, slots).compile();
  const params = compiled.parameters;
  const sql = compiled.sql;
  return {
    sql,
    bind: (args) => params.map((p) => (p instanceof Slot ? args[p.name] : p)),
  };
}

/** The row type of a prepared query. */
