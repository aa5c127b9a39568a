// Who takes new leads, over the whole server with real sessions: the
// "Available for new leads" switch on your own account and on the staff list,
// the routing rules, reassigning a lead, the live view's "assigned to you",
// each change in the audit trail, and who is refused what.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestStaffMember } from "../../../tests/support/inbox-session-for-tests.ts";
import { type InboxTestSite, MIA, startInboxTestSite } from "../../../tests/support/inbox-test-site.ts";
import { openDatabase } from "../../db/database.ts";
import { openStaffDirectory } from "../../staff/staff-directory.ts";
import type { LiveAnswer } from "../leads/inbox-live.ts";

let site: InboxTestSite;
let editor: TestStaffMember;

beforeEach(async () => {
  site = await startInboxTestSite();
  editor = await site.signIn("editor", "Eve Editor");
});

afterEach(async () => {
  await site.close();
});

const ownerShown = async (id: string) =>
  /<dt>Assigned to<\/dt><dd>([^<]*)<\/dd>/.exec((await site.get(`/inbox/leads/${id}`, site.admin)).body)?.[1];

describe("your account's availability switch", () => {
  it("is labelled Available for new leads, on for a broker, and sends new leads elsewhere once switched off", async () => {
    const page = (await site.get("/inbox/account", site.staff)).body;
    expect(page).toMatch(
      /<input type="checkbox" id="available" name="available" checked="" value="1"\/> <label for="available">Available for new leads<\/label>/,
    );
    expect(await ownerShown(await site.addInquiry())).toBe("Sam Staff");

    const saved = await site.post("/inbox/account/availability", {}, site.staff);
    expect(saved.statusCode).toBe(303);
    expect((await site.get("/inbox/account?done=availability", site.staff)).body).toContain(
      "Saved: new leads go to the others until you switch this on again.",
    );
    expect(await ownerShown(await site.addInquiry())).toBe("Ada Admin");
    expect((await site.auditRows()).filter((row) => row.action === "changed availability")).toEqual([
      {
        staff_id: site.staff.id,
        action: "changed availability",
        lead_id: null,
        detail: "Sam Staff: not available for new leads",
      },
    ]);
  });

  it("is not shown to an editor, who cannot post one", async () => {
    const page = await site.get("/inbox/account", editor);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Eve Editor");
    expect(page.body).not.toContain("Available for new leads");
    expect((await site.post("/inbox/account/availability", { available: "1" }, editor)).statusCode).toBe(403);
  });
});

describe("availability on the staff list", () => {
  it("is switched by an admin for anyone who takes leads, with an audit line", async () => {
    const list = (await site.get("/inbox/staff", site.admin)).body;
    expect(list).toContain(`aria-label="Stop making Sam Staff available for new leads"`);
    expect(list).toContain(`aria-label="Make Ada Admin available for new leads"`);
    const answer = await site.post(`/inbox/staff/${site.staff.id}/availability`, { available: "0" }, site.admin);
    expect(answer.statusCode).toBe(303);
    expect((await site.get("/inbox/staff", site.admin)).body).toContain(
      `aria-label="Make Sam Staff available for new leads"`,
    );
    expect((await site.auditRows()).at(-1)).toEqual({
      staff_id: site.admin.id,
      action: "changed availability",
      lead_id: null,
      detail: "Sam Staff: not available for new leads",
    });
  });

  it("refuses an editor as someone to make available", async () => {
    const answer = await site.post(`/inbox/staff/${editor.id}/availability`, { available: "1" }, site.admin);
    expect(answer.statusCode).toBe(400);
  });

  it("is refused to a broker and an editor", async () => {
    for (const who of [site.staff, editor]) {
      const answer = await site.post(`/inbox/staff/${site.admin.id}/availability`, { available: "1" }, who);
      expect(answer.statusCode).toBe(403);
    }
    expect((await site.auditRows()).some((row) => row.action === "changed availability")).toBe(false);
  });
});

