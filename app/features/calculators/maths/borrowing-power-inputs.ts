import type { CalculatorField, InputProblem } from "./calculator-result.ts";
import { checkYears, isFiniteNumber, LOAN_LIMITS, maxDollarsText } from "./loan-inputs.ts";

/**
 * The Borrowing Power calculator's own checks (`/bpc`); the rate is checked
 * by checkRate in loan-inputs.ts. Every dollar figure is held to the same
 * $100 million ceiling as the other calculators (LOAN_LIMITS).
 */

export const BORROWING_LIMITS = {
  maxDependants: 10,
  minYears: 1,
} as const;

interface DollarsMessages {
  readonly field: CalculatorField;
  /** When the box holds no number. */
  readonly enter: string;
  /** The figure, as the start of "… cannot be negative." */
  readonly figure: string;
  /** The figure, as in "Enter … of $100,000,000 or less." */
  readonly enterAtMost: string;
}

/** A dollar amount of $0 or more, up to the ceiling. */
function checkDollars(value: unknown, { field, enter, figure, enterAtMost }: DollarsMessages): InputProblem | null {
  if (!isFiniteNumber(value)) return { field, message: enter };
  if (value < 0) return { field, message: `${figure} cannot be negative.` };
  if (value > LOAN_LIMITS.maxDollars) return { field, message: `Enter ${enterAtMost} of ${maxDollarsText} or less.` };
  return null;
}

/**
 * Applicant 1's yearly income before tax: the one figure that must be more
 * than $0. At least $1, because tax is worked on whole dollars (the ATO drops
 * the cents), and the debt-to-income ratio divides by it.
 */
export function checkIncome(value: unknown): InputProblem | null {
  if (isFiniteNumber(value) && value >= 0 && value < 1)
    return { field: "income", message: "Enter a yearly income of more than $0." };
  return checkDollars(value, {
    field: "income",
    enter: "Enter your yearly income before tax, for example 120000.",
    figure: "Your yearly income",
    enterAtMost: "a yearly income",
  });
}

/** The second applicant's yearly income before tax; 0 means a single applicant. */
export function checkIncome2(value: unknown): InputProblem | null {
  return checkDollars(value, {
    field: "income2",
    enter: "Enter the second applicant's yearly income before tax, or 0 if you are applying alone.",
    figure: "The second applicant's income",
    enterAtMost: "a second income",
  });
}

export function checkOtherIncome(value: unknown): InputProblem | null {
  return checkDollars(value, {
    field: "other",
    enter: "Enter any other yearly income before tax, such as rent or dividends, or 0.",
    figure: "Other income",
    enterAtMost: "other income",
  });
}

export function checkDependants(value: unknown): InputProblem | null {
  if (!isFiniteNumber(value))
    return { field: "dependants", message: "Enter the number of dependants, for example 2, or 0." };
  if (!Number.isInteger(value) || value < 0 || value > BORROWING_LIMITS.maxDependants) {
    return {
      field: "dependants",
      message: `Enter a whole number of dependants from 0 to ${BORROWING_LIMITS.maxDependants}.`,
    };
  }
  return null;
}

export function checkExpenses(value: unknown): InputProblem | null {
  return checkDollars(value, {
    field: "expenses",
    enter: "Enter your living expenses a month in dollars, for example 2500.",
    figure: "Living expenses",
    enterAtMost: "living expenses",
  });
}

export function checkCommitments(value: unknown): InputProblem | null {
  return checkDollars(value, {
    field: "commitments",
    enter: "Enter your monthly repayments on other debts, such as car or personal loans, or 0.",
    figure: "Repayments on other debts",
    enterAtMost: "repayments",
  });
}

export function checkCards(value: unknown): InputProblem | null {
  return checkDollars(value, {
    field: "cards",
    enter: "Enter the total limit of your credit cards in dollars, or 0.",
    figure: "A credit card limit",
    enterAtMost: "credit card limits",
  });
}

/** The term, repaid monthly: 1 to 40 years, fractions allowed. */
export function checkLoanTermYears(value: unknown): InputProblem | null {
  const problem = checkYears(value, "monthly");
  if (problem) return problem;
  if (isFiniteNumber(value) && value < BORROWING_LIMITS.minYears) {
    return { field: "years", message: `Enter a loan term of at least ${BORROWING_LIMITS.minYears} year.` };
  }
  return null;
}
