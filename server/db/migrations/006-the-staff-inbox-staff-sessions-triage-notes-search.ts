import type { Migration } from "./migration.ts";

export const migration: Migration = {
  version: 6,
  name: "the staff inbox: staff, sessions, triage, notes, search and its audit",
  sqlite: `
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
  postgres: `
    CREATE TABLE staff (
      id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL,
      role text NOT NULL CHECK (role IN ('staff', 'admin')),
      password_hash text,
      totp_secret text,
      totp_last_step bigint,
      enrolment_token_hash text UNIQUE,
      enrolment_expires_at bigint,
      enrolled_at text,
      disabled_at text,
      created_at text NOT NULL
    );
    -- SQLite's UNIQUE COLLATE NOCASE: one account per address, whatever its case.
    -- A look-up by address compares lower(email) to use it.
    CREATE UNIQUE INDEX staff_by_email ON staff (lower(email));

    CREATE TABLE staff_recovery_codes (
      staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at text,
      PRIMARY KEY (staff_id, code_hash)
    );

    CREATE TABLE staff_sessions (
      id_hash text PRIMARY KEY,
      staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
      stage text NOT NULL CHECK (stage IN ('password', 'signed-in')),
      created_at bigint NOT NULL,
      last_seen_at bigint NOT NULL
    );
    CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);

    CREATE TABLE inbox_audit (
      id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
      at text NOT NULL,
      staff_id integer REFERENCES staff (id),
      action text NOT NULL,
      lead_id text,
      detail text
    );
    CREATE INDEX inbox_audit_by_lead ON inbox_audit (lead_id) WHERE lead_id IS NOT NULL;

    -- Arrival order. Numbered by the database (an identity), so that servers
    -- writing at once never take the same number, as MAX(seq) + 1 would.
    ALTER TABLE leads ADD COLUMN seq bigint;
    UPDATE leads SET seq = ordered.n
      FROM (SELECT id, row_number() OVER (ORDER BY received_at, id) AS n FROM leads) AS ordered
      WHERE leads.id = ordered.id;
    ALTER TABLE leads ALTER COLUMN seq SET NOT NULL;
    ALTER TABLE leads ALTER COLUMN seq ADD GENERATED BY DEFAULT AS IDENTITY;
    SELECT setval(pg_get_serial_sequence('leads', 'seq'), COALESCE(MAX(seq), 0) + 1, false) FROM leads;
    CREATE UNIQUE INDEX leads_by_seq ON leads (seq);

    ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new'
      CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost'));
    ALTER TABLE leads ADD COLUMN assigned_to integer REFERENCES staff (id);
    ALTER TABLE leads ADD COLUMN read_at text;

    ALTER TABLE leads ADD COLUMN enquiry_type text GENERATED ALWAYS AS ((fields::jsonb) ->> 'enquiryType') STORED;
    ALTER TABLE leads ADD COLUMN reference text GENERATED ALWAYS AS ((fields::jsonb) ->> 'reference') STORED;

    CREATE TABLE lead_notes (
      id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
      lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      staff_id integer NOT NULL REFERENCES staff (id),
      at text NOT NULL,
      body text NOT NULL
    );
    CREATE INDEX lead_notes_by_lead ON lead_notes (lead_id);

    CREATE TABLE lead_status_changes (
      id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
      lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      staff_id integer NOT NULL REFERENCES staff (id),
      at text NOT NULL,
      from_status text NOT NULL,
      to_status text NOT NULL
    );
    CREATE INDEX lead_status_changes_by_lead ON lead_status_changes (lead_id, at);

    -- Search over names, e-mail, phone and message, as SQLite's lead_search:
    -- kept in the row (it goes with the row when a lead is erased), the
    -- 'simple' configuration (lower case, no stemming), the phone also in
    -- its national form (+61412345678 as 0412345678). Punctuation becomes
    -- a space first, so words split where FTS5's unicode61 splits them
    -- (jane.citizen@example.com is jane, citizen, example, com) rather than
    -- where PostgreSQL's parser would (one e-mail token). A search matches
    -- the start of each word with prefix queries (word:*).
    ALTER TABLE leads ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      to_tsvector('simple'::regconfig, regexp_replace(
        COALESCE(CASE form WHEN 'inquiry' THEN COALESCE((fields::jsonb) ->> 'firstName', '') || ' ' || COALESCE((fields::jsonb) ->> 'lastName', '')
          ELSE (fields::jsonb) ->> 'from_name' END, '')
        || ' ' || COALESCE((fields::jsonb) ->> CASE form WHEN 'inquiry' THEN 'email' ELSE 'from_email' END, '')
        || ' ' || COALESCE((fields::jsonb) ->> CASE form WHEN 'inquiry' THEN 'mobile' ELSE 'from_phone' END, '')
        || ' ' || COALESCE('0' || substr((fields::jsonb) ->> CASE form WHEN 'inquiry' THEN 'mobile' ELSE 'from_phone' END, 4), '')
        || ' ' || COALESCE((fields::jsonb) ->> 'message', ''),
        '[[:punct:]]', ' ', 'g'))
    ) STORED;
    CREATE INDEX lead_search ON leads USING gin (search_vector);

    CREATE INDEX leads_by_state_seq ON leads (delivery_state, seq);
    CREATE INDEX leads_by_status_seq ON leads (status, seq);
    CREATE INDEX leads_by_form_seq ON leads (form, seq);
    CREATE INDEX leads_by_enquiry_type_seq ON leads (enquiry_type, seq);
    CREATE INDEX leads_by_reference_seq ON leads (reference, seq);
    CREATE INDEX leads_by_assignee_seq ON leads (assigned_to, seq);
    CREATE INDEX leads_unread ON leads (seq, delivery_state) WHERE read_at IS NULL;
  `,
};
