// The first-contact clock in the inbox (decision 019), on a real lead
// database (SQLite and PostgreSQL, through leadStoreTest): leads stored with
// their clock as the intake works it out, contact attempts logged through the
// inbox, and the "Needs first contact" view, under a clock each test sets.
import { describe, expect } from "vitest";
import { firmInstant } from "../../../contracts/business-clock.ts";
import { leadStoreTest, type TestClock } from "../../../tests/support/lead-store-per-test.ts";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { SAMPLE_BUSINESS } from "../../../tests/support/sample-site-content.ts";
import type { AppDatabase } from "../../db/database.ts";
import { firstContactClock } from "../../leads/intake/first-contact-deadline.ts";
import type { LeadStore, NewLead } from "../../leads/store/lead-store.ts";
import { type LeadInbox, openLeadInbox } from "./lead-inbox.ts";
import { brokerRow } from "../../../tests/support/staff-accounts.ts";

/** The sample firm: weekdays 08:00-18:00, Saturday 08:00-15:00. */
const calendar = { hours: SAMPLE_BUSINESS.openingHours, closedDates: [] as string[] };
const policy = { responseMinutes: 15, escalateMinutes: 15 };
/** Wednesday 2 December 2026, 10:00 in Melbourne. */
const WEDNESDAY_10 = +firmInstant("2026-12-02", "10:00");
const MINUTE = 60_000;

const it = leadStoreTest(WEDNESDAY_10).extend<{ inbox: LeadInbox }>({
  inbox: async ({ database, clock }, use) => {
    await use(openLeadInbox(database, () => clock.now));
  },
});

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

/** Stores an inquiry at `at` with the clock the intake gives it; its id. */
async function arriveAt(at: number, fields: Record<string, string> = {}): Promise<string> {
  clock.now = at;
  const lead = sampleInquiry();
  const firstContact = firstContactClock({ form: "inquiry" }, { ...calendar, now: () => new Date(at) }, policy);
  const stored: NewLead = { ...lead, fields: { ...lead.fields, ...fields }, firstContact };
  return (await store.insert(stored)).id;
}

const addBroker = (name: string) => brokerRow(database, name);

describe("a lead's first-contact clock", () => {
  it("is due 15 opening minutes after arrival, and the admins are told 15 more after that", async () => {
    const id = await arriveAt(WEDNESDAY_10);
    const row = await database.db
      .selectFrom("leads")
      .select(["first_contact_due_at", "escalate_at", "callback_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      first_contact_due_at: new Date(WEDNESDAY_10 + 15 * MINUTE).toISOString(),
      escalate_at: new Date(WEDNESDAY_10 + 30 * MINUTE).toISOString(),
      callback_at: null,
    });
  });

  it("stops at the first attempt, after the opening minutes it took, on time or not", async () => {
    const broker = await addBroker("Ava Brooks");
    const quick = await arriveAt(WEDNESDAY_10);
    const slow = await arriveAt(WEDNESDAY_10 + MINUTE);
    clock.now = WEDNESDAY_10 + 7 * MINUTE;
    expect(
      await inbox.logContact(
        { leadId: quick, staffId: broker, channel: "call", outcome: "no answer", note: null },
        calendar,
      ),
    ).toEqual({ first: true, minutes: 7, statusChange: null });
    clock.now = WEDNESDAY_10 + 40 * MINUTE;
    await inbox.logContact(
      { leadId: slow, staffId: broker, channel: "sms", outcome: "left a message", note: null },
      calendar,
    );
    const rows = await database.db
      .selectFrom("leads")
      .select(["id", "first_contact_minutes", "first_contact_on_time", "status"])
      .where("id", "in", [quick, slow])
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row]))).toEqual({
      [quick]: { id: quick, first_contact_minutes: 7, first_contact_on_time: 1, status: "new" },
      [slow]: { id: slow, first_contact_minutes: 39, first_contact_on_time: 0, status: "new" },
    });
  });

  it("counts only opening minutes: a lead at 17:55 on Friday contacted at 8:05 on Saturday took 10", async () => {
    const broker = await addBroker("Ava Brooks");
    const id = await arriveAt(+firmInstant("2026-12-04", "17:55"));
    clock.now = +firmInstant("2026-12-05", "08:05");
    const logged = await inbox.logContact(
      { leadId: id, staffId: broker, channel: "call", outcome: "reached", note: null },
      calendar,
    );
    expect(logged?.minutes).toBe(10);
    expect((await inbox.lead(id))?.firstContact).toEqual({
      dueAt: firmInstant("2026-12-05", "08:10").toISOString(),
      contactedAt: firmInstant("2026-12-05", "08:05").toISOString(),
      minutes: 10,
      callbackAt: null,
    });
  });

  it("is not moved by a second attempt, which is kept in the lead's history with its note", async () => {
    const broker = await addBroker("Ava Brooks");
    const id = await arriveAt(WEDNESDAY_10);
    clock.now = WEDNESDAY_10 + 5 * MINUTE;
    await inbox.logContact(
      { leadId: id, staffId: broker, channel: "call", outcome: "no answer", note: null },
      calendar,
    );
    clock.now = WEDNESDAY_10 + 60 * MINUTE;
    expect(
      await inbox.logContact(
        { leadId: id, staffId: broker, channel: "email", outcome: "reached", note: "Booked a meeting for Friday." },
        calendar,
      ),
    ).toEqual({ first: false, minutes: null, statusChange: { from: "new", to: "contacted" } });
    const lead = await inbox.lead(id);
    expect(lead?.firstContact.minutes).toBe(5);
    expect(lead?.attempts.map(({ channel, outcome, note, staff }) => ({ channel, outcome, note, staff }))).toEqual([
      { channel: "call", outcome: "no answer", note: null, staff: { id: broker, name: "Ava Brooks" } },
      {
        channel: "email",
        outcome: "reached",
        note: "Booked a meeting for Friday.",
        staff: { id: broker, name: "Ava Brooks" },
      },
    ]);
  });

  it("moves a New lead to Contacted when the person is reached, with the change in its history, but never moves a Qualified one back", async () => {
    const broker = await addBroker("Ava Brooks");
    const fresh = await arriveAt(WEDNESDAY_10);
    const qualified = await arriveAt(WEDNESDAY_10 + MINUTE);
    await inbox.setStatus(qualified, "qualified", broker);
    clock.now = WEDNESDAY_10 + 10 * MINUTE;
    await inbox.logContact(
      { leadId: fresh, staffId: broker, channel: "call", outcome: "reached", note: null },
      calendar,
    );
    await inbox.logContact(
      { leadId: qualified, staffId: broker, channel: "call", outcome: "reached", note: null },
      calendar,
    );
    const [freshLead, qualifiedLead] = await Promise.all([inbox.lead(fresh), inbox.lead(qualified)]);
    expect(freshLead?.status).toBe("contacted");
    expect(freshLead?.statusChanges.map(({ from, to }) => `${from} → ${to}`)).toEqual(["new → contacted"]);
    expect(qualifiedLead?.status).toBe("qualified");
  });

  it("logs nothing on a lead deleted meanwhile", async () => {
    const broker = await addBroker("Ava Brooks");
    const id = await arriveAt(WEDNESDAY_10);
    await store.eraseLeads([id], { action: "deletion on request", reason: "test" });
    expect(
      await inbox.logContact(
        { leadId: id, staffId: broker, channel: "call", outcome: "reached", note: null },
        calendar,
      ),
    ).toBeUndefined();
    expect(await database.db.selectFrom("contact_attempts").selectAll().execute()).toEqual([]);
  });

  it("goes with its lead when the lead is erased, notes of attempts included", async () => {
    const broker = await addBroker("Ava Brooks");
    const id = await arriveAt(WEDNESDAY_10);
    await inbox.logContact(
      { leadId: id, staffId: broker, channel: "call", outcome: "reached", note: "Mia asked about offset accounts." },
      calendar,
    );
    await store.eraseLeads([id], { action: "deletion on request", reason: "test" });
    expect(await database.db.selectFrom("contact_attempts").selectAll().execute()).toEqual([]);
  });
});

