import { amortisingRepayment } from "./amortising-repayment.ts";
import { type CalculatorResult, rejectionFor } from "./calculator-result.ts";
import { checkAmount, checkFrequency, checkRate, checkRepayment } from "./loan-inputs.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { toWholeCents } from "#app/lib/cents.ts";
import { roundToCents } from "./money.ts";
import { PERIOD_NAME, PERIODS_PER_YEAR, periodicRate, type RepaymentFrequency } from "./repayment-frequency.ts";
import { monthsToRepay, yearsAndMonths, type YearsAndMonths } from "./years-and-months.ts";

/**
 * We stop simulating after 100 years of repayments: no lender writes a loan
 * that long, and a repayment that slow is better met with the repayment that
 * would do it in 100 years than with a number of centuries.
 */
export const MAX_YEARS_TO_REPAY = 100;

/** A balance left below half a cent counts as repaid (reference §1.3: "until bal ≤ 0.5¢"). */
const HALF_CENT = 0.005;

/** The How Long to Repay calculator's inputs, named as its URL parameters (`/lmi`). */
export interface TimeToRepayInput {
  readonly amount: number;
  /** Nominal interest rate, % a year. */
  readonly rate: number;
  /** The repayment made each period. */
  readonly repayment: number;
  readonly frequency: RepaymentFrequency;
}

/** Every amount in dollars, rounded to the cent (money.ts). */
export interface TimeToRepay {
  readonly frequency: RepaymentFrequency;
  /** Repayments until the loan is paid off, the last one included. */
  readonly numberOfRepayments: number;
  /** The last repayment, usually smaller than the others: just what is left owing. */
  readonly finalRepayment: number;
  /** Whole months, rounded up to the month of the last repayment (years-and-months.ts). */
  readonly timeToRepay: YearsAndMonths;
  readonly totalInterest: number;
  /** The amount borrowed plus the total interest. */
  readonly totalRepaid: number;
}

/**
 * How long a loan takes to repay at a given repayment, simulated repayment by
 * repayment to the final, partial one (reference §1.3), so the totals are
 * exact rather than read off the closed-form n = −ln(1 − rP/A) / ln(1 + r).
 */
export function calculateTimeToRepay(input: TimeToRepayInput): CalculatorResult<TimeToRepay> {
  const rejection = rejectionFor([
    checkAmount(input.amount),
    checkRate(input.rate),
    checkRepayment(input.repayment),
    checkFrequency(input.frequency),
  ]);
  if (rejection) return rejection;

  const { amount, repayment, frequency } = input;
  const periodRate = periodicRate(input.rate, frequency);
  const period = PERIOD_NAME[frequency];

  // At or below the first period's interest the balance never falls (reference §1.3).
  const firstInterest = amount * periodRate;
  if (repayment <= firstInterest) {
    const interest = formatDollars(firstInterest);
    return rejectionWith(
      `A repayment of ${formatDollars(repayment)} never pays the loan off: the interest alone is ${interest} a ${period}. Repay more than ${interest}.`,
    );
  }

  const maxRepayments = MAX_YEARS_TO_REPAY * PERIODS_PER_YEAR[frequency];
  let balance = amount;
  let interest = 0;
  for (let made = 1; made <= maxRepayments; made++) {
    const charged = balance * periodRate;
    interest += charged;
    const owed = balance + charged;
    if (owed - repayment <= HALF_CENT) {
      const interestCents = toWholeCents(interest);
      return {
        ok: true,
        frequency,
        numberOfRepayments: made,
        finalRepayment: roundToCents(owed),
        timeToRepay: yearsAndMonths(monthsToRepay(made, frequency)),
        totalInterest: interestCents / 100,
        totalRepaid: (toWholeCents(amount) + interestCents) / 100,
      };
    }
    balance = owed - repayment;
  }

  // Rounded up to the cent, so that paying it really does finish within the cap.
  const enough =
    Math.ceil(Number((amortisingRepayment(amount, periodRate, maxRepayments) * 100).toPrecision(15))) / 100;
  return rejectionWith(
    `At ${formatDollars(repayment)} a ${period} this loan would take more than ${MAX_YEARS_TO_REPAY} years to repay. ` +
      `Repay at least ${formatDollars(enough)} a ${period} to pay it off within ${MAX_YEARS_TO_REPAY} years.`,
  );
}

function rejectionWith(message: string) {
  const problem = { field: "repayment", message } as const;
  return { ok: false, problem, problems: [problem] } as const;
}
