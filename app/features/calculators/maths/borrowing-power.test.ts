import { describe, expect, it } from "vitest";
import {
  BORROWING_ASSUMPTIONS,
  type BorrowingAssessment,
  type BorrowingPowerInput,
  calculateBorrowingPower,
} from "./borrowing-power.ts";

/** APRA's buffer, as the first version of the content publishes it. */
const apraBuffer: BorrowingAssessment = { bufferPercentagePoints: 3 };

/** Reference §4.4: single, $120,000, $2,500 living, $10,000 card limit, $500 car loan, 6 % over 30 years. */
const single: BorrowingPowerInput = {
  income: 120_000,
  income2: 0,
  other: 0,
  dependants: 0,
  expenses: 2_500,
  commitments: 500,
  cards: 10_000,
  rate: 6,
  years: 30,
};

/** Reference §4.4: a couple on $110,000 and $80,000, $4,200 living, $15,000 card limit, 5.89 % over 30 years. */
const couple: BorrowingPowerInput = {
  ...single,
  income: 110_000,
  income2: 80_000,
  expenses: 4_200,
  commitments: 0,
  cards: 15_000,
  rate: 5.89,
};

function figures(input: BorrowingPowerInput, taxYear?: string, assessment = apraBuffer) {
  const result = calculateBorrowingPower(input, assessment, taxYear);
  if (!result.ok) throw new Error(`Expected figures, got: ${result.problem.message}`);
  return result;
}

describe("the reference's worked examples (§4.4, 2025-26 tax)", () => {
  it("lends a single applicant on $120,000 $520,451 from a $4,187.67 surplus at 9 %, repaid at $3,120.37 at 6 %", () => {
    // 50-digit decimals: 4,187.67 × (1 − 1.0075^−360) / 0.0075 = 520,451.44...; repayment at 0.5 % a month 3,120.3667...
    expect(figures(single, "2025-26")).toEqual({
      ok: true,
      borrowingPower: 520_451,
      monthlyRepayment: 3_120.37,
      assessmentRepayment: 4_187.67,
      assessmentRatePercent: 9,
      assessmentRateFloorApplied: false,
      taxYear: "2025-26",
      applicants: [
        { grossYearly: 120_000, incomeTax: 26_788, lowIncomeTaxOffset: 0, medicareLevy: 2_400, netYearly: 90_812 },
      ],
      otherIncomeCounted: 0,
      grossYearlyIncome: 120_000,
      netMonthlyIncome: 7_567.67,
      livingExpenses: { entered: 2_500, floor: 1_500, used: 2_500, floorApplied: false },
      cardRepayments: 380,
      otherCommitments: 500,
      monthlySurplus: 4_187.67,
      noLoanReason: null,
      // (520,451 + 10,000) / 120,000; the reference's 4.59 also counts a $20,000 car loan balance, which we do not ask.
      debtToIncome: 4.42,
      highDebtToIncome: false,
      estimates: [],
    });
  });

  it("lends the couple $945,375 from a $7,532.00 surplus at 8.89 %, repaid at $5,601.32 at 5.89 %", () => {
    // Decimal: 7,532 × annuity factor at 8.89 % / 12 over 360 = 945,375.47...
    expect(figures(couple, "2025-26")).toMatchObject({
      borrowingPower: 945_375,
      monthlyRepayment: 5_601.32,
      assessmentRatePercent: 8.89,
      applicants: [
        { grossYearly: 110_000, incomeTax: 23_788, lowIncomeTaxOffset: 0, medicareLevy: 2_200, netYearly: 84_012 },
        { grossYearly: 80_000, incomeTax: 14_788, lowIncomeTaxOffset: 0, medicareLevy: 1_600, netYearly: 63_612 },
      ],
      netMonthlyIncome: 12_302,
      livingExpenses: { entered: 4_200, floor: 3_000, used: 4_200, floorApplied: false },
      cardRepayments: 570,
      monthlySurplus: 7_532,
      debtToIncome: 5.05,
    });
  });
});

