import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEND_FORM_PATH, SEND_JSON_PATH } from "../contracts/lead-protocol.ts";
import { holdLeadRequest } from "../tests/support/lead-server/held-request.ts";
import { inquiryPost } from "../tests/support/lead-server/sample-leads.ts";
import { leadSubmission } from "../tests/support/lead-server/submissions.ts";
import { until } from "../tests/support/lead-server/until.ts";
import { startTestSite, TEST_SITE_ASSET, type TestSite } from "../tests/support/test-site.ts";
import { MAX_URL_LENGTH, SHUTDOWN_RETRY_AFTER_SECONDS } from "./request-guards.ts";

let site: TestSite;
let app: FastifyInstance;

beforeAll(async () => {
  site = await startTestSite({ LEAD_RATE_LIMIT_PER_MINUTE: "1000" });
  app = site.app;
});

afterAll(async () => {
  await site.close();
});

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers["content-security-policy"]).toEqual(expect.any(String));
}

describe("addresses", () => {
  it(`refuses an address longer than ${MAX_URL_LENGTH} characters with 414 and the security headers`, async () => {
    const response = await app.inject({ url: `/about?ref=${"x".repeat(MAX_URL_LENGTH)}` });
    expect(response.statusCode).toBe(414);
    expectSecurityHeaders(response);
  });

  it("still answers an address just within the limit", async () => {
    const url = `/about?ref=${"x".repeat(MAX_URL_LENGTH - "/about?ref=".length)}`;
    expect((await app.inject({ url })).statusCode).toBe(200);
  });

  it("answers an address that cannot be decoded with 400 and the security headers, without echoing it", async () => {
    const response = await app.inject({ url: "/about%zz<script>" });
    expect(response.statusCode).toBe(400);
    expectSecurityHeaders(response);
    expect(response.body).not.toContain("script");
  });
});

describe("bodies sent where none is read", () => {
  // Invalid JSON: had a parser read it, the answer would be its 400.
  const brokenJson = { payload: '{"not json', headers: { "content-type": "application/json" } };

  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const)(
    "refuses %s with a body to a page or an asset with 405, before any parser reads it",
    async (method) => {
      for (const url of ["/about", TEST_SITE_ASSET, "/no-such-page"]) {
        const response = await app.inject({ method, url, ...brokenJson });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD");
        expect(response.headers.connection).toBe("close");
        expectSecurityHeaders(response);
      }
    },
  );

  it("refuses a body of any type or framing, chunked included", async () => {
    const chunked = await app.inject({
      method: "POST",
      url: "/",
      payload: "x",
      headers: { "content-type": "text/plain", "transfer-encoding": "chunked" },
    });
    expect(chunked.statusCode).toBe(405);
    const untyped = await app.inject({ method: "PUT", url: "/", payload: Buffer.alloc(1000, 0) });
    expect(untyped.statusCode).toBe(405);
  });

  it("refuses a GET or HEAD that carries a body with 400", async () => {
    for (const method of ["GET", "HEAD"] as const) {
      const response = await app.inject({ method, url: "/about", ...brokenJson });
      expect(response.statusCode, method).toBe(400);
      expectSecurityHeaders(response);
    }
  });

  it("still takes a lead's body at both endpoints, and a page request with an empty body", async () => {
    const json = await app.inject({ method: "POST", url: SEND_JSON_PATH, payload: inquiryPost("guard@example.com") });
    expect(json.statusCode).not.toBe(405);
    expect(json.body).not.toMatch(/takes no request body/);
    const form = await app.inject({
      method: "POST",
      url: SEND_FORM_PATH,
      payload: "user_id=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/about", headers: { "content-length": "0" } })).statusCode).toBe(
      200,
    );
  });
});

describe("a shutdown", () => {
  it(`answers a request that arrives while closing with 503, Retry-After: ${SHUTDOWN_RETRY_AFTER_SECONDS} and the security headers`, async () => {
    // A server of its own: this one is closed by the test.
    const closing = await startTestSite();
    try {
      await closing.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = closing.app.server.address() as { port: number };
      // A lead in flight keeps the connection open through the close; the next
      // request on it arrives once the server is closing.
      const inFlight = holdLeadRequest(
        port,
        leadSubmission({ form: "inquiry", encoding: "json" }, "in-flight@example.com"),
      );
      await inFlight.started;
      const closed = closing.app.close();
      await until("the server stops listening", () => !closing.app.server.listening, 10_000, 5);

      const { next } = await inFlight.finish(
        leadSubmission({ form: "referral", encoding: "json" }, "late@example.com"),
      );
      await closed;
      expect(next).not.toBe("closed");
      const late = next as Exclude<typeof next, "closed" | undefined>;
      expect(late.status).toBe(503);
      expect(late.head).toMatch(new RegExp(`\\r\\nretry-after: ${SHUTDOWN_RETRY_AFTER_SECONDS}\\r\\n`, "i"));
      expect(late.head).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      expect(late.head).toMatch(/\r\ncontent-security-policy: /i);
      expect(late.head).toMatch(/\r\nconnection: close\r\n/i);
    } finally {
      await closing.close().catch(() => undefined);
    }
  });
});
