// A stored-shape inquiry that the lead server's tests start from.
import { DEFAULT_SERVICE_ID, DEFAULT_USER_ID, LIB_VERSION, TEMPLATE_IDS } from "../../contracts/lead-protocol.ts";
import type { NewLead } from "../../server/leads/lead-store.ts";

/** Mia Tran's first-home inquiry as the store receives it, with whatever a test needs changed. */
export function sampleInquiry(changes: { message?: string; ipHash?: string } = {}): NewLead {
  return {
    form: "inquiry",
    fields: {
      firstName: "Mia",
      lastName: "Tran",
      email: "mia.tran@example.com",
      mobile: "+61412345678",
      enquiryType: "First Home",
      reference: "Google",
      postCode: "3000",
      message: changes.message ?? "We would like to buy our first home.",
    },
    ipHash: changes.ipHash ?? "a".repeat(64),
    userAgent: "Mozilla/5.0 (test)",
    spam: false,
  };
}

/** Mia Tran's inquiry as the site's JSON endpoint receives it (the e-mail service's protocol), from `email`. */
export function inquiryPost(email: string, message = "Looking at a <b>bakery</b> in Sebastopol.") {
  return {
    lib_version: LIB_VERSION,
    service_id: DEFAULT_SERVICE_ID,
    user_id: DEFAULT_USER_ID,
    template_id: TEMPLATE_IDS.inquiry,
    template_params: {
      firstName: "Mia",
      lastName: "Tran",
      email,
      mobile: "0412 345 678",
      enquiryType: "Business Purchase",
      reference: "Google",
      postCode: "3350",
      message,
    },
  };
}
