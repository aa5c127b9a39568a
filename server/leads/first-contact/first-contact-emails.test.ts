// The overdue and callback e-mails as they reach a real SMTP server, on the
// suite's engine: the admins learn which lead waits and whose it is, the
// owner learns a callback is due and when; neither e-mail carries the
// visitor's e-mail address, phone or message, and a callback's not even the name.
import { afterEach, beforeEach, describe, expect } from "vitest";
import { capturedLog } from "../../../tests/support/captured-log.ts";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { leadStoreTest } from "../../../tests/support/lead-store-per-test.ts";
import { outboxConfigFor } from "../../../tests/support/outbox-config.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-test-server.ts";
import { enrolledStaff } from "../../../tests/support/staff-accounts.ts";
import type { AppDatabase } from "../../db/database.ts";
import { type LeadOutbox, startLeadOutbox } from "../delivery/lead-outbox.ts";
import type { LeadStore } from "../store/lead-store.ts";
import { sweepFirstContact } from "./first-contact-sweep.ts";

const MINUTE = 60_000;
/** Wednesday 25 November 2026, 10:00 in Melbourne (AEDT, UTC+11). */
const ARRIVED = Date.parse("2026-11-24T23:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();

const test = leadStoreTest(ARRIVED);
let smtp: TestSmtpServer;
let outbox: LeadOutbox | undefined;

beforeEach(async () => {
  smtp = await startTestSmtpServer();
});

afterEach(async () => {
  await outbox?.stop();
  outbox = undefined;
  await smtp.stop();
});

const message = "Our savings are 80k and we want the bakery in Sebastopol.";
/** What no notice may carry: the message, the e-mail address, the phone however written, the postcode. */
const privateDetails = ["Sebastopol", "80k", "mia.tran@example.com", "0412", "412 345", "+61412345678", "3350"];

async function staff(database: AppDatabase, now: () => number) {
  await enrolledStaff(database, now, { email: "rae@kestrel.example", name: "Rae Routed" });
  const ada = await enrolledStaff(database, now, { email: "ada@kestrel.example", name: "Ada Admin", role: "admin" });
  await database.db.updateTable("staff").set({ available_for_leads: 0 }).where("id", "=", ada.id).execute();
}

async function sendNotices(store: LeadStore, now: number): Promise<void> {
  outbox = startLeadOutbox({
    store,
    config: outboxConfigFor(smtp.url, 60_000),
    log: capturedLog([]),
    now: () => now,
    random: () => 0.5,
  });
  await outbox.idle();
}

describe("the overdue e-mail", () => {
  test("tells each admin the lead's name, enquiry type, owner, when it was due and the link, and nothing private", async ({
    database,
    store,
    clock,
  }) => {
    await staff(database, () => clock.now);
    const lead = await store.insert({
      ...sampleInquiry({ message }),
      fields: { ...sampleInquiry({ message }).fields, enquiryType: "Business Purchase" },
      firstContact: { dueAt: iso(ARRIVED + 15 * MINUTE), escalateAt: iso(ARRIVED + 30 * MINUTE), callbackAt: null },
    });
    const now = ARRIVED + 31 * MINUTE;
    await sweepFirstContact(database, now);
    await sendNotices(store, now);

    const overdue = smtp.received.filter((email) => email.subject.startsWith("Overdue"));
    expect(overdue).toHaveLength(1);
    const [email] = overdue;
    expect(email?.envelopeTo).toEqual(["ada@kestrel.example"]);
    expect(email?.subject).toBe("Overdue: Business Purchase lead from Mia Tran, owned by Rae Routed");
    expect(email?.text).toContain("Owner: Rae Routed");
    expect(email?.text).toContain("First contact was due: Wednesday 25 November at 10:15 am (Melbourne time)");
    expect(email?.text).toContain(`https://www.kestrel.example/inbox/leads/${lead.id}`);
    for (const detail of privateDetails) expect(email?.raw).not.toContain(detail);
  });
});

describe("the callback reminder", () => {
  test("tells the owner when the callback is due, on which form, with the link, and no personal detail at all", async ({
    database,
    store,
    clock,
  }) => {
    await staff(database, () => clock.now);
    const callbackAt = Date.parse("2026-11-24T23:00:00.000Z") + 4 * 60 * MINUTE; // 2 pm
    const lead = await store.insert({
      form: "callback",
      fields: { callerName: "Jo Bloggs", callerPhone: "+61412000111", callbackTime: "2026-11-25 14:00-16:00" },
      spam: false,
      firstContact: { dueAt: iso(callbackAt), escalateAt: iso(callbackAt + 15 * MINUTE), callbackAt: iso(callbackAt) },
    });
    const now = callbackAt - 10 * MINUTE;
    await sweepFirstContact(database, now);
    await sendNotices(store, now);

    const reminders = smtp.received.filter((email) => email.subject.startsWith("A callback"));
    expect(reminders).toHaveLength(1);
    const [email] = reminders;
    expect(email?.envelopeTo).toEqual(["rae@kestrel.example"]);
    expect(email?.subject).toBe("A callback is due at 2 pm");
    expect(email?.text).toContain("When: Wednesday 25 November at 2 pm (Melbourne time)");
    expect(email?.text).toContain("Form: Callback");
    expect(email?.text).toContain(`https://www.kestrel.example/inbox/leads/${lead.id}`);
    for (const detail of ["Jo", "Bloggs", "0412", "412 000", "+61412000111", "000 111"])
      expect(email?.raw).not.toContain(detail);
  });
});
