/**
 * Enrolment through the one-time link: (1) choose a password, (2) add the
 * authenticator key to an app and (3) confirm it with a code; then the
 * person gets ten recovery codes and the link is spent.
 *
 * What is chosen along the way is kept in the staff row at once, but the
 * account cannot sign in until step 3 sets enrolled_at: the key is stored
 * when first shown, so reloading the page (after scanning it) shows the same
 * key rather than one the app does not have. Step 3 and the link's spending
 * are one transaction, so a link cannot be used twice by two tabs at once.
 */
import type Database from "better-sqlite3";
import { enrolmentTokenHash, isWellFormedEnrolmentToken } from "./enrolment-token.ts";
import { newRecoveryCodes, recoveryCodeHash } from "./recovery-codes.ts";
import type { StaffRole } from "./staff-directory.ts";
import { hashPassword, newPasswordProblem } from "./staff-password.ts";
import { acceptedTotpStep, newTotpSecret } from "./staff-totp.ts";

export interface Enrolment {
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  /** "password": none chosen yet; "authenticator": chosen, the key is to be confirmed. */
  stage: "password" | "authenticator";
}

export interface StaffEnrolment {
  /** The enrolment a link's token opens, or null when it is unknown, spent, expired or the account is disabled (never saying which). */
  find(token: string): Enrolment | null;
  /** Sets the password; the problem with it (naming the field) when it is refused, else null. */
  choosePassword(enrolment: Enrolment, password: string): Promise<string | null>;
  /** The key to show: the one already shown for this enrolment, or a new one, kept. */
  authenticatorSecret(enrolment: Enrolment): string;
  /**
   * Finishes enrolment when `code` is right for the key: spends the link and
   * returns the recovery codes to show once. Null when the code is wrong, or
   * the link was spent meanwhile.
   */
  confirm(token: string, code: string): { staffId: number; recoveryCodes: string[] } | null;
}

interface EnrolmentRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
}

export function openStaffEnrolment(db: Database.Database, now: () => number = Date.now): StaffEnrolment {
  const select = db.prepare<{ hash: string; now: number }, EnrolmentRow>(`
    SELECT id, email, name, role, password_hash, totp_secret FROM staff
    WHERE enrolment_token_hash = @hash AND enrolment_expires_at > @now AND enrolled_at IS NULL AND disabled_at IS NULL
  `);
  const setPassword = db.prepare("UPDATE staff SET password_hash = ? WHERE id = ? AND enrolled_at IS NULL");
  const setSecret = db.prepare(
    "UPDATE staff SET totp_secret = ? WHERE id = ? AND totp_secret IS NULL AND enrolled_at IS NULL",
  );
  const selectSecret = db.prepare<[number], { totp_secret: string | null }>(
    "SELECT totp_secret FROM staff WHERE id = ?",
  );
  const finish = db.prepare(`
    UPDATE staff SET totp_last_step = @step, enrolled_at = @at, enrolment_token_hash = NULL, enrolment_expires_at = NULL
    WHERE id = @id AND enrolled_at IS NULL
  `);
  const clearCodes = db.prepare("DELETE FROM staff_recovery_codes WHERE staff_id = ?");
  const insertCode = db.prepare("INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (?, ?)");

  const rowFor = (token: string) =>
    isWellFormedEnrolmentToken(token) ? select.get({ hash: enrolmentTokenHash(token), now: now() }) : undefined;

  return {
    find(token) {
      const row = rowFor(token);
      if (!row) return null;
      return {
        staffId: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        stage: row.password_hash ? "authenticator" : "password",
      };
    },
    async choosePassword(enrolment, password) {
      const problem = await newPasswordProblem(password, enrolment);
      if (problem) return problem;
      setPassword.run(await hashPassword(password), enrolment.staffId);
      return null;
    },
    authenticatorSecret(enrolment) {
      setSecret.run(newTotpSecret(), enrolment.staffId);
      return selectSecret.get(enrolment.staffId)?.totp_secret as string;
    },
    confirm: db.transaction((token: string, code: string) => {
      const row = rowFor(token);
      if (!row?.password_hash || !row.totp_secret) return null;
      const at = now();
      const step = acceptedTotpStep(row.totp_secret, code, null, at);
      if (step === null) return null;
      finish.run({ step, at: new Date(at).toISOString(), id: row.id });
      const recoveryCodes = newRecoveryCodes();
      clearCodes.run(row.id);
      for (const recoveryCode of recoveryCodes) insertCode.run(row.id, recoveryCodeHash(recoveryCode));
      return { staffId: row.id, recoveryCodes };
    }),
  };
}
