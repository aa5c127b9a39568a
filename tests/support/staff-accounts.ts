/**
 * Staff accounts for the Vitest tests of the inbox: added and enrolled
 * through the real modules (the directory, argon2id, the enrolment's TOTP
 * check) on the test's database (test-database.ts), with the test's clock.
 * Codes are computed here with otpauth, as a phone's authenticator app would.
 */
import { Secret, TOTP } from "otpauth";
import type { AppDatabase } from "../../server/db/database.ts";
import { runStaffCli } from "../../server/staff/staff-cli.ts";
import { openStaffDirectory, type StaffRole } from "../../server/staff/staff-directory.ts";
import { openStaffEnrolment } from "../../server/staff/staff-enrolment.ts";

/** The code an authenticator app shows for `secret` at `time` (epoch ms). */
export function totpCode(secret: string, time: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: time,
  });
}

export interface EnrolledStaff {
  id: number;
  email: string;
  name: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

export const STAFF_PASSWORD = "correct horse battery staple";

/** Adds and fully enrols a person at `now()`; the authenticator code used is spent (that time step is taken). */
export async function enrolledStaff(
  database: AppDatabase,
  now: () => number,
  person: { email: string; name?: string; role?: StaffRole; password?: string },
): Promise<EnrolledStaff> {
  const name = person.name ?? "Mia Chen";
  const password = person.password ?? STAFF_PASSWORD;
  const { account, enrolmentToken } = await openStaffDirectory(database, now).add({
    email: person.email,
    name,
    role: person.role ?? "broker",
  });
  const enrolments = openStaffEnrolment(database, now);
  const enrolment = await enrolments.find(enrolmentToken);
  if (!enrolment) throw new Error("a new enrolment link did not open");
  const problem = await enrolments.choosePassword(enrolment, password);
  if (problem) throw new Error(problem);
  const secret = await enrolments.authenticatorSecret(enrolment);
  const done = await enrolments.confirm(enrolmentToken, totpCode(secret, now()));
  if (!done) throw new Error("the enrolment's code was refused");
  return { id: account.id, email: account.email, name, password, secret, recoveryCodes: done.recoveryCodes };
}

export interface StaffCliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The enrolment link `add` or `reset` printed, if any. */
  link: string | undefined;
}

/** `npm run staff` in-process against one database, with only the settings given (no .env, no INBOX_ORIGIN from this process). */
export async function runStaffCommand(
  databasePath: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; now?: () => number } = {},
): Promise<StaffCliRun> {
  let stdout = "";
  let stderr = "";
  const code = await runStaffCli(args, {
    env: { DATABASE_PATH: databasePath, ...options.env },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    ...(options.now ? { now: options.now } : {}),
  });
  return { code, stdout, stderr, link: /^https?:\/\/\S+\/inbox\/enrol\/\S+$/m.exec(stdout)?.[0] };
}

/** Eve, a content editor, as a staff row only (no password, no enrolment): for the studio's stores, which name who uploaded or saved. */
export async function contentEditorRow(database: AppDatabase, createdAt: string): Promise<{ id: number }> {
  return database.db
    .insertInto("staff")
    .values({ email: "eve@kestrel.example", name: "Eve Editor", role: "editor", created_at: createdAt })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/**
 * A broker's row straight into the staff table (no password, not enrolled),
 * for the query tests that need someone to own or contact a lead; an e-mail
 * from the name, so each name is one account. Its id.
 */
export async function brokerRow(database: AppDatabase, name: string): Promise<number> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@kestrel.example`;
  const row = await database.db
    .insertInto("staff")
    .values({ email, name, role: "broker", created_at: "2026-01-01T00:00:00.000Z" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
