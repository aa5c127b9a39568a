// The list of leads and the spam folder, over the whole server with real sessions.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INBOX_PAGE_POLICY } from "../inbox-page.tsx";
import { MIA, type InboxTestSite, startInboxTestSite } from "../../../tests/support/inbox-test-site.ts";

let site: InboxTestSite;

beforeEach(async () => {
  site = await startInboxTestSite();
});

afterEach(async () => {
  await site.close();
});

/** The names in the list's rows, top to bottom. */
function listedNames(html: string): string[] {
  return [...html.matchAll(/<th scope="row"><a href="\/inbox\/leads\/[^"]+">([^<]+)<\/a><\/th>/g)].map(
    (match) => match[1] ?? "",
  );
}

describe("the list of leads", () => {
  it("sends someone without a session to sign in, and back to the same filtered list", async () => {
    const answer = await site.get("/inbox?status=new&q=tran", null);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/inbox/sign-in?next=${encodeURIComponent("/inbox?status=new&q=tran")}`);
  });

  it("shows the newest lead first, each with its name linked and form, enquiry type, postcode, arrival, status, assignee and unread in words", async () => {
    const older = await site.addInquiry({ firstName: "Older" });
    const newer = await site.addInquiry({ firstName: "Newer", enquiryType: "Commercial Loans", postCode: "3000" });
    const answer = await site.get("/inbox", site.staff);
    expect(answer.statusCode).toBe(200);
    expect(listedNames(answer.body)).toEqual(["Newer Tran", "Older Tran"]);
    expect(answer.body).toMatch(
      new RegExp(
        `<th scope="row"><a href="/inbox/leads/${newer}">Newer Tran</a></th><td>Inquiry</td><td>Commercial Property Loan</td><td>3000</td><td><time dateTime="[^"]+">\\w{3} \\d{1,2} \\w{3,4} \\d{4}, \\d{1,2}:\\d{2} [ap]m</time></td><td data-first-contact="none">—</td><td>New</td><td>Sam Staff</td><td><strong>Unread</strong></td>`,
      ),
    );
    expect(answer.body).toContain(`/inbox/leads/${older}`);
    expect(answer.body).toContain('<caption id="leads-caption">Leads, newest first</caption>');
    expect(answer.body).toContain('<span data-live-total-text="">2 leads</span>');
  });

  it("is an inbox answer: not stored, not indexed, under the inbox's own CSP, with the live script", async () => {
    const answer = await site.get("/inbox", site.staff);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(answer.headers["content-security-policy"]).toBe(INBOX_PAGE_POLICY);
    expect(answer.body).toContain('<script type="module" src="/inbox/assets/inbox-live.js">');
    expect(answer.body).not.toMatch(/style=/);
  });

  it('pages back 50 at a time with "Older leads", and "Newest" comes back, keeping the filters', async () => {
    const stored = await site.store.insertMany(
      Array.from({ length: 120 }, (_, index) => ({
        form: "inquiry" as const,
        fields: { ...MIA, firstName: `Lead${index}` },
        spam: false,
      })),
    );
    expect(stored.every((outcome) => outcome.stored)).toBe(true);
    const first = (await site.get("/inbox?form=inquiry", site.staff)).body;
    expect(listedNames(first)).toHaveLength(50);
    expect(listedNames(first)[0]).toBe("Lead119 Tran");
    expect(first).toContain("120 leads");
    const olderHref = /href="([^"]+)">Older leads</.exec(first)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(olderHref).toMatch(/^\/inbox\?.*form=inquiry.*&before=\d+$/);
    const second = (await site.get(olderHref, site.staff)).body;
    expect(listedNames(second)[0]).toBe("Lead69 Tran");
    expect(second).toMatch(/href="\/inbox\?[^"]*form=inquiry[^"]*">Newest</);
    const thirdHref = /href="([^"]+)">Older leads</.exec(second)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const third = (await site.get(thirdHref, site.staff)).body;
    expect(listedNames(third)).toHaveLength(20);
    expect(third).not.toContain("Older leads");
  });

  it("filters through the address: status, form, enquiry type, how they heard, assigned to me, unread and dates", async () => {
    // With the broker not taking new leads, they go to the admin: only the one given to the broker by hand is theirs.
    await site.post(`/inbox/staff/${site.staff.id}/availability`, { available: "0" }, site.admin);
    const refinance = await site.addInquiry({
      firstName: "Refi",
      enquiryType: "Refinance",
      reference: "Friend/Family",
    });
    const contacted = await site.addInquiry({ firstName: "Rang" });
    const mine = await site.addInquiry({ firstName: "Mine" });
    await site.addLead({
      form: "referral",
      fields: {
        from_name: "Noah Kelly",
        from_email: "noah@example.com",
        from_phone: "+61355500148",
        message: "Meet Jo.",
      },
      spam: false,
    });
    await site.post(`/inbox/leads/${contacted}/status`, { status: "contacted" }, site.staff);
    await site.post(`/inbox/leads/${mine}/assignee`, { assignee: String(site.staff.id) }, site.staff);
    await site.get(`/inbox/leads/${refinance}`, site.staff);
    const names = async (query: string) => listedNames((await site.get(`/inbox?${query}`, site.staff)).body);
    expect(await names("status=contacted")).toEqual(["Rang Tran"]);
    expect(await names("form=referral")).toEqual(["Noah Kelly"]);
    expect(await names("type=Refinance")).toEqual(["Refi Tran"]);
    expect(await names("heard=Friend%2FFamily")).toEqual(["Refi Tran"]);
    expect(await names("mine=1")).toEqual(["Mine Tran"]);
    await site.post(`/inbox/staff/${site.staff.id}/availability`, { available: "1" }, site.admin);
    expect(await names("unread=1")).not.toContain("Refi Tran");
    expect(await names("from=2000-01-01&to=2000-01-31")).toEqual([]);
    expect(await names("from=2000-01-01")).toHaveLength(4);
  });

  it("searches names, e-mail, phone (as people type it) and message with the box labelled Search", async () => {
    await site.addInquiry({
      firstName: "Ann",
      lastName: "Lee",
      email: "ann.lee@example.com",
      mobile: "+61400111222",
      message: "A warehouse in Wendouree.",
    });
    await site.addInquiry();
    const html = (await site.get("/inbox", site.staff)).body;
    expect(html).toContain('<label for="filter-q">Search</label><input type="search" id="filter-q"');
    expect(html).toMatch(/<input type="search" id="filter-q"[^>]* name="q"/);
    for (const q of ["Lee", "ann.lee@example.com", "0400 111 222", "wendouree", "Ann Lee"]) {
      expect(listedNames((await site.get(`/inbox?q=${encodeURIComponent(q)}`, site.staff)).body), q).toEqual([
        "Ann Lee",
      ]);
    }
  });

  it("names a filter it cannot read at its field, 400, and still lists the leads", async () => {
    await site.addInquiry();
    const answer = await site.get("/inbox?status=archived&from=2026-02-30", site.staff);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(
      /<select id="filter-status" name="status" aria-invalid="true" aria-describedby="filter-status-error">/,
    );
    expect(answer.body).toMatch(/<p class="field-error" id="filter-status-error">[^<]*Status[^<]*<\/p>/i);
    expect(answer.body).toMatch(/<p class="field-error" id="filter-from-error">[^<]*<\/p>/);
    expect(listedNames(answer.body)).toEqual(["Mia Tran"]);
  });
});

describe("the spam folder", () => {
  it("lists honeypot catches and leads marked spam, and the inbox does not", async () => {
    const caught = await site.addInquiry({ firstName: "Bot" }, { spam: true });
    const marked = await site.addInquiry({ firstName: "Marked" });
    await site.addInquiry({ firstName: "Kept" });
    await site.post(`/inbox/leads/${marked}/spam`, {}, site.staff);
    const spam = (await site.get("/inbox?view=spam", site.staff)).body;
    expect(listedNames(spam)).toEqual(["Marked Tran", "Bot Tran"]);
    expect(spam).toContain('<input type="hidden" name="view" value="spam"/>');
    const inbox = (await site.get("/inbox", site.staff)).body;
    expect(listedNames(inbox)).toEqual(["Kept Tran"]);
    expect(inbox).not.toContain(caught);
  });
});
