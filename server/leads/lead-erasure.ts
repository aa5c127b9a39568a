/**
 * Erasing leads for good, on a person's request or when their time is up.
 * A lead and its deliveries go in one transaction with the audit entry that
 * records it. A DELETE alone would leave the text in the file: secure_delete
 * (on for every connection, lead-store.ts) overwrites what it frees, and the
 * store truncates the WAL afterwards (truncateWal), so the erased text is in
 * none of the database, its -wal or its -shm.
 */
import type Database from "better-sqlite3";
import { type PrivacyAction, preparePrivacyAudit } from "./privacy-audit.ts";

export interface ErasureRequest {
  action: PrivacyAction;
  reason: string;
  /** ISO instant, for the audit. */
  at: string;
}

export interface RetentionCutoffs {
  /** ISO instants: leads received before the first go, and spam received before the second. */
  leadsReceivedBefore: string;
  spamReceivedBefore: string;
}

export function prepareErasure(db: Database.Database) {
  const audit = preparePrivacyAudit(db);
  // Explicit rather than left to ON DELETE CASCADE, which needs foreign_keys on in whatever connection runs it.
  const deleteDeliveries = db.prepare("DELETE FROM lead_deliveries WHERE lead_id = ?");
  // What staff wrote about the lead in the inbox is about the person too.
  const deleteNotes = db.prepare("DELETE FROM lead_notes WHERE lead_id = ?");
  const deleteStatusChanges = db.prepare("DELETE FROM lead_status_changes WHERE lead_id = ?");
  // The lead's search entry goes with it (a trigger); merging the index then
  // rewrites its pages without the erased tokens, which a contentless index
  // would otherwise keep as deleted-but-present until some later merge.
  const mergeSearchIndex = db.prepare("INSERT INTO lead_search (lead_search) VALUES ('optimize')");
  const deleteLead = db.prepare("DELETE FROM leads WHERE id = ?");
  const selectExpired = db.prepare<RetentionCutoffs, { id: string }>(`
    SELECT id FROM leads
    WHERE received_at < @leadsReceivedBefore OR (delivery_state = 'spam' AND received_at < @spamReceivedBefore)
    ORDER BY received_at, rowid
  `);

  const eraseLeads = db.transaction((ids: readonly string[], request: ErasureRequest): string[] => {
    const erased = ids.filter((id) => {
      deleteDeliveries.run(id);
      deleteNotes.run(id);
      deleteStatusChanges.run(id);
      return deleteLead.run(id).changes === 1;
    });
    if (erased.length > 0) mergeSearchIndex.run();
    audit.record({ at: request.at, action: request.action, leadCount: erased.length, reason: request.reason });
    return erased;
  });

  // Chosen and erased in one transaction, so a lead cannot expire between the two.
  const eraseExpired = db.transaction((cutoffs: RetentionCutoffs, request: ErasureRequest): string[] =>
    eraseLeads(
      selectExpired.all(cutoffs).map((row) => row.id),
      request,
    ),
  );

  return { eraseLeads, eraseExpired, privacyAudit: audit.entries };
}
