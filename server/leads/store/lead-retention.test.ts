import { afterEach, describe, expect, vi } from "vitest";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { leadStoreTest } from "../../../tests/support/lead-store-per-test.ts";
import type { AppDatabase } from "../../db/database.ts";
import { purgeExpiredLeads, startRetentionPurge } from "./lead-retention.ts";
import { openLeadStore } from "./lead-store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const settings = { LEAD_RETENTION_DAYS: 730, SPAM_RETENTION_DAYS: 30 };
const start = Date.parse("2026-03-01T00:00:00.000Z");

const test = leadStoreTest(start);

afterEach(() => {
  vi.useRealTimers();
});

async function deliveryRowsOf(database: AppDatabase, id: string): Promise<number> {
  const rows = await database.db.selectFrom("lead_deliveries").select("channel").where("lead_id", "=", id).execute();
  return rows.length;
}

describe("the retention purge", () => {
  test("removes an expired lead with its deliveries, and keeps a lead one day younger", async ({
    store,
    clock,
    database,
  }) => {
    const old = (await store.insert(sampleInquiry())).id;
    clock.now = start + DAY_MS;
    const younger = (await store.insert(sampleInquiry())).id;
    expect(await deliveryRowsOf(database, old)).toBe(2);

    const erased = await purgeExpiredLeads(store, settings, start + 730 * DAY_MS + 1);

    expect(erased.ids).toEqual([old]);
    expect(await store.getLead(old)).toBeUndefined();
    expect(await deliveryRowsOf(database, old)).toBe(0);
    expect(await store.getLead(younger)).toBeDefined();
    expect(await deliveryRowsOf(database, younger)).toBe(2);
  });

  test("keeps a lead until its retention has fully passed, to the millisecond", async ({ store }) => {
    const id = (await store.insert(sampleInquiry())).id;
    expect((await purgeExpiredLeads(store, settings, start + 730 * DAY_MS)).ids).toEqual([]);
    expect(await store.getLead(id)).toBeDefined();
  });

  test("removes spam after SPAM_RETENTION_DAYS while a real lead of the same age stays", async ({ store }) => {
    const spam = (await store.insert({ ...sampleInquiry(), spam: true })).id;
    const real = (await store.insert(sampleInquiry())).id;
    expect((await purgeExpiredLeads(store, settings, start + 30 * DAY_MS + 1)).ids).toEqual([spam]);
    expect(await store.getLead(real)).toBeDefined();
  });

  test("records each purge in the privacy audit with its time, count and reason, and nothing about the people", async ({
    store,
    clock,
    database,
  }) => {
    await store.insert(sampleInquiry());
    await store.insert(sampleInquiry());
    clock.now = start + 731 * DAY_MS;
    await purgeExpiredLeads(store, settings, clock.now);

    const audit = await store.privacyAudit();
    expect(audit).toEqual([
      {
        at: new Date(clock.now).toISOString(),
        action: "retention purge",
        leadCount: 2,
        reason: "retention: leads after 730 days, spam after 30 days",
      },
    ]);
    const rows = JSON.stringify(await database.db.selectFrom("privacy_audit").selectAll().execute());
    for (const personal of ["Mia", "Tran", "mia.tran@example.com", "+61412345678"])
      expect(rows).not.toContain(personal);
  });

  test("runs when the server starts, then once a day, until it is stopped", async ({ store, clock }) => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const first = (await store.insert(sampleInquiry())).id;
    clock.now = start + DAY_MS;
    const second = (await store.insert(sampleInquiry())).id;
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

    clock.now = start + 730 * DAY_MS + 1;
    const purge = startRetentionPurge({ store, settings, log, now: () => clock.now });
    await purge.idle();
    expect(await store.getLead(first)).toBeUndefined();
    expect(await store.getLead(second)).toBeDefined();

    clock.now += DAY_MS;
    vi.advanceTimersByTime(DAY_MS);
    await purge.idle();
    expect(await store.getLead(second)).toBeUndefined();
    expect(log.info).toHaveBeenCalledTimes(2);

    purge.stop();
    const third = (await store.insert(sampleInquiry())).id;
    clock.now += 800 * DAY_MS;
    vi.advanceTimersByTime(10 * DAY_MS);
    await purge.idle();
    expect(await store.getLead(third)).toBeDefined();
  });

  test("logs a purge that fails and keeps the server going", async ({ clock, database }) => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const failing = {
      database,
      eraseExpired: () => Promise.reject(new Error("SQLITE_READONLY")),
    };
    const purge = startRetentionPurge({ store: failing, settings, log, now: () => clock.now });
    purge.stop();
    await purge.idle();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      expect.stringMatching(/retention purge failed/),
    );
  });
});

describe("the retention purge on several servers", () => {
  test("runs once a day however many servers start, on the first to claim the day", async ({ database, clock }) => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const purged: string[] = [];
    const serverOn = (name: string) => {
      const store = openLeadStore(database, { now: () => clock.now });
      return {
        database,
        eraseExpired: async (...args: Parameters<typeof store.eraseExpired>) => {
          purged.push(name);
          return store.eraseExpired(...args);
        },
      };
    };
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const purges = [serverOn("first"), serverOn("second")].map((server) =>
      startRetentionPurge({ store: server, settings, log, now: () => clock.now }),
    );
    await Promise.all(purges.map((purge) => purge.idle()));
    expect(purged).toHaveLength(1);

    clock.now += DAY_MS;
    vi.advanceTimersByTime(DAY_MS);
    await Promise.all(purges.map((purge) => purge.idle()));
    expect(purged).toHaveLength(2);
    for (const purge of purges) purge.stop();
    expect(log.error).not.toHaveBeenCalled();
  });
});
