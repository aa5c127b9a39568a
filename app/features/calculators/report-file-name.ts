import type { CalculatorScenario } from "../../../contracts/calculator-scenario.ts";
import { scenarioCalculatorName } from "../../../contracts/calculator-scenario-handoff.ts";

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The report's file name: whose, which calculator, and the day, so a
 * visitor's downloads folder sorts and says what each one is
 * ("kestrel-ridge-finance-stamp-duty-report-2026-11-24.pdf").
 */
export function reportFileName(
  scenario: Pick<CalculatorScenario, "calculator">,
  brandName: string,
  today: string,
): string {
  const calculator = scenarioCalculatorName(scenario).replace(/\s*calculator$/i, "");
  return `${slug(brandName)}-${slug(calculator)}-report-${today}.pdf`;
}
