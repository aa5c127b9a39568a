/**
 * Generators of calculator inputs for the property tests (fast-check), and the
 * check that a result is fit to show. Used only by the *.properties.test.ts
 * files beside it; nothing on the site imports this.
 */
import fc from "fast-check";
import { expect } from "vitest";
import type { CalculatorField, CalculatorResult } from "./calculator-result.ts";
import { LOAN_LIMITS } from "./loan-inputs.ts";
import { REPAYMENT_FREQUENCIES } from "./repayment-frequency.ts";

/** Runs per property: a few hundred, as the brief asks, and still well under a second each. */
export const RUNS = { numRuns: 300 } as const;

/** Whole cents from $1 to the $100 million limit, mostly home-loan sized. */
export const loanAmount = fc.oneof(
  { arbitrary: fc.integer({ min: 1_000_000, max: 300_000_000 }).map((cents) => cents / 100), weight: 3 },
  { arbitrary: fc.integer({ min: 100, max: LOAN_LIMITS.maxDollars * 100 }).map((cents) => cents / 100), weight: 1 },
);

/** 0 to 30 % a year: as typed (two decimals), and any double in between. */
export const annualRate = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 3000 }).map((hundredths) => hundredths / 100),
  fc.double({ min: 0, max: LOAN_LIMITS.maxRatePercent, noNaN: true }),
);

/** Whole years mostly, and fractions of years down to a quarter. */
export const termYears = fc.oneof(
  fc.integer({ min: 1, max: LOAN_LIMITS.maxYears }),
  fc.double({ min: 0.25, max: LOAN_LIMITS.maxYears, noNaN: true }),
);

export const repaymentFrequency = fc.constantFrom(...REPAYMENT_FREQUENCIES);

/** Whatever a URL or a careless caller could hand over, good or bad. */
export function anyValueOr<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    valid,
    fc.double(),
    fc.constantFrom(
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -0,
      0,
      Number.MIN_VALUE,
      1e308,
      -1e308,
    ),
    fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
    fc.string({ maxLength: 12 }),
    fc.constantFrom(undefined, null, true, "weekly", "pi", "io", "", "NaN"),
  );
}

/**
 * The calculator as a property uses it on inputs the generators keep in
 * range: a rejection of one of those is a bug in the maths, so it fails the
 * property, naming the input and the problem.
 */
export function figuresOf<Args extends [unknown, ...unknown[]], Figures>(
  calculate: (...args: Args) => CalculatorResult<Figures>,
) {
  return (...args: Args) => {
    const result = calculate(...args);
    if (!result.ok) throw new Error(`Expected figures for ${JSON.stringify(args[0])}, got: ${result.problem.message}`);
    return result;
  };
}

/**
 * Issue 5 whatever the calculator is given: each field of its input is drawn
 * from anyValueOr(its valid values), and every result must be fit to show.
 */
export function expectFitToShowWhateverGiven<Input>(
  calculate: (input: Input) => unknown,
  validValues: Record<keyof Input & string, fc.Arbitrary<unknown>>,
): void {
  const anything = Object.fromEntries(
    Object.entries<fc.Arbitrary<unknown>>(validValues).map(([field, valid]) => [field, anyValueOr(valid)]),
  );
  fc.assert(
    fc.property(fc.record(anything), (input) => {
      expectFitToShow(calculate(input as Input));
    }),
    RUNS,
  );
}

const FIELDS: readonly CalculatorField[] = [
  "amount",
  "rate",
  "years",
  "frequency",
  "type",
  "repayment",
  "offset",
  "deposit",
  "extra",
  "lump",
  "lumpYear",
  "balance",
  "newRate",
  "fees",
  "feesAdded",
  "state",
  "price",
  "use",
  "first",
  "property",
  "foreign",
  "income",
  "income2",
  "other",
  "dependants",
  "expenses",
  "commitments",
  "cards",
];

/**
 * Issue 5: nothing on the page shows NaN, Infinity or undefined. Every number
 * in a result is finite, no value is undefined, no text mentions them, and a
 * rejection names one of the URL fields with a message to show.
 */
export function expectFitToShow(result: unknown): void {
  walk(result, "result");
  const verdict = result as { ok: boolean; problem?: { field: CalculatorField; message: string } };
  if (!verdict.ok) {
    expect(FIELDS).toContain(verdict.problem?.field);
    expect(verdict.problem?.message.length).toBeGreaterThan(10);
  }
}

function walk(value: unknown, path: string): void {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`${path} is ${value}`);
  } else if (typeof value === "string") {
    if (/NaN|Infinity|undefined/.test(value)) throw new Error(`${path} says "${value}"`);
  } else if (value === undefined) {
    throw new Error(`${path} is undefined`);
  } else if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => walk(item, `${path}[${index}]`));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
  }
}
