import type { CalculatorScenario, ScenarioLine } from "../../../contracts/calculator-scenario.ts";
import { scenarioCalculators, type ScenarioCalculatorId } from "../../../contracts/calculator-scenario-handoff.ts";

/**
 * A calculator's scenario (contracts/calculator-scenario.ts) from what its
 * page shows: the inputs as the form shows them, the results as the page
 * prints them, and the link that recreates it from the calculator's query.
 */
export function calculatorScenario(
  calculator: ScenarioCalculatorId,
  query: Readonly<Record<string, string>>,
  inputs: readonly ScenarioLine[],
  results: readonly ScenarioLine[],
): CalculatorScenario {
  return {
    calculator,
    link: `${scenarioCalculators[calculator].path}?${new URLSearchParams(query).toString()}`,
    inputs: [...inputs],
    results: [...results],
  };
}

/** The label of the option a choice field holds, as the scenario names it ("Monthly", not "monthly"). */
export function choiceLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
