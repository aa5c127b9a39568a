// The visitor's name, e-mail and phone stored with each lead (migration 11):
// written from the forms' one visitor map, backfilled for the leads stored
// before, and read by the person finder and the search index.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadMigrations, migrateLeadDatabase } from "../../db/migrations.ts";
import { databaseTest } from "../../../tests/support/test-database.ts";
import { visitorColumns } from "./visitor-columns.ts";

const MIA = {
  firstName: "Mia",
  lastName: "Tran",
  email: "Mia.Tran@Example.com",
  mobile: "+61412345678",
  enquiryType: "First Home",
  reference: "Google",
  postCode: "3350",
  message: "We would like to buy our first home.",
};
const NOAH = {
  from_name: "Noah Kelly",
  from_email: "noah.kelly@example.com",
  from_phone: "+61355500148",
  message: "Referring my sister, who is buying in Geelong.",
};

describe("the visitor columns a lead is stored with", () => {
  it("are the inquiry's first and last name, its e-mail address lowercased and its mobile", () => {
    expect(visitorColumns("inquiry", MIA)).toEqual({
      visitor_name: "Mia Tran",
      visitor_email: "mia.tran@example.com",
      visitor_phone: "+61412345678",
    });
  });

  it("are the referral's name, e-mail address and phone", () => {
    expect(visitorColumns("referral", NOAH)).toEqual({
      visitor_name: "Noah Kelly",
      visitor_email: "noah.kelly@example.com",
      visitor_phone: "+61355500148",
    });
  });

  it("are null where the lead has no such field", () => {
    expect(visitorColumns("referral", { message: "Hi" })).toEqual({
      visitor_name: null,
      visitor_email: null,
      visitor_phone: null,
    });
  });
});

databaseTest("find a person's leads by the stored address or phone, on either engine", async ({ database }) => {
  const { db } = database;
  for (const [seq, form, fields] of [
    [1, "inquiry", MIA],
    [2, "referral", NOAH],
  ] as const) {
    await db
      .insertInto("leads")
      .values({
        id: `lead-${seq}`,
        form,
        fields: JSON.stringify(fields),
        received_at: `2026-03-0${seq}T00:00:00.000Z`,
        delivery_state: "pending",
        delivered_at: null,
        seq,
        assigned_to: null,
        read_at: null,
        scenario: null,
        ...visitorColumns(form, fields),
      })
      .execute();
  }
  const byEmail = await db
    .selectFrom("leads")
    .select("id")
    .where("visitor_email", "=", "mia.tran@example.com")
    .execute();
  const byPhone = await db.selectFrom("leads").select("id").where("visitor_phone", "=", "+61355500148").execute();
  expect(byEmail).toEqual([{ id: "lead-1" }]);
  expect(byPhone).toEqual([{ id: "lead-2" }]);
});

describe("migration 11 on SQLite", () => {
  let folder: string;
  let db: Database.Database;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "visitor-columns-"));
    db = new Database(path.join(folder, "leads.sqlite"));
  });

  afterEach(async () => {
    db.close();
    await rm(folder, { recursive: true, force: true });
  });

  const search = (words: string) =>
    db
      .prepare<[string], { seq: number }>(
        "SELECT rowid AS seq FROM lead_search WHERE lead_search MATCH ? ORDER BY rowid",
      )
      .all(words)
      .map((row) => row.seq);

  function plantBeforeStep11(leads: readonly { form: "inquiry" | "referral"; fields: object }[]) {
    migrateLeadDatabase(
      db,
      leadMigrations.filter((migration) => migration.version < 11),
    );
    const insert = db.prepare(
      "INSERT INTO leads (id, form, fields, received_at, delivery_state, seq) VALUES (?, ?, ?, '2026-03-01T00:00:00.000Z', 'delivered', ?)",
    );
    leads.forEach((lead, index) => insert.run(`old-${index + 1}`, lead.form, JSON.stringify(lead.fields), index + 1));
  }

  it("fills in the leads stored before as the store would have written them", () => {
    const leads = [
      { form: "inquiry", fields: MIA },
      { form: "referral", fields: NOAH },
      { form: "inquiry", fields: { firstName: "Ana" } },
      { form: "referral", fields: { message: "No one named" } },
    ] as const;
    plantBeforeStep11(leads);
    migrateLeadDatabase(db);
    const stored = db
      .prepare("SELECT visitor_name, visitor_email, visitor_phone FROM leads ORDER BY seq")
      .all() as unknown[];
    expect(stored).toEqual(leads.map((lead) => visitorColumns(lead.form, lead.fields)));
  });

  it("indexes a new lead for search from its stored columns, its phone also as typed (04…), and keeps the older leads found", () => {
    plantBeforeStep11([{ form: "inquiry", fields: MIA }]);
    migrateLeadDatabase(db);
    db.prepare(
      `INSERT INTO leads (id, form, fields, received_at, delivery_state, seq, visitor_name, visitor_email, visitor_phone)
       VALUES ('new', 'referral', ?, '2026-03-02T00:00:00.000Z', 'pending', 2, @visitor_name, @visitor_email, @visitor_phone)`,
    ).run(JSON.stringify(NOAH), visitorColumns("referral", NOAH));
    expect(search("Kelly")).toEqual([2]);
    expect(search('"noah.kelly"*')).toEqual([2]);
    expect(search("0355500148")).toEqual([2]);
    expect(search("Geelong")).toEqual([2]);
    expect(search("Tran")).toEqual([1]);
    expect(search("0412345678")).toEqual([1]);
  });

  it("gives the person finder an index on the address and one on the phone", () => {
    migrateLeadDatabase(db);
    const plan = (where: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN SELECT id FROM leads WHERE ${where}`).all() as { detail: string }[])
        .map((step) => step.detail)
        .join("\n");
    expect(plan("visitor_email = 'mia.tran@example.com'")).toMatch(/USING INDEX leads_by_visitor_email/);
    expect(plan("visitor_phone = '+61412345678'")).toMatch(/USING INDEX leads_by_visitor_phone/);
  });
});
