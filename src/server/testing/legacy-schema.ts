/** Test support: today's schema SQL, frozen, so a test can build a database as the stores before Kysely did and migrate it forward. */

export const LEGACY_SQLITE: readonly string[] = [
  `CREATE TABLE users (id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT NOT NULL UNIQUE,
     role TEXT NOT NULL, password_hash TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
     csrf TEXT NOT NULL, expires_at INTEGER NOT NULL);
   CREATE TABLE tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL,
     automated INTEGER NOT NULL, rng TEXT NOT NULL, created_by INTEGER NOT NULL, created_at TEXT NOT NULL, genesis TEXT NOT NULL);
   CREATE TABLE log (table_id TEXT NOT NULL REFERENCES tables(id), seq INTEGER NOT NULL, round INTEGER NOT NULL,
     actor TEXT NOT NULL, user_id INTEGER, command TEXT NOT NULL, draws TEXT NOT NULL, events TEXT NOT NULL,
     at INTEGER NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (table_id, seq));
   CREATE TABLE postings (id INTEGER PRIMARY KEY AUTOINCREMENT, debit TEXT NOT NULL, credit TEXT NOT NULL,
     amount INTEGER NOT NULL CHECK (amount > 0), memo TEXT NOT NULL, table_id TEXT, seq INTEGER);
   CREATE TABLE balances (account TEXT PRIMARY KEY, balance INTEGER NOT NULL);
   CREATE TABLE table_tests (id INTEGER PRIMARY KEY AUTOINCREMENT, trainee TEXT NOT NULL, game TEXT NOT NULL,
     supervisor TEXT NOT NULL, result TEXT NOT NULL, score TEXT NOT NULL, notes TEXT NOT NULL, at TEXT NOT NULL);
   CREATE TRIGGER log_append_only_u BEFORE UPDATE ON log BEGIN SELECT RAISE(ABORT, 'log is append-only'); END;
   CREATE TRIGGER log_append_only_d BEFORE DELETE ON log BEGIN SELECT RAISE(ABORT, 'log is append-only'); END;
   CREATE TRIGGER postings_append_only_u BEFORE UPDATE ON postings BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
   CREATE TRIGGER postings_append_only_d BEFORE DELETE ON postings BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;`,
  // Accounts (disable, password change, logout everywhere) and the 611a personnel-file records.
  `ALTER TABLE users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE INDEX sessions_expiry ON sessions(expires_at);
   ALTER TABLE table_tests ADD COLUMN supervisor_title TEXT NOT NULL DEFAULT '';
   ALTER TABLE table_tests ADD COLUMN recorded_by TEXT NOT NULL DEFAULT '';
   CREATE TABLE training_hours (id INTEGER PRIMARY KEY AUTOINCREMENT, trainee TEXT NOT NULL, game TEXT NOT NULL,
     minutes INTEGER NOT NULL CHECK (minutes > 0), day TEXT NOT NULL, instructor TEXT NOT NULL, notes TEXT NOT NULL,
     at TEXT NOT NULL);
   CREATE TRIGGER table_tests_append_only_u BEFORE UPDATE ON table_tests BEGIN SELECT RAISE(ABORT, 'personnel records are append-only'); END;
   CREATE TRIGGER table_tests_append_only_d BEFORE DELETE ON table_tests BEGIN SELECT RAISE(ABORT, 'personnel records are append-only'); END;
   CREATE TRIGGER training_hours_append_only_u BEFORE UPDATE ON training_hours BEGIN SELECT RAISE(ABORT, 'personnel records are append-only'); END;
   CREATE TRIGGER training_hours_append_only_d BEFORE DELETE ON training_hours BEGIN SELECT RAISE(ABORT, 'personnel records are append-only'); END;`,
  // A player's account never goes below zero (the store's own check comes first; this is the backstop).
  // SQLite cannot add a CHECK to an existing table, so triggers hold the rule for new and changed rows.
  `CREATE TRIGGER balances_wallet_funded_i BEFORE INSERT ON balances
     WHEN substr(NEW.account, 1, 7) = 'wallet:' AND NEW.balance < 0
     BEGIN SELECT RAISE(ABORT, 'insufficient_funds: a player account may not go below zero'); END;
   CREATE TRIGGER balances_wallet_funded_u BEFORE UPDATE ON balances
     WHEN substr(NEW.account, 1, 7) = 'wallet:' AND NEW.balance < 0
     BEGIN SELECT RAISE(ABORT, 'insufficient_funds: a player account may not go below zero'); END;`,
];

