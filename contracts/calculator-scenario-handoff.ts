/**
 * How a calculator hands its scenario on (calculator-scenario.ts has the
 * whole contract): our calculators' ids, pages and names, the inquiry form's
 * field, and the fragment of the link to the inquiry page. Kept apart from the
 * schema, and so free of zod, because every calculator page builds the link
 * while only the inquiry form and the server validate a scenario.
 */
import type { CalculatorScenario } from "./calculator-scenario.ts";

/** The inquiry form's field that carries the scenario, as JSON text. */
export const SCENARIO_FIELD = "scenario";

/** Our calculators, by the id the scenario names them with: their page and their name. */
export const scenarioCalculators = {
  lrc: { path: "/lrc", name: "Loan Repayment Calculator" },
  lmi: { path: "/lmi", name: "How Long to Repay Calculator" },
  oc: { path: "/oc", name: "Offset Calculator" },
  sdc: { path: "/sdc", name: "Stamp Duty Calculator" },
  bpc: { path: "/bpc", name: "Borrowing Power Calculator" },
  refinance: { path: "/refinance", name: "Refinance Calculator" },
} as const;

export type ScenarioCalculatorId = keyof typeof scenarioCalculators;

/** The scenario as the form field's value. */
export function scenarioFieldValue(scenario: CalculatorScenario): string {
  return JSON.stringify(scenario);
}

/**
 * The calculator hands the scenario to the inquiry page in the address's
 * fragment (`/inquiry#scenario=…`): a fragment is never sent to a server nor
 * in a Referer, so a visitor's figures reach no log on the way.
 */
export const FRAGMENT_KEY = "scenario";

export function scenarioFragment(scenario: CalculatorScenario): string {
  return `#${FRAGMENT_KEY}=${encodeURIComponent(scenarioFieldValue(scenario))}`;
}

/** The calculator's name, from its id: a scenario never names itself. */
export function scenarioCalculatorName(scenario: Pick<CalculatorScenario, "calculator">): string {
  return scenarioCalculators[scenario.calculator].name;
}

/** The link that recreates the scenario, on the given site (an origin such as https://www.example.com.au). */
export function scenarioLinkOn(siteOrigin: string, scenario: Pick<CalculatorScenario, "link">): string {
  return new URL(scenario.link, siteOrigin).href;
}
