import { describe, expect, it } from "vitest";
import { formatAustralianDate, parseIsoDate } from "./australian-date.ts";

describe("formatAustralianDate", () => {
  it("writes day, month name and year, in that order", () => {
    expect(formatAustralianDate("2026-11-21")).toBe("21 November 2026");
    expect(formatAustralianDate("2027-01-05")).toBe("5 January 2027");
  });

  it("refuses a date that does not exist rather than rolling it over", () => {
    expect(() => parseIsoDate("2026-02-30")).toThrow(/2026-02-30/);
    expect(() => parseIsoDate("21/11/2026")).toThrow();
  });
});
