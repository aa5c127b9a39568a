import { amortisingRepayment, balanceOwing } from "./amortising-repayment.ts";
import { type CalculatorResult, rejectionFor } from "./calculator-result.ts";
import { calculateTimeToRepay } from "./how-long-to-repay.ts";
import { checkYears } from "./loan-inputs.ts";
import { toWholeCents } from "#app/lib/cents.ts";
import { roundToCents } from "./money.ts";
import {
  checkBalance,
  checkCurrentRate,
  checkFees,
  checkFeesAdded,
  checkNewRate,
  type FeesAdded,
} from "./refinance-inputs.ts";
import { periodicRate, repaymentsInTerm } from "./repayment-frequency.ts";
import { yearlySchedule, type YearlyScheduleRow } from "./repayment-schedule.ts";
import { yearsAndMonths, type YearsAndMonths } from "./years-and-months.ts";

/** The Refinance calculator's inputs, named as its URL parameters (`/refinance`). */
export interface RefinanceInput {
  /** What is owed on the current loan today. */
  readonly balance: number;
  /** The current loan's nominal rate, % a year. */
  readonly rate: number;
  /** The term left on the current loan, which the new loan takes too. */
  readonly years: number;
  readonly newRate: number;
  /** Switching costs: discharge, application and other fees together. */
  readonly fees: number;
  /** "1": the costs are added to the new loan; "0": they are paid up front. */
  readonly feesAdded: FeesAdded;
}

/** When the switching costs are won back by the lower repayment. */
export type SwitchingCostsRepaid =
  /** There are no costs to win back. */
  | { readonly kind: "no-costs" }
  /** The new loan's repayment is not lower, so they never are. */
  | { readonly kind: "no-saving" }
  /** Whole months, rounded up: costs ÷ monthly saving. */
  | { readonly kind: "months"; readonly months: number }
  /** Not before the term ends. */
  | { readonly kind: "beyond-term" };

/** The new loan repaid at the current loan's repayment instead of its own. */
export type KeepCurrentRepayment =
  | {
      readonly repaidSooner: true;
      /** Repayments (months) until the new loan is repaid, the last one partial. */
      readonly months: number;
      readonly monthsSooner: number;
      readonly timeSooner: YearsAndMonths;
      readonly interest: number;
      /** The current loan's interest over its term less this. */
      readonly interestSaved: number;
    }
  | {
      readonly repaidSooner: false;
      /** As long as the term or longer; null when it is never repaid (or not within 100 years). */
      readonly months: number | null;
    };

/** Both loans' balances at one time, for the chart (dollars to the cent). */
export interface RefinanceBalancePoint {
  /** Months from today: 0, 12, 24, ... and the last month of the term. */
  readonly month: number;
  readonly currentLoan: number;
  readonly newLoan: number;
}

/** Every amount in dollars, rounded to the cent (money.ts). Savings are negative when the new loan costs more. */
export interface Refinance {
  readonly feesAdded: boolean;
  /** The remaining term in months: both loans run for it. */
  readonly termMonths: number;
  /** The balance, plus the costs when they are added. */
  readonly newLoanAmount: number;
  readonly currentRepayment: number;
  readonly newRepayment: number;
  /** Exactly currentRepayment − newRepayment. */
  readonly monthlySaving: number;
  readonly currentInterest: number;
  readonly newInterest: number;
  /** Exactly currentInterest − newInterest. */
  readonly interestSaved: number;
  readonly fees: number;
  /** Exactly interestSaved − fees, whether the costs are paid up front or added to the loan. */
  readonly savingAfterFees: number;
  readonly switchingCostsRepaid: SwitchingCostsRepaid;
  readonly keepCurrentRepayment: KeepCurrentRepayment;
  /** Yearly points from today to the end of the term. */
  readonly balances: readonly RefinanceBalancePoint[];
  /** The new loan year by year, at its own repayment. */
  readonly schedule: readonly YearlyScheduleRow[];
}

/** A loan that amortises over its term, worked unrounded (money.ts). */
interface Loan {
  readonly principal: number;
  /** Fraction a month. */
  readonly monthlyRate: number;
  readonly repayment: number;
}

function loanOver(principal: number, ratePercent: number, months: number): Loan {
  const monthlyRate = periodicRate(ratePercent, "monthly");
  return { principal, monthlyRate, repayment: amortisingRepayment(principal, monthlyRate, months) };
}

/** Everything repaid less the amount borrowed, in whole cents (as loan-repayment.ts works it; never below 0). */
function interestCents({ principal, repayment }: Loan, months: number): number {
  return Math.max(0, toWholeCents(repayment * months) - toWholeCents(principal));
}

/**
 * Switching a loan to a lower rate (issue 15): both loans repaid monthly over
 * the remaining term, the monthly rate being the yearly rate ÷ 12, the new
 * one from the balance plus any costs added to it; then the new loan repaid
 * at the current repayment, month by month until it is paid off (the
 * How Long to Repay calculator's convention: under half a cent is repaid and
 * the last repayment is partial).
 */
