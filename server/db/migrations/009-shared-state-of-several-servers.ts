import type { Migration } from "./migration.ts";

/**
 * What several servers on one database must share, rather than each keep in
 * its own memory: the per-address lead rate limit, which server runs a daily
 * job, and a row the health check writes.
 */
export const migration: Migration = {
  version: 9,
  name: "shared state of several servers",
  sqlite: `
    -- One row per address and form while its minute lasts (lead-rate-limit.ts).
    -- Never the address itself (decision 007): an HMAC of it, keyed by the
    -- secret below, and the row is deleted once its window has ended.
    CREATE TABLE lead_rate_limits (
      key_hash TEXT PRIMARY KEY,
      window_started_at INTEGER NOT NULL,
      count INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX lead_rate_limits_by_window ON lead_rate_limits (window_started_at);
    CREATE TABLE lead_rate_limit_secret (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      secret TEXT NOT NULL
    );

    -- A daily job (the retention purge) runs on the server that inserts its row first.
    CREATE TABLE job_runs (
      job TEXT NOT NULL,
      day TEXT NOT NULL,
      started_at TEXT NOT NULL,
      PRIMARY KEY (job, day)
    ) WITHOUT ROWID;

    -- GET /healthz writes and reads this one row.
    CREATE TABLE health_checks (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      checked_at INTEGER NOT NULL
    );
  `,
  postgres: `
    CREATE TABLE lead_rate_limits (
      key_hash TEXT PRIMARY KEY,
      window_started_at BIGINT NOT NULL,
      count INTEGER NOT NULL
    );
    CREATE INDEX lead_rate_limits_by_window ON lead_rate_limits (window_started_at);
    CREATE TABLE lead_rate_limit_secret (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      secret TEXT NOT NULL
    );

    CREATE TABLE job_runs (
      job TEXT NOT NULL,
      day TEXT NOT NULL,
      started_at TEXT NOT NULL,
      PRIMARY KEY (job, day)
    );

    CREATE TABLE health_checks (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      checked_at BIGINT NOT NULL
    );
  `,
};
