import type { CalculatorScenario } from "../../../../contracts/calculator-scenario.ts";
import type { BorrowingPowerFigures } from "#app/features/calculators/maths/borrowing-power.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { calculatorScenario } from "../calculator-scenario.ts";
import { enteredNumber } from "../entered-number.ts";
import { enteredDollars, enteredPercent, enteredYears, minusDollars, signedDollars } from "../result-format.ts";

type BorrowingPowerText = Readonly<
  Record<
    "income" | "income2" | "other" | "dependants" | "expenses" | "commitments" | "cards" | "rate" | "years",
    string
  >
>;

/** What the page says under the living expenses when our minimum is used instead of the amount entered. */
export function livingExpensesNote({
  livingExpenses,
}: Pick<BorrowingPowerFigures, "livingExpenses">): string | undefined {
  return livingExpenses.floorApplied
    ? `Our minimum for your household, more than the ${formatDollars(livingExpenses.entered)} entered.`
    : undefined;
}

/** /bpc's result as a scenario: the form's fields as it shows them, and the page's figures as it prints them. */
export function borrowingPowerScenario(text: BorrowingPowerText, figures: BorrowingPowerFigures): CalculatorScenario {
  const dollars = (field: keyof BorrowingPowerText) => enteredDollars(enteredNumber(text[field]));
  const floorNote = livingExpensesNote(figures);
  return calculatorScenario(
    "bpc",
    text,
    [
      { label: "Your income a year, before tax", value: dollars("income") },
      { label: "Second applicant's income a year, before tax (0 if none)", value: dollars("income2") },
      { label: "Other income a year, such as rent", value: dollars("other") },
      { label: "Dependants", value: String(enteredNumber(text.dependants)) },
      { label: "Living expenses a month", value: dollars("expenses") },
      { label: "Repayments on other debts a month", value: dollars("commitments") },
      { label: "Credit card limits, in total", value: dollars("cards") },
      { label: "Interest rate (% a year)", value: enteredPercent(enteredNumber(text.rate)) },
      { label: "Loan term", value: enteredYears(enteredNumber(text.years)) },
    ],
    [
      { label: "You could borrow", value: formatDollars(figures.borrowingPower) },
      { label: "Monthly repayment", value: formatDollars(figures.monthlyRepayment) },
      { label: "Assessment rate", value: `${String(figures.assessmentRatePercent)} % a year` },
      { label: "Income after tax", value: formatDollars(figures.netMonthlyIncome) },
      { label: "Living expenses", value: minusDollars(figures.livingExpenses.used) },
      ...(floorNote ? [{ label: "Living expenses used", value: floorNote }] : []),
      { label: "Credit cards", value: minusDollars(figures.cardRepayments) },
      { label: "Other debts", value: minusDollars(figures.otherCommitments) },
      { label: "Left for a home loan", value: signedDollars(figures.monthlySurplus) },
      ...(figures.highDebtToIncome
        ? [{ label: "Debt for your income", value: `${String(figures.debtToIncome)} times your yearly income` }]
        : []),
    ],
  );
}
