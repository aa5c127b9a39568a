import type { Migration } from "./migration.ts";

/**
 * Who the visitor is, stored with the lead: the store writes these columns
 * on insert from contracts/lead-forms.ts's visitor map, so the person finder
 * and the search index read them rather than each working out again which
 * form keeps the name, e-mail and phone where. Here they are filled in for
 * the leads stored before, from the two forms there were: a form added later
 * has its columns written by the store from its first lead.
 */
export const migration: Migration = {
  version: 11,
  name: "the visitor's name, e-mail and phone stored with the lead",
  sqlite: `
    ALTER TABLE leads ADD COLUMN visitor_name TEXT;
    -- Lowercased: the person finder matches an address in any case.
    ALTER TABLE leads ADD COLUMN visitor_email TEXT;
    ALTER TABLE leads ADD COLUMN visitor_phone TEXT;

    UPDATE leads SET
      visitor_name = nullif(trim(ifnull(json_extract(fields, '$.firstName'), '') || ' ' || ifnull(json_extract(fields, '$.lastName'), '')), ''),
      visitor_email = lower(json_extract(fields, '$.email')),
      visitor_phone = json_extract(fields, '$.mobile')
    WHERE form = 'inquiry';
    UPDATE leads SET
      visitor_name = nullif(json_extract(fields, '$.from_name'), ''),
      visitor_email = lower(json_extract(fields, '$.from_email')),
      visitor_phone = json_extract(fields, '$.from_phone')
    WHERE form = 'referral';

    -- The person finder (a request to see or erase one's leads).
    CREATE INDEX leads_by_visitor_email ON leads (visitor_email);
    CREATE INDEX leads_by_visitor_phone ON leads (visitor_phone);

    -- The search index reads the stored columns (an AFTER INSERT trigger sees
    -- them, inserted with the row). The leads already indexed keep their
    -- entries: the tokens are the same.
    DROP TRIGGER leads_into_search;
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
  `,
  postgres: `
    ALTER TABLE leads
      ADD COLUMN visitor_name TEXT,
      -- Lowercased: the person finder matches an address in any case.
      ADD COLUMN visitor_email TEXT,
      ADD COLUMN visitor_phone TEXT;

    UPDATE leads SET
      visitor_name = nullif(trim(coalesce((fields::jsonb) ->> 'firstName', '') || ' ' || coalesce((fields::jsonb) ->> 'lastName', '')), ''),
      visitor_email = lower((fields::jsonb) ->> 'email'),
      visitor_phone = (fields::jsonb) ->> 'mobile'
    WHERE form = 'inquiry';
    UPDATE leads SET
      visitor_name = nullif((fields::jsonb) ->> 'from_name', ''),
      visitor_email = lower((fields::jsonb) ->> 'from_email'),
      visitor_phone = (fields::jsonb) ->> 'from_phone'
    WHERE form = 'referral';

    -- The person finder (a request to see or erase one's leads).
    CREATE INDEX leads_by_visitor_email ON leads (visitor_email);
    CREATE INDEX leads_by_visitor_phone ON leads (visitor_phone);

    -- The search vector reads the stored columns too, as SQLite's trigger now
    -- does: no form is worked out again here. Dropping the column drops its index.
    ALTER TABLE leads DROP COLUMN search_vector;
    ALTER TABLE leads ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      to_tsvector('simple'::regconfig, regexp_replace(
        COALESCE(visitor_name, '')
        || ' ' || COALESCE(visitor_email, '')
        || ' ' || COALESCE(visitor_phone, '')
        || ' ' || COALESCE('0' || substr(visitor_phone, 4), '')
        || ' ' || COALESCE((fields::jsonb) ->> 'message', ''),
        '[[:punct:]]', ' ', 'g'))
    ) STORED;
    CREATE INDEX lead_search ON leads USING gin (search_vector);
  `,
};
