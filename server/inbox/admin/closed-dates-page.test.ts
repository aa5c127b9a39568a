// The closed dates page over the whole server with real sessions: an admin
// adds a date and removes it, each in the audit trail; bad input is refused
// with the field named and nothing stored; brokers and editors are refused.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestStaffMember } from "../../../tests/support/inbox-session-for-tests.ts";
import { type InboxTestSite, startInboxTestSite } from "../../../tests/support/inbox-test-site.ts";

let site: InboxTestSite;
let editor: TestStaffMember;

beforeEach(async () => {
  site = await startInboxTestSite();
  editor = await site.signIn("editor", "Eve Editor");
});

afterEach(async () => {
  await site.close();
});

const PAGE = "/inbox/staff/closed-dates";

describe("closed dates in the inbox", () => {
  it("are linked from the staff list, added and removed by an admin, and each change is audited", async () => {
    expect((await site.get("/inbox/staff", site.admin)).body).toContain(`<a href="${PAGE}">closed dates</a>`);
    const empty = (await site.get(PAGE, site.admin)).body;
    expect(empty).toContain("No closed dates to come.");
    expect(empty).toMatch(
      /<label for="closed-date">Date<\/label> <input type="date" id="closed-date"[^>]* name="date"/,
    );

    const added = await site.post(PAGE, { date: "2099-12-25", name: "Christmas Day" }, site.admin);
    expect(added.statusCode).toBe(303);
    const listed = (await site.get(added.headers.location as string, site.admin)).body;
    expect(listed).toContain("Added Friday 25 December 2099 as a closed date.");
    expect(listed).toContain('<time dateTime="2099-12-25">Friday 25 December 2099</time></th><td>Christmas Day</td>');
    expect(listed).toContain('aria-label="Remove Christmas Day, Friday 25 December 2099"');

    const removed = await site.post(`${PAGE}/remove`, { date: "2099-12-25" }, site.admin);
    expect(removed.statusCode).toBe(303);
    expect((await site.get(removed.headers.location as string, site.admin)).body).toContain("No closed dates to come.");
    expect((await site.auditRows()).filter((row) => row.action.includes("closed date"))).toEqual([
      { staff_id: site.admin.id, action: "added a closed date", lead_id: null, detail: "2099-12-25 Christmas Day" },
      { staff_id: site.admin.id, action: "removed a closed date", lead_id: null, detail: "2099-12-25 Christmas Day" },
    ]);
  });

  it.each([
    [{ date: "31/12/2099", name: "New Year's Eve" }, "Date: give a date like 2026-12-25."],
    [{ date: "2020-01-01", name: "New Year's Day" }, "Date: 2020-01-01 has passed; give today or a later date."],
    [{ date: "2099-12-31", name: "" }, "Name: give the day a name, such as &quot;Christmas Day&quot;."],
    [{ date: "2099-12-31", name: "y".repeat(81) }, "Name: keep it to 80 characters."],
  ])("refuse %j with one line naming the field, keeping what was typed", async (form, message) => {
    const answer = await site.post(PAGE, form, site.admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(`<p class="alert" role="alert">${message}</p>`);
    expect(answer.body).toContain(`value="${form.date}"`);
    expect(answer.body).toContain("No closed dates to come.");
    expect((await site.auditRows()).some((row) => row.action === "added a closed date")).toBe(false);
  });

  it("refuse a date already closed, naming it", async () => {
    await site.post(PAGE, { date: "2099-12-25", name: "Christmas Day" }, site.admin);
    const again = await site.post(PAGE, { date: "2099-12-25", name: "Christmas" }, site.admin);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain("Date: 2099-12-25 is already closed (Christmas Day).");
  });

  it("are for admins only: a broker and an editor are refused the page and its forms", async () => {
    await site.post(PAGE, { date: "2099-12-25", name: "Christmas Day" }, site.admin);
    for (const who of [site.staff, editor]) {
      const page = await site.get(PAGE, who);
      expect(page.statusCode).toBe(403);
      expect(page.body).toContain("Only an admin can set the dates the firm is closed.");
      expect((await site.post(PAGE, { date: "2099-12-26", name: "Boxing Day" }, who)).statusCode).toBe(403);
      expect((await site.post(`${PAGE}/remove`, { date: "2099-12-25" }, who)).statusCode).toBe(403);
    }
    expect((await site.get(PAGE, null)).statusCode).not.toBe(200);
    expect((await site.get(PAGE, site.admin)).body).toContain("Christmas Day");
    expect((await site.auditRows()).filter((row) => row.action.includes("closed date"))).toHaveLength(1);
  });
});
