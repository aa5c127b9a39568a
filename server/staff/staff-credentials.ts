/**
 * What sign-in checks against an account: its password hash, and its second
 * factor (an authenticator code, or one of its recovery codes). Each
 * accepted code is spent in the same statement that checks it is unspent, so
 * two requests racing with one code cannot both get in.
 */
import type { Selectable } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import type { StaffTable } from "../db/tables.ts";
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
  forSignIn(email: string): Promise<SignInAccount>;
  /** Which kind of code was accepted (and spent), or null when it is wrong, used already or the account cannot sign in. */
  acceptSecondFactor(staffId: number, typed: string): Promise<SecondFactor | null>;
  unusedRecoveryCodes(staffId: number): Promise<number>;
}

const ACCOUNT_COLUMNS = ["id", "password_hash", "totp_secret", "totp_last_step", "enrolled_at", "disabled_at"] as const;
type AccountRow = Pick<Selectable<StaffTable>, (typeof ACCOUNT_COLUMNS)[number]>;

export function openStaffCredentials(database: AppDatabase, now: () => number = Date.now): StaffCredentials {
  const { db } = database;
  const account = () => db.selectFrom("staff").select(ACCOUNT_COLUMNS);

  const maySignIn = (row: AccountRow | undefined): row is AccountRow & { password_hash: string; totp_secret: string } =>
    Boolean(row && row.enrolled_at !== null && row.disabled_at === null && row.password_hash && row.totp_secret);

  return {
    async forSignIn(email) {
      const row = await account().where("email", "=", normaliseStaffEmail(email)).executeTakeFirst();
      return { staffId: row?.id ?? null, passwordHash: maySignIn(row) ? row.password_hash : null };
    },
    async acceptSecondFactor(staffId, typed) {
      const row = await account().where("id", "=", staffId).executeTakeFirst();
      if (!maySignIn(row)) return null;
      const at = now();
      if (looksLikeRecoveryCode(typed)) {
        const hash = recoveryCodeHash(typed);
        if (!hash) return null;
        const spent = await db
          .updateTable("staff_recovery_codes")
          .set({ used_at: new Date(at).toISOString() })
          .where("staff_id", "=", staffId)
          .where("code_hash", "=", hash)
          .where("used_at", "is", null)
          .executeTakeFirst();
        return Number(spent.numUpdatedRows) === 1 ? "recovery code" : null;
      }
      const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
      const step = acceptedTotpStep(row.totp_secret, typed, lastStep, at);
      if (step === null) return null;
      // The step read above may be stale by now (another server, another tab):
      // the row decides, so of two requests with one code only one is spent.
      const spent = await db
        .updateTable("staff")
        .set({ totp_last_step: step })
        .where("id", "=", staffId)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
        .executeTakeFirst();
      return Number(spent.numUpdatedRows) === 1 ? "authenticator code" : null;
    },
    async unusedRecoveryCodes(staffId) {
      const row = await db
        .selectFrom("staff_recovery_codes")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("staff_id", "=", staffId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
