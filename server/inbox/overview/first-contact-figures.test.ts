// The overview's first-contact figures on a real lead database: leads
// written through the store with the clock the intake gives them, their first
// contact attempt's minutes set as the Log contact form writes them
// (contact-attempts.ts), and a clock each test sets. The file runs on SQLite
// and on PostgreSQL (`leadStoreTest`), and both must give the same figures.
import { describe, expect } from "vitest";
import { leadStoreTest, type TestClock } from "../../../tests/support/lead-store-per-test.ts";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import type { AppDatabase } from "../../db/database.ts";
import type { LeadStore, NewLead } from "../../leads/store/lead-store.ts";
import { median, medianOfCounts, readFirstContactFigures } from "./first-contact-figures.ts";
import { brokerRow } from "../../../tests/support/staff-accounts.ts";

const MINUTE_MS = 60_000;
const GOAL = 15;

const it = leadStoreTest(Date.parse("2026-03-02T00:00:00.000Z"));

// The running test's fixtures, for the helpers below.
let database: AppDatabase;
let store: LeadStore;
let clock: TestClock;

it.beforeEach(({ database: db, store: leads, clock: time }) => {
  database = db;
  store = leads;
  clock = time;
});

const inquiry = (): NewLead => ({ ...sampleInquiry(), spam: false });
const referral = (): NewLead => ({
  form: "referral",
  fields: { from_name: "Noah Kelly", from_email: "noah@example.com", from_phone: "+61355500148", message: "Hi" },
  spam: false,
});
const callback = (): NewLead => ({
  form: "callback",
  fields: { callerName: "Ruby Singh", callerPhone: "+61412000111", callbackTime: "asap" },
  spam: false,
});

const addStaff = (name: string) => brokerRow(database, name);

/**
 * A lead that arrived at `at`, owned by `owner`, due GOAL minutes later (the
 * clock here in plain minutes: the figures read the stored minutes, however
 * the opening hours made them). `minutes`: its first attempt's business
 * minutes, on time when within the goal; undefined: still waiting.
 */
async function lead(
  make: () => NewLead,
  {
    at,
    owner = null,
    minutes,
    clocked = true,
  }: { at: string; owner?: number | null; minutes?: number; clocked?: boolean },
): Promise<string> {
  clock.now = Date.parse(at);
  const dueAt = new Date(clock.now + GOAL * MINUTE_MS).toISOString();
  const stored = await store.insert({
    ...make(),
    firstContact: clocked ? { dueAt, escalateAt: dueAt, callbackAt: null } : undefined,
  });
  await database.db
    .updateTable("leads")
    .set({
      assigned_to: owner,
      ...(minutes === undefined
        ? {}
        : {
            first_contact_at: new Date(clock.now + minutes * MINUTE_MS).toISOString(),
            first_contact_minutes: minutes,
            first_contact_on_time: minutes <= GOAL ? 1 : 0,
          }),
    })
    .where("id", "=", stored.id)
    .execute();
  return stored.id;
}

describe("the median of a set of minutes", () => {
  it("is the middle one of an odd count and the mean of the middle two of an even count", () => {
    expect(median([])).toBeNull();
    expect(median([30, 4, 10])).toBe(10);
    expect(median([20, 4, 12, 10])).toBe(11);
  });

  it("is the same from counts per value as from the values", () => {
    const cases = [[], [7], [30, 4, 10], [20, 4, 12, 10], [5, 5, 5, 9], [1, 1, 2, 2, 2, 900], [3, 8, 8, 3, 3, 8]];
    for (const values of cases) {
      const counts = new Map<number, number>();
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
      expect(medianOfCounts(counts)).toBe(median(values));
    }
  });
});

