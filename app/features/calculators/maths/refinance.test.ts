import { describe, expect, it } from "vitest";
import { calculateRefinance, type RefinanceInput } from "./refinance.ts";

/** $500,000 left over 25 years at 6.5 %, moved to 5.99 % for $2,000 in costs paid up front. */
const typical: RefinanceInput = { balance: 500_000, rate: 6.5, years: 25, newRate: 5.99, fees: 2000, feesAdded: "0" };

function figures(input: RefinanceInput) {
  const result = calculateRefinance(input);
  if (!result.ok) throw new Error(`Expected figures, got: ${result.problem.message}`);
  return result;
}

function problems(input: Record<keyof RefinanceInput, unknown>) {
  const result = calculateRefinance(input as RefinanceInput);
  if (result.ok) throw new Error("Expected a rejection");
  return result.problems.map(({ field, message }) => [field, message]);
}

describe("what switching to a lower rate saves", () => {
  it("saves $157.59 a month and $47,275.35 in interest moving $500,000 over 25 years from 6.5 % to 5.99 %", () => {
    // Worked in 50-digit decimals, 300 months at 6.5/1200 and 5.99/1200:
    // A = P·r / (1 − (1 + r)^−300): current 3,376.0358..., new 3,218.4512...; 3,376.04 − 3,218.45 = 157.59.
    // Interest = 300·A − P: 512,810.742... and 465,535.389...; 512,810.74 − 465,535.39 = 47,275.35.
    // After the $2,000 costs: 45,275.35. Costs won back in 2,000 ÷ 157.59 = 12.69..., so 13 months.
    expect(figures(typical)).toMatchObject({
      feesAdded: false,
      termMonths: 300,
      newLoanAmount: 500_000,
      currentRepayment: 3376.04,
      newRepayment: 3218.45,
      monthlySaving: 157.59,
      currentInterest: 512_810.74,
      newInterest: 465_535.39,
      interestSaved: 47_275.35,
      fees: 2000,
      savingAfterFees: 45_275.35,
      switchingCostsRepaid: { kind: "months", months: 13 },
    });
  });

  it("repays the new loan 2 years 6 months sooner at the current repayment, saving $101,343.23 in interest", () => {
    // $500,000 at 5.99/1200 a month, paying 3,376.0358... (interest first, then the repayment):
    // the 270th repayment is the last (3,313.88, partial); interest 411,467.513...
    // Saved against the current loan: 512,810.74 − 411,467.51 = 101,343.23.
    expect(figures(typical).keepCurrentRepayment).toEqual({
      repaidSooner: true,
      months: 270,
      monthsSooner: 30,
      timeSooner: { years: 2, months: 6 },
      interest: 411_467.51,
      interestSaved: 101_343.23,
    });
  });

  it("adds the costs to the new loan: its interest includes theirs, and the costs still come off the saving", () => {
    // New loan 502,000 at 5.99 %: A = 3,231.3251...; 3,376.04 − 3,231.33 = 144.71 a month.
    // Interest 300·A − 502,000 = 467,397.530...; saved 512,810.74 − 467,397.53 = 45,413.21.
    // The $2,000 is repaid inside the loan: 45,413.21 − 2,000 = 43,413.21. 2,000 ÷ 144.71 = 13.8..., so 14 months.
    // At the current repayment: 273 repayments (the last 921.41), interest 417,203.144...: saved 95,607.60.
    expect(figures({ ...typical, feesAdded: "1" })).toMatchObject({
      feesAdded: true,
      newLoanAmount: 502_000,
      newRepayment: 3231.33,
      monthlySaving: 144.71,
      newInterest: 467_397.53,
      interestSaved: 45_413.21,
      savingAfterFees: 43_413.21,
      switchingCostsRepaid: { kind: "months", months: 14 },
      keepCurrentRepayment: {
        repaidSooner: true,
        months: 273,
        monthsSooner: 27,
        interest: 417_203.14,
        interestSaved: 95_607.6,
      },
    });
  });

  it("works at 0 %: the new loan's repayment is the balance over the months, and it charges no interest", () => {
    // $120,000 over 10 years at 3 %: A = 1,158.7289...; interest 120·A − 120,000 = 19,047.47.
    // At 0 %: 120,000 ÷ 120 = 1,000.00, no interest. 1,200 ÷ 158.73 = 7.56, so 8 months.
    // At the current repayment: 120,000 ÷ 1,158.7289... = 103.56..., so 104 repayments, 16 months sooner.
    expect(figures({ balance: 120_000, rate: 3, years: 10, newRate: 0, fees: 1200, feesAdded: "0" })).toMatchObject({
      newRepayment: 1000,
      monthlySaving: 158.73,
      newInterest: 0,
      interestSaved: 19_047.47,
      savingAfterFees: 17_847.47,
      switchingCostsRepaid: { kind: "months", months: 8 },
      keepCurrentRepayment: {
        repaidSooner: true,
        months: 104,
        monthsSooner: 16,
        interest: 0,
        interestSaved: 19_047.47,
      },
    });
  });

  it("draws both balances from today to $0 at the end of the term, a point a year", () => {
    // Balance owing = A·(1 − (1 + r)^−m) / r with m repayments to go: after 12 months 491,744.50 and 491,086.51.
    const { balances } = figures(typical);
    expect(balances).toHaveLength(26);
    expect(balances[0]).toEqual({ month: 0, currentLoan: 500_000, newLoan: 500_000 });
    expect(balances[1]).toEqual({ month: 12, currentLoan: 491_744.5, newLoan: 491_086.51 });
    expect(balances.at(-1)).toEqual({ month: 300, currentLoan: 0, newLoan: 0 });
  });

  it("schedules the new loan year by year, ending at $0", () => {
    const { schedule } = figures({ ...typical, feesAdded: "1" });
    expect(schedule).toHaveLength(25);
    expect(schedule[0]).toMatchObject({ year: 1, openingBalance: 502_000, closingBalance: 493_050.86 });
    expect(schedule.at(-1)?.closingBalance).toBe(0);
  });

  it("ends a term that is not a whole number of years with its last month", () => {
    expect(figures({ ...typical, years: 2.5 }).balances.map((point) => point.month)).toEqual([0, 12, 24, 30]);
  });
});

