import {
  CURRENT_TAX_YEAR,
  INCOME_TAX_RATES,
  isTaxYear,
  TAX_YEARS,
  type TaxYear,
} from "#app/content/income-tax-rates.ts";
import { LENDING_ASSUMPTIONS } from "#app/content/lending-assumptions.ts";
import { amortisingRepayment, balanceOwing } from "./amortising-repayment.ts";
import {
  checkCards,
  checkCommitments,
  checkDependants,
  checkExpenses,
  checkIncome,
  checkIncome2,
  checkLoanTermYears,
  checkOtherIncome,
} from "./borrowing-power-inputs.ts";
import { type CalculatorResult, rejectionFor } from "./calculator-result.ts";
import { incomeAfterTax, taxEstimatesFor } from "./income-tax.ts";
import { checkRate } from "./loan-inputs.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { toWholeCents } from "#app/lib/cents.ts";
import { roundToCents } from "./money.ts";
import { periodicRate, repaymentsInTerm } from "./repayment-frequency.ts";

/** The Borrowing Power calculator's inputs, named as its URL parameters (`/bpc`); NaN for a box holding no number. */
export interface BorrowingPowerInput {
  /** Applicant 1, yearly before tax. */
  readonly income: number;
  /** Applicant 2, yearly before tax; 0 = a single applicant. */
  readonly income2: number;
  /** Other yearly income before tax (rent, dividends), counted in part and taxed with applicant 1's. */
  readonly other: number;
  readonly dependants: number;
  /** Living expenses a month, as entered. */
  readonly expenses: number;
  /** Repayments a month on other debts. */
  readonly commitments: number;
  /** The total of all credit card limits. */
  readonly cards: number;
  /** The loan's rate, % a year. */
  readonly rate: number;
  /** The loan term in years, repaid monthly. */
  readonly years: number;
}

/** One applicant's income for the year (income-tax.ts), dollars to the cent. */
export interface ApplicantIncome {
  /** The taxable income assessed, whole dollars: applicant 1's includes the other income counted. */
  readonly grossYearly: number;
  readonly incomeTax: number;
  /** As applied: never more than the tax. */
  readonly lowIncomeTaxOffset: number;
  readonly medicareLevy: number;
  /** grossYearly − incomeTax + lowIncomeTaxOffset − medicareLevy. */
  readonly netYearly: number;
}

/** Every amount in dollars to the cent (money.ts), but the borrowing power, in whole dollars. */
export interface BorrowingPowerFigures {
  /** The loan whose repayment at the assessment rate fits the surplus, rounded down to the dollar; 0 if none. */
  readonly borrowingPower: number;
  /** Principal and interest a month on borrowingPower at the loan's own rate over the term. */
  readonly monthlyRepayment: number;
  /** The same loan's repayment at the assessment rate: what the lender tests, never more than the surplus. */
  readonly assessmentRepayment: number;
  /** max(rate + buffer, floor), % a year. */
  readonly assessmentRatePercent: number;
  /** True when the floor, not rate + buffer, set the assessment rate. */
  readonly assessmentRateFloorApplied: boolean;
  readonly taxYear: TaxYear;
  /** One or two; other income is added to applicant 1's, after shading. */
  readonly applicants: readonly ApplicantIncome[];
  /** The share of the other income counted (otherIncomeCountedPercent), before tax. */
  readonly otherIncomeCounted: number;
  /** The applicants' gross incomes together: the base for the debt-to-income ratio. */
  readonly grossYearlyIncome: number;
  /** The applicants' net yearly incomes together, divided by 12. */
  readonly netMonthlyIncome: number;
  /** Our floor (never "HEM"): per adult and per dependant a month (lending-assumptions.ts). */
  readonly livingExpenses: {
    readonly entered: number;
    readonly floor: number;
    readonly used: number;
    readonly floorApplied: boolean;
  };
  /** creditCardLimitMonthlyPercent of the limits, a month. */
  readonly cardRepayments: number;
  readonly otherCommitments: number;
  /** netMonthlyIncome − livingExpenses.used − cardRepayments − otherCommitments, exactly; may be ≤ 0. */
  readonly monthlySurplus: number;
  /** Why the borrowing power is $0, in a sentence for the visitor; null when it is not. */
  readonly noLoanReason: string | null;
  /** (borrowingPower + card limits) ÷ grossYearlyIncome, 2 decimals. Other debts' balances are not asked, so not counted. */
  readonly debtToIncome: number;
  /** The unrounded ratio ≥ highDebtToIncomeRatio: 5.995 shows as 6.00 but is not flagged. */
  readonly highDebtToIncome: boolean;
  /** Plain sentences for figures that rest on unconfirmed data, only those that touch this result. */
  readonly estimates: readonly string[];
}

