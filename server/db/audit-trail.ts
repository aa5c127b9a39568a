/**
 * The inbox's audit trail (migration 6's inbox_audit): every sign-in, failed
 * sign-in, view of a lead, triage change, export and deletion, with who, when
 * and which lead; and every draft saved, publish and roll back of the site's
 * content, with which collection or version, and each daily removal of
 * uploaded pictures no content shows, with how many. Never the lead's content, nor
 * the site's words: `detail` holds only our own words and values (a status,
 * a count, a channel, a collection's title, a version's number), so the
 * trail keeps nothing an erasure would have to erase. Admins read it at
 * /inbox/audit.
 *
 * It lives here, under the database layer, because every part of the server
 * writes to it: the lead server's automatic assignments and the staff
 * directory's disabling write their lines in their own transactions, and
 * both sit below the inbox, so neither may import from it (imports flow one
 * way between server folders: docs/ARCHITECTURE.md, "The server's folders").
 */
import type { AppDatabase, Db } from "./database.ts";

export const AUDIT_ACTIONS = [
  "signed in",
  "sign-in failed",
  "sign-in refused (locked)",
  "signed out",
  "enrolled",
  // Passkeys (docs/decisions/020-passkeys-for-staff.md): the passkey's number and our words; never its key, nor its name.
  "added a passkey",
  "removed a passkey",
  "passkey refused",
  "changed passkey requirement",
  "sign-in refused (passkey required)",
  "viewed lead",
  "changed status",
  "assigned lead",
  // Who takes new leads: the staff member's name and our words only.
  "changed availability",
  "changed routing rule",
  // The days the firm is closed: the date and the name the admin gave it.
  "added a closed date",
  "removed a closed date",
  "added note",
  // A contact attempt: channel, outcome and whether it stopped the clock; never its note.
  "logged contact",
  "marked spam",
  "marked not spam",
  "retried delivery",
  "exported leads",
  "deleted lead",
  "deleted person's leads",
  // The content studio (content/): which collection, which version; never the words themselves.
  "saved content draft",
  "published content",
  "rolled back content",
  "uploaded content images",
  // The server's own daily job (unused-uploads.ts): no one did it, so no staff member; the detail is the count.
  "removed unused content images",
  // The first-contact sweep (leads/first-contact/): the owner's name and how long the lead waited; never the visitor's.
  "escalated lead",
  "reminded of a callback",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What the server does by itself: its lines have no staff member. */
export const SERVER_ACTIONS: ReadonlySet<AuditAction> = new Set([
  "removed unused content images",
  "escalated lead",
  "reminded of a callback",
]);

export interface AuditLine {
  /** Who did it; null for a failed sign-in to an address that is no account, and for what the server did itself (SERVER_ACTIONS, an automatic assignment). */
  staffId: number | null;
  action: AuditAction;
  leadId?: string | null;
  /** Our words only, never a lead's content: "new → contacted", "42 leads", "e-mail". */
  detail?: string | null;
}

export interface AuditEntry extends Required<AuditLine> {
  id: number;
  /** ISO instant. */
  at: string;
  /** The staff member's name and e-mail at the time of reading; null when staffId is. */
  staffName: string | null;
  staffEmail: string | null;
}

export interface AuditQuery {
  /** Only this lead's lines. */
  leadId?: string;
  /** Entries older than this id (paging back through the trail). */
  beforeId?: number;
  limit: number;
}

export interface InboxAudit {
  record(line: AuditLine): Promise<void>;
  /** Newest first. */
  entries(query: AuditQuery): Promise<AuditEntry[]>;
}

/**
 * Writes audit lines on `db`, which may be a transaction the caller is in:
 * the lead store's automatic assignments are audited in the transaction
 * that makes them, so a lead is never assigned without its line.
 */
export async function recordAuditLines(db: Db, lines: readonly AuditLine[], at: number): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto("inbox_audit")
    .values(
      lines.map((line) => ({
        at: new Date(at).toISOString(),
        staff_id: line.staffId,
        action: line.action,
        lead_id: line.leadId ?? null,
        detail: line.detail ?? null,
      })),
    )
    .execute();
}

export function openInboxAudit(database: AppDatabase, now: () => number = Date.now): InboxAudit {
  const { db } = database;
  return {
    async record(line) {
      await recordAuditLines(db, [line], now());
    },
    async entries({ leadId, beforeId, limit }) {
      let query = db
        .selectFrom("inbox_audit as a")
        .leftJoin("staff as s", "s.id", "a.staff_id")
        .select(["a.id", "a.at", "a.staff_id", "a.action", "a.lead_id", "a.detail", "s.name", "s.email"])
        .orderBy("a.id", "desc")
        .limit(limit);
      if (leadId !== undefined) query = query.where("a.lead_id", "=", leadId);
      if (beforeId !== undefined) query = query.where("a.id", "<", beforeId);
      return (await query.execute()).map((row) => ({
        id: row.id,
        at: row.at,
        staffId: row.staff_id,
        action: row.action as AuditAction,
        leadId: row.lead_id,
        detail: row.detail,
        staffName: row.name,
        staffEmail: row.email,
      }));
    },
  };
}
