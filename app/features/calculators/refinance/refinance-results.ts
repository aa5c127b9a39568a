import type { ScenarioLine } from "../../../../contracts/calculator-scenario.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { MAX_YEARS_TO_REPAY } from "#app/features/calculators/maths/how-long-to-repay.ts";
import type { Refinance, RefinanceInput, SwitchingCostsRepaid } from "#app/features/calculators/maths/refinance.ts";
import { yearsAndMonths } from "#app/features/calculators/maths/years-and-months.ts";
import { choiceLabel, resultLines, type ShownResult } from "../calculator-scenario.ts";
import { formatDuration, formatRate, enteredYears, signedDollars } from "../result-format.ts";

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

/** The outputs' captions, as issue 15 writes them, and the labels of the figures their notes state. */
export const REFINANCE_RESULT_LABELS = {
  monthlySaving: "Monthly saving",
  interestSaved: "Interest saved over the term",
  savingAfterFees: "Saving after fees",
  switchingCostsRepaid: "Switching costs repaid in",
  keepCurrentRepayment: "Keep your current repayment",
  repaidSoonerBy: "Repaid sooner by",
  keptInterestSaved: "Interest saved",
  // The figures the notes state, as the scenario and the report label them.
  currentRepayment: "Monthly repayment, current loan",
  newRepayment: "Monthly repayment, new loan",
  newLoanAmount: "New loan amount",
  currentInterest: "Interest on the current loan",
  newInterest: "Interest on the new loan",
} as const;

/** One output as the page prints it (its caption is the page's): a figure or short sentence, the note under it, and the figures that note states. */
export type ResultText = Omit<ShownResult, "label" | "note"> & { readonly note: string };

export interface RefinanceResultText {
  readonly monthlySaving: ResultText;
  readonly interestSaved: ResultText;
  readonly savingAfterFees: ResultText;
  readonly switchingCostsRepaid: ResultText;
  /** The new loan at the current repayment: two figures under a line saying so, or one sentence when it is repaid no sooner. */
  readonly keepCurrentRepayment:
    | {
        readonly repaidSooner: true;
        readonly intro: string;
        readonly repaidSoonerBy: ResultText;
        readonly interestSaved: ResultText;
      }
    | { readonly repaidSooner: false; readonly sentence: string };
}

const dollars = (amount: number) => formatDollars(amount);
const months = (count: number) => formatDuration(yearsAndMonths(count));

/**
 * A figure of the second result as the scenario labels it: the page's caption,
 * then the heading it sits under, so "Interest saved" is not taken for the
 * first result's. The scenario is flat lines wherever it goes (the report, the
 * e-mail, the CSV, the inbox), so the heading travels in the label.
 */
const underKeepHeading = (caption: string) => `${caption} (${REFINANCE_RESULT_LABELS.keepCurrentRepayment})`;

/** The repayments, the amounts and the interest as every note prints them, each formatted once. */
function shownFigures(figures: Refinance) {
  return {
    currentRepayment: dollars(figures.currentRepayment),
    newRepayment: dollars(figures.newRepayment),
    newLoanAmount: dollars(figures.newLoanAmount),
    currentInterest: dollars(figures.currentInterest),
    newInterest: dollars(figures.newInterest),
    fees: dollars(figures.fees),
    term: months(figures.termMonths),
  };
}

type ShownFigures = ReturnType<typeof shownFigures>;

function switchingCostsText(repaid: SwitchingCostsRepaid, figures: Refinance, shown: ShownFigures): ResultText {
  const saving = dollars(figures.monthlySaving);
  switch (repaid.kind) {
    case "no-costs":
      return { value: "Nothing to repay", note: "You entered no switching costs." };
    case "no-saving":
      return {
        value: "Never: there is no monthly saving",
        note: `The new loan's repayment of ${shown.newRepayment} a month is no lower than your current ${shown.currentRepayment}.`,
      };
    case "beyond-term":
      return {
        value: "Not within the term",
        note: `Saving ${saving} a month, ${shown.fees} would take longer than the ${shown.term} left.`,
      };
    case "months":
      return {
        value: formatDuration({ years: 0, months: repaid.months }),
        note: `${shown.fees} ÷ ${saving} saved a month, rounded up to a whole month.`,
      };
  }
}

