// "Export CSV" of the current view: admins only, the command line's formula-safe CSV, never cached.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { melbourneDate } from "../../leads/melbourne-time.ts";
import { type InboxTestSite, MIA, startInboxTestSite } from "../../../tests/support/inbox-test-site.ts";
import { repaymentScenario } from "../../../tests/support/sample-scenarios.ts";

let site: InboxTestSite;

beforeEach(async () => {
  site = await startInboxTestSite();
});

afterEach(async () => {
  await site.close();
});

describe("exporting leads", () => {
  it("gives an admin the filtered view as a CSV download, named for today in Melbourne, not stored", async () => {
    await site.addInquiry({ firstName: "Mia", enquiryType: "Refinance" });
    await site.addInquiry({ firstName: "Noah", enquiryType: "First Home" });
    const answer = await site.get("/inbox/export.csv?type=Refinance", site.admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="leads-${melbourneDate(Date.now())}.csv"`);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toContain("Mia");
    expect(answer.body).not.toContain("Noah");
  });

  it("has the scenario's columns, its link on our own site (SITE_URL)", async () => {
    const own = await startInboxTestSite({ SITE_URL: "https://www.kestrelridge.example" });
    try {
      await own.addLead({ form: "inquiry", fields: { ...MIA }, spam: false, scenario: repaymentScenario() });
      const csv = (await own.get("/inbox/export.csv", own.admin)).body;
      expect(csv.split("\r\n")[0]).toMatch(
        /"scenario_calculator","scenario_link","scenario_inputs","scenario_results"$/,
      );
      expect(csv).toContain(
        `"Loan Repayment Calculator","https://www.kestrelridge.example${repaymentScenario().link}","Loan amount: $500,000; Interest rate: 6% p.a.;`,
      );
    } finally {
      await own.close();
    }
  });

  it("shows a formula a visitor typed as text, never as a formula a spreadsheet would run", async () => {
    await site.addInquiry({ message: '=HYPERLINK("http://attacker.example","click")' });
    const csv = (await site.get("/inbox/export.csv", site.admin)).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://attacker.example"",""click"")"`);
    expect(csv).not.toMatch(/(^|,)"=HYPERLINK/m);
  });

  it("audits the export with how many leads, never what was searched for", async () => {
    await site.addInquiry();
    await site.get("/inbox/export.csv?q=Tran", site.admin);
    expect(site.auditRows().at(-1)).toEqual({
      staff_id: site.admin.id,
      action: "exported leads",
      lead_id: null,
      detail: "1 lead",
    });
    expect(JSON.stringify(site.auditRows())).not.toContain("Tran");
  });

  it("is refused to a staff member who is not an admin, who does not see the button", async () => {
    await site.addInquiry();
    const answer = await site.get("/inbox/export.csv", site.staff);
    expect(answer.statusCode).toBe(403);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.body).toContain("Only an admin can export leads.");
    expect((await site.get("/inbox", site.staff)).body).not.toContain("Export CSV");
    expect((await site.get("/inbox", site.admin)).body).toContain("Export CSV");
    expect(site.auditRows().map((row) => row.action)).not.toContain("exported leads");
  });

  it("sends someone without a session to sign in", async () => {
    expect((await site.get("/inbox/export.csv", null)).statusCode).toBe(303);
  });
});
