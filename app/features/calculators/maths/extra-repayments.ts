import { amortisingRepayment } from "./amortising-repayment.ts";
import type { BalancePoint } from "./balance-point.ts";
import { type CalculatorResult, type InputProblem, rejectionFor } from "./calculator-result.ts";
import { checkExtra, checkLump, checkLumpYear } from "./extra-repayment-inputs.ts";
import { checkYears, type LoanType } from "./loan-inputs.ts";
import { calculateLoanRepayment, type LoanRepaymentInput } from "./loan-repayment.ts";
import { toWholeCents } from "#app/lib/cents.ts";
import { roundToCents } from "./money.ts";
import {
  isRepaymentFrequency,
  PERIODS_PER_YEAR,
  periodicRate,
  type RepaymentFrequency,
  repaymentsInTerm,
} from "./repayment-frequency.ts";
import type { YearlyScheduleRow } from "./repayment-schedule.ts";
import { monthsToRepay, yearsAndMonths, type YearsAndMonths } from "./years-and-months.ts";

/** A balance left below half a cent counts as repaid (issue 15's convention, as how-long-to-repay.ts). */
const HALF_CENT = 0.005;

/** /lrc's inputs with issue 15's extras, named as its URL parameters. */
export interface LoanWithExtrasInput extends LoanRepaymentInput {
  /** Dollars paid with every repayment, on top of it, at the chosen frequency. */
  readonly extra: number;
  /** A one-off payment in dollars; 0 for none. */
  readonly lump: number;
  /** The lump sum comes straight after the last repayment of this year (1: after the first year's repayments). */
  readonly lumpYear: number;
}

/** What the lump sum did, for the sentence the page says about it. */
export type LumpSumOutcome =
  | { readonly kind: "none" }
  | { readonly kind: "paid"; readonly year: number }
  /** It covered everything then owed, so the loan ended there; `owedBefore` is all of it that was needed. */
  | { readonly kind: "pays-off"; readonly year: number; readonly owedBefore: number }
  /** The loan was repaid by that year's last repayment, before the lump sum fell due. */
  | { readonly kind: "not-needed"; readonly year: number };

/** Every amount in dollars, rounded to the cent (money.ts). */
export interface LoanWithExtras {
  readonly frequency: RepaymentFrequency;
  readonly type: LoanType;
  /** The repayment the loan asks for. Interest only: the first one; each is that period's interest, so the extras make later ones smaller. */
  readonly repayment: number;
  /** How many repayments the term holds. */
  readonly numberOfRepayments: number;
  /** The extra paid with every repayment, as entered. */
  readonly extra: number;
  /** Repayments made until the loan is repaid, the last one included; all the term's when interest only leaves some owing. */
  readonly repaymentsMade: number;
  /** The last repayment, extra included: when the loan is repaid by it, just what was left owing. */
  readonly finalRepayment: number;
  /** Whole months to the last repayment; null when interest only leaves some owing at the end of the term. */
  readonly timeToRepay: YearsAndMonths | null;
  /** How much sooner the last repayment comes than without the extras (for interest only: than the end of the term). */
  readonly timeSaved: YearsAndMonths;
  readonly interestWithoutExtras: number;
  /** The interest with the extras: exactly interestWithoutExtras − interestSaved, so the page's figures agree. */
  readonly totalInterest: number;
  readonly interestSaved: number;
  /** Everything paid: repayments, extras and the part of the lump sum used. */
  readonly totalRepaid: number;
  /** Still owed after the last repayment: $0 when repaid; for interest only, what the extras left of the amount borrowed. */
  readonly owedAtEnd: number;
  readonly lumpSum: LumpSumOutcome;
  /** The balance without and with the extras for the chart: months 0, 12, 24, ... and the last repayment's without them. */
  readonly balances: readonly BalancePoint[];
  /** The loan year by year with the extras, to the year it is repaid. */
  readonly schedule: readonly YearlyScheduleRow[];
}

interface LoanTerms {
  readonly amount: number;
  readonly periodRate: number;
  readonly periods: number;
  readonly periodsPerYear: number;
  /** Unrounded (money.ts); for interest only, unused: each repayment is that period's interest. */
  readonly repayment: number;
  readonly type: LoanType;
}

