import type { Migration } from "./migration.ts";

/**
 * A lead may be a callback request, the forms' third (contracts/lead-forms.ts):
 * the form column's CHECK names it beside the inquiry and the referral. The
 * database keeps refusing a form no contract names, as it always has.
 *
 * SQLite changes a CHECK only by making the table again
 * (https://www.sqlite.org/lang_altertable.html#otheralter), as migration 13
 * did for staff: a new table with the new rule, every row copied with its
 * seq (the search index's rowid) and its generated columns made again from
 * the fields, the old table dropped and the new one given its name, with
 * foreign keys off (rebuildsTable) so no delivery, note, status change,
 * notice or audit line goes with the old table; the keys are checked before
 * the step commits. Dropping the table drops its indexes and the two search
 * triggers on it, made again below; the first-response trigger reads leads
 * from another table, so it is dropped first and made again after, as the
 * procedure above says. PostgreSQL replaces the constraint in place.
 */
export const migration: Migration = {
  version: 17,
  name: "the callback request form",
  rebuildsTable: true,
  sqlite: `
    DROP TRIGGER leads_first_response;

    CREATE TABLE leads_of_three_forms (
      id TEXT PRIMARY KEY,
      form TEXT NOT NULL CHECK (form IN ('inquiry', 'referral', 'callback')),
      fields TEXT NOT NULL CHECK (json_valid(fields)),
      received_at TEXT NOT NULL,
      delivery_state TEXT NOT NULL CHECK (delivery_state IN ('pending', 'delivered', 'spam')),
      delivered_at TEXT,
      seq INTEGER,
      status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost')),
      assigned_to INTEGER REFERENCES staff (id),
      read_at TEXT,
      enquiry_type TEXT GENERATED ALWAYS AS (json_extract(fields, '$.enquiryType')) VIRTUAL,
      reference TEXT GENERATED ALWAYS AS (json_extract(fields, '$.reference')) VIRTUAL,
      first_response_ms INTEGER,
      scenario TEXT CHECK (scenario IS NULL OR json_valid(scenario)),
      visitor_name TEXT,
      visitor_email TEXT,
      visitor_phone TEXT
    );

    INSERT INTO leads_of_three_forms (
      id, form, fields, received_at, delivery_state, delivered_at, seq, status, assigned_to, read_at,
      first_response_ms, scenario, visitor_name, visitor_email, visitor_phone
    )
    SELECT
      id, form, fields, received_at, delivery_state, delivered_at, seq, status, assigned_to, read_at,
      first_response_ms, scenario, visitor_name, visitor_email, visitor_phone
    FROM leads;

    DROP TABLE leads;
    ALTER TABLE leads_of_three_forms RENAME TO leads;

    CREATE INDEX leads_by_received_at ON leads (received_at);
    CREATE UNIQUE INDEX leads_by_seq ON leads (seq);
    CREATE INDEX leads_by_state_seq ON leads (delivery_state, seq);
    CREATE INDEX leads_by_status_seq ON leads (status, seq);
    CREATE INDEX leads_by_form_seq ON leads (form, seq);
    CREATE INDEX leads_by_enquiry_type_seq ON leads (enquiry_type, seq);
    CREATE INDEX leads_by_reference_seq ON leads (reference, seq);
    CREATE INDEX leads_by_assignee_seq ON leads (assigned_to, seq);
    CREATE INDEX leads_unread ON leads (seq, delivery_state) WHERE read_at IS NULL;
    CREATE INDEX leads_triage ON leads (seq, delivery_state, status, form, enquiry_type, reference, assigned_to, read_at, received_at);
    CREATE INDEX leads_overview ON leads (form, enquiry_type, reference, received_at, delivery_state, first_response_ms);
    CREATE INDEX leads_by_first_response ON leads (first_response_ms, received_at, delivery_state) WHERE first_response_ms IS NOT NULL;
    CREATE INDEX leads_by_visitor_email ON leads (visitor_email);
    CREATE INDEX leads_by_visitor_phone ON leads (visitor_phone);

    CREATE TRIGGER leads_out_of_search AFTER DELETE ON leads BEGIN
      DELETE FROM lead_search WHERE rowid = old.seq;
    END;

    CREATE TRIGGER leads_into_search AFTER INSERT ON leads BEGIN
      INSERT INTO lead_search (rowid, name, email, phone, message) VALUES (
        new.seq,
        new.visitor_name,
        new.visitor_email,
        -- Stored as +61412345678; indexed also as 0412345678, the way people type it.
        new.visitor_phone || ' 0' || substr(new.visitor_phone, 4),
        json_extract(new.fields, '$.message')
      );
    END;

    CREATE TRIGGER leads_first_response AFTER INSERT ON lead_status_changes BEGIN
      UPDATE leads SET first_response_ms = CAST(round((unixepoch(new.at, 'subsec') - unixepoch(received_at, 'subsec')) * 1000) AS INTEGER)
      WHERE id = new.lead_id AND first_response_ms IS NULL;
    END;
  `,
  postgres: `
    ALTER TABLE leads DROP CONSTRAINT leads_form_check;
    ALTER TABLE leads ADD CONSTRAINT leads_form_check CHECK (form IN ('inquiry', 'referral', 'callback'));
  `,
};
