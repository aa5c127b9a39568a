import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BorrowingPowerInput, calculateBorrowingPower } from "./borrowing-power.ts";
import { amortisingRepayment } from "./amortising-repayment.ts";
import { LOAN_LIMITS } from "./loan-inputs.ts";
import { periodicRate, repaymentsInTerm } from "./repayment-frequency.ts";
import { annualRate, expectFitToShowWhateverGiven, figuresOf, RUNS, termYears } from "./property-test-inputs.ts";

/** Yearly incomes from $1 up, mostly salaries, sometimes at the $100 million limit. */
const income = fc.oneof(
  { arbitrary: fc.integer({ min: 100, max: 50_000_000 }).map((cents) => cents / 100), weight: 3 },
  { arbitrary: fc.integer({ min: 100, max: LOAN_LIMITS.maxDollars * 100 }).map((cents) => cents / 100), weight: 1 },
);
/** Dollar amounts from $0, mostly household-sized, sometimes huge or fractions of a cent. */
const dollars = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 2_000_000 }).map((cents) => cents / 100),
  fc.double({ min: 0, max: LOAN_LIMITS.maxDollars, noNaN: true }),
);
const dependants = fc.integer({ min: 0, max: 10 });
/** What each field may hold on its own. */
const fieldValues = {
  income,
  income2: income,
  other: dollars,
  dependants,
  expenses: dollars,
  commitments: dollars,
  cards: dollars,
  rate: annualRate,
  years: termYears,
};
/** A household the properties lend to: a second income only sometimes, and a term of a year or more. */
const household = fc.record({
  ...fieldValues,
  income2: fc.oneof(fc.constant(0), income),
  years: termYears.filter((years) => years >= 1),
});

/** With APRA's 3-point buffer, as the first version of the content publishes it. */
const withApraBuffer = (input: BorrowingPowerInput) => calculateBorrowingPower(input, { bufferPercentagePoints: 3 });
const figures = figuresOf(withApraBuffer);

/** Two values, the smaller first. */
function ordered<T extends number>(one: T, other: T): [T, T] {
  return one <= other ? [one, other] : [other, one];
}

/** For any household, a higher value of the field (one of `fields` each run, both values from `values`) never raises what it could borrow. */
function expectHigherNeverRaisesIt(
  fields: fc.Arbitrary<"expenses" | "commitments" | "cards" | "dependants" | "rate">,
  values: fc.Arbitrary<number>,
) {
  fc.assert(
    fc.property(household, fields, values, values, (input, field, one, other) => {
      const [lower, higher] = ordered(one, other);
      expect(figures({ ...input, [field]: higher }).borrowingPower).toBeLessThanOrEqual(
        figures({ ...input, [field]: lower }).borrowingPower,
      );
    }),
    RUNS,
  );
}

describe("borrowing power properties", () => {
  it("more income, for applicant 1, for applicant 2 (already applying) or from other sources, never lowers it", () => {
    fc.assert(
      fc.property(household, income, income, dollars, dollars, (input, one, other, oneOther, otherOther) => {
        const [lower, higher] = ordered(one, other);
        expect(figures({ ...input, income: higher }).borrowingPower).toBeGreaterThanOrEqual(
          figures({ ...input, income: lower }).borrowingPower,
        );
        if (input.income2 > 0) {
          expect(figures({ ...input, income2: higher }).borrowingPower).toBeGreaterThanOrEqual(
            figures({ ...input, income2: lower }).borrowingPower,
          );
        }
        const [less, more] = ordered(oneOther, otherOther);
        expect(figures({ ...input, other: more }).borrowingPower).toBeGreaterThanOrEqual(
          figures({ ...input, other: less }).borrowingPower,
        );
      }),
      RUNS,
    );
  });

  it("higher expenses, commitments or card limits never raise it", () => {
    expectHigherNeverRaisesIt(fc.constantFrom("expenses", "commitments", "cards"), dollars);
  });

  it("more dependants never raise it", () => {
    expectHigherNeverRaisesIt(fc.constant("dependants"), dependants);
  });

  it("a higher rate never raises it", () => {
    expectHigherNeverRaisesIt(fc.constant("rate"), annualRate);
  });

  it("the repayment at the assessment rate on the result never exceeds the surplus", () => {
    fc.assert(
      fc.property(household, (input) => {
        const result = figures(input);
        const months = repaymentsInTerm(input.years, "monthly");
        const repayment = amortisingRepayment(
          result.borrowingPower,
          periodicRate(result.assessmentRatePercent, "monthly"),
          months,
        );
        expect(repayment).toBeLessThanOrEqual(Math.max(0, result.monthlySurplus));
        expect(result.assessmentRepayment).toBeLessThanOrEqual(Math.max(0, result.monthlySurplus));
        // And it is the largest such loan, to the dollar.
        if (result.monthlySurplus > 0) {
          const oneMore = amortisingRepayment(
            result.borrowingPower + 1,
            periodicRate(result.assessmentRatePercent, "monthly"),
            months,
          );
          expect(oneMore).toBeGreaterThan(result.monthlySurplus);
        }
      }),
      RUNS,
    );
  });

  it("gives $0 and a reason exactly when nothing can be lent", () => {
    fc.assert(
      fc.property(household, (input) => {
        const result = figures(input);
        expect(Number.isInteger(result.borrowingPower)).toBe(true);
        expect(result.borrowingPower >= 0).toBe(true);
        expect(result.noLoanReason === null).toBe(result.borrowingPower > 0);
      }),
      RUNS,
    );
  });

  it("never returns NaN, Infinity or undefined, whatever it is given: bad input gets a problem at its field", () => {
    expectFitToShowWhateverGiven(withApraBuffer, fieldValues);
  });
});
