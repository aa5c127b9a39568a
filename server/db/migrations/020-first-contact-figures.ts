import type { Migration } from "./migration.ts";

/**
 * The overview's first-contact figures (server/inbox/overview/
 * first-contact-figures.ts; decision 019): a partial index of the leads with
 * a first-contact clock, not spam, holding every column the figures read, so
 * no lead row is read. On SQLite it is ordered by form, owner and arrival:
 * each week of each owner and form is one seek and a short walk, and nothing
 * is sorted. On PostgreSQL, which groups the weeks' leads itself, it is
 * ordered by arrival. `npm run bench:inbox` times the figures at 100,000
 * leads (docs/PERFORMANCE.md). An index only: nothing to copy between
 * engines.
 */
export const migration: Migration = {
  version: 20,
  name: "the overview's first-contact figures",
  sqlite: `
    CREATE INDEX leads_first_contact_figures
      ON leads (form, assigned_to, received_at, first_contact_minutes, first_contact_on_time, first_contact_due_at)
      WHERE first_contact_due_at IS NOT NULL AND delivery_state != 'spam';
  `,
  postgres: `
    CREATE INDEX leads_first_contact_figures
      ON leads (received_at) INCLUDE (assigned_to, form, first_contact_minutes, first_contact_on_time, first_contact_due_at)
      WHERE first_contact_due_at IS NOT NULL AND delivery_state != 'spam';
  `,
};
