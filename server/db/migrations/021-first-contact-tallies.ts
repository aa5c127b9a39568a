import type { Migration } from "./migration.ts";

/**
 * The overview's first-contact figures on PostgreSQL read counts, not leads
 * (decision 019): `first_contact_tallies` holds, for each Melbourne week of
 * arrival, owner (0 for nobody), form and number of business minutes, how
 * many clocked leads that are not spam were first contacted after that many
 * minutes, and how many of them on time. Twelve weeks of 44,000 contacted
 * leads are about 13,000 rows; grouping the leads themselves took 50 to 70 ms.
 *
 * The leads' own triggers keep it, so no writer can forget it: the first
 * contact (contact-attempts.ts), a reassignment, spam marked or cleared, an
 * erasure, retention's deletions and a copy from SQLite (database-copy.ts)
 * each move a count as they change the lead, in the same transaction. It
 * holds no personal information: counts of minutes per broker and week.
 * It is derived, so it is not copied between engines: a copy's inserted
 * leads fill it on the target.
 *
 * The week is worked out by PostgreSQL's own time-zone rules, the same
 * Australia/Melbourne the server's Intl uses (overviewMondays). SQLite has no
 * time-zone rules to work out a Melbourne week in a trigger, and answers the
 * figures within the goal from migration 20's index, so it has no tallies.
 *
 * SQLite gets the index PostgreSQL got in migration 20 for "Needs first
 * contact": the waiting leads that are not spam, by due time. Its count
 * through migration 18's index, which holds spam's waiting leads too, read
 * each of the 11,843 waiting leads' rows for its delivery state (33 ms at
 * p50, 55 at p99, at 100,000 leads); through this one it reads the index
 * alone (0.4 ms).
 *
 * The leads still waiting, which count as overdue once due, change with the
 * clock: they are counted from the leads, each week a range of an index of
 * the waiting leads not spam by arrival, holding the columns the count
 * groups by, so no lead row is read. It replaces migration 20's index of
 * every clocked lead by arrival, which nothing reads on PostgreSQL now.
 */
export const migration: Migration = {
  version: 21,
  name: "first-contact tallies",
  sqlite: `
    CREATE INDEX leads_awaiting_first_contact_not_spam
      ON leads (first_contact_due_at, seq)
      WHERE first_contact_at IS NULL AND first_contact_due_at IS NOT NULL AND delivery_state != 'spam';
  `,
  postgres: `
    CREATE TABLE first_contact_tallies (
      week text NOT NULL,
      owner integer NOT NULL,
      form text NOT NULL,
      minutes integer NOT NULL,
      contacted integer NOT NULL,
      within integer NOT NULL,
      PRIMARY KEY (week, owner, form, minutes)
    );

    CREATE FUNCTION first_contact_week(received_at text) RETURNS text LANGUAGE sql STABLE AS $$
      SELECT to_char(date_trunc('week', received_at::timestamptz AT TIME ZONE 'Australia/Melbourne'), 'YYYY-MM-DD')
    $$;

    -- Adds a lead to its tally (change 1) or takes it out (change -1); a lead
    -- not counted (waiting, spam, or without a clock) changes nothing.
    CREATE FUNCTION first_contact_tally(lead leads, change integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      tally_week text;
    BEGIN
      IF lead.first_contact_minutes IS NULL OR lead.first_contact_due_at IS NULL OR lead.delivery_state = 'spam' THEN
        RETURN;
      END IF;
      tally_week := first_contact_week(lead.received_at);
      IF change > 0 THEN
        INSERT INTO first_contact_tallies AS tally (week, owner, form, minutes, contacted, within)
          VALUES (tally_week, coalesce(lead.assigned_to, 0), lead.form, lead.first_contact_minutes, 1, coalesce(lead.first_contact_on_time, 0))
          ON CONFLICT (week, owner, form, minutes)
          DO UPDATE SET contacted = tally.contacted + 1, within = tally.within + EXCLUDED.within;
      ELSE
        UPDATE first_contact_tallies
          SET contacted = contacted - 1, within = within - coalesce(lead.first_contact_on_time, 0)
          WHERE week = tally_week AND owner = coalesce(lead.assigned_to, 0) AND form = lead.form
            AND minutes = lead.first_contact_minutes;
        DELETE FROM first_contact_tallies
          WHERE week = tally_week AND owner = coalesce(lead.assigned_to, 0) AND form = lead.form
            AND minutes = lead.first_contact_minutes AND contacted <= 0;
      END IF;
    END;
    $$;

    CREATE FUNCTION leads_first_contact_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        PERFORM first_contact_tally(OLD, -1);
      END IF;
      IF TG_OP <> 'DELETE' THEN
        PERFORM first_contact_tally(NEW, 1);
      END IF;
      RETURN NULL;
    END;
    $$;

    CREATE TRIGGER leads_tallied_on_arrival AFTER INSERT ON leads
      FOR EACH ROW WHEN (NEW.first_contact_minutes IS NOT NULL)
      EXECUTE FUNCTION leads_first_contact_tallies();
    -- Only a change to what a tally is keyed or counted by: a contacted lead's
    -- delivery going out, or its status changing, writes nothing here.
    CREATE TRIGGER leads_tallied_on_change
      AFTER UPDATE OF first_contact_minutes, first_contact_on_time, first_contact_due_at, assigned_to, form, delivery_state, received_at
      ON leads
      FOR EACH ROW WHEN (
        (OLD.first_contact_minutes IS NOT NULL OR NEW.first_contact_minutes IS NOT NULL)
        AND (OLD.first_contact_minutes, OLD.first_contact_on_time, OLD.first_contact_due_at IS NULL, OLD.assigned_to,
             OLD.form, OLD.delivery_state = 'spam', OLD.received_at)
          IS DISTINCT FROM
            (NEW.first_contact_minutes, NEW.first_contact_on_time, NEW.first_contact_due_at IS NULL, NEW.assigned_to,
             NEW.form, NEW.delivery_state = 'spam', NEW.received_at)
      )
      EXECUTE FUNCTION leads_first_contact_tallies();
    CREATE TRIGGER leads_untallied_on_deletion AFTER DELETE ON leads
      FOR EACH ROW WHEN (OLD.first_contact_minutes IS NOT NULL)
      EXECUTE FUNCTION leads_first_contact_tallies();

    INSERT INTO first_contact_tallies (week, owner, form, minutes, contacted, within)
      SELECT first_contact_week(received_at), coalesce(assigned_to, 0), form, first_contact_minutes,
        count(*), sum(coalesce(first_contact_on_time, 0))
      FROM leads
      WHERE first_contact_minutes IS NOT NULL AND first_contact_due_at IS NOT NULL AND delivery_state != 'spam'
      GROUP BY 1, 2, 3, 4;

    DROP INDEX leads_first_contact_figures;
    CREATE INDEX leads_waiting_by_arrival
      ON leads (received_at) INCLUDE (assigned_to, form, first_contact_due_at)
      WHERE first_contact_at IS NULL AND first_contact_due_at IS NOT NULL AND delivery_state != 'spam';
  `,
};
