import { describe, expect, it } from "vitest";
import { leadFieldOrder } from "../../../contracts/lead-forms.ts";
import { repaymentScenario } from "../../../tests/support/sample-scenarios.ts";
import { leadsToCsv, leadsToJson } from "./lead-export.ts";
import type { StoredLead } from "./lead-store.ts";

const inquiry: StoredLead = {
  id: "a",
  form: "inquiry",
  fields: {
    message: "Hello",
    firstName: "Mia",
    lastName: "Tran",
    email: "mia@example.com",
    mobile: "+61412345678",
    enquiryType: "Refinance",
    reference: "Google",
    postCode: "3350",
  },
  receivedAt: "2026-03-01T03:05:00.000Z",
  deliveryState: "delivered",
  deliveredAt: "2026-03-01T03:05:02.000Z",
  scenario: null,
};
const referral: StoredLead = {
  id: "b",
  form: "referral",
  fields: {
    from_name: '=HYPERLINK("http://evil.example")',
    from_email: "sam@example.com",
    from_phone: "+61355500148",
    message: "Hi",
    campaign: "spring",
  },
  receivedAt: "2026-03-02T00:00:00.000Z",
  deliveryState: "pending",
  deliveredAt: null,
  scenario: null,
};
const SITE_URL = "https://www.kestrelridge.example";
const SCENARIO_COLUMNS = ["scenario_calculator", "scenario_link", "scenario_inputs", "scenario_results"];

const header = (csv: string) =>
  csv
    .split("\r\n")[0]
    ?.split(",")
    .map((cell) => cell.slice(1, -1));

describe("leads as CSV", () => {
  it("has the lead's own columns, then each form's fields in the form's order, then any other field, then the scenario's", () => {
    expect(header(leadsToCsv([referral, inquiry], SITE_URL))).toEqual([
      "id",
      "received_at",
      "form",
      "delivery_state",
      "delivered_at",
      ...leadFieldOrder.inquiry,
      "from_name",
      "from_email",
      "from_phone",
      "campaign",
      ...SCENARIO_COLUMNS,
    ]);
  });

  it("has only the columns of the forms present, the scenario's coming with the inquiry's", () => {
    expect(header(leadsToCsv([inquiry], SITE_URL))).toEqual([
      "id",
      "received_at",
      "form",
      "delivery_state",
      "delivered_at",
      ...leadFieldOrder.inquiry,
      ...SCENARIO_COLUMNS,
    ]);
    expect(header(leadsToCsv([referral], SITE_URL))).not.toContain("scenario_link");
  });

  it("writes a scenario as its calculator, its link on our own site, and its lines as label: value, and a formula in one as text", () => {
    const scenario = {
      ...repaymentScenario(),
      inputs: [
        { label: '=HYPERLINK("http://evil.example")', value: "1" },
        { label: "Loan term", value: "30 years" },
      ],
    };
    const rows = leadsToCsv([{ ...inquiry, scenario }, referral], SITE_URL).split("\r\n");
    expect(rows[1]).toContain(
      `,"Loan Repayment Calculator","${SITE_URL}/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=pi&extra=200",` +
        `"'=HYPERLINK(""http://evil.example""): 1; Loan term: 30 years","Repayment: $2,997.75; Time to repay: 25 years 8 months; Interest saved: $87,214.06"`,
    );
    expect(rows[2]).toMatch(/,"","","",""$/);
  });

  it("keeps the leads' order, one row each, and shows a visitor's formula as text", () => {
    const rows = leadsToCsv([referral, inquiry], SITE_URL).split("\r\n");
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(/^"b","2026-03-02T00:00:00.000Z","referral","pending","",/);
    expect(rows[1]).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(rows[2]).toMatch(/^"a",/);
  });
});

describe("leads as JSON", () => {
  it("keeps every lead's fields exactly as typed, and its scenario as the webhook posts it", () => {
    const scenario = repaymentScenario();
    expect(JSON.parse(leadsToJson([{ ...inquiry, scenario }, referral], SITE_URL))).toEqual([
      {
        id: "a",
        form: "inquiry",
        receivedAt: inquiry.receivedAt,
        deliveryState: "delivered",
        deliveredAt: inquiry.deliveredAt,
        fields: inquiry.fields,
        scenario: {
          calculator: "lrc",
          calculatorName: "Loan Repayment Calculator",
          link: `${SITE_URL}${scenario.link}`,
          inputs: scenario.inputs,
          results: scenario.results,
        },
      },
      {
        id: "b",
        form: "referral",
        receivedAt: referral.receivedAt,
        deliveryState: "pending",
        deliveredAt: null,
        fields: referral.fields,
        scenario: null,
      },
    ]);
  });
});
