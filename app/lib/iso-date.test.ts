import { describe, expect, it } from "vitest";
import { isoDate } from "./iso-date.ts";

describe("isoDate", () => {
  it("writes the local day with a four-digit year and two-digit month and day", () => {
    expect(isoDate(new Date(2026, 6, 1))).toBe("2026-07-01");
    expect(isoDate(new Date(2026, 10, 21, 23, 59))).toBe("2026-11-21");
  });
});
