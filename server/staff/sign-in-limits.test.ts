import { beforeEach, describe, expect, it } from "vitest";
import {
  addressBlock,
  createSignInLimits,
  FAILURE_WINDOW_MS,
  LOCK_MS,
  MAX_FAILURES,
  type SignInLimits,
} from "./sign-in-limits.ts";

const MINUTE = 60_000;
let clock: number;
let limits: SignInLimits;

beforeEach(() => {
  clock = Date.parse("2026-07-01T09:00:00+10:00");
  limits = createSignInLimits(() => clock);
});

const failTimes = (count: number, keys: { email: string; address: string }) => {
  let lockedFor = 0;
  for (let index = 0; index < count; index += 1) lockedFor = limits.fail(keys);
  return lockedFor;
};

describe("sign-in limits", () => {
  it("lock an account for 15 minutes at its fifth failure, from any address, and then let it try again", () => {
    expect(failTimes(MAX_FAILURES - 1, { email: "mia@example.com.au", address: "203.0.113.1" })).toBe(0);
    expect(limits.lockedFor({ email: "mia@example.com.au", address: "203.0.113.9" })).toBe(0);
    // The fifth, from another address: it is the account that is counted.
    expect(limits.fail({ email: "MIA@example.com.au ", address: "198.51.100.7" })).toBe(LOCK_MS);
    expect(limits.lockedFor({ email: "mia@example.com.au", address: "192.0.2.200" })).toBe(LOCK_MS);
    expect(limits.lockedFor({ email: "sam@example.com.au", address: "192.0.2.200" })).toBe(0);

    clock += LOCK_MS - MINUTE;
    expect(limits.lockedFor({ email: "mia@example.com.au", address: "192.0.2.200" })).toBe(MINUTE);
    clock += MINUTE;
    expect(limits.lockedFor({ email: "mia@example.com.au", address: "192.0.2.200" })).toBe(0);
    // Free again with a clean count: one more failure does not lock it.
    expect(limits.fail({ email: "mia@example.com.au", address: "192.0.2.200" })).toBe(0);
  });

  it("lock an address for 15 minutes at its fifth failure, whichever e-mails it tried", () => {
    const address = "203.0.113.5";
    for (let index = 0; index < MAX_FAILURES - 1; index += 1)
      limits.fail({ email: `guess${index}@example.com.au`, address });
    expect(limits.lockedFor({ email: "anyone@example.com.au", address })).toBe(0);
    expect(limits.fail({ email: "another@example.com.au", address })).toBe(LOCK_MS);
    expect(limits.lockedFor({ email: "mia@example.com.au", address })).toBe(LOCK_MS);
    expect(limits.lockedFor({ email: "mia@example.com.au", address: "203.0.113.6" })).toBe(0);
    clock += LOCK_MS;
    expect(limits.lockedFor({ email: "mia@example.com.au", address })).toBe(0);
  });

  it("count only the failures of the last 15 minutes", () => {
    const keys = { email: "mia@example.com.au", address: "203.0.113.1" };
    failTimes(MAX_FAILURES - 1, keys);
    clock += FAILURE_WINDOW_MS;
    expect(limits.fail(keys)).toBe(0);
    expect(failTimes(MAX_FAILURES - 2, keys)).toBe(0);
    expect(limits.fail(keys)).toBe(LOCK_MS);
  });

  it("forgive an account's failures when it signs in, but not its address's", () => {
    const keys = { email: "mia@example.com.au", address: "203.0.113.1" };
    failTimes(MAX_FAILURES - 1, keys);
    limits.succeed("Mia@Example.com.au");
    expect(limits.fail({ email: "mia@example.com.au", address: "198.51.100.1" })).toBe(0);
    expect(limits.fail({ email: "sam@example.com.au", address: "203.0.113.1" })).toBe(LOCK_MS);
  });

  it("treat an e-mail with no account like any other, so a lock tells nothing about which exist", () => {
    const unknown = failTimes(MAX_FAILURES, { email: "nobody@example.com.au", address: "203.0.113.1" });
    const known = failTimes(MAX_FAILURES, { email: "mia@example.com.au", address: "203.0.113.2" });
    expect(unknown).toBe(known);
  });

  it("count a password check from the moment it starts, so a burst sent at once gets no more checks than the limit", () => {
    const keys = { email: "mia@example.com.au", address: "203.0.113.1" };
    const held = Array.from({ length: 40 }, () => limits.hold(keys)).filter(Boolean).length;
    expect(held).toBe(MAX_FAILURES);
    // Each finishes and fails: the account is locked, and nothing more is let through.
    for (let index = 0; index < held; index += 1) {
      limits.release(keys);
      limits.fail(keys);
    }
    expect(limits.lockedFor(keys)).toBe(LOCK_MS);
    expect(limits.hold(keys)).toBe(false);
  });

  it("let checks through again once those in flight finish without failing", () => {
    const keys = { email: "mia@example.com.au", address: "203.0.113.1" };
    for (let index = 0; index < MAX_FAILURES; index += 1) expect(limits.hold(keys)).toBe(true);
    expect(limits.hold(keys)).toBe(false);
    limits.release(keys);
    limits.succeed(keys.email);
    expect(limits.hold(keys)).toBe(true);
  });

  it("count an IPv6 address by its /64, so a line cannot try from a new address each time", () => {
    for (let index = 1; index < MAX_FAILURES; index += 1)
      limits.fail({ email: `guess${index}@example.com.au`, address: `2001:db8:1:2::${index.toString(16)}` });
    expect(limits.fail({ email: "last@example.com.au", address: "2001:0db8:0001:0002:ffff:0:0:1" })).toBe(LOCK_MS);
    expect(limits.lockedFor({ email: "other@example.com.au", address: "2001:db8:1:3::1" })).toBe(0);
  });

  it("read IPv6 addresses however they are written, and an IPv4 address written as IPv6 as IPv4", () => {
    expect(addressBlock("2001:db8:1:2::7")).toBe("2001:db8:1:2::/64");
    expect(addressBlock("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBlock("::1")).toBe("0:0:0:0::/64");
    expect(addressBlock("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressBlock("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressBlock("203.0.113.9")).toBe("203.0.113.9");
  });

  it("keep a lock when a flood of new keys fills the table", () => {
    const mia = { email: "mia@example.com.au", address: "203.0.113.1" };
    failTimes(MAX_FAILURES, mia);
    for (let index = 0; index < 50_010; index += 1)
      limits.fail({ email: `flood${index}@example.com.au`, address: `198.51.${(index >> 8) & 255}.${index & 255}` });
    expect(limits.lockedFor({ email: mia.email, address: "192.0.2.1" })).toBeGreaterThan(0);
  });
});
