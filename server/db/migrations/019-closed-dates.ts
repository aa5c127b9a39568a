import type { Migration } from "./migration.ts";

/**
 * The days the firm is shut (public holidays and the like): none is built
 * in, and an admin adds them in the inbox (/inbox/staff/closed-dates). The
 * first-contact clock and the callback windows skip them as they skip a
 * weekend (contracts/business-clock.ts).
 *
 * - `firm_closed_dates`: a date as the firm's clock reads it ("2026-12-25",
 *   Australia/Melbourne), its name ("Christmas Day"), who added it and when.
 *   One row a date: the date is the key, so two admins adding the same day on
 *   two servers make one row. Written by server/site/content/closed-dates.ts.
 */
export const migration: Migration = {
  version: 19,
  name: "closed dates",
  sqlite: `
    CREATE TABLE firm_closed_dates (
      date TEXT PRIMARY KEY CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      name TEXT NOT NULL,
      added_by INTEGER REFERENCES staff (id),
      added_at TEXT NOT NULL
    ) WITHOUT ROWID;
  `,
  postgres: `
    CREATE TABLE firm_closed_dates (
      date text PRIMARY KEY CHECK (date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      name text NOT NULL,
      added_by integer REFERENCES staff (id),
      added_at text NOT NULL
    );
  `,
};
