import { describe, expect, it } from "vitest";
import { calculatorScenarioSchema } from "../../../../contracts/calculator-scenario.ts";
import { borrowingPowerScenario } from "./borrowing-power-scenario.ts";
import { enteredNumbers } from "../entered-number.ts";
import { calculateBorrowingPower } from "../maths/borrowing-power.ts";

const scenarioFor = (
  text: Record<
    "income" | "income2" | "other" | "dependants" | "expenses" | "commitments" | "cards" | "rate" | "years",
    string
  >,
) => {
  const figures = calculateBorrowingPower(enteredNumbers(text), { bufferPercentagePoints: 3 });
  if (!figures.ok) throw new Error("no result");
  return borrowingPowerScenario(text, figures);
};

const DEFAULTS = {
  income: "120000",
  income2: "0",
  other: "0",
  dependants: "0",
  expenses: "2500",
  commitments: "500",
  cards: "10000",
  rate: "6",
  years: "30",
};

describe("Borrowing power scenario", () => {
  it("reads back the household as the form shows it and the month as the page adds it up", () => {
    const scenario = scenarioFor(DEFAULTS);
    expect(scenario.inputs).toEqual([
      { label: "Your income a year, before tax", value: "$120,000" },
      { label: "Second applicant's income a year, before tax (0 if none)", value: "$0" },
      { label: "Other income a year, such as rent", value: "$0" },
      { label: "Dependants", value: "0" },
      { label: "Living expenses a month", value: "$2,500" },
      { label: "Repayments on other debts a month", value: "$500" },
      { label: "Credit card limits, in total", value: "$10,000" },
      { label: "Interest rate (% a year)", value: "6 %" },
      { label: "Loan term", value: "30 years" },
    ]);
    const results = Object.fromEntries(scenario.results.map((line) => [line.label, line.value]));
    expect(results["You could borrow"]).toBe("$523,226.00");
    expect(results["Monthly repayment"]).toBe("$3,137.00");
    expect(results["Assessment rate"]).toBe("9 % a year");
    // Outgoings carry a minus sign, and what is left is income less all three.
    expect(results["Credit cards"]).toBe("−$380.00");
    expect(results["Other debts"]).toBe("−$500.00");
    expect(Object.keys(results)).toEqual([
      "You could borrow",
      "Monthly repayment",
      "Assessment rate",
      "Income after tax",
      "Living expenses",
      "Credit cards",
      "Other debts",
      "Left for a home loan",
    ]);
    expect(calculatorScenarioSchema.safeParse(scenario).success).toBe(true);
  });

  it("says when our minimum living expenses were used, and a month that falls short with a true minus sign", () => {
    const scenario = scenarioFor({ ...DEFAULTS, expenses: "100", commitments: "20000" });
    const results = Object.fromEntries(scenario.results.map((line) => [line.label, line.value]));
    expect(results["Living expenses used"]).toBe("Our minimum for your household, more than the $100.00 entered.");
    expect(results["Left for a home loan"]).toMatch(/^−\$\d/);
    expect(results["You could borrow"]).toBe("$0.00");
    expect(calculatorScenarioSchema.safeParse(scenario).success).toBe(true);
  });

  it("says when the debt is high for the income, as the page warns", () => {
    // $100,000 a year, living costs at our floor, no debts, at 3 %: $826,730, 8.27 times the income.
    const scenario = scenarioFor({
      ...DEFAULTS,
      income: "100000",
      expenses: "1500",
      commitments: "0",
      cards: "0",
      rate: "3",
    });
    expect(scenario.results.at(0)).toEqual({ label: "You could borrow", value: "$826,730.00" });
    expect(scenario.results.at(-1)).toEqual({ label: "Debt for your income", value: "8.27 times your yearly income" });
  });
});
