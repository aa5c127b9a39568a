import { describe, expect, it } from "vitest";
import { inquiryFields } from "../tests/support/lead-server/sample-leads.ts";
import { enquiryTypes, FIELD_LIMITS, inquirySchema, referralSchema } from "./lead-forms.ts";

/** Mia Tran's inquiry as she types it, the one every lead test starts from. */
const inquiry = inquiryFields();

function messagesFor(result: ReturnType<typeof inquirySchema.safeParse>) {
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the inquiry form's rules", () => {
  it("accept a complete inquiry, trimming text and normalising the mobile", () => {
    const result = inquirySchema.parse({ ...inquiry, firstName: "  Mia ", mobile: "+61 412 345 678" });
    expect(result.firstName).toBe("Mia");
    expect(result.mobile).toBe("+61412345678");
  });

  it("require all eight fields, each with a message naming it", () => {
    const messages = messagesFor(inquirySchema.safeParse({}));
    expect(Object.keys(messages).sort()).toEqual(
      ["email", "enquiryType", "firstName", "lastName", "message", "mobile", "postCode", "reference"].sort(),
    );
    expect(messages.firstName).toMatch(/first name/);
    expect(messages.enquiryType).toMatch(/enquiry type/);
  });

  it("treat the empty placeholder option as not chosen", () => {
    const messages = messagesFor(inquirySchema.safeParse({ ...inquiry, enquiryType: "", reference: "" }));
    expect(messages.enquiryType).toBe("Choose an enquiry type");
    expect(messages.reference).toBe("Choose how you heard about us");
  });

  it("accept Commercial Loans, shown to visitors as Commercial Property Loan", () => {
    expect(enquiryTypes.find((type) => type.value === "Commercial Loans")?.label).toBe("Commercial Property Loan");
    expect(inquirySchema.safeParse({ ...inquiry, enquiryType: "Commercial Loans" }).success).toBe(true);
  });

  it("want a 4-digit postcode", () => {
    expect(messagesFor(inquirySchema.safeParse({ ...inquiry, postCode: "335" })).postCode).toBe(
      "Enter your 4-digit postcode",
    );
    expect(messagesFor(inquirySchema.safeParse({ ...inquiry, postCode: "33500" })).postCode).toBeDefined();
  });

  it("cap names at 100 characters and the message at 5000", () => {
    const long = messagesFor(
      inquirySchema.safeParse({
        ...inquiry,
        firstName: "a".repeat(FIELD_LIMITS.name + 1),
        message: "m".repeat(FIELD_LIMITS.message + 1),
      }),
    );
    expect(long.firstName).toMatch(/100 characters/);
    expect(long.message).toMatch(/5000 characters/);
    expect(inquirySchema.safeParse({ ...inquiry, firstName: "a".repeat(100), message: "m".repeat(5000) }).success).toBe(
      true,
    );
  });

  it("refuse line breaks in names, which would reach e-mail headers", () => {
    expect(
      messagesFor(inquirySchema.safeParse({ ...inquiry, lastName: "Tran\r\nBcc: victim@example.com" })).lastName,
    ).toMatch(/one line/);
  });

  it("refuse invisible controls in names (a NUL, a right-to-left override), naming the field", () => {
    expect(messagesFor(inquirySchema.safeParse({ ...inquiry, firstName: "Mia\u0000" })).firstName).toMatch(
      /first name has an invisible control character/,
    );
    expect(messagesFor(inquirySchema.safeParse({ ...inquiry, lastName: "Tran\u202Emoc.liam" })).lastName).toMatch(
      /last name has an invisible control character/,
    );
    expect(inquirySchema.safeParse({ ...inquiry, firstName: "Zoë-Anne O'Neil", lastName: "نور" }).success).toBe(true);
  });

  it("refuse an e-mail address that is not one", () => {
    expect(messagesFor(inquirySchema.safeParse({ ...inquiry, email: "mia@" })).email).toMatch(/valid email address/);
  });

  it("refuse a phone number that is not Australian", () => {
    expect(messagesFor(inquirySchema.safeParse({ ...inquiry, mobile: "+1 415 555 0100" })).mobile).toMatch(
      /Australian mobile number/,
    );
  });
});

describe("messages", () => {
  it("drop invisible controls pasted with the text, keeping line breaks and tabs", () => {
    expect(
      inquirySchema.parse({ ...inquiry, message: "Bakery\u0000 in\u202E town\n\tnear the station\u0007" }).message,
    ).toBe("Bakery in town\n\tnear the station");
  });

  it("keep their line breaks, stored as LF whether typed or posted as CRLF", () => {
    expect(inquirySchema.parse({ ...inquiry, message: "Line one\r\nLine two\rLine three" }).message).toBe(
      "Line one\nLine two\nLine three",
    );
  });
});

describe("the referral form's rules", () => {
  it("require all four fields", () => {
    const result = referralSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      "from_email",
      "from_name",
      "from_phone",
      "message",
    ]);
  });

  it("accept a landline with its area code and normalise it", () => {
    const result = referralSchema.parse({
      from_name: "Sam Ode",
      from_email: "sam@example.com",
      from_phone: "(03) 5550 0148",
      message: "Meet Jo.",
    });
    expect(result.from_phone).toBe("+61355500148");
  });
});
