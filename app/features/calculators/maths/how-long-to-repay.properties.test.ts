import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amortisingRepayment } from "./amortising-repayment.ts";
import { calculateTimeToRepay } from "./how-long-to-repay.ts";
import { LOAN_LIMITS } from "./loan-inputs.ts";
import { toWholeCents } from "#app/lib/cents.ts";
import {
  annualRate,
  expectFitToShowWhateverGiven,
  figuresOf,
  loanAmount,
  repaymentFrequency,
  RUNS,
  termYears,
} from "./property-test-inputs.ts";
import { periodicRate, repaymentsInTerm } from "./repayment-frequency.ts";

const figures = figuresOf(calculateTimeToRepay);

describe("how long to repay properties", () => {
  it("the amortising repayment for a term repays the loan within that term, to one repayment", () => {
    fc.assert(
      fc.property(loanAmount, annualRate, termYears, repaymentFrequency, (amount, rate, years, frequency) => {
        const term = repaymentsInTerm(years, frequency);
        const repayment = amortisingRepayment(amount, periodicRate(rate, frequency), term);
        fc.pre(repayment >= 0.01); // a smaller repayment is rejected: no one can pay a fraction of a cent
        const { numberOfRepayments } = figures({ amount, rate, repayment, frequency });
        expect(Math.abs(numberOfRepayments - term)).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });

  it("repaying more never takes longer or costs more interest", () => {
    const loan = fc.record({ amount: loanAmount, rate: annualRate, years: termYears, frequency: repaymentFrequency });
    fc.assert(
      fc.property(loan, fc.double({ min: 1, max: 3, noNaN: true }), ({ amount, rate, years, frequency }, factor) => {
        const repayment = amortisingRepayment(
          amount,
          periodicRate(rate, frequency),
          repaymentsInTerm(years, frequency),
        );
        fc.pre(repayment >= 0.01);
        const less = figures({ amount, rate, repayment, frequency });
        const more = figures({
          amount,
          rate,
          repayment: Math.min(repayment * factor, LOAN_LIMITS.maxDollars),
          frequency,
        });
        expect(more.numberOfRepayments).toBeLessThanOrEqual(less.numberOfRepayments);
        expect(more.totalInterest).toBeLessThanOrEqual(less.totalInterest);
      }),
      RUNS,
    );
  });

  it("the last repayment is never more than the others, and the totals add up", () => {
    const input = fc.record({
      amount: loanAmount,
      rate: annualRate,
      repayment: loanAmount,
      frequency: repaymentFrequency,
    });
    fc.assert(
      fc.property(input, (loan) => {
        const result = calculateTimeToRepay(loan);
        if (!result.ok) {
          expect(result.problem.field).toBe("repayment");
          return;
        }
        expect(result.finalRepayment).toBeLessThanOrEqual(loan.repayment + 0.01);
        expect(result.finalRepayment).toBeGreaterThan(0);
        expect(toWholeCents(result.totalRepaid) - toWholeCents(result.totalInterest)).toBe(toWholeCents(loan.amount));
      }),
      RUNS,
    );
  });

  it("never returns NaN, Infinity or undefined, whatever it is given: bad input gets a problem at its field", () => {
    expectFitToShowWhateverGiven(calculateTimeToRepay, {
      amount: loanAmount,
      rate: annualRate,
      repayment: loanAmount,
      frequency: repaymentFrequency,
    });
  });
});
