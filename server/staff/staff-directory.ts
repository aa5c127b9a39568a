/**
 * The staff accounts kept in the lead database (migration 6's staff table),
 * made and changed only by the command line (`npm run staff`, staff-cli.ts):
 * no one can sign up on the site. A person is disabled, never deleted, so the
 * audit trail keeps naming them.
 *
 * Disabling and resetting end the person's sessions in the same transaction,
 * so the next request they make is refused, whatever tab it comes from.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { printable } from "../command-line.ts";
import { ENROLMENT_LINK_TTL_MS, newEnrolmentToken } from "./enrolment-token.ts";

export type StaffRole = "staff" | "admin";

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** invited: enrolment not finished; active: may sign in; disabled: may not. */
  state: "invited" | "active" | "disabled";
  createdAt: string;
  enrolledAt: string | null;
  disabledAt: string | null;
}

/** Who can be given a lead: enrolled and not disabled. */
export interface ActiveStaffMember {
  id: number;
  name: string;
}

/** A change the directory cannot make (a duplicate or unknown e-mail, a disabled account): its message is one line for a person. */
export class StaffAccountError extends Error {}

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffDirectory {
  /** Everyone, disabled too, by name. */
  list(): StaffAccount[];
  /** Those who may sign in, by name: the assignee choices. */
  activeStaff(): ActiveStaffMember[];
  byId(id: number): StaffAccount | undefined;
  byEmail(email: string): StaffAccount | undefined;
  /** Adds an invited account; the token goes in the enrolment link and is never stored. Throws StaffAccountError for a taken e-mail. */
  add(member: NewStaffMember): { account: StaffAccount; enrolmentToken: string };
  /** Disables the account and ends its sessions; `sessionsEnded` counts them. */
  disable(email: string): { account: StaffAccount; sessionsEnded: number; alreadyDisabled: boolean };
  /**
   * Voids the password, authenticator, recovery codes and sessions, and
   * issues a new enrolment token (the old link stops working).
   */
  reset(email: string): { account: StaffAccount; enrolmentToken: string; sessionsEnded: number };
}

const emailSchema = z.email();
export const STAFF_NAME_MAX = 100;

/** The address as stored: trimmed and lower case (the column compares without case anyway). */
export function normaliseStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What is wrong with an e-mail address for an account, or null. */
export function staffEmailProblem(email: string): string | null {
  const normalised = normaliseStaffEmail(email);
  if (normalised === "") return "the e-mail address is missing";
  if (normalised.length > 254 || !emailSchema.safeParse(normalised).success)
    return `"${printable(email)}" is not an e-mail address`;
  return null;
}

/** What is wrong with a person's name, or null: it is shown in the inbox and the audit trail. */
export function staffNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return "the name is missing";
  if ([...trimmed].length > STAFF_NAME_MAX) return `the name is longer than ${STAFF_NAME_MAX} characters`;
  if (trimmed !== printable(trimmed)) return "the name has control characters in it";
  return null;
}

interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  created_at: string;
  enrolled_at: string | null;
  disabled_at: string | null;
}

const ACCOUNT_COLUMNS = "id, email, name, role, created_at, enrolled_at, disabled_at";

