// The overview: the last 12 weeks at a glance, as a chart and as tables.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { durationWords } from "./overview-page.tsx";
import { type InboxTestSite, startInboxTestSite } from "../../../tests/support/inbox-test-site.ts";

describe("how long a lead waited, in words", () => {
  it("says hours and minutes as a person would", async () => {
    expect(durationWords(20_000)).toBe("under a minute");
    expect(durationWords(60_000)).toBe("1 minute");
    expect(durationWords(3 * 3_600_000 + 12 * 60_000)).toBe("3 hours 12 minutes");
    expect(durationWords(3_600_000)).toBe("1 hour");
    expect(durationWords(27 * 3_600_000 + 60_000)).toBe("27 hours 1 minute");
  });
});

describe("the overview page", () => {
  let site: InboxTestSite;
  beforeEach(async () => {
    site = await startInboxTestSite();
  });
  afterEach(async () => {
    await site.close();
  });

  it("counts this week's leads by form, enquiry type and where they heard of us, in a chart and in tables", async () => {
    await site.addInquiry({ enquiryType: "Refinance", reference: "Social Media" });
    await site.addInquiry({ enquiryType: "Refinance", reference: "Google" });
    await site.addLead({
      form: "referral",
      fields: { from_name: "Noah Kelly", from_email: "noah@example.com", from_phone: "+61355500148", message: "Hi" },
      spam: false,
    });
    const answer = await site.get("/inbox/overview", site.staff);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toMatch(/<svg class="chart"[^>]*role="img" aria-labelledby="chart-title"/);
    expect(html.match(/<rect class="chart-bar"/g)).toHaveLength(12);
    expect(html).toMatch(/<title>Week of [^<]+: 3 leads<\/title>/);
    // This week is the last row of the by-form table: 2 inquiries, 1 referral, no callback, 3 in all.
    expect(html).toMatch(
      /<td>2<\/td><td>1<\/td><td>0<\/td><td>3<\/td><\/tr><\/tbody><\/table><\/div><div class="table-scroll" role="region" aria-labelledby="by-type-caption"/,
    );
    expect(html).toMatch(/<th scope="row">Social Media<\/th><td>1<\/td>/);
    expect(html).toMatch(/<th scope="row">Google<\/th><td>1<\/td>/);
    expect(html).toContain("No lead of these 12 weeks has had its status changed yet.");
  });

  it("gives the median time to a first status change in words", async () => {
    const id = await site.addInquiry();
    await site.post(`/inbox/leads/${id}/status`, { status: "contacted" }, site.staff);
    expect((await site.get("/inbox/overview", site.staff)).body).toMatch(
      /At the median, a lead waited (under a minute|1 minute) from arriving/,
    );
  });

  it("sends someone without a session to sign in", async () => {
    expect((await site.get("/inbox/overview", null)).statusCode).toBe(303);
  });
});
