import { sql } from "kysely";
import { describe, expect } from "vitest";
import { databaseEngine, databaseTest as test } from "../../../tests/support/test-database.ts";
import { openDatabase } from "../database.ts";
import { migrations } from "./index.ts";

describe(`the first-contact tallies, on ${databaseEngine}`, () => {
  test.runIf(databaseEngine === "postgres")(
    "counts the leads contacted before this step, by Melbourne week, owner, form and minutes",
    async ({ emptyLocation }) => {
      const older = await openDatabase(emptyLocation, { migrations: migrations.filter((step) => step.version < 21) });
      try {
        const { db } = older;
        await sql`
          INSERT INTO staff (id, email, name, role, created_at)
            VALUES (1, 'sam@kestrel.example', 'Sam Broker', 'broker', '2026-01-01T00:00:00.000Z')
        `.execute(db);
        // Monday 13 April 2026 starts at 14:00 UTC on the 12th in Melbourne.
        const leads: [id: string, receivedAt: string, owner: number | null, minutes: number | null, state: string][] = [
          ["sunday", "2026-04-12T13:59:00.000Z", 1, 20, "delivered"],
          ["monday-1", "2026-04-12T14:00:00.000Z", 1, 6, "delivered"],
          ["monday-2", "2026-04-13T02:00:00.000Z", 1, 6, "pending"],
          ["nobody", "2026-04-13T03:00:00.000Z", null, 4, "delivered"],
          ["waiting", "2026-04-13T04:00:00.000Z", 1, null, "delivered"],
          ["spam", "2026-04-13T05:00:00.000Z", 1, 3, "spam"],
        ];
        for (const [index, [id, receivedAt, owner, minutes, state]] of leads.entries()) {
          await sql`
            INSERT INTO leads (id, form, fields, received_at, delivery_state, seq, assigned_to,
                               first_contact_due_at, first_contact_minutes, first_contact_on_time)
              VALUES (${id}, 'inquiry', '{}', ${receivedAt}, ${state}, ${index + 1}, ${owner},
                      ${receivedAt}, ${minutes}, ${minutes === null ? null : minutes <= 15 ? 1 : 0})
          `.execute(db);
        }
      } finally {
        await older.close();
      }

      const database = await openDatabase(emptyLocation);
      try {
        const tallies = await database.db
          .selectFrom("first_contact_tallies")
          .selectAll()
          .orderBy("week")
          .orderBy("owner")
          .execute();
        expect(tallies).toEqual([
          { week: "2026-04-06", owner: 1, form: "inquiry", minutes: 20, contacted: 1, within: 0 },
          { week: "2026-04-13", owner: 0, form: "inquiry", minutes: 4, contacted: 1, within: 1 },
          { week: "2026-04-13", owner: 1, form: "inquiry", minutes: 6, contacted: 2, within: 2 },
        ]);
      } finally {
        await database.close();
      }
    },
  );

  test.runIf(databaseEngine === "sqlite")(
    "has no tallies on SQLite, and an index of the waiting leads not spam for Needs first contact",
    async ({ emptyLocation }) => {
      const database = await openDatabase(emptyLocation);
      try {
        const { rows } = await sql<{ name: string }>`
          SELECT name FROM sqlite_master
          WHERE name IN ('first_contact_tallies', 'leads_awaiting_first_contact_not_spam')
        `.execute(database.db);
        expect(rows).toEqual([{ name: "leads_awaiting_first_contact_not_spam" }]);
      } finally {
        await database.close();
      }
    },
  );
});
