import { describe, expect } from "vitest";
import { databaseTest as test } from "../../tests/support/test-database.ts";
import type { AppDatabase } from "../db/database.ts";
import {
  addressBlock,
  CHECK_EXPIRES_MS,
  FAILURE_WINDOW_MS,
  LOCK_MS,
  MAX_FAILURES,
  openSignInLimits,
  type SignInLimits,
} from "./sign-in-limits.ts";

const MINUTE = 60_000;

/** The limits of one server, and its clock. */
function limitsOn(database: AppDatabase) {
  const clock = { now: Date.parse("2026-07-01T09:00:00+10:00") };
  const limits = openSignInLimits(database, () => clock.now);
  return { clock, limits };
}

const failTimes = async (limits: SignInLimits, count: number, keys: { email: string; address: string }) => {
  let lockedFor = 0;
  for (let index = 0; index < count; index += 1) lockedFor = await limits.fail(keys);
  return lockedFor;
};

describe("sign-in limits", () => {
  test("lock an account for 15 minutes at its fifth failure, from any address, and then let it try again", async ({
    database,
  }) => {
    const { clock, limits } = limitsOn(database);
    expect(await failTimes(limits, MAX_FAILURES - 1, { email: "mia@example.com.au", address: "203.0.113.1" })).toBe(0);
    expect(await limits.lockedFor({ email: "mia@example.com.au", address: "203.0.113.9" })).toBe(0);
    // The fifth, from another address: it is the account that is counted.
    expect(await limits.fail({ email: "MIA@example.com.au ", address: "198.51.100.7" })).toBe(LOCK_MS);
    expect(await limits.lockedFor({ email: "mia@example.com.au", address: "192.0.2.200" })).toBe(LOCK_MS);
    expect(await limits.lockedFor({ email: "sam@example.com.au", address: "192.0.2.200" })).toBe(0);

    clock.now += LOCK_MS - MINUTE;
    expect(await limits.lockedFor({ email: "mia@example.com.au", address: "192.0.2.200" })).toBe(MINUTE);
    clock.now += MINUTE;
    expect(await limits.lockedFor({ email: "mia@example.com.au", address: "192.0.2.200" })).toBe(0);
    // Free again with a clean count: one more failure does not lock it.
    expect(await limits.fail({ email: "mia@example.com.au", address: "192.0.2.200" })).toBe(0);
  });

  test("lock an address for 15 minutes at its fifth failure, whichever e-mails it tried", async ({ database }) => {
    const { clock, limits } = limitsOn(database);
    const address = "203.0.113.5";
    for (let index = 0; index < MAX_FAILURES - 1; index += 1)
      await limits.fail({ email: `guess${index}@example.com.au`, address });
    expect(await limits.lockedFor({ email: "anyone@example.com.au", address })).toBe(0);
    expect(await limits.fail({ email: "another@example.com.au", address })).toBe(LOCK_MS);
    expect(await limits.lockedFor({ email: "mia@example.com.au", address })).toBe(LOCK_MS);
    expect(await limits.lockedFor({ email: "mia@example.com.au", address: "203.0.113.6" })).toBe(0);
    clock.now += LOCK_MS;
    expect(await limits.lockedFor({ email: "mia@example.com.au", address })).toBe(0);
  });

  test("count only the failures of the last 15 minutes", async ({ database }) => {
    const { clock, limits } = limitsOn(database);
    const keys = { email: "mia@example.com.au", address: "203.0.113.1" };
    await failTimes(limits, MAX_FAILURES - 1, keys);
    clock.now += FAILURE_WINDOW_MS;
    expect(await limits.fail(keys)).toBe(0);
    expect(await failTimes(limits, MAX_FAILURES - 2, keys)).toBe(0);
    expect(await limits.fail(keys)).toBe(LOCK_MS);
  });

  test("forgive an account's failures when it signs in, but not its address's", async ({ database }) => {
    const { limits } = limitsOn(database);
    const keys = { email: "mia@example.com.au", address: "203.0.113.1" };
    await failTimes(limits, MAX_FAILURES - 1, keys);
    await limits.succeed("Mia@Example.com.au");
    expect(await limits.fail({ email: "mia@example.com.au", address: "198.51.100.1" })).toBe(0);
    expect(await limits.fail({ email: "sam@example.com.au", address: "203.0.113.1" })).toBe(LOCK_MS);
  });

  test("treat an e-mail with no account like any other, so a lock tells nothing about which exist", async ({
    database,
  }) => {
    const { limits } = limitsOn(database);
    const unknown = await failTimes(limits, MAX_FAILURES, { email: "nobody@example.com.au", address: "203.0.113.1" });
    const known = await failTimes(limits, MAX_FAILURES, { email: "mia@example.com.au", address: "203.0.113.2" });
    expect(unknown).toBe(known);
  });

  test("count a password check from the moment it starts, so a burst sent at once gets no more checks than the limit", async ({
    database,
  }) => {
    const { limits } = limitsOn(database);
    const keys = { email: "mia@example.com.au", address: "203.0.113.1" };
    const held = (await Promise.all(Array.from({ length: 40 }, () => limits.hold(keys)))).filter(
      (check) => check !== null,
    );
    expect(held).toHaveLength(MAX_FAILURES);
    // Each finishes and fails: the account is locked, and nothing more is let through.
    for (const check of held) {
      await limits.release(check);
      await limits.fail(keys);
    }
    expect(await limits.lockedFor(keys)).toBe(LOCK_MS);
    expect(await limits.hold(keys)).toBeNull();
  });

  test("let checks through again once those in flight finish without failing", async ({ database }) => {
    const { limits } = limitsOn(database);
    const keys = { email: "mia@example.com.au", address: "203.0.113.1" };
    const held: string[] = [];
    for (let index = 0; index < MAX_FAILURES; index += 1) {
      const check = await limits.hold(keys);
      expect(check).not.toBeNull();
      if (check) held.push(check);
    }
    expect(await limits.hold(keys)).toBeNull();
    await limits.release(held[0] as string);
    await limits.succeed(keys.email);
    expect(await limits.hold(keys)).not.toBeNull();
  });

  test("stop counting a check whose server died during it, a minute after it began", async ({ database }) => {
    const { clock, limits } = limitsOn(database);
    const keys = { email: "mia@example.com.au", address: "203.0.113.1" };
    for (let index = 0; index < MAX_FAILURES; index += 1) expect(await limits.hold(keys)).not.toBeNull();
    expect(await limits.hold(keys)).toBeNull();
    clock.now += CHECK_EXPIRES_MS;
    expect(await limits.hold(keys)).not.toBeNull();
  });

  test("count an IPv6 address by its /64, so a line cannot try from a new address each time", async ({ database }) => {
    const { limits } = limitsOn(database);
    for (let index = 1; index < MAX_FAILURES; index += 1)
      await limits.fail({ email: `guess${index}@example.com.au`, address: `2001:db8:1:2::${index.toString(16)}` });
    expect(await limits.fail({ email: "last@example.com.au", address: "2001:0db8:0001:0002:ffff:0:0:1" })).toBe(
      LOCK_MS,
    );
    expect(await limits.lockedFor({ email: "other@example.com.au", address: "2001:db8:1:3::1" })).toBe(0);
  });

  test("read IPv6 addresses however they are written, and an IPv4 address written as IPv6 as IPv4", () => {
    expect(addressBlock("2001:db8:1:2::7")).toBe("2001:db8:1:2::/64");
    expect(addressBlock("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBlock("::1")).toBe("0:0:0:0::/64");
    expect(addressBlock("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressBlock("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressBlock("203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("sign-in limits shared by several servers", () => {
  test("a lockout earned on one server holds on the other, and failures split across them add up", async ({
    database,
  }) => {
    const clock = { now: Date.parse("2026-07-01T09:00:00+10:00") };
    const first = openSignInLimits(database, () => clock.now);
    const second = openSignInLimits(database, () => clock.now);
    const keys = { email: "mia@example.com.au", address: "203.0.113.1" };
    await failTimes(first, 2, keys);
    await failTimes(second, 2, keys);
    expect(await first.fail(keys)).toBe(LOCK_MS);
    expect(await second.lockedFor({ email: "mia@example.com.au", address: "198.51.100.4" })).toBe(LOCK_MS);
    expect(await second.hold(keys)).toBeNull();
  });

  test("checks in flight on one server count on the other", async ({ database }) => {
    const clock = { now: Date.parse("2026-07-01T09:00:00+10:00") };
    const first = openSignInLimits(database, () => clock.now);
    const second = openSignInLimits(database, () => clock.now);
    const keys = { email: "mia@example.com.au", address: "203.0.113.1" };
    for (let index = 0; index < MAX_FAILURES; index += 1)
      expect(await (index % 2 ? first : second).hold(keys)).not.toBeNull();
    expect(await first.hold(keys)).toBeNull();
    expect(await second.hold(keys)).toBeNull();
  });
});

describe("what the database keeps of sign-in attempts", () => {
  test("neither the address nor the e-mail typed, only keyed hashes", async ({ database }) => {
    const { limits } = limitsOn(database);
    await failTimes(limits, MAX_FAILURES, { email: "Mia@Example.com.au", address: "203.0.113.77" });
    await limits.hold({ email: "sam@example.com.au", address: "2001:db8:1:2::7" });
    const rows = JSON.stringify([
      await database.db.selectFrom("sign_in_failures").selectAll().execute(),
      await database.db.selectFrom("sign_in_locks").selectAll().execute(),
      await database.db.selectFrom("sign_in_checks").selectAll().execute(),
    ]);
    expect(rows).toMatch(/[0-9a-f]{64}/);
    for (const clear of ["203.0.113.77", "mia@example.com.au", "sam@example.com.au", "2001:db8", "example"])
      expect(rows.toLowerCase()).not.toContain(clear);
  });

  test("deletes each row once its 15 minutes are over", async ({ database }) => {
    const { clock, limits } = limitsOn(database);
    await failTimes(limits, MAX_FAILURES, { email: "mia@example.com.au", address: "203.0.113.1" });
    await failTimes(limits, 2, { email: "sam@example.com.au", address: "203.0.113.2" });
    await limits.hold({ email: "ava@example.com.au", address: "203.0.113.3" });
    clock.now += Math.max(FAILURE_WINDOW_MS, LOCK_MS, CHECK_EXPIRES_MS);
    await limits.fail({ email: "zoe@example.com.au", address: "203.0.113.4" });
    const count = async (table: "sign_in_failures" | "sign_in_locks" | "sign_in_checks") =>
      (await database.db.selectFrom(table).selectAll().execute()).length;
    expect(await count("sign_in_failures")).toBe(2);
    expect(await count("sign_in_locks")).toBe(0);
    expect(await count("sign_in_checks")).toBe(0);
  });
});
