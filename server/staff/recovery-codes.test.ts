import { beforeEach, describe, expect, it } from "vitest";
import { enrolledStaff, totpCode } from "../../tests/support/staff-accounts.ts";
import { databaseTest } from "../../tests/support/test-database.ts";
import { looksLikeRecoveryCode, newRecoveryCodes, RECOVERY_CODE_COUNT, recoveryCodeHash } from "./recovery-codes.ts";
import { openStaffCredentials } from "./staff-credentials.ts";
import { openStaffDirectory } from "./staff-directory.ts";

describe("recovery codes", () => {
  it("are ten different codes shaped xxxxx-xxxxx from letters and digits that cannot be misread", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
  });

  it("are read however they are typed: case, spaces, no hyphen, and i, l or o for 1 and 0", () => {
    const hash = recoveryCodeHash("1a0bc-defgh");
    expect(recoveryCodeHash("1A0BC-DEFGH")).toBe(hash);
    expect(recoveryCodeHash(" 1a0bc defgh ")).toBe(hash);
    expect(recoveryCodeHash("1a0bcdefgh")).toBe(hash);
    expect(recoveryCodeHash("la0bc-defgh")).toBe(hash);
    expect(recoveryCodeHash("1aObc-defgh")).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("are told apart from an authenticator's six digits and from text that is no code", () => {
    expect(looksLikeRecoveryCode("123456")).toBe(false);
    expect(looksLikeRecoveryCode("1a0bc-defgh")).toBe(true);
    expect(looksLikeRecoveryCode("1a0bc-defg")).toBe(false);
    expect(looksLikeRecoveryCode("1a0bc-defg!")).toBe(false);
    expect(recoveryCodeHash("not a code")).toBeNull();
  });
});

describe("signing in with a second factor", () => {
  let clock: number;
  const now = () => clock;
  const test = databaseTest;
  beforeEach(() => {
    clock = Date.parse("2026-07-01T09:00:10+10:00");
  });

  test("takes each recovery code once, and only the account's own", async ({ database }) => {
    const mia = await enrolledStaff(database, now, { email: "mia@example.com.au" });
    const sam = await enrolledStaff(database, now, { email: "sam@example.com.au", name: "Sam Ode" });
    const credentials = openStaffCredentials(database, now);
    const [first, second] = mia.recoveryCodes as [string, string];

    expect(await credentials.acceptSecondFactor(sam.id, first)).toBeNull();
    expect(await credentials.acceptSecondFactor(mia.id, first)).toBe("recovery code");
    expect(await credentials.acceptSecondFactor(mia.id, first)).toBeNull();
    expect(await credentials.acceptSecondFactor(mia.id, first.toUpperCase().replace("-", " "))).toBeNull();
    expect(await credentials.unusedRecoveryCodes(mia.id)).toBe(9);
    expect(await credentials.acceptSecondFactor(mia.id, second)).toBe("recovery code");
    expect(await credentials.unusedRecoveryCodes(mia.id)).toBe(8);
  });

  test("stores only hashes of the recovery codes", async ({ database }) => {
    const mia = await enrolledStaff(database, now, { email: "mia@example.com.au" });
    const stored = (
      await database.db.selectFrom("staff_recovery_codes").select("code_hash").where("staff_id", "=", mia.id).execute()
    ).map((row) => row.code_hash);
    expect(stored).toHaveLength(10);
    expect(stored.sort()).toEqual(mia.recoveryCodes.map((code) => recoveryCodeHash(code)).sort());
    const everything = JSON.stringify(await database.db.selectFrom("staff_recovery_codes").selectAll().execute());
    for (const code of mia.recoveryCodes) expect(everything).not.toContain(code.replace("-", ""));
  });

  test("takes an authenticator code once: the enrolment's code and a later replay are refused", async ({
    database,
  }) => {
    const mia = await enrolledStaff(database, now, { email: "mia@example.com.au" });
    const credentials = openStaffCredentials(database, now);
    // The code that confirmed enrolment a moment ago.
    expect(await credentials.acceptSecondFactor(mia.id, totpCode(mia.secret, clock))).toBeNull();
    clock += 30_000;
    const code = totpCode(mia.secret, clock);
    expect(await credentials.acceptSecondFactor(mia.id, code)).toBe("authenticator code");
    expect(await credentials.acceptSecondFactor(mia.id, code)).toBeNull();
  });

  test("lets one of two servers in with one code at once, authenticator or recovery", async ({ database }) => {
    const mia = await enrolledStaff(database, now, { email: "mia@example.com.au" });
    const servers = [openStaffCredentials(database, now), openStaffCredentials(database, now)];
    clock += 30_000;
    const code = totpCode(mia.secret, clock);
    const recoveryCode = mia.recoveryCodes[0] as string;
    const byCode = await Promise.all(servers.map((server) => server.acceptSecondFactor(mia.id, code)));
    expect(byCode.filter((accepted) => accepted !== null)).toEqual(["authenticator code"]);
    const byRecovery = await Promise.all(servers.map((server) => server.acceptSecondFactor(mia.id, recoveryCode)));
    expect(byRecovery.filter((accepted) => accepted !== null)).toEqual(["recovery code"]);
  });

  test("refuses every code of an account that is disabled or reset", async ({ database }) => {
    const mia = await enrolledStaff(database, now, { email: "mia@example.com.au" });
    const sam = await enrolledStaff(database, now, { email: "sam@example.com.au", name: "Sam Ode" });
    const credentials = openStaffCredentials(database, now);
    const directory = openStaffDirectory(database, now);
    await directory.disable(mia.email);
    await directory.reset(sam.email);
    clock += 30_000;
    expect(await credentials.acceptSecondFactor(mia.id, totpCode(mia.secret, clock))).toBeNull();
    expect(await credentials.acceptSecondFactor(mia.id, mia.recoveryCodes[0] as string)).toBeNull();
    expect(await credentials.acceptSecondFactor(sam.id, totpCode(sam.secret, clock))).toBeNull();
    expect(await credentials.acceptSecondFactor(sam.id, sam.recoveryCodes[0] as string)).toBeNull();
    expect(await credentials.forSignIn(mia.email)).toEqual({ staffId: mia.id, passwordHash: null });
    expect(await credentials.forSignIn(sam.email)).toEqual({ staffId: sam.id, passwordHash: null });
    expect(await credentials.forSignIn("nobody@example.com.au")).toEqual({ staffId: null, passwordHash: null });
  });
});
