// Deleting from the inbox: admins only, a confirmation first, and the same erasure as the command line.
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

describe("deleting one lead", () => {
  it('asks first: "Delete this lead for good?" with a "Delete for good" button that posts', async () => {
    const answer = await site.get(`${leadUrl()}/delete`, site.admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("<h1>Delete this lead for good?</h1>");
    expect(answer.body).toContain(
      `<form class="actions" action="${leadUrl()}/delete" method="post"><button type="submit" class="danger">Delete for good</button>`,
    );
    expect(await site.store.getLead(id)).toBeDefined();
  });

  it("erases it as the command line does, so it is gone from the list and from search, and audits it without its content", async () => {
    const answer = await site.post(`${leadUrl()}/delete`, {}, site.admin);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/inbox/deleted?count=1");
    expect((await site.get(answer.headers.location as string, site.admin)).body).toContain("Deleted for good: 1 lead.");
    expect(await site.store.getLead(id)).toBeUndefined();
    expect((await site.get(leadUrl(), site.admin)).statusCode).toBe(404);
    expect((await site.get("/inbox", site.admin)).body).not.toContain(id);
    expect((await site.get("/inbox?q=Ballarat", site.admin)).body).not.toContain(id);
    expect((await site.store.privacyAudit()).at(-1)).toMatchObject({
      action: "deletion on request",
      leadCount: 1,
      reason: "inbox: deleted by an admin",
    });
    expect(site.auditRows().at(-1)).toEqual({
      staff_id: site.admin.id,
      action: "deleted lead",
      lead_id: id,
      detail: "1 lead",
    });
    expect(JSON.stringify(site.auditRows())).not.toContain(MIA.email);
  });

  it("is refused to a staff member who is not an admin, with a 403 page, and the lead stays", async () => {
    for (const answer of [
      await site.get(`${leadUrl()}/delete`, site.staff),
      await site.post(`${leadUrl()}/delete`, {}, site.staff),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toContain("Only an admin can delete leads.");
    }
    expect(await site.store.getLead(id)).toBeDefined();
  });

  it("hides the delete controls from a staff member who is not an admin", async () => {
    expect((await site.get(leadUrl(), site.staff)).body).not.toContain("Delete this lead");
    expect((await site.get(leadUrl(), site.admin)).body).toContain("Delete this lead");
  });
});

describe("deleting everything about one person (APP 13)", () => {
  it("lists how many leads have the person's e-mail or phone, then erases them all and no one else's", async () => {
    const fromWork = await site.addInquiry({ email: "mia@work.example" });
    const sameAddress = await site.addLead({
      form: "referral",
      fields: {
        from_name: "Mia T",
        from_email: "MIA.TRAN@example.com",
        from_phone: "+61355500148",
        message: "Referring Jo.",
      },
      spam: false,
    });
    const someoneElse = await site.addInquiry({ firstName: "Ann", email: "ann@example.com", mobile: "+61400000001" });

    const confirm = await site.get(`${leadUrl()}/delete-person`, site.admin);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain(
      "3 leads have the e-mail address mia.tran@example.com or the phone number 0412 345 678.",
    );
    expect(confirm.body).toContain("Delete all 3 for good");

    const answer = await site.post(`${leadUrl()}/delete-person`, {}, site.admin);
    expect(answer.headers.location).toBe("/inbox/deleted?count=3");
    for (const gone of [id, fromWork, sameAddress]) expect(await site.store.getLead(gone)).toBeUndefined();
    expect(await site.store.getLead(someoneElse)).toBeDefined();
    expect(site.auditRows().at(-1)).toEqual({
      staff_id: site.admin.id,
      action: "deleted person's leads",
      lead_id: id,
      detail: "3 leads",
    });
    expect((await site.store.privacyAudit()).at(-1)).toMatchObject({ action: "deletion on request", leadCount: 3 });
    expect(JSON.stringify([site.auditRows(), await site.store.privacyAudit()])).not.toMatch(/mia\.tran|412345678|Tran/);
  });

  it("is refused to a staff member who is not an admin", async () => {
    expect((await site.get(`${leadUrl()}/delete-person`, site.staff)).statusCode).toBe(403);
    expect((await site.post(`${leadUrl()}/delete-person`, {}, site.staff)).statusCode).toBe(403);
    expect(await site.store.getLead(id)).toBeDefined();
  });
});
