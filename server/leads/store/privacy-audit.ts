/**
 * The record of erasures (migration 5's privacy_audit): each deletion on a
 * person's request and each retention purge, with its time, count and
 * reason, so the brokerage can show that it erases, without the record
 * itself keeping anything about the people erased.
 */
import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.ts";

export type PrivacyAction = "retention purge" | "deletion on request";

export interface PrivacyAuditEntry {
  /** ISO instant. */
  at: string;
  action: PrivacyAction;
  leadCount: number;
  /** Why, in words without personal details ("the person's request (delete --email)"). */
  reason: string;
}

/** Run inside the erasure's own transaction, so the entry and the erasure stand or fall together. */
export async function recordPrivacyAction(db: Kysely<Tables>, entry: PrivacyAuditEntry): Promise<void> {
  await db
    .insertInto("privacy_audit")
    .values({ at: entry.at, action: entry.action, lead_count: entry.leadCount, reason: entry.reason })
    .execute();
}

/** Oldest first. */
export async function privacyAuditEntries(db: Kysely<Tables>): Promise<PrivacyAuditEntry[]> {
  const rows = await db
    .selectFrom("privacy_audit")
    .select(["at", "action", "lead_count", "reason"])
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ at: row.at, action: row.action, leadCount: Number(row.lead_count), reason: row.reason }));
}