describe("when switching does not pay", () => {
  it("saves nothing at the same rate with no costs, and the current repayment repays the new loan no sooner", () => {
    expect(figures({ ...typical, newRate: 6.5, fees: 0 })).toMatchObject({
      monthlySaving: 0,
      interestSaved: 0,
      savingAfterFees: 0,
      switchingCostsRepaid: { kind: "no-costs" },
      keepCurrentRepayment: { repaidSooner: false, months: 300 },
    });
  });

  it("at the limits keeps the rounding of a month-by-month balance from adding a month past the term", () => {
    // $100 million at 30 % over 40 years: stepping the balance forward in doubles leaves a few cents after the
    // 480th repayment (amortising-repayment.ts), which exact arithmetic clears; the new loan takes the 480 months.
    expect(
      figures({ balance: 100_000_000, rate: 30, years: 40, newRate: 30, fees: 0, feesAdded: "0" }).keepCurrentRepayment,
    ).toEqual({
      repaidSooner: false,
      months: 480,
    });
  });

  it("takes a one-month term's repayment over the $100 million ceiling as repaid in that month", () => {
    // $100 million at 30 % for one month is repaid with 100,000,000 × 1.025 = $102,500,000, a repayment over the
    // ceiling how-long-to-repay.ts takes; a one-month term cannot be shortened anyway.
    expect(
      figures({ balance: 100_000_000, rate: 30, years: 1 / 12, newRate: 0, fees: 0, feesAdded: "0" })
        .keepCurrentRepayment,
    ).toEqual({
      repaidSooner: false,
      months: 1,
    });
  });

  it("shows a higher rate as negative savings, never wins the costs back, and takes longer at the current repayment", () => {
    // 7 %: A = 3,533.8959...; 3,376.04 − 3,533.90 = −157.86 a month.
    const result = figures({ ...typical, newRate: 7 });
    expect(result.monthlySaving).toBe(-157.86);
    expect(result.interestSaved).toBeLessThan(0);
    expect(result.savingAfterFees).toBe(result.interestSaved - 2000);
    expect(result.switchingCostsRepaid).toEqual({ kind: "no-saving" });
    expect(result.keepCurrentRepayment).toMatchObject({ repaidSooner: false });
    expect((result.keepCurrentRepayment.months ?? 0) > 300).toBe(true);
  });

  it("says the new loan is never repaid when the current repayment does not cover its interest", () => {
    // $100,000 over 40 years at 0 % is 100,000 ÷ 480 = $208.33 a month; at 3 % the first month's interest is $250.
    expect(
      figures({ balance: 100_000, rate: 0, years: 40, newRate: 3, fees: 0, feesAdded: "0" }).keepCurrentRepayment,
    ).toEqual({
      repaidSooner: false,
      months: null,
    });
  });

  it("says so when the monthly saving would not win the costs back within the term", () => {
    // 6.5 % to 6.49 %: 3,376.04 − 3,372.91 = 3.13 a month; 2,000 ÷ 3.13 is 638.98..., so 639 months, past the 300 left.
    expect(figures({ ...typical, newRate: 6.49 }).switchingCostsRepaid).toEqual({ kind: "beyond-term" });
  });
});