describe("how fast the firm makes first contact", () => {
  // Wednesday 15 April 2026, noon in Melbourne (standard time, UTC+10); this
  // week started on Monday 13 April, at 14:00 UTC the day before.
  const now = Date.parse("2026-04-15T02:00:00.000Z");

  it("says nothing is known yet, rather than a number, when no lead on the clock has been contacted", async () => {
    await lead(inquiry, { at: "2026-04-15T01:55:00.000Z" }); // not due until 02:10
    await lead(inquiry, { at: "2026-04-14T00:00:00.000Z", minutes: 3, clocked: false }); // no clock: not counted
    const figures = await readFirstContactFigures(database, now, GOAL);
    expect(figures.goalMinutes).toBe(GOAL);
    expect(figures.overall).toEqual({ contacted: 0, medianMinutes: null, within: 0, overdue: 0, shareWithin: null });
    expect(figures.weeks).toHaveLength(12);
    expect(figures.weeks.every((week) => week.medianMinutes === null && week.shareWithin === null)).toBe(true);
    expect(figures.forms).toEqual([
      { form: "inquiry", contacted: 0, medianMinutes: null, within: 0, overdue: 0, shareWithin: null },
    ]);
  });

  it("gives the median minutes and the share within the goal overall, per Melbourne week, per broker and per form", async () => {
    const ava = await addStaff("Ava Brooks");
    const ben = await addStaff("Ben Okafor");
    // The last moment of Sunday 12 April in Melbourne: the week before this one.
    await lead(inquiry, { at: "2026-04-12T13:59:59.999Z", owner: ben, minutes: 20 });
    // The first moment of Monday 13 April in Melbourne: this week.
    await lead(inquiry, { at: "2026-04-12T14:00:00.000Z", owner: ava, minutes: 6 });
    await lead(inquiry, { at: "2026-04-13T23:00:00.000Z", owner: ava, minutes: 4 });
    await lead(inquiry, { at: "2026-04-14T00:00:00.000Z", owner: ava, minutes: 10 });
    await lead(referral, { at: "2026-04-14T01:00:00.000Z", owner: ben, minutes: 30 });
    await lead(callback, { at: "2026-04-14T02:00:00.000Z", owner: ben, minutes: 12 });
    // Waiting past its due time (01:15): counted as not within.
    await lead(inquiry, { at: "2026-04-15T01:00:00.000Z" });
    // Waiting, not yet due (02:10): left out of the share until it is contacted or overdue.
    await lead(inquiry, { at: "2026-04-15T01:55:00.000Z", owner: ava });
    // Left out: spam (no clock), a lead stored before the clock, one before the 12 weeks.
    await lead(inquiry, { at: "2026-04-14T03:00:00.000Z", owner: ava, clocked: false, minutes: 500 });
    clock.now = Date.parse("2026-04-14T04:00:00.000Z");
    await store.insert({ ...inquiry(), spam: true });
    await lead(inquiry, { at: "2026-01-25T12:59:59.999Z", owner: ava, minutes: 900 });

    const figures = await readFirstContactFigures(database, now, GOAL);

    // Minutes 4, 6, 10, 12, 20, 30: an even count, the mean of 10 and 12.
    expect(figures.overall).toEqual({ contacted: 6, medianMinutes: 11, within: 4, overdue: 1, shareWithin: 4 / 7 });
    expect(figures.weeks.map((week) => week.start).slice(-2)).toEqual(["2026-04-06", "2026-04-13"]);
    expect(figures.weeks.at(-2)).toEqual({
      start: "2026-04-06",
      contacted: 1,
      medianMinutes: 20,
      within: 0,
      overdue: 0,
      shareWithin: 0,
    });
    expect(figures.weeks.at(-1)).toEqual({
      start: "2026-04-13",
      contacted: 5,
      medianMinutes: 10,
      within: 4,
      overdue: 1,
      shareWithin: 4 / 6,
    });
    expect(figures.weeks.slice(0, -2).every((week) => week.contacted === 0 && week.medianMinutes === null)).toBe(true);
    expect(figures.brokers).toEqual([
      { staffId: ava, name: "Ava Brooks", contacted: 3, medianMinutes: 6, within: 3, overdue: 0, shareWithin: 1 },
      { staffId: ben, name: "Ben Okafor", contacted: 3, medianMinutes: 20, within: 1, overdue: 0, shareWithin: 1 / 3 },
      { staffId: null, name: null, contacted: 0, medianMinutes: null, within: 0, overdue: 1, shareWithin: 0 },
    ]);
    expect(figures.forms).toEqual([
      { form: "inquiry", contacted: 4, medianMinutes: 8, within: 3, overdue: 1, shareWithin: 3 / 5 },
      { form: "referral", contacted: 1, medianMinutes: 30, within: 0, overdue: 0, shareWithin: 0 },
      { form: "callback", contacted: 1, medianMinutes: 12, within: 1, overdue: 0, shareWithin: 1 },
    ]);
  });

  it("counts a waiting lead as not within once its due time has passed", async () => {
    await lead(inquiry, { at: "2026-04-15T01:50:00.000Z" }); // due at 02:05
    expect((await readFirstContactFigures(database, now, GOAL)).overall).toMatchObject({
      overdue: 0,
      shareWithin: null,
    });
    const later = Date.parse("2026-04-15T02:05:00.001Z");
    expect((await readFirstContactFigures(database, later, GOAL)).overall).toMatchObject({
      overdue: 1,
      shareWithin: 0,
    });
  });
  it("moves a contacted lead's minutes with it when it changes owner, and drops them when it is marked spam or erased", async () => {
    const ava = await addStaff("Ava Brooks");
    const ben = await addStaff("Ben Okafor");
    const moved = await lead(inquiry, { at: "2026-04-14T00:00:00.000Z", owner: ava, minutes: 5 });
    const spam = await lead(referral, { at: "2026-04-14T01:00:00.000Z", owner: ava, minutes: 40 });
    const erased = await lead(inquiry, { at: "2026-04-14T02:00:00.000Z", owner: ben, minutes: 25 });
    await lead(inquiry, { at: "2026-04-14T03:00:00.000Z", owner: ben, minutes: 9 });

    await database.db.updateTable("leads").set({ assigned_to: ben }).where("id", "=", moved).execute();
    await database.db.updateTable("leads").set({ delivery_state: "spam" }).where("id", "=", spam).execute();
    await store.eraseLeads([erased], { action: "deletion on request", reason: "Asked by phone" });

    const figures = await readFirstContactFigures(database, now, GOAL);
    expect(figures.overall).toEqual({ contacted: 2, medianMinutes: 7, within: 2, overdue: 0, shareWithin: 1 });
    expect(figures.brokers).toEqual([
      { staffId: ben, name: "Ben Okafor", contacted: 2, medianMinutes: 7, within: 2, overdue: 0, shareWithin: 1 },
    ]);
    expect(figures.forms.map((form) => form.form)).toEqual(["inquiry"]);

    // Spam cleared: the lead counts again, with its minutes.
    await database.db.updateTable("leads").set({ delivery_state: "delivered" }).where("id", "=", spam).execute();
    expect((await readFirstContactFigures(database, now, GOAL)).overall).toMatchObject({
      contacted: 3,
      medianMinutes: 9,
    });
  });

  it("puts a lead in the Melbourne week it arrived in across the change to daylight saving", async () => {
    // Sunday 4 October 2026, 2 am: Melbourne moves to UTC+11. Monday 12 October starts at 13:00 UTC on the 11th.
    const after = Date.parse("2026-10-14T02:00:00.000Z");
    await lead(inquiry, { at: "2026-10-11T12:59:59.999Z", minutes: 3 }); // Sunday 11 October, 11:59:59 pm
    await lead(inquiry, { at: "2026-10-11T13:00:00.000Z", minutes: 8 }); // Monday 12 October, midnight
    const figures = await readFirstContactFigures(database, after, GOAL);
    expect(figures.weeks.slice(-2).map((week) => [week.start, week.contacted, week.medianMinutes])).toEqual([
      ["2026-10-05", 1, 3],
      ["2026-10-12", 1, 8],
    ]);
  });
});
