import { describe, expect, it } from "vitest";
import { addDays, isCalendarDate, melbourneDate, melbourneMidnight, weekdayFromMonday } from "./melbourne-time.ts";

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
});
