// The closed dates as the store keeps them, on the suite's engine (SQLite
// here, PostgreSQL in the PostgreSQL suite): what an admin may add, what is
// refused with the field named, and the calendar every server's clock reads.
import { describe, expect } from "vitest";
import { firstContactDue } from "../../../contracts/business-clock.ts";
import { contentEditorRow } from "../../../tests/support/staff-accounts.ts";
import { databaseTest as test } from "../../../tests/support/test-database.ts";
import { sampleSiteContent } from "../../../tests/support/sample-site-content.ts";
import type { AppDatabase } from "../../db/database.ts";
import { CALENDAR_FRESH_MS, publishedBusinessCalendar } from "../../leads/intake/business-calendar.ts";
import { ClosedDateError, openClosedDates } from "./closed-dates.ts";
import { openContentStore } from "./content-store.ts";

// 10:00 on Tuesday 22 December 2026 in Melbourne.
const TUESDAY = Date.parse("2026-12-21T23:00:00.000Z");

async function staffMember(database: AppDatabase): Promise<number> {
  return (await contentEditorRow(database, "2026-11-01T00:00:00.000Z")).id;
}

/** The one line the store refuses with: the field, then what to do. */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ClosedDateError);
  return (error as ClosedDateError).message;
}

describe("closed dates", () => {
  test("are listed from today on, soonest first, named as the admin typed them", async ({ database }) => {
    const staffId = await staffMember(database);
    let now = Date.parse("2026-01-01T00:00:00.000Z");
    const closedDates = openClosedDates(database, () => now);
    await closedDates.add("2026-12-26", "  Boxing Day ", staffId);
    await closedDates.add("2026-12-25", "Christmas Day", staffId);
    await closedDates.add("2026-01-26", "Australia Day", staffId);
    now = TUESDAY;
    expect(await closedDates.upcoming()).toEqual([
      { date: "2026-12-25", name: "Christmas Day" },
      { date: "2026-12-26", name: "Boxing Day" },
    ]);
    expect(await closedDates.remove("2026-12-25")).toEqual({ date: "2026-12-25", name: "Christmas Day" });
    expect(await closedDates.remove("2026-12-25")).toBeUndefined();
    expect(await closedDates.upcoming()).toEqual([{ date: "2026-12-26", name: "Boxing Day" }]);
  });

  test("refuse what is not a date, a date gone by, a duplicate, and a name empty or too long, naming the field", async ({
    database,
  }) => {
    const staffId = await staffMember(database);
    const closedDates = openClosedDates(database, () => TUESDAY);
    await closedDates.add("2026-12-25", "Christmas Day", staffId);
    expect(await refusal(closedDates.add("", "Christmas Day", staffId))).toBe(
      "Date: choose the date the firm is closed.",
    );
    for (const notADate of ["2026-02-30", "25/12/2026", "2026-12-25T00:00", "tomorrow"])
      expect(await refusal(closedDates.add(notADate, "Christmas Day", staffId))).toBe(
        "Date: give a date like 2026-12-25.",
      );
    expect(await refusal(closedDates.add("2026-12-21", "Yesterday", staffId))).toBe(
      "Date: 2026-12-21 has passed; give today or a later date.",
    );
    expect(await refusal(closedDates.add("2026-12-25", "Christmas", staffId))).toBe(
      "Date: 2026-12-25 is already closed (Christmas Day).",
    );
    expect(await refusal(closedDates.add("2026-12-28", "   ", staffId))).toBe(
      'Name: give the day a name, such as "Christmas Day".',
    );
    expect(await refusal(closedDates.add("2026-12-28", "x".repeat(81), staffId))).toBe(
      "Name: keep it to 80 characters.",
    );
    // Today is not gone by: the firm may close for the rest of it.
    await closedDates.add("2026-12-22", "Staff day", staffId);
    expect((await closedDates.upcoming()).map((closed) => closed.date)).toEqual(["2026-12-22", "2026-12-25"]);
  });

  test("stop the first-contact clock, and reach a second server's calendar within its few seconds", async ({
    database,
  }) => {
    const staffId = await staffMember(database);
    const content = openContentStore(database, () => TUESDAY);
    await content.ensureFirstVersion(sampleSiteContent());
    let now = TUESDAY;
    const thisServer = openClosedDates(database, () => now);
    // Another server's calendar on the same database, with its own copy.
    const otherServer = publishedBusinessCalendar({
      versions: content,
      closedDates: openClosedDates(database, () => now),
      now: () => now,
    });
    const before = await otherServer();
    expect(before?.closedDates).toEqual([]);

    await thisServer.add("2026-12-24", "Christmas Eve", staffId);
    // Within its few seconds the other server may still go by its copy...
    now += CALENDAR_FRESH_MS - 1;
    expect((await otherServer())?.closedDates).toEqual([]);
    // ...and no longer.
    now += 1;
    const after = await otherServer();
    expect(after?.closedDates).toEqual(["2026-12-24"]);

    // A lead at 17:55 on Wednesday 23 December, 15 opening minutes: Thursday is closed, so Friday is Christmas Day
    // (still open here: only the admins say it is closed), and the lead is due at 08:10 on Friday.
    const arrived = new Date("2026-12-23T06:55:00.000Z");
    expect(firstContactDue(arrived, 15, before?.hours ?? [], before?.closedDates ?? []).toISOString()).toBe(
      "2026-12-23T21:10:00.000Z",
    );
    expect(firstContactDue(arrived, 15, after?.hours ?? [], after?.closedDates ?? []).toISOString()).toBe(
      "2026-12-24T21:10:00.000Z",
    );
  });
});
