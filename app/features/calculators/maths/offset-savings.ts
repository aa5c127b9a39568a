import { amortisingRepayment } from "./amortising-repayment.ts";
import { type CalculatorResult, rejectionFor } from "./calculator-result.ts";
import { checkAmount, checkDeposit, checkOffset, checkRate, checkYears } from "./loan-inputs.ts";
import { toWholeCents } from "#app/lib/cents.ts";
import { roundToCents } from "./money.ts";
import { periodicRate, repaymentsInTerm } from "./repayment-frequency.ts";
import { yearsAndMonths, type YearsAndMonths } from "./years-and-months.ts";

/** The Offset calculator's inputs, named as its URL parameters (`/oc`). */
export interface OffsetSavingsInput {
  readonly amount: number;
  /** Nominal interest rate, % a year. */
  readonly rate: number;
  readonly years: number;
  /** The offset account's balance at the start. */
  readonly offset: number;
  /** Added to the offset account every month; 0 when left out. */
  readonly deposit?: number;
}

/** The loan balances at one point in time, for the chart (dollars to the cent). */
export interface OffsetBalancePoint {
  /** Months from the start: 0, 12, 24, ... and the last month of the term. */
  readonly month: number;
  readonly withoutOffset: number;
  readonly withOffset: number;
}

/** Every amount in dollars, rounded to the cent (money.ts). */
export interface OffsetSavings {
  /** The principal-and-interest repayment without an offset, kept the same with one. */
  readonly monthlyRepayment: number;
  readonly interestWithoutOffset: number;
  readonly interestWithOffset: number;
  /** Exactly interestWithoutOffset − interestWithOffset, so the page's three figures agree. */
  readonly interestSaved: number;
  readonly monthsWithoutOffset: number;
  readonly monthsWithOffset: number;
  readonly monthsSaved: number;
  readonly timeSaved: YearsAndMonths;
  /** Yearly points from month 0 to the end of the term, both loans side by side. */
  readonly balances: readonly OffsetBalancePoint[];
}

interface LoanRun {
  readonly interest: number;
  readonly months: number;
  /** The balance after each month; index 0 is the amount borrowed. */
  readonly balances: readonly number[];
}

interface LoanTerms {
  readonly amount: number;
  /** Fraction a month. */
  readonly monthlyRate: number;
  /** Unrounded, as money.ts says. */
  readonly repayment: number;
  /** Months in the term. */
  readonly term: number;
}

/**
 * One loan, month by month (reference §1.4): interest on the balance less the
 * offset (never below 0), then the fixed repayment, or what is left owing if
 * that is less. The deposit lands at the end of each month, after that month's
 * interest, so the first month earns on the opening offset alone. Lenders
 * accrue interest daily on the net balance; monthly is the model every
 * public offset calculator uses.
 *
 * The repayment is the one that clears the loan in exactly `term` months
 * without an offset, and an offset only ever lowers the balance, so no loan
 * runs past the term: whatever is left at its end is rounding the doubles
 * compounded (a few cents at most, and only at the limits: $100 million at
 * 30 % over 40 years), and the last repayment clears it, as a lender's final
 * repayment does. For the same reason a balance within a billionth of the
 * amount borrowed (at most half a cent) counts as repaid.
 */
function runLoan({ amount, monthlyRate, repayment, term }: LoanTerms, offset: number, deposit: number): LoanRun {
  const repaid = Math.min(0.005, amount * 1e-9);
  const balances = [amount];
  let balance = amount;
  let offsetBalance = offset;
  let interest = 0;
  while (balance > repaid && balances.length <= term) {
    const charged = Math.max(0, balance - offsetBalance) * monthlyRate;
    interest += charged;
    balance = balances.length === term ? 0 : Math.max(0, balance + charged - repayment);
    offsetBalance += deposit;
    balances.push(balance);
  }
  return { interest, months: balances.length - 1, balances };
}

/**
 * What an offset account saves on a principal-and-interest loan repaid
 * monthly, the repayment held at the no-offset amount so that every dollar
 * saved in interest repays principal sooner.
 */
export function calculateOffsetSavings(input: OffsetSavingsInput): CalculatorResult<OffsetSavings> {
  const deposit = input.deposit ?? 0;
  const rejection = rejectionFor([
    checkAmount(input.amount),
    checkRate(input.rate),
    checkYears(input.years, "monthly"),
    checkOffset(input.offset),
    checkDeposit(deposit),
  ]);
  if (rejection) return rejection;

  const { amount, offset } = input;
  const monthlyRate = periodicRate(input.rate, "monthly");
  const term = repaymentsInTerm(input.years, "monthly");
  const terms = { amount, monthlyRate, repayment: amortisingRepayment(amount, monthlyRate, term), term };
  const without = runLoan(terms, 0, 0);
  const withOffset = runLoan(terms, offset, deposit);

  // Both savings are at least 0 without clamping: month by month the balance with the offset is
  // never above the one without (each step is monotone in the balance, in doubles as in reals),
  // so neither is its interest nor its length. The property tests hold us to that.
  const interestWithoutCents = toWholeCents(without.interest);
  const interestWithCents = toWholeCents(withOffset.interest);
  const monthsSaved = without.months - withOffset.months;

  return {
    ok: true,
    monthlyRepayment: roundToCents(terms.repayment),
    interestWithoutOffset: interestWithoutCents / 100,
    interestWithOffset: interestWithCents / 100,
    interestSaved: (interestWithoutCents - interestWithCents) / 100,
    monthsWithoutOffset: without.months,
    monthsWithOffset: withOffset.months,
    monthsSaved,
    timeSaved: yearsAndMonths(monthsSaved),
    balances: yearlyPoints(without.balances, withOffset.balances),
  };
}

function yearlyPoints(without: readonly number[], withOffset: readonly number[]): OffsetBalancePoint[] {
  const lastMonth = without.length - 1;
  const months: number[] = [];
  for (let month = 0; month < lastMonth; month += 12) months.push(month);
  months.push(lastMonth);
  // A loan already repaid stays at $0 for the rest of the chart.
  return months.map((month) => ({
    month,
    withoutOffset: roundToCents(without[month] ?? 0),
    withOffset: roundToCents(withOffset[month] ?? 0),
  }));
}
