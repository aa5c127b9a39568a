import { balanceOwing } from "./amortising-repayment.ts";
import { toWholeCents } from "#app/lib/cents.ts";

/** One year of a loan, in dollars rounded to the cent. */
export interface YearlyScheduleRow {
  /** 1 for the first year of the loan. */
  readonly year: number;
  readonly openingBalance: number;
  readonly interestPaid: number;
  readonly principalPaid: number;
  readonly closingBalance: number;
}

export interface ScheduleTerms {
  readonly principal: number;
  /** Fraction per period. */
  readonly periodRate: number;
  readonly periodsPerYear: number;
  readonly periods: number;
  /** Unrounded, as the calculator works it (money.ts). */
  readonly repayment: number;
  /** "pi" amortises to $0 over the periods; "io" pays only interest and leaves the principal owing. */
  readonly type: "pi" | "io";
}

/**
 * The loan year by year, worked repayment by repayment with the unrounded
 * repayment: each period charges the rate on the balance then owing, and the
 * rest of the repayment reduces it. For principal and interest the balance
 * after each repayment is taken as the value of the repayments still to come
 * (amortising-repayment.ts: the same figure as stepping it forward, without
 * the rounding that stepping compounds), so the last closing balance is
 * exactly $0.00. A term that is not a whole number of years ends with a
 * shorter last row.
 *
 * Balances are rounded to the cent and the principal paid is the difference of
 * the rounded balances, so each row adds up exactly and each closing balance is
 * the next opening balance; the interest is rounded on its own.
 */
export function yearlySchedule(terms: ScheduleTerms): YearlyScheduleRow[] {
  const { principal, periodRate, periodsPerYear, periods, repayment, type } = terms;
  const balanceAfter = (made: number) =>
    type === "io" || made === 0 ? principal : balanceOwing(repayment, periodRate, periods - made);
  const rows: YearlyScheduleRow[] = [];
  for (let first = 0; first < periods; first += periodsPerYear) {
    const last = Math.min(first + periodsPerYear, periods);
    let interest = 0;
    for (let made = first; made < last; made++) interest += balanceAfter(made) * periodRate;
    const openingCents = toWholeCents(balanceAfter(first));
    const closingCents = toWholeCents(balanceAfter(last));
    rows.push({
      year: rows.length + 1,
      openingBalance: openingCents / 100,
      interestPaid: toWholeCents(interest) / 100,
      principalPaid: (openingCents - closingCents) / 100,
      closingBalance: closingCents / 100,
    });
  }
  return rows;
}
