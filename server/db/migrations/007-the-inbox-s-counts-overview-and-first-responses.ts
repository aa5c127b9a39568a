import type { Migration } from "./migration.ts";

export const migration: Migration = {
  version: 7,
  name: "the inbox's counts, overview and first responses",
  sqlite: `
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
  postgres: `
    CREATE INDEX leads_triage ON leads (seq, delivery_state, status, form, enquiry_type, reference, assigned_to, read_at, received_at);

    ALTER TABLE leads ADD COLUMN first_response_ms bigint;
    UPDATE leads SET first_response_ms = (
      SELECT round((extract(epoch FROM MIN(changes.at)::timestamptz) - extract(epoch FROM leads.received_at::timestamptz)) * 1000)::bigint
      FROM lead_status_changes AS changes WHERE changes.lead_id = leads.id
    );
    CREATE FUNCTION leads_first_response() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE leads
        SET first_response_ms = round((extract(epoch FROM NEW.at::timestamptz) - extract(epoch FROM received_at::timestamptz)) * 1000)::bigint
        WHERE id = NEW.lead_id AND first_response_ms IS NULL;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER leads_first_response AFTER INSERT ON lead_status_changes
      FOR EACH ROW EXECUTE FUNCTION leads_first_response();

    CREATE INDEX leads_overview ON leads (form, enquiry_type, reference, received_at, delivery_state, first_response_ms);
    CREATE INDEX leads_by_first_response ON leads (first_response_ms, received_at, delivery_state) WHERE first_response_ms IS NOT NULL;
  `,
};
