// The whole receiving side as it runs in production: the built server's lead
// endpoint, the SQLite file, the outbox and a real SMTP server in this process.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SEND_JSON_PATH } from "../contracts/lead-protocol.ts";
import { inquiryPost } from "../tests/support/sample-leads.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../tests/support/smtp-test-server.ts";
import { buildServer } from "./app.ts";
import { readConfig } from "./config.ts";
import { openLeadStore, type LeadStore } from "./leads/lead-store.ts";

let workDir: string;
let smtp: TestSmtpServer;
let running: { app: FastifyInstance; store: LeadStore } | undefined;

async function startServer() {
  const config = readConfig({
    CLIENT_DIR: path.join(workDir, "client"),
    DATABASE_PATH: path.join(workDir, "leads.sqlite"),
    LOG_LEVEL: "silent",
    SMTP_URL: smtp.url,
    LEADS_TO: "leads@kestrelridge.example",
    LEADS_FROM: "website@kestrelridge.example",
    DELIVERY_MAX_BACKOFF_MS: "1000",
  });
  const store = openLeadStore(config.DATABASE_PATH);
  const app = await buildServer(config, { store });
  running = { app, store };
  return running;
}

async function stopServer() {
  if (!running) return;
  await running.app.close();
  running.store.close();
  running = undefined;
}

function postInquiry(app: FastifyInstance, email: string) {
  return app.inject({ method: "POST", url: SEND_JSON_PATH, payload: inquiryPost(email) });
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "lead-pipeline-"));
  await mkdir(path.join(workDir, "client"));
  await writeFile(path.join(workDir, "client", "index.html"), "<h1>Home</h1>");
  await writeFile(path.join(workDir, "client", "404.html"), "<h1>Not found</h1>");
  smtp = await startTestSmtpServer();
});

afterEach(async () => {
  await stopServer();
  await smtp.stop();
  await rm(workDir, { recursive: true, force: true });
});

describe("a lead sent through the site's endpoint", () => {
  it("is answered OK, stored, and e-mailed to the brokerage with its fields", async () => {
    const { app, store } = await startServer();
    const response = await postInquiry(app, "mia@example.com");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    expect(store.listLeads()).toHaveLength(1);

    await until(() => smtp.received.length === 1);
    const email = smtp.received[0];
    expect(email?.envelopeTo).toEqual(["leads@kestrelridge.example"]);
    expect(email?.headers.get("reply-to")).toContain("mia@example.com");
    expect(email?.text).toContain("+61412345678");
    expect(email?.html).toContain("&lt;b&gt;bakery&lt;/b&gt;");
    await until(() => store.listLeads()[0]?.deliveryState === "delivered");
  });

  it("survives a mail outage and a server restart, and is e-mailed exactly once when mail returns", async () => {
    await smtp.stop();
    const first = await startServer();
    expect((await postInquiry(first.app, "one@example.com")).statusCode).toBe(200);
    expect((await postInquiry(first.app, "two@example.com")).statusCode).toBe(200);
    await stopServer();

    await smtp.start();
    const second = await startServer();
    await until(() => smtp.received.length === 2);
    await until(() => second.store.listLeads().every((lead) => lead.deliveryState === "delivered"));
    // Give a duplicate every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const recipients = smtp.received.map((email) => email.headers.get("reply-to"));
    expect(recipients.filter((to) => to?.includes("one@example.com"))).toHaveLength(1);
    expect(recipients.filter((to) => to?.includes("two@example.com"))).toHaveLength(1);
  });
});
