import type { Migration } from "./migration.ts";

/**
 * Sign-in limits move from each server's memory into the database, so a
 * lockout earned on one server holds on the others (decision 013). No
 * address or typed e-mail is stored: each is kept as an HMAC-SHA-256 under a
 * random key made once per installation, and every row goes once its
 * 15 minutes are over (server/staff/sign-in-limits.ts).
 */
export const migration: Migration = {
  version: 10,
  name: "sign-in limits shared by every server",
  sqlite: `
    -- The key of the hashes below: one row, made by the first server that needs it.
    CREATE TABLE sign_in_limit_key (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      secret TEXT NOT NULL
    );

    -- A wrong password or code, counted against an account (the e-mail typed) and an address.
    CREATE TABLE sign_in_failures (
      key_hash TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE INDEX sign_in_failures_by_key ON sign_in_failures (key_hash, at);
    CREATE INDEX sign_in_failures_by_age ON sign_in_failures (at);

    -- A password check under way: it counts towards the limit until it ends.
    CREATE TABLE sign_in_checks (
      check_id TEXT NOT NULL,
      key_hash TEXT NOT NULL,
      started_at INTEGER NOT NULL,
      PRIMARY KEY (check_id, key_hash)
    ) WITHOUT ROWID;
    CREATE INDEX sign_in_checks_by_key ON sign_in_checks (key_hash, started_at);
    CREATE INDEX sign_in_checks_by_age ON sign_in_checks (started_at);

    CREATE TABLE sign_in_locks (
      key_hash TEXT PRIMARY KEY,
      locked_until INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX sign_in_locks_by_end ON sign_in_locks (locked_until);
  `,
  postgres: `
    CREATE TABLE sign_in_limit_key (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      secret TEXT NOT NULL
    );

    CREATE TABLE sign_in_failures (
      key_hash TEXT NOT NULL,
      at BIGINT NOT NULL
    );
    CREATE INDEX sign_in_failures_by_key ON sign_in_failures (key_hash, at);
    CREATE INDEX sign_in_failures_by_age ON sign_in_failures (at);

    CREATE TABLE sign_in_checks (
      check_id TEXT NOT NULL,
      key_hash TEXT NOT NULL,
      started_at BIGINT NOT NULL,
      PRIMARY KEY (check_id, key_hash)
    );
    CREATE INDEX sign_in_checks_by_key ON sign_in_checks (key_hash, started_at);
    CREATE INDEX sign_in_checks_by_age ON sign_in_checks (started_at);

    CREATE TABLE sign_in_locks (
      key_hash TEXT PRIMARY KEY,
      locked_until BIGINT NOT NULL
    );
    CREATE INDEX sign_in_locks_by_end ON sign_in_locks (locked_until);
  `,
};
