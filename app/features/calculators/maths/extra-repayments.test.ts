import { describe, expect, it } from "vitest";
import { calculateLoanWithExtras, type LoanWithExtrasInput } from "./extra-repayments.ts";
import { calculateLoanRepayment } from "./loan-repayment.ts";

const typical: LoanWithExtrasInput = {
  amount: 500_000,
  rate: 6,
  years: 30,
  frequency: "monthly",
  type: "pi",
  extra: 0,
  lump: 0,
  lumpYear: 1,
};

function figures(input: Partial<LoanWithExtrasInput>) {
  const result = calculateLoanWithExtras({ ...typical, ...input });
  if (!result.ok) throw new Error(`Expected figures, got: ${result.problem.message}`);
  return result;
}

function problems(input: Partial<LoanWithExtrasInput>) {
  const result = calculateLoanWithExtras({ ...typical, ...input });
  return result.ok ? [] : result.problems;
}

describe("what extra repayments save (issue 15)", () => {
  it("saves $199,501.27 and 9 years with $500 a month extra on $500,000 at 6 % over 30 years", () => {
    // Simulated in 50-digit decimals: $3,497.75 a month leaves 1,753.77 owing at the 252nd repayment
    // (21 years), with 379,689.679... of interest against 579,190.945... without. The offset calculator's
    // test reaches the same interest by another road: $500 a month into an offset that starts empty.
    expect(figures({ extra: 500 })).toMatchObject({
      repayment: 2997.75,
      repaymentsMade: 252,
      finalRepayment: 1753.77,
      timeToRepay: { years: 21, months: 0 },
      timeSaved: { years: 9, months: 0 },
      interestWithoutExtras: 579_190.95,
      totalInterest: 379_689.68,
      interestSaved: 199_501.27,
      totalRepaid: 879_689.68,
      owedAtEnd: 0,
      lumpSum: { kind: "none" },
    });
  });

  it("repays $12,000 at 0 % over a year in 8 months at $1,000 a month plus $500 (worked by hand)", () => {
    // 12,000 / 1,500 = 8 repayments exactly; no interest either way.
    expect(figures({ amount: 12_000, rate: 0, years: 1, extra: 500 })).toMatchObject({
      repayment: 1000,
      repaymentsMade: 8,
      finalRepayment: 1500,
      timeToRepay: { years: 0, months: 8 },
      timeSaved: { years: 0, months: 4 },
      totalInterest: 0,
      interestSaved: 0,
    });
  });

  it("makes the last repayment just what is left owing", () => {
    // $10,000 at 12 % over 1 year: 888.4878... a month, plus $100. Decimal simulation: 10 repayments of
    // 988.49 leave 704.46, which with 1 % interest is 711.50 at the 11th; 596.374... of interest against 661.854....
    expect(figures({ amount: 10_000, rate: 12, years: 1, extra: 100 })).toMatchObject({
      repaymentsMade: 11,
      finalRepayment: 711.5,
      timeToRepay: { years: 0, months: 11 },
      timeSaved: { years: 0, months: 1 },
      totalInterest: 596.37,
      interestSaved: 65.48,
    });
  });

  it("counts fortnights on the same 26-a-year basis, rounding up to the month of the last repayment", () => {
    // $1,382.9150... a fortnight plus $200. Decimal simulation: 567 repayments and 396,450.081... of interest,
    // against 780 and 578,673.701...; 567 fortnights are 261.7 months, so 262 months: 21 years 10 months.
    expect(figures({ frequency: "fortnightly", extra: 200 })).toMatchObject({
      repaymentsMade: 567,
      timeToRepay: { years: 21, months: 10 },
      timeSaved: { years: 8, months: 2 },
      interestWithoutExtras: 578_673.7,
      totalInterest: 396_450.08,
      interestSaved: 182_223.62,
    });
  });

  it("changes nothing without extras: the plain calculator's figures, $0 and no time saved", () => {
    const plain = calculateLoanRepayment(typical);
    if (!plain.ok) throw new Error("no plain figures");
    expect(figures({})).toMatchObject({
      repayment: plain.repayment,
      totalInterest: plain.totalInterest,
      totalRepaid: plain.totalRepaid,
      interestSaved: 0,
      timeSaved: { years: 0, months: 0 },
      timeToRepay: { years: 30, months: 0 },
      repaymentsMade: 360,
      schedule: plain.schedule,
    });
  });
});

