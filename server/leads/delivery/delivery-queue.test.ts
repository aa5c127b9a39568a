// The inbox's changes to deliveries, as delivery-queue.ts makes them for it.
import { describe, expect } from "vitest";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { leadStoreTest } from "../../../tests/support/lead-store-per-test.ts";
import { markNotSpam, markSpam, retryNow } from "./delivery-queue.ts";

const start = Date.parse("2026-03-02T00:00:00.000Z");
const HOUR_MS = 60 * 60 * 1000;
const test = leadStoreTest(start);

describe("Spam", () => {
  test("moves a lead to spam and skips what still waits; what was delivered stays so", async ({ store, database }) => {
    const { id } = await store.insert(sampleInquiry());
    await store.markDelivered(id, "email", start);
    expect(await markSpam(database.db, [id], start + HOUR_MS)).toEqual([id]);
    expect((await store.getLead(id))?.deliveryState).toBe("spam");
    expect(await store.deliveriesOf(id)).toMatchObject([
      { channel: "email", state: "delivered" },
      { channel: "webhook", state: "skipped", lastError: "marked as spam" },
    ]);
    expect(await markSpam(database.db, [id, "00000000-0000-4000-8000-000000000000"], start)).toEqual([]);
  });
});

describe("Not spam", () => {
  test("delivers a honeypot catch like any lead: both deliveries made, due now", async ({ store, database }) => {
    const { id } = await store.insert({ ...sampleInquiry(), spam: true });
    const now = start + HOUR_MS;
    expect(await markNotSpam(database.db, [id], now)).toEqual([id]);
    expect((await store.getLead(id))?.deliveryState).toBe("pending");
    expect((await store.deliveriesOf(id)).map((delivery) => [delivery.state, delivery.nextAttemptAt])).toEqual([
      ["pending", now],
      ["pending", now],
    ]);
    expect(await markNotSpam(database.db, [id], now)).toEqual([]);
  });

  test("leaves a lead delivered when all of it was delivered before it went to spam", async ({ store, database }) => {
    const { id } = await store.insert(sampleInquiry());
    await store.markDelivered(id, "email", start);
    await store.markDelivered(id, "webhook", start);
    await markSpam(database.db, [id], start);
    await markNotSpam(database.db, [id], start);
    expect((await store.getLead(id))?.deliveryState).toBe("delivered");
  });
});

describe("Retry delivery now", () => {
  test("makes the lead's waiting deliveries due now, on one channel or both", async ({ store, database }) => {
    const { id } = await store.insert(sampleInquiry());
    for (const channel of ["email", "webhook"] as const)
      await store.markFailed(id, channel, { error: "down", nextAttemptAt: start + 24 * HOUR_MS });
    expect(await retryNow(database.db, id, start + HOUR_MS, "webhook")).toBe(1);
    expect(await retryNow(database.db, id, start + 2 * HOUR_MS)).toBe(2);
    expect((await store.deliveriesOf(id)).map((delivery) => delivery.nextAttemptAt)).toEqual([
      start + 2 * HOUR_MS,
      start + 2 * HOUR_MS,
    ]);
  });
});
