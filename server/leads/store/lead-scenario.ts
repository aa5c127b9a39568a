/**
 * A lead's calculator scenario (contracts/calculator-scenario.ts) as the
 * server keeps and shows it: read back from the database, and written out for
 * the CRM, the exports and the broker. Its link is always put on our own site
 * (SITE_URL): the scenario carries only a path the contract has checked, so
 * nothing a visitor sends can make it lead anywhere else.
 */
import {
  type CalculatorScenario,
  calculatorScenarioSchema,
  type ScenarioCalculatorId,
  scenarioCalculatorName,
  type ScenarioLine,
  scenarioLinkOn,
} from "../../../contracts/calculator-scenario.ts";

/** The scenario as the webhook posts it and the JSON export writes it. */
export interface ScenarioRecord {
  calculator: ScenarioCalculatorId;
  calculatorName: string;
  /** Absolute, on our own site. */
  link: string;
  inputs: ScenarioLine[];
  results: ScenarioLine[];
}

/**
 * The scenario column's JSON as a scenario, or null for none. Checked again
 * on the way out, so that a row the server did not write (a restored or
 * hand-edited file) still cannot put a foreign link in an e-mail.
 */
export function storedScenario(json: string | null): CalculatorScenario | null {
  if (json === null) return null;
  try {
    const parsed = calculatorScenarioSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function scenarioRecord(scenario: CalculatorScenario, siteUrl: string): ScenarioRecord {
  return {
    calculator: scenario.calculator,
    calculatorName: scenarioCalculatorName(scenario),
    link: scenarioLinkOn(siteUrl, scenario),
    inputs: scenario.inputs,
    results: scenario.results,
  };
}

/** Lines as one line of text, "Loan amount: $500,000; Interest rate: 6% p.a.", for a spreadsheet's cell. */
export function scenarioLinesText(lines: readonly ScenarioLine[]): string {
  return lines.map(({ label, value }) => `${label}: ${value}`).join("; ");
}
