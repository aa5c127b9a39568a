/**
 * What the inbox's pages ask of the lead database, and the answers, on
 * either engine (server/db). Every list is newest first and pages by `seq`
 * (migration 6), never by OFFSET, so page 2,000 of 100,000 leads costs what
 * page 1 does. `npm run bench:inbox` times each query over 100,000 leads.
 * The overview's queries are in ../overview/overview-queries.ts.
 */
import { sql } from "kysely";
import type { CalculatorScenario } from "../../../contracts/calculator-scenario.ts";
import { leadFieldOrder, visitorOf } from "../../../contracts/lead-forms.ts";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";
import type { AppDatabase, Db } from "../../db/database.ts";
import * as deliveryQueue from "../../leads/delivery/delivery-queue.ts";
import { leadsToCsv } from "../../leads/store/lead-export.ts";
import { storedScenario } from "../../leads/store/lead-scenario.ts";
import { type DeliveryChannel, type LeadDelivery, toLeadDelivery, toStoredLead } from "../../leads/store/lead-store.ts";
import {
  type ContactAttempt,
  contactAttemptsOf,
  type LoggedAttempt,
  type NewContactAttempt,
  recordContactAttempt,
} from "./contact-attempts.ts";
import type { FirstContactCalendar, FirstContactState } from "./first-contact-words.ts";
import { type InboxLeadRow, listQueries, SEARCH_EXAMINE_LIMIT } from "./lead-list-query.ts";

export { SEARCH_EXAMINE_LIMIT };

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

export type InboxView = "inbox" | "spam" | "first-contact";

/** What the list shows; every field is optional but `view`. Read from the URL by inbox-filter.ts. */
export interface InboxFilter {
  /**
   * "inbox": everything not spam; "spam": honeypot catches and leads marked
   * spam; "first-contact": leads on the clock not yet tried, soonest due first.
   */
  view: InboxView;
  status?: LeadStatus;
  form?: LeadFormName;
  enquiryType?: string;
  /** "How did you hear about us". */
  reference?: string;
  /** A staff member's id ("assigned to me" is the viewer's own). */
  assignedTo?: number;
  unread?: boolean;
  /** Melbourne dates, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  /** Words over names, e-mail, phone and message (lead-search.ts), each matched as a prefix. */
  search?: string;
}

export interface LeadSummary {
  id: string;
  seq: number;
  form: LeadFormName;
  name: string;
  enquiryType: string | null;
  postcode: string | null;
  /** ISO instant. */
  receivedAt: string;
  status: LeadStatus;
  assignee: { id: number; name: string } | null;
  unread: boolean;
  spam: boolean;
  /** The first-contact clock (decision 019). */
  firstContact: FirstContactState;
}

export interface LeadListPage {
  leads: LeadSummary[];
  /** Leads matching the filter, all pages (but see totalCapped). */
  total: number;
  /**
   * Pass as `before` for the next (older) page; null on the last page. A
   * search whose words match more than SEARCH_EXAMINE_LIMIT leads may give
   * a page with fewer leads than asked, even none, and still an older one.
   */
  olderBefore: number | null;
  /**
   * Set when the search's words match more than SEARCH_EXAMINE_LIMIT leads:
   * `total` counts the matches among the newest of those only, so it is a
   * lower bound ("at least 2,857": show "2,857+").
   */
  totalCapped?: true;
}

export interface LeadInboxOptions {
  /** SEARCH_EXAMINE_LIMIT unless a test sets a smaller one. */
  searchExamineLimit?: number;
}

export interface LeadNote {
  id: number;
  at: string;
  staff: { id: number; name: string };
  body: string;
}

export interface LeadStatusChange {
  at: string;
  staff: { id: number; name: string };
  from: LeadStatus;
  to: LeadStatus;
}

