// What each role may open in the inbox, over the whole server with real
// sessions: an editor works on the site's content and sees no lead, nothing
// about the people who sent one, and no trace of them is left on a lead.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONTENT_STUDIO_PATH } from "../../contracts/inbox-paths.ts";
import type { TestStaffMember } from "../../tests/support/inbox-session-for-tests.ts";
import { MIA, type InboxTestSite, startInboxTestSite } from "../../tests/support/inbox-test-site.ts";
import type { LiveAnswer } from "./leads/inbox-live.ts";

let site: InboxTestSite;
let editor: TestStaffMember;
let lead: string;
let spam: string;

beforeEach(async () => {
  site = await startInboxTestSite();
  editor = await site.signIn("editor", "Eve Editor");
  lead = await site.addInquiry();
  spam = await site.addInquiry({ firstName: "Spammy" }, { spam: true });
});

afterEach(async () => {
  await site.close();
});

/** Every page that shows a lead, a person's details, or what admins keep, with what its refusal names. */
const leadPages = () =>
  [
    ["/inbox?status=new", "Only an admin or a broker can see the leads."],
    ["/inbox?view=spam", "Only an admin or a broker can see the spam folder."],
    [`/inbox/leads/${lead}`, "Only an admin or a broker can open a lead."],
    [`/inbox/leads/${spam}`, "Only an admin or a broker can open a lead."],
    [`/inbox/leads/${lead}/status`, "Only an admin or a broker can open a lead."],
    ["/inbox/overview", "Only an admin or a broker can see the overview."],
  ] as const;

const adminPages = () =>
  [
    ["/inbox/export.csv", "Only an admin can export leads."],
    ["/inbox/audit", "Only an admin can read the audit trail."],
    ["/inbox/staff", "Only an admin can see the staff list."],
    [`/inbox/leads/${lead}/delete`, "Only an admin can delete leads."],
  ] as const;

/** Nothing Mia sent, nor anyone's account, is in an answer to an editor. */
function expectNoPersonalInformation(body: string, what: string) {
  for (const detail of [MIA.firstName, MIA.lastName, MIA.email, "412345678", MIA.message, "Spammy"])
    expect(body, what).not.toContain(detail);
  for (const account of [site.staff.email, site.admin.email]) expect(body, what).not.toContain(account);
}

describe("an editor's session", () => {
  it("is refused every lead page with 403, naming what is refused", async () => {
    for (const [url, refusal] of leadPages()) {
      const answer = await site.get(url, editor);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.headers["content-type"], url).toBe("text/plain; charset=utf-8");
      expect(answer.body, url).toBe(refusal);
    }
  });

  it("is refused the export, the audit trail, the staff list and deletion, which are the admins'", async () => {
    for (const [url, refusal] of adminPages()) {
      const answer = await site.get(url, editor);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body, url).toContain(refusal);
      expectNoPersonalInformation(answer.body, url);
      // The way back from the refusal is to the content, not to leads they cannot see.
      expect(answer.body, url).toContain(`<a href="${CONTENT_STUDIO_PATH}">Back to the content</a>`);
    }
  });

  it("is refused the live list's API, in JSON, whatever it asks", async () => {
    for (const url of ["/api/inbox/leads?after=0", "/api/inbox/leads?after=0&view=spam", "/api/inbox/leads?after=x"]) {
      const answer = await site.get(url, editor);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.headers["content-type"], url).toMatch(/^application\/json/);
      expect(answer.json(), url).toEqual({ error: "Only an admin or a broker can see the leads." });
    }
  });

  it("is refused every change to a lead, and the lead stays as it was", async () => {
    for (const [action, form] of [
      ["status", { status: "won" }],
      ["assignee", { assignee: String(editor.id) }],
      ["notes", { note: "Editor was here" }],
      ["spam", {}],
      ["not-spam", {}],
      ["retry", {}],
      ["delete", {}],
      ["delete-person", {}],
    ] as const) {
      const answer = await site.post(`/inbox/leads/${lead}/${action}`, form, editor);
      expect(answer.statusCode, action).toBe(403);
      expectNoPersonalInformation(answer.body, action);
    }
    const page = (await site.get(`/inbox/leads/${lead}`, site.staff)).body;
    expect(page).toContain("<dt>Status</dt><dd>New</dd>");
    expect(page).not.toContain("Editor was here");
  });

  it("learns nothing of which leads exist: a lead, a deleted one and a malformed address are refused alike", async () => {
    const answers = await Promise.all(
      [lead, "5b0c6a9e-0000-4000-8000-000000000000", "not-a-lead"].map((id) => site.get(`/inbox/leads/${id}`, editor)),
    );
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual(
      Array.from({ length: 3 }, () => [403, "Only an admin or a broker can open a lead."]),
    );
  });

  it("is refused before any lead is read: a lead it asked for stays unread, and the audit trail has no line of theirs", async () => {
    for (const [url] of [...leadPages(), ...adminPages()]) await site.get(url, editor);
    await site.get("/api/inbox/leads?after=0", editor);
    await site.post(`/inbox/leads/${lead}/notes`, { note: "Editor was here" }, editor);
    const live = (await site.get("/api/inbox/leads?after=0", site.staff)).json<LiveAnswer>();
    expect(live.unread).toBe(1);
    expect((await site.auditRows()).filter((row) => row.staff_id === editor.id)).toEqual([]);
  });

  it("is sent from the inbox itself to the content studio", async () => {
    const answer = await site.get("/inbox", editor);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(CONTENT_STUDIO_PATH);
  });

  it("is not offered as someone to give a lead to", async () => {
    const page = (await site.get(`/inbox/leads/${lead}`, site.staff)).body;
    expect(page).toContain(`<option value="${site.admin.id}">Ada Admin</option>`);
    expect(page).not.toContain("Eve Editor");
    const refused = await site.post(`/inbox/leads/${lead}/assignee`, { assignee: String(editor.id) }, site.staff);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Assigned to: choose someone from the list, or Nobody.");
  });
});

