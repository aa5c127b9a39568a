// SIGKILL, as an out-of-memory killer or a pulled plug does it: no handler
// runs, nothing is flushed. What the built server answered OK to must be on
// disk, whole, and e-mailed once it runs again.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadFieldOrder } from "../../contracts/lead-forms.ts";
import type { LeadFormName } from "../../contracts/lead-protocol.ts";
import { startTestSmtpServer, type ReceivedEmail, type TestSmtpServer } from "../support/smtp-test-server.ts";
import { startLeadServer } from "../support/built-lead-server.ts";
import {
  emailOf,
  type LeadDatabaseContents,
  openLedger,
  readLeadDatabase,
  rowsPerEmail,
} from "../support/lead-server/ledger.ts";
import {
  type LeadServerProcess,
  type LeadServerWorkDir,
  makeLeadServerWorkDir,
} from "../support/lead-server/server-process.ts";
import { leadSubmission, type LoadResult, startLoad, SUBMISSION_KINDS } from "../support/lead-server/submissions.ts";
import { until } from "../support/lead-server/until.ts";

let workDir: LeadServerWorkDir;
let smtp: TestSmtpServer;
let servers: LeadServerProcess[] = [];

beforeEach(async () => {
  workDir = await makeLeadServerWorkDir();
  smtp = await startTestSmtpServer();
});

afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  await smtp.stop();
  await workDir.remove();
});

async function start(settings: Record<string, string> = {}): Promise<LeadServerProcess> {
  const server = await startLeadServer(workDir, settings);
  servers.push(server);
  return server;
}

function withMail(): Record<string, string> {
  // SMTP_ALLOW_PLAINTEXT: the test SMTP server is a relay on 127.0.0.1 without STARTTLS.
  return {
    SMTP_URL: smtp.url,
    SMTP_ALLOW_PLAINTEXT: "true",
    LEADS_TO: "leads@kestrelridge.example",
    LEADS_FROM: "website@kestrelridge.example",
    DELIVERY_MAX_BACKOFF_MS: "1000",
  };
}

/** Both forms through both endpoints in turn, every seventh a bot's (honeypot filled), each from its own address. */
function loadOn(server: LeadServerProcess, label: string, concurrency: number, limit?: number) {
  return startLoad(server.origin, {
    concurrency,
    limit,
    next: (index) =>
      leadSubmission(
        SUBMISSION_KINDS[index % SUBMISSION_KINDS.length] ?? { form: "inquiry", encoding: "json" },
        `${label}-${index}@example.com`,
        { spam: index % 7 === 3 },
      ),
  });
}

async function killMidLoad(server: LeadServerProcess): Promise<void> {
  server.kill("SIGKILL");
  expect((await server.exited).signal).toBe("SIGKILL");
}

/**
 * The ledger after a crash: every lead answered OK has exactly one row; a
 * row without an OK is only ever a lead whose answer was lost with the
 * process (committed, then killed before the answer left); every row is
 * whole, and a real lead has its two outbox rows, a bot's none.
 */
