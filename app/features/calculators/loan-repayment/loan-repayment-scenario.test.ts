import { describe, expect, it } from "vitest";
import { calculatorScenarioSchema } from "../../../../contracts/calculator-scenario.ts";
import { calculateLoanWithExtras, type LoanWithExtrasInput } from "#app/features/calculators/maths/extra-repayments.ts";
import { loanRepaymentDefaults } from "./loan-repayment-calculator.tsx";
import {
  loanRepaymentInputs,
  loanRepaymentResults,
  loanRepaymentScenario,
  lumpSumSentence,
} from "./loan-repayment-scenario.ts";

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

function figuresFor(input: LoanWithExtrasInput) {
  const result = calculateLoanWithExtras(input);
  if (!result.ok) throw new Error(result.problem.message);
  return result;
}

const lines = (input: LoanWithExtrasInput) =>
  loanRepaymentResults(figuresFor(input), input).map(({ label, value }) => [label, value]);

describe("the loan repayment scenario", () => {
  it("lists every input as the form shows it, with the page's labels", () => {
    expect(
      loanRepaymentInputs({
        ...typical,
        rate: 6.25,
        frequency: "fortnightly",
        extra: 200,
        lump: 20_000.5,
        lumpYear: 5,
      }),
    ).toEqual([
      { label: "Loan amount", value: "$500,000" },
      { label: "Interest rate (% a year)", value: "6.25 %" },
      { label: "Loan term", value: "30 years" },
      { label: "Repayment frequency", value: "Fortnightly" },
      { label: "Loan type", value: "Principal and interest" },
      { label: "Extra repayment (each repayment)", value: "$200" },
      { label: "Lump sum", value: "$20,000.50" },
      { label: "Lump sum paid in year", value: "5" },
    ]);
  });

  it("leaves out the lump sum's year when there is no lump sum, as it changes nothing", () => {
    const labels = loanRepaymentInputs({ ...typical, years: 1, type: "io" }).map(
      ({ label, value }) => `${label}: ${value}`,
    );
    expect(labels).toEqual([
      "Loan amount: $500,000",
      "Interest rate (% a year): 6 %",
      "Loan term: 1 year",
      "Repayment frequency: Monthly",
      "Loan type: Interest only",
      "Extra repayment (each repayment): $0",
      "Lump sum: $0",
    ]);
  });

  it("gives every result as the page prints it", () => {
    expect(lines({ ...typical, extra: 500 })).toEqual([
      ["Repayment", "$2,997.75"],
      ["Total interest", "$379,689.68"],
      ["Time to repay", "21 years"],
      ["Time saved", "9 years"],
      ["Interest saved", "$199,501.27"],
    ]);
    expect(lines(typical)).toEqual([
      ["Repayment", "$2,997.75"],
      ["Total interest", "$579,190.95"],
      ["Time to repay", "30 years"],
      ["Time saved", "0 months"],
      ["Interest saved", "$0.00"],
    ]);
  });

  it("gives each figure a note states as a line of its own, in the very words of the note", () => {
    const input = { ...typical, extra: 500 };
    const results = loanRepaymentResults(figuresFor(input), input);
    expect(results.flatMap(({ details = [] }) => details)).toEqual([
      { label: "Total repaid", value: "$879,689.68" },
      { label: "Number of repayments", value: "252" },
      { label: "Last repayment", value: "$1,753.77" },
      { label: "Time to repay without the extras", value: "30 years" },
      { label: "Interest without the extras", value: "$579,190.95" },
    ]);
    for (const { note, details = [] } of results) for (const { value } of details) expect(note).toContain(value);
    // Without extras the count is the term's, under the repayment.
    expect(loanRepaymentResults(figuresFor(typical), typical)[0]?.details).toEqual([
      { label: "Number of repayments", value: "360" },
    ]);
  });

  it("adds what interest only still owes at the end of its term, and says when the extras repay it all", () => {
    expect(lines({ ...typical, type: "io", extra: 500 })).toEqual([
      ["Repayment", "$2,500.00"],
      ["Total interest", "$738,450.00"],
      ["Time to repay", "Not within the term"],
      ["Time saved", "0 months"],
      ["Interest saved", "$161,550.00"],
      ["Owed at the end of the interest-only term", "$320,000.00"],
    ]);
    const repaid = { ...typical, amount: 100_000, type: "io", extra: 1000 } as const;
    const note = "The extras repay the whole $100,000.00 borrowed in 8 years 4 months, within the interest-only term.";
    expect(loanRepaymentResults(figuresFor(repaid), repaid).at(-1)).toEqual({
      label: "Owed at the end of the interest-only term",
      value: "$0.00",
      note,
      details: [{ label: "Interest only", value: note }],
    });
  });

  it("shows a dash for every result while the inputs give none, and no scenario", () => {
    const bad = { ...typical, extra: -1 };
    expect(loanRepaymentResults(undefined, bad).map(({ value }) => value)).toEqual(["—", "—", "—", "—", "—"]);
    expect(loanRepaymentScenario({ extra: "-1" }, bad, undefined)).toBeUndefined();
  });

  it("makes a scenario the contract accepts, whose link recreates the form", () => {
    const input = { ...typical, extra: 200, lump: 10_000, lumpYear: 3 };
    const query = { ...loanRepaymentDefaults("6"), extra: "200", lump: "10,000", lumpYear: "3" };
    const scenario = loanRepaymentScenario(query, input, figuresFor(input));
    expect(calculatorScenarioSchema.safeParse(scenario).success).toBe(true);
    expect(scenario?.calculator).toBe("lrc");
    expect(scenario?.link).toBe(
      "/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=pi&extra=200&lump=10%2C000&lumpYear=3",
    );
    expect(scenario?.results.map(({ label }) => label)).toEqual([
      "Repayment",
      "Total interest",
      "Total repaid",
      "Time to repay",
      "Number of repayments",
      "Last repayment",
      "Time saved",
      "Time to repay without the extras",
      "Interest saved",
      "Interest without the extras",
    ]);
  });

  it("carries the lump sum's sentence and interest only's note whole, as the page says them", () => {
    const paysOff = { ...typical, amount: 12_000, rate: 0, years: 2, lump: 7000 };
    expect(loanRepaymentScenario({}, paysOff, figuresFor(paysOff))?.results.at(-1)).toEqual({
      label: "Lump sum",
      value:
        "Your lump sum of $7,000.00 covers the $6,000.00 owed at the end of year 1, so it pays the loan off then: only $6,000.00 of it is needed.",
    });
    const interestOnly = { ...typical, type: "io", extra: 500 } as const;
    expect(loanRepaymentScenario({}, interestOnly, figuresFor(interestOnly))?.results.slice(-2)).toEqual([
      { label: "Owed at the end of the interest-only term", value: "$320,000.00" },
      {
        label: "Interest only",
        value:
          "The extras repay $180,000.00 of the $500,000.00 borrowed; the rest is still owed at the end of the term.",
      },
    ]);
  });

  it("keeps the scenario within the contract's bounds at the widest figures, the longest sentences included", () => {
    // $100 million at 30 % over 40 years: over $10 million is still owed when a $100 million lump sum falls due in year 39.
    const widest = { ...typical, amount: 100_000_000, rate: 30, years: 40, extra: 1, lump: 100_000_000, lumpYear: 39 };
    const scenario = loanRepaymentScenario({}, widest, figuresFor(widest));
    expect(scenario?.results.at(-1)?.value).toMatch(
      /^Your lump sum of \$100,000,000\.00 covers the \$\d{2},\d{3},\d{3}\.\d{2} owed at the end of year 39, .* only/,
    );
    expect(calculatorScenarioSchema.safeParse(scenario).error).toBeUndefined();
    const interestOnly = { ...widest, type: "io", lump: 0 } as const;
    expect(
      calculatorScenarioSchema.safeParse(loanRepaymentScenario({}, interestOnly, figuresFor(interestOnly))).error,
    ).toBeUndefined();
  });
});

