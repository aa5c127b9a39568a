import { describe, expect, it } from "vitest";
import { monthsToRepay, yearsAndMonths } from "./years-and-months.ts";

describe("time to repay in years and months", () => {
  it("splits months into whole years and the months left over", () => {
    expect(yearsAndMonths(304)).toEqual({ years: 25, months: 4 });
    expect(yearsAndMonths(360)).toEqual({ years: 30, months: 0 });
    expect(yearsAndMonths(5)).toEqual({ years: 0, months: 5 });
    expect(yearsAndMonths(0)).toEqual({ years: 0, months: 0 });
  });

  it("counts monthly repayments one month each", () => {
    expect(monthsToRepay(278, "monthly")).toBe(278);
  });

  it("rounds weeks and fortnights up to the month the last repayment falls in", () => {
    expect(monthsToRepay(26, "fortnightly")).toBe(12);
    expect(monthsToRepay(27, "fortnightly")).toBe(13);
    expect(monthsToRepay(512, "fortnightly")).toBe(237); // 19.69 years: 19 years 9 months
    expect(monthsToRepay(52, "weekly")).toBe(12);
    expect(monthsToRepay(1, "weekly")).toBe(1);
    expect(monthsToRepay(1560, "weekly")).toBe(360);
  });
});