export interface LeadDetail extends LeadSummary {
  /** Every field as stored, in the form's order (contracts/lead-forms.ts leadFieldOrder). */
  fields: Record<string, string>;
  email: string | null;
  /** As stored, +61... */
  phone: string | null;
  deliveries: LeadDelivery[];
  notes: LeadNote[];
  statusChanges: LeadStatusChange[];
  /** Calls, e-mails and SMS logged, oldest first. */
  attempts: ContactAttempt[];
  readAt: string | null;
  /** The calculator scenario the visitor sent with an inquiry, or null. */
  scenario: CalculatorScenario | null;
}

export interface InboxOverview {
  /** The 12 weeks, oldest first; each starts on a Monday (Melbourne). */
  weeks: { start: string; byForm: Record<string, number>; byEnquiryType: Record<string, number>; total: number }[];
  /** Over the same 12 weeks. */
  byReference: Record<string, number>;
  /** Milliseconds from arrival to first status change, over leads in the 12 weeks that have one; null when none. */
  medianFirstResponseMs: number | null;
}

export interface LeadInbox {
  list(filter: InboxFilter, page: { before?: number; limit: number }): Promise<LeadListPage>;
  /** Leads matching `filter` that arrived after `afterSeq`, newest first (the live update). */
  newerThan(filter: InboxFilter, afterSeq: number, limit: number): Promise<LeadSummary[]>;
  /** Unread leads not in spam (the count in the tab's title). */
  unreadCount(): Promise<number>;
  lead(id: string): Promise<LeadDetail | undefined>;
  /** Marks it read if it was not; true when it changed. */
  markRead(id: string): Promise<boolean>;
  /** Records the change (lead_status_changes); undefined when the lead is gone, null when it already had that status. */
  setStatus(
    id: string,
    status: LeadStatus,
    staffId: number,
  ): Promise<{ from: LeadStatus; to: LeadStatus } | null | undefined>;
  /**
   * null unassigns; false when the lead is gone. A new assignee is told, as
   * at arrival: their notice is queued in the same transaction (the outbox
   * sends it; delivery-queue.ts).
   */
  assign(id: string, staffId: number | null): Promise<boolean>;
  /**
   * Leads given to this staff member (at arrival or by hand) since the
   * assignment `afterId` (0: ever), counted by their notices (migration 16),
   * and the newest such id: the live view's "assigned to you".
   */
  assignedTo(staffId: number, afterId: number): Promise<{ count: number; newestId: number }>;
  /** false when the lead is gone. */
  addNote(id: string, staffId: number, body: string): Promise<boolean>;
  /**
   * Logs a contact attempt (contact-attempts.ts): the first stops the lead's
   * clock, and "Reached" moves a New lead to Contacted (a status change, as
   * setStatus records). Undefined when the lead is gone.
   */
  logContact(
    attempt: Omit<NewContactAttempt, "at">,
    calendar: FirstContactCalendar | undefined,
  ): Promise<(LoggedAttempt & { statusChange: { from: LeadStatus; to: LeadStatus } | null }) | undefined>;
  /** This staff member's leads still waiting for a first contact past their due time (the overdue banner). */
  overdueFor(staffId: number): Promise<number>;
  /** To spam: its deliveries still waiting are skipped. false when gone or already spam. */
  markSpam(id: string): Promise<boolean>;
  /** Out of spam: delivered like any lead (its deliveries made due now). false when gone or not spam. */
  markNotSpam(id: string): Promise<boolean>;
  /** Makes its waiting deliveries due now; how many. */
  retryDeliveries(id: string, channel?: DeliveryChannel): Promise<number>;
  /** Every lead matching the filter, as the command-line tool's CSV (server/leads/store/lead-export.ts), scenario links on `siteUrl`. */
  exportCsv(filter: InboxFilter, siteUrl: string): Promise<{ csv: string; count: number }>;
  /** Which of these lead ids still exist (the audit trail links those, and marks the rest deleted). */
  existing(ids: readonly string[]): Promise<Set<string>>;
}

