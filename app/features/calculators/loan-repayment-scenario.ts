import type { CalculatorScenario, ScenarioLine } from "../../../contracts/calculator-scenario.ts";
import type { LoanWithExtras, LoanWithExtrasInput } from "#app/features/calculators/maths/extra-repayments.ts";
import { PERIOD_NAME } from "#app/features/calculators/maths/repayment-frequency.ts";
import { yearsAndMonths, type YearsAndMonths } from "#app/features/calculators/maths/years-and-months.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { calculatorScenario, choiceLabel } from "./calculator-scenario.ts";
import { FREQUENCY_CHOICES, LOAN_TYPE_CHOICES } from "./repayment-choices.ts";
import { enteredDollars, enteredPercent, enteredYears, formatDuration, NO_FIGURE, plainNumber } from "./result-format.ts";

/**
 * /lrc's words and figures, in one place for the page and its scenario (the
 * report prints the scenario beside the page's own text, so they must be the
 * same strings): each field's label, and each result's caption, value and note.
 */
export const LOAN_REPAYMENT_LABELS = {
  amount: "Loan amount",
  rate: "Interest rate (% a year)",
  years: "Loan term",
  frequency: "Repayment frequency",
  type: "Loan type",
  extra: "Extra repayment (each repayment)",
  lump: "Lump sum",
  lumpYear: "Lump sum paid in year",
} as const;

/** One headline result as the page shows it. */
export interface ResultText {
  readonly label: string;
  readonly value: string;
  readonly note?: string | undefined;
}

/**
 * The form's values as the scenario lists them, read from the numbers the
 * result was worked from. The lump sum's year only counts with a lump sum, so
 * it is listed only then.
 */
export function loanRepaymentInputs(input: LoanWithExtrasInput): ScenarioLine[] {
  const labels = LOAN_REPAYMENT_LABELS;
  return [
    { label: labels.amount, value: enteredDollars(input.amount) },
    { label: labels.rate, value: enteredPercent(input.rate) },
    { label: labels.years, value: enteredYears(input.years) },
    { label: labels.frequency, value: choiceLabel(FREQUENCY_CHOICES, input.frequency) },
    { label: labels.type, value: choiceLabel(LOAN_TYPE_CHOICES, input.type) },
    { label: labels.extra, value: enteredDollars(input.extra) },
    { label: labels.lump, value: enteredDollars(input.lump) },
    ...(input.lump > 0 ? [{ label: labels.lumpYear, value: plainNumber(input.lumpYear) }] : []),
  ];
}

const hasExtras = (input: LoanWithExtrasInput) => input.extra > 0 || input.lump > 0;

function repaymentNote(figures: LoanWithExtras, input: LoanWithExtrasInput): string {
  const period = PERIOD_NAME[figures.frequency];
  if (!hasExtras(input)) return `Each ${period}, ${figures.numberOfRepayments.toLocaleString("en-AU")} repayments in all.`;
  const extra = figures.extra > 0 ? `, plus your extra ${formatDollars(figures.extra)}` : "";
  if (figures.type === "pi") return `Each ${period}${extra}.`;
  return `The first ${period}'s${extra}. Each is that ${period}'s interest, so it falls as the extras repay the loan.`;
}

function timeToRepayNote(figures: LoanWithExtras): string {
  const repayments = `${figures.repaymentsMade.toLocaleString("en-AU")} ${figures.frequency} repayments`;
  if (!figures.timeToRepay) return `${formatDollars(figures.owedAtEnd)} is still owed after the term's ${repayments}.`;
  if (figures.lumpSum.kind === "pays-off") return `${repayments}, then the lump sum.`;
  return `${repayments}, the last one ${formatDollars(figures.finalRepayment)}.`;
}

function owedAtEndNote(figures: LoanWithExtras, input: LoanWithExtrasInput): string {
  const borrowed = formatDollars(input.amount);
  if (!hasExtras(input)) return `Interest-only repayments never reduce the loan: the ${borrowed} borrowed is still owed at the end of the term.`;
  if (figures.timeToRepay) return `The extras repay the whole ${borrowed} borrowed in ${formatDuration(figures.timeToRepay)}, within the interest-only term.`;
  return `The extras repay ${formatDollars(input.amount - figures.owedAtEnd)} of the ${borrowed} borrowed; the rest is still owed at the end of the term.`;
}

const addTimes = (one: YearsAndMonths, other: YearsAndMonths) => yearsAndMonths((one.years + other.years) * 12 + one.months + other.months);

/** "Not within the term": interest only, with something still owed when the term ends. */
export const NOT_REPAID_IN_TERM = "Not within the term";

/**
 * The headline results, in the page's order, with their notes; every value
 * the dash while the inputs give no result. Interest only adds what is still
 * owed at the end of its term.
 */
export function loanRepaymentResults(figures: LoanWithExtras | undefined, input: LoanWithExtrasInput): ResultText[] {
  if (!figures) {
    return ["Repayment", "Total interest", "Time to repay", "Time saved", "Interest saved"].map((label) => ({ label, value: NO_FIGURE }));
  }
  const results: ResultText[] = [
    { label: "Repayment", value: formatDollars(figures.repayment), note: repaymentNote(figures, input) },
    { label: "Total interest", value: formatDollars(figures.totalInterest), note: `Total repaid ${formatDollars(figures.totalRepaid)}.` },
    {
      label: "Time to repay",
      value: figures.timeToRepay ? formatDuration(figures.timeToRepay) : NOT_REPAID_IN_TERM,
      note: timeToRepayNote(figures),
    },
    {
      label: "Time saved",
      value: formatDuration(figures.timeSaved),
      note: figures.timeToRepay && figures.type === "pi" ? `Against ${formatDuration(addTimes(figures.timeToRepay, figures.timeSaved))} without the extras.` : "Against the end of the interest-only term.",
    },
    {
      label: "Interest saved",
      value: formatDollars(figures.interestSaved),
      note: `${formatDollars(figures.totalInterest)} in interest instead of ${formatDollars(figures.interestWithoutExtras)}.`,
    },
  ];
  if (figures.type === "io") {
    results.push({ label: "Owed at the end of the interest-only term", value: formatDollars(figures.owedAtEnd), note: owedAtEndNote(figures, input) });
  }
  return results;
}

/** What the page says about the lump sum when it does more, or less, than come off the balance. */
export function lumpSumSentence(figures: LoanWithExtras, input: LoanWithExtrasInput): string | undefined {
  const { lumpSum } = figures;
  if (lumpSum.kind === "not-needed") {
    return `The loan is repaid by the end of year ${lumpSum.year}, before the lump sum falls due, so it is not needed.`;
  }
  if (lumpSum.kind !== "pays-off") return undefined;
  const owed = formatDollars(lumpSum.owedBefore);
  const needed = formatDollars(input.lump) === owed ? "" : `: only ${owed} of it is needed`;
  return `Your lump sum of ${formatDollars(input.lump)} covers the ${owed} owed at the end of year ${lumpSum.year}, so it pays the loan off then${needed}.`;
}

/** The result as a scenario for the broker and the report; undefined while the inputs give no result. */
export function loanRepaymentScenario(
  query: Readonly<Record<string, string>>,
  input: LoanWithExtrasInput,
  figures: LoanWithExtras | undefined,
): CalculatorScenario | undefined {
  if (!figures) return undefined;
  const results = loanRepaymentResults(figures, input).map(({ label, value }) => ({ label, value }));
  return calculatorScenario("lrc", query, loanRepaymentInputs(input), results);
}
