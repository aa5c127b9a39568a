import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startRecordingServer, type RecordedRequest } from "../../../tests/support/recording-http-server.ts";
import { refinanceScenario } from "../../../tests/support/sample-scenarios.ts";
import type { StoredLead } from "../store/lead-store.ts";
import { createLeadWebhook as createWebhook, type LeadWebhookSettings } from "./lead-webhook.ts";

const SECRET = "a-webhook-secret-of-32-chars-xyz";

/** The webhook with a secret, for the tests that are not about signing. */
const SITE_URL = "https://www.kestrelridge.example";
const createLeadWebhook = (settings: Omit<LeadWebhookSettings, "secret" | "siteUrl">) =>
  createWebhook({ ...settings, secret: SECRET, siteUrl: SITE_URL });

const lead: StoredLead = {
  id: "2d7b3e4a-0f9c-4b5d-9e3f-4a5b6c7d8e9f",
  form: "referral",
  fields: {
    from_name: "Sam Ode",
    from_email: "sam.ode@example.com",
    from_phone: "+61355500148",
    message: "A referral.",
  },
  receivedAt: "2026-03-03T03:05:00.000Z",
  deliveryState: "pending",
  deliveredAt: null,
  scenario: null,
};

const servers: http.Server[] = [];

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe("the lead webhook", () => {
  it("posts the lead's fields and nothing about the visitor's connection", async () => {
    let body = "";
    const url = await serve((request, response) => {
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => response.writeHead(204).end());
    });
    await createLeadWebhook({ url }).send(lead);
    expect(JSON.parse(body)).toEqual({
      id: lead.id,
      form: "referral",
      receivedAt: lead.receivedAt,
      fields: lead.fields,
      scenario: null,
    });
  });

  it("posts an inquiry's calculator scenario with the calculator's name and the link that recreates it on our own site", async () => {
    const crm = await startRecordingServer();
    const scenario = refinanceScenario();
    try {
      await createLeadWebhook({ url: `${crm.origin}/crm/leads` }).send({ ...lead, form: "inquiry", scenario });
      const posted = JSON.parse(crm.requests[0]?.body.toString("utf8") ?? "null") as { scenario: unknown };
      expect(posted.scenario).toEqual({
        calculator: "refinance",
        calculatorName: "Refinance Calculator",
        link: `${SITE_URL}/refinance?balance=420000&rate=6.49&years=25&newRate=5.89&fees=1200`,
        inputs: scenario.inputs,
        results: scenario.results,
      });
    } finally {
      await crm.close();
    }
  });

  it("counts an answer that is not 2xx as a failure, with its status as the code", async () => {
    const url = await serve((_request, response) => response.writeHead(503).end("busy"));
    await expect(createLeadWebhook({ url }).send(lead)).rejects.toMatchObject({ code: "HTTP_503" });
  });

  it("does not follow a redirect with the lead's data", async () => {
    let posts = 0;
    const url = await serve((request, response) => {
      posts += 1;
      response.writeHead(307, { location: "/elsewhere" }).end();
    });
    await expect(createLeadWebhook({ url }).send(lead)).rejects.toMatchObject({ code: "HTTP_307" });
    expect(posts).toBe(1);
  });

  it("gives up on a webhook that does not answer in time", async () => {
    const url = await serve(() => {
      // Never answers.
    });
    await expect(createLeadWebhook({ url, timeoutMs: 100 }).send(lead)).rejects.toMatchObject({ code: "ETIMEDOUT" });
  });

  it("reports an unreachable webhook with the network's code", async () => {
    const url = await serve(() => undefined);
    const [server] = servers.splice(0);
    await new Promise((resolve) => server?.close(resolve));
    await expect(createLeadWebhook({ url }).send(lead)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });
});

type Verify = (header: string | undefined, rawBody: string, secret: string, nowSeconds?: number) => boolean;

describe("the webhook's signature, checked at a real receiver with the README's code", () => {
  let verifyKestrelSignature: Verify;
  // 2026-11-23T00:00:00Z: the clock the webhook signs with.
  const sentAt = Date.UTC(2026, 10, 23);
  const sentSeconds = sentAt / 1000;

  beforeAll(async () => {
    // The code block the README gives the CRM, run as it is: if it is wrong, or the signing changes, this fails.
    const readme = await readFile(path.resolve("README.md"), "utf8");
    const block = /```js\n([\s\S]*?export function verifyKestrelSignature[\s\S]*?)```/.exec(readme)?.[1];
    if (!block) throw new Error("README.md has no js block with verifyKestrelSignature");
    const folder = await mkdtemp(path.join(tmpdir(), "verify-signature-"));
    const file = path.join(folder, "verify.mjs");
    await writeFile(file, block);
    ({ verifyKestrelSignature } = (await import(pathToFileURL(file).href)) as { verifyKestrelSignature: Verify });
    await rm(folder, { recursive: true, force: true });
  });

  async function received(): Promise<RecordedRequest> {
    const crm = await startRecordingServer();
    try {
      await createWebhook({
        url: `${crm.origin}/crm/leads`,
        secret: SECRET,
        siteUrl: SITE_URL,
        now: () => sentAt,
      }).send(lead);
      const [request] = crm.requests;
      if (!request) throw new Error("the CRM received nothing");
      return request;
    } finally {
      await crm.close();
    }
  }

  const signatureOf = (request: RecordedRequest) => request.headers["x-kestrel-signature"] as string | undefined;

  it("signs every post with a timestamp and an HMAC-SHA256 of the body that the CRM can verify", async () => {
    const request = await received();
    expect(signatureOf(request)).toMatch(new RegExp(`^t=${String(sentSeconds)},v1=[0-9a-f]{64}$`));
    expect(verifyKestrelSignature(signatureOf(request), request.body.toString("utf8"), SECRET, sentSeconds + 2)).toBe(
      true,
    );
  });

  it("fails verification when the body was altered on the way", async () => {
    const request = await received();
    const altered = request.body.toString("utf8").replace("Sam Ode", "Sam Odd");
    expect(altered).not.toBe(request.body.toString("utf8"));
    expect(verifyKestrelSignature(signatureOf(request), altered, SECRET, sentSeconds)).toBe(false);
  });

  it("fails verification with another secret, or a timestamp changed to look fresh", async () => {
    const request = await received();
    const body = request.body.toString("utf8");
    expect(verifyKestrelSignature(signatureOf(request), body, "another-secret-of-32-characters!!", sentSeconds)).toBe(
      false,
    );
    const refreshed = signatureOf(request)?.replace(`t=${String(sentSeconds)}`, `t=${String(sentSeconds + 600)}`);
    expect(verifyKestrelSignature(refreshed, body, SECRET, sentSeconds + 600)).toBe(false);
  });

  it("fails verification when the post is replayed more than five minutes later", async () => {
    const request = await received();
    const body = request.body.toString("utf8");
    expect(verifyKestrelSignature(signatureOf(request), body, SECRET, sentSeconds + 5 * 60)).toBe(true);
    expect(verifyKestrelSignature(signatureOf(request), body, SECRET, sentSeconds + 5 * 60 + 1)).toBe(false);
  });

  it("fails verification of a post with no signature", async () => {
    const request = await received();
    expect(verifyKestrelSignature(undefined, request.body.toString("utf8"), SECRET, sentSeconds)).toBe(false);
  });
});
