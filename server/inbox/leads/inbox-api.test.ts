// The live update: the API the list asks, and the script that asks it, run
// against the real list page and the real API with the clock pinned.
import { JSDOM } from "jsdom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inboxLiveScript, type LiveAnswer, LIVE_TIMING, startLiveUpdates } from "./inbox-live.ts";
import { MIA, type InboxTestSite, startInboxTestSite } from "../../../tests/support/inbox-test-site.ts";
import type { TestStaffMember } from "../../../tests/support/inbox-session-for-tests.ts";

let site: InboxTestSite;

beforeEach(async () => {
  site = await startInboxTestSite();
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await site.close();
});

describe("GET /api/inbox/leads", () => {
  it("answers 401 JSON without a session, for known and unknown addresses alike", async () => {
    for (const url of ["/api/inbox/leads?after=0", "/api/inbox/leads", "/api/inbox/nothing-here"]) {
      const answer = await site.get(url, null);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("returns the leads after the given one, as the list's own rows, with the unread count", async () => {
    const first = await site.addInquiry();
    const second = await site.addInquiry({ firstName: "Noah", email: "noah@example.com" });
    const answer = await site.get(`/api/inbox/leads?after=${await site.seqOf(first)}`, site.staff);
    expect(answer.statusCode).toBe(200);
    const live = answer.json<LiveAnswer>();
    expect(live).toMatchObject({ count: 1, more: false, newestSeq: await site.seqOf(second), unread: 2 });
    const listed = (await site.get("/inbox", site.staff)).body;
    const row = new RegExp(`<tr class="unread" data-seq="${await site.seqOf(second)}">.*?</tr>`).exec(listed)?.[0];
    expect(row).toBeDefined();
    expect(live.rowsHtml).toBe(row);
  });

  it("keeps to the page's filters", async () => {
    const before = await site.addInquiry();
    await site.addInquiry({ enquiryType: "Refinance" });
    const live = (
      await site.get(`/api/inbox/leads?after=${await site.seqOf(before)}&type=First%20Home`, site.staff)
    ).json<LiveAnswer>();
    expect(live.count).toBe(0);
    expect(live.newestSeq).toBe(await site.seqOf(before));
  });

  it("answers a bad after with 400 naming it, never 500", async () => {
    for (const after of ["", "-1", "abc", "1e9", "99999999999999999999"]) {
      const answer = await site.get(`/api/inbox/leads?after=${encodeURIComponent(after)}`, site.staff);
      expect(answer.statusCode, after).toBe(400);
      expect(answer.json<{ error: string }>().error).toMatch(/^after: /);
    }
  });
});

/**
 * The list page loaded into a DOM, with the live script started on it: its
 * fetch goes to the real server (as `as`), its timers are Vitest's.
 */
async function openListWithLiveScript(as: TestStaffMember, url = "/inbox") {
  const page = await site.get(url, as);
  const dom = new JSDOM(page.body, { url: `http://localhost${url}` });
  const assigned: string[] = [];
  let offline = false;
  let session: TestStaffMember | null = as;
  vi.stubGlobal("document", dom.window.document);
  vi.stubGlobal("location", {
    pathname: dom.window.location.pathname,
    search: dom.window.location.search,
    assign: (to: string) => assigned.push(to),
  });
  vi.stubGlobal("fetch", async (address: string) => {
    if (offline) throw new TypeError("Failed to fetch");
    const answer = await site.get(address, session);
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"]) },
    });
  });
  vi.useFakeTimers();
  startLiveUpdates(LIVE_TIMING);
  const document = dom.window.document;
  return {
    document,
    assigned,
    rows: () =>
      [...document.querySelectorAll("tbody[data-live-rows] tr")].map((row) => row.querySelector("th")?.textContent),
    text: (selector: string) => document.querySelector(selector)?.textContent ?? "",
    goOffline: (value: boolean) => (offline = value),
    endSession: () => (session = null),
    /** One poll's worth of time, and the answer's handling. */
    nextPoll: () => vi.advanceTimersByTimeAsync(LIVE_TIMING.pollMs),
  };
}

describe("the live script on the list", () => {
  it("is served as the function tested here, started with the live timing, and nothing else", async () => {
    const served = await site.get("/inbox/assets/inbox-live.js", null);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(served.body).toBe(inboxLiveScript());
    expect(served.body).toBe(`(${startLiveUpdates.toString()})({"pollMs":4000,"answerWaitMs":10000});\n`);
  });

  it("adds a new lead's row at the top within one poll, announces it, and puts the unread count in the title", async () => {
    await site.addInquiry({ firstName: "Older", email: "older@example.com" });
    const list = await openListWithLiveScript(site.staff);
    expect(list.document.title).toBe("(1) Leads · Lead inbox");
    await site.addInquiry({ firstName: "Newer", email: "newer@example.com" });
    await list.nextPoll();
    expect(list.rows()).toEqual(["Newer Tran", "Older Tran"]);
    expect(list.text("[data-live-announce]")).toBe("1 new lead.");
    expect(list.text("[data-live-total-text]")).toBe("2 leads");
    // The broker is the only one available, so the new lead is theirs too: the title says so first.
    expect(list.document.title).toBe("(1 for you) (2) Leads · Lead inbox");
    await list.nextPoll();
    expect(list.rows()).toHaveLength(2);
  });

  it('adds rows to an empty list and drops its "No leads match"', async () => {
    const list = await openListWithLiveScript(site.staff);
    expect(list.document.querySelector("[data-live-empty]")?.hasAttribute("hidden")).toBe(false);
    await site.addInquiry();
    await list.nextPoll();
    expect(list.rows()).toEqual([`${MIA.firstName} ${MIA.lastName}`]);
    expect(list.document.querySelector("[data-live-empty]")?.hasAttribute("hidden")).toBe(true);
  });

  it("says live updates are paused while the server cannot be reached, keeps trying, and clears it once back", async () => {
    const list = await openListWithLiveScript(site.staff);
    list.goOffline(true);
    await list.nextPoll();
    expect(list.text("[data-live-problem]")).toBe("Live updates paused: reconnecting…");
    await site.addInquiry();
    list.goOffline(false);
    await list.nextPoll();
    expect(list.text("[data-live-problem]")).toBe("");
    expect(list.rows()).toHaveLength(1);
  });

  it("sends the person to sign in when their session ends, and back to this very list", async () => {
    const list = await openListWithLiveScript(site.staff, "/inbox?status=new");
    list.endSession();
    await list.nextPoll();
    expect(list.assigned).toEqual([`/inbox/sign-in?next=${encodeURIComponent("/inbox?status=new")}`]);
  });

  it("does not add rows to an older page, but says new leads arrived", async () => {
    const leads = await site.store.insertMany(
      Array.from({ length: 51 }, (_, index) => ({
        form: "inquiry" as const,
        fields: { ...MIA, email: `m${index}@example.com` },
        spam: false,
      })),
    );
    expect(leads.every((lead) => lead.stored)).toBe(true);
    const first = (await site.get("/inbox", site.staff)).body;
    const older = /href="(\/inbox\?[^"]*before=\d+)">Older leads</.exec(first)?.[1]?.replaceAll("&amp;", "&");
    const list = await openListWithLiveScript(site.staff, older as string);
    await site.addInquiry();
    await list.nextPoll();
    expect(list.rows()).toHaveLength(1);
    expect(list.text("[data-live-announce]")).toBe("1 new lead: the newest page shows them.");
  });

  it("turns the overdue banner on when one of the viewer's leads is past its first-contact time, and off once it is contacted", async () => {
    const list = await openListWithLiveScript(site.staff);
    const banner = () => list.document.querySelector("[data-live-overdue]");
    expect(banner()?.hasAttribute("hidden")).toBe(true);
    const due = new Date(Date.now() - 5 * 60_000).toISOString();
    // The broker is the only one available: the lead is theirs.
    const late = await site.addLead({
      form: "inquiry",
      fields: { ...MIA },
      spam: false,
      firstContact: { dueAt: due, escalateAt: due, callbackAt: null },
    });
    await list.nextPoll();
    expect(banner()?.hasAttribute("hidden")).toBe(false);
    expect(list.text("[data-live-overdue-text]")).toBe("1 of your leads is overdue for a first contact.");
    // Contacted (as "Log contact" writes it: contact-attempts.ts), straight in the database, since this
    // test's timers are Vitest's and a form post through the server would wait on them.
    await site.store.database.db
      .updateTable("leads")
      .set({ first_contact_at: new Date().toISOString(), first_contact_minutes: 6, first_contact_on_time: 0 })
      .where("id", "=", late)
      .execute();
    await list.nextPoll();
    expect(banner()?.hasAttribute("hidden")).toBe(true);
  });
  it('puts a new lead in "Needs first contact" where its due time falls, not at the top', async () => {
    const waiting = (firstName: string, minutesFromNow: number) => {
      const due = new Date(Date.now() + minutesFromNow * 60_000).toISOString();
      return site.addLead({
        form: "inquiry",
        fields: { ...MIA, firstName, email: `${firstName.toLowerCase()}@example.com` },
        spam: false,
        firstContact: { dueAt: due, escalateAt: due, callbackAt: null },
      });
    };
    await waiting("Soonest", 2);
    await waiting("Latest", 30);
    const list = await openListWithLiveScript(site.staff, "/inbox?view=first-contact");
    expect(list.rows()).toEqual(["Soonest Tran", "Latest Tran"]);
    // Arriving now, but due before the lead already due last (a callback asked for sooner, say).
    await waiting("Between", 10);
    await list.nextPoll();
    expect(list.rows()).toEqual(["Soonest Tran", "Between Tran", "Latest Tran"]);
    await waiting("Last", 45);
    await list.nextPoll();
    expect(list.rows()).toEqual(["Soonest Tran", "Between Tran", "Latest Tran", "Last Tran"]);
    expect(list.text("[data-live-announce]")).toBe("1 new lead.");
  });
});
