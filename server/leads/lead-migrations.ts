/**
 * The lead database's schema, as numbered steps. A step is never edited once
 * released: a change to the schema is a new step at the end, so a database
 * made by any earlier version of the server is brought up to date on start.
 */
import type { Database } from "better-sqlite3";

export interface LeadMigration {
  version: number;
  name: string;
  sql: string;
  /**
   * The step erases personal data: rebuild the file (VACUUM) after it. Rows
   * written before secure_delete was on left copies of themselves in free
   * space when pages split, and only a rebuild clears those.
   */
  rebuildAfter?: boolean;
}

// Exported so the store's test checks that a new file records every one of them.
export const leadMigrations: readonly LeadMigration[] = [
  {
    version: 1,
    name: "leads and their deliveries",
    sql: `
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
  },
  {
    version: 2,
    name: "installation secrets",
    sql: `
      -- Secrets made once per installation, such as the salt of the stored IP hashes.
      CREATE TABLE installation_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 3,
    name: "due deliveries by channel",
    sql: `
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
  },
  {
    version: 4,
    name: "lease owners",
    sql: `
      -- Which process holds a lease ("host:pid"), so that a server starting
      -- after a crash takes back at once what the dead one held, rather than
      -- waiting for the lease to run out.
      ALTER TABLE lead_deliveries ADD COLUMN leased_by TEXT;
    `,
  },
  {
    version: 5,
    name: "no request metadata, and the privacy audit",
    rebuildAfter: true,
    sql: `
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
  },
];

/**
 * Applies every step the database has not had yet, each in its own
 * transaction with its row in `schema_migrations`, and returns how many ran.
 * Each step re-reads the version inside its write transaction, so the server
 * and the command-line tool starting together cannot both apply it. A
 * database written by a newer server is refused rather than guessed at.
 */
export function migrateLeadDatabase(db: Database, migrations: readonly LeadMigration[] = leadMigrations): number {
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )
  `);
  const currentVersion = db.prepare<[], { version: number | null }>("SELECT MAX(version) AS version FROM schema_migrations");
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  const versionNow = () => currentVersion.get()?.version ?? 0;

  const newest = migrations.at(-1)?.version ?? 0;
  if (versionNow() > newest) {
    throw new Error(`The lead database is at schema version ${versionNow()}, newer than this server knows (${newest}); run a newer server.`);
  }
  let applied = 0;
  let rebuild = false;
  for (const migration of migrations) {
    db.transaction(() => {
      if (versionNow() >= migration.version) return;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
      applied += 1;
      rebuild ||= migration.rebuildAfter === true;
    }).immediate();
  }
  if (rebuild) db.exec("VACUUM");
  return applied;
}
