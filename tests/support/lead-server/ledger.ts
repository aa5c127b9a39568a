/**
 * The ledger: the leads and their deliveries as they are on disk, read
 * straight from the SQLite file on a read-only connection of its own, so
 * what a test or the bench counts does not rest on the store's own code.
 * The server may be running, or dead mid-write.
 */
import Database from "better-sqlite3";

export interface LeadRow {
  id: string;
  form: string;
  fields: Record<string, string>;
  received_at: string;
  delivery_state: string;
  delivered_at: string | null;
  /** The calculator scenario's JSON (migration 8), or null. */
  scenario: string | null;
}

export interface DeliveryRow {
  lead_id: string;
  channel: string;
  state: string;
  attempts: number;
  next_attempt_at: number;
  leased_until: number | null;
  leased_by: string | null;
  last_error: string | null;
  delivered_at: string | null;
}

export interface LeadDatabaseContents {
  leads: LeadRow[];
  deliveries: DeliveryRow[];
  /** PRAGMA integrity_check's answer: "ok" when the file is sound. */
  integrity: string;
}

/** A connection kept open, for tests that read the file again and again. */
export interface LeadLedger {
  contents(): LeadDatabaseContents;
  counts(): { leads: number; deliveries: number };
  /** The lead stored last. */
  newestLead(): LeadRow | undefined;
  /** E-mail deliveries not yet recorded as delivered: a query light enough to poll. */
  emailDeliveriesWaiting(): number;
  close(): void;
}

type StoredLeadRow = Omit<LeadRow, "fields"> & { fields: string };

export function openLedger(databasePath: string): LeadLedger {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  const leads = db.prepare<[], StoredLeadRow>("SELECT * FROM leads ORDER BY rowid");
  const newest = db.prepare<[], StoredLeadRow>("SELECT * FROM leads ORDER BY rowid DESC LIMIT 1");
  const deliveries = db.prepare<[], DeliveryRow>("SELECT * FROM lead_deliveries ORDER BY lead_id, channel");
  const counts = db.prepare<[], { leads: number; deliveries: number }>(
    "SELECT (SELECT COUNT(*) FROM leads) AS leads, (SELECT COUNT(*) FROM lead_deliveries) AS deliveries",
  );
  const waiting = db
    .prepare<[], number>("SELECT COUNT(*) FROM lead_deliveries WHERE channel = 'email' AND state <> 'delivered'")
    .pluck();
  const parsed = (row: StoredLeadRow): LeadRow => ({
    ...row,
    fields: JSON.parse(row.fields) as Record<string, string>,
  });
  return {
    contents: () => ({
      leads: leads.all().map(parsed),
      deliveries: deliveries.all(),
      integrity: db.pragma("integrity_check", { simple: true }) as string,
    }),
    counts: () => counts.get() ?? { leads: 0, deliveries: 0 },
    newestLead() {
      const row = newest.get();
      return row && parsed(row);
    },
    emailDeliveriesWaiting: () => waiting.get() ?? 0,
    close: () => db.close(),
  };
}

/** Everything the file holds, read once. */
export function readLeadDatabase(databasePath: string): LeadDatabaseContents {
  const ledger = openLedger(databasePath);
  try {
    return ledger.contents();
  } finally {
    ledger.close();
  }
}

/** The visitor's e-mail address a stored lead carries, whichever form it came from. */
export function emailOf(lead: Pick<LeadRow, "form" | "fields">): string | undefined {
  return lead.form === "inquiry" ? lead.fields.email : lead.fields.from_email;
}

/** How many rows each visitor's address has: exactly one for every lead answered OK. */
export function rowsPerEmail(leads: readonly Pick<LeadRow, "form" | "fields">[]): Map<string, number> {
  const rows = new Map<string, number>();
  for (const lead of leads) {
    const email = emailOf(lead) ?? "";
    rows.set(email, (rows.get(email) ?? 0) + 1);
  }
  return rows;
}
