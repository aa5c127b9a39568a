import Fastify from "fastify";
import { describe, expect } from "vitest";
import { databaseTest as test } from "../tests/support/test-database.ts";
import { startTestSite } from "../tests/support/test-site.ts";
import { HEALTH_CHECK_PATH, registerHealthCheck } from "./health-check.ts";

describe("GET /healthz", () => {
  test("answers 200 while the database can be written and read, never kept by a cache", async ({ database }) => {
    const app = Fastify();
    registerHealthCheck(app, database, () => 1_000);
    const answer = await app.inject({ method: "GET", url: HEALTH_CHECK_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    expect(answer.headers["cache-control"]).toBe("no-store");
    const row = await database.db.selectFrom("health_checks").select("checked_at").executeTakeFirst();
    expect(Number(row?.checked_at)).toBe(1_000);
    await app.close();
  });

  test("answers 503 with Retry-After, and nothing of the error, once the database is gone", async ({ database }) => {
    const app = Fastify({ logger: false });
    registerHealthCheck(app, database);
    expect((await app.inject({ method: "GET", url: HEALTH_CHECK_PATH })).statusCode).toBe(200);
    await database.close();
    const answer = await app.inject({ method: "GET", url: HEALTH_CHECK_PATH });
    expect(answer.statusCode).toBe(503);
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.json()).toEqual({ ok: false });
    await app.close();
  });

  test("is served by the whole server, with its security headers", async () => {
    const site = await startTestSite();
    try {
      const answer = await site.app.inject({ method: "GET", url: HEALTH_CHECK_PATH });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ ok: true });
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    } finally {
      await site.close();
    }
  });
});