/**
 * How the lender tests the loan beyond our own settings: the assessment
 * buffer, which the office publishes with its source (the content studio's
 * lending assumptions, decision 017), so the page passes it in.
 */
export interface BorrowingAssessment {
  /** Added to the loan's rate, in percentage points: APRA's 3 today. */
  readonly bufferPercentagePoints: number;
}

/** Everything the page prints as an assumption, so it never hard-codes a figure (the buffer comes with the content). */
export const BORROWING_ASSUMPTIONS = {
  ...LENDING_ASSUMPTIONS,
  taxYear: CURRENT_TAX_YEAR,
  incomeTax: INCOME_TAX_RATES[CURRENT_TAX_YEAR],
} as const;

const assumed = LENDING_ASSUMPTIONS;

/**
 * How much a lender might lend (reference §4.3): income after tax, less
 * living expenses (never below our floor), credit card loadings and other
 * repayments, leaves a monthly surplus; the borrowing power is the loan that
 * surplus repays at the assessment rate (the loan's rate plus
 * `assessment`'s buffer, or our floor) over the term. Dollar figures are
 * worked in whole cents so the page's sums agree to the cent.
 *
 * `taxYear` is a financial year held in income-tax-rates.ts, and the buffer a
 * number from 0 up (the content's schema holds it to 0 to 10); anything else
 * is a programming error and throws.
 */
