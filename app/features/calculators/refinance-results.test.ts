import { describe, expect, it } from "vitest";
import { calculateRefinance, type RefinanceInput } from "#app/features/calculators/maths/refinance.ts";
import { refinanceResultText, refinanceScenarioInputs, refinanceScenarioResults } from "./refinance-results.ts";

const typical: RefinanceInput = { balance: 500_000, rate: 6.5, years: 25, newRate: 5.99, fees: 2000, feesAdded: "0" };

function textFor(input: RefinanceInput) {
  const result = calculateRefinance(input);
  if (!result.ok) throw new Error(result.problem.message);
  return refinanceResultText(result);
}

describe("the refinance results as the page prints them", () => {
  it("gives each figure and says where it comes from (figures worked in maths/refinance.test.ts)", () => {
    expect(textFor(typical)).toEqual({
      monthlySaving: { value: "$157.59", note: "$3,376.04 a month now, $3,218.45 on the new loan." },
      interestSaved: { value: "$47,275.35", note: "$512,810.74 in interest on your current loan, $465,535.39 on the new one." },
      savingAfterFees: { value: "$45,275.35", note: "The interest saved less the $2,000.00 switching costs." },
      switchingCostsRepaid: { value: "13 months", note: "$2,000.00 ÷ $157.59 saved a month, rounded up to a whole month." },
      keepCurrentRepayment: {
        repaidSooner: true,
        intro: "Paying your current $3,376.04 a month on the new loan, instead of its own $3,218.45:",
        repaidSoonerBy: { value: "2 years 6 months", note: "Repaid in 22 years 6 months instead of 25 years." },
        interestSaved: { value: "$101,343.23", note: "$411,467.51 in interest instead of $512,810.74." },
      },
    });
  });

  it("says when the costs are added to the loan that its interest and repayment include them", () => {
    const text = textFor({ ...typical, feesAdded: "1" });
    expect(text.monthlySaving.note).toBe("$3,376.04 a month now, $3,231.33 on the new loan of $502,000.00, the costs included.");
    expect(text.interestSaved.note).toMatch(/on the new one, the interest on the added costs included\.$/);
    expect(text.savingAfterFees).toEqual({
      value: "$43,413.21",
      note: "The interest saved less the $2,000.00 switching costs, which you repay inside the new loan.",
    });
  });

  it("puts a sentence where there is nothing to repay, no saving, or too little to repay the costs within the term", () => {
    expect(textFor({ ...typical, fees: 0 }).switchingCostsRepaid.value).toBe("Nothing to repay");
    expect(textFor({ ...typical, fees: 0 }).savingAfterFees.note).toBe("There are no switching costs to take off.");
    expect(textFor({ ...typical, newRate: 7 }).switchingCostsRepaid).toEqual({
      value: "Never: there is no monthly saving",
      note: "The new loan's repayment of $3,533.90 a month is no lower than your current $3,376.04.",
    });
    expect(textFor({ ...typical, newRate: 6.49 }).switchingCostsRepaid).toEqual({
      value: "Not within the term",
      note: "Saving $3.13 a month, $2,000.00 would take longer than the 25 years left.",
    });
  });

  it("shows a higher rate's savings as negative amounts", () => {
    expect(textFor({ ...typical, newRate: 7 }).monthlySaving.value).toBe("-$157.86");
  });

  it("says in a sentence when the current repayment does not repay the new loan sooner", () => {
    expect(textFor({ ...typical, newRate: 6.5, fees: 0 }).keepCurrentRepayment).toEqual({
      repaidSooner: false,
      sentence: "At your current repayment of $3,376.04 a month the new loan would not be repaid sooner: it would still take the whole 25 years.",
    });
    expect(textFor({ ...typical, newRate: 7 }).keepCurrentRepayment).toMatchObject({
      sentence: expect.stringMatching(/would not be repaid sooner: it would take 2\d years( \d+ months?)?\.$/) as unknown,
    });
    expect(textFor({ balance: 100_000, rate: 0, years: 40, newRate: 3, fees: 0, feesAdded: "0" }).keepCurrentRepayment).toEqual({
      repaidSooner: false,
      sentence: "At your current repayment of $208.33 a month the new loan would not be repaid sooner: it would not be repaid within 100 years.",
    });
  });
});

describe("the refinance scenario", () => {
  it("lists every input as the form holds it", () => {
    expect(refinanceScenarioInputs({ ...typical, feesAdded: "1" })).toEqual([
      { label: "Current loan balance", value: "$500,000" },
      { label: "Current interest rate", value: "6.5 % a year" },
      { label: "Remaining loan term", value: "25 years" },
      { label: "New interest rate", value: "5.99 % a year" },
      { label: "Switching costs", value: "$2,000" },
      { label: "Switching costs are", value: "Added to the new loan" },
    ]);
  });

  it("carries every output with the very strings the page prints", () => {
    const text = textFor(typical);
    expect(refinanceScenarioResults(text)).toEqual([
      { label: "Monthly saving", value: text.monthlySaving.value },
      { label: "Interest saved over the term", value: text.interestSaved.value },
      { label: "Saving after fees", value: text.savingAfterFees.value },
      { label: "Switching costs repaid in", value: text.switchingCostsRepaid.value },
      { label: "Keep your current repayment: repaid sooner by", value: "2 years 6 months" },
      { label: "Keep your current repayment: interest saved", value: "$101,343.23" },
    ]);
  });

  it("carries the sentence when the current repayment repays the new loan no sooner", () => {
    const text = textFor({ ...typical, newRate: 6.5, fees: 0 });
    expect(refinanceScenarioResults(text).at(-1)).toEqual({
      label: "Keep your current repayment",
      value: "At your current repayment of $3,376.04 a month the new loan would not be repaid sooner: it would still take the whole 25 years.",
    });
  });
});
