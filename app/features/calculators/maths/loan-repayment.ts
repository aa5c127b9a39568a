import { amortisingRepayment, interestOnlyRepayment } from "./amortising-repayment.ts";
import { type CalculatorResult, rejectionFor } from "./calculator-result.ts";
import { checkAmount, checkFrequency, checkLoanType, checkRate, checkYears, type LoanType } from "./loan-inputs.ts";
import { toWholeCents } from "#app/lib/cents.ts";
import { roundToCents } from "./money.ts";
import {
  isRepaymentFrequency,
  PERIODS_PER_YEAR,
  periodicRate,
  type RepaymentFrequency,
  repaymentsInTerm,
} from "./repayment-frequency.ts";
import { yearlySchedule, type YearlyScheduleRow } from "./repayment-schedule.ts";

/** The Loan Repayment calculator's inputs, named as its URL parameters (`/lrc`). */
export interface LoanRepaymentInput {
  readonly amount: number;
  /** Nominal interest rate, % a year (6.25, not 0.0625). */
  readonly rate: number;
  readonly years: number;
  readonly frequency: RepaymentFrequency;
  readonly type: LoanType;
}

/** Every amount in dollars, rounded to the cent (money.ts). */
export interface LoanRepayment {
  readonly frequency: RepaymentFrequency;
  readonly type: LoanType;
  /** Each repayment. */
  readonly repayment: number;
  /** How many repayments the term holds (term × 12, 26 or 52). */
  readonly numberOfRepayments: number;
  /** All the repayments over the term. For interest only that is interest alone. */
  readonly totalRepaid: number;
  readonly totalInterest: number;
  /**
   * What is still owed after the last repayment: $0 for principal and
   * interest; the whole amount borrowed for interest only, which the
   * repayments never reduce. The page must say so next to the totals.
   */
  readonly principalOwedAtEnd: number;
  readonly schedule: readonly YearlyScheduleRow[];
}

/**
 * The repayment on a loan and what it costs over the term. Principal and
 * interest amortises (reference §1.1); interest only pays each period's
 * interest and leaves the principal owing (§1.2).
 */
export function calculateLoanRepayment(input: LoanRepaymentInput): CalculatorResult<LoanRepayment> {
  const rejection = rejectionFor([
    checkAmount(input.amount),
    checkRate(input.rate),
    // The term needs a frequency to be checked against; until one is chosen, judge it monthly.
    checkYears(input.years, isRepaymentFrequency(input.frequency) ? input.frequency : "monthly"),
    checkFrequency(input.frequency),
    checkLoanType(input.type),
  ]);
  if (rejection) return rejection;

  const { amount, frequency, type } = input;
  const periodRate = periodicRate(input.rate, frequency);
  const periods = repaymentsInTerm(input.years, frequency);
  const repayment =
    type === "pi" ? amortisingRepayment(amount, periodRate, periods) : interestOnlyRepayment(amount, periodRate);
  const repaidCents = toWholeCents(repayment * periods);
  // Interest only never touches the principal, so everything repaid is interest.
  // (The max only guards a sub-cent amount against rounding the other way: interest is never negative.)
  const interestCents = type === "pi" ? Math.max(0, repaidCents - toWholeCents(amount)) : repaidCents;

  return {
    ok: true,
    frequency,
    type,
    repayment: roundToCents(repayment),
    numberOfRepayments: periods,
    totalRepaid: repaidCents / 100,
    totalInterest: interestCents / 100,
    principalOwedAtEnd: type === "pi" ? 0 : roundToCents(amount),
    schedule: yearlySchedule({
      principal: amount,
      periodRate,
      periodsPerYear: PERIODS_PER_YEAR[frequency],
      periods,
      repayment,
      type,
    }),
  };
}
