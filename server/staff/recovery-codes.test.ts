import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enrolledStaff, freshLeadDatabase, totpCode } from "../../tests/support/staff-accounts.ts";
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
  let database: ReturnType<typeof freshLeadDatabase>;
  let clock: number;
  const now = () => clock;

  beforeEach(() => {
    database = freshLeadDatabase();
    clock = Date.parse("2026-07-01T09:00:10+10:00");
  });
  afterEach(() => database.remove());

  it("takes each recovery code once, and only the account's own", async () => {
    const mia = await enrolledStaff(database.db, now, { email: "mia@example.com.au" });
    const sam = await enrolledStaff(database.db, now, { email: "sam@example.com.au", name: "Sam Ode" });
    const credentials = openStaffCredentials(database.db, now);
    const [first, second] = mia.recoveryCodes as [string, string];

    expect(credentials.acceptSecondFactor(sam.id, first)).toBeNull();
    expect(credentials.acceptSecondFactor(mia.id, first)).toBe("recovery code");
    expect(credentials.acceptSecondFactor(mia.id, first)).toBeNull();
    expect(credentials.acceptSecondFactor(mia.id, first.toUpperCase().replace("-", " "))).toBeNull();
    expect(credentials.unusedRecoveryCodes(mia.id)).toBe(9);
    expect(credentials.acceptSecondFactor(mia.id, second)).toBe("recovery code");
    expect(credentials.unusedRecoveryCodes(mia.id)).toBe(8);
  });

  it("stores only hashes of the recovery codes", async () => {
    const mia = await enrolledStaff(database.db, now, { email: "mia@example.com.au" });
    const stored = database.db
      .prepare("SELECT code_hash FROM staff_recovery_codes WHERE staff_id = ?")
      .pluck()
      .all(mia.id) as string[];
    expect(stored).toHaveLength(10);
    expect(stored.sort()).toEqual(mia.recoveryCodes.map((code) => recoveryCodeHash(code)).sort());
    const everything = JSON.stringify(database.db.prepare("SELECT * FROM staff_recovery_codes").all());
    for (const code of mia.recoveryCodes) expect(everything).not.toContain(code.replace("-", ""));
  });

  it("takes an authenticator code once: the enrolment's code and a later replay are refused", async () => {
    const mia = await enrolledStaff(database.db, now, { email: "mia@example.com.au" });
    const credentials = openStaffCredentials(database.db, now);
    // The code that confirmed enrolment a moment ago.
    expect(credentials.acceptSecondFactor(mia.id, totpCode(mia.secret, clock))).toBeNull();
    clock += 30_000;
    const code = totpCode(mia.secret, clock);
    expect(credentials.acceptSecondFactor(mia.id, code)).toBe("authenticator code");
    expect(credentials.acceptSecondFactor(mia.id, code)).toBeNull();
  });

  it("refuses every code of an account that is disabled or reset", async () => {
    const mia = await enrolledStaff(database.db, now, { email: "mia@example.com.au" });
    const sam = await enrolledStaff(database.db, now, { email: "sam@example.com.au", name: "Sam Ode" });
    const credentials = openStaffCredentials(database.db, now);
    const directory = openStaffDirectory(database.db, now);
    directory.disable(mia.email);
    directory.reset(sam.email);
    clock += 30_000;
    expect(credentials.acceptSecondFactor(mia.id, totpCode(mia.secret, clock))).toBeNull();
    expect(credentials.acceptSecondFactor(mia.id, mia.recoveryCodes[0] as string)).toBeNull();
    expect(credentials.acceptSecondFactor(sam.id, totpCode(sam.secret, clock))).toBeNull();
    expect(credentials.acceptSecondFactor(sam.id, sam.recoveryCodes[0] as string)).toBeNull();
    expect(credentials.forSignIn(mia.email)).toEqual({ staffId: mia.id, passwordHash: null });
    expect(credentials.forSignIn(sam.email)).toEqual({ staffId: sam.id, passwordHash: null });
    expect(credentials.forSignIn("nobody@example.com.au")).toEqual({ staffId: null, passwordHash: null });
  });
});
