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
      monthlySaving: {
        value: "$157.59",
        note: "$3,376.04 a month now, $3,218.45 on the new loan.",
        details: [
          { label: "Monthly repayment, current loan", value: "$3,376.04" },
          { label: "Monthly repayment, new loan", value: "$3,218.45" },
        ],
      },
      interestSaved: {
        value: "$47,275.35",
        note: "$512,810.74 in interest on your current loan, $465,535.39 on the new one.",
        details: [
          { label: "Interest on the current loan", value: "$512,810.74" },
          { label: "Interest on the new loan", value: "$465,535.39" },
        ],
      },
      savingAfterFees: { value: "$45,275.35", note: "The interest saved less the $2,000.00 switching costs." },
      switchingCostsRepaid: {
        value: "13 months",
        note: "$2,000.00 ÷ $157.59 saved a month, rounded up to a whole month.",
      },
      keepCurrentRepayment: {
        repaidSooner: true,
        intro: "Paying your current $3,376.04 a month on the new loan, instead of its own $3,218.45:",
        repaidSoonerBy: {
          value: "2 years 6 months",
          note: "Repaid in 22 years 6 months instead of 25 years.",
          details: [{ label: "Time to repay (Keep your current repayment)", value: "22 years 6 months" }],
        },
        interestSaved: {
          value: "$101,343.23",
          note: "$411,467.51 in interest instead of $512,810.74.",
          details: [{ label: "Total interest (Keep your current repayment)", value: "$411,467.51" }],
        },
      },
    });
  });

  it("says when the costs are added to the loan that its interest and repayment include them, and gives the new loan's amount", () => {
    const text = textFor({ ...typical, feesAdded: "1" });
    expect(text.monthlySaving.note).toBe(
      "$3,376.04 a month now, $3,231.33 on the new loan of $502,000.00, the costs included.",
    );
    expect(text.monthlySaving.details?.at(-1)).toEqual({ label: "New loan amount", value: "$502,000.00" });
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

  it("shows a higher rate's savings as negative amounts, with a true minus sign", () => {
    const text = textFor({ ...typical, newRate: 7 });
    expect([text.monthlySaving.value, text.interestSaved.value, text.savingAfterFees.value]).toEqual([
      "−$157.86",
      "−$47,358.06",
      "−$49,358.06",
    ]);
  });

  it("says in a sentence when the current repayment does not repay the new loan sooner", () => {
    expect(textFor({ ...typical, newRate: 6.5, fees: 0 }).keepCurrentRepayment).toEqual({
      repaidSooner: false,
      sentence:
        "At your current repayment of $3,376.04 a month the new loan would not be repaid sooner: it would still take the whole 25 years.",
    });
    expect(textFor({ ...typical, newRate: 7 }).keepCurrentRepayment).toMatchObject({
      sentence: expect.stringMatching(
        /would not be repaid sooner: it would take 2\d years( \d+ months?)?\.$/,
      ) as unknown,
    });
    expect(
      textFor({ balance: 100_000, rate: 0, years: 40, newRate: 3, fees: 0, feesAdded: "0" }).keepCurrentRepayment,
    ).toEqual({
      repaidSooner: false,
      sentence:
        "At your current repayment of $208.33 a month the new loan would not be repaid sooner: it would not be repaid within 100 years.",
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

  it("carries every output, and each figure its note states, with the very strings the page prints", () => {
    const text = textFor(typical);
    expect(refinanceScenarioResults(text)).toEqual([
      { label: "Monthly saving", value: text.monthlySaving.value },
      { label: "Monthly repayment, current loan", value: "$3,376.04" },
      { label: "Monthly repayment, new loan", value: "$3,218.45" },
      { label: "Interest saved over the term", value: text.interestSaved.value },
      { label: "Interest on the current loan", value: "$512,810.74" },
      { label: "Interest on the new loan", value: "$465,535.39" },
      { label: "Saving after fees", value: text.savingAfterFees.value },
      { label: "Switching costs repaid in", value: text.switchingCostsRepaid.value },
      // The captions, with the heading they sit under on the page.
      { label: "Repaid sooner by (Keep your current repayment)", value: "2 years 6 months" },
      { label: "Time to repay (Keep your current repayment)", value: "22 years 6 months" },
      { label: "Interest saved (Keep your current repayment)", value: "$101,343.23" },
      { label: "Total interest (Keep your current repayment)", value: "$411,467.51" },
    ]);
    for (const { note, details = [] } of [text.monthlySaving, text.interestSaved]) {
      for (const { value } of details) expect(note).toContain(value);
    }
  });

  it("carries the new loan's amount when the costs are added to it", () => {
    const labels = refinanceScenarioResults(textFor({ ...typical, feesAdded: "1" })).map(
      ({ label, value }) => `${label}: ${value}`,
    );
    expect(labels.slice(0, 4)).toEqual([
      "Monthly saving: $144.71",
      "Monthly repayment, current loan: $3,376.04",
      "Monthly repayment, new loan: $3,231.33",
      "New loan amount: $502,000.00",
    ]);
  });

  it("carries the sentence when the current repayment repays the new loan no sooner", () => {
    const text = textFor({ ...typical, newRate: 6.5, fees: 0 });
    expect(refinanceScenarioResults(text).at(-1)).toEqual({
      label: "Keep your current repayment",
      value:
        "At your current repayment of $3,376.04 a month the new loan would not be repaid sooner: it would still take the whole 25 years.",
    });
  });
});
