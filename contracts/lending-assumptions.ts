/**
 * The lending assumptions the office edits in the content studio: each
 * calculator's default interest rate and the borrowing power assessment
 * buffer, each with its source and the day it took effect. Plain types and
 * words, apart from the schema (site-content.ts): the calculators' code reads
 * them in the browser and must not bring zod with it (decision 017).
 */

/** Every assumption, in the order the studio's form and the history list them. */
export const LENDING_ASSUMPTION_KEYS = [
  "borrowingPowerRate",
  "assessmentBuffer",
  "loanRepaymentRate",
  "howLongToRepayRate",
  "offsetRate",
  "refinanceCurrentRate",
  "refinanceNewRate",
] as const;
export type LendingAssumptionKey = (typeof LENDING_ASSUMPTION_KEYS)[number];

/** One figure, where it comes from, and the day it took effect. */
export interface AssumedFigure {
  /** % a year for a rate; percentage points for the buffer. */
  value: number;
  /** Where the figure comes from, in words. */
  source: string;
  /** An https:// address for the source; "" for none. */
  sourceUrl: string;
  /** The day it took effect, ISO "2026-11-21". */
  since: string;
}

export type LendingAssumptions = Record<LendingAssumptionKey, AssumedFigure>;

/** Each assumption's name: the studio's legend, the history's and every message's. */
export const LENDING_ASSUMPTION_LABELS: Record<LendingAssumptionKey, string> = {
  borrowingPowerRate: "Borrowing power default rate",
  assessmentBuffer: "Borrowing power assessment buffer",
  loanRepaymentRate: "Loan repayment default rate",
  howLongToRepayRate: "How long to repay default rate",
  offsetRate: "Offset default rate",
  refinanceCurrentRate: "Refinance current rate default",
  refinanceNewRate: "Refinance new rate default",
};

/** The parts of each assumption as the studio's form labels them and the history names them. */
export const ASSUMED_FIGURE_LABELS = {
  source: "Source",
  sourceUrl: "Source link",
  since: "Took effect",
} as const;

/** The accepted range of each kind of figure, with at most two decimals. */
export const ASSUMPTION_LIMITS = {
  rate: { min: 0.01, max: 30 },
  buffer: { min: 0, max: 10 },
  source: 200,
  /** No figure of ours took effect before this day. */
  earliestSince: "2000-01-01",
} as const;

export const isBuffer = (key: LendingAssumptionKey): boolean => key === "assessmentBuffer";

/** The figure as the studio and the history write it: "6 %", "3 percentage points". */
export function assumedFigureText(key: LendingAssumptionKey, value: number): string {
  return isBuffer(key) ? `${String(value)} percentage points` : `${String(value)} %`;
}

/** A real calendar day written as ISO "YYYY-MM-DD". */
export function isIsoCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.getUTCFullYear() === Number(match[1]) && day.getUTCDate() === Number(match[3]);
}
