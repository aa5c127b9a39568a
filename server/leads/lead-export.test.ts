import { describe, expect, it } from "vitest";
import { leadFieldOrder } from "../../contracts/lead-forms.ts";
import { leadsToCsv, leadsToJson } from "./lead-export.ts";
import type { StoredLead } from "./lead-store.ts";

const inquiry: StoredLead = {
  id: "a",
  form: "inquiry",
  fields: { message: "Hello", firstName: "Mia", lastName: "Tran", email: "mia@example.com", mobile: "+61412345678", enquiryType: "Refinance", reference: "Google", postCode: "3350" },
  receivedAt: "2026-03-01T03:05:00.000Z",
  deliveryState: "delivered",
  deliveredAt: "2026-03-01T03:05:02.000Z",
};
const referral: StoredLead = {
  id: "b",
  form: "referral",
  fields: { from_name: "=HYPERLINK(\"http://evil.example\")", from_email: "sam@example.com", from_phone: "+61355500148", message: "Hi", campaign: "spring" },
  receivedAt: "2026-03-02T00:00:00.000Z",
  deliveryState: "pending",
  deliveredAt: null,
};

const header = (csv: string) => csv.split("\r\n")[0]?.split(",").map((cell) => cell.slice(1, -1));

describe("leads as CSV", () => {
  it("has the lead's own columns, then each form's fields in the form's order, then any other field", () => {
    expect(header(leadsToCsv([referral, inquiry]))).toEqual([
      "id", "received_at", "form", "delivery_state", "delivered_at", ...leadFieldOrder.inquiry, "from_name", "from_email", "from_phone", "campaign",
    ]);
  });

  it("has only the columns of the forms present", () => {
    expect(header(leadsToCsv([inquiry]))).toEqual(["id", "received_at", "form", "delivery_state", "delivered_at", ...leadFieldOrder.inquiry]);
  });

  it("keeps the leads' order, one row each, and shows a visitor's formula as text", () => {
    const rows = leadsToCsv([referral, inquiry]).split("\r\n");
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(/^"b","2026-03-02T00:00:00.000Z","referral","pending","",/);
    expect(rows[1]).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(rows[2]).toMatch(/^"a",/);
  });
});

describe("leads as JSON", () => {
  it("keeps every lead's fields exactly as typed", () => {
    expect(JSON.parse(leadsToJson([inquiry, referral]))).toEqual([
      { id: "a", form: "inquiry", receivedAt: inquiry.receivedAt, deliveryState: "delivered", deliveredAt: inquiry.deliveredAt, fields: inquiry.fields },
      { id: "b", form: "referral", receivedAt: referral.receivedAt, deliveryState: "pending", deliveredAt: null, fields: referral.fields },
    ]);
  });
});
