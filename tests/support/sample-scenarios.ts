/**
 * Calculator scenarios (contracts/calculator-scenario.ts) as the calculators
 * send them with an inquiry: Mia's loan repayments with extras, a refinance
 * and a first home's stamp duty. The contract's, the inquiry form's and the
 * lead server's tests start from these.
 */
import { type CalculatorScenario, SCENARIO_LIMITS } from "../../contracts/calculator-scenario.ts";

/** Mia's repayments on $500,000 over 30 years, with $200 extra a month. */
export function repaymentScenario(): CalculatorScenario {
  return {
    calculator: "lrc",
    link: "/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=pi&extra=200",
    inputs: [
      { label: "Loan amount", value: "$500,000" },
      { label: "Interest rate", value: "6% p.a." },
      { label: "Loan term", value: "30 years" },
      { label: "Repayment frequency", value: "Monthly" },
      { label: "Extra repayment", value: "$200" },
    ],
    results: [
      { label: "Repayment", value: "$2,997.75" },
      { label: "Time to repay", value: "25 years 8 months" },
      { label: "Interest saved", value: "$87,214.06" },
    ],
  };
}

/** Switching $420,000 from 6.49% to 5.89% with $1,200 of costs. */
export function refinanceScenario(): CalculatorScenario {
  return {
    calculator: "refinance",
    link: "/refinance?balance=420000&rate=6.49&years=25&newRate=5.89&fees=1200",
    inputs: [
      { label: "Current balance", value: "$420,000" },
      { label: "Current rate", value: "6.49% p.a." },
      { label: "New rate", value: "5.89% p.a." },
    ],
    results: [
      { label: "Monthly saving", value: "$151.18" },
      { label: "Switching costs repaid in", value: "8 months" },
    ],
  };
}

/** A first home in Victoria: the stamp duty calculator with "Your first home?" answered yes. */
export function firstHomeDutyScenario(): CalculatorScenario {
  return {
    calculator: "sdc",
    link: "/sdc?state=VIC&price=600000&use=home&first=1&property=established&foreign=0",
    inputs: [
      { label: "State or territory", value: "Victoria" },
      { label: "Property price", value: "$600,000" },
      { label: "Your first home?", value: "Yes" },
    ],
    results: [{ label: "Transfer duty", value: "$0.00" }],
  };
}

/**
 * A valid scenario whose JSON text is exactly SCENARIO_LIMITS.json characters,
 * every label and value written in `character` (an ASCII one, or one that
 * takes 3 bytes in UTF-8 and 9 once URL-encoded): the most a visitor's
 * inquiry can carry.
 */
export function largestScenario(character = "x"): CalculatorScenario {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      label: `${character.repeat(SCENARIO_LIMITS.label - 3)}${String(index).padStart(3, "0")}`,
      value: character,
    }));
  const scenario: CalculatorScenario = {
    calculator: "lrc",
    link: "/lrc?amount=500000",
    inputs: lines(SCENARIO_LIMITS.lines),
    results: lines(SCENARIO_LIMITS.lines),
  };
  // Each value grows in turn until the text is exactly at the limit.
  for (const line of [...scenario.inputs, ...scenario.results]) {
    const room = SCENARIO_LIMITS.json - JSON.stringify(scenario).length;
    if (room <= 0) break;
    line.value = character.repeat(Math.min(SCENARIO_LIMITS.value, line.value.length + room));
  }
  return scenario;
}
