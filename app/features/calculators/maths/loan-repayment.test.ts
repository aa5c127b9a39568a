import { describe, expect, it } from "vitest";
import { calculateLoanRepayment, type LoanRepaymentInput } from "./loan-repayment.ts";

const typical: LoanRepaymentInput = { amount: 500_000, rate: 6, years: 30, frequency: "monthly", type: "pi" };

function figures(input: LoanRepaymentInput) {
  const result = calculateLoanRepayment(input);
  if (!result.ok) throw new Error(`Expected figures, got: ${result.problem.message}`);
  return result;
}

describe("principal and interest", () => {
  it("repays $500,000 at 6 % over 30 years with $2,997.75 a month, $579,190.95 interest in all", () => {
    // Cross-checked in 50-digit decimals: A = 2,997.75262576..., A × 360 − P = 579,190.94527...
    expect(figures(typical)).toMatchObject({
      repayment: 2997.75,
      numberOfRepayments: 360,
      totalRepaid: 1_079_190.95,
      totalInterest: 579_190.95,
      principalOwedAtEnd: 0,
    });
  });

  it("charges a 26th of the rate each fortnight over 780 fortnights (true periodic, not half the monthly)", () => {
    // r = 0.06/26, n = 780: A = 1,382.91500162...; interest 578,673.70126...
    expect(figures({ ...typical, frequency: "fortnightly" })).toMatchObject({
      repayment: 1382.92,
      numberOfRepayments: 780,
      totalInterest: 578_673.7,
    });
    // Half the monthly repayment would be $1,498.88, paying the loan off years early.
    expect(figures({ ...typical, frequency: "fortnightly" }).repayment).not.toBe(1498.88);
  });

  it("charges a 52nd of the rate each week over 1,560 weeks", () => {
    // r = 0.06/52, n = 1,560: A = 691.31537974...; interest 578,451.99240...
    expect(figures({ ...typical, frequency: "weekly" })).toMatchObject({
      repayment: 691.32,
      numberOfRepayments: 1560,
      totalInterest: 578_451.99,
    });
  });

  it("divides the loan evenly at 0 %, with no interest", () => {
    expect(figures({ ...typical, amount: 360_000, rate: 0 })).toMatchObject({
      repayment: 1000,
      totalRepaid: 360_000,
      totalInterest: 0,
    });
    expect(figures({ ...typical, amount: 360_000, rate: 0, frequency: "fortnightly" })).toMatchObject({
      repayment: 461.54,
      totalRepaid: 360_000,
      totalInterest: 0,
    });
  });

  it("gives a yearly schedule that starts at the amount and ends at $0", () => {
    const { schedule } = figures(typical);
    expect(schedule).toHaveLength(30);
    expect(schedule[0]?.openingBalance).toBe(500_000);
    expect(schedule.at(-1)?.closingBalance).toBe(0);
    const interest = schedule.reduce((sum, row) => sum + Math.round(row.interestPaid * 100), 0) / 100;
    expect(interest).toBeCloseTo(579_190.95, 1); // each row rounded on its own: within a few cents
  });
});

describe("interest only", () => {
  it("charges $2,500.00 a month on $500,000 at 6 %, and leaves the $500,000 owing at the end", () => {
    expect(figures({ ...typical, type: "io" })).toMatchObject({
      repayment: 2500,
      totalRepaid: 900_000,
      totalInterest: 900_000,
      principalOwedAtEnd: 500_000,
    });
  });

  it("charges a 26th of the yearly interest each fortnight", () => {
    expect(figures({ ...typical, type: "io", frequency: "fortnightly" })).toMatchObject({
      repayment: 1153.85,
      totalInterest: 900_000,
    });
  });

  it("is $0 a period at 0 %, with the whole amount still owing", () => {
    expect(figures({ ...typical, type: "io", rate: 0 })).toMatchObject({
      repayment: 0,
      totalInterest: 0,
      principalOwedAtEnd: 500_000,
    });
  });

  it("keeps the balance at the amount in every year of the schedule", () => {
    for (const row of figures({ ...typical, type: "io" }).schedule) expect(row.closingBalance).toBe(500_000);
  });
});

describe("bad input", () => {
  it("names the first bad field in URL order and lists every bad field", () => {
    const result = calculateLoanRepayment({
      amount: Number.NaN,
      rate: 31,
      years: 30,
      frequency: "monthly",
      type: "pi",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.field).toBe("amount");
    expect(result.problems.map((problem) => problem.field)).toEqual(["amount", "rate"]);
  });

  it("rejects a frequency or a type that is not one of the URL values", () => {
    const bad = calculateLoanRepayment({
      ...typical,
      frequency: "yearly",
      type: "both",
    } as unknown as LoanRepaymentInput);
    expect(bad.ok ? [] : bad.problems.map((problem) => problem.field)).toEqual(["frequency", "type"]);
  });

  it("rejects a term over 40 years", () => {
    const result = calculateLoanRepayment({ ...typical, years: 41 });
    expect(result.ok ? null : result.problem).toEqual({
      field: "years",
      message: "Enter a loan term of 40 years or less.",
    });
  });
});
