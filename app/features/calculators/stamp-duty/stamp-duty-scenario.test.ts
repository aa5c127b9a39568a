import { describe, expect, it } from "vitest";
import { calculatorScenarioSchema, suggestedEnquiryType } from "../../../../contracts/calculator-scenario.ts";
import { calculateTransferDuty } from "../maths/transfer-duty.ts";
import { stampDutyScenario } from "./stamp-duty-scenario.ts";

const scenarioFor = (text: {
  state: string;
  price: string;
  use: string;
  first: string;
  property: string;
  foreign: string;
}) => {
  const figures = calculateTransferDuty({ ...text, price: Number(text.price) }, "2026-11-24");
  if (!figures.ok) throw new Error("no result");
  return stampDutyScenario(text, figures);
};

describe("Stamp duty scenario", () => {
  it("reads back Queensland's worked example: the choices by their labels, the duty, surcharge, fee and total as the page itemises them", () => {
    const scenario = scenarioFor({
      state: "QLD",
      price: "365400",
      use: "investment",
      first: "0",
      property: "established",
      foreign: "1",
    });
    expect(scenario.inputs).toEqual([
      { label: "State or territory", value: "Queensland" },
      { label: "Property price", value: "$365,400" },
      { label: "How you will use it", value: "Investment" },
      { label: "Your first home?", value: "No" },
      { label: "Type of property", value: "Established home" },
      { label: "Foreign purchaser?", value: "Yes" },
    ]);
    // $11,214 duty, $29,232 foreign acquirer duty (8 % of $365,400) and a $238.14 fee: $40,684.14.
    expect(scenario.results).toEqual([
      { label: "Transfer duty", value: "$11,214.00" },
      { label: "Additional foreign acquirer duty", value: "$29,232.00" },
      { label: "Additional foreign acquirer duty rate", value: "8 % of the price" },
      { label: "Mortgage registration fee", value: "$238.14" },
      { label: "Total", value: "$40,684.14" },
      { label: "Rate used", value: "Transfer duty rate" },
      { label: "Rates and fees in force from", value: "1 July 2025" },
    ]);
    expect(calculatorScenarioSchema.safeParse(scenario).success).toBe(true);
  });

  it("shows a first home concession as a deduction with the duty it came off, and is a First Home enquiry", () => {
    const scenario = scenarioFor({
      state: "NSW",
      price: "700000",
      use: "home",
      first: "1",
      property: "established",
      foreign: "0",
    });
    expect(scenario.results.slice(0, 4)).toEqual([
      { label: "Transfer duty", value: "$0.00" },
      { label: "First Home Buyers Assistance Scheme", value: "−$25,912.00" },
      { label: "Duty before the concession", value: "$25,912.00" },
      { label: "Foreign purchaser surcharge", value: "$0.00" },
    ]);
    expect(suggestedEnquiryType(scenario)).toBe("First Home");
  });
});
