/**
 * The record of erasures (migration 5's privacy_audit): each deletion on a
 * person's request and each retention purge, with its time, count and
 * reason, so the brokerage can show that it erases, without the record
 * itself keeping anything about the people erased.
 */
import type Database from "better-sqlite3";

export type PrivacyAction = "retention purge" | "deletion on request";

export interface PrivacyAuditEntry {
  /** ISO instant. */
  at: string;
  action: PrivacyAction;
  leadCount: number;
  /** Why, in words without personal details ("the person's request (delete --email)"). */
  reason: string;
}

export function preparePrivacyAudit(db: Database.Database) {
  const insert = db.prepare(
    "INSERT INTO privacy_audit (at, action, lead_count, reason) VALUES (@at, @action, @leadCount, @reason)",
  );
  const select = db.prepare<[], { at: string; action: PrivacyAction; lead_count: number; reason: string }>(
    "SELECT at, action, lead_count, reason FROM privacy_audit ORDER BY id",
  );
  return {
    record(entry: PrivacyAuditEntry): void {
      insert.run(entry);
    },
    entries(): PrivacyAuditEntry[] {
      return select
        .all()
        .map((row) => ({ at: row.at, action: row.action, leadCount: row.lead_count, reason: row.reason }));
    },
  };
}
