import type { CalculatorField, InputProblem } from "./calculator-result.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { isRepaymentFrequency, PERIOD_NAME, type RepaymentFrequency, repaymentsInTerm } from "./repayment-frequency.ts";

/**
 * The limits on what a visitor can enter. Issue 5 ("Bad input") calls a rate
 * over 30 % or a term over 40 years absurd, and a price over $100 million; we
 * hold every dollar figure to that same ceiling, which also keeps every sum
 * far from the range where a double stops being exact to the cent.
 */
export const LOAN_LIMITS = {
  maxDollars: 100_000_000,
  maxRatePercent: 30,
  maxYears: 40,
} as const;

/** The `type` URL parameter: principal and interest, or interest only. */
export const LOAN_TYPES = ["pi", "io"] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

export function isLoanType(value: unknown): value is LoanType {
  return typeof value === "string" && (LOAN_TYPES as readonly string[]).includes(value);
}

/** A value from the URL may arrive as anything once parsed; only a finite number passes. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** The dollar ceiling as the messages write it: "$100,000,000". */
export const maxDollarsText = formatDollars(LOAN_LIMITS.maxDollars, { cents: "if-any" });

export function checkAmount(value: unknown): InputProblem | null {
  if (!isFiniteNumber(value))
    return { field: "amount", message: "Enter the loan amount in dollars, for example 500000." };
  if (value <= 0) return { field: "amount", message: "Enter a loan amount of more than $0." };
  if (value > LOAN_LIMITS.maxDollars)
    return { field: "amount", message: `Enter a loan amount of ${maxDollarsText} or less.` };
  return null;
}

/** A rate's URL parameter and its name in the messages: /refinance has two rates, each named for its loan. */
export interface RateField {
  readonly field: CalculatorField;
  /** "interest rate", "new interest rate". */
  readonly name: string;
}

const INTEREST_RATE: RateField = { field: "rate", name: "interest rate" };

export function checkRate(value: unknown, { field, name }: RateField = INTEREST_RATE): InputProblem | null {
  if (!isFiniteNumber(value)) return { field, message: `Enter the ${name} as a percentage a year, for example 6.25.` };
  if (value < 0) return { field, message: `The ${name} cannot be negative.` };
  if (value > LOAN_LIMITS.maxRatePercent) {
    const article = /^[aeiou]/.test(name) ? "an" : "a";
    return { field, message: `Enter ${article} ${name} of ${LOAN_LIMITS.maxRatePercent} % a year or less.` };
  }
  return null;
}

/** The term, which must also be long enough for one repayment at the chosen frequency. */
export function checkYears(value: unknown, frequency: RepaymentFrequency): InputProblem | null {
  if (!isFiniteNumber(value)) return { field: "years", message: "Enter the loan term in years, for example 30." };
  if (value <= 0) return { field: "years", message: "Enter a loan term of more than 0 years." };
  if (value > LOAN_LIMITS.maxYears)
    return { field: "years", message: `Enter a loan term of ${LOAN_LIMITS.maxYears} years or less.` };
  if (repaymentsInTerm(value, frequency) < 1) {
    return { field: "years", message: `Enter a loan term of at least one ${PERIOD_NAME[frequency]}.` };
  }
  return null;
}

export function checkFrequency(value: unknown): InputProblem | null {
  return isRepaymentFrequency(value)
    ? null
    : { field: "frequency", message: "Choose weekly, fortnightly or monthly repayments." };
}

export function checkLoanType(value: unknown): InputProblem | null {
  return isLoanType(value) ? null : { field: "type", message: "Choose principal and interest, or interest only." };
}

export function checkRepayment(value: unknown): InputProblem | null {
  if (!isFiniteNumber(value))
    return { field: "repayment", message: "Enter the repayment in dollars, for example 2500." };
  // Below a cent it could not be paid, and how-long-to-repay.ts counts a balance under half a cent as repaid.
  if (value < 0.01) return { field: "repayment", message: "Enter a repayment of at least $0.01." };
  if (value > LOAN_LIMITS.maxDollars)
    return { field: "repayment", message: `Enter a repayment of ${maxDollarsText} or less.` };
  return null;
}

export function checkOffset(value: unknown): InputProblem | null {
  if (!isFiniteNumber(value)) return { field: "offset", message: "Enter the offset balance in dollars, or 0." };
  if (value < 0) return { field: "offset", message: "The offset balance cannot be negative." };
  if (value > LOAN_LIMITS.maxDollars)
    return { field: "offset", message: `Enter an offset balance of ${maxDollarsText} or less.` };
  return null;
}

export function checkDeposit(value: unknown): InputProblem | null {
  if (!isFiniteNumber(value))
    return { field: "deposit", message: "Enter the monthly addition to the offset in dollars, or 0." };
  if (value < 0) return { field: "deposit", message: "The monthly addition to the offset cannot be negative." };
  if (value > LOAN_LIMITS.maxDollars) {
    return { field: "deposit", message: `Enter a monthly addition of ${maxDollarsText} or less.` };
  }
  return null;
}
