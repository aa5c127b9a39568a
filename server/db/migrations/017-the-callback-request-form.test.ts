import { sql } from "kysely";
import { describe, expect } from "vitest";
import { databaseEngine, databaseTest as test } from "../../../tests/support/test-database.ts";
import { openDatabase } from "../database.ts";
import { migrations } from "./index.ts";

describe(`the callback request form, on ${databaseEngine}`, () => {
  test("keeps every lead with its deliveries, notes and first-response timing, and then takes a callback request", async ({
    emptyLocation,
  }) => {
    const older = await openDatabase(emptyLocation, { migrations: migrations.filter((step) => step.version < 17) });
    try {
      const { db } = older;
      await sql`
        INSERT INTO staff (id, email, name, role, created_at)
          VALUES (1, 'sam@kestrel.example', 'Sam Broker', 'broker', '2026-01-01T00:00:00.000Z')
      `.execute(db);
      await sql`
        INSERT INTO leads (id, form, fields, received_at, delivery_state, seq, assigned_to, visitor_name, visitor_phone)
          VALUES ('lead-1', 'inquiry', '{"firstName":"Mia","enquiryType":"Refinance","message":"About my loan"}',
                  '2026-03-02T00:00:00.000Z', 'delivered', 1, 1, 'Mia Tran', '+61412345678')
      `.execute(db);
      await sql`
        INSERT INTO lead_deliveries (lead_id, channel, state, next_attempt_at) VALUES ('lead-1', 'email', 'delivered', 0)
      `.execute(db);
      await sql`
        INSERT INTO lead_notes (lead_id, staff_id, at, body) VALUES ('lead-1', 1, '2026-03-02T01:00:00.000Z', 'Rang her')
      `.execute(db);
      await expect(
        sql`INSERT INTO leads (id, form, fields, received_at, delivery_state, seq)
              VALUES ('lead-2', 'callback', '{}', '2026-03-03T00:00:00.000Z', 'pending', 2)`.execute(db),
        "before this step, the column knew two forms",
      ).rejects.toThrow();
    } finally {
      await older.close();
    }

    const database = await openDatabase(emptyLocation);
    try {
      const { db } = database;
      expect(
        await db
          .selectFrom("leads")
          .select(["id", "form", "seq", "assigned_to", "enquiry_type", "visitor_name"])
          .execute(),
      ).toEqual([
        { id: "lead-1", form: "inquiry", seq: 1, assigned_to: 1, enquiry_type: "Refinance", visitor_name: "Mia Tran" },
      ]);
      // Rebuilding SQLite's table with foreign keys on would have deleted these with it (ON DELETE CASCADE).
      expect(await db.selectFrom("lead_deliveries").select(["lead_id", "state"]).execute()).toEqual([
        { lead_id: "lead-1", state: "delivered" },
      ]);
      expect(await db.selectFrom("lead_notes").select("body").execute()).toEqual([{ body: "Rang her" }]);

      // The first-response trigger, made again, still times the first status change.
      await sql`
        INSERT INTO lead_status_changes (lead_id, staff_id, at, from_status, to_status)
          VALUES ('lead-1', 1, '2026-03-02T00:05:00.000Z', 'new', 'contacted')
      `.execute(db);
      expect(await db.selectFrom("leads").select("first_response_ms").executeTakeFirst()).toEqual({
        first_response_ms: 300_000,
      });

      await sql`
        INSERT INTO leads (id, form, fields, received_at, delivery_state, seq, visitor_name, visitor_phone)
          VALUES ('lead-2', 'callback', '{"name":"Jo Bloggs"}', '2026-03-03T00:00:00.000Z', 'pending', 2, 'Jo Bloggs', '+61412000111')
      `.execute(db);
      expect(await db.selectFrom("leads").select("form").orderBy("seq").execute()).toEqual([
        { form: "inquiry" },
        { form: "callback" },
      ]);
      await expect(
        sql`INSERT INTO leads (id, form, fields, received_at, delivery_state, seq)
              VALUES ('lead-3', 'newsletter', '{}', '2026-03-04T00:00:00.000Z', 'pending', 3)`.execute(db),
        "a form no contract names",
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
