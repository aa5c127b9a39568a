/**
 * Mia Tran's inquiry in the browser: the form filled in as she fills it, and
 * the lead the site then stores. A spec chooses what differs between her
 * inquiries (the enquiry type, where she heard of us, her message) and gives
 * each an e-mail address of its own, by which it finds its lead in the
 * database that parallel tests share.
 */
import type { Locator } from "@playwright/test";
import { enquiryTypes, type InquiryInput, type references } from "../../contracts/lead-forms.ts";

export interface MiasInquiry {
  email: string;
  /** By the value the site stores; she picks the option by the label it shows. */
  enquiryType: (typeof enquiryTypes)[number]["value"];
  reference: (typeof references)[number];
  message: string;
}

/** Her mobile number as she types it. */
export const TYPED_MOBILE = "0412 345 678";

/** Each field of the form as she types it. */
export function typedInquiry(inquiry: MiasInquiry): InquiryInput {
  return { firstName: "Mia", lastName: "Tran", mobile: TYPED_MOBILE, postCode: "3350", ...inquiry };
}

/** Fills in every field of the inquiry form (`form`): the text as typed, each drop-down's option by the label she sees. */
export async function fillInquiryForm(form: Locator, inquiry: MiasInquiry): Promise<void> {
  const typed = typedInquiry(inquiry);
  const enquiryTypeLabel = enquiryTypes.find((type) => type.value === typed.enquiryType)?.label ?? typed.enquiryType;
  await form.locator('[name="firstName"]').fill(typed.firstName);
  await form.locator('[name="lastName"]').fill(typed.lastName);
  await form.locator('[name="email"]').fill(typed.email);
  await form.locator('[name="mobile"]').fill(typed.mobile);
  await form.locator('[name="enquiryType"]').selectOption({ label: enquiryTypeLabel });
  await form.locator('[name="reference"]').selectOption({ label: typed.reference });
  await form.locator('[name="postCode"]').fill(typed.postCode);
  await form.locator('[name="message"]').fill(typed.message);
}

/** The lead the site stores for it: her fields as typed, the mobile number in international form. */
export function storedInquiry(inquiry: MiasInquiry): { form: "inquiry"; fields: Record<string, string> } {
  return { form: "inquiry", fields: { ...typedInquiry(inquiry), mobile: "+61412345678" } };
}