describe("the Needs first contact view", () => {
  it("lists the leads nobody has tried yet, soonest due first, and pages on after the last one shown", async () => {
    const broker = await addBroker("Ava Brooks");
    // Arrival order is not due order: the Friday-evening lead is due on Saturday morning.
    const friday = await arriveAt(+firmInstant("2026-12-04", "17:55"), { firstName: "Friday" });
    const wednesday = await arriveAt(WEDNESDAY_10, { firstName: "Wednesday" });
    const thursday = await arriveAt(+firmInstant("2026-12-03", "09:00"), { firstName: "Thursday" });
    const contacted = await arriveAt(WEDNESDAY_10 + MINUTE, { firstName: "Contacted" });
    await inbox.logContact(
      { leadId: contacted, staffId: broker, channel: "call", outcome: "reached", note: null },
      calendar,
    );

    const first = await inbox.list({ view: "first-contact" }, { limit: 2 });
    expect(first.total).toBe(3);
    expect(first.leads.map((lead) => lead.id)).toEqual([wednesday, thursday]);
    const second = await inbox.list({ view: "first-contact" }, { before: first.olderBefore ?? undefined, limit: 2 });
    expect(second.leads.map((lead) => lead.id)).toEqual([friday]);
    expect(second.olderBefore).toBeNull();
  });

  it("counts a broker's own leads past their due time for the overdue banner, and no one else's", async () => {
    const ava = await addBroker("Ava Brooks");
    const ben = await addBroker("Ben Ortiz");
    const late = await arriveAt(WEDNESDAY_10);
    const notYet = await arriveAt(WEDNESDAY_10 + 10 * MINUTE);
    const someoneElses = await arriveAt(WEDNESDAY_10 + MINUTE);
    await inbox.assign(late, ava);
    await inbox.assign(notYet, ava);
    await inbox.assign(someoneElses, ben);
    clock.now = WEDNESDAY_10 + 20 * MINUTE;
    expect(await inbox.overdueFor(ava)).toBe(1);
    await inbox.logContact({ leadId: late, staffId: ava, channel: "call", outcome: "no answer", note: null }, calendar);
    expect(await inbox.overdueFor(ava)).toBe(0);
    expect(await inbox.overdueFor(ben)).toBe(1);
  });
});