interface Extras {
  readonly extra: number;
  readonly lump: number;
  readonly lumpYear: number;
}

interface LoanRun {
  readonly made: number;
  readonly repaid: boolean;
  readonly finalRepayment: number;
  /** The balance after each repayment; index 0 is the amount borrowed. */
  readonly balances: readonly number[];
  /** The interest charged in each period, in order. */
  readonly interest: readonly number[];
  readonly lumpSum: LumpSumOutcome;
}

const NO_EXTRAS: Extras = { extra: 0, lump: 0, lumpYear: 1 };

/**
 * One loan, repayment by repayment (issue 15's convention): each period the
 * interest is added first, then the repayment and the extra come off; the lump
 * sum comes off straight after the last repayment of its year; the loan is
 * repaid once under half a cent is left, the last repayment being just what is
 * owed. Interest only repays each period's interest, so only the extras
 * reduce the balance.
 *
 * Stepping the balance forward in doubles compounds its rounding: without
 * extras a principal-and-interest loan can reach the end of its term a few
 * cents short of $0 (only at the limits: $100 million at 30 % over 40 years),
 * and the term's last repayment clears that, as a lender's final one does.
 * Each step is monotone in the balance and the extras, in doubles as in reals,
 * so extras can never make a loan longer or dearer; the property tests hold us to it.
 */
