/**
 * Mia Tran's inquiry and Noah Kelly's referral: valid leads that the lead
 * server's tests, the reliability tests and the bench all start from, as a
 * visitor types them, as the e-mail service's protocol carries them, and as
 * the store keeps them.
 */
import {
  DEFAULT_SERVICE_ID,
  DEFAULT_USER_ID,
  LIB_VERSION,
  type LeadFormName,
  TEMPLATE_IDS,
} from "../../../contracts/lead-protocol.ts";
import { firstBusinessDetails } from "../../../app/content/first-version/business-details.ts";
import type { BusinessCalendar } from "../../../server/leads/intake/business-calendar.ts";
import type { NewLead } from "../../../server/leads/store/lead-store.ts";

/** The protocol's fields that say which account, service and template a post is for. */
export function protocolEnvelope(
  form: LeadFormName,
): Record<"lib_version" | "service_id" | "user_id" | "template_id", string> {
  return {
    lib_version: LIB_VERSION,
    service_id: DEFAULT_SERVICE_ID,
    user_id: DEFAULT_USER_ID,
    template_id: TEMPLATE_IDS[form],
  };
}

/** The inquiry form's fields as typed. */
export function inquiryFields(
  email = "mia.tran@example.com",
  message = "We would like to buy our first home.",
): Record<string, string> {
  return {
    firstName: "Mia",
    lastName: "Tran",
    email,
    mobile: "0412 345 678",
    enquiryType: "First Home",
    reference: "Google",
    postCode: "3350",
    message,
  };
}

/** The referral form's fields as typed. */
export function referralFields(
  email = "noah.kelly@example.com",
  message = "Referring my sister, who is buying in Geelong.",
): Record<string, string> {
  return { from_name: "Noah Kelly", from_email: email, from_phone: "(03) 5550 0148", message };
}

/** The inquiry as the store receives it (the mobile number normalised), with whatever a test needs changed. */
export function sampleInquiry(changes: { message?: string } = {}): NewLead {
  return {
    form: "inquiry",
    fields: { ...inquiryFields(undefined, changes.message), mobile: "+61412345678" },
    spam: false,
  };
}

/** The inquiry from `email` as the site's JSON endpoint receives it. */
export function inquiryPost(email: string, message = "Looking at a <b>bakery</b> in Sebastopol.") {
  return { ...protocolEnvelope("inquiry"), template_params: inquiryFields(email, message) };
}

/** The callback form's fields as typed: Jo Bloggs, to be called on a weekday window the sample firm opens. */
export function callbackFields(callbackTime = "asap"): Record<string, string> {
  return { callerName: "Jo Bloggs", callerPhone: "0412 000 111", callbackTime };
}

/** The sample firm's calendar as first published (its opening hours; no closed dates), for the lead server's tests. */
export const sampleCalendar = (): Promise<BusinessCalendar> =>
  Promise.resolve({ hours: firstBusinessDetails.openingHours, closedDates: [] });
