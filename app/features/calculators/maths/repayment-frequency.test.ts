import { describe, expect, it } from "vitest";
import {
  isRepaymentFrequency,
  PERIOD_NAME,
  PERIODS_PER_YEAR,
  periodicRate,
  repaymentsInTerm,
} from "./repayment-frequency.ts";

describe("the true periodic convention (Moneysmart switching calculator, Vision Abacus)", () => {
  it("has 52 weeks, 26 fortnights and 12 months in a year", () => {
    expect(PERIODS_PER_YEAR).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 });
    expect(PERIOD_NAME).toEqual({ weekly: "week", fortnightly: "fortnight", monthly: "month" });
  });

  it("charges the annual rate divided by the periods in a year, not half or a quarter of the monthly rate", () => {
    expect(periodicRate(6, "monthly")).toBeCloseTo(0.005, 15);
    expect(periodicRate(6, "fortnightly")).toBeCloseTo(0.06 / 26, 15);
    expect(periodicRate(6, "weekly")).toBeCloseTo(0.06 / 52, 15);
    expect(periodicRate(0, "weekly")).toBe(0);
  });

  it("counts the repayments in a term, to the nearest whole repayment", () => {
    expect(repaymentsInTerm(30, "monthly")).toBe(360);
    expect(repaymentsInTerm(30, "fortnightly")).toBe(780);
    expect(repaymentsInTerm(30, "weekly")).toBe(1560);
    expect(repaymentsInTerm(2.5, "monthly")).toBe(30);
    expect(repaymentsInTerm(0.01, "monthly")).toBe(0);
  });

  it("accepts only the three URL values", () => {
    expect(isRepaymentFrequency("fortnightly")).toBe(true);
    expect(isRepaymentFrequency("Monthly")).toBe(false);
    expect(isRepaymentFrequency("yearly")).toBe(false);
    expect(isRepaymentFrequency(undefined)).toBe(false);
  });
});
