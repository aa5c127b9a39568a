import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateLoanWithExtras, type LoanWithExtras } from "./extra-repayments.ts";
import { calculateLoanRepayment } from "./loan-repayment.ts";
import { LOAN_LIMITS, LOAN_TYPES } from "./loan-inputs.ts";
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
import { PERIODS_PER_YEAR } from "./repayment-frequency.ts";

const loanType = fc.constantFrom(...LOAN_TYPES);

/** Whole cents, mostly a few hundred dollars, now and then up to the ceiling. */
const dollars = fc.oneof(
  { arbitrary: fc.constant(0), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 500_000 }).map((cents) => cents / 100), weight: 3 },
  { arbitrary: fc.integer({ min: 1, max: LOAN_LIMITS.maxDollars * 100 }).map((cents) => cents / 100), weight: 1 },
);

/** A loan with extras whose lump sum falls within the term (any year from 1 to the term's last). */
const loan = fc
  .record({
    amount: loanAmount,
    rate: annualRate,
    years: termYears,
    frequency: repaymentFrequency,
    type: loanType,
    extra: dollars,
    lump: dollars,
    yearShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ yearShare, ...input }) => {
    const lastYear = Math.ceil(
      Math.round(input.years * PERIODS_PER_YEAR[input.frequency]) / PERIODS_PER_YEAR[input.frequency],
    );
    return { ...input, lumpYear: 1 + Math.floor(yearShare * (lastYear - 1)) };
  });

const figures = figuresOf(calculateLoanWithExtras);
const months = ({ timeToRepay }: LoanWithExtras) =>
  timeToRepay ? timeToRepay.years * 12 + timeToRepay.months : Number.POSITIVE_INFINITY;

describe("extra repayment properties", () => {
  it("no extras equal the plain loan: its interest and schedule, $0 and no time saved", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const plain = figuresOf(calculateLoanRepayment)(input);
        const result = figures({ ...input, extra: 0, lump: 0 });
        expect(result.interestSaved).toBe(0);
        expect(result.timeSaved).toEqual({ years: 0, months: 0 });
        expect(result.totalInterest).toBe(plain.totalInterest);
        expect(result.totalRepaid).toBe(plain.totalRepaid);
        expect(result.schedule).toEqual(plain.schedule);
        if (input.type === "io") expect(result.owedAtEnd).toBe(plain.principalOwedAtEnd);
      }),
      RUNS,
    );
  });

  it("more extra, or a bigger lump sum, never adds interest or time", () => {
    fc.assert(
      fc.property(loan, dollars, dollars, (input, moreExtra, moreLump) => {
        const fewer = figures(input);
        const more = figures({
          ...input,
          extra: Math.min(input.extra + moreExtra, LOAN_LIMITS.maxDollars),
          lump: Math.min(input.lump + moreLump, LOAN_LIMITS.maxDollars),
        });
        expect(more.totalInterest).toBeLessThanOrEqual(fewer.totalInterest);
        expect(more.interestSaved).toBeGreaterThanOrEqual(fewer.interestSaved);
        expect(more.repaymentsMade).toBeLessThanOrEqual(fewer.repaymentsMade);
        expect(months(more)).toBeLessThanOrEqual(months(fewer));
        expect(more.owedAtEnd).toBeLessThanOrEqual(fewer.owedAtEnd);
      }),
      RUNS,
    );
  });

  it("saves between $0 and all the interest, and the page's three interest figures agree to the cent", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = figures(input);
        expect(result.interestSaved).toBeGreaterThanOrEqual(0);
        expect(result.interestSaved).toBeLessThanOrEqual(result.interestWithoutExtras);
        expect(toWholeCents(result.totalInterest) + toWholeCents(result.interestSaved)).toBe(
          toWholeCents(result.interestWithoutExtras),
        );
        expect(result.timeSaved.years * 12 + result.timeSaved.months).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it("the balance never goes negative, and the schedule repays exactly what the loan no longer owes", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = figures(input);
        expect(result.owedAtEnd).toBeGreaterThanOrEqual(0);
        for (const point of result.balances) {
          expect(point.with).toBeGreaterThanOrEqual(0);
          expect(point.with).toBeLessThanOrEqual(point.without);
        }
        for (const row of result.schedule) expect(row.closingBalance).toBeGreaterThanOrEqual(0);
        const principalCents = result.schedule.reduce((total, row) => total + toWholeCents(row.principalPaid), 0);
        expect(principalCents).toBe(toWholeCents(input.amount) - toWholeCents(result.owedAtEnd));
        expect(result.schedule.at(-1)?.closingBalance).toBe(result.owedAtEnd);
      }),
      RUNS,
    );
  });

  it("principal and interest is always repaid within the term; interest only is repaid only when nothing is left owing", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = figures(input);
        expect(result.repaymentsMade).toBeLessThanOrEqual(result.numberOfRepayments);
        if (input.type === "pi") expect(result.owedAtEnd).toBe(0);
        expect(result.timeToRepay === null).toBe(result.owedAtEnd > 0);
      }),
      RUNS,
    );
  });

  it("a lump sum of the whole amount borrowed ends the loan by its year", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = figures({ ...input, lump: input.amount });
        expect(result.repaymentsMade).toBeLessThanOrEqual(input.lumpYear * PERIODS_PER_YEAR[input.frequency]);
        expect(result.owedAtEnd).toBe(0);
        expect(["pays-off", "not-needed"]).toContain(result.lumpSum.kind);
      }),
      RUNS,
    );
  });

  it("never returns NaN, Infinity or undefined, whatever it is given: bad input gets a problem at its field", () => {
    expectFitToShowWhateverGiven(calculateLoanWithExtras, {
      amount: loanAmount,
      rate: annualRate,
      years: termYears,
      frequency: repaymentFrequency,
      type: loanType,
      extra: dollars,
      lump: dollars,
      lumpYear: fc.integer({ min: 1, max: LOAN_LIMITS.maxYears }),
    });
  });
});
