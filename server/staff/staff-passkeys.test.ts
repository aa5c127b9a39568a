import { describe, expect } from "vitest";
import { brokerRow } from "../../tests/support/staff-accounts.ts";
import { databaseEngine, databaseTest as test } from "../../tests/support/test-database.ts";
import { CHALLENGE_LIFETIME_MS, openPasskeyChallenges } from "./passkey-challenges.ts";
import { openSignInPolicy } from "./sign-in-policy.ts";
import { openStaffPasskeys } from "./staff-passkeys.ts";

let clock = Date.parse("2026-11-27T09:00:00+11:00");
const now = () => clock;

const passkey = (credentialId: string, name = "Work laptop") => ({
  credentialId,
  publicKey: new Uint8Array([0xa5, 0x01, 0x02, 0x03, 0x26]),
  counter: 0,
  transports: ["internal"],
  deviceType: "multiDevice" as const,
  backedUp: true,
  name,
});

describe(`staff passkeys' stores, on ${databaseEngine}`, () => {
  test("record a use only while the counter grows (or stays 0 for an authenticator that keeps none), and only while the passkey is there", async ({
    database,
  }) => {
    const mia = await brokerRow(database, "Mia Chen");
    const passkeys = openStaffPasskeys(database, now);
    const counting = (await passkeys.add(mia, passkey("Y291bnRpbmctcGFzc2tleQ"))) as number;
    const uncounted = (await passkeys.add(mia, passkey("dW5jb3VudGVkLXBhc3NrZXk", "Phone"))) as number;
    expect(await passkeys.add(mia, passkey("Y291bnRpbmctcGFzc2tleQ")), "a credential is stored once").toBeNull();

    expect(await passkeys.recordUse(counting, 3)).toBe(true);
    expect(await passkeys.recordUse(counting, 3), "the same count twice: two servers, one answer").toBe(false);
    expect(await passkeys.recordUse(counting, 2)).toBe(false);
    expect(await passkeys.recordUse(counting, 0)).toBe(false);
    expect(await passkeys.recordUse(counting, 4)).toBe(true);
    expect(await passkeys.recordUse(uncounted, 0)).toBe(true);
    expect(await passkeys.recordUse(uncounted, 0)).toBe(true);
    expect((await passkeys.byCredentialId("Y291bnRpbmctcGFzc2tleQ"))?.counter).toBe(4);

    expect(await passkeys.counts()).toEqual(new Map([[mia, 2]]));
    expect(await passkeys.remove(mia + 1, counting), "only its owner removes it").toBe(false);
    expect(await passkeys.remove(mia, counting)).toBe(true);
    expect(await passkeys.recordUse(counting, 5), "a removed passkey").toBe(false);
    expect((await passkeys.list(mia)).map((entry) => entry.name)).toEqual(["Phone"]);
  });

  test("spend a challenge once, for its purpose and its session, within 5 minutes", async ({ database }) => {
    const challenges = openPasskeyChallenges(database, now);
    const issue = (challenge: string) =>
      challenges.issue({ challenge, purpose: "sign-in", sessionHash: "session-a", staffId: null });
    await issue("first");
    expect(await challenges.spend("first", "second-factor", "session-a")).toBeNull();
    expect(await challenges.spend("first", "sign-in", "session-b")).toBeNull();
    expect(await challenges.spend("first", "sign-in", "session-a")).toEqual({ staffId: null });
    expect(await challenges.spend("first", "sign-in", "session-a"), "spent").toBeNull();

    await issue("late");
    clock += CHALLENGE_LIFETIME_MS;
    expect(await challenges.spend("late", "sign-in", "session-a")).toBeNull();
  });

  test("keep at most 5 live challenges per session, a new one replacing the oldest, whatever the clock's ties", async ({
    database,
  }) => {
    const challenges = openPasskeyChallenges(database, now);
    const issue = (challenge: string, sessionHash = "session-a") =>
      challenges.issue({ challenge, purpose: "sign-in", sessionHash, staffId: null });
    await issue("expired");
    clock += CHALLENGE_LIFETIME_MS;
    await issue("other-session", "session-b");
    for (const name of ["c1", "c2", "c3"]) {
      clock += 1;
      await issue(name);
    }
    // Three more at c3's millisecond: each new one is kept all the same.
    for (const name of ["c4", "c5", "c6"]) await issue(name);
    const rows = await database.db.selectFrom("passkey_challenges").select(["challenge", "session_hash"]).execute();
    expect(rows.filter((row) => row.session_hash === "session-a")).toHaveLength(5);
    expect(await challenges.spend("c6", "sign-in", "session-a"), "the newest").toEqual({ staffId: null });
    expect(await challenges.spend("c1", "sign-in", "session-a"), "the oldest, replaced").toBeNull();
    expect(rows.some((row) => row.challenge === "expired")).toBe(false);
    expect(
      rows.some((row) => row.challenge === "other-session"),
      "another session's are its own",
    ).toBe(true);
  });

  test('keep one "Passkey required", saying whether a change changed it', async ({ database }) => {
    const ada = await brokerRow(database, "Ada Admin");
    const policy = openSignInPolicy(database, now);
    expect(await policy.passkeyRequired()).toBe(false);
    expect(await policy.setPasskeyRequired(true, ada)).toBe(true);
    expect(await policy.setPasskeyRequired(true, ada)).toBe(false);
    expect(await policy.passkeyRequired()).toBe(true);
    expect(await policy.setPasskeyRequired(false, ada)).toBe(true);
    expect(await policy.passkeyRequired()).toBe(false);
  });
});
