// The first-contact sweep under a clock the test sets, on the suite's engine:
// a lead nobody has contacted is escalated to the admins once its time comes,
// once only, however many sweeps or servers look; a callback's owner is
// reminded ten minutes before the window. Leads contacted in time, and spam,
// never are.
import { describe, expect } from "vitest";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { leadStoreTest } from "../../../tests/support/lead-store-per-test.ts";
import { enrolledStaff } from "../../../tests/support/staff-accounts.ts";
import { databaseEngine } from "../../../tests/support/test-database.ts";
import { type AppDatabase, type DatabaseLocation, openDatabase } from "../../db/database.ts";
import { markSpam } from "../delivery/delivery-queue.ts";
import type { NewLead } from "../store/lead-store.ts";
import { CALLBACK_REMINDER_MS, elapsedWords, sweepFirstContact } from "./first-contact-sweep.ts";

const MINUTE = 60_000;
/** Wednesday 25 November 2026, 10:00 in Melbourne (AEDT, UTC+11). */
const ARRIVED = Date.parse("2026-11-24T23:00:00.000Z");
const DUE = ARRIVED + 15 * MINUTE;
const ESCALATE = ARRIVED + 30 * MINUTE;
/** The callback's window: Wednesday 2 pm. */
const CALLBACK = Date.parse("2026-11-25T03:00:00.000Z");

const test = leadStoreTest(ARRIVED);

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A second server's handle on the same database. On PostgreSQL, a pool of
 * its own, whose claims really race the first's. On SQLite, the same handle:
 * better-sqlite3 waits for the file's lock synchronously, so a second handle
 * in this process would block the first from ever committing (two processes
 * each wait their turn); on one handle the two sweeps still read the same
 * due leads before either claims them.
 */
async function secondServer(database: AppDatabase, location: DatabaseLocation) {
  if (databaseEngine !== "postgres") return { database, close: async () => {} };
  const other = await openDatabase(location);
  return { database: other, close: () => other.close() };
}

function inquiryWithClock(): NewLead {
  return { ...sampleInquiry(), firstContact: { dueAt: iso(DUE), escalateAt: iso(ESCALATE), callbackAt: null } };
}

function callbackWithClock(): NewLead {
  return {
    form: "callback",
    fields: { callerName: "Jo Bloggs", callerPhone: "+61412000111", callbackTime: "2026-11-25 14:00-16:00" },
    spam: false,
    firstContact: { dueAt: iso(CALLBACK), escalateAt: iso(CALLBACK + 15 * MINUTE), callbackAt: iso(CALLBACK) },
  };
}

/** Rae the broker (who takes the leads), Ada the admin, and Max, an admin since disabled. */
async function staff(database: AppDatabase, now: () => number) {
  const rae = await enrolledStaff(database, now, { email: "rae@kestrel.example", name: "Rae Routed" });
  const ada = await enrolledStaff(database, now, { email: "ada@kestrel.example", name: "Ada Admin", role: "admin" });
  const max = await enrolledStaff(database, now, { email: "max@kestrel.example", name: "Max Gone", role: "admin" });
  await database.db
    .updateTable("staff")
    .set({ disabled_at: iso(ARRIVED) })
    .where("id", "=", max.id)
    .execute();
  // Ada takes no new leads, so the round robin gives them all to Rae.
  await database.db.updateTable("staff").set({ available_for_leads: 0 }).where("id", "=", ada.id).execute();
  return { rae, ada, max };
}

async function notices(database: AppDatabase, kind: string) {
  return database.db
    .selectFrom("assignment_notices")
    .select(["lead_id", "staff_id"])
    .where("kind", "=", kind as "overdue")
    .orderBy("id")
    .execute();
}

async function auditLines(database: AppDatabase, action: string) {
  return database.db
    .selectFrom("inbox_audit")
    .select(["lead_id", "staff_id", "detail"])
    .where("action", "=", action)
    .execute();
}

