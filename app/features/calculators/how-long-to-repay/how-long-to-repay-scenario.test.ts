import { describe, expect, it } from "vitest";
import { calculatorScenarioSchema } from "../../../../contracts/calculator-scenario.ts";
import { howLongToRepayScenario } from "./how-long-to-repay-scenario.ts";
import { calculateTimeToRepay } from "../maths/how-long-to-repay.ts";

describe("How Long to Repay scenario", () => {
  it("reads back $300,000 at 6 % repaid at $2,000 a month: every field as the form shows it and every figure as the page prints it", () => {
    const text = { amount: "300,000", rate: "6", repayment: "$2000", frequency: "monthly" };
    const figures = calculateTimeToRepay({ amount: 300000, rate: 6, repayment: 2000, frequency: "monthly" });
    if (!figures.ok) throw new Error("no result");
    const scenario = howLongToRepayScenario(text, figures);
    expect(scenario.inputs).toEqual([
      { label: "Loan amount", value: "$300,000" },
      { label: "Interest rate (% a year)", value: "6 %" },
      { label: "Your repayment", value: "$2,000" },
      { label: "Repayment frequency", value: "Monthly" },
    ]);
    // 277 repayments of $2,000 and a last one of $1,903.12: $555,903.12 repaid, $255,903.12 of it interest.
    expect(scenario.results).toEqual([
      { label: "Time to repay", value: "23 years 2 months" },
      { label: "Total interest", value: "$255,903.12" },
      { label: "Number of repayments", value: "278" },
      { label: "Last repayment", value: "$1,903.12" },
      { label: "Total repaid", value: "$555,903.12" },
    ]);
    expect(scenario.link).toBe("/lmi?amount=300%2C000&rate=6&repayment=%242000&frequency=monthly");
    expect(calculatorScenarioSchema.safeParse(scenario).success).toBe(true);
  });
});
