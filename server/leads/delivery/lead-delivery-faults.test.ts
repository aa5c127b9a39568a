// Delivery through real outages, on the real clock: the SQLite file, the
// outbox, a real SMTP server and a real HTTP server standing in for the CRM.
// The first retry waits 100 ms instead of 5 s and the cap is 1 s, so waits of
// 100, 200, 400 and 800 ms and then the cap all happen within seconds.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { capturedLog } from "../../../tests/support/captured-log.ts";
import { outboxConfigFor } from "../../../tests/support/outbox-config.ts";
import { OK_REPLY, startRecordingServer, type RecordingServer } from "../../../tests/support/recording-http-server.ts";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { until } from "../../../tests/support/lead-server/until.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-test-server.ts";
import { startLeadOutbox, type LeadOutbox, type OutboxConfig } from "./lead-outbox.ts";
import { openDatabase } from "../../db/database.ts";
import { openLeadStore, type DeliveryChannel, type LeadStore } from "../store/lead-store.ts";

const CAP_MS = 1000;
const FIRST_RETRY_MS = 100;
/**
 * How late a due attempt may start on a loaded 2-core machine: the outbox
 * leaves at least 100 ms between runs, takes leads one at a time, and timers
 * fire late when the machine is busy. Generous, so the test does not flake.
 */
const LATENESS_ALLOWED_MS = 3000;
/** Each test takes seconds; this leaves room for every deadline on a loaded machine. */
const TEST_TIMEOUT = { timeout: 90_000 };

let folder: string;
let databasePath: string;
let smtp: TestSmtpServer;
let attemptLog: AttemptLog;
let logLines: string[];
const cleanups: (() => Promise<void> | void)[] = [];

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "lead-delivery-faults-"));
  databasePath = path.join(folder, "leads.sqlite");
  smtp = await startTestSmtpServer();
  logLines = [];
});

afterEach(async () => {
  // Last in, first out: the outbox stops before its store closes.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await smtp.stop();
  await rm(folder, { recursive: true, force: true });
});

/** The store on a fresh file, with every attempt the outbox writes to it recorded (see recordAttempts). */
async function openStore(): Promise<LeadStore> {
  const database = await openDatabase({ engine: "sqlite", path: databasePath });
  cleanups.push(() => database.close());
  const store = openLeadStore(database);
  cleanups.push(async () => store.close());
  attemptLog = recordAttempts(databasePath);
  cleanups.push(() => attemptLog.close());
  return store;
}

/** Leads that differ by their e-mail address, the unique value each delivery is counted by. */
async function insertLeads(store: LeadStore, count: number): Promise<string[]> {
  const lead = sampleInquiry();
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1)
    ids.push((await store.insert({ ...lead, fields: { ...lead.fields, email: `lead-${index}@example.com` } })).id);
  return ids;
}

function startOutbox(store: LeadStore, config: Partial<OutboxConfig>): LeadOutbox {
  const outbox = startLeadOutbox({
    store,
    config: outboxConfigFor(smtp.url, CAP_MS, config),
    log: capturedLog(logLines),
    firstRetryMs: FIRST_RETRY_MS,
  });
  cleanups.push(() => outbox.stop());
  return outbox;
}

/** Nothing is pending any more, so nothing can be sent again: the moment to count deliveries. */
async function settled(store: LeadStore, outbox: LeadOutbox): Promise<void> {
  await until("no delivery is pending", async () => (await store.nextAttemptAt(["email", "webhook"])) === null);
  await outbox.idle();
}

