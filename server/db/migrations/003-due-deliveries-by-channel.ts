import type { Migration } from "./migration.ts";

export const migration: Migration = {
  version: 3,
  name: "due deliveries by channel",
  sqlite: `
    -- The outbox asks per channel. With e-mail not configured, every lead's
    -- e-mail row stays pending; through the old index each wake walked all of
    -- them to find the webhook rows, so intake slowed as the backlog grew.
    CREATE INDEX lead_deliveries_due_by_channel ON lead_deliveries (channel, state, next_attempt_at);
    DROP INDEX lead_deliveries_due;
    -- Leased rows are few (one delivery at a time); this finds when the
    -- earliest lease ends without reading the pending rows.
    CREATE INDEX lead_deliveries_leased ON lead_deliveries (channel, leased_until)
      WHERE state = 'pending' AND leased_until IS NOT NULL;
  `,
  postgres: `
    CREATE INDEX lead_deliveries_due_by_channel ON lead_deliveries (channel, state, next_attempt_at);
    DROP INDEX lead_deliveries_due;
    CREATE INDEX lead_deliveries_leased ON lead_deliveries (channel, leased_until)
      WHERE state = 'pending' AND leased_until IS NOT NULL;
  `,
};
