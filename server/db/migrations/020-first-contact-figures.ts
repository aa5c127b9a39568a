import type { Migration } from "./migration.ts";

/**
 * The overview's first-contact figures (server/inbox/overview/
 * first-contact-figures.ts; decision 019): a partial index of the leads with
 * a first-contact clock, not spam, holding every column the figures read, so
 * no lead row is read. On SQLite it is ordered by form, owner and arrival:
 * each week of each owner and form is one seek and a short walk, and nothing
 * is sorted. On PostgreSQL, which groups the weeks' leads itself, it is
 * ordered by arrival. `npm run bench:inbox` times the figures at 100,000
 * leads (docs/PERFORMANCE.md). Indexes only: nothing to copy between
 * engines.
 *
 * On PostgreSQL, "Needs first contact" (lead-list-query.ts) also gets its own
 * partial index of the waiting leads that are not spam. Its conditions
 * (delivery_state != 'spam', first_contact_at IS NULL, first_contact_due_at
 * IS NOT NULL) also satisfy the predicate of leads_first_contact_figures, and
 * the planner, thinking two in five clocked leads waiting, counted them
 * through that index, reading the row of every clocked lead for its
 * first_contact_at: 55 ms at 100,000 leads. leads_awaiting_first_contact
 * (migration 18) holds no delivery_state, so its count reads every waiting
 * lead's row too. This one answers the count from the index alone, and the
 * page in (due, seq) order (decision 019: reads are index seeks). SQLite is
 * told which index to use (INDEXED BY) and needs none.
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
    CREATE INDEX leads_awaiting_first_contact_not_spam
      ON leads (first_contact_due_at, seq)
      WHERE first_contact_at IS NULL AND first_contact_due_at IS NOT NULL AND delivery_state != 'spam';
  `,
};
