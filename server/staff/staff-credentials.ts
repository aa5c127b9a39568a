/**
 * What sign-in checks against an account: its password hash, and its second
 * factor (an authenticator code, or one of its recovery codes). Each
 * accepted code is spent in the same statement that checks it is unspent, so
 * two requests racing with one code cannot both get in.
 */
import type Database from "better-sqlite3";
import { looksLikeRecoveryCode, recoveryCodeHash } from "./recovery-codes.ts";
import { normaliseStaffEmail } from "./staff-directory.ts";
import { acceptedTotpStep } from "./staff-totp.ts";

export interface SignInAccount {
  /** The account with this e-mail, enrolled or not, disabled or not; null when there is none (for the audit trail). */
  staffId: number | null;
  /** Set only when the account may sign in: enrolled and not disabled. */
  passwordHash: string | null;
}

export type SecondFactor = "authenticator code" | "recovery code";

export interface StaffCredentials {
  forSignIn(email: string): SignInAccount;
  /** Which kind of code was accepted (and spent), or null when it is wrong, used already or the account cannot sign in. */
  acceptSecondFactor(staffId: number, typed: string): SecondFactor | null;
  unusedRecoveryCodes(staffId: number): number;
}

interface AccountRow {
  id: number;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  enrolled_at: string | null;
  disabled_at: string | null;
}

export function openStaffCredentials(db: Database.Database, now: () => number = Date.now): StaffCredentials {
  const byEmail = db.prepare<[string], AccountRow>(
    "SELECT id, password_hash, totp_secret, totp_last_step, enrolled_at, disabled_at FROM staff WHERE email = ?",
  );
  const byId = db.prepare<[number], AccountRow>(
    "SELECT id, password_hash, totp_secret, totp_last_step, enrolled_at, disabled_at FROM staff WHERE id = ?",
  );
  const spendStep = db.prepare(
    "UPDATE staff SET totp_last_step = @step WHERE id = @id AND (totp_last_step IS NULL OR totp_last_step < @step)",
  );
  const spendRecoveryCode = db.prepare(
    "UPDATE staff_recovery_codes SET used_at = ? WHERE staff_id = ? AND code_hash = ? AND used_at IS NULL",
  );
  const countUnused = db.prepare<[number], { count: number }>(
    "SELECT COUNT(*) AS count FROM staff_recovery_codes WHERE staff_id = ? AND used_at IS NULL",
  );

  const maySignIn = (row: AccountRow | undefined): row is AccountRow & { password_hash: string; totp_secret: string } =>
    Boolean(row && row.enrolled_at !== null && row.disabled_at === null && row.password_hash && row.totp_secret);

  return {
    forSignIn(email) {
      const row = byEmail.get(normaliseStaffEmail(email));
      return { staffId: row?.id ?? null, passwordHash: maySignIn(row) ? row.password_hash : null };
    },
    acceptSecondFactor(staffId, typed) {
      const row = byId.get(staffId);
      if (!maySignIn(row)) return null;
      const at = now();
      if (looksLikeRecoveryCode(typed)) {
        const hash = recoveryCodeHash(typed);
        return hash && spendRecoveryCode.run(new Date(at).toISOString(), staffId, hash).changes === 1
          ? "recovery code"
          : null;
      }
      const step = acceptedTotpStep(row.totp_secret, typed, row.totp_last_step, at);
      return step !== null && spendStep.run({ step, id: staffId }).changes === 1 ? "authenticator code" : null;
    },
    unusedRecoveryCodes: (staffId) => countUnused.get(staffId)?.count ?? 0,
  };
}
