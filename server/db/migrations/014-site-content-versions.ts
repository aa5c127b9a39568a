import type { Migration } from "./migration.ts";

/**
 * The content studio's words (decision 017, contracts/site-content.ts): what
 * the office drafts, and every version it published. One module writes both
 * tables: server/site/content/content-store.ts.
 *
 * content_drafts holds one row a collection ("testimonials", "business")
 * once anyone saved it: its body as JSON, or null when nothing waits to be
 * published (the current version's value is the draft then). `revision`
 * only ever grows: a save is one UPDATE ... WHERE revision = the revision
 * the form was opened at, so of two people saving the same form, on one
 * server or several, the second is told who changed it first. No CHECK on
 * the collection's name: the store knows the collections, and a new one
 * needs no table rebuilt.
 *
 * content_versions holds every published version whole (the body is the
 * whole SiteContent as JSON), numbered 1, 2, 3... by the store: the number
 * is the primary key, so two publishes at once cannot both take the same
 * one. Version 1 is the repository's content, loaded on the first start, and
 * has no publisher. `changes` is the field-by-field list the history page
 * shows, as JSON; `pages_changed_on` the day each page last changed in a
 * publish, by address (the sitemap's lastmod), as JSON; `rolled_back_to` the
 * version whose content a roll back brought back. Times are epoch
 * milliseconds.
 *
 * Both are copied by `npm run db -- copy` (database-copy.ts) and are in a
 * SQLite backup, which is the whole file (lead-backup.ts).
 */
export const migration: Migration = {
  version: 14,
  name: "the content studio's drafts and published versions",
  sqlite: `
    CREATE TABLE content_drafts (
      collection TEXT PRIMARY KEY,
      -- The collection as JSON, valid against its schema; null: nothing waiting, the current version's value is the draft.
      body TEXT,
      revision INTEGER NOT NULL CHECK (revision > 0),
      updated_by INTEGER NOT NULL REFERENCES staff (id),
      updated_at INTEGER NOT NULL
    ) WITHOUT ROWID;

    CREATE TABLE content_versions (
      number INTEGER PRIMARY KEY CHECK (number > 0),
      body TEXT NOT NULL,
      -- Null only for the first version, loaded from the repository.
      published_by INTEGER REFERENCES staff (id),
      published_at INTEGER NOT NULL,
      changes TEXT NOT NULL DEFAULT '[]',
      pages_changed_on TEXT NOT NULL DEFAULT '{}',
      rolled_back_to INTEGER REFERENCES content_versions (number)
    );
  `,
  postgres: `
    CREATE TABLE content_drafts (
      collection text PRIMARY KEY,
      body text,
      revision integer NOT NULL CHECK (revision > 0),
      updated_by integer NOT NULL REFERENCES staff (id),
      updated_at bigint NOT NULL
    );

    CREATE TABLE content_versions (
      number integer PRIMARY KEY CHECK (number > 0),
      body text NOT NULL,
      published_by integer REFERENCES staff (id),
      published_at bigint NOT NULL,
      changes text NOT NULL DEFAULT '[]',
      pages_changed_on text NOT NULL DEFAULT '{}',
      rolled_back_to integer REFERENCES content_versions (number)
    );
  `,
};
