import { sql } from "kysely";
import { describe, expect } from "vitest";
import { databaseEngine, databaseTest as test } from "../../../tests/support/test-database.ts";
import { openDatabase } from "../database.ts";
import { migrations } from "./index.ts";

describe(`lead owners, availability and routing rules, on ${databaseEngine}`, () => {
  test("makes every existing broker available for new leads, and no admin or editor", async ({ emptyLocation }) => {
    const older = await openDatabase(emptyLocation, { migrations: migrations.filter((step) => step.version < 16) });
    try {
      await sql`
        INSERT INTO staff (id, email, name, role, enrolled_at, created_at) VALUES
          (1, 'ada@kestrel.example', 'Ada Admin', 'admin', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
          (2, 'sam@kestrel.example', 'Sam Broker', 'broker', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
          (3, 'eve@kestrel.example', 'Eve Editor', 'editor', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')
      `.execute(older.db);
    } finally {
      await older.close();
    }

    const database = await openDatabase(emptyLocation);
    try {
      const rows = await database.db.selectFrom("staff").select(["id", "available_for_leads"]).orderBy("id").execute();
      expect(rows.map((row) => [row.id, Number(row.available_for_leads)])).toEqual([
        [1, 0],
        [2, 1],
        [3, 0],
      ]);
      expect(await database.db.selectFrom("lead_routing_rules").selectAll().execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
