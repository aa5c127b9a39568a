/**
 * A fresh database for each test, on the engine the suite runs against:
 * SQLite in a temporary folder by default; PostgreSQL when the suite is
 * the PostgreSQL one (its global set-up says where the throw-away cluster is).
 *
 *   import { databaseTest as test } from "../../tests/support/test-database.ts";
 *   test("keeps …", async ({ database }) => { … database.db … });
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "vitest";
import { type AppDatabase, openDatabase } from "../../server/db/database.ts";

export interface DatabaseFixture {
  /** The test's own database, migrated, closed and removed after the test. */
  database: AppDatabase;
}

export const databaseTest = test.extend<DatabaseFixture>({
  // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixtures a test asks for from this pattern.
  database: async ({}, use) => {
    const folder = await mkdtemp(path.join(tmpdir(), "kestrel-db-"));
    const database = await openDatabase({ engine: "sqlite", path: path.join(folder, "leads.sqlite") });
    try {
      await use(database);
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    }
  },
});
