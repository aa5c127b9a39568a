// SIGTERM, as a container platform or systemd sends it before a deploy: the
// built server finishes what it started and refuses what it has not.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-test-server.ts";
import { startLeadServer } from "../support/built-lead-server.ts";
import { connectionRefused, holdLeadRequest } from "../support/lead-server/held-request.ts";
import { emailOf, readLeadDatabase } from "../support/lead-server/ledger.ts";
import {
  exitWithin,
  type LeadServerProcess,
  type LeadServerWorkDir,
  makeLeadServerWorkDir,
} from "../support/lead-server/server-process.ts";
import { leadSubmission, sendLead } from "../support/lead-server/submissions.ts";
import { until } from "../support/lead-server/until.ts";

let workDir: LeadServerWorkDir;
let smtp: TestSmtpServer;
let server: LeadServerProcess | undefined;

beforeEach(async () => {
  workDir = await makeLeadServerWorkDir();
  smtp = await startTestSmtpServer();
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await smtp.stop();
  await workDir.remove();
});

function withMail(): Record<string, string> {
  // SMTP_ALLOW_PLAINTEXT: the test SMTP server is a relay on 127.0.0.1 without STARTTLS.
  return {
    SMTP_URL: smtp.url,
    SMTP_ALLOW_PLAINTEXT: "true",
    LEADS_TO: "leads@kestrelridge.example",
    LEADS_FROM: "website@kestrelridge.example",
  };
}

describe("the lead server on SIGTERM", () => {
  it("answers and stores the lead in flight, refuses new connections, finishes the e-mail it is sending and exits 0", async () => {
    server = await startLeadServer(workDir, withMail());
    const { port, origin } = server;

    // The outbox is in the middle of an e-mail: the mail server holds it.
    const held = smtp.holdNext();
    const sending = leadSubmission({ form: "inquiry", encoding: "json" }, "being-sent@example.com");
    expect(await sendLead(origin, sending)).toEqual({ status: 200, body: "OK" });
    await held.arrived;

    // A visitor's lead is in flight: the server has its headers, not yet its body.
    const inFlight = holdLeadRequest(
      port,
      leadSubmission({ form: "referral", encoding: "multipart" }, "in-flight@example.com"),
    );
    await inFlight.started;

    server.kill("SIGTERM");
    await until("the server stops accepting connections", () => connectionRefused(port), 20_000);

    // What was already under way is answered as usual, and stored. A request
    // sent after it on the same connection is not taken: 503, or the
    // connection closed before it was read.
    const late = leadSubmission({ form: "inquiry", encoding: "urlencoded" }, "too-late@example.com");
    const { answer, next } = await inFlight.finish(late);
    expect(answer).toMatchObject({ status: 200, body: "OK" });
    if (next !== "closed") {
      // Our own 503 (server/request-guards.ts), not Fastify's bare one: when to come back, and the security headers.
      expect(next?.status).toBe(503);
      expect(next?.head).toMatch(/\r\nretry-after: \d+\r\n/i);
      expect(next?.head).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    }

    // A delivery is never abandoned half-way: the process waits for the mail server.
    expect(server.running()).toBe(true);
    held.release();
    const exit = await exitWithin(server, 20_000);
    expect(exit).toEqual({ code: 0, signal: null });

    const { leads, deliveries, integrity } = readLeadDatabase(workDir.databasePath);
    expect(integrity).toBe("ok");
    expect(leads.map(emailOf).sort()).toEqual(["being-sent@example.com", "in-flight@example.com"]);
    const received = (leadId: string) =>
      smtp.received.filter((email) => email.headers.get("x-lead-id") === leadId).length;
    const emailRows = deliveries.filter((row) => row.channel === "email");
    expect(emailRows).toHaveLength(2);
    // No delivery is left half-done: each e-mail was either sent once and
    // recorded, or never started and waits, untaken, for the next start.
    // (The in-flight lead's e-mail is one or the other, depending on whether
    // the outbox had been told to stop when the held e-mail was finished.)
    for (const row of emailRows) {
      if (row.state === "delivered") {
        expect(received(row.lead_id)).toBe(1);
      } else {
        expect(row).toMatchObject({ state: "pending", attempts: 0, leased_until: null });
        expect(received(row.lead_id)).toBe(0);
      }
    }
    // The e-mail the mail server was holding at the signal was finished and recorded.
    const beingSent = leads.find((row) => emailOf(row) === "being-sent@example.com");
    expect(emailRows.find((row) => row.lead_id === beingSent?.id)).toMatchObject({
      state: "delivered",
      leased_until: null,
    });
  });

  it("cuts a request that never finishes once the grace period is over, and still exits 0", async () => {
    // A request timeout (REQUEST_TIMEOUT_MS) would also end it; set long, so the shutdown's own bound is what is tested.
    server = await startLeadServer(workDir, { REQUEST_TIMEOUT_MS: "600000" });
    const stalled = holdLeadRequest(
      server.port,
      leadSubmission({ form: "inquiry", encoding: "json" }, "stalled@example.com"),
    );
    await stalled.started;

    const signalledAt = Date.now();
    server.kill("SIGTERM");
    // main.ts waits 10 s for requests in flight; the bound leaves room for a busy machine.
    const exit = await exitWithin(server, 30_000);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(9_000);
    expect(readLeadDatabase(workDir.databasePath).leads).toEqual([]);
    stalled.destroy();
  });
});