describe("what the page says about the lump sum", () => {
  const small = { ...typical, amount: 12_000, rate: 0, years: 2, lumpYear: 1 };

  it("says a lump sum larger than the balance pays the loan off then, and how much of it is needed", () => {
    const input = { ...small, lump: 7000 };
    expect(lumpSumSentence(figuresFor(input), input)).toBe(
      "Your lump sum of $7,000.00 covers the $6,000.00 owed at the end of year 1, so it pays the loan off then: only $6,000.00 of it is needed.",
    );
    const exact = { ...small, lump: 6000 };
    expect(lumpSumSentence(figuresFor(exact), exact)).toBe(
      "Your lump sum of $6,000.00 covers the $6,000.00 owed at the end of year 1, so it pays the loan off then.",
    );
  });

  it("says a lump sum falling due after the loan is repaid is not needed", () => {
    const input = { ...small, years: 1, extra: 11_000, lump: 1000 };
    expect(lumpSumSentence(figuresFor(input), input)).toBe(
      "The loan is repaid by the end of year 1, before the lump sum falls due, so it is not needed.",
    );
  });

  it("says nothing when the lump sum simply comes off the balance, or there is none", () => {
    for (const lump of [0, 5000]) {
      const input = { ...small, lump };
      expect(lumpSumSentence(figuresFor(input), input)).toBeUndefined();
    }
  });
});
