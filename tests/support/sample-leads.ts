// A stored-shape inquiry that the lead server's tests start from.
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
