/**
 * Test support (not shipped): a fresh schema on the local PostgreSQL service (FELT_TEST_DATABASE_URL, or
 * postgres://postgres@127.0.0.1:5432/test) for one test file, dropped afterwards.
 */
import pg from 'pg';

/** The test database, without a schema. */
export const BASE = process.env['FELT_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestSchema {
  readonly schema: string;
  /** The database URL with the schema as its search path. */
  readonly url: string;
  /** Whether PostgreSQL was reachable and the schema was created (the tests skip otherwise). */
  readonly available: boolean;
  /** Drops the schema with everything in it (nothing to do when it was never created). */
  drop(): Promise<void>;
}

/** Creates the schema `<prefix>_<pid>_<time>` when PostgreSQL is reachable. */
export async function freshSchema(prefix: string): Promise<TestSchema> {
  const schema = `${prefix}_${process.pid}_${Date.now()}`;
  const url = `${BASE}${BASE.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const available = await create(schema);
  return {
    schema,
    url,
    available,
    async drop() {
      if (!available) return;
      const c = new pg.Client({ connectionString: BASE });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

async function create(schema: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: BASE, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}
