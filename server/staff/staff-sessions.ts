/**
 * Staff sessions (migration 6's staff_sessions). The cookie holds 32 random
 * bytes; the table holds only their SHA-256, so a copy of the database (a
 * backup, a support copy) holds no session anyone could use.
 *
 * Two stages: "password" is the half-way point of a sign-in (the password
 * was right, the second factor is awaited) and lasts 5 minutes; "signed-in"
 * ends after 30 minutes without a request or 12 hours in all, whichever is
 * first. Every request checks the row, so signing out, disabling and
 * resetting end a session at once. A session whose person is disabled is
 * refused even if its row were somehow left behind.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import type { Tables } from "../db/tables.ts";
import { writeTransaction } from "../db/write-transaction.ts";
import { sha256Hex } from "./sha256.ts";
import type { StaffRole } from "./staff-directory.ts";

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
export const HALF_SESSION_MS = 5 * 60_000;
/**
 * last_seen_at is written at most once a minute, so a busy page does not
 * write on every request; a session may therefore end up to a minute before
 * its 30 idle minutes are quite up, never after.
 */
const TOUCH_EVERY_MS = 60_000;
/** Rows of sessions nobody comes back to are deleted this often (on the next request after it). */
const SWEEP_EVERY_MS = 5 * 60_000;

export type SessionStage = "password" | "signed-in";

/** The person a session belongs to (inbox-session.ts's SignedInStaff has this shape). */
export interface SessionHolder {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionIdHash: string;
}

export interface StaffSessions {
  /** A new session; `cookieValue` goes in the cookie only. */
  start(staffId: number, stage: SessionStage): Promise<NewSession>;
  /**
   * The live session of this stage the cookie value names, or null; an expired
   * one is deleted. `activity: false` for a request the browser makes by
   * itself (the list's live polling): it must not keep an unattended screen
   * signed in past the idle limit.
   */
  find(cookieValue: string, stage: SessionStage, options?: { activity?: boolean }): Promise<SessionHolder | null>;
  /**
   * The second factor was right: ends the half-way session and starts a
   * signed-in one under a new id, in one transaction. Null when the half-way
   * session was ended meanwhile (its code was used on another tab or server,
   * or it expired): only one request gets in with it.
   */
  completeSignIn(halfIdHash: string, staffId: number): Promise<NewSession | null>;
  end(idHash: string): Promise<void>;
  /** Ends the session a cookie value names, whatever its stage (signing out). */
  endCookie(cookieValue: string): Promise<void>;
  /** Ends every session of `staffId` but the one `keepIdHash` names (after a passkey is removed); how many. */
  endOthers(staffId: number, keepIdHash: string): Promise<number>;
  /** Deletes every expired session now; the count deleted. */
  sweep(): Promise<number>;
}

export interface NewSession {
  cookieValue: string;
  idHash: string;
}

/** 32 bytes in base64url. */
const COOKIE_VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Every statement here is one statement or one transaction, and nothing is
 * kept in memory but when this server last swept: a session started on one
 * server is found, kept alive and ended on any other.
 */
export function openStaffSessions(database: AppDatabase, now: () => number = Date.now): StaffSessions {
  const { db } = database;
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweep(): Promise<number> {
    const at = now();
    lastSweep = at;
    const result = await db
      .deleteFrom("staff_sessions")
      .where((eb) =>
        eb.or([
          eb.and([eb("stage", "=", "password"), eb("created_at", "<=", at - HALF_SESSION_MS)]),
          eb("last_seen_at", "<=", at - SESSION_IDLE_MS),
          eb("created_at", "<=", at - SESSION_LIFETIME_MS),
          eb(
            "staff_id",
            "in",
            eb
              .selectFrom("staff")
              .select("id")
              .where((staff) => staff.or([staff("disabled_at", "is not", null), staff("enrolled_at", "is", null)])),
          ),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  const insert = async (queries: Kysely<Tables>, staffId: number, stage: SessionStage): Promise<NewSession> => {
    const cookieValue = randomBytes(32).toString("base64url");
    const idHash = sha256Hex(cookieValue);
    const at = now();
    await queries
      .insertInto("staff_sessions")
      .values({ id_hash: idHash, staff_id: staffId, stage, created_at: at, last_seen_at: at })
      .execute();
    return { cookieValue, idHash };
  };
  const remove = async (idHash: string) => {
    await db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute();
  };

  return {
    start: (staffId, stage) => insert(db, staffId, stage),
    async endOthers(staffId, keepIdHash) {
      const result = await db
        .deleteFrom("staff_sessions")
        .where("staff_id", "=", staffId)
        .where("id_hash", "<>", keepIdHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async find(cookieValue, stage, { activity = true } = {}) {
      const at = now();
      if (at - lastSweep >= SWEEP_EVERY_MS) await sweep();
      if (!COOKIE_VALUE_PATTERN.test(cookieValue)) return null;
      const idHash = sha256Hex(cookieValue);
      const row = await db
        .selectFrom("staff_sessions as s")
        .innerJoin("staff", "staff.id", "s.staff_id")
        .select([
          "s.stage",
          "s.created_at",
          "s.last_seen_at",
          "s.staff_id",
          "staff.email",
          "staff.name",
          "staff.role",
          "staff.enrolled_at",
          "staff.disabled_at",
        ])
        .where("s.id_hash", "=", idHash)
        .executeTakeFirst();
      if (!row || row.stage !== stage) return null;
      const session = { ...row, created_at: Number(row.created_at), last_seen_at: Number(row.last_seen_at) };
      if (hasEnded(session, at)) {
        await remove(idHash);
        return null;
      }
      // Conditional, so servers touching the same session at once write it once, and never move it back.
      if (activity && at - session.last_seen_at >= TOUCH_EVERY_MS)
        await db
          .updateTable("staff_sessions")
          .set({ last_seen_at: at })
          .where("id_hash", "=", idHash)
          .where("last_seen_at", "<=", at - TOUCH_EVERY_MS)
          .execute();
      return { id: row.staff_id, email: row.email, name: row.name, role: row.role, sessionIdHash: idHash };
    },
    completeSignIn: (halfIdHash, staffId) =>
      writeTransaction(database, async (tx) => {
        const ended = await tx
          .deleteFrom("staff_sessions")
          .where("id_hash", "=", halfIdHash)
          .where("staff_id", "=", staffId)
          .where("stage", "=", "password")
          .executeTakeFirst();
        if (Number(ended.numDeletedRows) !== 1) return null;
        return insert(tx, staffId, "signed-in");
      }),
    end: remove,
    endCookie: (cookieValue) => remove(sha256Hex(cookieValue)),
    sweep,
  };
}

interface SessionTimes {
  stage: SessionStage;
  created_at: number;
  last_seen_at: number;
  enrolled_at: string | null;
  disabled_at: string | null;
}

function hasEnded(row: SessionTimes, at: number): boolean {
  if (row.disabled_at !== null || row.enrolled_at === null) return true;
  if (row.stage === "password") return at - row.created_at >= HALF_SESSION_MS;
  return at - row.last_seen_at >= SESSION_IDLE_MS || at - row.created_at >= SESSION_LIFETIME_MS;
}
