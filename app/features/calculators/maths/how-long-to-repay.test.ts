import { describe, expect, it } from "vitest";
import { calculateTimeToRepay, MAX_YEARS_TO_REPAY, type TimeToRepayInput } from "./how-long-to-repay.ts";

const typical: TimeToRepayInput = { amount: 300_000, rate: 6, repayment: 2000, frequency: "monthly" };

function figures(input: TimeToRepayInput) {
  const result = calculateTimeToRepay(input);
  if (!result.ok) throw new Error(`Expected figures, got: ${result.problem.message}`);
  return result;
}

describe("how long a loan takes to repay", () => {
  it("repays $300,000 at 6 % at $2,000 a month in 278 repayments, 23 years 2 months, the last one $1,903.12", () => {
    // Closed form: n = −ln(1 − 0.005 × 300,000 / 2,000) / ln(1.005) = ln 4 / ln 1.005 = 277.95, so 278.
    // Simulated in 50-digit decimals: last repayment 1,903.1166..., interest 255,903.1166...
    expect(figures(typical)).toEqual({
      ok: true,
      frequency: "monthly",
      numberOfRepayments: 278,
      finalRepayment: 1903.12,
      timeToRepay: { years: 23, months: 2 },
      totalInterest: 255_903.12,
      totalRepaid: 555_903.12,
    });
  });

  it("counts fortnights and turns them into years and months", () => {
    // 512 fortnights (decimal simulation: last 339.858..., interest 211,339.858...) = 19.69 years.
    expect(figures({ ...typical, repayment: 1000, frequency: "fortnightly" })).toMatchObject({
      numberOfRepayments: 512,
      finalRepayment: 339.86,
      timeToRepay: { years: 19, months: 9 },
      totalInterest: 211_339.86,
    });
  });

  it("divides the loan by the repayment at 0 %", () => {
    expect(figures({ ...typical, rate: 0, repayment: 7000 })).toMatchObject({
      numberOfRepayments: 43,
      finalRepayment: 6000, // 42 × 7,000 = 294,000
      timeToRepay: { years: 3, months: 7 },
      totalInterest: 0,
      totalRepaid: 300_000,
    });
  });

  it("repays in one go when the repayment covers the loan and its first interest", () => {
    expect(figures({ ...typical, repayment: 1_000_000 })).toMatchObject({
      numberOfRepayments: 1,
      finalRepayment: 301_500,
      timeToRepay: { years: 0, months: 1 },
      totalInterest: 1500,
    });
  });

  it("finishes the amortising repayment's term, and one repayment later when that repayment is rounded down a fraction of a cent", () => {
    expect(
      figures({ amount: 500_000, rate: 6, repayment: 2997.7526257637619, frequency: "monthly" }).numberOfRepayments,
    ).toBe(360);
    const rounded = figures({ amount: 500_000, rate: 6, repayment: 2997.75, frequency: "monthly" });
    expect(rounded.numberOfRepayments).toBe(361);
    expect(rounded.finalRepayment).toBeLessThan(10);
  });
});

describe("a repayment that never repays the loan", () => {
  it("says so when it does not cover the first period's interest", () => {
    const result = calculateTimeToRepay({ ...typical, repayment: 1400 });
    expect(result).toEqual({
      ok: false,
      problem: {
        field: "repayment",
        message:
          "A repayment of $1,400.00 never pays the loan off: the interest alone is $1,500.00 a month. Repay more than $1,500.00.",
      },
      problems: [expect.objectContaining({ field: "repayment" })],
    });
  });

  it("says so when it falls short of the interest by less than a cent, naming the period", () => {
    // The fortnightly interest is 300,000 × 0.06 / 26 = 692.3077.
    const result = calculateTimeToRepay({ ...typical, repayment: 692.3, frequency: "fortnightly" });
    expect(result.ok ? null : result.problem.message).toBe(
      "A repayment of $692.30 never pays the loan off: the interest alone is $692.31 a fortnight. Repay more than $692.31.",
    );
  });

  it(`stops after ${MAX_YEARS_TO_REPAY} years and names the repayment that would do it in that time`, () => {
    // $1,500 is the monthly interest; 100 years needs A = 1,500 / (1 − 1.005^−1200) = 1,503.7837, so $1,503.79.
    const result = calculateTimeToRepay({ ...typical, repayment: 1500.5 });
    expect(result.ok ? null : result.problem).toEqual({
      field: "repayment",
      message:
        "At $1,500.50 a month this loan would take more than 100 years to repay. Repay at least $1,503.79 a month to pay it off within 100 years.",
    });
    expect(figures({ ...typical, repayment: 1503.79 }).numberOfRepayments).toBeLessThanOrEqual(MAX_YEARS_TO_REPAY * 12);
    expect(calculateTimeToRepay({ ...typical, repayment: 1503.78 }).ok).toBe(false);
  });

  it("rejects a missing or non-positive repayment at its field before doing any sums", () => {
    expect(calculateTimeToRepay({ ...typical, repayment: 0 })).toMatchObject({
      ok: false,
      problem: { field: "repayment" },
    });
    expect(calculateTimeToRepay({ ...typical, repayment: Number.NaN })).toMatchObject({
      ok: false,
      problem: { field: "repayment" },
    });
  });
});
