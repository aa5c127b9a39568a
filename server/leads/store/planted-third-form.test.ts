// A third form, planted in the forms' contract for this file only: a
// "callback" form that asks for a name, a phone and a time, and no e-mail
// address. The mailer, the export, the inbox's labels and the stored visitor
// columns are the real modules, unchanged: adding the form's entries to
// contracts/lead-forms.ts is all it takes for each to read it right, and none
// mistakes it for a referral.
import { describe, expect, it, vi } from "vitest";
import { fieldLabel, visitorOf } from "../../../contracts/lead-forms.ts";
import { labelledFields } from "../../inbox/leads/field-labels.ts";
import { leadsToCsv } from "./lead-export.ts";
import { composeLeadEmail, leadSubject } from "../delivery/lead-mailer.ts";
import type { StoredLead } from "./lead-store.ts";
import { visitorColumns } from "./visitor-columns.ts";

const planted = vi.hoisted(() => ({
  order: ["callerName", "callbackPhone", "bestTime", "message"],
  visitor: { name: ["callerName"] as const, email: null, phone: "callbackPhone", postcode: null },
  labels: { callerName: "Name", callbackPhone: "Phone", bestTime: "Best time to call" },
}));

vi.mock("../../../contracts/lead-forms.ts", async (importOriginal) => {
  const forms = await importOriginal<typeof import("../../../contracts/lead-forms.ts")>();
  const visitorFields = { ...forms.visitorFields, callback: planted.visitor };
  const fieldLabels = { ...forms.fieldLabels, ...planted.labels };
  return {
    ...forms,
    leadFormNames: [...forms.leadFormNames, "callback"],
    leadFieldOrder: { ...forms.leadFieldOrder, callback: planted.order },
    visitorFields,
    visitorOf: forms.visitorReader(visitorFields),
    fieldLabels,
    fieldLabel: forms.labelReader(fieldLabels),
  };
});

// The form exists only in this file's contract, not in the types.
const CALLBACK = "callback" as unknown as StoredLead["form"];

const fields = {
  callerName: "Jo Bloggs",
  callbackPhone: "+61412000111",
  bestTime: "Weekdays after 5 pm",
  message: "About refinancing.",
};

const callback: StoredLead = {
  id: "c0ffee00-0000-4000-8000-000000000003",
  form: CALLBACK,
  fields,
  receivedAt: "2026-03-03T03:05:00.000Z",
  deliveryState: "pending",
  deliveredAt: null,
  scenario: null,
};

const inquiry: StoredLead = {
  ...callback,
  id: "c0ffee00-0000-4000-8000-000000000001",
  form: "inquiry",
  fields: { firstName: "Mia", lastName: "Tran", email: "mia.tran@example.com", mobile: "+61412345678" },
};

const SETTINGS = {
  from: "leads@kestrel.example",
  to: "brokers@kestrel.example",
  siteUrl: "https://www.kestrelridge.example",
};

describe("a planted third form", () => {
  it("names its visitor from its own fields, with no e-mail address to give", () => {
    expect(visitorOf(CALLBACK, fields)).toEqual({
      name: "Jo Bloggs",
      email: null,
      phone: "+61412000111",
      postcode: null,
    });
  });

  it("is stored with its visitor's name and phone, and no address", () => {
    expect(visitorColumns(CALLBACK, fields)).toEqual({
      visitor_name: "Jo Bloggs",
      visitor_email: null,
      visitor_phone: "+61412000111",
    });
  });

  it("has its fields labelled from the one table", () => {
    expect(fieldLabel("bestTime")).toBe("Best time to call");
    expect(labelledFields(CALLBACK, fields)).toEqual([
      { name: "callerName", label: "Name", value: "Jo Bloggs" },
      // The inbox writes its phone as it writes every phone: the map says which field is one.
      { name: "callbackPhone", label: "Phone", value: "0412 000 111" },
      { name: "bestTime", label: "Best time to call", value: "Weekdays after 5 pm" },
      { name: "message", label: "Message", value: "About refinancing." },
    ]);
  });

  it("is e-mailed under its visitor's name, every field labelled in its order, with no Reply-To", () => {
    const email = composeLeadEmail(callback, SETTINGS);
    expect(leadSubject(callback)).toBe("New callback from Jo Bloggs");
    expect(email.subject).toBe("New callback from Jo Bloggs");
    expect(email.replyTo).toBeUndefined();
    expect(email.text).toContain(
      "Name: Jo Bloggs\nPhone: +61412000111\nBest time to call: Weekdays after 5 pm\nMessage: About refinancing.",
    );
    expect(email.html).toContain(">Best time to call</th>");
  });

  it("is exported with its fields in its own order, after the forms before it", () => {
    const [header, ...rows] = leadsToCsv([callback, inquiry], SETTINGS.siteUrl).split("\r\n");
    const columns = header?.split(",").map((cell) => cell.slice(1, -1));
    expect(columns?.slice(5)).toEqual([
      "firstName",
      "lastName",
      "email",
      "mobile",
      "enquiryType",
      "reference",
      "postCode",
      "message",
      "callerName",
      "callbackPhone",
      "bestTime",
      "scenario_calculator",
      "scenario_link",
      "scenario_inputs",
      "scenario_results",
    ]);
    // Its message shares the column every form's message has; a phone is shown as text, as every "+" cell is (lead-csv.ts).
    expect(rows[0]).toContain(
      '"callback","pending","","","","","","","","","About refinancing.","Jo Bloggs","\'+61412000111","Weekdays after 5 pm"',
    );
  });
});