describe("bad input", () => {
  it("names each field that will not do, in the order of the URL parameters", () => {
    expect(problems({ balance: 500, rate: -1, years: 41, newRate: 31, fees: -5, feesAdded: "2" })).toEqual([
      ["balance", "Enter a current loan balance of at least $1,000."],
      ["rate", "The current interest rate cannot be negative."],
      ["years", "Enter a loan term of 40 years or less."],
      ["newRate", "Enter a new interest rate of 30 % a year or less."],
      ["fees", "The switching costs cannot be negative."],
      ["feesAdded", "Choose whether the switching costs are paid up front or added to the new loan."],
    ]);
  });

  it("asks for a number where there is none", () => {
    expect(
      problems({
        balance: Number.NaN,
        rate: Number.NaN,
        years: 25,
        newRate: Number.NaN,
        fees: Number.NaN,
        feesAdded: undefined,
      }),
    ).toEqual([
      ["balance", "Enter what you owe on your current loan in dollars, for example 500000."],
      ["rate", "Enter the current interest rate as a percentage a year, for example 6.25."],
      ["newRate", "Enter the new interest rate as a percentage a year, for example 6.25."],
      ["fees", "Enter the switching costs in dollars, or 0."],
      ["feesAdded", "Choose whether the switching costs are paid up front or added to the new loan."],
    ]);
  });

  it("holds the balance, the costs and the new loan they make to the $100 million ceiling", () => {
    expect(problems({ ...typical, balance: 100_000_000.01 })).toEqual([
      ["balance", "Enter a current loan balance of $100,000,000 or less."],
    ]);
    expect(problems({ ...typical, fees: 100_000_001 })).toEqual([
      ["fees", "Enter switching costs of $100,000,000 or less."],
    ]);
    expect(problems({ ...typical, balance: 99_999_000, fees: 2000, feesAdded: "1" })).toEqual([
      ["fees", "Added to the loan, these costs make a new loan of more than $100,000,000. Enter smaller costs."],
    ]);
    expect(calculateRefinance({ ...typical, balance: 99_999_000, fees: 2000 }).ok).toBe(true);
  });

  it("takes only 0 and 1 for feesAdded, as the link writes them", () => {
    for (const feesAdded of ["yes", "true", "01", " 1", "", 1]) {
      expect(problems({ ...typical, feesAdded })).toEqual([
        ["feesAdded", "Choose whether the switching costs are paid up front or added to the new loan."],
      ]);
    }
  });
});
