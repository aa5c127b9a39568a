import { spawnSync } from "node:child_process";
import http from "node:http";
import { hostname } from "node:os";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databaseTest as test } from "../../../tests/support/test-database.ts";
import type { AppDatabase } from "../../db/database.ts";
import { capturedLog } from "../../../tests/support/captured-log.ts";
import { outboxConfigFor } from "../../../tests/support/outbox-config.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-test-server.ts";
import {
  deliveryBackoffMs,
  FIRST_RETRY_MS,
  startLeadOutbox,
  undeliveredLeadsNotice,
  type LeadOutbox,
  type OutboxConfig,
} from "./lead-outbox.ts";
import { openLeadStore, type LeadStore } from "../store/lead-store.ts";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { until } from "../../../tests/support/lead-server/until.ts";

const inquiry = sampleInquiry({ message: "Our savings are 80k and we want a home in Brunswick." });

/** Requests a webhook received, and the statuses it answers with, in order (then 200). */
interface TestWebhook {
  url: string;
  requests: { headers: http.IncomingHttpHeaders; body: string }[];
  answers: number[];
  close(): Promise<void>;
}

async function startTestWebhook(): Promise<TestWebhook> {
  const requests: TestWebhook["requests"] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      requests.push({ headers: request.headers, body });
      response.writeHead(answers.shift() ?? 200, { connection: "close" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/crm/leads`,
    requests,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let smtp: TestSmtpServer;
let clock: number;
let logLines: string[];
const stores: LeadStore[] = [];
const outboxes: LeadOutbox[] = [];
const cleanups: (() => Promise<void>)[] = [];

const now = () => clock;
const MAX_BACKOFF_MS = 60_000;

function openStore(database: AppDatabase): LeadStore {
  const store = openLeadStore(database, { now });
  stores.push(store);
  return store;
}

function start(store: LeadStore, config: Partial<OutboxConfig> = {}): LeadOutbox {
  const outbox = startLeadOutbox({
    store,
    config: outboxConfigFor(smtp.url, MAX_BACKOFF_MS, config),
    log: capturedLog(logLines),
    now,
    // The middle of the jitter, so waits are exactly 5 s, 10 s, 20 s...
    random: () => 0.5,
  });
  outboxes.push(outbox);
  return outbox;
}

async function emailDelivery(store: LeadStore, leadId: string) {
  return (await store.deliveriesOf(leadId)).find((delivery) => delivery.channel === "email");
}

beforeEach(async () => {
  smtp = await startTestSmtpServer();
  clock = Date.parse("2026-03-03T03:05:00.000Z");
  logLines = [];
});

afterEach(async () => {
  for (const outbox of outboxes.splice(0)) await outbox.stop();
  for (const store of stores.splice(0)) store.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await smtp.stop();
});

describe("the lead outbox", () => {
  test("e-mails each stored lead once and marks it delivered", async ({ database }) => {
    const store = openStore(database);
    const first = (await store.insert(inquiry)).id;
    const second = (await store.insert({ ...inquiry, fields: { ...inquiry.fields, firstName: "Noah" } })).id;
    const outbox = start(store);
    await outbox.idle();
    expect(smtp.received.map((email) => email.subject)).toEqual([
      "New inquiry from Mia Tran",
      "New inquiry from Noah Tran",
    ]);
    expect(await store.getLead(first)).toMatchObject({
      deliveryState: "delivered",
      deliveredAt: new Date(clock).toISOString(),
    });
    expect((await store.getLead(second))?.deliveryState).toBe("delivered");
  });

  test("keeps leads pending while SMTP is down, then delivers each exactly once when it is back", async ({
    database,
  }) => {
    await smtp.stop();
    const store = openStore(database);
    const ids = [(await store.insert(inquiry)).id, (await store.insert(inquiry)).id];
    const outbox = start(store);
    await outbox.idle();
    for (const id of ids) {
      expect((await store.getLead(id))?.deliveryState).toBe("pending");
      expect(await emailDelivery(store, id)).toMatchObject({
        attempts: 1,
        nextAttemptAt: clock + FIRST_RETRY_MS,
        lastError: expect.any(String),
      });
    }

    await smtp.start();
    // Back, but the wait is not over yet: nothing is sent early.
    outbox.wake();
    await outbox.idle();
    expect(smtp.received).toHaveLength(0);

    clock += FIRST_RETRY_MS;
    outbox.wake();
    await outbox.idle();
    expect(smtp.received).toHaveLength(2);
    const leads = await Promise.all(ids.map((id) => store.getLead(id)));
    expect(leads.map((lead) => lead?.deliveryState)).toEqual(["delivered", "delivered"]);

    clock += 24 * 60 * 60_000;
    outbox.wake();
    await outbox.idle();
    expect(smtp.received).toHaveLength(2);
  });

  test("retries after the SMTP server answers 451 (try later), then delivers once", async ({ database }) => {
    smtp.refuseNext(1, 451);
    const store = openStore(database);
    const { id } = await store.insert(inquiry);
    const outbox = start(store);
    await outbox.idle();
    expect(smtp.received).toHaveLength(0);
    expect(await emailDelivery(store, id)).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/^SMTP_451/),
    });

    clock += FIRST_RETRY_MS;
    outbox.wake();
    await outbox.idle();
    expect(smtp.received).toHaveLength(1);
    expect(await emailDelivery(store, id)).toMatchObject({ state: "delivered", attempts: 2 });
  });

  test("resumes pending deliveries after a restart on the same database file", async ({ database }) => {
    await smtp.stop();
    const before = openStore(database);
    const { id } = await before.insert(inquiry);
    const first = start(before);
    await first.idle();
    await first.stop();
    before.close();

    await smtp.start();
    clock += FIRST_RETRY_MS;
    const after = openStore(database);
    const second = start(after);
    await second.idle();
    expect(smtp.received).toHaveLength(1);
    expect((await after.getLead(id))?.deliveryState).toBe("delivered");
  });

  test("waits twice as long after each failure, never longer than DELIVERY_MAX_BACKOFF_MS", async ({ database }) => {
    await smtp.stop();
    const store = openStore(database);
    const { id } = await store.insert(inquiry);
    const outbox = start(store, { DELIVERY_MAX_BACKOFF_MS: 15_000 });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await outbox.idle();
      const next = (await emailDelivery(store, id))?.nextAttemptAt ?? 0;
      waits.push(next - clock);
      clock = next;
      outbox.wake();
    }
    await outbox.idle();
    expect(waits).toEqual([5_000, 10_000, 15_000, 15_000]);
  });

  test("never delivers a spam lead", async ({ database }) => {
    const store = openStore(database);
    const spam = (await store.insert({ ...inquiry, spam: true })).id;
    await store.insert(inquiry);
    const outbox = start(store);
    await outbox.idle();
    expect(smtp.received).toHaveLength(1);
    expect(await store.getLead(spam)).toMatchObject({ deliveryState: "spam", deliveredAt: null });
  });

  test("keeps leads pending and untried when no SMTP is configured", async ({ database }) => {
    const store = openStore(database);
    const { id } = await store.insert(inquiry);
    const outbox = start(store, { SMTP_URL: undefined, LEADS_TO: undefined, LEADS_FROM: undefined });
    outbox.wake();
    await outbox.idle();
    expect((await store.getLead(id))?.deliveryState).toBe("pending");
    expect(await emailDelivery(store, id)).toMatchObject({ state: "pending", attempts: 0, lastError: null });
  });

  test("never sends one lead twice at once, however often it is woken", async ({ database }) => {
    const store = openStore(database);
    for (let count = 0; count < 3; count += 1) await store.insert(inquiry);
    const outbox = start(store);
    for (let count = 0; count < 5; count += 1) outbox.wake();
    await outbox.idle();
    const messageIds = smtp.received.map((email) => email.headers.get("message-id"));
    expect(messageIds).toHaveLength(3);
    expect(new Set(messageIds).size).toBe(3);
  });

  test("delivers each lead once with two servers working on one database", async ({ database }) => {
    const ids: string[] = [];
    for (let count = 0; count < 6; count += 1) ids.push((await openStore(database).insert(inquiry)).id);
    const outboxes = [start(openStore(database)), start(openStore(database))];
    await Promise.all(outboxes.map((outbox) => outbox.idle()));
    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((email) => email.headers.get("x-lead-id")))).toEqual(new Set(ids));
  });

  test("takes over, at its next look, a delivery that a server which has since died on this machine held", async ({
    database,
  }) => {
    const store = openStore(database);
    const outbox = startLeadOutbox({
      store,
      config: outboxConfigFor(smtp.url, MAX_BACKOFF_MS),
      log: capturedLog(logLines),
      now,
      random: () => 0.5,
      pollIntervalMs: 50,
    });
    outboxes.push(outbox);
    await outbox.idle();
    // Taken by a process of this machine that no longer runs, five minutes before its lease would end.
    const { id } = await store.insert(inquiry);
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    expect(
      await store.claimDelivery(id, "email", { now: now(), leaseMs: 5 * 60_000, owner: `${hostname()}:${dead}:gone` }),
    ).toBe(true);

    await until("the dead server's delivery is sent", () => smtp.received.length === 1, 10_000);
    expect(smtp.received[0]?.headers.get("x-lead-id")).toBe(id);
  });

  test("finishes the delivery in flight before it stops", async ({ database }) => {
    const held = smtp.holdNext();
    const store = openStore(database);
    const { id } = await store.insert(inquiry);
    const outbox = start(store);
    await held.arrived;
    // What the database says at the moment stop() resolves: a stop that did
    // not wait for the held e-mail would see it still pending.
    const stateWhenStopped = outbox
      .stop()
      .then(async () => ({ state: (await emailDelivery(store, id))?.state, received: smtp.received.length }));
    held.release();
    expect(await stateWhenStopped).toEqual({ state: "delivered", received: 1 });
  });

  test("logs the lead id, form, attempt and error code, never the visitor's details", async ({ database }) => {
    await smtp.stop();
    const store = openStore(database);
    const { id } = await store.insert(inquiry);
    const outbox = start(store);
    await outbox.idle();
    await smtp.start();
    clock += FIRST_RETRY_MS;
    outbox.wake();
    await outbox.idle();

    const records = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toContainEqual(
      expect.objectContaining({
        leadId: id,
        form: "inquiry",
        channel: "email",
        attempt: 1,
        errorCode: expect.any(String),
      }),
    );
    expect(records).toContainEqual(
      expect.objectContaining({ leadId: id, form: "inquiry", channel: "email", attempt: 2, msg: "lead delivered" }),
    );
    const everything = logLines.join("\n");
    for (const personal of [...Object.values(inquiry.fields).filter((value) => value.length > 4), "Mia", "Tran"]) {
      expect(everything).not.toContain(personal);
    }
  });
});

describe("e-mail encryption", () => {
  test("keeps a lead pending, and retries it, while the mail server does not offer STARTTLS", async ({ database }) => {
    const store = openStore(database);
    const { id } = await store.insert(inquiry);
    // The test server offers no STARTTLS; without SMTP_ALLOW_PLAINTEXT the mailer requires it.
    const outbox = start(store, { SMTP_ALLOW_PLAINTEXT: false });
    await outbox.idle();
    expect(await emailDelivery(store, id)).toMatchObject({
      state: "pending",
      attempts: 1,
      nextAttemptAt: clock + FIRST_RETRY_MS,
    });
    clock += FIRST_RETRY_MS;
    outbox.wake();
    await outbox.idle();
    expect(await emailDelivery(store, id)).toMatchObject({ state: "pending", attempts: 2 });
    expect(smtp.received).toHaveLength(0);
    expect((await store.getLead(id))?.deliveryState).toBe("pending");
  });

  test("sends to a plain relay on this machine with SMTP_ALLOW_PLAINTEXT, and logs that choice in one line at start", async ({
    database,
  }) => {
    const store = openStore(database);
    const { id } = await store.insert(inquiry);
    await start(store, { SMTP_ALLOW_PLAINTEXT: true }).idle();
    expect((await store.getLead(id))?.deliveryState).toBe("delivered");
    const notices = logLines.filter((line) => line.includes("SMTP_ALLOW_PLAINTEXT=true"));
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0] ?? "{}")).toMatchObject({ level: 40 });
  });

  test("logs no plain-text line when e-mail requires TLS", async ({ database }) => {
    await start(openStore(database), { SMTP_ALLOW_PLAINTEXT: false }).idle();
    expect(logLines.join("")).not.toContain("SMTP_ALLOW_PLAINTEXT");
  });
});

describe("the webhook delivery", () => {
  test("posts the lead again after a 500, once it answers 200, with the lead id as Idempotency-Key", async ({
    database,
  }) => {
    const webhook = await startTestWebhook();
    cleanups.push(webhook.close);
    webhook.answers.push(500);
    const store = openStore(database);
    const { id } = await store.insert(inquiry);
    const outbox = start(store, {
      SMTP_URL: undefined,
      LEADS_TO: undefined,
      LEADS_FROM: undefined,
      LEADS_WEBHOOK_URL: webhook.url,
    });
    await outbox.idle();
    expect(webhook.requests).toHaveLength(1);

    clock += FIRST_RETRY_MS;
    outbox.wake();
    await outbox.idle();
    clock += 24 * 60 * 60_000;
    outbox.wake();
    await outbox.idle();

    expect(webhook.requests).toHaveLength(2);
    for (const request of webhook.requests) {
      expect(request.headers["idempotency-key"]).toBe(id);
      expect(request.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(request.body)).toEqual({
        id,
        form: "inquiry",
        receivedAt: new Date(clock - 24 * 60 * 60_000 - FIRST_RETRY_MS).toISOString(),
        fields: inquiry.fields,
        scenario: null,
      });
    }
    expect((await store.deliveriesOf(id)).find((delivery) => delivery.channel === "webhook")).toMatchObject({
      state: "delivered",
      attempts: 2,
    });
  });

  test("never e-mails a lead again because its webhook is still failing", async ({ database }) => {
    const webhook = await startTestWebhook();
    cleanups.push(webhook.close);
    webhook.answers.push(500, 503);
    const store = openStore(database);
    const { id } = await store.insert(inquiry);
    const outbox = start(store, { LEADS_WEBHOOK_URL: webhook.url });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await outbox.idle();
      clock += MAX_BACKOFF_MS;
      outbox.wake();
    }
    await outbox.idle();
    expect(webhook.requests).toHaveLength(3);
    expect(smtp.received).toHaveLength(1);
    expect((await store.getLead(id))?.deliveryState).toBe("delivered");
  });

  test("is skipped, not left waiting, when no webhook is configured", async ({ database }) => {
    const store = openStore(database);
    const { id } = await store.insert(inquiry);
    await start(store).idle();
    expect((await store.deliveriesOf(id)).find((delivery) => delivery.channel === "webhook")?.state).toBe("skipped");
    expect((await store.getLead(id))?.deliveryState).toBe("delivered");
  });
});

describe("undeliveredLeadsNotice", () => {
  it("tells a fresh machine, in one line, where its leads are kept and how to list them", () => {
    const notice = undeliveredLeadsNotice({ SMTP_URL: undefined, DATABASE_PATH: "/srv/kestrel/data/leads.sqlite" });
    expect(notice).toContain("/srv/kestrel/data/leads.sqlite");
    expect(notice).toContain("npm run leads -- list");
    expect(notice).not.toContain("\n");
  });

  it("says nothing once SMTP is configured", () => {
    expect(
      undeliveredLeadsNotice({ SMTP_URL: "smtp://mail.example:587", DATABASE_PATH: "leads.sqlite" }),
    ).toBeUndefined();
  });
});

describe("deliveryBackoffMs", () => {
  it("starts near 5 seconds and grows with every attempt until the cap, whatever the jitter", () => {
    const cap = 15 * 60_000;
    expect(deliveryBackoffMs(1, cap, () => 0)).toBeGreaterThanOrEqual(4_000);
    expect(deliveryBackoffMs(1, cap, () => 1)).toBeLessThanOrEqual(6_000);
    for (let attempt = 1; deliveryBackoffMs(attempt + 1, cap, () => 0) < cap * 0.8; attempt += 1) {
      expect(deliveryBackoffMs(attempt + 1, cap, () => 0)).toBeGreaterThan(deliveryBackoffMs(attempt, cap, () => 1));
    }
  });

  it("starts from the first wait it is given, and still never passes the cap", () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => deliveryBackoffMs(attempt, 1000, () => 0.5, 100))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
  });

  it("never waits longer than the cap, even after thousands of attempts", () => {
    for (const attempt of [1, 5, 10, 20, 100, 5000]) {
      for (const jitter of [0, 0.5, 1]) {
        const wait = deliveryBackoffMs(attempt, 60_000, () => jitter);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(60_000);
      }
    }
  });
});
