/**
 * Leads as a file a broker opens elsewhere: CSV for a spreadsheet, JSON for a
 * program. One layout, so `npm run leads -- export` and the staff inbox's
 * "Export" give the same file for the same leads.
 */
import { leadFieldOrder } from "../../contracts/lead-forms.ts";
import type { LeadFormName } from "../../contracts/lead-protocol.ts";
import { toCsv } from "./lead-csv.ts";
import type { StoredLead } from "./lead-store.ts";

/** One row per lead, in the order given; formulas shown as text (lead-csv.ts). */
export function leadsToCsv(leads: readonly StoredLead[]): string {
  const fieldNames = fieldColumns(leads);
  return toCsv([
    ["id", "received_at", "form", "delivery_state", "delivered_at", ...fieldNames],
    ...leads.map((lead) => [lead.id, lead.receivedAt, lead.form, lead.deliveryState, lead.deliveredAt, ...fieldNames.map((name) => lead.fields[name])]),
  ]);
}

/** The leads as an array, each with its fields as typed. */
export function leadsToJson(leads: readonly StoredLead[]): string {
  const records = leads.map((lead) => ({
    id: lead.id,
    form: lead.form,
    receivedAt: lead.receivedAt,
    deliveryState: lead.deliveryState,
    deliveredAt: lead.deliveredAt,
    fields: lead.fields,
  }));
  return `${JSON.stringify(records, null, 2)}\n`;
}

/** The forms' fields in form order (inquiry first), then any other field a lead carries. */
function fieldColumns(leads: readonly StoredLead[]): string[] {
  const forms = (["inquiry", "referral"] as LeadFormName[]).filter((form) => leads.some((lead) => lead.form === form));
  const names = new Set<string>(forms.flatMap((form) => leadFieldOrder[form]));
  for (const lead of leads) for (const name of Object.keys(lead.fields)) names.add(name);
  return [...names];
}
