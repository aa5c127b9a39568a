import { sql } from "kysely";
import { describe, expect } from "vitest";
import { databaseEngine, databaseTest, sqliteOnlyTest } from "../../tests/support/test-database.ts";
import { unsyncedWrite } from "./unsynced-write.ts";

/** SQLite's `synchronous` setting: 1 is NORMAL, 2 is FULL. */
async function synchronousSetting(db: Parameters<Parameters<typeof unsyncedWrite>[1]>[0]): Promise<number> {
  const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
  return Number(rows[0]?.synchronous);
}

describe("a write that need not wait for the disk", () => {
  sqliteOnlyTest("runs unsynced, and leaves every other write synced", async ({ database }) => {
    const during = await unsyncedWrite(database, (db) => synchronousSetting(db));
    expect(during).toBe(1);
    expect(await synchronousSetting(database.db)).toBe(2);
  });

  sqliteOnlyTest("leaves writes synced after one that failed", async ({ database }) => {
    await expect(
      unsyncedWrite(database, (db) =>
        db
          .insertInto("lead_rate_limits")
          .values({} as never)
          .execute(),
      ),
    ).rejects.toThrow();
    expect(await synchronousSetting(database.db)).toBe(2);
  });

  databaseTest.skipIf(databaseEngine !== "postgres")(
    "keeps the rate limit's counts, and nothing else, out of the log",
    async ({ database }) => {
      const { rows } = await sql<{ relname: string }>`
      SELECT relname FROM pg_class WHERE relpersistence = 'u' AND relkind = 'r' ORDER BY relname
    `.execute(database.db);
      expect(rows.map((row) => row.relname)).toEqual(["lead_rate_limits"]);
    },
  );
});
