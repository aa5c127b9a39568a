// The e-mail that tells a staff member a lead is theirs, on the suite's
// engine: sent through the outbox like a lead's own e-mail, retried after a
// refusal, and never carrying the visitor's message or contact details.
import { afterEach, beforeEach, describe, expect } from "vitest";
import { capturedLog } from "../../../tests/support/captured-log.ts";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { outboxConfigFor } from "../../../tests/support/outbox-config.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-test-server.ts";
import { databaseTest as test } from "../../../tests/support/test-database.ts";
import type { AppDatabase } from "../../db/database.ts";
import { openLeadStore, type LeadStore } from "../store/lead-store.ts";
import { composeAssignmentNotice } from "./lead-mailer.ts";
import { FIRST_RETRY_MS, type LeadOutbox, startLeadOutbox } from "./lead-outbox.ts";

let smtp: TestSmtpServer;
let clock: number;
const running: { outbox?: LeadOutbox; store?: LeadStore } = {};

beforeEach(async () => {
  smtp = await startTestSmtpServer();
  clock = Date.parse("2026-11-27T01:00:00.000Z");
});

afterEach(async () => {
  await running.outbox?.stop();
  running.store?.close();
  await smtp.stop();
});

async function broker(database: AppDatabase): Promise<number> {
  const { id } = await database.db
    .insertInto("staff")
    .values({
      email: "ava.broker@kestrel.example",
      name: "Ava Lim",
      role: "broker",
      available_for_leads: 1,
      enrolled_at: "2026-11-01T00:00:00.000Z",
      created_at: "2026-11-01T00:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

function startOutbox(database: AppDatabase): { store: LeadStore; outbox: LeadOutbox } {
  const store = openLeadStore(database, { now: () => clock });
  const outbox = startLeadOutbox({
    store,
    config: outboxConfigFor(smtp.url, 60_000),
    log: capturedLog([]),
    now: () => clock,
    random: () => 0.5,
  });
  Object.assign(running, { store, outbox });
  return { store, outbox };
}

const secretMessage = "Our savings are 80k and we want a home in Brunswick.";

describe("the assignee's notice", () => {
  test("is e-mailed to the assignee with the lead's name, enquiry type and link, and nothing else of it", async ({
    database,
  }) => {
    await broker(database);
    const { store, outbox } = startOutbox(database);
    const lead = await store.insert(sampleInquiry({ message: secretMessage }));
    outbox.wake();
    await outbox.idle();
    const notice = smtp.received.find((email) => email.subject.startsWith("New lead for you"));
    expect(notice?.subject).toBe("New lead for you: Mia Tran (First Home)");
    expect(notice?.envelopeTo).toEqual(["ava.broker@kestrel.example"]);
    expect(notice?.text).toContain(`https://www.kestrel.example/inbox/leads/${lead.id}`);
    const everything = notice?.raw ?? "";
    for (const detail of ["Brunswick", "80k", "mia.tran@example.com", "0412", "412 345", "+61412345678", "3350"])
      expect(everything).not.toContain(detail);
    const [row] = await database.db.selectFrom("assignment_notices").select(["state", "attempts"]).execute();
    expect(row).toEqual({ state: "sent", attempts: 1 });
  });

  test("is tried again after the mail server refuses it, and never holds the lead's own delivery", async ({
    database,
  }) => {
    await broker(database);
    const { store, outbox } = startOutbox(database);
    await outbox.idle();
    // The lead's e-mail goes first and is accepted; the notice is refused once.
    smtp.refuseNext(0);
    const lead = await store.insert(sampleInquiry());
    await database.db
      .updateTable("assignment_notices")
      .set({ next_attempt_at: clock + 1 })
      .execute();
    outbox.wake();
    await outbox.idle();
    expect((await store.getLead(lead.id))?.deliveryState).toBe("delivered");
    smtp.refuseNext(1);
    clock += 1;
    outbox.wake();
    await outbox.idle();
    const [refused] = await database.db.selectFrom("assignment_notices").select(["state", "attempts"]).execute();
    expect(refused).toEqual({ state: "pending", attempts: 1 });
    clock += FIRST_RETRY_MS;
    outbox.wake();
    await outbox.idle();
    const [sent] = await database.db.selectFrom("assignment_notices").select(["state", "attempts"]).execute();
    expect(sent).toEqual({ state: "sent", attempts: 2 });
  });
});

describe("composing the notice", () => {
  test("names a referral as such and the enquiry type as the form shows it", () => {
    const settings = { from: "leads@kestrel.example", siteUrl: "https://www.kestrel.example" };
    const to = { name: "Ava Lim", email: "ava@kestrel.example" };
    const base = {
      id: 4,
      kind: "assigned" as const,
      leadId: "abc",
      visitorName: "Noah\r\nBcc: x@y",
      attempts: 0,
      to,
      ownerName: "Ava Lim",
      dueAt: null,
      callbackAt: null,
    };
    expect(composeAssignmentNotice({ ...base, form: "referral", enquiryType: null }, settings).subject).toBe(
      "New lead for you: Noah Bcc: x@y (Referral)",
    );
    expect(
      composeAssignmentNotice({ ...base, form: "inquiry", enquiryType: "Commercial Loans" }, settings).subject,
    ).toBe("New lead for you: Noah Bcc: x@y (Commercial Property Loan)");
  });
});
