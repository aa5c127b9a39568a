import { describe, expect, it } from "vitest";
import { labelledFields } from "./field-labels.ts";

describe("a lead's fields as staff read them", () => {
  it("come in the form's order, each with its label, the enquiry type as the visitor saw it and the phone as written here", () => {
    const fields = {
      message: "Hi",
      postCode: "3350",
      enquiryType: "Commercial Loans",
      mobile: "+61412345678",
      firstName: "Mia",
    };
    expect(labelledFields("inquiry", fields)).toEqual([
      { name: "firstName", label: "First name", value: "Mia" },
      { name: "mobile", label: "Mobile", value: "0412 345 678" },
      { name: "enquiryType", label: "Enquiry type", value: "Commercial Property Loan" },
      { name: "postCode", label: "Postcode", value: "3350" },
      { name: "message", label: "Message", value: "Hi" },
    ]);
  });

  it("keep a field no form has any more, under its stored name, rather than hiding it", () => {
    expect(labelledFields("referral", { from_name: "Noah", budget: "600k" })).toEqual([
      { name: "from_name", label: "Name", value: "Noah" },
      { name: "budget", label: "budget", value: "600k" },
    ]);
  });
});