function runLoan(
  { amount, periodRate, periods, periodsPerYear, repayment, type }: LoanTerms,
  { extra, lump, lumpYear }: Extras,
): LoanRun {
  const lumpAfter = lump > 0 ? Math.min(lumpYear * periodsPerYear, periods) : 0;
  let lumpSum: LumpSumOutcome = lump > 0 ? { kind: "not-needed", year: lumpYear } : { kind: "none" };
  const balances = [amount];
  const interest: number[] = [];
  let balance = amount;
  let paid = 0;
  for (let made = 1; made <= periods; made++) {
    const charged = balance * periodRate;
    interest.push(charged);
    const owed = balance + charged;
    paid = (type === "io" ? charged : repayment) + extra;
    let left = type === "pi" && made === periods ? 0 : owed - paid;
    let lumpRepaid = false;
    if (made === lumpAfter && left > HALF_CENT) {
      lumpRepaid = left - lump <= HALF_CENT;
      lumpSum = lumpRepaid
        ? { kind: "pays-off", year: lumpYear, owedBefore: roundToCents(left) }
        : { kind: "paid", year: lumpYear };
      left -= lump;
    }
    if (left <= HALF_CENT) {
      balances.push(0);
      return { made, repaid: true, finalRepayment: lumpRepaid ? paid : owed, balances, interest, lumpSum };
    }
    balance = left;
    balances.push(balance);
  }
  return { made: periods, repaid: false, finalRepayment: paid, balances, interest, lumpSum };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The loan year by year as it ran: balances rounded to the cent and the
 * principal paid (extras and lump sum included) their difference, so each row
 * adds up and each closing balance is the next opening one, as in
 * repayment-schedule.ts. A loan repaid part way through a year ends with a shorter last row.
 */
function scheduleOf(run: LoanRun, periodsPerYear: number): YearlyScheduleRow[] {
  const rows: YearlyScheduleRow[] = [];
  for (let first = 0; first < run.made; first += periodsPerYear) {
    const last = Math.min(first + periodsPerYear, run.made);
    const openingCents = toWholeCents(run.balances[first] ?? 0);
    const closingCents = toWholeCents(run.balances[last] ?? 0);
    rows.push({
      year: rows.length + 1,
      openingBalance: openingCents / 100,
      interestPaid: toWholeCents(sum(run.interest.slice(first, last))) / 100,
      principalPaid: (openingCents - closingCents) / 100,
      closingBalance: closingCents / 100,
    });
  }
  return rows;
}

function balancePoints(
  without: LoanRun,
  withExtras: LoanRun,
  periodsPerYear: number,
  frequency: RepaymentFrequency,
): BalancePoint[] {
  const ends: number[] = [];
  for (let made = 0; made < without.made; made += periodsPerYear) ends.push(made);
  ends.push(without.made);
  // A loan already repaid stays at $0 for the rest of the chart.
  return ends.map((made) => ({
    month: monthsToRepay(made, frequency),
    without: roundToCents(without.balances[made] ?? 0),
    with: roundToCents(withExtras.balances[made] ?? 0),
  }));
}

/** The years a lump sum may fall in: a part year at the end counts (10.5 years has a year 11). */
function yearsInTerm(years: unknown, frequency: unknown): number | undefined {
  if (!isRepaymentFrequency(frequency) || checkYears(years, frequency)) return undefined;
  return Math.ceil(repaymentsInTerm(years as number, frequency) / PERIODS_PER_YEAR[frequency]);
}

/**
 * What extra repayments and a lump sum do to a loan (issue 15, /lrc): the new
 * time to repay, the time and interest saved against the same loan without
 * them, the balance with and without them, and the schedule as it then runs.
 *
 * The loan without extras is simulated by the same steps, so no extras save
 * exactly $0 and no time; its interest, and the repayment, are the plain
 * calculator's (loan-repayment.ts), and the interest with extras is that less
 * the saving, so the page's figures add up and no extras change nothing it showed.
 */
export function calculateLoanWithExtras(input: LoanWithExtrasInput): CalculatorResult<LoanWithExtras> {
  const plain = calculateLoanRepayment(input);
  const problems: (InputProblem | null)[] = [
    ...(plain.ok ? [] : plain.problems),
    checkExtra(input.extra),
    checkLump(input.lump),
    checkLumpYear(input.lumpYear, input.lump, yearsInTerm(input.years, input.frequency)),
  ];
  const rejection = rejectionFor(problems);
  if (rejection) return rejection;
  if (!plain.ok) return plain; // never: its problems were rejected above; this tells the compiler

  const { frequency, type, numberOfRepayments: periods } = plain;
  const periodsPerYear = PERIODS_PER_YEAR[frequency];
  const periodRate = periodicRate(input.rate, frequency);
  const terms: LoanTerms = {
    amount: input.amount,
    periodRate,
    periods,
    periodsPerYear,
    repayment: amortisingRepayment(input.amount, periodRate, periods),
    type,
  };
  const extras: Extras = { extra: input.extra, lump: input.lump, lumpYear: input.lumpYear };
  const without = runLoan(terms, NO_EXTRAS);
  const withExtras = runLoan(terms, extras);
  const hasExtras = input.extra > 0 || input.lump > 0;

  const interestWithoutCents = toWholeCents(plain.totalInterest);
  // At least 0 without clamping (runLoan: extras never add interest). At most the interest without extras:
  // the plain figure is the closed form, which can sit a cent or two from the simulated one at the limits.
  const savedCents = Math.min(
    toWholeCents(sum(without.interest)) - toWholeCents(sum(withExtras.interest)),
    interestWithoutCents,
  );
  const interestCents = interestWithoutCents - savedCents;
  const owedAtEnd = withExtras.repaid ? 0 : roundToCents(withExtras.balances.at(-1) ?? 0);

  return {
    ok: true,
    frequency,
    type,
    repayment: plain.repayment,
    numberOfRepayments: periods,
    extra: input.extra,
    repaymentsMade: withExtras.made,
    finalRepayment: roundToCents(withExtras.finalRepayment),
    timeToRepay: withExtras.repaid ? yearsAndMonths(monthsToRepay(withExtras.made, frequency)) : null,
    timeSaved: yearsAndMonths(monthsToRepay(without.made, frequency) - monthsToRepay(withExtras.made, frequency)),
    interestWithoutExtras: interestWithoutCents / 100,
    totalInterest: interestCents / 100,
    interestSaved: savedCents / 100,
    totalRepaid: (toWholeCents(input.amount) - toWholeCents(owedAtEnd) + interestCents) / 100,
    owedAtEnd,
    lumpSum: withExtras.lumpSum,
    balances: balancePoints(without, withExtras, periodsPerYear, frequency),
    // With no extras the plain schedule stands: worked from the closed form, it ends at exactly $0.00.
    schedule: hasExtras ? scheduleOf(withExtras, periodsPerYear) : plain.schedule,
  };
}