describe("routing rules", () => {
  it("send an enquiry type to the named people first, with an audit line naming the type and the people", async () => {
    const other = await site.signIn("broker", "Bea Business");
    const answer = await site.post(
      "/inbox/staff/routing",
      { enquiry_type: "Business Purchase", staff: String(other.id) },
      site.admin,
    );
    expect(answer.statusCode).toBe(303);
    expect((await site.get(answer.headers.location as string, site.admin)).body).toContain(
      "Saved the rule for Business Purchase.",
    );
    expect(await ownerShown(await site.addInquiry({ enquiryType: "Business Purchase" }))).toBe("Bea Business");
    expect(await ownerShown(await site.addInquiry({ enquiryType: "Business Purchase" }))).toBe("Bea Business");
    expect((await site.auditRows()).find((row) => row.action === "changed routing rule")?.detail).toBe(
      "Business Purchase → Bea Business",
    );
  });

  it("refuse an unknown enquiry type, naming it, and change nothing", async () => {
    const answer = await site.post(
      "/inbox/staff/routing",
      { enquiry_type: "Yacht Loans", staff: String(site.staff.id) },
      site.admin,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("&quot;Yacht Loans&quot; is not an enquiry type the forms offer.");
    expect((await site.auditRows()).some((row) => row.action === "changed routing rule")).toBe(false);
  });

  it("cannot be set by a broker, and an editor sees none of it", async () => {
    for (const who of [site.staff, editor]) {
      expect((await site.get("/inbox/staff/routing", who)).statusCode).toBe(403);
      const post = await site.post("/inbox/staff/routing", { enquiry_type: "Refinance", staff: String(who.id) }, who);
      expect(post.statusCode).toBe(403);
    }
    expect((await site.get("/inbox/staff/routing", site.admin)).body).toContain("Business Purchase: send first to");
  });
});

describe("reassigning a lead", () => {
  it("is one step for an admin, audited with the new owner's name only, and the new owner is told", async () => {
    const id = await site.addInquiry();
    const answer = await site.post(`/inbox/leads/${id}/assignee`, { assignee: String(site.admin.id) }, site.admin);
    expect(answer.statusCode).toBe(303);
    expect(await ownerShown(id)).toBe("Ada Admin");
    const lines = (await site.auditRows()).filter((row) => row.action === "assigned lead");
    expect(lines.map((row) => row.detail)).toEqual(["to Sam Staff (round robin)", "to Ada Admin"]);
    for (const detail of [MIA.firstName, MIA.lastName, MIA.email, MIA.message])
      expect(JSON.stringify(lines)).not.toContain(detail);
    const live = (await site.get("/api/inbox/leads?after=0&assigned_after=0", site.admin)).json<LiveAnswer>();
    expect(live.assigned.count).toBe(1);
  });
});

describe("a disabled broker's leads", () => {
  it("go to the others while waiting for first contact; one already contacted keeps their name until an admin reassigns it", async () => {
    const waiting = await site.addInquiry();
    const contacted = await site.addInquiry();
    const database = await openDatabase({ engine: "sqlite", path: site.databasePath });
    try {
      await database.db
        .updateTable("leads")
        .set({ first_contact_at: new Date().toISOString() })
        .where("id", "=", contacted)
        .execute();
      expect((await openStaffDirectory(database).disable(site.staff.email)).leadsReassigned).toBe(1);
    } finally {
      await database.close();
    }
    expect(await ownerShown(waiting)).toBe("Ada Admin");
    expect(await ownerShown(contacted)).toBe("Sam Staff");
    const answer = await site.post(
      `/inbox/leads/${contacted}/assignee`,
      { assignee: String(site.admin.id) },
      site.admin,
    );
    expect(answer.statusCode).toBe(303);
    expect(await ownerShown(contacted)).toBe("Ada Admin");
    expect((await site.auditRows()).filter((row) => row.action === "assigned lead").map((row) => row.detail)).toEqual([
      "to Sam Staff (round robin)",
      "to Sam Staff (round robin)",
      "from Sam Staff (disabled) to Ada Admin (nobody available: to the admins)",
      "to Ada Admin",
    ]);
  });
});

describe("the live view's leads assigned to you", () => {
  it("counts the leads given to you after the newest the page knew of", async () => {
    await site.addInquiry();
    const first = (await site.get("/api/inbox/leads?after=0&assigned_after=0", site.staff)).json<LiveAnswer>();
    expect(first.assigned.count).toBe(1);
    const page = (await site.get("/inbox", site.staff)).body;
    expect(page).toContain(`data-live-assigned-after="${first.assigned.newestId}"`);
    await site.addInquiry();
    const after = `/api/inbox/leads?after=0&assigned_after=${first.assigned.newestId}`;
    expect((await site.get(after, site.staff)).json<LiveAnswer>().assigned.count).toBe(1);
    expect((await site.get(after, site.admin)).json<LiveAnswer>().assigned.count).toBe(0);
    expect((await site.get("/api/inbox/leads?after=0&assigned_after=x", site.staff)).statusCode).toBe(400);
  });
});