export function calculateRefinance(input: RefinanceInput): CalculatorResult<Refinance> {
  const rejection = rejectionFor([
    checkBalance(input.balance),
    checkCurrentRate(input.rate),
    checkYears(input.years, "monthly"),
    checkNewRate(input.newRate),
    checkFees(input.fees, input.balance, input.feesAdded),
    checkFeesAdded(input.feesAdded),
  ]);
  if (rejection) return rejection;

  const { balance, fees } = input;
  const feesAdded = input.feesAdded === "1";
  const termMonths = repaymentsInTerm(input.years, "monthly");
  const current = loanOver(balance, input.rate, termMonths);
  const refinanced = loanOver(feesAdded ? balance + fees : balance, input.newRate, termMonths);

  // Worked in whole cents, so that each difference is exactly the difference of the figures shown.
  const savingCents = toWholeCents(current.repayment) - toWholeCents(refinanced.repayment);
  const currentInterestCents = interestCents(current, termMonths);
  const newInterestCents = interestCents(refinanced, termMonths);
  const interestSavedCents = currentInterestCents - newInterestCents;
  const feesCents = toWholeCents(fees);

  return {
    ok: true,
    feesAdded,
    termMonths,
    newLoanAmount: roundToCents(refinanced.principal),
    currentRepayment: roundToCents(current.repayment),
    newRepayment: roundToCents(refinanced.repayment),
    monthlySaving: savingCents / 100,
    currentInterest: currentInterestCents / 100,
    newInterest: newInterestCents / 100,
    interestSaved: interestSavedCents / 100,
    fees: feesCents / 100,
    // Added to the loan, the costs are still repaid, inside the new loan's principal; their
    // interest is already in its interest, so they come off once either way.
    savingAfterFees: (interestSavedCents - feesCents) / 100,
    switchingCostsRepaid: switchingCostsRepaid(feesCents, savingCents, termMonths),
    keepCurrentRepayment: keepCurrentRepayment(
      refinanced,
      input.newRate,
      { repayment: current.repayment, interestCents: currentInterestCents },
      termMonths,
    ),
    balances: yearlyBalances(current, refinanced, termMonths),
    schedule: yearlySchedule({
      principal: refinanced.principal,
      periodRate: refinanced.monthlyRate,
      periodsPerYear: 12,
      periods: termMonths,
      repayment: refinanced.repayment,
      type: "pi",
    }),
  };
}

function switchingCostsRepaid(feesCents: number, savingCents: number, termMonths: number): SwitchingCostsRepaid {
  if (feesCents === 0) return { kind: "no-costs" };
  if (savingCents <= 0) return { kind: "no-saving" };
  const months = Math.ceil(feesCents / savingCents);
  return months > termMonths ? { kind: "beyond-term" } : { kind: "months", months };
}

/** The current loan as the new one is compared with it. */
interface CurrentLoanCost {
  readonly repayment: number;
  readonly interestCents: number;
}

function keepCurrentRepayment(
  refinanced: Loan,
  newRate: number,
  current: CurrentLoanCost,
  termMonths: number,
): KeepCurrentRepayment {
  const kept = calculateTimeToRepay({
    amount: refinanced.principal,
    rate: newRate,
    repayment: current.repayment,
    frequency: "monthly",
  });
  // At no less than the new loan's own repayment it is repaid within the term: a month more is the
  // rounding that stepping the balance compounds (amortising-repayment.ts), cents at the limits.
  const withinTerm = current.repayment >= refinanced.repayment;
  // Otherwise a rejection means the repayment never pays the new loan off, or not within 100 years.
  // (Within the term, one is a repayment over the $100 million ceiling: a one-month term, never sooner.)
  if (!kept.ok) return { repaidSooner: false, months: withinTerm ? termMonths : null };
  const months = withinTerm ? Math.min(kept.numberOfRepayments, termMonths) : kept.numberOfRepayments;
  if (months >= termMonths) return { repaidSooner: false, months };
  const monthsSooner = termMonths - months;
  return {
    repaidSooner: true,
    months,
    monthsSooner,
    timeSooner: yearsAndMonths(monthsSooner),
    interest: kept.totalInterest,
    interestSaved: (current.interestCents - toWholeCents(kept.totalInterest)) / 100,
  };
}

/** What each loan owes at the start of each year and at the end of the term (amortising-repayment.ts's exact balances). */
function yearlyBalances(current: Loan, refinanced: Loan, termMonths: number): RefinanceBalancePoint[] {
  const owing = (loan: Loan, month: number) =>
    month === 0 ? loan.principal : balanceOwing(loan.repayment, loan.monthlyRate, termMonths - month);
  const months: number[] = [];
  for (let month = 0; month < termMonths; month += 12) months.push(month);
  months.push(termMonths);
  return months.map((month) => ({
    month,
    currentLoan: roundToCents(owing(current, month)),
    newLoan: roundToCents(owing(refinanced, month)),
  }));
}
