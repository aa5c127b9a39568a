import type { CalculatorScenario } from "../../../contracts/calculator-scenario.ts";
import { scenarioFragment } from "../../../contracts/calculator-scenario.ts";
import { paths } from "#app/content/site-paths.ts";
import type { CalculatorSource } from "./calculator-form-kit.tsx";

interface ScenarioActionsProps {
  /** The result as a scenario; undefined while the inputs give no result. */
  scenario: CalculatorScenario | undefined;
  /** The calculator's assumptions and sources, as its page lists them: the report prints them too. */
  assumptions: readonly string[];
  sources?: readonly CalculatorSource[] | undefined;
}

/** What a visitor can do with a result: talk to a broker about it, or keep a report of it. */
export function ScenarioActions({ scenario }: ScenarioActionsProps) {
  if (!scenario) return null;
  return (
    <div className="flex flex-wrap gap-3">
      <a href={`${paths.inquiry}${scenarioFragment(scenario)}`}>Talk to a broker about this</a>
    </div>
  );
}
