import { describe, expect, it } from "vitest";
import { calculatorScenarioSchema } from "../../../../contracts/calculator-scenario.ts";
import { calculateOffsetSavings } from "../maths/offset-savings.ts";
import { offsetScenario } from "./offset-scenario.ts";

describe("Offset scenario", () => {
  it("reads back a $500,000 loan at 6 % over 30 years with $50,000 offset: every field as the form shows it and every figure as the page prints it", () => {
    const text = { amount: "500000", rate: "6", years: "30", offset: "50000", deposit: "0" };
    const figures = calculateOffsetSavings({ amount: 500000, rate: 6, years: 30, offset: 50000, deposit: 0 });
    if (!figures.ok) throw new Error("no result");
    const scenario = offsetScenario(text, figures);
    expect(scenario.inputs).toEqual([
      { label: "Loan amount", value: "$500,000" },
      { label: "Interest rate (% a year)", value: "6 %" },
      { label: "Loan term", value: "30 years" },
      { label: "Offset balance", value: "$50,000" },
      { label: "Added to the offset each month", value: "$0" },
    ]);
    // $579,190.95 without the offset less $384,584.78 with it is $194,606.17 saved.
    expect(scenario.results).toEqual([
      { label: "Interest saved", value: "$194,606.17" },
      { label: "Time saved", value: "5 years 4 months" },
      { label: "Interest with the offset", value: "$384,584.78" },
      { label: "Interest without the offset", value: "$579,190.95" },
      { label: "Monthly repayment", value: "$2,997.75" },
    ]);
    expect(scenario.link).toBe("/oc?amount=500000&rate=6&years=30&offset=50000&deposit=0");
    expect(calculatorScenarioSchema.safeParse(scenario).success).toBe(true);
  });
});