describe("the lump sum", () => {
  it("comes off straight after the last repayment of its year", () => {
    // Decimal simulation: 465,271.78 owed after the 60th repayment; less $50,000, the loan runs to the
    // 297th (24 years 9 months), with 438,942.003... of interest.
    expect(figures({ lump: 50_000, lumpYear: 5 })).toMatchObject({
      repaymentsMade: 297,
      timeToRepay: { years: 24, months: 9 },
      timeSaved: { years: 5, months: 3 },
      totalInterest: 438_942,
      interestSaved: 140_248.95,
      lumpSum: { kind: "paid", year: 5 },
    });
  });

  it("pays the loan off when it covers what is then owed, and says how much of it was needed", () => {
    // $12,000 at 0 % over 2 years is $500 a month: after year 1's 12 repayments $6,000 is owed.
    for (const lump of [6000, 7000]) {
      expect(figures({ amount: 12_000, rate: 0, years: 2, lump, lumpYear: 1 })).toMatchObject({
        repaymentsMade: 12,
        finalRepayment: 500,
        timeToRepay: { years: 1, months: 0 },
        timeSaved: { years: 1, months: 0 },
        lumpSum: { kind: "pays-off", year: 1, owedBefore: 6000 },
        totalRepaid: 12_000,
      });
    }
  });

  it("is not needed when the loan is repaid before it falls due", () => {
    // $12,000 at 0 % over a year: $1,000 plus $11,000 extra repays it all at the first repayment.
    expect(figures({ amount: 12_000, rate: 0, years: 1, extra: 11_000, lump: 1000, lumpYear: 1 })).toMatchObject({
      repaymentsMade: 1,
      lumpSum: { kind: "not-needed", year: 1 },
    });
    // In the term's last year it would come after the last repayment, which already repays the loan.
    expect(figures({ amount: 12_000, rate: 0, years: 1, lump: 1000, lumpYear: 1 }).lumpSum).toEqual({
      kind: "not-needed",
      year: 1,
    });
  });

  it("shows in the schedule as principal repaid in its year", () => {
    // $12,000 at 0 % over 2 years, $5,000 after year 1: 6,000 + 5,000 repaid in year 1, then $1,000 in 2 months.
    expect(figures({ amount: 12_000, rate: 0, years: 2, lump: 5000, lumpYear: 1 }).schedule).toEqual([
      { year: 1, openingBalance: 12_000, interestPaid: 0, principalPaid: 11_000, closingBalance: 1000 },
      { year: 2, openingBalance: 1000, interestPaid: 0, principalPaid: 1000, closingBalance: 0 },
    ]);
  });
});

describe("interest only with extras", () => {
  it("reduces the balance by the extras and repays it when they add up to it (worked by hand)", () => {
    // $100,000 at 6 % (0.5 % a month), $1,000 extra: the balance falls $1,000 a month, gone after 100 months.
    // Interest: 0.5 % of 100,000, 99,000, ... 1,000 = 5 × (100 + 99 + ... + 1) = 25,250; without: 500 × 360 = 180,000.
    expect(figures({ amount: 100_000, type: "io", extra: 1000 })).toMatchObject({
      repayment: 500,
      repaymentsMade: 100,
      finalRepayment: 1005,
      timeToRepay: { years: 8, months: 4 },
      timeSaved: { years: 21, months: 8 },
      interestWithoutExtras: 180_000,
      totalInterest: 25_250,
      interestSaved: 154_750,
      owedAtEnd: 0,
      totalRepaid: 125_250,
    });
  });

  it("says what is still owed at the end of the term when the extras do not repay it all (worked by hand)", () => {
    // $500 a month for 360 months repays $180,000 of $500,000. Interest: 0.5 % of 500,000, 499,500, ...
    // = 0.005 × (360 × 500,000 − 500 × (0 + 1 + ... + 359)) = 0.005 × 147,690,000 = 738,450; without: 900,000.
    expect(figures({ type: "io", extra: 500 })).toMatchObject({
      repaymentsMade: 360,
      timeToRepay: null,
      timeSaved: { years: 0, months: 0 },
      owedAtEnd: 320_000,
      totalInterest: 738_450,
      interestSaved: 161_550,
      totalRepaid: 918_450,
    });
  });

  it("leaves the whole amount owing without extras, as the plain calculator says", () => {
    expect(figures({ type: "io" })).toMatchObject({
      owedAtEnd: 500_000,
      totalInterest: 900_000,
      totalRepaid: 900_000,
      timeToRepay: null,
    });
  });
});

