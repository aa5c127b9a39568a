/**
 * The words the inbox shows for what the forms store: field names, form
 * names, enquiry types and delivery channels. The stored values are the
 * forms' contract (contracts/lead-forms.ts) and never change for display.
 */
import { enquiryTypes, leadFieldOrder } from "../../../contracts/lead-forms.ts";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";
import type { DeliveryChannel } from "../../leads/lead-store.ts";
import { nationalPhone } from "./phone-display.ts";

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  mobile: "Mobile",
  enquiryType: "Enquiry type",
  reference: "How they heard about us",
  postCode: "Postcode",
  message: "Message",
  from_name: "Name",
  from_email: "E-mail",
  from_phone: "Phone",
};

export const FORM_LABELS: Readonly<Record<LeadFormName, string>> = { inquiry: "Inquiry", referral: "Referral" };

export const CHANNEL_LABELS: Readonly<Record<DeliveryChannel, string>> = { email: "E-mail", webhook: "Webhook (CRM)" };

/** A field's label; a field no form has any more is shown by its stored name rather than hidden. */
export function fieldLabel(name: string): string {
  return FIELD_LABELS[name] ?? name;
}

/** "Commercial Loans" is offered to visitors as "Commercial Property Loan": staff see what the visitor chose. */
export function enquiryTypeLabel(value: string): string {
  return enquiryTypes.find((type) => type.value === value)?.label ?? value;
}

const PHONE_FIELDS: readonly string[] = ["mobile", "from_phone"];

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
