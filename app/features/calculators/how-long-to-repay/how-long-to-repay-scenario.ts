import type { CalculatorScenario } from "../../../../contracts/calculator-scenario.ts";
import type { TimeToRepay } from "#app/features/calculators/maths/how-long-to-repay.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { choiceLabel, calculatorScenario } from "../calculator-scenario.ts";
import { enteredNumber } from "../entered-number.ts";
import { FREQUENCY_CHOICES } from "../repayment-choices.ts";
import { enteredDollars, enteredPercent, formatDuration, repaymentCount } from "../result-format.ts";

type HowLongToRepayText = Readonly<Record<"amount" | "rate" | "repayment" | "frequency", string>>;

/** /lmi's result as a scenario: the form's fields as it shows them, and the page's figures as it prints them. */
export function howLongToRepayScenario(text: HowLongToRepayText, figures: TimeToRepay): CalculatorScenario {
  return calculatorScenario(
    "lmi",
    text,
    [
      { label: "Loan amount", value: enteredDollars(enteredNumber(text.amount)) },
      { label: "Interest rate (% a year)", value: enteredPercent(enteredNumber(text.rate)) },
      { label: "Your repayment", value: enteredDollars(enteredNumber(text.repayment)) },
      { label: "Repayment frequency", value: choiceLabel(FREQUENCY_CHOICES, text.frequency) },
    ],
    [
      { label: "Time to repay", value: formatDuration(figures.timeToRepay) },
      { label: "Total interest", value: formatDollars(figures.totalInterest) },
      { label: "Number of repayments", value: repaymentCount(figures.numberOfRepayments) },
      { label: "Last repayment", value: formatDollars(figures.finalRepayment) },
      { label: "Total repaid", value: formatDollars(figures.totalRepaid) },
    ],
  );
}
