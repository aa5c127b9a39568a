// One lead's page and its forms, over the whole server with real sessions.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INBOX_PAGE_POLICY } from "../inbox-page.tsx";
import { MIA, type InboxTestSite, startInboxTestSite } from "../../../tests/support/inbox-test-site.ts";
import { refinanceScenario } from "../../../tests/support/sample-scenarios.ts";

let site: InboxTestSite;
let id: string;
const leadUrl = () => `/inbox/leads/${id}`;

beforeEach(async () => {
  site = await startInboxTestSite();
  id = await site.addInquiry();
});

afterEach(async () => {
  await site.close();
});

/** The audit trail holds who did what, never what the lead says. */
async function expectNoLeadContentInAudit() {
  const trail = JSON.stringify(await site.auditRows());
  for (const content of [MIA.email, MIA.firstName, MIA.lastName, MIA.message, "Ballarat", "412345678"])
    expect(trail).not.toContain(content);
}

describe("a lead's page", () => {
  it("sends someone without a session to sign in, and back to this lead", async () => {
    const answer = await site.get(leadUrl(), null);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/inbox/sign-in?next=${encodeURIComponent(leadUrl())}`);
  });

  it("shows every field with its label, a click-to-call link and a mailto link", async () => {
    const answer = await site.get(leadUrl(), site.staff);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain("<h1>Mia Tran</h1>");
    expect(html).toContain('<a href="tel:+61412345678">0412 345 678</a>');
    expect(html).toContain('<a href="mailto:mia.tran@example.com">mia.tran@example.com</a>');
    for (const [label, value] of [
      ["First name", "Mia"],
      ["Enquiry type", "First Home"],
      ["How they heard about us", "Google"],
      ["Postcode", "3350"],
      ["Message", MIA.message],
    ]) {
      expect(html).toMatch(new RegExp(`<dt>${label}</dt><dd[^>]*>${value}</dd>`));
    }
  });

  it("shows the calculator scenario sent with an inquiry: the calculator, what was entered and shown as tables, and the link on our own site", async () => {
    const own = await startInboxTestSite({ SITE_URL: "https://www.kestrelridge.example" });
    try {
      const withScenario = await own.addLead({
        form: "inquiry",
        fields: { ...MIA },
        spam: false,
        scenario: refinanceScenario(),
      });
      const html = (await own.get(`/inbox/leads/${withScenario}`, own.staff)).body;
      expect(html).toContain('<h2 id="scenario-heading">Calculator scenario</h2>');
      expect(html).toContain("<strong>Refinance Calculator</strong>");
      expect(html).toMatch(/<a href="[^"]*">Open the Refinance Calculator with these figures<\/a>/);
      expect(html).toContain(
        '<a href="https://www.kestrelridge.example/refinance?balance=420000&amp;rate=6.49&amp;years=25&amp;newRate=5.89&amp;fees=1200">',
      );
      expect(html).toMatch(
        /<caption id="scenario-inputs-caption">What they entered<\/caption>.*<th scope="row">Current balance<\/th><td>\$420,000<\/td>/s,
      );
      expect(html).toMatch(
        /<caption id="scenario-results-caption">What it showed them<\/caption>.*<th scope="row">Switching costs repaid in<\/th><td>8 months<\/td>/s,
      );
      // The scenario is not one of the fields the visitor typed.
      expect(html).not.toMatch(/<dt>scenario<\/dt>/);
    } finally {
      await own.close();
    }
  });

  it("escapes a scenario's labels and values, and shows no scenario section for a lead without one", async () => {
    const scenario = {
      ...refinanceScenario(),
      inputs: [{ label: "<script>alert(1)</script>", value: '"><img src=x onerror=alert(1)>' }],
    };
    const hostile = await site.addLead({ form: "inquiry", fields: { ...MIA }, spam: false, scenario });
    const html = (await site.get(`/inbox/leads/${hostile}`, site.staff)).body;
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<script>alert(1)");
    expect((await site.get(leadUrl(), site.staff)).body).not.toContain("Calculator scenario");
  });

  it("shows a referral's own fields, and a landline as it is written, with its area code", async () => {
    const referral = await site.addLead({
      form: "referral",
      fields: {
        from_name: "Noah Kelly",
        from_email: "noah@example.com",
        from_phone: "+61355500148",
        message: "Meet Jo.",
      },
      spam: false,
    });
    const html = (await site.get(`/inbox/leads/${referral}`, site.staff)).body;
    expect(html).toContain('<a href="tel:+61355500148">(03) 5550 0148</a>');
    expect(html).toMatch(
      /<dt>Name<\/dt><dd>Noah Kelly<\/dd>.*<dt>Email<\/dt><dd>noah@example.com<\/dd>.*<dt>Phone<\/dt><dd>\(03\) 5550 0148<\/dd>/,
    );
  });

  it("links only an e-mail address the form's rule accepts: a honeypot catch's crafted address is shown as text", async () => {
    const crafted = "mia@example.com?bcc=harvest@attacker.example&subject=x";
    const spamId = await site.addInquiry({ email: crafted }, { spam: true });
    const html = (await site.get(`/inbox/leads/${spamId}`, site.staff)).body;
    expect(html).not.toContain("mailto:");
    expect(html).toContain("(not a valid address)");
  });

  it("says a honeypot catch has nothing to deliver, rather than offering a retry", async () => {
    const caught = await site.addInquiry({}, { spam: true });
    const html = (await site.get(`/inbox/leads/${caught}`, site.staff)).body;
    expect(html).toContain("Nothing is waiting to be delivered.");
    expect(html).not.toContain("Retry delivery now");
    expect(html).toContain(">Not spam</button>");
  });

  it("is an inbox answer: not stored, not indexed, under the inbox's own CSP", async () => {
    const answer = await site.get(leadUrl(), site.staff);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(answer.headers["content-security-policy"]).toBe(INBOX_PAGE_POLICY);
  });

  it("shows each channel's delivery: state, attempts, last error and when delivered", async () => {
    await site.store.markFailed(id, "email", {
      error: "SMTP_451: try again later",
      nextAttemptAt: Date.now() + 60_000,
    });
    await site.store.markDelivered(id, "webhook", Date.parse("2026-11-23T03:05:00.000Z"));
    const html = (await site.get(leadUrl(), site.staff)).body;
    expect(html).toMatch(
      /<th scope="row">E-mail<\/th><td>Waiting to be tried again<\/td><td>1<\/td>.*SMTP_451: try again later/,
    );
    expect(html).toMatch(
      /<th scope="row">Webhook \(CRM\)<\/th><td>Delivered<\/td><td>\d+<\/td>.*Mon 23 Nov 2026, 2:05 pm/,
    );
    expect(html).toContain("Retry delivery now");
  });

  it("marks the lead read when opened, and audits every view with the lead's id", async () => {
    expect((await site.get("/inbox", site.staff)).body).toContain("<strong>Unread</strong>");
    await site.get(leadUrl(), site.staff);
    await site.get(leadUrl(), site.admin);
    expect((await site.auditRows()).filter((row) => row.action === "viewed lead")).toEqual([
      { staff_id: site.staff.id, action: "viewed lead", lead_id: id, detail: null },
      { staff_id: site.admin.id, action: "viewed lead", lead_id: id, detail: null },
    ]);
    expect((await site.get("/inbox", site.staff)).body).not.toContain("<strong>Unread</strong>");
  });

  it("answers an unknown or malformed id with a 404 page in the inbox's frame", async () => {
    for (const url of [
      "/inbox/leads/00000000-0000-4000-8000-000000000000",
      "/inbox/leads/not-a-lead",
      "/inbox/leads/%27%20OR%201%3D1",
    ]) {
      const answer = await site.get(url, site.staff);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).toContain("<h1>Not found</h1>");
      expect(answer.body).toContain('aria-label="Inbox"');
    }
  });
});

describe("triage on a lead's page", () => {
  it('changes the status, records it in the history and audits "new → contacted"', async () => {
    const answer = await site.post(`${leadUrl()}/status`, { status: "contacted" }, site.staff);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${leadUrl()}?done=status`);
    const html = (await site.get(answer.headers.location as string, site.staff)).body;
    expect(html).toContain("Status saved.");
    expect(html).toMatch(/<td>Sam Staff<\/td><td>New → Contacted<\/td>/);
    expect(await site.auditRows()).toContainEqual({
      staff_id: site.staff.id,
      action: "changed status",
      lead_id: id,
      detail: "new → contacted",
    });
    await expectNoLeadContentInAudit();
  });

  it("refuses a status that is not one of the five with 400, naming the field, and changes nothing", async () => {
    const answer = await site.post(`${leadUrl()}/status`, { status: "archived" }, site.staff);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("Status: choose New, Contacted, Qualified, Won or Lost.");
    expect(answer.body).toMatch(
      /<select id="status" name="status" aria-invalid="true" aria-describedby="status-error">/,
    );
    expect((await site.auditRows()).map((row) => row.action)).not.toContain("changed status");
  });

  it("audits a refused form's answer as a view: it shows the lead's details too", async () => {
    const answer = await site.post(`${leadUrl()}/notes`, { note: "" }, site.staff);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(MIA.email);
    expect(await site.auditRows()).toContainEqual({
      staff_id: site.staff.id,
      action: "viewed lead",
      lead_id: id,
      detail: null,
    });
  });

  it("assigns the lead to an active staff member and back to nobody, auditing each", async () => {
    expect((await site.post(`${leadUrl()}/assignee`, { assignee: String(site.admin.id) }, site.staff)).statusCode).toBe(
      303,
    );
    expect((await site.get(leadUrl(), site.staff)).body).toMatch(/<dt>Assigned to<\/dt><dd>Ada Admin<\/dd>/);
    await site.post(`${leadUrl()}/assignee`, { assignee: "" }, site.staff);
    expect((await site.get(leadUrl(), site.staff)).body).toMatch(/<dt>Assigned to<\/dt><dd>Nobody<\/dd>/);
    expect((await site.auditRows()).filter((row) => row.action === "assigned lead").map((row) => row.detail)).toEqual([
      "to Sam Staff (round robin)",
      "to Ada Admin",
      "to nobody",
    ]);
  });

  it("refuses an assignee who is not an active staff member with 400 at the field", async () => {
    const answer = await site.post(`${leadUrl()}/assignee`, { assignee: "9999" }, site.staff);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('id="assignee-error"');
    expect(answer.body).toContain("Assigned to: choose someone from the list");
  });

  it("adds a note to the thread with who and when, audited without its words", async () => {
    const answer = await site.post(
      `${leadUrl()}/notes`,
      { note: "Rang Mia: call back Tuesday.\r\nPrefers mornings." },
      site.staff,
    );
    expect(answer.headers.location).toBe(`${leadUrl()}?done=note`);
    const html = (await site.get(leadUrl(), site.staff)).body;
    expect(html).toMatch(
      /<p class="note-meta">Sam Staff, <time dateTime="[^"]+">[^<]+<\/time><\/p><p class="note-body">Rang Mia: call back Tuesday.\nPrefers mornings.<\/p>/,
    );
    expect(await site.auditRows()).toContainEqual({
      staff_id: site.staff.id,
      action: "added note",
      lead_id: id,
      detail: null,
    });
    expect(JSON.stringify(await site.auditRows())).not.toContain("Tuesday");
  });

  it("takes a full-length note of characters that form encoding writes long (5,000 in Chinese script)", async () => {
    // Each is written %E6%BC%A2 on the wire: 45 KB for a note within its 5,000 characters.
    const note = "\u6F22".repeat(5000);
    const answer = await site.post(`${leadUrl()}/notes`, { note }, site.staff);
    expect(answer.headers.location).toBe(`${leadUrl()}?done=note`);
    expect((await site.get(leadUrl(), site.staff)).body).toContain(note);
  });

  it.each([
    ["   \r\n ", "Note: write the note before adding it."],
    ["x".repeat(5001), "Note: keep it to 5,000 characters or fewer (this one has 5,001)."],
  ])(
    "refuses a note of the wrong length with 400, naming the field and keeping what was typed",
    async (note, message) => {
      const answer = await site.post(`${leadUrl()}/notes`, { note }, site.staff);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(`<p class="field-error" id="note-error">${message}</p>`);
      expect(answer.body).toMatch(
        /<textarea id="note" name="note" rows="5" maxLength="5000" aria-invalid="true" aria-describedby="note-hint note-error">/,
      );
      if (note.length > 100) expect(answer.body).toContain(note);
      expect((await site.auditRows()).map((row) => row.action)).not.toContain("added note");
    },
  );

  it("moves a lead to spam and back, delivering it again, auditing both", async () => {
    await site.post(`${leadUrl()}/spam`, {}, site.staff);
    expect((await site.get("/inbox?view=spam", site.staff)).body).toContain(`/inbox/leads/${id}`);
    expect((await site.get("/inbox", site.staff)).body).not.toContain(`/inbox/leads/${id}`);
    expect((await site.store.deliveriesOf(id)).map((delivery) => delivery.state)).not.toContain("pending");

    const back = await site.post(`${leadUrl()}/not-spam`, {}, site.staff);
    expect(back.headers.location).toBe(`${leadUrl()}?done=not-spam`);
    expect((await site.get("/inbox", site.staff)).body).toContain(`/inbox/leads/${id}`);
    expect(
      (await site.store.deliveriesOf(id)).some(
        (delivery) => delivery.state === "pending" || delivery.state === "delivered",
      ),
    ).toBe(true);
    expect((await site.auditRows()).map((row) => row.action)).toEqual(
      expect.arrayContaining(["marked spam", "marked not spam"]),
    );
    await expectNoLeadContentInAudit();
  });

  it("retries a failed delivery now: it is due at once, and the retry is audited", async () => {
    const later = Date.now() + 3_600_000;
    await site.store.markFailed(id, "email", { error: "SMTP_451: try again later", nextAttemptAt: later });
    const answer = await site.post(`${leadUrl()}/retry`, {}, site.staff);
    expect(answer.headers.location).toBe(`${leadUrl()}?done=retry`);
    const email = (await site.store.deliveriesOf(id)).find((delivery) => delivery.channel === "email");
    expect(email?.nextAttemptAt).toBeLessThan(later);
    expect(await site.auditRows()).toContainEqual({
      staff_id: site.staff.id,
      action: "retried delivery",
      lead_id: id,
      detail: expect.stringMatching(/^\d+ deliver(y|ies)$/),
    });
  });

  it("sends a post with no session to sign in, and back to the page the form was on", async () => {
    const answer = await site.app.inject({
      method: "POST",
      url: `${leadUrl()}/status`,
      headers: {
        host: "inbox.example",
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        referer: `https://inbox.example${leadUrl()}`,
      },
      payload: "status=won",
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/inbox/sign-in?next=${encodeURIComponent(leadUrl())}`);
  });

  it("answers a form for a lead deleted meanwhile with 404, not an error", async () => {
    await site.store.eraseLeads([id], { action: "deletion on request", reason: "test" });
    for (const [action, form] of [
      ["status", { status: "won" }],
      ["assignee", { assignee: "" }],
      ["notes", { note: "hello" }],
      ["spam", {}],
      ["retry", {}],
    ] as const) {
      expect((await site.post(`${leadUrl()}/${action}`, form, site.staff)).statusCode, action).toBe(404);
    }
  });
});

describe("a form's address opened directly", () => {
  it("goes to the lead, since a refused form's page is left at that address", async () => {
    const answer = await site.get(`${leadUrl()}/notes`, site.staff);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(leadUrl());
  });
});
