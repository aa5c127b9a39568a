import { describe, expect } from "vitest";
import { totpCode } from "../../tests/support/staff-accounts.ts";
import { databaseTest as it } from "../../tests/support/test-database.ts";
import type { AppDatabase } from "../db/database.ts";
import { openStaffDirectory } from "./staff-directory.ts";
import { openStaffEnrolment } from "./staff-enrolment.ts";

const START = Date.parse("2026-07-01T09:00:10+10:00");
let clock: number;
const now = () => clock;

async function toAuthenticatorStep(database: AppDatabase) {
  clock = START;
  const { enrolmentToken } = await openStaffDirectory(database, now).add({
    email: "mia@example.com.au",
    name: "Mia Chen",
    role: "broker",
  });
  const enrolments = openStaffEnrolment(database, now);
  const enrolment = await enrolments.find(enrolmentToken);
  if (!enrolment) throw new Error("no enrolment");
  expect(await enrolments.choosePassword(enrolment, "kettle orbit tram saffron")).toBeNull();
  return { token: enrolmentToken, enrolments, enrolment: (await enrolments.find(enrolmentToken)) ?? enrolment };
}

describe("enrolment", () => {
  it("moves from the password to the authenticator, and keeps the key first shown", async ({ database }) => {
    const { enrolments, enrolment } = await toAuthenticatorStep(database);
    expect(enrolment.stage).toBe("authenticator");
    const key = await enrolments.authenticatorSecret(enrolment);
    expect(await enrolments.authenticatorSecret(enrolment)).toBe(key);
  });

  it("cannot sign anyone in before the code confirms the key", async ({ database }) => {
    const { enrolments, enrolment } = await toAuthenticatorStep(database);
    await enrolments.authenticatorSecret(enrolment);
    const row = await database.db
      .selectFrom("staff")
      .select(["enrolled_at", "enrolment_token_hash"])
      .executeTakeFirst();
    expect(row).toEqual({ enrolled_at: null, enrolment_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it("spends the link with the right code, once: a second confirmation finds it spent", async ({ database }) => {
    const { token, enrolments, enrolment } = await toAuthenticatorStep(database);
    const key = await enrolments.authenticatorSecret(enrolment);
    const wrong = await enrolments.confirm(token, totpCode(key, clock + 10 * 60_000));
    expect(wrong).toBeNull();
    const first = await enrolments.confirm(token, totpCode(key, clock));
    expect(first?.recoveryCodes).toHaveLength(10);
    expect(await enrolments.confirm(token, totpCode(key, clock))).toBeNull();
    expect(await enrolments.find(token)).toBeNull();
    const stored = await database.db.selectFrom("staff").select("totp_last_step").executeTakeFirst();
    expect(Number(stored?.totp_last_step)).toBe(Math.floor(clock / 30_000));
  });

  it("stops at once when the account is disabled half-way", async ({ database }) => {
    const { token, enrolments, enrolment } = await toAuthenticatorStep(database);
    const key = await enrolments.authenticatorSecret(enrolment);
    await openStaffDirectory(database, now).disable("mia@example.com.au");
    expect(await enrolments.find(token)).toBeNull();
    expect(await enrolments.confirm(token, totpCode(key, clock))).toBeNull();
  });
});
