/**
 * The challenges of passkey ceremonies (migration 22's passkey_challenges),
 * kept in the database so that a ceremony begun on one server is finished on
 * any other (docs/decisions/013-shared-state-in-the-database.md). Each is
 * good once, for 5 minutes, for one purpose, and only to the session that
 * asked for it (the SHA-256 of its cookie's value): it is spent by the same
 * statement that checks all of that, so of two requests carrying it, on one
 * server or two, only one gets it (docs/decisions/020-passkeys-for-staff.md).
 */
import type { AppDatabase } from "../db/database.ts";
import { writeTransaction } from "../db/write-transaction.ts";
import type { PasskeyChallengesTable } from "../db/tables.ts";

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/**
 * At most this many live challenges per session: a new one replaces the
 * oldest, so asking for options again and again (no sign-in needed for the
 * sign-in ceremony's) cannot pile rows up (decision 020).
 */
export const LIVE_CHALLENGES_PER_SESSION = 5;
/** Expired challenges are deleted at most this often, when a new one is issued. */
const SWEEP_EVERY_MS = 60_000;

export type ChallengePurpose = PasskeyChallengesTable["purpose"];

export interface IssuedChallenge {
  challenge: string;
  purpose: ChallengePurpose;
  sessionHash: string;
  /** Who it is for, when known (null for the sign-in ceremony, which asks no e-mail). */
  staffId: number | null;
}

export interface PasskeyChallenges {
  issue(challenge: IssuedChallenge): Promise<void>;
  /** Spends the challenge if it is live, of this purpose and this session: who it was for; null when refused. */
  spend(challenge: string, purpose: ChallengePurpose, sessionHash: string): Promise<{ staffId: number | null } | null>;
}

export function openPasskeyChallenges(database: AppDatabase, now: () => number = Date.now): PasskeyChallenges {
  const { db } = database;
  let lastSweep = Number.NEGATIVE_INFINITY;
  return {
    async issue({ challenge, purpose, sessionHash, staffId }) {
      const at = now();
      if (at - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = at;
        await db.deleteFrom("passkey_challenges").where("expires_at", "<=", at).execute();
      }
      await writeTransaction(database, async (tx) => {
        // The session's newest live challenges but one stay; its others (older, or expired) go, then the new one is added.
        await tx
          .deleteFrom("passkey_challenges")
          .where("session_hash", "=", sessionHash)
          .where(
            "challenge",
            "not in",
            tx
              .selectFrom("passkey_challenges")
              .select("challenge")
              .where("session_hash", "=", sessionHash)
              .where("expires_at", ">", at)
              .orderBy("expires_at", "desc")
              .orderBy("challenge")
              .limit(LIVE_CHALLENGES_PER_SESSION - 1),
          )
          .execute();
        await tx
          .insertInto("passkey_challenges")
          .values({
            challenge,
            purpose,
            session_hash: sessionHash,
            staff_id: staffId,
            expires_at: at + CHALLENGE_LIFETIME_MS,
          })
          .execute();
      });
    },
    async spend(challenge, purpose, sessionHash) {
      const row = await db
        .deleteFrom("passkey_challenges")
        .where("challenge", "=", challenge)
        .where("purpose", "=", purpose)
        .where("session_hash", "=", sessionHash)
        .where("expires_at", ">", now())
        .returning("staff_id")
        .executeTakeFirst();
      return row ? { staffId: row.staff_id } : null;
    },
  };
}
