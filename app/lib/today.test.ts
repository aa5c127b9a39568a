import { afterEach, describe, expect, it, vi } from "vitest";
import { buildDay, today, yearOf } from "./today.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("today", () => {
  it("is the local calendar day, late in the evening too", () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 21, 23, 59) });
    expect(today()).toBe("2026-11-21");
  });

  it("is an ISO day, like the build day the prerendered pages show", () => {
    expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(buildDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("yearOf", () => {
  it("reads the year of an ISO day", () => {
    expect(yearOf("2026-11-21")).toBe(2026);
    expect(yearOf("2027-01-01")).toBe(2027);
  });
});