describe("the balance with and without the extras, for the chart", () => {
  it("gives a point a year to the end of the loan without extras, the repaid loan staying at $0", () => {
    const { balances } = figures({ extra: 500 });
    expect(balances).toHaveLength(31);
    expect(balances[0]).toEqual({ month: 0, without: 500_000, with: 500_000 });
    expect(balances[21]).toEqual(expect.objectContaining({ month: 252, with: 0 }));
    expect(balances[30]).toEqual({ month: 360, without: 0, with: 0 });
  });
});

describe("bad extras get a message naming the field", () => {
  it("refuses negative extras, extras over the ceiling and anything not a number", () => {
    expect(problems({ extra: -1 })).toEqual([{ field: "extra", message: "The extra repayment cannot be negative." }]);
    expect(problems({ extra: 100_000_000.01 })).toEqual([
      { field: "extra", message: "Enter an extra repayment of $100,000,000 or less." },
    ]);
    expect(problems({ extra: Number.NaN })).toEqual([
      { field: "extra", message: "Enter the extra repayment in dollars, or 0." },
    ]);
    expect(problems({ lump: -5 })).toEqual([{ field: "lump", message: "The lump sum cannot be negative." }]);
    expect(problems({ lump: 100_000_001 })).toEqual([
      { field: "lump", message: "Enter a lump sum of $100,000,000 or less." },
    ]);
    expect(problems({ extra: 100_000_000, lump: 100_000_000 })).toEqual([]);
  });

  it("always wants the lump sum's year as a whole number from 1 to the longest term, and within the loan's term only with a lump sum", () => {
    const anyTerm = "Enter the year of the lump sum as a whole number from 1 to 40.";
    for (const lumpYear of [0, 41, 2.5, Number.NaN])
      expect(problems({ lumpYear })).toEqual([{ field: "lumpYear", message: anyTerm }]);
    // With no lump sum the year changes nothing: a year past a shortened term keeps the result.
    expect(problems({ years: 10, lumpYear: 31 })).toEqual([]);
    // While the term will not do, its own message is the one to fix first; the year is held to the longest term.
    expect(problems({ years: 41, lump: 1000, lumpYear: 40 }).map((problem) => problem.field)).toEqual(["years"]);
    const message = "Enter the year of the lump sum as a whole number from 1 to 30.";
    for (const lumpYear of [0, 31, 2.5, Number.NaN])
      expect(problems({ lump: 1000, lumpYear })).toEqual([{ field: "lumpYear", message }]);
    expect(problems({ lump: 1000, lumpYear: 30 })).toEqual([]);
    // A part year at the end counts: 10.5 years has a year 11.
    expect(problems({ years: 10.5, lump: 1000, lumpYear: 11 })).toEqual([]);
    expect(problems({ years: 0.5, lump: 1000, lumpYear: 2 })).toEqual([
      { field: "lumpYear", message: "The loan term is a year or less, so enter 1 for the year of the lump sum." },
    ]);
  });

  it("names every field at fault, the loan's first", () => {
    expect(problems({ amount: -1, extra: -1, lump: Number.NaN }).map((problem) => problem.field)).toEqual([
      "amount",
      "extra",
      "lump",
    ]);
  });
});
