import type { CalculatorScenario } from "../../../../contracts/calculator-scenario.ts";
import type { OffsetSavings } from "#app/features/calculators/maths/offset-savings.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { calculatorScenario } from "../calculator-scenario.ts";
import { enteredNumber } from "../entered-number.ts";
import { enteredDollars, enteredPercent, enteredYears, formatDuration } from "../result-format.ts";

type OffsetText = Readonly<Record<"amount" | "rate" | "years" | "offset" | "deposit", string>>;

/** /oc's result as a scenario: the form's fields as it shows them, and the page's figures as it prints them. */
export function offsetScenario(text: OffsetText, figures: OffsetSavings): CalculatorScenario {
  return calculatorScenario(
    "oc",
    text,
    [
      { label: "Loan amount", value: enteredDollars(enteredNumber(text.amount)) },
      { label: "Interest rate (% a year)", value: enteredPercent(enteredNumber(text.rate)) },
      { label: "Loan term", value: enteredYears(enteredNumber(text.years)) },
      { label: "Offset balance", value: enteredDollars(enteredNumber(text.offset)) },
      { label: "Added to the offset each month", value: enteredDollars(enteredNumber(text.deposit)) },
    ],
    [
      { label: "Interest saved", value: formatDollars(figures.interestSaved) },
      { label: "Time saved", value: formatDuration(figures.timeSaved) },
      { label: "Interest with the offset", value: formatDollars(figures.interestWithOffset) },
      { label: "Interest without the offset", value: formatDollars(figures.interestWithoutOffset) },
      { label: "Monthly repayment", value: formatDollars(figures.monthlyRepayment) },
    ],
  );
}
