// The whole receiving side as it runs in production: the built server's lead
// endpoint, the SQLite file, the outbox and a real SMTP server in this process.
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SCENARIO_FIELD, scenarioFieldValue } from "../contracts/calculator-scenario.ts";
import { SEND_FORM_PATH, SEND_JSON_PATH } from "../contracts/lead-protocol.ts";
import { inquiryFields, inquiryPost, protocolEnvelope } from "../tests/support/lead-server/sample-leads.ts";
import { refinanceScenario } from "../tests/support/sample-scenarios.ts";
import { type LeadServerWorkDir, makeLeadServerWorkDir } from "../tests/support/lead-server/server-process.ts";
import { until } from "../tests/support/lead-server/until.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../tests/support/smtp-test-server.ts";
import { buildServer } from "./app.ts";
import { readConfig } from "./config.ts";
import { type AppDatabase, openDatabase } from "./db/database.ts";
import { openLeadStore, type LeadStore } from "./leads/store/lead-store.ts";

let workDir: LeadServerWorkDir;
let smtp: TestSmtpServer;
let running: { app: FastifyInstance; database: AppDatabase; store: LeadStore } | undefined;

async function startServer() {
  const config = readConfig({
    CLIENT_DIR: workDir.clientDir,
    DATABASE_PATH: workDir.databasePath,
    LOG_LEVEL: "silent",
    SMTP_URL: smtp.url,
    // The test SMTP server is a relay on 127.0.0.1 without STARTTLS.
    SMTP_ALLOW_PLAINTEXT: "true",
    LEADS_TO: "leads@kestrelridge.example",
    LEADS_FROM: "website@kestrelridge.example",
    DELIVERY_MAX_BACKOFF_MS: "1000",
    SITE_URL: "https://www.kestrelridge.example",
  });
  const database = await openDatabase({ engine: "sqlite", path: config.DATABASE_PATH });
  const store = openLeadStore(database);
  const app = await buildServer(config, { database, store });
  running = { app, database, store };
  return running;
}

async function stopServer() {
  if (!running) return;
  await running.app.close();
  running.store.close();
  await running.database.close();
  running = undefined;
}

function postInquiry(app: FastifyInstance, email: string) {
  return app.inject({ method: "POST", url: SEND_JSON_PATH, payload: inquiryPost(email) });
}

beforeEach(async () => {
  workDir = await makeLeadServerWorkDir();
  smtp = await startTestSmtpServer();
});

afterEach(async () => {
  await stopServer();
  await smtp.stop();
  await workDir.remove();
});

describe("a lead sent through the site's endpoint", () => {
  it("is answered OK, stored, and e-mailed to the brokerage with its fields", async () => {
    const { app, store } = await startServer();
    const response = await postInquiry(app, "mia@example.com");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    expect(await store.listLeads()).toHaveLength(1);

    await until("the mail server has the e-mail", () => smtp.received.length === 1);
    const email = smtp.received[0];
    expect(email?.envelopeTo).toEqual(["leads@kestrelridge.example"]);
    expect(email?.headers.get("reply-to")).toContain("mia@example.com");
    expect(email?.text).toContain("+61412345678");
    expect(email?.html).toContain("&lt;b&gt;bakery&lt;/b&gt;");
    await until(
      "the lead is recorded as delivered",
      async () => (await store.listLeads())[0]?.deliveryState === "delivered",
    );
  });

  it("stores the scenario sent with an inquiry and e-mails it as a table with its link", async () => {
    const { app, store } = await startServer();
    // As the inquiry form posts it: multipart, the scenario as one extra field.
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...protocolEnvelope("inquiry"), ...inquiryFields("mia@example.com") }))
      form.append(name, value);
    form.append(SCENARIO_FIELD, scenarioFieldValue(refinanceScenario()));
    const request = new Request("http://lead.test/", { method: "POST", body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const response = await app.inject({
      method: "POST",
      url: SEND_FORM_PATH,
      payload,
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    });
    expect(response.body).toBe("OK");
    expect((await store.listLeads())[0]?.scenario).toEqual(refinanceScenario());

    await until("the mail server has the e-mail", () => smtp.received.length === 1);
    const email = smtp.received[0];
    const link = "https://www.kestrelridge.example/refinance?balance=420000&rate=6.49&years=25&newRate=5.89&fees=1200";
    // The link on our own site comes first, before the lines the visitor's browser wrote.
    expect(email?.text).toContain(`Calculator scenario: Refinance Calculator\nRecreate it: ${link}\n`);
    expect(email?.text).toContain("Inputs\n  Current balance: $420,000\n");
    expect(email?.text).toContain("  Monthly saving: $151.18\n");
    expect(email?.html).toMatch(/<th scope="row" [^>]*>Monthly saving<\/th><td [^>]*>\$151\.18<\/td>/);
    expect(email?.html).toContain(`<a href="${link.replaceAll("&", "&amp;")}">`);
  });

  it("survives a mail outage and a server restart, and is e-mailed exactly once when mail returns", async () => {
    await smtp.stop();
    const first = await startServer();
    expect((await postInquiry(first.app, "one@example.com")).statusCode).toBe(200);
    expect((await postInquiry(first.app, "two@example.com")).statusCode).toBe(200);
    await stopServer();

    await smtp.start();
    const second = await startServer();
    await until("both leads are recorded as delivered", async () =>
      (await second.store.listLeads()).every((lead) => lead.deliveryState === "delivered"),
    );
    // Stopping finishes any delivery in flight: after it, no e-mail can still be on its way.
    await stopServer();
    const recipients = smtp.received.map((email) => email.headers.get("reply-to"));
    expect(recipients.filter((to) => to?.includes("one@example.com"))).toHaveLength(1);
    expect(recipients.filter((to) => to?.includes("two@example.com"))).toHaveLength(1);
  });
});
