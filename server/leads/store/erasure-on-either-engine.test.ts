// Erasure as a query sees it, on the suite's engine (SQLite here, PostgreSQL
// in the PostgreSQL suite): a person's leads go with everything written about
// them, in one transaction with the privacy audit's line, and no search finds
// them afterwards. What the files keep (bytes, WAL) is lead-erasure.test.ts's,
// on SQLite; docs/RELIABILITY.md says what PostgreSQL keeps.
import { describe, expect } from "vitest";
import { inquiryFields, referralFields } from "../../../tests/support/lead-server/sample-leads.ts";
import { leadStoreTest } from "../../../tests/support/lead-store-per-test.ts";
import { openLeadInbox } from "../../inbox/leads/lead-inbox.ts";
import type { NewLead } from "./lead-store.ts";

const DAY_MS = 24 * 3600_000;
const test = leadStoreTest(Date.parse("2026-03-03T03:05:00.000Z"));

const mia: NewLead = {
  form: "inquiry",
  fields: { ...inquiryFields("mia.tran@example.com", "Zeppelin hangar loan"), mobile: "+61412345678" },
  spam: false,
};
const noah: NewLead = {
  form: "referral",
  fields: { ...referralFields("noah.kelly@example.com"), from_phone: "+61355500148" },
  spam: false,
};

describe("erasing leads", () => {
  test("takes a person's leads with their deliveries, notes and status changes, and leaves the others", async ({
    database,
    store,
  }) => {
    const { db } = database;
    const staff = await db
      .insertInto("staff")
      .values({ email: "ana@example.com", name: "Ana", role: "admin", created_at: "2026-03-01T00:00:00.000Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const first = await store.insert(mia);
    const second = await store.insert(mia);
    const kept = await store.insert(noah);
    for (const { id } of [first, second, kept]) {
      await db
        .insertInto("lead_notes")
        .values({ lead_id: id, staff_id: staff.id, at: "2026-03-03T04:00:00.000Z", body: "Called back" })
        .execute();
      await db
        .insertInto("lead_status_changes")
        .values({
          lead_id: id,
          staff_id: staff.id,
          at: "2026-03-03T04:00:00.000Z",
          from_status: "new",
          to_status: "contacted",
        })
        .execute();
    }
    const inbox = openLeadInbox(database, () => Date.parse("2026-03-03T05:00:00.000Z"));
    expect((await inbox.list({ view: "inbox", search: "zeppelin" }, { limit: 10 })).total).toBe(2);

    const erasure = await store.eraseLeads([first.id, second.id], {
      action: "deletion on request",
      reason: "asked by phone",
    });

    expect(erasure.ids.sort()).toEqual([first.id, second.id].sort());
    expect(erasure.filesCleared).toBe(true);
    for (const table of ["lead_deliveries", "lead_notes", "lead_status_changes"] as const) {
      const left = await db.selectFrom(table).select("lead_id").distinct().execute();
      expect(left, table).toEqual([{ lead_id: kept.id }]);
    }
    expect(await db.selectFrom("leads").select("id").execute()).toEqual([{ id: kept.id }]);
    expect((await inbox.list({ view: "inbox", search: "zeppelin" }, { limit: 10 })).total).toBe(0);
    expect((await inbox.list({ view: "inbox", search: "mia.tran" }, { limit: 10 })).total).toBe(0);
    expect((await inbox.list({ view: "inbox", search: "noah" }, { limit: 10 })).total).toBe(1);
    expect(await store.privacyAudit()).toEqual([
      expect.objectContaining({ action: "deletion on request", leadCount: 2, reason: "asked by phone" }),
    ]);
  });

  test("purges what is past its retention, spam sooner, in one audited step", async ({ store, clock }) => {
    const old = await store.insert(mia);
    const oldSpam = await store.insert({ ...noah, spam: true });
    clock.now += 40 * DAY_MS;
    const young = await store.insert(noah);

    const cutoff = new Date(clock.now - 35 * DAY_MS).toISOString();
    const spamCutoff = new Date(clock.now - 30 * DAY_MS).toISOString();
    const erasure = await store.eraseExpired(
      { leadsReceivedBefore: cutoff, spamReceivedBefore: spamCutoff },
      "older than its retention",
    );

    expect(erasure.ids.sort()).toEqual([old.id, oldSpam.id].sort());
    expect((await store.listLeads()).map((lead) => lead.id)).toEqual([young.id]);
    expect(await store.privacyAudit()).toEqual([
      expect.objectContaining({ action: "retention purge", leadCount: 2, reason: "older than its retention" }),
    ]);
  });
});
