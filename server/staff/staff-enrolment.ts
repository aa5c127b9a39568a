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
import type { Kysely } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import type { Tables } from "../db/tables.ts";
import { writeTransaction } from "../db/write-transaction.ts";
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
  find(token: string): Promise<Enrolment | null>;
  /** Sets the password; the problem with it (naming the field) when it is refused, else null. */
  choosePassword(enrolment: Enrolment, password: string): Promise<string | null>;
  /** The key to show: the one already shown for this enrolment, or a new one, kept. */
  authenticatorSecret(enrolment: Enrolment): Promise<string>;
  /**
   * Finishes enrolment when `code` is right for the key: spends the link and
   * returns the recovery codes to show once. Null when the code is wrong, or
   * the link was spent meanwhile.
   */
  confirm(token: string, code: string): Promise<{ staffId: number; recoveryCodes: string[] } | null>;
}

export function openStaffEnrolment(database: AppDatabase, now: () => number = Date.now): StaffEnrolment {
  const { db } = database;

  const rowFor = async (queries: Kysely<Tables>, token: string) =>
    isWellFormedEnrolmentToken(token)
      ? queries
          .selectFrom("staff")
          .select(["id", "email", "name", "role", "password_hash", "totp_secret"])
          .where("enrolment_token_hash", "=", enrolmentTokenHash(token))
          .where("enrolment_expires_at", ">", now())
          .where("enrolled_at", "is", null)
          .where("disabled_at", "is", null)
          .executeTakeFirst()
      : undefined;

  return {
    async find(token) {
      const row = await rowFor(db, token);
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
      const passwordHash = await hashPassword(password);
      await db
        .updateTable("staff")
        .set({ password_hash: passwordHash })
        .where("id", "=", enrolment.staffId)
        .where("enrolled_at", "is", null)
        .execute();
      return null;
    },
    async authenticatorSecret(enrolment) {
      // Only the first key shown is kept, whichever server or tab shows it first.
      await db
        .updateTable("staff")
        .set({ totp_secret: newTotpSecret() })
        .where("id", "=", enrolment.staffId)
        .where("totp_secret", "is", null)
        .where("enrolled_at", "is", null)
        .execute();
      const row = await db
        .selectFrom("staff")
        .select("totp_secret")
        .where("id", "=", enrolment.staffId)
        .executeTakeFirst();
      return row?.totp_secret as string;
    },
    confirm: (token, code) =>
      writeTransaction(database, async (tx) => {
        const row = await rowFor(tx, token);
        if (!row?.password_hash || !row.totp_secret) return null;
        const at = now();
        const step = acceptedTotpStep(row.totp_secret, code, null, at);
        if (step === null) return null;
        // The link is spent by the row: of two tabs or servers confirming at once, one finishes.
        const finished = await tx
          .updateTable("staff")
          .set({
            totp_last_step: step,
            enrolled_at: new Date(at).toISOString(),
            enrolment_token_hash: null,
            enrolment_expires_at: null,
          })
          .where("id", "=", row.id)
          .where("enrolled_at", "is", null)
          .executeTakeFirst();
        if (Number(finished.numUpdatedRows) !== 1) return null;
        const recoveryCodes = newRecoveryCodes();
        await tx.deleteFrom("staff_recovery_codes").where("staff_id", "=", row.id).execute();
        await tx
          .insertInto("staff_recovery_codes")
          .values(
            recoveryCodes.map((recoveryCode) => ({
              staff_id: row.id,
              code_hash: recoveryCodeHash(recoveryCode) as string,
            })),
          )
          .execute();
        return { staffId: row.id, recoveryCodes };
      }),
  };
}
