import type { CalculatorScenario, ScenarioLine } from "../../../../contracts/calculator-scenario.ts";
import type { LoanWithExtras, LoanWithExtrasInput } from "#app/features/calculators/maths/extra-repayments.ts";
import { PERIOD_NAME } from "#app/features/calculators/maths/repayment-frequency.ts";
import { yearsAndMonths, type YearsAndMonths } from "#app/features/calculators/maths/years-and-months.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { calculatorScenario, choiceLabel, resultLines, type ShownResult } from "../calculator-scenario.ts";
import { FREQUENCY_CHOICES, LOAN_TYPE_CHOICES } from "../repayment-choices.ts";
import {
  enteredDollars,
  enteredPercent,
  enteredYears,
  formatDuration,
  NO_FIGURE,
  plainNumber,
  repaymentCount,
} from "../result-format.ts";

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

function repaymentResult(figures: LoanWithExtras, input: LoanWithExtrasInput): ShownResult {
  const period = PERIOD_NAME[figures.frequency];
  const repayment = formatDollars(figures.repayment);
  if (!hasExtras(input)) {
    // Without extras this is also the time to repay's count, so the line goes here once; with them, it goes with the time to repay.
    const repayments = repaymentCount(figures.numberOfRepayments);
    return {
      label: "Repayment",
      value: repayment,
      note: `Each ${period}, ${repayments} repayments in all.`,
      details: [{ label: "Number of repayments", value: repayments }],
    };
  }
  const extra = figures.extra > 0 ? `, plus your extra ${formatDollars(figures.extra)}` : "";
  if (figures.type === "pi") return { label: "Repayment", value: repayment, note: `Each ${period}${extra}.` };
  return {
    label: "Repayment",
    value: repayment,
    note: `The first ${period}'s${extra}. Each is that ${period}'s interest, so it falls as the extras repay the loan.`,
  };
}

function timeToRepayResult(figures: LoanWithExtras, input: LoanWithExtrasInput): ShownResult {
  const made = repaymentCount(figures.repaymentsMade);
  const repayments = `${made} ${figures.frequency} repayments`;
  const counted = hasExtras(input) ? [{ label: "Number of repayments", value: made }] : [];
  if (!figures.timeToRepay) {
    // What is still owed is the interest-only result's own figure, further down.
    return {
      label: "Time to repay",
      value: NOT_REPAID_IN_TERM,
      note: `${formatDollars(figures.owedAtEnd)} is still owed after the term's ${repayments}.`,
      details: counted,
    };
  }
  const value = formatDuration(figures.timeToRepay);
  if (figures.lumpSum.kind === "pays-off")
    return { label: "Time to repay", value, note: `${repayments}, then the lump sum.`, details: counted };
  const last = formatDollars(figures.finalRepayment);
  return {
    label: "Time to repay",
    value,
    note: `${repayments}, the last one ${last}.`,
    details: [...counted, { label: "Last repayment", value: last }],
  };
}

function timeSavedResult(figures: LoanWithExtras): ShownResult {
  const value = formatDuration(figures.timeSaved);
  if (!figures.timeToRepay || figures.type === "io")
    return { label: "Time saved", value, note: "Against the end of the interest-only term." };
  const without = formatDuration(addTimes(figures.timeToRepay, figures.timeSaved));
  return {
    label: "Time saved",
    value,
    note: `Against ${without} without the extras.`,
    details: [{ label: "Time to repay without the extras", value: without }],
  };
}

function owedAtEndNote(figures: LoanWithExtras, input: LoanWithExtrasInput): string {
  const borrowed = formatDollars(input.amount);
  if (!hasExtras(input))
    return `Interest-only repayments never reduce the loan: the ${borrowed} borrowed is still owed at the end of the term.`;
  if (figures.timeToRepay)
    return `The extras repay the whole ${borrowed} borrowed in ${formatDuration(figures.timeToRepay)}, within the interest-only term.`;
  return `The extras repay ${formatDollars(input.amount - figures.owedAtEnd)} of the ${borrowed} borrowed; the rest is still owed at the end of the term.`;
}

const addTimes = (one: YearsAndMonths, other: YearsAndMonths) =>
  yearsAndMonths((one.years + other.years) * 12 + one.months + other.months);

/** "Not within the term": interest only, with something still owed when the term ends. */
export const NOT_REPAID_IN_TERM = "Not within the term";

/**
 * The headline results, in the page's order, with their notes and the
 * figures those state; every value the dash while the inputs give no result.
 * Interest only adds what is still owed at the end of its term, and its note
 * goes to the scenario whole, being a sentence rather than a figure.
 */
export function loanRepaymentResults(figures: LoanWithExtras | undefined, input: LoanWithExtrasInput): ShownResult[] {
  if (!figures) {
    return ["Repayment", "Total interest", "Time to repay", "Time saved", "Interest saved"].map((label) => ({
      label,
      value: NO_FIGURE,
    }));
  }
  const totalRepaid = formatDollars(figures.totalRepaid);
  const totalInterest = formatDollars(figures.totalInterest);
  const withoutExtras = formatDollars(figures.interestWithoutExtras);
  const results: ShownResult[] = [
    repaymentResult(figures, input),
    {
      label: "Total interest",
      value: totalInterest,
      note: `Total repaid ${totalRepaid}.`,
      details: [{ label: "Total repaid", value: totalRepaid }],
    },
    timeToRepayResult(figures, input),
    timeSavedResult(figures),
    {
      label: "Interest saved",
      value: formatDollars(figures.interestSaved),
      note: `${totalInterest} in interest instead of ${withoutExtras}.`,
      details: [{ label: "Interest without the extras", value: withoutExtras }],
    },
  ];
  if (figures.type === "io") {
    const note = owedAtEndNote(figures, input);
    results.push({
      label: "Owed at the end of the interest-only term",
      value: formatDollars(figures.owedAtEnd),
      note,
      details: [{ label: "Interest only", value: note }],
    });
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
  const lump = lumpSumSentence(figures, input);
  const results = [
    ...resultLines(loanRepaymentResults(figures, input)),
    ...(lump ? [{ label: "Lump sum", value: lump }] : []),
  ];
  return calculatorScenario("lrc", query, loanRepaymentInputs(input), results);
}
