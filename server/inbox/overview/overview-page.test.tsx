// The overview: the last 12 weeks at a glance, as a chart and as tables.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { durationWords } from "./overview-page.tsx";
import { type InboxTestSite, MIA, startInboxTestSite } from "../../../tests/support/inbox-test-site.ts";
import { openDatabase } from "../../db/database.ts";

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
    // None of these leads has a first-contact clock: no figure, and never NaN.
    expect(html).toContain("No leads contacted yet in these 12 weeks.");
    expect(html).not.toContain("NaN");
  });

  it("gives the median time to a first status change in words", async () => {
    const id = await site.addInquiry();
    await site.post(`/inbox/leads/${id}/status`, { status: "contacted" }, site.staff);
    expect((await site.get("/inbox/overview", site.staff)).body).toMatch(
      /At the median, a lead waited (under a minute|1 minute) from arriving/,
    );
  });

  it("shows the median minutes to first contact and the share within LEAD_RESPONSE_MINUTES, as a chart against the goal and in tables", async () => {
    await site.close();
    site = await startInboxTestSite({ LEAD_RESPONSE_MINUTES: "20" });
    const minute = 60_000;
    const addClocked = async (dueInMinutes: number, contactedAfter?: number) => {
      const dueAt = new Date(Date.now() + dueInMinutes * minute).toISOString();
      const id = await site.addLead({
        form: "inquiry",
        fields: { ...MIA },
        spam: false,
        firstContact: { dueAt, escalateAt: dueAt, callbackAt: null },
      });
      // As the Log contact form stops the clock (contact-attempts.ts).
      const database = await openDatabase({ engine: "sqlite", path: site.databasePath });
      try {
        await database.db
          .updateTable("leads")
          .set({
            assigned_to: site.staff.id,
            ...(contactedAfter === undefined
              ? {}
              : {
                  first_contact_at: new Date().toISOString(),
                  first_contact_minutes: contactedAfter,
                  first_contact_on_time: contactedAfter <= 20 ? 1 : 0,
                }),
          })
          .where("id", "=", id)
          .execute();
      } finally {
        await database.close();
      }
    };
    await addClocked(20, 5);
    await addClocked(20, 8);
    await addClocked(-1); // waiting past its due time: not within
    const html = (await site.get("/inbox/overview", site.staff)).body;
    expect(html).toContain(
      "At the median, a lead was first contacted 6.5 business minutes after it arrived (over 2 contacted). 67% (2 of 3) were contacted within the goal of 20 minutes.",
    );
    expect(html).toMatch(
      /<svg class="chart"[^>]*role="img" aria-labelledby="first-contact-chart-title" aria-describedby="speed-by-week-caption"/,
    );
    expect(html).toContain("against the goal of 20 minutes (the numbers are in the table)</title>");
    expect(html).toMatch(
      /<line class="chart-goal"[^>]*><\/line><text class="chart-goal-label"[^>]*>Goal: 20 minutes<\/text>/,
    );
    expect(html).toMatch(/<title>Week of [^<]+: median 6.5 business minutes over 2 contacted<\/title>/);
    // The same figures in the tables: this week is the last row of the weekly one.
    expect(html).toContain(
      '<th scope="col">Week starting</th><th scope="col">Contacted</th><th scope="col">Median business minutes</th><th scope="col">Within 20 minutes</th><th scope="col">Waiting past due</th>',
    );
    expect(html).toMatch(
      /<td>2<\/td><td>6.5<\/td><td>67% \(2 of 3\)<\/td><td>1<\/td><\/tr><\/tbody><\/table><\/div><div class="table-scroll" role="region" aria-labelledby="speed-by-broker-caption"/,
    );
    expect(html).toMatch(/<th scope="row">Sam Staff<\/th><td>2<\/td><td>6.5<\/td><td>67% \(2 of 3\)<\/td><td>1<\/td>/);
    expect(html).toMatch(/<th scope="row">Inquiry<\/th><td>2<\/td><td>6.5<\/td><td>67% \(2 of 3\)<\/td><td>1<\/td>/);
    expect(html).toContain("<td>0</td><td>None contacted yet</td><td>No lead due yet</td><td>0</td>");
  });

  it("sends someone without a session to sign in", async () => {
    expect((await site.get("/inbox/overview", null)).statusCode).toBe(303);
  });
});
