// The audit trail and the staff list: admins only.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openInboxAudit } from "../../db/audit-trail.ts";
import { openDatabase } from "../../db/database.ts";
import { type InboxTestSite, startInboxTestSite } from "../../../tests/support/inbox-test-site.ts";

let site: InboxTestSite;

beforeEach(async () => {
  site = await startInboxTestSite();
});

afterEach(async () => {
  await site.close();
});

/** Audit lines written as the inbox writes them, at a pinned time. */
async function recordLines(
  lines: Parameters<ReturnType<typeof openInboxAudit>["record"]>[0][],
  at = Date.parse("2026-11-23T03:05:00.000Z"),
) {
  const database = await openDatabase({ engine: "sqlite", path: site.databasePath });
  try {
    const audit = openInboxAudit(database, () => at);
    for (const line of lines) await audit.record(line);
  } finally {
    await database.close();
  }
}

describe("the audit trail", () => {
  it("lists entries newest first: when in Melbourne, who, action, the lead (a link while it exists) and detail", async () => {
    const kept = await site.addInquiry();
    const deleted = await site.addInquiry({ email: "gone@example.com" });
    await site.store.eraseLeads([deleted], { action: "deletion on request", reason: "test" });
    await recordLines([
      { staffId: site.staff.id, action: "viewed lead", leadId: kept },
      { staffId: site.admin.id, action: "deleted lead", leadId: deleted, detail: "1 lead" },
    ]);
    const answer = await site.get("/inbox/audit", site.admin);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html.indexOf("deleted lead")).toBeLessThan(html.indexOf("viewed lead"));
    expect(html).toContain(
      `<td>Ada Admin (${site.admin.email})</td><td>deleted lead</td><td><code>${deleted}</code> (deleted)</td><td>1 lead</td>`,
    );
    expect(html).toContain(
      `<td>Sam Staff (${site.staff.email})</td><td>viewed lead</td><td><a href="/inbox/leads/${kept}">${kept}</a></td>`,
    );
    expect(html).toContain("Mon 23 Nov 2026, 2:05 pm");
  });

  it("shows the server's daily removal of unused uploaded pictures as the server's, with the count only", async () => {
    await recordLines([
      { staffId: null, action: "removed unused content images", detail: "2" },
      { staffId: null, action: "sign-in failed", detail: null },
    ]);
    const html = (await site.get("/inbox/audit", site.admin)).body;
    expect(html).toContain("<td>The server</td><td>removed unused content images</td><td>—</td><td>2</td>");
    expect(html).toContain("<td>Unknown address</td><td>sign-in failed</td>");
  });

  it("shows an escalation and a callback reminder as the server's, with the owner's name and the wait only", async () => {
    const lead = await site.addInquiry();
    await recordLines([
      {
        staffId: null,
        action: "escalated lead",
        leadId: lead,
        detail: "owned by Sam Staff; waiting 31 min since it arrived",
      },
      { staffId: null, action: "reminded of a callback", leadId: lead, detail: "to Sam Staff" },
    ]);
    const html = (await site.get("/inbox/audit", site.admin)).body;
    expect(html).toContain(
      `<td>The server</td><td>escalated lead</td><td><a href="/inbox/leads/${lead}">${lead}</a></td><td>owned by Sam Staff; waiting 31 min since it arrived</td>`,
    );
    expect(html).toContain("<td>The server</td><td>reminded of a callback</td>");
  });

  it("pages back through older entries, 50 at a time", async () => {
    await recordLines(Array.from({ length: 55 }, () => ({ staffId: site.staff.id, action: "signed in" as const })));
    const first = (await site.get("/inbox/audit", site.admin)).body;
    expect(first.match(/<td>signed in<\/td>/g)).toHaveLength(50);
    const older = /href="(\/inbox\/audit\?before=\d+)">Older entries</.exec(first)?.[1];
    expect(older).toBeDefined();
    const second = (await site.get(older as string, site.admin)).body;
    expect(second.match(/<td>signed in<\/td>/g)).toHaveLength(5);
    expect(second).not.toContain("Older entries");
    expect(second).toContain('href="/inbox/audit">Newest entries');
  });

  it("answers a paging value that is not an entry number with 400, naming it", async () => {
    const answer = await site.get("/inbox/audit?before=yesterday", site.admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("before: give the number of an audit entry");
  });

  it("is refused to a staff member who is not an admin, and not in their navigation", async () => {
    const answer = await site.get("/inbox/audit", site.staff);
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toContain("Only an admin can read the audit trail.");
    expect((await site.get("/inbox", site.staff)).body).not.toContain('href="/inbox/audit"');
  });
});

describe("the staff list", () => {
  it("shows each account's name, e-mail, role, state and when it was made, and says accounts are managed with npm run staff", async () => {
    const html = (await site.get("/inbox/staff", site.admin)).body;
    expect(html).toContain(`<th scope="row">Sam Staff</th><td>${site.staff.email}</td><td>Broker</td><td>Active</td>`);
    expect(html).toContain(`<th scope="row">Ada Admin</th><td>${site.admin.email}</td><td>Admin</td><td>Active</td>`);
    expect(html).toContain("<code>npm run staff</code>");
  });

  it("is refused to a staff member who is not an admin", async () => {
    const answer = await site.get("/inbox/staff", site.staff);
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toContain("Only an admin can see the staff list.");
  });
});