export function calculateBorrowingPower(
  input: BorrowingPowerInput,
  assessment: BorrowingAssessment,
  taxYear: string = CURRENT_TAX_YEAR,
): CalculatorResult<BorrowingPowerFigures> {
  if (!isTaxYear(taxYear))
    throw new RangeError(`No income tax figures for ${taxYear}; we hold ${TAX_YEARS.join(", ")}.`);
  const buffer = assessment.bufferPercentagePoints;
  if (!Number.isFinite(buffer) || buffer < 0)
    throw new RangeError(`The assessment buffer must be 0 percentage points or more, not ${String(buffer)}.`);
  const rejection = rejectionFor([
    checkIncome(input.income),
    checkIncome2(input.income2),
    checkOtherIncome(input.other),
    checkDependants(input.dependants),
    checkExpenses(input.expenses),
    checkCommitments(input.commitments),
    checkCards(input.cards),
    checkRate(input.rate),
    checkLoanTermYears(input.years),
  ]);
  if (rejection) return rejection;

  const otherCounted = (input.other * assumed.otherIncomeCountedPercent) / 100;
  const taxed = [input.income + otherCounted, ...(input.income2 > 0 ? [input.income2] : [])].map((income) =>
    incomeAfterTax(income, taxYear),
  );
  const applicants = taxed.map(({ taxableIncome, incomeTax, lowIncomeTaxOffset, medicareLevy, netIncome }) => ({
    grossYearly: taxableIncome,
    incomeTax,
    lowIncomeTaxOffset,
    medicareLevy,
    netYearly: netIncome,
  }));
  const grossYearlyIncome = applicants.reduce((sum, applicant) => sum + applicant.grossYearly, 0);
  const netYearlyCents = applicants.reduce((cents, applicant) => cents + toWholeCents(applicant.netYearly), 0);
  const netMonthlyCents = toWholeCents(netYearlyCents / 100 / 12);

  const adults = applicants.length;
  const floorCents =
    (adults * assumed.livingExpenseFloorPerAdultMonthly +
      input.dependants * assumed.livingExpenseFloorPerDependantMonthly) *
    100;
  const enteredCents = toWholeCents(input.expenses);
  const expensesCents = Math.max(enteredCents, floorCents);
  const cardCents = toWholeCents((input.cards * assumed.creditCardLimitMonthlyPercent) / 100);
  const commitmentsCents = toWholeCents(input.commitments);
  const surplusCents = netMonthlyCents - expensesCents - cardCents - commitmentsCents;

  const assessmentRatePercent = assessmentRate(input.rate, buffer);
  const months = repaymentsInTerm(input.years, "monthly");
  const assessedMonthlyRate = periodicRate(assessmentRatePercent, "monthly");
  const borrowingPower = largestLoan(surplusCents / 100, assessedMonthlyRate, months);
  // The flag compares the exact ratio, so 5.995 (shown as 6) is not flagged at 6; only the figure shown is rounded.
  const exactDebtToIncome = (borrowingPower + input.cards) / grossYearlyIncome;

  return {
    ok: true,
    borrowingPower,
    monthlyRepayment: roundToCents(amortisingRepayment(borrowingPower, periodicRate(input.rate, "monthly"), months)),
    assessmentRepayment: roundToCents(amortisingRepayment(borrowingPower, assessedMonthlyRate, months)),
    assessmentRatePercent,
    assessmentRateFloorApplied: input.rate + buffer < assumed.assessmentRateFloorPercent,
    taxYear,
    applicants,
    otherIncomeCounted: roundToCents(otherCounted),
    grossYearlyIncome,
    netMonthlyIncome: netMonthlyCents / 100,
    livingExpenses: {
      entered: enteredCents / 100,
      floor: floorCents / 100,
      used: expensesCents / 100,
      floorApplied: floorCents > enteredCents,
    },
    cardRepayments: cardCents / 100,
    otherCommitments: commitmentsCents / 100,
    monthlySurplus: surplusCents / 100,
    noLoanReason: borrowingPower > 0 ? null : noLoanReason(surplusCents, netMonthlyCents),
    debtToIncome: roundToCents(exactDebtToIncome),
    highDebtToIncome: exactDebtToIncome >= assumed.highDebtToIncomeRatio,
    estimates: [...new Set(applicants.flatMap((applicant) => taxEstimatesFor(applicant.grossYearly, taxYear)))],
  };
}

/** The loan rate plus the buffer, or our floor if higher; to 6 decimals, so 5.89 + 3 shows as 8.89. */
function assessmentRate(ratePercent: number, bufferPercentagePoints: number): number {
  const rate = Math.max(ratePercent + bufferPercentagePoints, assumed.assessmentRateFloorPercent);
  return Math.round(rate * 1e6) / 1e6;
}

/**
 * The most, in whole dollars, that `surplus` a month repays over `months` at
 * `monthlyRate` (always above 0: the floor sees to it): the present value of
 * the repayments, rounded down. Rounding in doubles could leave that a dollar
 * too high, so it is checked against the surplus and stepped down if so.
 */
function largestLoan(surplus: number, monthlyRate: number, months: number): number {
  if (surplus <= 0) return 0;
  const loan = Math.floor(balanceOwing(surplus, monthlyRate, months));
  return loan > 0 && amortisingRepayment(loan, monthlyRate, months) > surplus ? loan - 1 : loan;
}

function noLoanReason(surplusCents: number, netMonthlyCents: number): string {
  if (surplusCents <= 0) {
    return (
      `Your living expenses, card loadings and other repayments (${formatDollars((netMonthlyCents - surplusCents) / 100)} a month) ` +
      `use up all of your income after tax (${formatDollars(netMonthlyCents / 100)} a month), so a lender would see nothing left to repay a loan.`
    );
  }
  return `What is left each month (${formatDollars(surplusCents / 100)}) is too little to repay even $1 at the assessment rate.`;
}
