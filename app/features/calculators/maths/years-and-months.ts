import { PERIODS_PER_YEAR, type RepaymentFrequency } from "./repayment-frequency.ts";

/** A length of time as the page says it: "25 years 4 months". */
export interface YearsAndMonths {
  readonly years: number;
  readonly months: number;
}

export function yearsAndMonths(totalMonths: number): YearsAndMonths {
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12 };
}

/**
 * How long a run of repayments lasts, in whole months rounded up: the loan is
 * not repaid until the month in which its last repayment falls. Weeks and
 * fortnights convert on the same 12-month, 26-fortnight, 52-week year as the
 * rate (see repayment-frequency.ts). repayments × 12 is an integer, so the
 * division is exact whenever the result is whole and the ceiling is safe.
 */
export function monthsToRepay(repayments: number, frequency: RepaymentFrequency): number {
  return Math.ceil((repayments * 12) / PERIODS_PER_YEAR[frequency]);
}
