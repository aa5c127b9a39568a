// Disabling a staff member, on the suite's engine (SQLite here, PostgreSQL in
// the PostgreSQL suite): their leads still waiting for a first contact go back
// to the round robin in the same transaction, each new owner is told, and the
// audit trail says where each lead came from; a lead already contacted stays
// theirs, for the record, until an admin reassigns it.
import { describe, expect } from "vitest";
import { sampleInquiry } from "../../tests/support/lead-server/sample-leads.ts";
import { leadStoreTest } from "../../tests/support/lead-store-per-test.ts";
import type { AppDatabase } from "../db/database.ts";
import { openRoutingRules } from "../leads/store/lead-assignment.ts";
import { openStaffDirectory } from "./staff-directory.ts";

const test = leadStoreTest(Date.parse("2026-11-27T01:00:00.000Z"));

async function person(
  database: AppDatabase,
  name: string,
  role: "admin" | "broker",
  available = role === "broker",
): Promise<number> {
  const { id } = await database.db
    .insertInto("staff")
    .values({
      email: `${name.split(" ")[0]?.toLowerCase()}@kestrelridge.example`,
      name,
      role,
      available_for_leads: available ? 1 : 0,
      enrolled_at: "2026-11-01T00:00:00.000Z",
      created_at: "2026-11-01T00:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

const ownersOf = async (database: AppDatabase, ids: readonly string[]) => {
  const rows = await database.db.selectFrom("leads").select(["id", "assigned_to"]).where("id", "in", ids).execute();
  return ids.map((id) => rows.find((row) => row.id === id)?.assigned_to ?? null);
};

const assignmentLines = (database: AppDatabase) =>
  database.db
    .selectFrom("inbox_audit")
    .select(["staff_id", "lead_id", "detail"])
    .where("action", "=", "assigned lead")
    .orderBy("id")
    .execute();

describe("disabling a staff member", () => {
  test("sends their leads waiting for first contact back to the round robin, audited and told", async ({
    database,
    store,
    clock,
  }) => {
    const rae = await person(database, "Rae Routed", "broker");
    // Rae takes the first leads while she is the only one available.
    const waiting = [(await store.insert(sampleInquiry())).id, (await store.insert(sampleInquiry())).id];
    const spam = (await store.insert({ ...sampleInquiry(), spam: true })).id;
    await database.db.updateTable("leads").set({ assigned_to: rae }).where("id", "=", spam).execute();
    const contacted = (await store.insert(sampleInquiry())).id;
    const worked = (await store.insert(sampleInquiry())).id;
    await database.db
      .updateTable("leads")
      .set({ first_contact_at: "2026-11-27T01:05:00.000Z" })
      .where("id", "=", contacted)
      .execute();
    await database.db.updateTable("leads").set({ status: "qualified" }).where("id", "=", worked).execute();
    expect(await ownersOf(database, [...waiting, contacted, worked])).toEqual([rae, rae, rae, rae]);

    const ava = await person(database, "Ava", "broker");
    const ben = await person(database, "Ben", "broker");
    await person(database, "Ada Admin", "admin");
    const noticesBefore = await database.db.selectFrom("assignment_notices").select("id").execute();
    clock.now += 60_000;
    const disabled = await openStaffDirectory(database, () => clock.now).disable("rae@kestrelridge.example");

    expect(disabled.leadsReassigned).toBe(2);
    // Spread round, not both to one: each counts as a turn, as a new lead's would.
    expect(await ownersOf(database, waiting)).toEqual([ava, ben]);
    expect(await ownersOf(database, [spam, contacted, worked])).toEqual([rae, rae, rae]);
    const notices = await database.db
      .selectFrom("assignment_notices")
      .select(["lead_id", "staff_id", "kind"])
      .where(
        "id",
        "not in",
        noticesBefore.map((row) => row.id),
      )
      .orderBy("id")
      .execute();
    expect(notices).toEqual([
      { lead_id: waiting[0], staff_id: ava, kind: "assigned" },
      { lead_id: waiting[1], staff_id: ben, kind: "assigned" },
    ]);
    expect((await assignmentLines(database)).slice(-2)).toEqual([
      { staff_id: null, lead_id: waiting[0], detail: "from Rae Routed (disabled) to Ava (round robin)" },
      { staff_id: null, lead_id: waiting[1], detail: "from Rae Routed (disabled) to Ben (round robin)" },
    ]);
    // The next new lead goes on round from there.
    const next = (await store.insert(sampleInquiry())).id;
    expect(await ownersOf(database, [next])).toEqual([ava]);
  });

  test("follows the routing rules, and with nobody else available gives the leads to the admins", async ({
    database,
    store,
  }) => {
    const rae = await person(database, "Rae Routed", "broker");
    const bea = await person(database, "Bea Business", "broker", false);
    await openRoutingRules(database).set("Business Purchase", [rae, bea]);
    const business = (
      await store.insert({
        ...sampleInquiry(),
        fields: { ...sampleInquiry().fields, enquiryType: "Business Purchase" },
      })
    ).id;
    const home = (await store.insert(sampleInquiry())).id;
    expect(await ownersOf(database, [business, home])).toEqual([rae, rae]);
    await database.db.updateTable("staff").set({ available_for_leads: 1 }).where("id", "=", bea).execute();
    const ada = await person(database, "Ada Admin", "admin");
    await database.db.updateTable("staff").set({ available_for_leads: 0 }).where("id", "!=", bea).execute();

    await openStaffDirectory(database).disable("rae@kestrelridge.example");
    expect(await ownersOf(database, [business, home])).toEqual([bea, bea]);
    expect((await assignmentLines(database)).slice(-2).map((line) => line.detail)).toEqual([
      "from Rae Routed (disabled) to Bea Business (routing rule)",
      "from Rae Routed (disabled) to Bea Business (round robin)",
    ]);

    await database.db.updateTable("staff").set({ available_for_leads: 0 }).execute();
    const third = (await store.insert(sampleInquiry())).id;
    expect(await ownersOf(database, [third])).toEqual([ada]);
    await database.db.updateTable("leads").set({ assigned_to: bea }).where("id", "=", third).execute();
    await openStaffDirectory(database).disable("bea@kestrelridge.example");
    expect(await ownersOf(database, [business, home, third])).toEqual([ada, ada, ada]);
    expect((await assignmentLines(database)).at(-1)?.detail).toBe(
      "from Bea Business (disabled) to Ada Admin (nobody available: to the admins)",
    );
  });

  test("leaves the leads where they are when nobody else can take them, and disables all the same", async ({
    database,
    store,
  }) => {
    await person(database, "Rae Routed", "broker");
    const lead = (await store.insert(sampleInquiry())).id;
    const disabled = await openStaffDirectory(database).disable("rae@kestrelridge.example");
    expect([disabled.account.state, disabled.leadsReassigned]).toEqual(["disabled", 0]);
    expect((await ownersOf(database, [lead]))[0]).toBe(disabled.account.id);
  });
});
