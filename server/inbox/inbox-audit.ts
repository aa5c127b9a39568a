/**
 * The inbox's audit trail (migration 6's inbox_audit): every sign-in, failed
 * sign-in, view of a lead, triage change, export and deletion, with who, when
 * and which lead. Never the lead's content: `detail` holds only our own words
 * and values (a status, a count, a channel), so the trail keeps nothing an
 * erasure would have to erase. Admins read it at /inbox/audit.
 */
import type Database from "better-sqlite3";

export const AUDIT_ACTIONS = [
  "signed in",
  "sign-in failed",
  "sign-in refused (locked)",
  "signed out",
  "enrolled",
  "viewed lead",
  "changed status",
  "assigned lead",
  "added note",
  "marked spam",
  "marked not spam",
  "retried delivery",
  "exported leads",
  "deleted lead",
  "deleted person's leads",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditLine {
  /** Who did it; null for a failed sign-in to an address that is no account. */
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
  record(line: AuditLine): void;
  /** Newest first. */
  entries(query: AuditQuery): AuditEntry[];
}

export function openInboxAudit(db: Database.Database, now: () => number = Date.now): InboxAudit {
  const insert = db.prepare(
    "INSERT INTO inbox_audit (at, staff_id, action, lead_id, detail) VALUES (@at, @staffId, @action, @leadId, @detail)",
  );
  const select = db.prepare<
    { leadId: string | null; beforeId: number | null; limit: number },
    {
      id: number;
      at: string;
      staff_id: number | null;
      action: AuditAction;
      lead_id: string | null;
      detail: string | null;
      name: string | null;
      email: string | null;
    }
  >(`
    SELECT a.id, a.at, a.staff_id, a.action, a.lead_id, a.detail, s.name, s.email
    FROM inbox_audit AS a LEFT JOIN staff AS s ON s.id = a.staff_id
    WHERE (@leadId IS NULL OR a.lead_id = @leadId) AND (@beforeId IS NULL OR a.id < @beforeId)
    ORDER BY a.id DESC
    LIMIT @limit
  `);
  return {
    record(line) {
      insert.run({
        at: new Date(now()).toISOString(),
        staffId: line.staffId,
        action: line.action,
        leadId: line.leadId ?? null,
        detail: line.detail ?? null,
      });
    },
    entries({ leadId, beforeId, limit }) {
      return select.all({ leadId: leadId ?? null, beforeId: beforeId ?? null, limit }).map((row) => ({
        id: row.id,
        at: row.at,
        staffId: row.staff_id,
        action: row.action,
        leadId: row.lead_id,
        detail: row.detail,
        staffName: row.name,
        staffEmail: row.email,
      }));
    },
  };
}
