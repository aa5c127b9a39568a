import type { Migration } from "./migration.ts";

export const migration: Migration = {
  version: 1,
  name: "leads and their deliveries",
  sqlite: `
    CREATE TABLE leads (
      id TEXT PRIMARY KEY,
      form TEXT NOT NULL CHECK (form IN ('inquiry', 'referral')),
      fields TEXT NOT NULL CHECK (json_valid(fields)),
      received_at TEXT NOT NULL,
      ip_hash TEXT NOT NULL,
      user_agent TEXT,
      -- pending until every delivery below is done; spam is kept and never delivered.
      delivery_state TEXT NOT NULL CHECK (delivery_state IN ('pending', 'delivered', 'spam')),
      delivered_at TEXT
    );
    CREATE INDEX leads_by_received_at ON leads (received_at);

    -- The outbox: one row per lead and channel, so an e-mail that went out is
    -- never sent again because the webhook still fails, and the other way round.
    -- A failure is not an end: the row stays pending with its next attempt.
    CREATE TABLE lead_deliveries (
      lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
      state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'skipped')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      -- Set while one worker is delivering it, so no other worker takes it too.
      leased_until INTEGER,
      last_error TEXT,
      delivered_at TEXT,
      PRIMARY KEY (lead_id, channel)
    ) WITHOUT ROWID;
    CREATE INDEX lead_deliveries_due ON lead_deliveries (state, next_attempt_at);
  `,
  postgres: `
    CREATE TABLE leads (
      id text PRIMARY KEY,
      form text NOT NULL CHECK (form IN ('inquiry', 'referral')),
      -- JSON text, as on SQLite (the code parses it); the cast refuses what is not JSON.
      fields text NOT NULL CHECK ((fields::jsonb) IS NOT NULL),
      received_at text NOT NULL,
      ip_hash text NOT NULL,
      user_agent text,
      delivery_state text NOT NULL CHECK (delivery_state IN ('pending', 'delivered', 'spam')),
      delivered_at text
    );
    CREATE INDEX leads_by_received_at ON leads (received_at);

    CREATE TABLE lead_deliveries (
      lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      channel text NOT NULL CHECK (channel IN ('email', 'webhook')),
      state text NOT NULL CHECK (state IN ('pending', 'delivered', 'skipped')),
      attempts integer NOT NULL DEFAULT 0,
      -- Epoch milliseconds.
      next_attempt_at bigint NOT NULL,
      leased_until bigint,
      last_error text,
      delivered_at text,
      PRIMARY KEY (lead_id, channel)
    );
    CREATE INDEX lead_deliveries_due ON lead_deliveries (state, next_attempt_at);
  `,
};