function countBy<T>(items: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

interface RecordedAttempt {
  leadId: string;
  channel: DeliveryChannel;
  /** The delivery's attempts after this one. */
  attempts: number;
  state: "pending" | "delivered";
  nextAttemptAt: number;
  lastError: string | null;
  /** When SQLite wrote it (epoch ms), just after the attempt ended. */
  at: number;
}

interface AttemptLog {
  of(leadId: string, channel: DeliveryChannel): RecordedAttempt[];
  failures(leadId: string, channel: DeliveryChannel, error?: RegExp): number;
  close(): void;
}

/**
 * A trigger in the real database that copies every attempt the outbox
 * records (each increase of `attempts`) with the time SQLite wrote it: the
 * outbox's own history of one delivery, which the row itself overwrites.
 */
function recordAttempts(file: string): AttemptLog {
  const db = new Database(file);
  db.exec(`
    CREATE TABLE test_attempts (lead_id, channel, attempts, state, next_attempt_at, last_error, at);
    CREATE TRIGGER test_attempts AFTER UPDATE OF attempts ON lead_deliveries WHEN NEW.attempts > OLD.attempts
    BEGIN
      INSERT INTO test_attempts VALUES (NEW.lead_id, NEW.channel, NEW.attempts, NEW.state, NEW.next_attempt_at,
        NEW.last_error, CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER));
    END;
  `);
  const select = db.prepare<[string, string], RecordedAttempt>(`
    SELECT lead_id AS leadId, channel, attempts, state, next_attempt_at AS nextAttemptAt, last_error AS lastError, at
    FROM test_attempts WHERE lead_id = ? AND channel = ? ORDER BY attempts
  `);
  const of = (leadId: string, channel: DeliveryChannel) => select.all(leadId, channel);
  return {
    of,
    failures: (leadId, channel, error = /./) =>
      of(leadId, channel).filter((attempt) => attempt.state === "pending" && error.test(attempt.lastError ?? ""))
        .length,
    close: () => db.close(),
  };
}

/** The waits the outbox chose after each failed attempt of one delivery, from its log, by attempt number. */
function chosenWaits(leadId: string, channel: DeliveryChannel): number[] {
  return logLines
    .map((line) => JSON.parse(line) as { leadId?: string; channel?: string; attempt?: number; retryInMs?: number })
    .filter((record) => record.leadId === leadId && record.channel === channel && record.retryInMs !== undefined)
    .sort((first, second) => (first.attempt ?? 0) - (second.attempt ?? 0))
    .map((record) => record.retryInMs ?? Number.NaN);
}

/**
 * The backoff rule as it happened to one delivery: after failed attempt n the
 * outbox waited min(cap, 100 ms × 2^(n−1)) give or take 20%, never more than
 * the cap; the next attempt came no earlier than the time it recorded, and
 * no later than the cap and the lateness allowed. Returns the waits.
 */
function expectBackoffWithinCap(leadId: string, channel: DeliveryChannel): number[] {
  const attempts = attemptLog.of(leadId, channel);
  const waits = chosenWaits(leadId, channel);
  expect(attempts.map((attempt) => attempt.attempts)).toEqual(attempts.map((_, index) => index + 1));
  expect(waits).toHaveLength(attempts.filter((attempt) => attempt.state === "pending").length);
  waits.forEach((wait, index) => {
    const base = Math.min(CAP_MS, FIRST_RETRY_MS * 2 ** index);
    expect(wait).toBeGreaterThanOrEqual(Math.round(base * 0.8));
    expect(wait).toBeLessThanOrEqual(Math.min(CAP_MS, Math.round(base * 1.2)));
  });
  for (const [index, attempt] of attempts.slice(0, -1).entries()) {
    // As the database has it: the next attempt's time, set when this one failed, is within the cap.
    expect(attempt.nextAttemptAt - attempt.at).toBeLessThanOrEqual(CAP_MS);
    const next = attempts[index + 1];
    if (!next) continue;
    // julianday keeps milliseconds, rounded: one either way.
    expect(next.at).toBeGreaterThanOrEqual(attempt.nextAttemptAt - 1);
    expect(next.at - attempt.at).toBeLessThanOrEqual(CAP_MS + LATENESS_ALLOWED_MS);
  }
  return waits;
}

describe("delivery by e-mail through a mail outage", () => {
  it(
    "delivers each lead exactly once after the mail server was down, then refused with 421 and 451, then came back",
    TEST_TIMEOUT,
    async () => {
      const store = await openStore();
      const ids = await insertLeads(store, 4);
      // Nothing listens on the mail server's port.
      await smtp.stop();
      const outbox = startOutbox(store, {});
      await until("each lead has failed 3 times with the mail server down", () =>
        ids.every((id) => attemptLog.failures(id, "email") >= 3),
      );

      // Listening again, but closing every connection at once: "421 try later".
      smtp.refuseAll(421, "greeting");
      await smtp.start();
      await until("each lead has been refused at the greeting", () =>
        ids.every((id) => attemptLog.failures(id, "email", /^SMTP_421/) >= 1),
      );

      // Taking the message, then refusing it: "451 try later".
      smtp.refuseAll(451, "message");
      await until("the mail server has refused each lead's message", () =>
        ids.every((id) => smtp.answers.some((answer) => answer.leadId === id && answer.responseCode === 451)),
      );
      expect(smtp.received).toEqual([]);
      expect(await store.countLeads()).toEqual({ pending: ids.length, delivered: 0, spam: 0 });

      smtp.acceptAll();
      await until("every lead is delivered", async () => (await store.countLeads()).delivered === ids.length);
      await settled(store, outbox);

      // Exactly once: each lead's id and each visitor's address once among the messages accepted.
      expect(countBy(smtp.received.map((email) => email.headers.get("x-lead-id")))).toEqual(
        new Map(ids.map((id) => [id, 1])),
      );
      expect(new Set(smtp.received.map((email) => email.headers.get("reply-to")))).toHaveProperty("size", ids.length);
      for (const id of ids) {
        const waits = expectBackoffWithinCap(id, "email");
        // Long enough an outage for the waits to reach the cap.
        expect(waits.length).toBeGreaterThanOrEqual(5);
        expect((await store.deliveriesOf(id)).find((delivery) => delivery.channel === "email")).toMatchObject({
          state: "delivered",
          attempts: waits.length + 1,
        });
        // As the mail server saw it: one lead's messages no further apart than the cap allows.
        const seen = smtp.answers.filter((answer) => answer.leadId === id).map((answer) => answer.at);
        seen
          .slice(1)
          .forEach((at, index) => expect(at - (seen[index] ?? at)).toBeLessThanOrEqual(CAP_MS + LATENESS_ALLOWED_MS));
      }
    },
  );
});

describe("delivery to the webhook through a CRM outage", () => {
  let webhook: RecordingServer;
  /** Each answer the webhook gave, in order, with the lead it was for. */
  let webhookAnswers: { leadId: string; status: number; at: number }[];
  let webhookUp: boolean;

  beforeEach(async () => {
    webhook = await startRecordingServer();
    cleanups.push(() => webhook.close());
    webhookAnswers = [];
    webhookUp = true;
    webhook.replyWith((request) => {
      const reply = webhookUp ? OK_REPLY : { status: 500, text: "Internal Server Error" };
      webhookAnswers.push({ leadId: (request.json as { id: string }).id, status: reply.status, at: Date.now() });
      return reply;
    });
  });

  const okPosts = (id: string) =>
    webhookAnswers.filter((answer) => answer.leadId === id && answer.status === 200).length;

  it(
    "posts each lead exactly once successfully after the webhook answered 500 for a while, e-mailing it once meanwhile",
    TEST_TIMEOUT,
    async () => {
      const store = await openStore();
      const ids = await insertLeads(store, 3);
      webhookUp = false;
      const outbox = startOutbox(store, { LEADS_WEBHOOK_URL: `${webhook.origin}/crm/leads` });
      await until("each lead is e-mailed and its webhook has failed 5 times", async () => {
        const emailed = await Promise.all(
          ids.map(async (id) => (await store.deliveriesOf(id))[0]?.state === "delivered"),
        );
        return ids.every((id, index) => emailed[index] && attemptLog.failures(id, "webhook", /^HTTP_500/) >= 5);
      });
      // The e-mails did not wait for the webhook, and are not sent again while it fails.
      expect(countBy(smtp.received.map((email) => email.headers.get("x-lead-id")))).toEqual(
        new Map(ids.map((id) => [id, 1])),
      );
      expect(await store.countLeads()).toEqual({ pending: ids.length, delivered: 0, spam: 0 });

      webhookUp = true;
      await until("every lead is delivered", async () => (await store.countLeads()).delivered === ids.length);
      await settled(store, outbox);

      for (const id of ids) {
        expect(okPosts(id)).toBe(1);
        const waits = expectBackoffWithinCap(id, "webhook");
        expect(waits.length).toBeGreaterThanOrEqual(5);
        // As the CRM saw it: one lead's posts no further apart than the cap allows.
        const seen = webhookAnswers.filter((answer) => answer.leadId === id).map((answer) => answer.at);
        expect(seen).toHaveLength(waits.length + 1);
        seen
          .slice(1)
          .forEach((at, index) => expect(at - (seen[index] ?? at)).toBeLessThanOrEqual(CAP_MS + LATENESS_ALLOWED_MS));
      }
      expect(smtp.received).toHaveLength(ids.length);
    },
  );

  it(
    "posts each lead to the webhook at once and once only while the mail server is down, and e-mails it once when it is back",
    TEST_TIMEOUT,
    async () => {
      const store = await openStore();
      const ids = await insertLeads(store, 3);
      await smtp.stop();
      const outbox = startOutbox(store, { LEADS_WEBHOOK_URL: `${webhook.origin}/crm/leads` });
      await until("each lead is posted and its e-mail has failed twice", () =>
        ids.every((id) => okPosts(id) === 1 && attemptLog.failures(id, "email") >= 2),
      );
      for (const id of ids) expect(attemptLog.of(id, "webhook")).toMatchObject([{ attempts: 1, state: "delivered" }]);

      await smtp.start();
      await until("every lead is delivered", async () => (await store.countLeads()).delivered === ids.length);
      await settled(store, outbox);

      expect(countBy(smtp.received.map((email) => email.headers.get("x-lead-id")))).toEqual(
        new Map(ids.map((id) => [id, 1])),
      );
      expect(countBy(webhookAnswers.map((answer) => answer.leadId))).toEqual(new Map(ids.map((id) => [id, 1])));
      for (const id of ids) expectBackoffWithinCap(id, "email");
    },
  );
});