describe("escalating a lead nobody has contacted", () => {
  test("does nothing before its time, then tells each enabled admin once, naming its owner", async ({
    database,
    store,
    clock,
  }) => {
    const { rae, ada } = await staff(database, () => clock.now);
    const lead = await store.insert(inquiryWithClock());

    expect(await sweepFirstContact(database, ESCALATE - 1)).toEqual({ escalated: [], reminded: [] });
    expect(await notices(database, "overdue")).toEqual([]);

    expect((await sweepFirstContact(database, ESCALATE)).escalated).toEqual([lead.id]);
    expect(await notices(database, "overdue")).toEqual([{ lead_id: lead.id, staff_id: ada.id }]);
    const [line] = await auditLines(database, "escalated lead");
    expect(line).toEqual({
      lead_id: lead.id,
      staff_id: null,
      detail: "owned by Rae Routed; waiting 30 min since it arrived, 15 min past its first-contact deadline",
    });
    expect(line?.detail).not.toContain("Mia");
    expect(rae.id).not.toBe(ada.id);

    expect((await sweepFirstContact(database, ESCALATE + 15_000)).escalated).toEqual([]);
    expect(await notices(database, "overdue")).toHaveLength(1);
  });

  test("still escalates, once, a lead whose time passed while no server ran", async ({ database, store, clock }) => {
    await staff(database, () => clock.now);
    const lead = await store.insert(inquiryWithClock());
    const threeDaysLate = ESCALATE + 3 * 24 * 60 * MINUTE;
    expect((await sweepFirstContact(database, threeDaysLate)).escalated).toEqual([lead.id]);
    expect((await sweepFirstContact(database, threeDaysLate + MINUTE)).escalated).toEqual([]);
    expect(await notices(database, "overdue")).toHaveLength(1);
  });

  test("by two servers sweeping at once is done by one of them", async ({ database, location, store, clock }) => {
    await staff(database, () => clock.now);
    const leads = [];
    for (let count = 0; count < 5; count += 1) leads.push(await store.insert(inquiryWithClock()));
    const other = await secondServer(database, location);
    try {
      const [first, second] = await Promise.all([
        sweepFirstContact(database, ESCALATE),
        sweepFirstContact(other.database, ESCALATE),
      ]);
      expect([...first.escalated, ...second.escalated].sort()).toEqual(leads.map((lead) => lead.id).sort());
    } finally {
      await other.close();
    }
    expect(await notices(database, "overdue")).toHaveLength(5);
    expect(await auditLines(database, "escalated lead")).toHaveLength(5);
  });

  test("never happens to a lead contacted before its time, nor to spam", async ({ database, store, clock }) => {
    await staff(database, () => clock.now);
    const contacted = await store.insert(inquiryWithClock());
    const spam = await store.insert(inquiryWithClock());
    await database.db
      .updateTable("leads")
      .set({ first_contact_at: iso(DUE - MINUTE) })
      .where("id", "=", contacted.id)
      .execute();
    await markSpam(database.db, [spam.id], ARRIVED + MINUTE);

    expect(await sweepFirstContact(database, ESCALATE + 60 * MINUTE)).toEqual({ escalated: [], reminded: [] });
    expect(await notices(database, "overdue")).toEqual([]);
    expect(await auditLines(database, "escalated lead")).toEqual([]);
  });
});

describe("reminding an owner of a callback", () => {
  test("comes ten minutes before the window, to its owner, once", async ({ database, store, clock }) => {
    const { rae } = await staff(database, () => clock.now);
    const lead = await store.insert(callbackWithClock());
    const remindAt = CALLBACK - CALLBACK_REMINDER_MS;

    expect((await sweepFirstContact(database, remindAt - 1)).reminded).toEqual([]);
    expect((await sweepFirstContact(database, remindAt)).reminded).toEqual([lead.id]);
    expect((await sweepFirstContact(database, remindAt + 15_000)).reminded).toEqual([]);
    expect(await notices(database, "callback due")).toEqual([{ lead_id: lead.id, staff_id: rae.id }]);
    expect(await auditLines(database, "reminded of a callback")).toEqual([
      { lead_id: lead.id, staff_id: null, detail: "to Rae Routed" },
    ]);
  });

  test("goes to the admins when its owner can no longer sign in", async ({ database, store, clock }) => {
    const { rae, ada } = await staff(database, () => clock.now);
    const lead = await store.insert(callbackWithClock());
    await database.db
      .updateTable("staff")
      .set({ disabled_at: iso(ARRIVED) })
      .where("id", "=", rae.id)
      .execute();
    expect((await sweepFirstContact(database, CALLBACK)).reminded).toEqual([lead.id]);
    expect(await notices(database, "callback due")).toEqual([{ lead_id: lead.id, staff_id: ada.id }]);
  });

  test("never comes for a callback already made, nor for spam", async ({ database, store, clock }) => {
    await staff(database, () => clock.now);
    const called = await store.insert(callbackWithClock());
    const spam = await store.insert(callbackWithClock());
    await database.db
      .updateTable("leads")
      .set({ first_contact_at: iso(ARRIVED + MINUTE) })
      .where("id", "=", called.id)
      .execute();
    await markSpam(database.db, [spam.id], ARRIVED + MINUTE);
    expect((await sweepFirstContact(database, CALLBACK)).reminded).toEqual([]);
    expect(await notices(database, "callback due")).toEqual([]);
  });

  test("by two servers sweeping at once is sent by one of them", async ({ database, location, store, clock }) => {
    await staff(database, () => clock.now);
    const lead = await store.insert(callbackWithClock());
    const other = await secondServer(database, location);
    try {
      const outcomes = await Promise.all([
        sweepFirstContact(database, CALLBACK - CALLBACK_REMINDER_MS),
        sweepFirstContact(other.database, CALLBACK - CALLBACK_REMINDER_MS),
      ]);
      expect(outcomes.flatMap((outcome) => outcome.reminded)).toEqual([lead.id]);
    } finally {
      await other.close();
    }
    expect(await notices(database, "callback due")).toHaveLength(1);
  });
});

describe("the wait in words", () => {
  test("reads as minutes, hours and days", ({ expect }) => {
    expect(elapsedWords(31 * MINUTE)).toBe("31 min");
    expect(elapsedWords(125 * MINUTE)).toBe("2 h 5 min");
    expect(elapsedWords(120 * MINUTE)).toBe("2 h");
    expect(elapsedWords((3 * 24 * 60 + 130) * MINUTE)).toBe("3 days 2 h");
    expect(elapsedWords(24 * 60 * MINUTE)).toBe("1 day");
  });
});
