import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOAN_LIMITS } from "./loan-inputs.ts";
import { calculateOffsetSavings } from "./offset-savings.ts";
import {
  annualRate,
  expectFitToShowWhateverGiven,
  figuresOf,
  loanAmount,
  RUNS,
  termYears,
} from "./property-test-inputs.ts";

/** Offsets and deposits from $0 up, mostly below the loan, sometimes far above it. */
const dollars = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: 0, max: LOAN_LIMITS.maxDollars * 100 }).map((cents) => cents / 100),
);
const loan = fc.record({ amount: loanAmount, rate: annualRate, years: termYears });

const figures = figuresOf(calculateOffsetSavings);

describe("offset properties", () => {
  it("an offset never increases the interest or the time to repay", () => {
    fc.assert(
      fc.property(loan, dollars, dollars, (input, offset, deposit) => {
        const result = figures({ ...input, offset, deposit });
        expect(result.interestWithOffset).toBeLessThanOrEqual(result.interestWithoutOffset);
        expect(result.interestSaved).toBeGreaterThanOrEqual(0);
        expect(result.monthsSaved).toBeGreaterThanOrEqual(0);
        for (const point of result.balances) expect(point.withOffset).toBeLessThanOrEqual(point.withoutOffset);
      }),
      RUNS,
    );
  });

  it("more offset never increases the interest", () => {
    fc.assert(
      fc.property(loan, dollars, dollars, dollars, (input, one, other, deposit) => {
        const smaller = figures({ ...input, offset: Math.min(one, other), deposit });
        const larger = figures({ ...input, offset: Math.max(one, other), deposit });
        expect(larger.interestWithOffset).toBeLessThanOrEqual(smaller.interestWithOffset);
        expect(larger.monthsWithOffset).toBeLessThanOrEqual(smaller.monthsWithOffset);
      }),
      RUNS,
    );
  });

  it("larger monthly deposits never increase the interest", () => {
    fc.assert(
      fc.property(loan, dollars, dollars, dollars, (input, offset, one, other) => {
        const smaller = figures({ ...input, offset, deposit: Math.min(one, other) });
        const larger = figures({ ...input, offset, deposit: Math.max(one, other) });
        expect(larger.interestWithOffset).toBeLessThanOrEqual(smaller.interestWithOffset);
      }),
      RUNS,
    );
  });

  it("without an offset the loan runs its full term", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = figures({ ...input, offset: 0 });
        expect(result.monthsWithoutOffset).toBe(Math.round(input.years * 12));
        expect(result.interestSaved).toBe(0);
        expect(result.balances.at(-1)).toMatchObject({ withoutOffset: 0, withOffset: 0 });
      }),
      RUNS,
    );
  });

  it("never returns NaN, Infinity or undefined, whatever it is given: bad input gets a problem at its field", () => {
    expectFitToShowWhateverGiven(calculateOffsetSavings, {
      amount: loanAmount,
      rate: annualRate,
      years: termYears,
      offset: dollars,
      deposit: dollars,
    });
  });
});
