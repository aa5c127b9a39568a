import type { CalculatorScenario, ScenarioLine } from "../../../../contracts/calculator-scenario.ts";
import type { TransferDutyFigures } from "#app/features/calculators/maths/transfer-duty.ts";
import { formatAustralianDate } from "#app/lib/australian-date.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { choiceLabel, calculatorScenario } from "../calculator-scenario.ts";
import { enteredNumber } from "../entered-number.ts";
import { enteredDollars, minusDollars } from "../result-format.ts";
import { PROPERTY_CHOICES, STATE_CHOICES, USE_CHOICES, YES_NO_CHOICES } from "../stamp-duty-choices.ts";

type StampDutyText = Readonly<Record<"state" | "price" | "use" | "first" | "property" | "foreign", string>>;

/** A surcharge's rate, as the note under it says it: "8 % of the price". */
export function surchargeRate(surcharge: { readonly ratePercent: number }): string {
  return `${String(surcharge.ratePercent)} % of the price`;
}

/** The surcharge's lines on /sdc: its own name and rate when one applies, or a plain $0.00. */
function surchargeLines({ surcharge }: Pick<TransferDutyFigures, "surcharge">): ScenarioLine[] {
  if (!surcharge) return [{ label: "Foreign purchaser surcharge", value: formatDollars(0) }];
  return [
    { label: surcharge.name, value: formatDollars(surcharge.amount) },
    { label: `${surcharge.name} rate`, value: surchargeRate(surcharge) },
  ];
}

/** /sdc's result as a scenario: the form's fields as it shows them, and the page's figures as it prints them. */
export function stampDutyScenario(text: StampDutyText, figures: TransferDutyFigures): CalculatorScenario {
  const { concession } = figures;
  return calculatorScenario(
    "sdc",
    text,
    [
      { label: "State or territory", value: choiceLabel(STATE_CHOICES, text.state) },
      { label: "Property price", value: enteredDollars(enteredNumber(text.price)) },
      { label: "How you will use it", value: choiceLabel(USE_CHOICES, text.use) },
      { label: "Your first home?", value: choiceLabel(YES_NO_CHOICES, text.first) },
      { label: "Type of property", value: choiceLabel(PROPERTY_CHOICES, text.property) },
      { label: "Foreign purchaser?", value: choiceLabel(YES_NO_CHOICES, text.foreign) },
    ],
    [
      { label: "Transfer duty", value: formatDollars(figures.transferDuty) },
      ...(concession
        ? [
            { label: concession.name, value: minusDollars(concession.amount) },
            { label: "Duty before the concession", value: formatDollars(figures.dutyBeforeConcessions) },
          ]
        : []),
      ...surchargeLines(figures),
      ...figures.fees.map((fee) => ({ label: fee.name, value: formatDollars(fee.amount) })),
      { label: "Total", value: formatDollars(figures.total) },
      { label: "Rate used", value: figures.scaleName },
      { label: "Rates and fees in force from", value: formatAustralianDate(figures.ratesEffectiveFrom) },
    ],
  );
}
