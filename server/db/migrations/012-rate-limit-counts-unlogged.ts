import type { Migration } from "./migration.ts";

/**
 * The lead rate limit's counts are the last minute's, kept to slow a flood,
 * not a record: losing them to a crash only gives each address a fresh
 * window. On PostgreSQL an UNLOGGED table writes no WAL, so the count a post
 * adds commits without waiting for the disk, and intake pays one flush per
 * batch of leads rather than one more per lead (decision 015). A crash
 * empties the table; a replica does not have it, so a promoted replica starts
 * with fresh windows. On SQLite the rate limit's write skips its own sync in
 * lead-rate-limit.ts; nothing changes in the schema.
 */
export const migration: Migration = {
  version: 12,
  name: "the rate limit's counts are not written ahead to the log",
  sqlite: "",
  postgres: `
    ALTER TABLE lead_rate_limits SET UNLOGGED;
  `,
};