function keepText(figures: Refinance, shown: ShownFigures): RefinanceResultText["keepCurrentRepayment"] {
  const kept = figures.keepCurrentRepayment;
  if (kept.repaidSooner) {
    const keptTime = months(kept.months);
    const keptInterest = dollars(kept.interest);
    return {
      repaidSooner: true,
      intro: `Paying your current ${shown.currentRepayment} a month on the new loan, instead of its own ${shown.newRepayment}:`,
      repaidSoonerBy: {
        value: formatDuration(kept.timeSooner),
        note: `Repaid in ${keptTime} instead of ${shown.term}.`,
        details: [{ label: underKeepHeading("Time to repay"), value: keptTime }],
      },
      interestSaved: {
        value: dollars(kept.interestSaved),
        note: `${keptInterest} in interest instead of ${shown.currentInterest}.`,
        details: [{ label: underKeepHeading("Total interest"), value: keptInterest }],
      },
    };
  }
  const howLong =
    kept.months === null
      ? `it would not be repaid within ${MAX_YEARS_TO_REPAY} years.`
      : kept.months === figures.termMonths
        ? `it would still take the whole ${shown.term}.`
        : `it would take ${months(kept.months)}.`;
  return {
    repaidSooner: false,
    sentence: `At your current repayment of ${shown.currentRepayment} a month the new loan would not be repaid sooner: ${howLong}`,
  };
}

/** Every output of /refinance as the page prints it, so the scenario can carry the very same strings. */
export function refinanceResultText(figures: Refinance): RefinanceResultText {
  const shown = shownFigures(figures);
  const labels = REFINANCE_RESULT_LABELS;
  return {
    monthlySaving: {
      value: signedDollars(figures.monthlySaving),
      note: figures.feesAdded
        ? `${shown.currentRepayment} a month now, ${shown.newRepayment} on the new loan of ${shown.newLoanAmount}, the costs included.`
        : `${shown.currentRepayment} a month now, ${shown.newRepayment} on the new loan.`,
      details: [
        { label: labels.currentRepayment, value: shown.currentRepayment },
        { label: labels.newRepayment, value: shown.newRepayment },
        ...(figures.feesAdded ? [{ label: labels.newLoanAmount, value: shown.newLoanAmount }] : []),
      ],
    },
    interestSaved: {
      value: signedDollars(figures.interestSaved),
      note: `${shown.currentInterest} in interest on your current loan, ${shown.newInterest} on the new one${
        figures.feesAdded ? ", the interest on the added costs included" : ""
      }.`,
      details: [
        { label: labels.currentInterest, value: shown.currentInterest },
        { label: labels.newInterest, value: shown.newInterest },
      ],
    },
    savingAfterFees: {
      value: signedDollars(figures.savingAfterFees),
      note:
        figures.fees === 0
          ? "There are no switching costs to take off."
          : `The interest saved less the ${shown.fees} switching costs${figures.feesAdded ? ", which you repay inside the new loan" : ""}.`,
    },
    switchingCostsRepaid: switchingCostsText(figures.switchingCostsRepaid, figures, shown),
    keepCurrentRepayment: keepText(figures, shown),
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

/**
 * The outputs as the page prints them, each followed by the figures its note
 * states; the second result's figures carry its heading in their labels.
 */
export function refinanceScenarioResults(text: RefinanceResultText): ScenarioLine[] {
  const labels = REFINANCE_RESULT_LABELS;
  const kept = text.keepCurrentRepayment;
  return resultLines([
    { label: labels.monthlySaving, ...text.monthlySaving },
    { label: labels.interestSaved, ...text.interestSaved },
    { label: labels.savingAfterFees, ...text.savingAfterFees },
    { label: labels.switchingCostsRepaid, ...text.switchingCostsRepaid },
    ...(kept.repaidSooner
      ? [
          { label: underKeepHeading(labels.repaidSoonerBy), ...kept.repaidSoonerBy },
          { label: underKeepHeading(labels.keptInterestSaved), ...kept.interestSaved },
        ]
      : [{ label: labels.keepCurrentRepayment, value: kept.sentence }]),
  ]);
}