describe("the tax year", () => {
  it("is 2026-27 unless another is asked for: the single applicant keeps $91,080 and may borrow $523,226", () => {
    // 2026-27 tax on $120,000 is $26,520; surplus 7,590 − 3,380 = 4,210; decimal PV at 9 % = 523,226.65...
    expect(figures(single)).toMatchObject({
      taxYear: "2026-27",
      applicants: [{ incomeTax: 26_520, netYearly: 91_080 }],
      netMonthlyIncome: 7_590,
      monthlySurplus: 4_210,
      borrowingPower: 523_226,
      monthlyRepayment: 3_137,
    });
    expect(BORROWING_ASSUMPTIONS.taxYear).toBe("2026-27");
  });

  it("refuses a year it holds no figures for, as a programming error", () => {
    expect(() => calculateBorrowingPower(single, apraBuffer, "2019-20")).toThrow(RangeError);
  });
});

describe("living expenses: never below our own floor, which is not HEM", () => {
  it("raises expenses under the floor to $1,500 an adult and $450 a dependant a month, and says so", () => {
    expect(figures({ ...couple, expenses: 1_000, dependants: 2 }).livingExpenses).toEqual({
      entered: 1_000,
      floor: 3_900,
      used: 3_900,
      floorApplied: true,
    });
    expect(figures({ ...single, expenses: 0 }).livingExpenses).toEqual({
      entered: 0,
      floor: 1_500,
      used: 1_500,
      floorApplied: true,
    });
  });

  it("uses the expenses entered when they are at or above the floor", () => {
    expect(figures({ ...single, expenses: 1_500 }).livingExpenses).toEqual({
      entered: 1_500,
      floor: 1_500,
      used: 1_500,
      floorApplied: false,
    });
  });

  it("counts a second adult only when the second applicant has an income", () => {
    expect(figures({ ...single, expenses: 0, income2: 0 }).livingExpenses.floor).toBe(1_500);
    expect(figures({ ...single, expenses: 0, income2: 1 }).livingExpenses.floor).toBe(3_000);
  });
});

describe("credit cards and other debts", () => {
  it("counts 3.8 % of the total card limit a month, used or not, to the cent", () => {
    expect(figures({ ...single, cards: 10_000 }).cardRepayments).toBe(380);
    expect(figures({ ...single, cards: 12_345.67 }).cardRepayments).toBe(469.14);
    expect(figures({ ...single, cards: 0 }).cardRepayments).toBe(0);
  });

  it("takes every commitment from the income after tax, exactly, so the page's sums agree", () => {
    const result = figures({ ...single, expenses: 2_345.67, commitments: 123.45, cards: 5_432.1 });
    const spent = result.livingExpenses.used + result.cardRepayments + result.otherCommitments;
    expect(Math.round((result.netMonthlyIncome - spent) * 100)).toBe(Math.round(result.monthlySurplus * 100));
  });
});

