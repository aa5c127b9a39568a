/**
 * The words the inbox shows for what the forms store: form names, enquiry
 * types and delivery channels; the fields' labels are the forms' own
 * (contracts/lead-forms.ts), the same words the e-mail shows. The stored
 * values are the forms' contract and never change for display.
 */
import { enquiryTypes, fieldLabel, leadFieldOrder, visitorFields } from "../../../contracts/lead-forms.ts";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";
import type { DeliveryChannel } from "../../leads/store/lead-store.ts";
import { nationalPhone } from "./phone-display.ts";

export const FORM_LABELS: Readonly<Record<LeadFormName, string>> = {
  inquiry: "Inquiry",
  referral: "Referral",
  callback: "Callback",
};

export const CHANNEL_LABELS: Readonly<Record<DeliveryChannel, string>> = { email: "E-mail", webhook: "Webhook (CRM)" };

/** "Commercial Loans" is offered to visitors as "Commercial Property Loan": staff see what the visitor chose. */
export function enquiryTypeLabel(value: string): string {
  return enquiryTypes.find((type) => type.value === value)?.label ?? value;
}

/** Each form's phone field, from the forms' visitor map. */
const PHONE_FIELDS: readonly string[] = Object.values(visitorFields).flatMap((visitor) =>
  visitor.phone === null ? [] : [visitor.phone],
);

/** A stored value as staff read it: the enquiry type the visitor saw, a phone number as it is written here. */
function shown(name: string, value: string): string {
  if (name === "enquiryType") return enquiryTypeLabel(value);
  return PHONE_FIELDS.includes(name) ? nationalPhone(value) : value;
}

/** The lead's fields in its form's order, then any others it carries (an older form's), each with its label. */
export function labelledFields(
  form: LeadFormName,
  fields: Readonly<Record<string, string>>,
): { name: string; label: string; value: string }[] {
  const order: readonly string[] = leadFieldOrder[form];
  const names = [
    ...order.filter((name) => name in fields),
    ...Object.keys(fields).filter((name) => !order.includes(name)),
  ];
  return names.map((name) => {
    return { name, label: fieldLabel(name), value: shown(name, fields[name] ?? "") };
  });
}