/** The inbox's queries (the lists' are in lead-list-query.ts). */
export function openLeadInbox(
  database: AppDatabase,
  now: () => number = Date.now,
  options: LeadInboxOptions = {},
): LeadInbox {
  const { db } = database;
  const matching = listQueries(database.engine, options.searchExamineLimit ?? SEARCH_EXAMINE_LIMIT);
  const nowIso = () => new Date(now()).toISOString();

  const list = async (
    reading: Db,
    filter: InboxFilter,
    before: number | undefined,
    limit: number,
  ): Promise<LeadListPage> => {
    const { total, capped } = await matching.count(reading, filter);
    // Nothing matches: the page would walk the same leads again to find nothing.
    if (total === 0 && !capped) return { leads: [], total, olderBefore: null };
    // One more than asked says whether an older page exists.
    const { rows, continueBefore } = await matching.page(reading, filter, { before, limit: limit + 1 });
    const leads = rows.slice(0, limit).map(toSummary);
    const olderBefore = rows.length > limit ? (leads.at(-1)?.seq ?? null) : continueBefore;
    return capped ? { leads, total, olderBefore, totalCapped: true } : { leads, total, olderBefore };
  };

  return {
    list(filter, { before, limit }) {
      // One read transaction: the count and the page see the same leads, however many arrive meanwhile.
      return readTransaction(database, (reading) => list(reading, filter, before, limit));
    },

    async newerThan(filter, afterSeq, limit) {
      return (await matching.page(db, filter, { after: afterSeq, limit })).rows.map(toSummary);
    },

    async unreadCount() {
      const row = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("read_at", "is", null)
        .where("delivery_state", "!=", "spam")
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async lead(id) {
      const row = await db
        .selectFrom("leads")
        .leftJoin("staff", "staff.id", "leads.assigned_to")
        .select([
          "leads.seq",
          "leads.id",
          "leads.form",
          "leads.fields",
          "leads.received_at",
          "leads.delivery_state",
          "leads.delivered_at",
          "leads.status",
          "leads.read_at",
          "leads.enquiry_type",
          "leads.assigned_to",
          "staff.name as assignee_name",
          "leads.scenario",
          "leads.first_contact_due_at",
          "leads.first_contact_at",
          "leads.first_contact_minutes",
          "leads.callback_at",
        ])
        .where("leads.id", "=", id)
        .executeTakeFirst();
      if (!row) return undefined;
      const [deliveryRows, notes, statusChanges, attempts] = await Promise.all([
        db.selectFrom("lead_deliveries").selectAll().where("lead_id", "=", id).orderBy("channel").execute(),
        db
          .selectFrom("lead_notes")
          .innerJoin("staff", "staff.id", "lead_notes.staff_id")
          .select([
            "lead_notes.id",
            "lead_notes.at",
            "lead_notes.body",
            "lead_notes.staff_id",
            "staff.name as staff_name",
          ])
          .where("lead_notes.lead_id", "=", id)
          .orderBy("lead_notes.at")
          .orderBy("lead_notes.id")
          .execute(),
        db
          .selectFrom("lead_status_changes as changes")
          .innerJoin("staff", "staff.id", "changes.staff_id")
          .select([
            "changes.at",
            "changes.staff_id",
            "staff.name as staff_name",
            "changes.from_status",
            "changes.to_status",
          ])
          .where("changes.lead_id", "=", id)
          .orderBy("changes.at")
          .orderBy("changes.id")
          .execute(),
        contactAttemptsOf(db, id),
      ]);
      const fields = JSON.parse(row.fields) as Record<string, string>;
      const visitor = visitorOf(row.form, fields);
      return {
        ...toSummary(row),
        fields: inFormOrder(row.form, fields),
        email: visitor.email,
        phone: visitor.phone,
        deliveries: deliveryRows.map(toLeadDelivery),
        notes: notes.map((note) => ({
          id: note.id,
          at: note.at,
          staff: { id: note.staff_id, name: note.staff_name },
          body: note.body,
        })),
        statusChanges: statusChanges.map((change) => ({
          at: change.at,
          staff: { id: change.staff_id, name: change.staff_name },
          from: change.from_status as LeadStatus,
          to: change.to_status as LeadStatus,
        })),
        attempts,
        readAt: row.read_at,
        scenario: storedScenario(row.scenario),
      };
    },

    async markRead(id) {
      const result = await db
        .updateTable("leads")
        .set({ read_at: nowIso() })
        .where("id", "=", id)
        .where("read_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    setStatus(id, status, staffId) {
      return db
        .transaction()
        .execute((trx) => changeStatus(trx, database.engine, { id, status, staffId, at: nowIso() }));
    },

    logContact(attempt, calendar) {
      return db.transaction().execute(async (trx) => {
        const at = nowIso();
        const logged = await recordContactAttempt(trx, { ...attempt, at }, calendar, database.engine);
        if (!logged) return undefined;
        let statusChange: { from: LeadStatus; to: LeadStatus } | null = null;
        if (attempt.outcome === "reached") {
          const lead = await trx
            .selectFrom("leads")
            .select("status")
            .where("id", "=", attempt.leadId)
            .executeTakeFirst();
          // Only from New: a lead already Qualified, Won or Lost is not put back by a call.
          if (lead?.status === "new") {
            statusChange =
              (await changeStatus(trx, database.engine, {
                id: attempt.leadId,
                status: "contacted",
                staffId: attempt.staffId,
                at,
              })) ?? null;
          }
        }
        return { ...logged, statusChange };
      });
    },

    async overdueFor(staffId) {
      // The waiting leads are few, in their own partial index of those not spam (migration 21); SQLite is told to read it.
      const source = sql.raw(
        database.engine === "sqlite" ? "leads INDEXED BY leads_awaiting_first_contact_not_spam" : "leads",
      );
      const { rows } = await sql<{ count: number | string }>`
        SELECT COUNT(*) AS count FROM ${source}
        WHERE first_contact_at IS NULL AND first_contact_due_at IS NOT NULL AND first_contact_due_at < ${nowIso()}
          AND assigned_to = ${staffId} AND delivery_state != 'spam'`.execute(db);
      const row = rows[0];
      return Number(row?.count ?? 0);
    },

    async assign(id, staffId) {
      return db.transaction().execute(async (trx) => {
        const lead = await trx
          .selectFrom("leads")
          .select("assigned_to")
          .where("id", "=", id)
          .$if(database.engine === "postgres", (query) => query.forUpdate())
          .executeTakeFirst();
        if (!lead) return false;
        if (lead.assigned_to === staffId) return true;
        await trx.updateTable("leads").set({ assigned_to: staffId }).where("id", "=", id).execute();
        if (staffId !== null) await deliveryQueue.enqueueNotices(trx, [{ leadId: id, staffId }], now());
        return true;
      });
    },

    async assignedTo(staffId, afterId) {
      const row = await db
        .selectFrom("assignment_notices")
        .select((eb) => [eb.fn.countAll().as("count"), eb.fn.max("id").as("newest")])
        .where("staff_id", "=", staffId)
        .where("id", ">", afterId)
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), newestId: Math.max(afterId, Number(row?.newest ?? 0)) };
    },

    async addNote(id, staffId, body) {
      // Through a SELECT of the lead, so a lead erased meanwhile gets no note (and the answer says so).
      const result = await db
        .insertInto("lead_notes")
        .columns(["lead_id", "staff_id", "at", "body"])
        .expression((eb) =>
          eb
            .selectFrom("leads")
            .select([
              "leads.id",
              sql<number>`CAST(${staffId} AS INTEGER)`.as("staff_id"),
              sql<string>`CAST(${nowIso()} AS TEXT)`.as("at"),
              sql<string>`CAST(${body} AS TEXT)`.as("body"),
            ])
            .where("leads.id", "=", id),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    // The delivery rows' one writer is server/leads/delivery/delivery-queue.ts: the inbox never writes them itself.
    async markSpam(id) {
      return (await deliveryQueue.markSpam(db, [id], now())).length === 1;
    },

    async markNotSpam(id) {
      return (await deliveryQueue.markNotSpam(db, [id], now())).length === 1;
    },

    retryDeliveries(id, channel) {
      return deliveryQueue.retryNow(db, id, now(), channel);
    },

    async exportCsv(filter, siteUrl) {
      const leads = (await matching.all(db, filter)).map(toStoredLead);
      return { csv: leadsToCsv(leads, siteUrl), count: leads.length };
    },

    async existing(ids) {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom("leads").select("id").where("id", "in", ids).execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}

/**
 * Changes a lead's status, recording who and when (lead_status_changes), in
 * the caller's transaction: undefined when the lead is gone, null when it
 * already had that status. The change is written first, from the lead's
 * status as it is: its first statement a write, so SQLite takes the write
 * lock before reading, and PostgreSQL's FOR UPDATE makes a second change
 * made meanwhile wait, then see the status this one set.
 */
async function changeStatus(
  trx: Db,
  engine: AppDatabase["engine"],
  change: { id: string; status: LeadStatus; staffId: number; at: string },
): Promise<{ from: LeadStatus; to: LeadStatus } | null | undefined> {
  const { id, status, staffId, at } = change;
  const changed = await trx
    .insertInto("lead_status_changes")
    .columns(["lead_id", "staff_id", "at", "from_status", "to_status"])
    .expression((eb) =>
      eb
        .selectFrom("leads")
        .select([
          "leads.id",
          sql<number>`CAST(${staffId} AS INTEGER)`.as("staff_id"),
          sql<string>`CAST(${at} AS TEXT)`.as("at"),
          "leads.status",
          sql<string>`CAST(${status} AS TEXT)`.as("to_status"),
        ])
        .where("leads.id", "=", id)
        .where("leads.status", "!=", status)
        .$if(engine === "postgres", (query) => query.forUpdate()),
    )
    .returning("from_status")
    .executeTakeFirst();
  if (changed) {
    await trx.updateTable("leads").set({ status }).where("id", "=", id).execute();
    return { from: changed.from_status as LeadStatus, to: status };
  }
  const found = await trx.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst();
  return found ? null : undefined;
}

/**
 * Runs `read` in one transaction, so its queries see one state of the
 * database. On SQLite a plain BEGIN reads one snapshot until it ends; on
 * PostgreSQL that takes REPEATABLE READ (READ COMMITTED would give
 * each query a snapshot of its own). Kysely's SQLite driver ignores the level.
 */
function readTransaction<T>(database: AppDatabase, read: (reading: Db) => Promise<T>): Promise<T> {
  return database.db.transaction().setIsolationLevel("repeatable read").execute(read);
}

// ---------------------------------------------------------------------------
// Rows

function toSummary(row: InboxLeadRow): LeadSummary {
  const fields = JSON.parse(row.fields) as Record<string, string>;
  const visitor = visitorOf(row.form, fields);
  return {
    id: row.id,
    // A bigint on PostgreSQL, which `pg` gives as text.
    seq: Number(row.seq),
    form: row.form,
    name: visitor.name,
    enquiryType: row.enquiry_type,
    postcode: visitor.postcode,
    receivedAt: row.received_at,
    status: row.status,
    assignee: row.assigned_to === null ? null : { id: row.assigned_to, name: row.assignee_name ?? "" },
    unread: row.read_at === null,
    spam: row.delivery_state === "spam",
    firstContact: {
      dueAt: row.first_contact_due_at,
      contactedAt: row.first_contact_at,
      minutes: row.first_contact_minutes === null ? null : Number(row.first_contact_minutes),
      callbackAt: row.callback_at,
    },
  };
}

/** The form's fields in its order, then any other field the lead carries (from an older form). */
function inFormOrder(form: LeadFormName, fields: Record<string, string>): Record<string, string> {
  const names = new Set<string>([...leadFieldOrder[form], ...Object.keys(fields)]);
  return Object.fromEntries(
    [...names].filter((name) => fields[name] !== undefined).map((name) => [name, fields[name] as string]),
  );
}
