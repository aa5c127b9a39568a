// The overview's numbers on a real lead database: leads written through the
// store, as the server writes them, status changes through the inbox, and a
// clock each test sets. Each test has its own database from `databaseTest`
// (through `leadStoreTest`): the file runs on SQLite and on PostgreSQL.
import Database from "better-sqlite3";
import { describe, expect } from "vitest";
import { leadStoreTest, type TestClock } from "../../../tests/support/lead-store-per-test.ts";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { databaseEngine } from "../../../tests/support/test-database.ts";
import { type AppDatabase, openDatabase } from "../../db/database.ts";
import { leadMigrations, migrateLeadDatabase } from "../../db/migrations.ts";
import type { LeadStore, NewLead } from "../../leads/store/lead-store.ts";
import { type LeadInbox, openLeadInbox } from "../leads/lead-inbox.ts";
import { readOverview } from "./overview-queries.ts";
import { brokerRow } from "../../../tests/support/staff-accounts.ts";

const HOUR_MS = 3600_000;

const it = leadStoreTest(Date.parse("2026-03-02T00:00:00.000Z")).extend<{ inbox: LeadInbox }>({
  inbox: async ({ database, clock }, use) => {
    await use(openLeadInbox(database, () => clock.now));
  },
});

// The running test's fixtures, for the helpers below.
let database: AppDatabase;
let store: LeadStore;
let clock: TestClock;
let inbox: LeadInbox;

it.beforeEach(({ database: db, store: leads, clock: time, inbox: opened }) => {
  database = db;
  store = leads;
  clock = time;
  inbox = opened;
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
  clock.now = Date.parse(at);
  return (await store.insert(lead)).id;
}

const addStaff = (name: string) => brokerRow(database, name);

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
    clock.now = now;
    const overview = await readOverview(database, clock.now);
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
        clock.now = Date.parse(receivedAt) + after;
        await inbox.setStatus(id, index % 2 === 0 ? "contacted" : "qualified", ava);
      }
    };
    clock.now = now;
    expect((await readOverview(database, clock.now)).medianFirstResponseMs).toBeNull();
    await respond("2026-03-02T00:00:00.000Z", [1 * HOUR_MS]);
    await respond("2026-03-03T00:00:00.000Z", [5 * HOUR_MS]);
    // A second change does not count: only the first response does.
    await respond("2026-03-04T00:00:00.000Z", [3 * HOUR_MS, 100 * HOUR_MS]);
    await respond("2026-03-05T00:00:00.000Z", []); // not answered yet: not counted
    await respond("2025-06-01T00:00:00.000Z", [1000 * HOUR_MS]); // before the 12 weeks
    clock.now = now;
    expect((await readOverview(database, clock.now)).medianFirstResponseMs).toBe(3 * HOUR_MS);
    await respond("2026-03-06T00:00:00.000Z", [7 * HOUR_MS]);
    clock.now = now;
    expect((await readOverview(database, clock.now)).medianFirstResponseMs).toBe(4 * HOUR_MS);
  });

  it.skipIf(databaseEngine !== "sqlite")(
    "knows the first responses of leads answered before the database had the inbox's counts (migration 7; SQLite only: PostgreSQL starts at the current schema)",
    async ({ location }) => {
      if (location.engine !== "sqlite") throw new Error("a SQLite file is needed");
      // A database of the server before migration 7, with a lead answered 2 hours after it arrived.
      const olderPath = `${location.path}.older`;
      const older = new Database(olderPath);
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
      const upgraded = await openDatabase({ engine: "sqlite", path: olderPath });
      try {
        expect((await readOverview(upgraded, now)).medianFirstResponseMs).toBe(2 * HOUR_MS);
      } finally {
        await upgraded.close();
      }
    },
  );
});
