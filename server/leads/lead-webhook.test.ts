import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { StoredLead } from "./lead-store.ts";
import { createLeadWebhook } from "./lead-webhook.ts";

const lead: StoredLead = {
  id: "2d7b3e4a-0f9c-4b5d-9e3f-4a5b6c7d8e9f",
  form: "referral",
  fields: { from_name: "Sam Ode", from_email: "sam.ode@example.com", from_phone: "+61355500148", message: "A referral." },
  receivedAt: "2026-03-03T03:05:00.000Z",
  ipHash: "e".repeat(64),
  userAgent: "Mozilla/5.0 (test)",
  deliveryState: "pending",
  deliveredAt: null,
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
  it("posts the lead's fields, never its IP hash or browser", async () => {
    let body = "";
    const url = await serve((request, response) => {
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => response.writeHead(204).end());
    });
    await createLeadWebhook({ url }).send(lead);
    expect(JSON.parse(body)).toEqual({ id: lead.id, form: "referral", receivedAt: lead.receivedAt, fields: lead.fields });
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
