/**
 * Scenarios as our calculators hand them to the inquiry form (issue 15), for
 * the form's tests and the end-to-end ones. Figures worked out for the inputs
 * shown (true periodic, monthly), so they read as a real visitor's would.
 */
import type { CalculatorScenario } from "../../contracts/calculator-scenario.ts";

/** Switching a $500,000 loan from 6.5% to 5.9% with 25 years to go and $2,000 in fees paid up front. */
export const refinanceScenario: CalculatorScenario = {
  calculator: "refinance",
  link: "/refinance?balance=500000&rate=6.5&years=25&newRate=5.9&fees=2000",
  inputs: [
    { label: "Current balance", value: "$500,000" },
    { label: "Current rate", value: "6.5%" },
    { label: "Remaining term", value: "25 years" },
    { label: "New rate", value: "5.9%" },
    { label: "Switching costs", value: "$2,000, paid up front" },
  ],
  results: [
    { label: "Monthly saving", value: "$185.02" },
    { label: "Interest saved over the term", value: "$55,507.04" },
    { label: "Saving after fees", value: "$53,507.04" },
    { label: "Switching costs repaid in", value: "11 months" },
  ],
};

/** A first home in Victoria: the stamp duty calculator with "Your first home?" answered yes. */
export const firstHomeDutyScenario: CalculatorScenario = {
  calculator: "sdc",
  link: "/sdc?state=VIC&price=600000&use=home&first=1&property=established&foreign=0",
  inputs: [
    { label: "State or territory", value: "Victoria" },
    { label: "Property price", value: "$600,000" },
    { label: "Your first home?", value: "Yes" },
  ],
  results: [{ label: "Transfer duty", value: "$0" }],
};
