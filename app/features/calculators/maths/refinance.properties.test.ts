import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOAN_LIMITS } from "./loan-inputs.ts";
import { calculateRefinance } from "./refinance.ts";
import { FEES_ADDED_VALUES, REFINANCE_LIMITS } from "./refinance-inputs.ts";
import { annualRate, expectFitToShowWhateverGiven, figuresOf, RUNS, termYears } from "./property-test-inputs.ts";

/** Whole cents from the $1,000 least to the ceiling, mostly home-loan sized. */
const balance = fc.oneof(
  { arbitrary: fc.integer({ min: 5_000_000, max: 300_000_000 }).map((cents) => cents / 100), weight: 3 },
  {
    arbitrary: fc
      .integer({ min: REFINANCE_LIMITS.minBalance * 100, max: LOAN_LIMITS.maxDollars * 100 })
      .map((cents) => cents / 100),
    weight: 1,
  },
);
/** Switching costs: none, a few thousand dollars as usual, or anything up to $1 million. */
const fees = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100),
);
const feesAdded = fc.constantFrom(...FEES_ADDED_VALUES);
/** A loan whose costs, added to it, keep it under the ceiling. */
const refinance = fc
  .record({ balance, rate: annualRate, years: termYears, newRate: annualRate, fees, feesAdded })
  .map((input) => ({ ...input, balance: Math.min(input.balance, LOAN_LIMITS.maxDollars - input.fees) }));

const figures = figuresOf(calculateRefinance);
const cents = (dollars: number) => Math.round(dollars * 100);

describe("refinance properties", () => {
  it("the same rate with no costs saves nothing, and the current repayment repays the new loan in the same term", () => {
    fc.assert(
      fc.property(refinance, (input) => {
        const result = figures({ ...input, newRate: input.rate, fees: 0 });
        expect(result.monthlySaving).toBe(0);
        expect(result.interestSaved).toBe(0);
        expect(result.savingAfterFees).toBe(0);
        expect(result.switchingCostsRepaid).toEqual({ kind: "no-costs" });
        expect(result.keepCurrentRepayment).toEqual({ repaidSooner: false, months: result.termMonths });
      }),
      RUNS,
    );
  });

  it("a lower rate never costs more a month or in interest, and a quarter of a point on $50,000 or more always saves", () => {
    fc.assert(
      fc.property(refinance, (input) => {
        const lower = Math.min(input.rate, input.newRate);
        const result = figures({ ...input, newRate: lower, feesAdded: "0" });
        expect(result.monthlySaving).toBeGreaterThanOrEqual(0);
        expect(result.interestSaved).toBeGreaterThanOrEqual(0);
        if (input.balance >= 50_000 && input.rate - lower >= 0.25) expect(result.monthlySaving).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it("the saving after fees is the interest saved less the costs, whether they are paid up front or added to the loan", () => {
    fc.assert(
      fc.property(refinance, (input) => {
        const result = figures(input);
        expect(cents(result.savingAfterFees)).toBe(cents(result.interestSaved) - cents(input.fees));
        expect(cents(result.interestSaved)).toBe(cents(result.currentInterest) - cents(result.newInterest));
        expect(cents(result.monthlySaving)).toBe(cents(result.currentRepayment) - cents(result.newRepayment));
      }),
      RUNS,
    );
  });

  it("adding the costs to the loan never lowers its repayment or its interest", () => {
    fc.assert(
      fc.property(refinance, (input) => {
        const upFront = figures({ ...input, feesAdded: "0" });
        const added = figures({ ...input, feesAdded: "1" });
        expect(added.newRepayment).toBeGreaterThanOrEqual(upFront.newRepayment);
        expect(added.newInterest).toBeGreaterThanOrEqual(upFront.newInterest);
        expect(added.newLoanAmount).toBe((cents(input.balance) + cents(input.fees)) / 100);
      }),
      RUNS,
    );
  });

  it("keeping the current repayment never takes longer than the term when the new rate is no higher and the costs are paid up front", () => {
    fc.assert(
      fc.property(refinance, (input) => {
        const result = figures({ ...input, newRate: Math.min(input.rate, input.newRate), feesAdded: "0" });
        const kept = result.keepCurrentRepayment;
        expect(kept.months).not.toBeNull();
        expect(kept.months ?? Infinity).toBeLessThanOrEqual(result.termMonths);
        if (kept.repaidSooner) {
          expect(kept.monthsSooner).toBe(result.termMonths - kept.months);
          expect(kept.interestSaved).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });

  it("wins the costs back in the fewest whole months whose savings cover them, within the term", () => {
    fc.assert(
      fc.property(refinance, (input) => {
        const result = figures(input);
        const repaid = result.switchingCostsRepaid;
        if (repaid.kind === "months") {
          expect(repaid.months * cents(result.monthlySaving)).toBeGreaterThanOrEqual(cents(input.fees));
          expect((repaid.months - 1) * cents(result.monthlySaving)).toBeLessThan(cents(input.fees));
          expect(repaid.months).toBeLessThanOrEqual(result.termMonths);
        }
        if (repaid.kind === "no-costs") expect(input.fees).toBe(0);
        if (repaid.kind === "no-saving") expect(result.monthlySaving).toBeLessThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it("draws both loans from their amounts to $0 at the end of the term", () => {
    fc.assert(
      fc.property(refinance, (input) => {
        const result = figures(input);
        expect(result.balances[0]).toEqual({ month: 0, currentLoan: input.balance, newLoan: result.newLoanAmount });
        expect(result.balances.at(-1)).toEqual({ month: result.termMonths, currentLoan: 0, newLoan: 0 });
        expect(result.schedule.at(-1)?.closingBalance).toBe(0);
      }),
      RUNS,
    );
  });

  it("never returns NaN, Infinity or undefined, whatever it is given: bad input gets a problem at its field", () => {
    expectFitToShowWhateverGiven(calculateRefinance, {
      balance,
      rate: annualRate,
      years: termYears,
      newRate: annualRate,
      fees,
      feesAdded,
    });
  });
});
