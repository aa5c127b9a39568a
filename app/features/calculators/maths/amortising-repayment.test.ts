import { describe, expect, it } from "vitest";
import { amortisingRepayment, interestOnlyRepayment } from "./amortising-repayment.ts";

describe("the amortisation formula A = P·r / (1 − (1 + r)^−n)", () => {
  it("gives $2,997.75 a month on $500,000 at 6 % over 30 years", () => {
    // By hand: 1.005^360 = 6.022575; 1 − 1/6.022575 = 0.8339582; 2,500 / 0.8339582 = 2,997.7526.
    expect(amortisingRepayment(500_000, 0.005, 360)).toBeCloseTo(2997.7526257638, 8);
  });

  it("is the principal over the number of repayments at a 0 % rate", () => {
    expect(amortisingRepayment(360_000, 0, 360)).toBe(1000);
  });

  it("stays accurate at rates too small for the plain formula", () => {
    // With r = 1e-12 the plain 1 − (1+r)^−n loses about 4 of its 16 digits.
    const tiny = amortisingRepayment(360_000, 1e-12, 360);
    expect(tiny).toBeGreaterThan(1000);
    expect(tiny - 1000).toBeCloseTo(1000 * 1e-12 * 180.5, 11);
  });

  it("gives interest only as the period's interest: $2,500 a month on $500,000 at 6 %", () => {
    expect(interestOnlyRepayment(500_000, 0.005)).toBe(2500);
  });
});