describe("the assessment rate", () => {
  it("is the loan's rate plus APRA's 3-point buffer", () => {
    expect(figures({ ...single, rate: 6.25 })).toMatchObject({
      assessmentRatePercent: 9.25,
      assessmentRateFloorApplied: false,
    });
  });

  it("follows the published buffer: 2.5 points assesses 6.25 % at 8.75 %, and lends more than 3 points does", () => {
    const atThree = figures({ ...single, rate: 6.25 });
    const atTwoAndAHalf = figures({ ...single, rate: 6.25 }, undefined, { bufferPercentagePoints: 2.5 });
    expect(atTwoAndAHalf.assessmentRatePercent).toBe(8.75);
    expect(atTwoAndAHalf.borrowingPower).toBeGreaterThan(atThree.borrowingPower);
    // The repayment at the loan's own rate is on the larger loan; the surplus is the same.
    expect(atTwoAndAHalf.monthlySurplus).toBe(atThree.monthlySurplus);
  });

  it("judges the floor against the rate plus the buffer given: 2 % plus 4 points is above 5.5 %", () => {
    expect(figures({ ...single, rate: 2 }, undefined, { bufferPercentagePoints: 4 })).toMatchObject({
      assessmentRatePercent: 6,
      assessmentRateFloorApplied: false,
    });
  });

  it("refuses a buffer that is not a number of points from 0 up: the content's schema never publishes one", () => {
    expect(() => calculateBorrowingPower(single, { bufferPercentagePoints: Number.NaN })).toThrow(RangeError);
    expect(() => calculateBorrowingPower(single, { bufferPercentagePoints: -1 })).toThrow(RangeError);
  });

  it("is never below our 5.5 % floor, and says when the floor applied", () => {
    // Decimal: 4,210 at 5.5 % over 360 months = 741,472.62...; at 2 % that loan costs 2,740.62 a month.
    expect(figures({ ...single, rate: 2 })).toMatchObject({
      assessmentRatePercent: 5.5,
      assessmentRateFloorApplied: true,
      borrowingPower: 741_472,
      monthlyRepayment: 2_740.62,
    });
    expect(figures({ ...single, rate: 2.5 })).toMatchObject({
      assessmentRatePercent: 5.5,
      assessmentRateFloorApplied: false,
    });
  });

  it("still assesses a 0 % loan at the floor, the repayment at 0 % being the loan over 360 months", () => {
    expect(figures({ ...single, rate: 0 })).toMatchObject({
      assessmentRatePercent: 5.5,
      borrowingPower: 741_472,
      monthlyRepayment: 2_059.64,
    });
  });
});

describe("other income", () => {
  it("counts 80 % of it, taxed with applicant 1's income", () => {
    // $100,000 + 80 % of $20,000 = $116,000 taxable: tax 4,020 + 30 % × 71,000 = 25,320, levy 2,320.
    expect(figures({ ...single, income: 100_000, other: 20_000 })).toMatchObject({
      otherIncomeCounted: 16_000,
      grossYearlyIncome: 116_000,
      applicants: [{ grossYearly: 116_000, incomeTax: 25_320, medicareLevy: 2_320, netYearly: 88_360 }],
    });
  });
});

describe("debt to income", () => {
  it("warns at 6 times gross income or more (APRA's limit from 1 February 2026)", () => {
    // $100,000, the floor's $1,500 only, 3 % assessed at 6 %: decimal PV of 4,956.67 = 826,730.99...
    expect(figures({ ...single, income: 100_000, expenses: 1_500, commitments: 0, cards: 0, rate: 3 })).toMatchObject({
      borrowingPower: 826_730,
      debtToIncome: 8.27,
      highDebtToIncome: true,
    });
  });

  it("flags the exact ratio, not the rounded one: 5.995 shows as 6 but is not flagged; 6 is", () => {
    // Card limits this high leave no surplus, so the loan is $0 and the ratio is the limits over $100,000.
    const justUnder = figures({ ...single, income: 100_000, cards: 599_500 });
    expect(justUnder).toMatchObject({
      borrowingPower: 0,
      grossYearlyIncome: 100_000,
      debtToIncome: 6,
      highDebtToIncome: false,
    });
    const atLimit = figures({ ...single, income: 100_000, cards: 600_000 });
    expect(atLimit).toMatchObject({ borrowingPower: 0, debtToIncome: 6, highDebtToIncome: true });
    expect(BORROWING_ASSUMPTIONS.highDebtToIncomeRatio).toBe(6);
  });

  it("counts the card limits as debt, with the loan, over the gross income counted", () => {
    // (520,451 + 10,000) / 120,000 = 4.4204; the loan alone would be 4.34.
    expect(figures(single, "2025-26").debtToIncome).toBe(4.42);
  });
});

