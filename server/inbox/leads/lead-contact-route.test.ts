// "Log contact" on a lead's page, over the whole server with real sessions:
// what a broker sends, what the page then says, and what the audit trail keeps.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MIA, type InboxTestSite, startInboxTestSite } from "../../../tests/support/inbox-test-site.ts";

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

describe("logging contact on a lead", () => {
  it("offers the channel and outcome as radio groups, with an optional note", async () => {
    const html = (await site.get(leadUrl(), site.staff)).body;
    expect(html).toContain('<h2 id="contact-heading">First contact</h2>');
    expect(html).toContain(`<form noValidate="" action="${leadUrl()}/contact" method="post">`);
    for (const [name, value] of [
      ["channel", "call"],
      ["channel", "email"],
      ["channel", "sms"],
      ["outcome", "reached"],
      ["outcome", "left a message"],
      ["outcome", "no answer"],
    ])
      expect(html).toContain(`<input type="radio" required="" name="${name}" value="${value}"/>`);
    expect(html).toContain('<label for="attempt-note">Note (optional)</label>');
    expect(html).toContain("No contact attempts logged yet.");
  });

  it("records a reached call: the clock stops, the status becomes Contacted, and the trail says so without the note", async () => {
    const answer = await site.post(
      `${leadUrl()}/contact`,
      { channel: "call", outcome: "reached", note: "Mia wants to refinance before March." },
      site.staff,
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${leadUrl()}?done=contact-reached`);
    const html = (await site.get(`${leadUrl()}?done=contact-reached`, site.staff)).body;
    expect(html).toContain("Contact attempt logged: the clock has stopped and the status is now Contacted.");
    expect(html).toMatch(/<p class="note-meta">Call: Reached\. Sam Staff, <time dateTime="[^"]+">/);
    expect(html).toContain('<p class="note-body">Mia wants to refinance before March.</p>');
    expect(html).toContain('<option value="contacted" selected="">Contacted</option>');
    const line = (await site.auditRows()).find((row) => row.action === "logged contact");
    expect(line).toMatchObject({ staff_id: site.staff.id, lead_id: id });
    expect(line?.detail).toMatch(/^Call: Reached; first contact after \d+ min; status new → contacted$/);
    const trail = JSON.stringify(await site.auditRows());
    for (const content of ["refinance before March", MIA.email, MIA.firstName]) expect(trail).not.toContain(content);
  });

  it.each<[Record<string, string>, string, string]>([
    [{ outcome: "reached" }, "channel", "How: choose Call, E-mail or SMS."],
    [{ channel: "fax", outcome: "reached" }, "channel", "How: choose Call, E-mail or SMS."],
    [{ channel: "sms" }, "outcome", "Outcome: choose Reached, Left a message or No answer."],
    [
      { channel: "email", outcome: "no answer", note: "y".repeat(2001) },
      "attempt-note",
      "Note: keep it to 2,000 characters or fewer (this one has 2,001).",
    ],
  ])("refuses %j with 400, naming the field and keeping what was chosen", async (form, field, message) => {
    const answer = await site.post(`${leadUrl()}/contact`, form, site.staff);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(`<p class="field-error" id="${field}-error">${message}</p>`);
    expect(answer.body).toContain(`Nothing was saved: <a href="#${field}">${message}</a>`);
    if (form.channel === "sms")
      expect(answer.body).toContain('<input type="radio" required="" name="channel" checked="" value="sms"/>');
    if (form.note) expect(answer.body).toContain(form.note);
    expect((await site.auditRows()).map((row) => row.action)).not.toContain("logged contact");
  });

  it("answers 404 for a lead that is not there, and sends someone without a session to sign in", async () => {
    const gone = await site.post(
      "/inbox/leads/00000000-0000-4000-8000-000000000000/contact",
      { channel: "call", outcome: "reached" },
      site.staff,
    );
    expect(gone.statusCode).toBe(404);
    const anonymous = await site.post(`${leadUrl()}/contact`, { channel: "call", outcome: "reached" }, null);
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toMatch(/^\/inbox\/sign-in/);
  });
});

describe("the Needs first contact list", () => {
  const clockAt = (dueInMinutes: number) => {
    const due = new Date(Date.now() + dueInMinutes * 60_000);
    return { dueAt: due.toISOString(), escalateAt: new Date(+due + 15 * 60_000).toISOString(), callbackAt: null };
  };

  it("lists the waiting leads soonest due first, marks the overdue, and tells their owner in a banner", async () => {
    const later = await site.addLead({
      form: "inquiry",
      fields: { ...MIA, firstName: "Later" },
      spam: false,
      firstContact: clockAt(10),
    });
    const overdue = await site.addLead({
      form: "inquiry",
      fields: { ...MIA, firstName: "Overdue" },
      spam: false,
      firstContact: clockAt(-20),
    });
    const html = (await site.get("/inbox?view=first-contact", site.staff)).body;
    expect(html).toContain("<h1>Needs first contact</h1>");
    expect(html).toContain('<caption id="leads-caption">Needs first contact, soonest due first</caption>');
    const rows = [...html.matchAll(/<a href="\/inbox\/leads\/([^"]+)">/g)].map((match) => match[1]);
    expect(rows.filter((row) => row === later || row === overdue)).toEqual([overdue, later]);
    expect(html).toMatch(/<td data-first-contact="overdue"><strong>Overdue( by \d+ min)?<\/strong><\/td>/);
    expect(html).toContain(
      '<a href="/inbox?view=first-contact&amp;mine=1" data-live-overdue-text="">1 of your leads is overdue for a first contact.</a>',
    );

    // Logged: off the list, and the banner is gone.
    await site.post(`/inbox/leads/${overdue}/contact`, { channel: "sms", outcome: "left a message" }, site.staff);
    const after = (await site.get("/inbox?view=first-contact", site.staff)).body;
    expect(after).not.toContain(`/inbox/leads/${overdue}"`);
    expect(after).toMatch(/<p class="overdue-banner" data-live-overdue="" hidden="">/);
  });
});
