import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleInquiry } from "../../tests/support/lead-server/sample-leads.ts";
import { leadStorePerTest } from "../../tests/support/lead-store-per-test.ts";
import { purgeExpiredLeads, startRetentionPurge } from "./lead-retention.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const settings = { LEAD_RETENTION_DAYS: 730, SPAM_RETENTION_DAYS: 30 };
const start = Date.parse("2026-03-01T00:00:00.000Z");

const test = leadStorePerTest("lead-retention", start);

afterEach(() => {
  vi.useRealTimers();
});

function deliveryRowsOf(id: string): number {
  const db = new Database(test.databasePath, { readonly: true });
  try {
    return db.prepare<[string], number>("SELECT COUNT(*) FROM lead_deliveries WHERE lead_id = ?").pluck().get(id) ?? 0;
  } finally {
    db.close();
  }
}

describe("the retention purge", () => {
  it("removes an expired lead with its deliveries, and keeps a lead one day younger", () => {
    const old = test.store.insert(sampleInquiry()).id;
    test.now = start + DAY_MS;
    const younger = test.store.insert(sampleInquiry()).id;
    expect(deliveryRowsOf(old)).toBe(2);

    const erased = purgeExpiredLeads(test.store, settings, start + 730 * DAY_MS + 1);

    expect(erased.ids).toEqual([old]);
    expect(test.store.getLead(old)).toBeUndefined();
    expect(deliveryRowsOf(old)).toBe(0);
    expect(test.store.getLead(younger)).toBeDefined();
    expect(deliveryRowsOf(younger)).toBe(2);
  });

  it("keeps a lead until its retention has fully passed, to the millisecond", () => {
    const id = test.store.insert(sampleInquiry()).id;
    expect(purgeExpiredLeads(test.store, settings, start + 730 * DAY_MS).ids).toEqual([]);
    expect(test.store.getLead(id)).toBeDefined();
  });

  it("removes spam after SPAM_RETENTION_DAYS while a real lead of the same age stays", () => {
    const spam = test.store.insert({ ...sampleInquiry(), spam: true }).id;
    const real = test.store.insert(sampleInquiry()).id;
    expect(purgeExpiredLeads(test.store, settings, start + 30 * DAY_MS + 1).ids).toEqual([spam]);
    expect(test.store.getLead(real)).toBeDefined();
  });

  it("records each purge in the privacy audit with its time, count and reason, and nothing about the people", () => {
    test.store.insert(sampleInquiry());
    test.store.insert(sampleInquiry());
    test.now = start + 731 * DAY_MS;
    purgeExpiredLeads(test.store, settings, test.now);

    const audit = test.store.privacyAudit();
    expect(audit).toEqual([
      {
        at: new Date(test.now).toISOString(),
        action: "retention purge",
        leadCount: 2,
        reason: "retention: leads after 730 days, spam after 30 days",
      },
    ]);
    const db = new Database(test.databasePath, { readonly: true });
    const rows = JSON.stringify(db.prepare("SELECT * FROM privacy_audit").all());
    db.close();
    for (const personal of ["Mia", "Tran", "mia.tran@example.com", "+61412345678"])
      expect(rows).not.toContain(personal);
  });

  it("runs when the server starts, then once a day, until it is stopped", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const first = test.store.insert(sampleInquiry()).id;
    test.now = start + DAY_MS;
    const second = test.store.insert(sampleInquiry()).id;
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

    test.now = start + 730 * DAY_MS + 1;
    const purge = startRetentionPurge({ store: test.store, settings, log, now: () => test.now });
    expect(test.store.getLead(first)).toBeUndefined();
    expect(test.store.getLead(second)).toBeDefined();

    test.now += DAY_MS;
    vi.advanceTimersByTime(DAY_MS);
    expect(test.store.getLead(second)).toBeUndefined();
    expect(log.info).toHaveBeenCalledTimes(2);

    purge.stop();
    const third = test.store.insert(sampleInquiry()).id;
    test.now += 800 * DAY_MS;
    vi.advanceTimersByTime(10 * DAY_MS);
    expect(test.store.getLead(third)).toBeDefined();
  });

  it("logs a purge that fails and keeps the server going", () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const failing = {
      eraseExpired: () => {
        throw new Error("SQLITE_READONLY");
      },
    };
    const purge = startRetentionPurge({ store: failing, settings, log, now: () => test.now });
    purge.stop();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      expect.stringMatching(/retention purge failed/),
    );
  });
});
