import type { Migration } from "./migration.ts";

export const migration: Migration = {
  version: 4,
  name: "lease owners",
  sqlite: `
    -- Which process holds a lease ("host:pid"), so that a server starting
    -- after a crash takes back at once what the dead one held, rather than
    -- waiting for the lease to run out.
    ALTER TABLE lead_deliveries ADD COLUMN leased_by TEXT;
  `,
  postgres: `
    ALTER TABLE lead_deliveries ADD COLUMN leased_by text;
  `,
};
