/**
 * What the inbox's pages work with, built once by registerInbox (inbox-plugin.ts):
 * the lead queries and the staff directory on the database, and what the server shares with the command-line tool (the store, for
 * erasure; the outbox, to deliver again; the audit trail; the clock).
 */
import type { ServerConfig } from "../../config.ts";
import type { AppDatabase } from "../../db/database.ts";
import type { LeadOutbox } from "../../leads/delivery/lead-outbox.ts";
import type { LeadStore } from "../../leads/store/lead-store.ts";
import type { StaffDirectory } from "../../staff/staff-directory.ts";
import type { InboxAudit } from "../../db/audit-trail.ts";
import type { FirstContactCalendar } from "./first-contact-words.ts";
import type { LeadInbox } from "./lead-inbox.ts";

/** The part of the inbox's dependencies (InboxDeps, inbox-plugin.ts) the lead pages use. */
export interface LeadPagesDeps {
  database: AppDatabase;
  store: LeadStore;
  outbox: Pick<LeadOutbox, "wake">;
  audit: InboxAudit;
  /**
   * SITE_URL: where a lead's calculator scenario is recreated (its page and the export link there);
   * LEAD_RESPONSE_MINUTES: the goal the overview measures first contact against.
   */
  config: Pick<ServerConfig, "SITE_URL" | "LEAD_RESPONSE_MINUTES">;
  /** Epoch milliseconds; tests pin it. */
  now: () => number;
}

export interface LeadPagesContext extends LeadPagesDeps {
  leads: LeadInbox;
  staffDirectory: StaffDirectory;
  /** The firm's opening hours and closed dates as published: the first-contact clock counts in them (decision 019). */
  calendar: () => Promise<FirstContactCalendar | undefined>;
}
