import type { InputProblem } from "./calculator-result.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { checkRate, isFiniteNumber, LOAN_LIMITS, maxDollarsText } from "./loan-inputs.ts";

/**
 * The Refinance calculator's own checks (`/refinance`); the term is checked
 * by checkYears in loan-inputs.ts, and both rates by its checkRate, each
 * named for its loan.
 */

export const REFINANCE_LIMITS = {
  /**
   * Nobody refinances less, and it keeps the current repayment above a cent
   * (at 0 % over 40 years, $1,000 is $2.08 a month), the least repayment
   * how-long-to-repay.ts will pay a loan off with.
   */
  minBalance: 1000,
} as const;

/** `feesAdded`: "1" adds the switching costs to the new loan; "0", the default, has them paid up front. */
export const FEES_ADDED_VALUES = ["0", "1"] as const;
export type FeesAdded = (typeof FEES_ADDED_VALUES)[number];

export function isFeesAdded(value: unknown): value is FeesAdded {
  return typeof value === "string" && (FEES_ADDED_VALUES as readonly string[]).includes(value);
}

const minBalanceText = formatDollars(REFINANCE_LIMITS.minBalance, { cents: "if-any" });

export function checkBalance(value: unknown): InputProblem | null {
  if (!isFiniteNumber(value))
    return { field: "balance", message: "Enter what you owe on your current loan in dollars, for example 500000." };
  if (value < REFINANCE_LIMITS.minBalance)
    return { field: "balance", message: `Enter a current loan balance of at least ${minBalanceText}.` };
  if (value > LOAN_LIMITS.maxDollars)
    return { field: "balance", message: `Enter a current loan balance of ${maxDollarsText} or less.` };
  return null;
}

export const checkCurrentRate = (value: unknown) => checkRate(value, { field: "rate", name: "current interest rate" });

export const checkNewRate = (value: unknown) => checkRate(value, { field: "newRate", name: "new interest rate" });

/** The switching costs: $0 or more, and, when they are added to the loan, a new loan no bigger than the ceiling. */
export function checkFees(value: unknown, balance: unknown, feesAdded: unknown): InputProblem | null {
  if (!isFiniteNumber(value)) return { field: "fees", message: "Enter the switching costs in dollars, or 0." };
  if (value < 0) return { field: "fees", message: "The switching costs cannot be negative." };
  if (value > LOAN_LIMITS.maxDollars)
    return { field: "fees", message: `Enter switching costs of ${maxDollarsText} or less.` };
  if (feesAdded === "1" && isFiniteNumber(balance) && balance + value > LOAN_LIMITS.maxDollars) {
    return {
      field: "fees",
      message: `Added to the loan, these costs make a new loan of more than ${maxDollarsText}. Enter smaller costs.`,
    };
  }
  return null;
}

export function checkFeesAdded(value: unknown): InputProblem | null {
  return isFeesAdded(value)
    ? null
    : { field: "feesAdded", message: "Choose whether the switching costs are paid up front or added to the new loan." };
}
