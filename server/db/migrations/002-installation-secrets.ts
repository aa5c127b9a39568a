import type { Migration } from "./migration.ts";

export const migration: Migration = {
  version: 2,
  name: "installation secrets",
  sqlite: `
    -- Secrets made once per installation, such as the salt of the stored IP hashes.
    CREATE TABLE installation_secrets (
      name TEXT PRIMARY KEY,
      value TEXT NOT NULL
    ) WITHOUT ROWID;
  `,
  postgres: `
    -- Replayed as on SQLite, so that the steps stay the same on both engines; step 5 drops it.
    CREATE TABLE installation_secrets (
      name text PRIMARY KEY,
      value text NOT NULL
    );
  `,
};
