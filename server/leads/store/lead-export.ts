/**
 * Leads as a file a broker opens elsewhere: CSV for a spreadsheet, JSON for a
 * program. One layout, so `npm run leads -- export` and the staff inbox's
 * "Export" give the same file for the same leads. A calculator scenario's
 * link is written on our own site (SITE_URL), as the e-mail shows it.
 */
import { leadFieldOrder, leadFormNames } from "../../../contracts/lead-forms.ts";
import { toCsv } from "./lead-csv.ts";
import { scenarioLinesText, scenarioRecord } from "./lead-scenario.ts";
import type { StoredLead } from "./lead-store.ts";

/** The scenario's columns, after the fields': only an inquiry carries one, so they come with the inquiry's. */
const SCENARIO_COLUMNS = ["scenario_calculator", "scenario_link", "scenario_inputs", "scenario_results"];

/** One row per lead, in the order given; formulas shown as text (lead-csv.ts). */
export function leadsToCsv(leads: readonly StoredLead[], siteUrl: string): string {
  const fieldNames = fieldColumns(leads);
  const withScenario = leads.some((lead) => lead.form === "inquiry");
  return toCsv([
    [
      "id",
      "received_at",
      "form",
      "delivery_state",
      "delivered_at",
      ...fieldNames,
      ...(withScenario ? SCENARIO_COLUMNS : []),
    ],
    ...leads.map((lead) => [
      lead.id,
      lead.receivedAt,
      lead.form,
      lead.deliveryState,
      lead.deliveredAt,
      ...fieldNames.map((name) => lead.fields[name]),
      ...(withScenario ? scenarioCells(lead, siteUrl) : []),
    ]),
  ]);
}

function scenarioCells(lead: StoredLead, siteUrl: string): (string | undefined)[] {
  if (!lead.scenario) return SCENARIO_COLUMNS.map(() => undefined);
  const scenario = scenarioRecord(lead.scenario, siteUrl);
  return [
    scenario.calculatorName,
    scenario.link,
    scenarioLinesText(scenario.inputs),
    scenarioLinesText(scenario.results),
  ];
}

/** The leads as an array, each with its fields as typed and its scenario (or null), as the webhook posts them. */
export function leadsToJson(leads: readonly StoredLead[], siteUrl: string): string {
  const records = leads.map((lead) => ({
    id: lead.id,
    form: lead.form,
    receivedAt: lead.receivedAt,
    deliveryState: lead.deliveryState,
    deliveredAt: lead.deliveredAt,
    fields: lead.fields,
    scenario: lead.scenario ? scenarioRecord(lead.scenario, siteUrl) : null,
  }));
  return `${JSON.stringify(records, null, 2)}\n`;
}

/** The forms' fields in form order (the forms in contracts/lead-forms.ts's order), then any other field a lead carries. */
function fieldColumns(leads: readonly StoredLead[]): string[] {
  const forms = leadFormNames.filter((form) => leads.some((lead) => lead.form === form));
  const names = new Set<string>(forms.flatMap((form) => leadFieldOrder[form]));
  for (const lead of leads) for (const name of Object.keys(lead.fields)) names.add(name);
  return [...names];
}
