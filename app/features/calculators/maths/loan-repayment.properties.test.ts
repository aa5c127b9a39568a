import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateLoanRepayment } from "./loan-repayment.ts";
import { LOAN_TYPES } from "./loan-inputs.ts";
import { toWholeCents } from "#app/lib/cents.ts";
import { roundToCents } from "./money.ts";
import {
  annualRate,
  expectFitToShowWhateverGiven,
  figuresOf,
  loanAmount,
  repaymentFrequency,
  RUNS,
  termYears,
} from "./property-test-inputs.ts";
import { yearlyScheduleCsv } from "./repayment-schedule-csv.ts";

const loanType = fc.constantFrom(...LOAN_TYPES);
const loan = fc.record({
  amount: loanAmount,
  rate: annualRate,
  years: termYears,
  frequency: repaymentFrequency,
  type: loanType,
});

const figures = figuresOf(calculateLoanRepayment);

describe("loan repayment properties", () => {
  it("a higher rate never lowers a repayment", () => {
    fc.assert(
      fc.property(loan, annualRate, (input, otherRate) => {
        const [lower, higher] = [Math.min(input.rate, otherRate), Math.max(input.rate, otherRate)];
        expect(figures({ ...input, rate: higher }).repayment).toBeGreaterThanOrEqual(
          figures({ ...input, rate: lower }).repayment,
        );
        expect(figures({ ...input, rate: higher }).totalInterest).toBeGreaterThanOrEqual(
          figures({ ...input, rate: lower }).totalInterest,
        );
      }),
      RUNS,
    );
  });

  it("repayments over the term never fall below the principal", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = figures({ ...input, type: "pi" });
        expect(result.totalRepaid).toBeGreaterThanOrEqual(input.amount);
        expect(result.totalInterest).toBeGreaterThanOrEqual(0);
        // The displayed repayment is rounded to the cent, so it can be up to half a cent a period short.
        expect(result.repayment * result.numberOfRepayments).toBeGreaterThanOrEqual(
          input.amount - 0.005 * result.numberOfRepayments,
        );
      }),
      RUNS,
    );
  });

  it("the principal and interest schedule repays exactly the amount borrowed, ending at $0", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const { schedule } = figures({ ...input, type: "pi" });
        const principalCents = schedule.reduce((sum, row) => sum + toWholeCents(row.principalPaid), 0);
        expect(principalCents).toBe(toWholeCents(input.amount));
        expect(schedule.at(-1)?.closingBalance).toBe(0);
        expect(schedule).toHaveLength(
          Math.ceil(figures(input).numberOfRepayments / { weekly: 52, fortnightly: 26, monthly: 12 }[input.frequency]),
        );
      }),
      RUNS,
    );
  });

  it("interest only leaves the whole amount owing and charges only interest", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = figures({ ...input, type: "io" });
        expect(result.principalOwedAtEnd).toBe(roundToCents(input.amount));
        expect(result.totalRepaid).toBe(result.totalInterest);
        for (const row of result.schedule) expect(row.principalPaid).toBe(0);
      }),
      RUNS,
    );
  });

  it("the CSV has a header and one well-formed line a year", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const { schedule } = figures(input);
        const lines = yearlyScheduleCsv(schedule).split("\r\n");
        expect(lines).toHaveLength(schedule.length + 2); // the header, a line a year, and "" after the last CRLF
        for (const line of lines.slice(1, -1)) expect(line).toMatch(/^\d+(,\d+\.\d\d){4}$/);
      }),
      RUNS,
    );
  });

  it("never returns NaN, Infinity or undefined, whatever it is given: bad input gets a problem at its field", () => {
    expectFitToShowWhateverGiven(calculateLoanRepayment, {
      amount: loanAmount,
      rate: annualRate,
      years: termYears,
      frequency: repaymentFrequency,
      type: loanType,
    });
  });
});
