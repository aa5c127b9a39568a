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
import type Database from "better-sqlite3";
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
  start(staffId: number, stage: SessionStage): { cookieValue: string; idHash: string };
  /**
   * The live session of this stage the cookie value names, or null; an expired
   * one is deleted. `activity: false` for a request the browser makes by
   * itself (the list's live polling): it must not keep an unattended screen
   * signed in past the idle limit.
   */
  find(cookieValue: string, stage: SessionStage, options?: { activity?: boolean }): SessionHolder | null;
  end(idHash: string): void;
  /** Ends the session a cookie value names, whatever its stage (signing out). */
  endCookie(cookieValue: string): void;
  /** Deletes every expired session now; the count deleted. */
  sweep(): number;
}

/** 32 bytes in base64url. */
const COOKIE_VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

interface SessionRow {
  id_hash: string;
  stage: SessionStage;
  created_at: number;
  last_seen_at: number;
  staff_id: number;
  email: string;
  name: string;
  role: StaffRole;
  enrolled_at: string | null;
  disabled_at: string | null;
}

export function openStaffSessions(db: Database.Database, now: () => number = Date.now): StaffSessions {
  const insert = db.prepare(
    "INSERT INTO staff_sessions (id_hash, staff_id, stage, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)",
  );
  const select = db.prepare<[string], SessionRow>(`
    SELECT s.id_hash, s.stage, s.created_at, s.last_seen_at, s.staff_id, staff.email, staff.name, staff.role, staff.enrolled_at, staff.disabled_at
    FROM staff_sessions AS s JOIN staff ON staff.id = s.staff_id
    WHERE s.id_hash = ?
  `);
  const touch = db.prepare("UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?");
  const remove = db.prepare("DELETE FROM staff_sessions WHERE id_hash = ?");
  const removeExpired = db.prepare<{ halfBefore: number; idleBefore: number; startedBefore: number }>(`
    DELETE FROM staff_sessions
    WHERE (stage = 'password' AND created_at <= @halfBefore) OR last_seen_at <= @idleBefore OR created_at <= @startedBefore
      OR staff_id IN (SELECT id FROM staff WHERE disabled_at IS NOT NULL OR enrolled_at IS NULL)
  `);
  let lastSweep = Number.NEGATIVE_INFINITY;

  function sweep(): number {
    const at = now();
    lastSweep = at;
    return removeExpired.run({
      halfBefore: at - HALF_SESSION_MS,
      idleBefore: at - SESSION_IDLE_MS,
      startedBefore: at - SESSION_LIFETIME_MS,
    }).changes;
  }

  return {
    start(staffId, stage) {
      const cookieValue = randomBytes(32).toString("base64url");
      const idHash = sha256Hex(cookieValue);
      const at = now();
      insert.run(idHash, staffId, stage, at, at);
      return { cookieValue, idHash };
    },
    find(cookieValue, stage, { activity = true } = {}) {
      const at = now();
      if (at - lastSweep >= SWEEP_EVERY_MS) sweep();
      if (!COOKIE_VALUE_PATTERN.test(cookieValue)) return null;
      const idHash = sha256Hex(cookieValue);
      const row = select.get(idHash);
      if (!row || row.stage !== stage) return null;
      if (hasEnded(row, at)) {
        remove.run(idHash);
        return null;
      }
      if (activity && at - row.last_seen_at >= TOUCH_EVERY_MS) touch.run(at, idHash);
      return { id: row.staff_id, email: row.email, name: row.name, role: row.role, sessionIdHash: idHash };
    },
    end(idHash) {
      remove.run(idHash);
    },
    endCookie(cookieValue) {
      remove.run(sha256Hex(cookieValue));
    },
    sweep,
  };
}

function hasEnded(row: SessionRow, at: number): boolean {
  if (row.disabled_at !== null || row.enrolled_at === null) return true;
  if (row.stage === "password") return at - row.created_at >= HALF_SESSION_MS;
  return at - row.last_seen_at >= SESSION_IDLE_MS || at - row.created_at >= SESSION_LIFETIME_MS;
}