describe("a broker's session", () => {
  it("still opens every lead page and the live list", async () => {
    for (const [url] of leadPages()) {
      const answer = await site.get(url, site.staff);
      // A form's own address, opened, goes to its lead.
      if (url.endsWith("/status")) expect(answer.headers.location, url).toBe(`/inbox/leads/${lead}`);
      else expect(answer.statusCode, url).toBe(200);
    }
    expect((await site.get("/inbox", site.staff)).body).toContain(`/inbox/leads/${lead}`);
    expect((await site.get("/api/inbox/leads?after=0", site.staff)).json<LiveAnswer>().count).toBe(1);
    const triaged = await site.post(`/inbox/leads/${lead}/status`, { status: "contacted" }, site.staff);
    expect(triaged.statusCode).toBe(303);
  });

  it("is still refused what only admins do", async () => {
    for (const [url, refusal] of adminPages()) {
      const answer = await site.get(url, site.staff);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body, url).toContain(refusal);
      expect(answer.body, url).toContain('<a href="/inbox">Back to the leads</a>');
    }
  });
});

describe("the inbox's navigation", () => {
  /** The links of the header's navigation, in order. */
  async function sections(as: TestStaffMember, url: string): Promise<string[]> {
    const html = (await site.get(url, as)).body;
    const nav = /<nav aria-label="Inbox">(.*?)<\/nav>/s.exec(html)?.[1] ?? "";
    return [...nav.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => `${match[2]} ${match[1]}`);
  }

  it("gives an editor only the content studio and their account, with no link to a lead page", async () => {
    // A refusal page of the admins' has the frame, and so the navigation, an editor sees.
    expect(await sections(editor, "/inbox/audit")).toEqual([
      `Content ${CONTENT_STUDIO_PATH}`,
      "Your account /inbox/account",
    ]);
  });

  it("gives a broker the leads, those needing first contact, spam, overview, content and their account, and an admin the audit trail and staff too", async () => {
    const brokers = [
      "Leads /inbox",
      "Needs first contact /inbox?view=first-contact",
      "Spam /inbox?view=spam",
      "Overview /inbox/overview",
      "Content /inbox/content",
    ];
    expect(await sections(site.staff, "/inbox")).toEqual([...brokers, "Your account /inbox/account"]);
    expect(await sections(site.admin, "/inbox")).toEqual([
      ...brokers,
      "Audit trail /inbox/audit",
      "Staff /inbox/staff",
      "Your account /inbox/account",
    ]);
  });

  it("says beside the name who is an admin or an editor", async () => {
    expect((await site.get("/inbox/audit", editor)).body).toContain("<span>Eve Editor (editor)</span>");
    expect((await site.get("/inbox", site.admin)).body).toContain("<span>Ada Admin (admin)</span>");
    expect((await site.get("/inbox", site.staff)).body).toContain("<span>Sam Staff</span>");
  });
});
