/**
 * The firm's sign-in rules (migration 22's staff_sign_in_policy, one row):
 * "Passkey required", set by an admin. When on, the password and an
 * authenticator code no longer sign in anyone who has a passkey; a recovery
 * code still does, for a lost device (docs/decisions/020-passkeys-for-staff.md).
 * Read on every code sign-in from the database, so a change holds on every
 * server at once.
 */
import type { AppDatabase } from "../db/database.ts";

export interface SignInPolicy {
  passkeyRequired(): Promise<boolean>;
  /** Whether it changed. */
  setPasskeyRequired(required: boolean, changedBy: number): Promise<boolean>;
}

export function openSignInPolicy(database: AppDatabase, now: () => number = Date.now): SignInPolicy {
  const { db } = database;
  const read = async () => {
    const row = await db
      .selectFrom("staff_sign_in_policy")
      .select("passkey_required")
      .where("id", "=", 1)
      .executeTakeFirst();
    return Number(row?.passkey_required ?? 0) === 1;
  };
  return {
    passkeyRequired: read,
    async setPasskeyRequired(required, changedBy) {
      const value = required ? 1 : 0;
      const changedAt = new Date(now()).toISOString();
      const result = await db
        .insertInto("staff_sign_in_policy")
        .values({ id: 1, passkey_required: value, changed_by: changedBy, changed_at: changedAt })
        .onConflict((conflict) =>
          conflict
            .column("id")
            .doUpdateSet({ passkey_required: value, changed_by: changedBy, changed_at: changedAt })
            .where("staff_sign_in_policy.passkey_required", "<>", value),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