export const LEGACY_POSTGRES: readonly string[] = [
  `CREATE TABLE users (id SERIAL PRIMARY KEY, username TEXT NOT NULL UNIQUE, role TEXT NOT NULL,
     password_hash TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
     csrf TEXT NOT NULL, expires_at BIGINT NOT NULL);
   CREATE TABLE tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, options JSONB NOT NULL, automated BOOLEAN NOT NULL, rng TEXT NOT NULL,
     created_by INTEGER NOT NULL, created_at TEXT NOT NULL, genesis TEXT NOT NULL);
   CREATE TABLE log (table_id TEXT NOT NULL REFERENCES tables(id), seq INTEGER NOT NULL, round INTEGER NOT NULL,
     actor TEXT NOT NULL, user_id INTEGER, command TEXT NOT NULL, draws TEXT NOT NULL, events TEXT NOT NULL,
     at BIGINT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (table_id, seq));
   CREATE TABLE postings (id BIGSERIAL PRIMARY KEY, debit TEXT NOT NULL, credit TEXT NOT NULL,
     amount BIGINT NOT NULL CHECK (amount > 0), memo TEXT NOT NULL, table_id TEXT, seq INTEGER);
   CREATE TABLE balances (account TEXT PRIMARY KEY, balance BIGINT NOT NULL);
   CREATE TABLE table_tests (id SERIAL PRIMARY KEY, trainee TEXT NOT NULL, game TEXT NOT NULL, supervisor TEXT NOT NULL,
     result TEXT NOT NULL, score TEXT NOT NULL, notes TEXT NOT NULL, at TEXT NOT NULL);
   CREATE FUNCTION felt_append_only() RETURNS trigger LANGUAGE plpgsql AS
     $$ BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$;
   CREATE TRIGGER log_append_only BEFORE UPDATE OR DELETE ON log FOR EACH ROW EXECUTE FUNCTION felt_append_only();
   CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION felt_append_only();`,
  // Table leases; accounts (disable, password change, logout everywhere); the 611a personnel-file records.
  `CREATE TABLE table_leases (table_id TEXT PRIMARY KEY REFERENCES tables(id), owner TEXT NOT NULL, url TEXT,
     expires_at TIMESTAMPTZ NOT NULL);
   ALTER TABLE users ADD COLUMN disabled BOOLEAN NOT NULL DEFAULT false;
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE INDEX sessions_expiry ON sessions(expires_at);
   ALTER TABLE table_tests ADD COLUMN supervisor_title TEXT NOT NULL DEFAULT '';
   ALTER TABLE table_tests ADD COLUMN recorded_by TEXT NOT NULL DEFAULT '';
   CREATE TABLE training_hours (id SERIAL PRIMARY KEY, trainee TEXT NOT NULL, game TEXT NOT NULL,
     minutes INTEGER NOT NULL CHECK (minutes > 0), day TEXT NOT NULL, instructor TEXT NOT NULL, notes TEXT NOT NULL,
     at TEXT NOT NULL);
   CREATE TRIGGER table_tests_append_only BEFORE UPDATE OR DELETE ON table_tests FOR EACH ROW EXECUTE FUNCTION felt_append_only();
   CREATE TRIGGER training_hours_append_only BEFORE UPDATE OR DELETE ON training_hours FOR EACH ROW EXECUTE FUNCTION felt_append_only();`,
  // A player's account never goes below zero (the store's conditional debit comes first; this is the
  // backstop). NOT VALID: rows already stored are not re-checked, every new or changed row is.
  `ALTER TABLE balances ADD CONSTRAINT wallet_funded
     CHECK (left(account, 7) <> 'wallet:' OR balance >= 0) NOT VALID;`,
];