function expectLedgerKept({ sent }: LoadResult, database: LeadDatabaseContents, concurrency: number): void {
  expect(database.integrity).toBe("ok");
  // Before the kill nothing is refused: each submission is answered OK or cut off.
  const refused = sent.filter(({ outcome }) => "status" in outcome && outcome.status !== 200);
  expect(refused).toEqual([]);

  const rowsByEmail = rowsPerEmail(database.leads);
  const answeredOk = sent.filter(({ outcome }) => "status" in outcome && outcome.status === 200);
  const missing = answeredOk.filter(({ submission }) => rowsByEmail.get(submission.email) !== 1);
  expect(
    missing.map(({ submission }) => `${submission.email}: ${rowsByEmail.get(submission.email) ?? 0} rows`),
  ).toEqual([]);

  const bySubmission = new Map(sent.map((entry) => [entry.submission.email, entry]));
  const withoutOk = database.leads.filter((lead) => {
    const outcome = bySubmission.get(emailOf(lead) ?? "")?.outcome;
    return !(outcome && "status" in outcome && outcome.status === 200);
  });
  for (const lead of withoutOk) {
    // Sent by this test, and cut off by the kill rather than refused.
    expect(bySubmission.get(emailOf(lead) ?? "")?.outcome).toHaveProperty("error");
  }
  // At most one per submission in flight at the kill.
  expect(withoutOk.length).toBeLessThanOrEqual(concurrency);

  for (const lead of database.leads) {
    const submission = bySubmission.get(emailOf(lead) ?? "")?.submission;
    expect(lead.form).toBe(submission?.form);
    const form = lead.form as LeadFormName;
    expect(Object.keys(lead.fields).sort()).toEqual([...leadFieldOrder[form]].sort());
    expect(Object.values(lead.fields).every((value) => value.length > 0)).toBe(true);
    expect(lead.received_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const channels = database.deliveries.filter((row) => row.lead_id === lead.id).map((row) => row.channel);
    if (submission?.spam) {
      expect(lead.delivery_state).toBe("spam");
      expect(channels).toEqual([]);
    } else {
      expect(lead.delivery_state).not.toBe("spam");
      expect(channels).toEqual(["email", "webhook"]);
    }
  }
  const leadIds = new Set(database.leads.map((lead) => lead.id));
  expect(database.deliveries.filter((row) => !leadIds.has(row.lead_id))).toEqual([]);
}

/** Waits until no e-mail delivery is pending: after that the outbox has nothing left it could send. */
async function untilEveryEmailDelivered(server: LeadServerProcess): Promise<LeadDatabaseContents> {
  let waiting = Number.NaN;
  const ledger = openLedger(workDir.databasePath);
  try {
    // A count, not the whole file: this process also runs the mail server, which must not wait on the test.
    await until(
      "every lead's e-mail is recorded as delivered",
      () => (waiting = ledger.emailDeliveriesWaiting()) === 0,
      120_000,
      200,
    );
  } catch (error) {
    throw new Error(
      `${String(error)}: ${smtp.received.length} e-mails received, ${waiting} still waiting; server output:\n${server.output()}`,
    );
  } finally {
    ledger.close();
  }
  return readLeadDatabase(workDir.databasePath);
}

/** Starts the server again with the mail server reachable and waits until it has e-mailed every lead: the real leads, and each one's e-mails. */
async function restartWithMail() {
  const second = await start(withMail());
  const delivered = await untilEveryEmailDelivered(second);
  return {
    second,
    realLeads: delivered.leads.filter((lead) => lead.delivery_state !== "spam"),
    perLead: emailsPerLead(smtp.received),
  };
}

/** How many e-mails arrived for each lead, by the X-Lead-Id the mailer puts on each. */
function emailsPerLead(received: readonly ReceivedEmail[]): Map<string, ReceivedEmail[]> {
  const perLead = new Map<string, ReceivedEmail[]>();
  for (const email of received) {
    const leadId = email.headers.get("x-lead-id") ?? "";
    perLead.set(leadId, [...(perLead.get(leadId) ?? []), email]);
  }
  return perLead;
}

describe("the lead server killed with SIGKILL", () => {
  it("keeps every lead it answered OK to when killed mid-load, and e-mails each exactly once after the restart", async () => {
    const concurrency = 24;
    // E-mail is off while it takes leads, so every delivery is still waiting at the kill.
    const first = await start();
    const load = loadOn(first, "mid-load", concurrency);
    await until("150 leads are answered OK", () => load.answered() >= 150, 60_000);
    await killMidLoad(first);
    const result = await load.finished();

    const afterCrash = readLeadDatabase(workDir.databasePath);
    expectLedgerKept(result, afterCrash, concurrency);

    // Started again on the same file with the mail server reachable: the waiting deliveries resume.
    const { second, realLeads, perLead } = await restartWithMail();
    expect([...perLead.keys()].sort()).toEqual(realLeads.map((lead) => lead.id).sort());
    expect([...perLead.values()].filter((emails) => emails.length !== 1)).toEqual([]);
    // Matched by the visitor's address too: each e-mail answers the visitor who sent that lead.
    for (const lead of realLeads) expect(perLead.get(lead.id)?.[0]?.headers.get("reply-to")).toContain(emailOf(lead));
    expect(await second.stop()).toEqual({ code: 0, signal: null });
  });

  /**
   * Kills the server while the mail server holds an e-mail (after DATA,
   * before its answer), with e-mails already sent and leads arriving.
   */
  async function killWhileSending(label: string) {
    const concurrency = 8;
    const first = await start(withMail());
    const before = await loadOn(first, `${label}-before`, 4, 24).finished();
    await until("some e-mails have been sent", () => smtp.received.length >= 10, 60_000);
    // The next e-mail is held, and the outbox with it: none is sent after it.
    const held = smtp.holdNext();
    const load = loadOn(first, label, concurrency);
    await held.arrived;
    await until("the load is under way", () => load.answered() >= 30, 60_000);
    await killMidLoad(first);
    const during = await load.finished();
    const sentBeforeKill = smtp.received.length;

    const afterCrash = readLeadDatabase(workDir.databasePath);
    expectLedgerKept({ sent: [...before.sent, ...during.sent] }, afterCrash, concurrency);
    // The one e-mail in flight is the only delivery still taken by the dead worker.
    const taken = afterCrash.deliveries.filter((row) => row.state === "pending" && row.leased_until !== null);
    expect(taken.map((row) => row.channel)).toEqual(["email"]);
    return { held, inFlightLeadId: taken[0]?.lead_id ?? "", sentBeforeKill };
  }

  it("e-mails each lead exactly once when killed mid-send before the mail server accepted", async () => {
    const { inFlightLeadId, sentBeforeKill } = await killWhileSending("unaccepted");
    expect(sentBeforeKill).toBeGreaterThanOrEqual(10);
    // The held e-mail is never accepted: the mail server drops it, as one does
    // when the client goes before the message was taken.
    expect(emailsPerLead(smtp.received).has(inFlightLeadId)).toBe(false);

    // No waiting out the dead worker's five-minute lease: the new server takes its deliveries back.
    const { second, realLeads, perLead } = await restartWithMail();
    expect([...perLead.keys()].sort()).toEqual(realLeads.map((lead) => lead.id).sort());
    expect([...perLead.values()].filter((emails) => emails.length !== 1)).toEqual([]);
    expect(await second.stop()).toEqual({ code: 0, signal: null });
  });

  it("sends the e-mail in flight again, with the same Message-ID, when the mail server accepted it just as the server died", async () => {
    const { held, inFlightLeadId } = await killWhileSending("accepted");
    // The mail server takes the message, but its "250 OK" reaches no one:
    // the outbox never learnt that it was delivered.
    held.release();
    await until("the held e-mail is accepted", () => emailsPerLead(smtp.received).has(inFlightLeadId));

    // As above: the new server takes back the dead one's lease at once.
    const { second, realLeads, perLead } = await restartWithMail();
    expect([...perLead.keys()].sort()).toEqual(realLeads.map((lead) => lead.id).sort());
    // At least once, and the only repeat is that one lead, recognisable as the same message.
    const repeated = [...perLead.entries()].filter(([, emails]) => emails.length !== 1);
    expect(repeated.map(([leadId, emails]) => [leadId, emails.length])).toEqual([[inFlightLeadId, 2]]);
    const messageIds = (perLead.get(inFlightLeadId) ?? []).map((email) => email.headers.get("message-id"));
    expect(messageIds[0]).toBe(`<lead-${inFlightLeadId}@kestrelridge.example>`);
    expect(messageIds[1]).toBe(messageIds[0]);
    expect(await second.stop()).toEqual({ code: 0, signal: null });
  });
});
