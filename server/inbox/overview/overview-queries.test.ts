// The overview's numbers on a real lead database: leads written through the
// store, as the server writes them, status changes through the inbox, and a
// clock each test sets.
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadStorePerTest } from "../../../tests/support/lead-store-per-test.ts";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { type AppDatabase, openDatabase } from "../../db/database.ts";
import { leadMigrations, migrateLeadDatabase } from "../../db/migrations.ts";
import type { NewLead } from "../../leads/store/lead-store.ts";
import { type LeadInbox, openLeadInbox } from "../leads/lead-inbox.ts";
import { readOverview } from "./overview-queries.ts";

const HOUR_MS = 3600_000;

const test = leadStorePerTest("inbox-overview", Date.parse("2026-03-02T00:00:00.000Z"));
let database: AppDatabase;
let inbox: LeadInbox;

beforeEach(async () => {
  database = await openDatabase({ engine: "sqlite", path: test.databasePath });
  inbox = openLeadInbox(database, () => test.now);
});

afterEach(async () => {
  await database.close();
});

function inquiry(fields: Record<string, string> = {}, spam = false): NewLead {
  const lead = sampleInquiry();
  return { ...lead, fields: { ...lead.fields, ...fields }, spam };
}

function referral(): NewLead {
  return {
    form: "referral",
    fields: {
      from_name: "Noah Kelly",
      from_email: "noah.kelly@example.com",
      from_phone: "+61355500148",
      message: "Referring my sister, who is buying in Geelong.",
    },
    spam: false,
  };
}

/** Stores the lead at `at`, as the server would; its id. */
async function arrive(lead: NewLead, at: string): Promise<string> {
  test.now = Date.parse(at);
  return (await test.store.insert(lead)).id;
}

async function addStaff(name: string): Promise<number> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@kestrel.example`;
  const row = await database.db
    .insertInto("staff")
    .values({ email, name, role: "staff", created_at: "2026-01-01T00:00:00.000Z" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("overview", () => {
  // Wednesday 15 April 2026, noon in Melbourne (standard time, UTC+10).
  const now = Date.parse("2026-04-15T02:00:00.000Z");

  it("counts the last 12 Melbourne weeks, Monday to Sunday, by form and enquiry type, and by reference", async () => {
    // This week started on Monday 13 April at 14:00 UTC the day before; the
    // first of the 12 on Monday 26 January, in daylight time (13:00 UTC on the 25th).
    await arrive(inquiry({ enquiryType: "Refinance", reference: "Google" }), "2026-01-25T12:59:59.999Z"); // the Sunday before: not counted
    await arrive(inquiry({ enquiryType: "Refinance", reference: "Google" }), "2026-01-25T13:00:00.000Z"); // first week
    await arrive(inquiry({ enquiryType: "First Home", reference: "Social Media" }), "2026-04-12T13:59:59.999Z"); // Sunday of the week before this one
    await arrive(inquiry({ enquiryType: "First Home", reference: "Google" }), "2026-04-12T14:00:00.000Z"); // this Monday
    await arrive(referral(), "2026-04-14T00:00:00.000Z");
    await arrive(inquiry({ enquiryType: "First Home", reference: "Google" }, true), "2026-04-14T01:00:00.000Z"); // spam: not counted
    test.now = now;
    const overview = await readOverview(database, test.now);
    expect(overview.weeks).toHaveLength(12);
    expect(overview.weeks.map((week) => week.start)).toEqual([
      "2026-01-26",
      "2026-02-02",
      "2026-02-09",
      "2026-02-16",
      "2026-02-23",
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
      "2026-03-23",
      "2026-03-30",
      "2026-04-06",
      "2026-04-13",
    ]);
    expect(overview.weeks.map((week) => week.total)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
    expect(overview.weeks[0]).toMatchObject({
      byForm: { inquiry: 1, referral: 0 },
      byEnquiryType: expect.objectContaining({ Refinance: 1, "First Home": 0 }),
    });
    expect(overview.weeks[11]).toMatchObject({
      byForm: { inquiry: 1, referral: 1 },
      byEnquiryType: expect.objectContaining({ "First Home": 1, Refinance: 0 }),
    });
    expect(overview.byReference).toEqual({
      Google: 2,
      "Social Media": 1,
      "Friend/Family": 0,
      Advertisement: 0,
      Other: 0,
    });
  });

  it("gives the median time from arrival to the first change of status, over the leads of those weeks that have one", async () => {
    const ava = await addStaff("Ava Brooks");
    const respond = async (receivedAt: string, afterMs: number[]) => {
      const id = await arrive(inquiry(), receivedAt);
      for (const [index, after] of afterMs.entries()) {
        test.now = Date.parse(receivedAt) + after;
        await inbox.setStatus(id, index % 2 === 0 ? "contacted" : "qualified", ava);
      }
    };
    test.now = now;
    expect((await readOverview(database, test.now)).medianFirstResponseMs).toBeNull();
    await respond("2026-03-02T00:00:00.000Z", [1 * HOUR_MS]);
    await respond("2026-03-03T00:00:00.000Z", [5 * HOUR_MS]);
    // A second change does not count: only the first response does.
    await respond("2026-03-04T00:00:00.000Z", [3 * HOUR_MS, 100 * HOUR_MS]);
    await respond("2026-03-05T00:00:00.000Z", []); // not answered yet: not counted
    await respond("2025-06-01T00:00:00.000Z", [1000 * HOUR_MS]); // before the 12 weeks
    test.now = now;
    expect((await readOverview(database, test.now)).medianFirstResponseMs).toBe(3 * HOUR_MS);
    await respond("2026-03-06T00:00:00.000Z", [7 * HOUR_MS]);
    test.now = now;
    expect((await readOverview(database, test.now)).medianFirstResponseMs).toBe(4 * HOUR_MS);
  });

  it("knows the first responses of leads answered before the database had the inbox's counts (migration 7)", async () => {
    await database.close();
    await test.store.close();
    // A database of the server before migration 7, with a lead answered 2 hours after it arrived.
    const older = new Database(`${test.databasePath}.older`);
    migrateLeadDatabase(
      older,
      leadMigrations.filter((migration) => migration.version < 7),
    );
    older.exec(`
      INSERT INTO staff (email, name, role, created_at) VALUES ('ava@kestrel.example', 'Ava Brooks', 'staff', '2026-01-01T00:00:00.000Z');
      INSERT INTO leads (id, form, fields, received_at, delivery_state, seq) VALUES ('a', 'inquiry', '{"firstName":"Mia"}', '2026-03-02T00:00:00.000Z', 'delivered', 1);
      INSERT INTO lead_status_changes (lead_id, staff_id, at, from_status, to_status) VALUES ('a', 1, '2026-03-02T05:00:00.000Z', 'contacted', 'won');
      INSERT INTO lead_status_changes (lead_id, staff_id, at, from_status, to_status) VALUES ('a', 1, '2026-03-02T02:00:00.000Z', 'new', 'contacted');
    `);
    older.close();
    database = await openDatabase({ engine: "sqlite", path: `${test.databasePath}.older` });
    expect((await readOverview(database, now)).medianFirstResponseMs).toBe(2 * HOUR_MS);
  });
});
