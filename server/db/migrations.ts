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
  {
    version: 6,
    name: "the staff inbox: staff, sessions, triage, notes, search and its audit",
    sql: `
      -- Staff accounts are made by the command line (npm run staff). A person
      -- is disabled, never deleted, so the audit trail keeps naming them.
      CREATE TABLE staff (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('staff', 'admin')),
        -- argon2id (PHC string); null until enrolment sets it, and again after a reset.
        password_hash TEXT,
        -- The TOTP key (base32): set when enrolment first shows it (a reload shows the same key);
        -- the account signs in only once enrolled_at says a code confirmed it.
        totp_secret TEXT,
        -- The last TOTP time step accepted, so one code cannot be used twice.
        totp_last_step INTEGER,
        -- SHA-256 of the one-time enrolment token; the token itself is only ever in the link.
        enrolment_token_hash TEXT UNIQUE,
        enrolment_expires_at INTEGER,
        enrolled_at TEXT,
        disabled_at TEXT,
        created_at TEXT NOT NULL
      );

      -- Ten single-use codes per person, stored hashed.
      CREATE TABLE staff_recovery_codes (
        staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at TEXT,
        PRIMARY KEY (staff_id, code_hash)
      ) WITHOUT ROWID;

      -- A session is found by the SHA-256 of its cookie's value: a copy of
      -- this table holds no session anyone could use.
      CREATE TABLE staff_sessions (
        id_hash TEXT PRIMARY KEY,
        staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        -- 'password': the password was right and the second factor is awaited; 'signed-in': both.
        stage TEXT NOT NULL CHECK (stage IN ('password', 'signed-in')),
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);

      -- Who did what to which lead, and when: never the lead's content, so the
      -- trail keeps nothing an erasure must erase. lead_id has no foreign key:
      -- the line outlives the lead.
      CREATE TABLE inbox_audit (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        staff_id INTEGER REFERENCES staff (id),
        action TEXT NOT NULL,
        lead_id TEXT,
        detail TEXT
      );
      CREATE INDEX inbox_audit_by_lead ON inbox_audit (lead_id) WHERE lead_id IS NOT NULL;

      -- Arrival order that survives VACUUM (which may renumber the implicit
      -- rowid of a table whose key is not an INTEGER PRIMARY KEY): the search
      -- index's rowids and the inbox's paging use it.
      ALTER TABLE leads ADD COLUMN seq INTEGER;
      UPDATE leads SET seq = ordered.n
        FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY received_at, rowid) AS n FROM leads) AS ordered
        WHERE leads.id = ordered.id;
      CREATE UNIQUE INDEX leads_by_seq ON leads (seq);

      -- Triage.
      ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost'));
      ALTER TABLE leads ADD COLUMN assigned_to INTEGER REFERENCES staff (id);
      ALTER TABLE leads ADD COLUMN read_at TEXT;

      -- What the inbox filters on, read from the fields as they are stored.
      ALTER TABLE leads ADD COLUMN enquiry_type TEXT GENERATED ALWAYS AS (json_extract(fields, '$.enquiryType')) VIRTUAL;
      ALTER TABLE leads ADD COLUMN reference TEXT GENERATED ALWAYS AS (json_extract(fields, '$.reference')) VIRTUAL;

      CREATE TABLE lead_notes (
        id INTEGER PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        staff_id INTEGER NOT NULL REFERENCES staff (id),
        at TEXT NOT NULL,
        body TEXT NOT NULL
      );
      CREATE INDEX lead_notes_by_lead ON lead_notes (lead_id);

      CREATE TABLE lead_status_changes (
        id INTEGER PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        staff_id INTEGER NOT NULL REFERENCES staff (id),
        at TEXT NOT NULL,
        from_status TEXT NOT NULL,
        to_status TEXT NOT NULL
      );
      CREATE INDEX lead_status_changes_by_lead ON lead_status_changes (lead_id, at);

      -- Full-text search over names, e-mail, phone and message. Contentless:
      -- the index holds tokens, not a second copy of the lead, and
      -- contentless_delete lets a deleted lead's entry go with it (the
      -- erasure then merges the index, so its tokens leave the file too).
      CREATE VIRTUAL TABLE lead_search USING fts5(
        name, email, phone, message,
        content = '', contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      );
      CREATE TRIGGER leads_into_search AFTER INSERT ON leads BEGIN
        INSERT INTO lead_search (rowid, name, email, phone, message) VALUES (
          new.seq,
          CASE new.form WHEN 'inquiry' THEN json_extract(new.fields, '$.firstName') || ' ' || json_extract(new.fields, '$.lastName')
            ELSE json_extract(new.fields, '$.from_name') END,
          json_extract(new.fields, CASE new.form WHEN 'inquiry' THEN '$.email' ELSE '$.from_email' END),
          -- Stored as +61412345678; indexed also as 0412345678, the way people type it.
          json_extract(new.fields, CASE new.form WHEN 'inquiry' THEN '$.mobile' ELSE '$.from_phone' END) || ' 0'
            || substr(json_extract(new.fields, CASE new.form WHEN 'inquiry' THEN '$.mobile' ELSE '$.from_phone' END), 4),
          json_extract(new.fields, '$.message')
        );
      END;
      CREATE TRIGGER leads_out_of_search AFTER DELETE ON leads BEGIN
        DELETE FROM lead_search WHERE rowid = old.seq;
      END;
      INSERT INTO lead_search (rowid, name, email, phone, message)
        SELECT seq,
          CASE form WHEN 'inquiry' THEN json_extract(fields, '$.firstName') || ' ' || json_extract(fields, '$.lastName')
            ELSE json_extract(fields, '$.from_name') END,
          json_extract(fields, CASE form WHEN 'inquiry' THEN '$.email' ELSE '$.from_email' END),
          json_extract(fields, CASE form WHEN 'inquiry' THEN '$.mobile' ELSE '$.from_phone' END) || ' 0'
            || substr(json_extract(fields, CASE form WHEN 'inquiry' THEN '$.mobile' ELSE '$.from_phone' END), 4),
          json_extract(fields, '$.message')
        FROM leads;

      -- The list's views: newest first within each filter.
      CREATE INDEX leads_by_state_seq ON leads (delivery_state, seq);
      CREATE INDEX leads_by_status_seq ON leads (status, seq);
      CREATE INDEX leads_by_form_seq ON leads (form, seq);
      CREATE INDEX leads_by_enquiry_type_seq ON leads (enquiry_type, seq);
      CREATE INDEX leads_by_reference_seq ON leads (reference, seq);
      CREATE INDEX leads_by_assignee_seq ON leads (assigned_to, seq);
      -- The unread count in every page's title: with the delivery state in
      -- the index, "not spam" is known without reading each unread lead's row.
      CREATE INDEX leads_unread ON leads (seq, delivery_state) WHERE read_at IS NULL;
    `,
  },
  {
    version: 7,
    name: "the inbox's counts, overview and first responses",
    sql: `
      -- Every column the inbox filters on, in arrival order: a narrow copy of
      -- the leads (each row holds its fields' JSON, ten times wider) that the
      -- inbox reads instead of the rows. A count of any filter reads it once,
      -- and a search checks each lead it finds in it; through migration 6's
      -- (column, seq) indexes alone, every lead counted cost a read of its row
      -- (npm run bench:inbox over 100,000 leads, a page with its count:
      -- a status 20 ms to 12 ms, a date range 37 ms to 3 ms).
      CREATE INDEX leads_triage ON leads (seq, delivery_state, status, form, enquiry_type, reference, assigned_to, read_at, received_at);

      -- How long a lead waited for its first change of status, kept with the
      -- lead when that change is written, so that the overview's median reads
      -- it in order from an index instead of finding each lead's first change.
      ALTER TABLE leads ADD COLUMN first_response_ms INTEGER;
      UPDATE leads SET first_response_ms = (
        SELECT CAST(round((unixepoch(MIN(changes.at), 'subsec') - unixepoch(leads.received_at, 'subsec')) * 1000) AS INTEGER)
        FROM lead_status_changes AS changes WHERE changes.lead_id = leads.id
      );
      CREATE TRIGGER leads_first_response AFTER INSERT ON lead_status_changes BEGIN
        UPDATE leads SET first_response_ms = CAST(round((unixepoch(new.at, 'subsec') - unixepoch(received_at, 'subsec')) * 1000) AS INTEGER)
        WHERE id = new.lead_id AND first_response_ms IS NULL;
      END;

      -- The overview counts each week's leads per form, enquiry type and
      -- "heard about us", and how many of them were answered, as one seek
      -- per combination and week, rather than grouping 12 weeks of leads
      -- through a sort; then reads the middle first response in order
      -- (over 12 weeks of 53,000 leads: 300 ms to 20 ms).
      CREATE INDEX leads_overview ON leads (form, enquiry_type, reference, received_at, delivery_state, first_response_ms);
      CREATE INDEX leads_by_first_response ON leads (first_response_ms, received_at, delivery_state) WHERE first_response_ms IS NOT NULL;
    `,
  },
  {
    version: 8,
    name: "the calculator scenario sent with an inquiry",
    sql: `
      -- Issue 15: what the visitor worked out on a calculator, as the JSON of
      -- contracts/calculator-scenario.ts, checked by the server before it is
      -- stored; null when none came. No index and no trigger: nothing filters
      -- or searches on it, and a lead's insert stays as quick as it was. A
      -- deletion or a retention purge takes it with the row.
      ALTER TABLE leads ADD COLUMN scenario TEXT CHECK (scenario IS NULL OR json_valid(scenario));
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
  const currentVersion = db.prepare<[], { version: number | null }>(
    "SELECT MAX(version) AS version FROM schema_migrations",
  );
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  const versionNow = () => currentVersion.get()?.version ?? 0;

  const newest = migrations.at(-1)?.version ?? 0;
  if (versionNow() > newest) {
    throw new Error(
      `The lead database is at schema version ${versionNow()}, newer than this server knows (${newest}); run a newer server.`,
    );
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