describe("no room for a loan", () => {
  it("gives $0 and says why when expenses and repayments take all the income after tax", () => {
    const result = figures({ ...single, income: 30_000, expenses: 3_000 });
    expect(result).toMatchObject({
      borrowingPower: 0,
      monthlyRepayment: 0,
      assessmentRepayment: 0,
      monthlySurplus: -1_492.32,
    });
    expect(result.noLoanReason).toBe(
      "Your living expenses, card loadings and other repayments ($3,880.00 a month) use up all of your income after tax " +
        "($2,387.68 a month), so a lender would see nothing left to repay a loan.",
    );
  });

  it("gives $0 and says why when a surplus of a few cents cannot repay even $1", () => {
    // Net 7,590; take all but 5 cents a month, which repays about 50 cents over 1 year at 33 %.
    const result = figures({ ...single, expenses: 7_590 - 880 - 0.05, rate: 30, years: 1 });
    expect(result).toMatchObject({ monthlySurplus: 0.05, borrowingPower: 0 });
    expect(result.noLoanReason).toBe(
      "What is left each month ($0.05) is too little to repay even $1 at the assessment rate.",
    );
  });
});

describe("estimates", () => {
  it("flags the Medicare thresholds, once, when an applicant's income is low enough for them to matter", () => {
    const result = figures({ ...single, income: 30_000, income2: 25_000, expenses: 0, cards: 0, commitments: 0 });
    expect(result.estimates).toHaveLength(1);
    expect(result.estimates[0]).toContain("Medicare levy low-income thresholds for 2026-27");
  });

  it("has none for incomes the estimate cannot touch", () => {
    expect(figures(couple).estimates).toEqual([]);
  });
});

describe("bad input gets a problem at its field", () => {
  it.each([
    ["income", Number.NaN, "Enter your yearly income before tax, for example 120000."],
    ["income", 0, "Enter a yearly income of more than $0."],
    ["income", -1, "Your yearly income cannot be negative."],
    ["income", 100_000_001, "Enter a yearly income of $100,000,000 or less."],
    ["income2", Number.NaN, "Enter the second applicant's yearly income before tax, or 0 if you are applying alone."],
    ["income2", -1, "The second applicant's income cannot be negative."],
    ["other", Number.NaN, "Enter any other yearly income before tax, such as rent or dividends, or 0."],
    ["other", -1, "Other income cannot be negative."],
    ["dependants", Number.NaN, "Enter the number of dependants, for example 2, or 0."],
    ["dependants", 1.5, "Enter a whole number of dependants from 0 to 10."],
    ["dependants", 11, "Enter a whole number of dependants from 0 to 10."],
    ["dependants", -1, "Enter a whole number of dependants from 0 to 10."],
    ["expenses", Number.NaN, "Enter your living expenses a month in dollars, for example 2500."],
    ["expenses", -1, "Living expenses cannot be negative."],
    ["commitments", Number.NaN, "Enter your monthly repayments on other debts, such as car or personal loans, or 0."],
    ["commitments", -1, "Repayments on other debts cannot be negative."],
    ["cards", Number.NaN, "Enter the total limit of your credit cards in dollars, or 0."],
    ["cards", 100_000_001, "Enter credit card limits of $100,000,000 or less."],
    ["rate", Number.NaN, "Enter the interest rate as a percentage a year, for example 6.25."],
    ["rate", -1, "The interest rate cannot be negative."],
    ["rate", 31, "Enter an interest rate of 30 % a year or less."],
    ["years", Number.NaN, "Enter the loan term in years, for example 30."],
    ["years", 0.5, "Enter a loan term of at least 1 year."],
    ["years", 41, "Enter a loan term of 40 years or less."],
  ] as const)("%s = %s: %s", (field, value, message) => {
    const result = calculateBorrowingPower({ ...single, [field]: value }, apraBuffer);
    expect(result).toMatchObject({ ok: false, problem: { field, message } });
  });

  it("accepts a fractional term and a 0 % rate", () => {
    expect(calculateBorrowingPower({ ...single, years: 25.5, rate: 0 }, apraBuffer).ok).toBe(true);
  });

  it("reports every bad field, in the order of the URL parameters", () => {
    const result = calculateBorrowingPower({ ...single, income: Number.NaN, cards: -1, years: 0 }, apraBuffer);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((problem) => problem.field)).toEqual(["income", "cards", "years"]);
  });
});
