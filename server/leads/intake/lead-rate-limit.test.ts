import { describe, expect } from "vitest";
import { databaseTest as test } from "../../../tests/support/test-database.ts";
import { sharedRateLimit } from "./lead-rate-limit.ts";

const MINUTE_MS = 60_000;

describe("the shared rate limit's counts", () => {
  test("count an address's posts within its minute, then start again", async ({ database }) => {
    const clock = { now: 1_000_000 };
    const limit = sharedRateLimit({ database, now: () => clock.now });
    expect(await limit.count("203.0.113.9 inquiry", MINUTE_MS)).toEqual({ current: 1, ttl: MINUTE_MS });
    clock.now += 20_000;
    expect(await limit.count("203.0.113.9 inquiry", MINUTE_MS)).toEqual({ current: 2, ttl: 40_000 });
    expect(await limit.count("203.0.113.9 referral", MINUTE_MS)).toMatchObject({ current: 1 });
    clock.now += 40_000;
    expect(await limit.count("203.0.113.9 inquiry", MINUTE_MS)).toEqual({ current: 1, ttl: MINUTE_MS });
  });

  test("are shared by every server on the database", async ({ database }) => {
    const clock = { now: 1_000_000 };
    const servers = [0, 1].map(() => sharedRateLimit({ database, now: () => clock.now }));
    for (const server of [...servers, ...servers]) await server.count("203.0.113.9 inquiry", MINUTE_MS);
    expect(await servers[0]?.count("203.0.113.9 inquiry", MINUTE_MS)).toMatchObject({ current: 5 });
  });

  test("count the posts of one turn together, each in the order it came", async ({ database }) => {
    const clock = { now: 1_000_000 };
    const limit = sharedRateLimit({ database, now: () => clock.now });
    await limit.count("203.0.113.9 inquiry", MINUTE_MS);
    clock.now += 1_000;
    const counts = await Promise.all([
      limit.count("203.0.113.9 inquiry", MINUTE_MS),
      limit.count("198.51.100.4 inquiry", MINUTE_MS),
      limit.count("203.0.113.9 inquiry", MINUTE_MS),
      limit.count("203.0.113.9 referral", MINUTE_MS),
      limit.count("203.0.113.9 inquiry", MINUTE_MS),
    ]);
    expect(counts).toEqual([
      { current: 2, ttl: 59_000 },
      { current: 1, ttl: MINUTE_MS },
      { current: 3, ttl: 59_000 },
      { current: 1, ttl: MINUTE_MS },
      { current: 4, ttl: 59_000 },
    ]);
  });

  test("give every post a count of its own when two servers count at once", async ({ database }) => {
    const clock = { now: 1_000_000 };
    const servers = [0, 1].map(() => sharedRateLimit({ database, now: () => clock.now }));
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, index) => servers[index % 2]?.count("203.0.113.9 inquiry", MINUTE_MS)),
    );
    expect(counts.map((count) => count?.current).sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  test("keep no address, and forget a minute once it has ended (decision 007)", async ({ database }) => {
    const clock = { now: 1_000_000 };
    const limit = sharedRateLimit({ database, now: () => clock.now });
    await limit.count("203.0.113.9 inquiry", MINUTE_MS);
    const rows = await database.db.selectFrom("lead_rate_limits").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("203.0.113");

    clock.now += MINUTE_MS;
    await limit.count("198.51.100.4 inquiry", MINUTE_MS);
    const left = await database.db.selectFrom("lead_rate_limits").select("count").execute();
    expect(left).toHaveLength(1);
  });
});
