import type { Migration } from "./migration.ts";

export const migration: Migration = {
  version: 5,
  name: "no request metadata, and the privacy audit",
  rebuildAfter: true,
  sqlite: `
    -- Decision 007: no IP hash (its salt sat in the same file, and IPv4 has
    -- only 2^32 addresses to try) and no user agent. Emptied before they are
    -- dropped, so that with secure_delete on (every connection) the old
    -- values are overwritten in the file rather than left in freed space.
    UPDATE leads SET ip_hash = '', user_agent = NULL;
    ALTER TABLE leads DROP COLUMN ip_hash;
    ALTER TABLE leads DROP COLUMN user_agent;
    DELETE FROM installation_secrets;
    DROP TABLE installation_secrets;

    -- Every deletion and retention purge: when, how many, why. Never who:
    -- no e-mail, name or lead content, or the audit would keep what was erased.
    CREATE TABLE privacy_audit (
      id INTEGER PRIMARY KEY,
      at TEXT NOT NULL,
      action TEXT NOT NULL CHECK (action IN ('retention purge', 'deletion on request')),
      lead_count INTEGER NOT NULL CHECK (lead_count >= 0),
      reason TEXT NOT NULL
    );
  `,
  postgres: null,
};
