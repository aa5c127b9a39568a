// Assignment as a lead arrives, on the suite's engine (SQLite here, PostgreSQL
// in the PostgreSQL suite): the round robin, routing rules, the admins as the
// fallback, spam, two servers at once, the notices and the audit trail.
import { sql } from "kysely";
import { describe, expect, vi } from "vitest";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { leadStoreTest } from "../../../tests/support/lead-store-per-test.ts";
import { databaseEngine } from "../../../tests/support/test-database.ts";
import type { AppDatabase } from "../../db/database.ts";
import { openDatabase } from "../../db/database.ts";
import { chooseAssignees, openRoutingRules, RoutingRuleError } from "./lead-assignment.ts";
import { type NewLead, openLeadStore } from "./lead-store.ts";

const test = leadStoreTest(Date.parse("2026-11-27T01:00:00.000Z"));

async function person(
  database: AppDatabase,
  name: string,
  role: "admin" | "broker" | "editor",
  options: { available?: boolean; enrolled?: boolean; disabled?: boolean } = {},
): Promise<number> {
  const { id } = await database.db
    .insertInto("staff")
    .values({
      email: `${name.toLowerCase()}@kestrelridge.example`,
      name,
      role,
      available_for_leads: (options.available ?? role === "broker") ? 1 : 0,
      enrolled_at: options.enrolled === false ? null : "2026-11-01T00:00:00.000Z",
      disabled_at: options.disabled ? "2026-11-02T00:00:00.000Z" : null,
      created_at: "2026-11-01T00:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

function inquiryAbout(enquiryType: string): NewLead {
  const lead = sampleInquiry();
  return { ...lead, fields: { ...lead.fields, enquiryType } };
}

async function ownerOf(database: AppDatabase, id: string): Promise<number | null> {
  const row = await database.db.selectFrom("leads").select("assigned_to").where("id", "=", id).executeTakeFirst();
  return row?.assigned_to ?? null;
}

describe("assigning a lead as it arrives", () => {
  test("goes round the available brokers, least recently assigned first", async ({ database, store }) => {
    const ava = await person(database, "Ava", "broker");
    const ben = await person(database, "Ben", "broker");
    await person(database, "Cal", "broker", { available: false });
    await person(database, "Ada", "admin");
    await person(database, "Eve", "editor", { available: true });
    await person(database, "Ian", "broker", { enrolled: false });
    await person(database, "Dan", "broker", { disabled: true });
    const owners = [];
    for (let i = 0; i < 4; i += 1) owners.push(await ownerOf(database, (await store.insert(sampleInquiry())).id));
    expect(owners).toEqual([ava, ben, ava, ben]);
  });

  test("an admin who switches availability on joins the round robin", async ({ database, store }) => {
    const ada = await person(database, "Ada", "admin", { available: true });
    const ava = await person(database, "Ava", "broker");
    const owners = [];
    for (let i = 0; i < 3; i += 1) owners.push(await ownerOf(database, (await store.insert(sampleInquiry())).id));
    expect(owners).toEqual([ada, ava, ada]);
  });

  test("a routing rule sends its enquiry type to the named brokers first, and falls back to the round robin", async ({
    database,
    store,
  }) => {
    const ava = await person(database, "Ava", "broker");
    const bea = await person(database, "Bea", "broker");
    await openRoutingRules(database).set("Business Purchase", [bea]);
    const business = await store.insert(inquiryAbout("Business Purchase"));
    const home = await store.insert(inquiryAbout("First Home"));
    const again = await store.insert(inquiryAbout("Business Purchase"));
    expect([await ownerOf(database, business.id), await ownerOf(database, home.id)]).toEqual([bea, ava]);
    expect(await ownerOf(database, again.id)).toBe(bea);

    await database.db.updateTable("staff").set({ available_for_leads: 0 }).where("id", "=", bea).execute();
    const fallback = await store.insert(inquiryAbout("Business Purchase"));
    expect(await ownerOf(database, fallback.id)).toBe(ava);
  });

  test("goes to the admins, in turn, when nobody is available", async ({ database, store }) => {
    await person(database, "Ava", "broker", { available: false });
    const ada = await person(database, "Ada", "admin");
    const abe = await person(database, "Abe", "admin");
    const first = await store.insert(sampleInquiry());
    const second = await store.insert(sampleInquiry());
    expect([await ownerOf(database, first.id), await ownerOf(database, second.id)]).toEqual([ada, abe]);
    const [line] = await database.db
      .selectFrom("inbox_audit")
      .select(["detail", "staff_id"])
      .where("lead_id", "=", first.id)
      .execute();
    expect(line).toEqual({ detail: "to Ada (nobody available: to the admins)", staff_id: null });
  });

  test("never assigns spam", async ({ database, store }) => {
    await person(database, "Ava", "broker");
    const spam = await store.insert({ ...sampleInquiry(), spam: true });
    expect(await ownerOf(database, spam.id)).toBeNull();
    expect(await database.db.selectFrom("assignment_notices").selectAll().execute()).toEqual([]);
  });

  test("assigns every lead of a batch in arrival order, and a referral like an inquiry", async ({
    database,
    store,
  }) => {
    const ava = await person(database, "Ava", "broker");
    const ben = await person(database, "Ben", "broker");
    const referral: NewLead = {
      form: "referral",
      fields: { from_name: "Noah Kelly", from_email: "noah@example.com", from_phone: "+61355500148", message: "Hi" },
      spam: false,
    };
    const outcomes = await store.insertMany([sampleInquiry(), referral, { ...sampleInquiry(), spam: true }]);
    const ids = outcomes.map((outcome) => (outcome.stored ? outcome.id : ""));
    expect(await Promise.all(ids.map((id) => ownerOf(database, id)))).toEqual([ava, ben, null]);
  });

  test("queues the assignee's notice and an audit line with no word of the lead", async ({ database, store }) => {
    const ava = await person(database, "Ava", "broker");
    const lead = await store.insert(sampleInquiry({ message: "Secret plans for the harbour" }));
    const notices = await database.db
      .selectFrom("assignment_notices")
      .select(["lead_id", "staff_id", "state"])
      .execute();
    expect(notices).toEqual([{ lead_id: lead.id, staff_id: ava, state: "pending" }]);
    const lines = await database.db.selectFrom("inbox_audit").select(["action", "detail"]).execute();
    expect(lines).toEqual([{ action: "assigned lead", detail: "to Ava (round robin)" }]);
    expect(JSON.stringify(lines)).not.toMatch(/Mia|Tran|harbour|mia\.tran|412/);
  });

  test("stores the lead with no owner when assignment fails", async ({ database, clock }) => {
    await person(database, "Ava", "broker");
    await sql`DROP TABLE lead_assignment_turns`.execute(database.db);
    const failed = vi.fn();
    const store = openLeadStore(database, { now: () => clock.now, onAssignmentFailed: failed });
    const lead = await store.insert(sampleInquiry());
    expect(await ownerOf(database, lead.id)).toBeNull();
    expect(await store.getLead(lead.id)).toBeDefined();
    expect(failed).toHaveBeenCalledOnce();
    expect(await database.db.selectFrom("assignment_notices").selectAll().execute()).toEqual([]);
  });

  test("assigns each lead once when two servers store leads at the same time", async ({
    database,
    location,
    clock,
  }) => {
    const ava = await person(database, "Ava", "broker");
    const ben = await person(database, "Ben", "broker");
    // Two pools on PostgreSQL, as two servers have. SQLite's driver blocks the
    // process while it waits for the file's lock, so two connections in one
    // process would wait on each other: there, both stores share the one
    // connection, as a second server's process would share the file's lock.
    const second = databaseEngine === "postgres" ? await openDatabase(location) : database;
    try {
      const servers = [
        openLeadStore(database, { now: () => clock.now }),
        openLeadStore(second, { now: () => clock.now }),
      ];
      const stored = await Promise.all(
        Array.from({ length: 20 }, (_, index) => servers[index % 2]?.insertMany([sampleInquiry(), sampleInquiry()])),
      );
      expect(stored.flat().every((outcome) => outcome?.stored)).toBe(true);
      const rows = await database.db.selectFrom("leads").select(["assigned_to", "seq"]).orderBy("seq").execute();
      expect(rows).toHaveLength(40);
      // In arrival order the owners alternate: no lead was given twice, and no turn was read by both servers.
      expect(rows.map((row) => row.assigned_to)).toEqual(
        Array.from({ length: 40 }, (_, index) => [ava, ben][index % 2]),
      );
      const notices = await database.db.selectFrom("assignment_notices").select("lead_id").execute();
      expect(new Set(notices.map((notice) => notice.lead_id)).size).toBe(40);
      expect(notices).toHaveLength(40);
      const lines = await database.db.selectFrom("inbox_audit").select("lead_id").execute();
      expect(lines).toHaveLength(40);
    } finally {
      if (second !== database) await second.close();
    }
  });
});

describe("routing rules", () => {
  test("refuse an enquiry type the forms do not offer, naming it", async ({ database }) => {
    const ava = await person(database, "Ava", "broker");
    await expect(openRoutingRules(database).set("Yacht Loans", [ava])).rejects.toThrow(
      new RoutingRuleError('"Yacht Loans" is not an enquiry type the forms offer.'),
    );
  });

  test("refuse an editor as a lead's first stop", async ({ database }) => {
    const eve = await person(database, "Eve", "editor");
    await expect(openRoutingRules(database).set("Refinance", [eve])).rejects.toThrow(RoutingRuleError);
  });

  test("list every enquiry type with its staff", async ({ database }) => {
    const ava = await person(database, "Ava", "broker");
    const rules = openRoutingRules(database);
    await rules.set("Refinance", [ava]);
    const listed = await rules.list();
    expect(listed.find((rule) => rule.enquiryType === "Refinance")?.staffIds).toEqual([ava]);
    expect(listed.find((rule) => rule.enquiryType === "First Home")?.staffIds).toEqual([]);
    await rules.set("Refinance", []);
    expect((await rules.list()).every((rule) => rule.staffIds.length === 0)).toBe(true);
  });
});

describe("choosing assignees", () => {
  test("breaks a tie of never-assigned staff by the lower id", () => {
    const candidates = [
      { id: 7, name: "G", role: "broker" as const, available: true, lastSeq: 0 },
      { id: 3, name: "C", role: "broker" as const, available: true, lastSeq: 0 },
      { id: 5, name: "E", role: "broker" as const, available: true, lastSeq: 2 },
    ];
    const arrivals = [4, 5, 6, 7].map((seq) => ({ id: `lead-${seq}`, seq, enquiryType: null }));
    expect(chooseAssignees(arrivals, candidates, new Map()).map((each) => each.staffId)).toEqual([3, 7, 5, 3]);
  });

  test("leaves a lead unassigned when nobody at all can take it", () => {
    expect(chooseAssignees([{ id: "x", seq: 1, enquiryType: null }], [], new Map())).toEqual([]);
  });
});
