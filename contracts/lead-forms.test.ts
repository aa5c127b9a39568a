import { describe, expect, it } from "vitest";
import { z } from "zod";
import { inquiryFields } from "../tests/support/lead-server/sample-leads.ts";
import {
  enquiryTypes,
  FIELD_LIMITS,
  fieldLabel,
  fieldLabels,
  inquirySchema,
  labelReader,
  leadFieldOrder,
  leadFormNames,
  leadSchemas,
  referralSchema,
  type VisitorMap,
  visitorFields,
  visitorOf,
  visitorReader,
} from "./lead-forms.ts";

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

describe("who the visitor is", () => {
  it("is, on an inquiry, the first and last name, the e-mail address, the mobile and the postcode", () => {
    expect(visitorOf("inquiry", inquirySchema.parse(inquiry))).toEqual({
      name: "Mia Tran",
      email: "mia.tran@example.com",
      phone: "+61412345678",
      postcode: "3350",
    });
  });

  it("is, on a referral, the name, e-mail address and phone, with no postcode to give", () => {
    expect(
      visitorOf("referral", { from_name: "Sam Ode", from_email: "sam@example.com", from_phone: "+61355500148" }),
    ).toEqual({ name: "Sam Ode", email: "sam@example.com", phone: "+61355500148", postcode: null });
  });

  it("has an empty name and no details when the lead lacks the fields, and a name of the parts it has", () => {
    expect(visitorOf("referral", {})).toEqual({ name: "", email: null, phone: null, postcode: null });
    expect(visitorOf("inquiry", { lastName: "Tran" }).name).toBe("Tran");
  });

  it("names no one for a form it has no map for, rather than failing whoever reads the lead", () => {
    const withdrawn = "newsletter" as unknown as Parameters<typeof visitorOf>[0];
    expect(visitorOf(withdrawn, { email: "mia@example.com" })).toEqual({
      name: "",
      email: null,
      phone: null,
      postcode: null,
    });
    expect(visitorOf("constructor" as unknown as Parameters<typeof visitorOf>[0], {}).name).toBe("");
  });

  it("reads only the lead's own fields, never Object.prototype's", () => {
    const planted = visitorReader({ odd: { name: ["constructor"], email: "toString", phone: null, postcode: null } });
    expect(planted("odd", {})).toEqual({ name: "", email: null, phone: null, postcode: null });
  });

  it("is mapped for every form, each naming fields its form has", () => {
    expect(Object.keys(visitorFields)).toEqual(leadFormNames);
    for (const form of leadFormNames) {
      const fields: readonly string[] = leadFieldOrder[form];
      const { name, email, phone, postcode } = visitorFields[form];
      for (const field of [...name, email, phone, postcode]) if (field !== null) expect(fields).toContain(field);
    }
  });
});

describe("the fields' labels", () => {
  it("are one wording for every field of every form, as the e-mail and the inbox both show them", () => {
    for (const form of leadFormNames) {
      for (const field of leadFieldOrder[form]) expect(Object.hasOwn(fieldLabels, field), field).toBe(true);
    }
    expect(fieldLabel("email")).toBe("Email");
    expect(fieldLabel("from_email")).toBe("Email");
    expect(fieldLabel("reference")).toBe("How they heard about us");
    expect(fieldLabel("from_phone")).toBe("Phone");
  });

  it("show a field no form has by its stored name, Object.prototype's names included", () => {
    expect(fieldLabel("budget")).toBe("budget");
    expect(fieldLabel("constructor")).toBe("constructor");
    expect(fieldLabel("toString")).toBe("toString");
  });
});

describe("a third form", () => {
  const callbackSchema = z.object({ callerName: z.string(), callbackPhone: z.string(), bestTime: z.string() });
  type WithCallback = typeof leadSchemas & { callback: typeof callbackSchema };
  const map: VisitorMap<WithCallback> = {
    ...visitorFields,
    callback: { name: ["callerName"], email: null, phone: "callbackPhone", postcode: null },
  };

  it("is read through its own map entry, not another form's", () => {
    const visitorOfAny = visitorReader(map);
    const fields = { callerName: "Jo Bloggs", callbackPhone: "+61412000111", bestTime: "After 5 pm" };
    expect(visitorOfAny("callback", callbackSchema.parse(fields))).toEqual({
      name: "Jo Bloggs",
      email: null,
      phone: "+61412000111",
      postcode: null,
    });
    expect(visitorOfAny("inquiry", inquirySchema.parse(inquiry)).name).toBe("Mia Tran");
  });

  it("has its fields labelled from the table it adds to", () => {
    const label = labelReader({ ...fieldLabels, bestTime: "Best time to call" });
    expect(label("bestTime")).toBe("Best time to call");
    expect(label("reference")).toBe("How they heard about us");
  });

  it("does not compile without its visitor map, nor with a map naming another form's field", () => {
    // @ts-expect-error -- the callback form has no entry: a form without a visitor map is refused.
    const missing: VisitorMap<WithCallback> = visitorFields;
    const wrongField: VisitorMap<WithCallback> = {
      ...visitorFields,
      // @ts-expect-error -- "email" is the inquiry's field, not the callback form's.
      callback: { name: ["callerName"], email: "email", phone: "callbackPhone", postcode: null },
    };
    expect([missing, wrongField]).toHaveLength(2);
  });
});
