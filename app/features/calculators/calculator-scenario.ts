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

/**
 * A result as its page shows it: the caption and figure, the note under them,
 * and the figures that note states (a total repaid, the other loan's
 * repayment), each as a line of the scenario. The note is written from those
 * same strings, so the report and the broker get every figure the page shows.
 */
export interface ShownResult {
  readonly label: string;
  readonly value: string;
  readonly note?: string | undefined;
  readonly details?: readonly ScenarioLine[] | undefined;
}

/** The results as scenario lines, in the page's order: each figure, then the figures its note states. */
export function resultLines(results: readonly ShownResult[]): ScenarioLine[] {
  return results.flatMap(({ label, value, details = [] }) => [{ label, value }, ...details]);
}