export function openStaffDirectory(db: Database.Database, now: () => number = Date.now): StaffDirectory {
  const selectAll = db.prepare<[], StaffRow>(`SELECT ${ACCOUNT_COLUMNS} FROM staff ORDER BY name COLLATE NOCASE, id`);
  const selectActive = db.prepare<[], ActiveStaffMember>(
    "SELECT id, name FROM staff WHERE enrolled_at IS NOT NULL AND disabled_at IS NULL ORDER BY name COLLATE NOCASE, id",
  );
  const selectById = db.prepare<[number], StaffRow>(`SELECT ${ACCOUNT_COLUMNS} FROM staff WHERE id = ?`);
  const selectByEmail = db.prepare<[string], StaffRow>(`SELECT ${ACCOUNT_COLUMNS} FROM staff WHERE email = ?`);
  const insert = db.prepare(`
    INSERT INTO staff (email, name, role, enrolment_token_hash, enrolment_expires_at, created_at)
    VALUES (@email, @name, @role, @tokenHash, @expiresAt, @createdAt)
  `);
  const markDisabled = db.prepare(
    "UPDATE staff SET disabled_at = ?, enrolment_token_hash = NULL, enrolment_expires_at = NULL WHERE id = ?",
  );
  const voidCredentials = db.prepare(`
    UPDATE staff SET password_hash = NULL, totp_secret = NULL, totp_last_step = NULL, enrolled_at = NULL,
      enrolment_token_hash = @tokenHash, enrolment_expires_at = @expiresAt
    WHERE id = @id
  `);
  const deleteSessions = db.prepare("DELETE FROM staff_sessions WHERE staff_id = ?");
  const deleteRecoveryCodes = db.prepare("DELETE FROM staff_recovery_codes WHERE staff_id = ?");

  const byEmail = (email: string) => {
    const row = selectByEmail.get(normaliseStaffEmail(email));
    return row && toAccount(row);
  };
  const existing = (email: string): StaffAccount => {
    const account = byEmail(email);
    if (!account) throw new StaffAccountError(`there is no staff account for ${normaliseStaffEmail(email)}`);
    return account;
  };

  return {
    list: () => selectAll.all().map(toAccount),
    activeStaff: () => selectActive.all(),
    byId(id) {
      const row = selectById.get(id);
      return row && toAccount(row);
    },
    byEmail,
    add: db.transaction((member: NewStaffMember) => {
      const email = normaliseStaffEmail(member.email);
      const problem = staffEmailProblem(email) ?? staffNameProblem(member.name);
      if (problem) throw new StaffAccountError(problem);
      if (selectByEmail.get(email))
        throw new StaffAccountError(
          `${email} already has a staff account (to send a new enrolment link: npm run staff -- reset ${email})`,
        );
      const { token, hash } = newEnrolmentToken();
      const at = now();
      const result = insert.run({
        email,
        name: member.name.trim(),
        role: member.role,
        tokenHash: hash,
        expiresAt: at + ENROLMENT_LINK_TTL_MS,
        createdAt: new Date(at).toISOString(),
      });
      return { account: toAccount(selectById.get(Number(result.lastInsertRowid)) as StaffRow), enrolmentToken: token };
    }),
    disable: db.transaction((email: string) => {
      const account = existing(email);
      const sessionsEnded = deleteSessions.run(account.id).changes;
      if (account.state === "disabled") return { account, sessionsEnded, alreadyDisabled: true };
      markDisabled.run(new Date(now()).toISOString(), account.id);
      return { account: toAccount(selectById.get(account.id) as StaffRow), sessionsEnded, alreadyDisabled: false };
    }),
    reset: db.transaction((email: string) => {
      const account = existing(email);
      // A disabled person must not be able to enrol their way back in with a
      // link sent by mistake; there is deliberately no command to re-enable.
      if (account.state === "disabled")
        throw new StaffAccountError(`${account.email} is disabled; a disabled account cannot be reset`);
      const { token, hash } = newEnrolmentToken();
      voidCredentials.run({ id: account.id, tokenHash: hash, expiresAt: now() + ENROLMENT_LINK_TTL_MS });
      deleteRecoveryCodes.run(account.id);
      const sessionsEnded = deleteSessions.run(account.id).changes;
      return { account: toAccount(selectById.get(account.id) as StaffRow), enrolmentToken: token, sessionsEnded };
    }),
  };
}

function toAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    state: row.disabled_at ? "disabled" : row.enrolled_at ? "active" : "invited",
    createdAt: row.created_at,
    enrolledAt: row.enrolled_at,
    disabledAt: row.disabled_at,
  };
}
