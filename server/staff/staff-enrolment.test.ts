import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshLeadDatabase, totpCode } from "../../tests/support/staff-accounts.ts";
import { openStaffDirectory } from "./staff-directory.ts";
import { openStaffEnrolment } from "./staff-enrolment.ts";

let database: ReturnType<typeof freshLeadDatabase>;
let clock: number;
const now = () => clock;

beforeEach(() => {
  database = freshLeadDatabase();
  clock = Date.parse("2026-07-01T09:00:10+10:00");
});
afterEach(() => database.remove());

async function toAuthenticatorStep() {
  const { enrolmentToken } = openStaffDirectory(database.db, now).add({
    email: "mia@example.com.au",
    name: "Mia Chen",
    role: "staff",
  });
  const enrolments = openStaffEnrolment(database.db, now);
  const enrolment = enrolments.find(enrolmentToken);
  if (!enrolment) throw new Error("no enrolment");
  expect(await enrolments.choosePassword(enrolment, "kettle orbit tram saffron")).toBeNull();
  return { token: enrolmentToken, enrolments, enrolment: enrolments.find(enrolmentToken) ?? enrolment };
}

describe("enrolment", () => {
  it("moves from the password to the authenticator, and keeps the key first shown", async () => {
    const { enrolments, enrolment } = await toAuthenticatorStep();
    expect(enrolment.stage).toBe("authenticator");
    const key = enrolments.authenticatorSecret(enrolment);
    expect(enrolments.authenticatorSecret(enrolment)).toBe(key);
  });

  it("cannot sign anyone in before the code confirms the key", async () => {
    const { enrolments, enrolment } = await toAuthenticatorStep();
    enrolments.authenticatorSecret(enrolment);
    const row = database.db.prepare("SELECT enrolled_at, enrolment_token_hash IS NOT NULL AS linked FROM staff").get();
    expect(row).toEqual({ enrolled_at: null, linked: 1 });
  });

  it("spends the link with the right code, once: a second confirmation finds it spent", async () => {
    const { token, enrolments, enrolment } = await toAuthenticatorStep();
    const key = enrolments.authenticatorSecret(enrolment);
    const wrong = enrolments.confirm(token, totpCode(key, clock + 10 * 60_000));
    expect(wrong).toBeNull();
    const first = enrolments.confirm(token, totpCode(key, clock));
    expect(first?.recoveryCodes).toHaveLength(10);
    expect(enrolments.confirm(token, totpCode(key, clock))).toBeNull();
    expect(enrolments.find(token)).toBeNull();
    expect(database.db.prepare("SELECT totp_last_step FROM staff").pluck().get()).toBe(Math.floor(clock / 30_000));
  });

  it("stops at once when the account is disabled half-way", async () => {
    const { token, enrolments, enrolment } = await toAuthenticatorStep();
    const key = enrolments.authenticatorSecret(enrolment);
    openStaffDirectory(database.db, now).disable("mia@example.com.au");
    expect(enrolments.find(token)).toBeNull();
    expect(enrolments.confirm(token, totpCode(key, clock))).toBeNull();
  });
});
