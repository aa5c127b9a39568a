import { describe, expect, it } from "vitest";
import {
  addDays,
  isCalendarDate,
  melbourneDate,
  melbourneDateTime,
  melbourneMidnight,
  weekdayFromMonday,
} from "./melbourne-time.ts";

describe("Melbourne's calendar", () => {
  it("takes only real dates written YYYY-MM-DD", () => {
    for (const date of ["2026-11-23", "2028-02-29", "0100-01-01"]) expect(isCalendarDate(date), date).toBe(true);
    for (const date of [
      "2026-02-29",
      "2026-13-01",
      "2026-11-31",
      "2026-1-5",
      "23/11/2026",
      "yesterday",
      "",
      "2026-11-23T00:00",
      "0099-01-01",
    ]) {
      expect(isCalendarDate(date), date).toBe(false);
    }
    expect(() => melbourneMidnight("2026-02-30")).toThrow(RangeError);
  });

  it("tells the date in Melbourne, which is a day ahead of UTC in the afternoon there", () => {
    expect(melbourneDate(Date.parse("2026-03-01T12:59:59.999Z"))).toBe("2026-03-01");
    expect(melbourneDate(Date.parse("2026-03-01T13:00:00.000Z"))).toBe("2026-03-02");
  });

  it("counts days across months, years and daylight-saving changes", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-04-05", -7)).toBe("2026-03-29");
  });

  it("starts the week on Monday", () => {
    expect(weekdayFromMonday("2026-11-23")).toBe(0);
    expect(weekdayFromMonday("2026-11-29")).toBe(6);
  });

  it("starts each day at Melbourne's midnight, on both sides of the daylight-saving changes", () => {
    // Daylight saving ends at 03:00 on 5 April 2026 and starts at 02:00 on 4 October 2026: midnight itself never moves.
    expect(new Date(melbourneMidnight("2026-04-05")).toISOString()).toBe("2026-04-04T13:00:00.000Z");
    expect(new Date(melbourneMidnight("2026-04-06")).toISOString()).toBe("2026-04-05T14:00:00.000Z");
    expect(new Date(melbourneMidnight("2026-10-04")).toISOString()).toBe("2026-10-03T14:00:00.000Z");
    expect(new Date(melbourneMidnight("2026-10-05")).toISOString()).toBe("2026-10-04T13:00:00.000Z");
  });

  it("reads an instant as Melbourne's date and time to the minute", () => {
    expect(melbourneDateTime("2026-03-03T03:05:59Z")).toBe("2026-03-03 14:05");
    expect(melbourneDateTime("2026-07-01T14:00:00Z")).toBe("2026-07-02 00:00");
  });
});
