import type { ScenarioLine } from "../../../contracts/calculator-scenario.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { MAX_YEARS_TO_REPAY } from "#app/features/calculators/maths/how-long-to-repay.ts";
import type { Refinance, RefinanceInput, SwitchingCostsRepaid } from "#app/features/calculators/maths/refinance.ts";
import { yearsAndMonths } from "#app/features/calculators/maths/years-and-months.ts";
import { choiceLabel } from "./calculator-scenario.ts";
import { formatDuration, formatRate, enteredYears } from "./result-format.ts";

/** The `feesAdded` choices, valued as the URL parameter takes them. */
export const FEES_ADDED_CHOICES = [
  { value: "0", label: "Paid up front" },
  { value: "1", label: "Added to the new loan" },
] as const;

/** Each field's name, as the form labels it and the scenario lists it (the form adds the rates' unit). */
export const REFINANCE_FIELD_LABELS = {
  balance: "Current loan balance",
  rate: "Current interest rate",
  years: "Remaining loan term",
  newRate: "New interest rate",
  fees: "Switching costs",
  feesAdded: "Switching costs are",
} as const;

/** The outputs' captions, as issue 15 writes them. */
export const REFINANCE_RESULT_LABELS = {
  monthlySaving: "Monthly saving",
  interestSaved: "Interest saved over the term",
  savingAfterFees: "Saving after fees",
  switchingCostsRepaid: "Switching costs repaid in",
  keepCurrentRepayment: "Keep your current repayment",
  repaidSoonerBy: "Repaid sooner by",
  keptInterestSaved: "Interest saved",
} as const;

/** One output as the page prints it: its figure (or a short sentence) and the note under it. */
export interface ResultText {
  readonly value: string;
  readonly note: string;
}

export interface RefinanceResultText {
  readonly monthlySaving: ResultText;
  readonly interestSaved: ResultText;
  readonly savingAfterFees: ResultText;
  readonly switchingCostsRepaid: ResultText;
  /** The new loan at the current repayment: two figures under a line saying so, or one sentence when it is repaid no sooner. */
  readonly keepCurrentRepayment:
    | { readonly repaidSooner: true; readonly intro: string; readonly repaidSoonerBy: ResultText; readonly interestSaved: ResultText }
    | { readonly repaidSooner: false; readonly sentence: string };
}

const dollars = (amount: number) => formatDollars(amount);
const months = (count: number) => formatDuration(yearsAndMonths(count));

function switchingCostsText(repaid: SwitchingCostsRepaid, figures: Refinance): ResultText {
  const fees = dollars(figures.fees);
  const saving = dollars(figures.monthlySaving);
  switch (repaid.kind) {
    case "no-costs":
      return { value: "Nothing to repay", note: "You entered no switching costs." };
    case "no-saving":
      return {
        value: "Never: there is no monthly saving",
        note: `The new loan's repayment of ${dollars(figures.newRepayment)} a month is no lower than your current ${dollars(figures.currentRepayment)}.`,
      };
    case "beyond-term":
      return { value: "Not within the term", note: `Saving ${saving} a month, ${fees} would take longer than the ${months(figures.termMonths)} left.` };
    case "months":
      return { value: formatDuration({ years: 0, months: repaid.months }), note: `${fees} ÷ ${saving} saved a month, rounded up to a whole month.` };
  }
}

function keepText(figures: Refinance): RefinanceResultText["keepCurrentRepayment"] {
  const kept = figures.keepCurrentRepayment;
  const repayment = dollars(figures.currentRepayment);
  const term = months(figures.termMonths);
  if (kept.repaidSooner) {
    return {
      repaidSooner: true,
      intro: `Paying your current ${repayment} a month on the new loan, instead of its own ${dollars(figures.newRepayment)}:`,
      repaidSoonerBy: { value: formatDuration(kept.timeSooner), note: `Repaid in ${months(kept.months)} instead of ${term}.` },
      interestSaved: {
        value: dollars(kept.interestSaved),
        note: `${dollars(kept.interest)} in interest instead of ${dollars(figures.currentInterest)}.`,
      },
    };
  }
  const howLong =
    kept.months === null
      ? `it would not be repaid within ${MAX_YEARS_TO_REPAY} years.`
      : kept.months === figures.termMonths
        ? `it would still take the whole ${term}.`
        : `it would take ${months(kept.months)}.`;
  return { repaidSooner: false, sentence: `At your current repayment of ${repayment} a month the new loan would not be repaid sooner: ${howLong}` };
}

/** Every output of /refinance as the page prints it, so the scenario can carry the very same strings. */
export function refinanceResultText(figures: Refinance): RefinanceResultText {
  const fees = dollars(figures.fees);
  return {
    monthlySaving: {
      value: dollars(figures.monthlySaving),
      note: figures.feesAdded
        ? `${dollars(figures.currentRepayment)} a month now, ${dollars(figures.newRepayment)} on the new loan of ${dollars(figures.newLoanAmount)}, the costs included.`
        : `${dollars(figures.currentRepayment)} a month now, ${dollars(figures.newRepayment)} on the new loan.`,
    },
    interestSaved: {
      value: dollars(figures.interestSaved),
      note: `${dollars(figures.currentInterest)} in interest on your current loan, ${dollars(figures.newInterest)} on the new one${
        figures.feesAdded ? ", the interest on the added costs included" : ""
      }.`,
    },
    savingAfterFees: {
      value: dollars(figures.savingAfterFees),
      note:
        figures.fees === 0
          ? "There are no switching costs to take off."
          : `The interest saved less the ${fees} switching costs${figures.feesAdded ? ", which you repay inside the new loan" : ""}.`,
    },
    switchingCostsRepaid: switchingCostsText(figures.switchingCostsRepaid, figures),
    keepCurrentRepayment: keepText(figures),
  };
}

/** The inputs as the form holds them, each value formatted. */
export function refinanceScenarioInputs(input: RefinanceInput): ScenarioLine[] {
  const labels = REFINANCE_FIELD_LABELS;
  return [
    { label: labels.balance, value: formatDollars(input.balance, { cents: "if-any" }) },
    { label: labels.rate, value: formatRate(input.rate) },
    { label: labels.years, value: enteredYears(input.years) },
    { label: labels.newRate, value: formatRate(input.newRate) },
    { label: labels.fees, value: formatDollars(input.fees, { cents: "if-any" }) },
    { label: labels.feesAdded, value: choiceLabel(FEES_ADDED_CHOICES, input.feesAdded) },
  ];
}

/** The outputs as the page prints them; the second result's captions say whose they are, as its heading does on the page. */
export function refinanceScenarioResults(text: RefinanceResultText): ScenarioLine[] {
  const labels = REFINANCE_RESULT_LABELS;
  const kept = text.keepCurrentRepayment;
  return [
    { label: labels.monthlySaving, value: text.monthlySaving.value },
    { label: labels.interestSaved, value: text.interestSaved.value },
    { label: labels.savingAfterFees, value: text.savingAfterFees.value },
    { label: labels.switchingCostsRepaid, value: text.switchingCostsRepaid.value },
    ...(kept.repaidSooner
      ? [
          { label: `${labels.keepCurrentRepayment}: ${labels.repaidSoonerBy.toLowerCase()}`, value: kept.repaidSoonerBy.value },
          { label: `${labels.keepCurrentRepayment}: ${labels.keptInterestSaved.toLowerCase()}`, value: kept.interestSaved.value },
        ]
      : [{ label: labels.keepCurrentRepayment, value: kept.sentence }]),
  ];
}
