import { sql } from "kysely";
import { describe, expect } from "vitest";
import { databaseEngine, databaseTest as test } from "../../../tests/support/test-database.ts";
import { type AppDatabase, openDatabase } from "../database.ts";
import { migrations } from "./index.ts";

/** A database as the server before this step left it: admins and "staff", and what points at them. */
async function databaseOfTwoRoles(older: AppDatabase): Promise<void> {
  const { db } = older;
  await sql`
    INSERT INTO staff (id, email, name, role, enrolled_at, disabled_at, created_at) VALUES
      (1, 'ada@kestrel.example', 'Ada Admin', 'admin', '2026-01-01T00:00:00.000Z', NULL, '2026-01-01T00:00:00.000Z'),
      (2, 'sam@kestrel.example', 'Sam Staff', 'staff', '2026-01-01T00:00:00.000Z', NULL, '2026-01-01T00:00:00.000Z'),
      (3, 'jo@kestrel.example', 'Jo Gone', 'staff', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')
  `.execute(db);
  await sql`
    INSERT INTO staff_sessions (id_hash, staff_id, stage, created_at, last_seen_at)
      VALUES ('session-of-sam', 2, 'signed-in', 1, 1)
  `.execute(db);
  await sql`INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (2, 'code-of-sam')`.execute(db);
  await sql`
    INSERT INTO leads (id, form, fields, received_at, delivery_state, seq, assigned_to)
      VALUES ('lead-1', 'inquiry', '{"firstName":"Mia"}', '2026-03-02T00:00:00.000Z', 'delivered', 1, 2)
  `.execute(db);
  await sql`
    INSERT INTO lead_notes (lead_id, staff_id, at, body) VALUES ('lead-1', 2, '2026-03-02T01:00:00.000Z', 'Rang her')
  `.execute(db);
  await sql`
    INSERT INTO inbox_audit (at, staff_id, action, lead_id) VALUES ('2026-03-02T01:00:00.000Z', 2, 'viewed lead', 'lead-1')
  `.execute(db);
}

async function addAccount(database: AppDatabase, email: string, role: string): Promise<void> {
  await sql`INSERT INTO staff (email, name, role, created_at) VALUES (${email}, 'Someone', ${role}, '2026-04-01T00:00:00.000Z')`.execute(
    database.db,
  );
}

describe(`three staff roles, on ${databaseEngine}`, () => {
  test("makes every staff account a broker, keeps admins, and keeps every session, code, note, assignment and audit line", async ({
    emptyLocation,
  }) => {
    const older = await openDatabase(emptyLocation, { migrations: migrations.filter((step) => step.version < 13) });
    try {
      await databaseOfTwoRoles(older);
    } finally {
      await older.close();
    }

    const database = await openDatabase(emptyLocation);
    try {
      const { db } = database;
      expect(
        await db.selectFrom("staff").select(["id", "email", "role", "disabled_at"]).orderBy("id").execute(),
      ).toEqual([
        { id: 1, email: "ada@kestrel.example", role: "admin", disabled_at: null },
        { id: 2, email: "sam@kestrel.example", role: "broker", disabled_at: null },
        { id: 3, email: "jo@kestrel.example", role: "broker", disabled_at: "2026-02-01T00:00:00.000Z" },
      ]);
      // Rebuilding SQLite's table with foreign keys on would have deleted these with it (ON DELETE CASCADE).
      expect(await db.selectFrom("staff_sessions").select(["id_hash", "staff_id"]).execute()).toEqual([
        { id_hash: "session-of-sam", staff_id: 2 },
      ]);
      expect(await db.selectFrom("staff_recovery_codes").select(["staff_id", "code_hash"]).execute()).toEqual([
        { staff_id: 2, code_hash: "code-of-sam" },
      ]);
      expect(await db.selectFrom("leads").select("assigned_to").executeTakeFirst()).toEqual({ assigned_to: 2 });
      expect(await db.selectFrom("lead_notes").select("staff_id").execute()).toEqual([{ staff_id: 2 }]);
      expect(await db.selectFrom("inbox_audit").select("staff_id").execute()).toEqual([{ staff_id: 2 }]);
    } finally {
      await database.close();
    }
  });

  test("takes an admin, a broker or an editor, and nothing else", async ({ database }) => {
    for (const role of ["admin", "broker", "editor"]) await addAccount(database, `${role}@kestrel.example`, role);
    for (const role of ["staff", "Editor", "publisher"])
      await expect(addAccount(database, `${role}@kestrel.example`, role), role).rejects.toThrow();
    expect(
      (await database.db.selectFrom("staff").select("role").orderBy("id").execute()).map((row) => row.role),
    ).toEqual(["admin", "broker", "editor"]);
  });

  test("leaves the e-mail unique whatever its case, and foreign keys checked again after the step", async ({
    database,
  }) => {
    await addAccount(database, "eve@kestrel.example", "editor");
    await expect(addAccount(database, "EVE@kestrel.example", "broker")).rejects.toThrow();
    await expect(
      sql`INSERT INTO staff_sessions (id_hash, staff_id, stage, created_at, last_seen_at) VALUES ('x', 99, 'signed-in', 1, 1)`.execute(
        database.db,
      ),
    ).rejects.toThrow();
  });
});
