/**
 * What the inbox's pages ask of the lead database, and the answers, on the
 * inbox's own connection (connectLeadDatabase). Every list is newest first
 * and pages by `seq` (migration 6), never by OFFSET, so page 2,000 of
 * 100,000 leads costs what page 1 does. `npm run bench:inbox` times each
 * query over 100,000 leads.
 */
import type Database from "better-sqlite3";
import type { CalculatorScenario } from "../../../contracts/calculator-scenario.ts";
import { enquiryTypes, leadFieldOrder, references, visitorOf } from "../../../contracts/lead-forms.ts";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";
import { leadsToCsv } from "../../leads/lead-export.ts";
import { storedScenario } from "../../leads/lead-scenario.ts";
import {
  type DeliveryChannel,
  type DeliveryRow,
  type LeadDelivery,
  toLeadDelivery,
  toStoredLead,
} from "../../leads/lead-store.ts";
import { addDays, melbourneDate, melbourneMidnight, weekdayFromMonday } from "../../leads/melbourne-time.ts";
import {
  type InboxLeadRow,
  type InboxLeadRowWithScenario,
  LEAD_COLUMNS_WITH_SCENARIO,
  prepareListQueries,
  SEARCH_EXAMINE_LIMIT,
} from "./lead-list-query.ts";

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

/** What the list shows; every field is optional but `view`. Read from the URL by inbox-filter.ts. */
export interface InboxFilter {
  /** "inbox": everything not spam; "spam": honeypot catches and leads marked spam. */
  view: "inbox" | "spam";
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
  /** Words over names, e-mail, phone and message (FTS5), each matched as a prefix. */
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
  list(filter: InboxFilter, page: { before?: number; limit: number }): LeadListPage;
  /** Leads matching `filter` that arrived after `afterSeq`, newest first (the live update). */
  newerThan(filter: InboxFilter, afterSeq: number, limit: number): LeadSummary[];
  /** Unread leads not in spam (the count in the tab's title). */
  unreadCount(): number;
  lead(id: string): LeadDetail | undefined;
  /** Marks it read if it was not; true when it changed. */
  markRead(id: string): boolean;
  /** Records the change (lead_status_changes); undefined when the lead is gone, null when it already had that status. */
  setStatus(id: string, status: LeadStatus, staffId: number): { from: LeadStatus; to: LeadStatus } | null | undefined;
  /** null unassigns; false when the lead is gone. */
  assign(id: string, staffId: number | null): boolean;
  /** false when the lead is gone. */
  addNote(id: string, staffId: number, body: string): boolean;
  /** To spam: its deliveries still waiting are skipped. false when gone or already spam. */
  markSpam(id: string): boolean;
  /** Out of spam: delivered like any lead (its deliveries made due now). false when gone or not spam. */
  markNotSpam(id: string): boolean;
  /** Makes its waiting deliveries due now; how many. */
  retryDeliveries(id: string, channel?: DeliveryChannel): number;
  /** Every lead matching the filter, as the command-line tool's CSV (server/leads/lead-export.ts), scenario links on `siteUrl`. */
  exportCsv(filter: InboxFilter, siteUrl: string): { csv: string; count: number };
  overview(): InboxOverview;
}

/** Weeks the overview covers, the current one included. */
export const OVERVIEW_WEEKS = 12;

const DELIVERY_CHANNELS: readonly DeliveryChannel[] = ["email", "webhook"];

/** The inbox's queries (the lists' are in lead-list-query.ts). */
export function openLeadInbox(
  db: Database.Database,
  now: () => number = Date.now,
  options: LeadInboxOptions = {},
): LeadInbox {
  const statements = prepareStatements(db);
  const matching = prepareListQueries(db, options.searchExamineLimit ?? SEARCH_EXAMINE_LIMIT);
  const nowIso = () => new Date(now()).toISOString();

  const setStatus = db.transaction((id: string, status: LeadStatus, staffId: number) => {
    const current = statements.selectStatus.get(id);
    if (!current) return undefined;
    if (current.status === status) return null;
    statements.updateStatus.run({ id, status });
    statements.insertStatusChange.run({ id, staffId, at: nowIso(), from: current.status, to: status });
    return { from: current.status, to: status };
  });

  const markSpam = db.transaction((id: string) => {
    if (statements.intoSpam.run(id).changes === 0) return false;
    statements.skipWaitingDeliveries.run({ id, at: nowIso() });
    return true;
  });

  const markNotSpam = db.transaction((id: string) => {
    if (!statements.selectSpam.get(id)) return false;
    const at = now();
    // A honeypot catch was stored with no deliveries at all.
    for (const channel of DELIVERY_CHANNELS) statements.addMissingDelivery.run({ id, channel, at });
    statements.reopenDeliveries.run({ id, at });
    statements.outOfSpam.run(id);
    return true;
  });

  // One read transaction: the count and the page see the same leads, however many arrive meanwhile.
  const list = db.transaction((filter: InboxFilter, before: number | undefined, limit: number): LeadListPage => {
    const { total, capped } = matching.count(filter);
    // Nothing matches: the page would walk the same leads again to find nothing.
    if (total === 0 && !capped) return { leads: [], total, olderBefore: null };
    // One more than asked says whether an older page exists.
    const { rows, continueBefore } = matching.page(filter, { before, limit: limit + 1 });
    const leads = rows.slice(0, limit).map(toSummary);
    const olderBefore = rows.length > limit ? (leads.at(-1)?.seq ?? null) : continueBefore;
    return capped ? { leads, total, olderBefore, totalCapped: true } : { leads, total, olderBefore };
  });

  return {
    list(filter, { before, limit }) {
      return list(filter, before, limit);
    },

    newerThan(filter, afterSeq, limit) {
      return matching.page(filter, { after: afterSeq, limit }).rows.map(toSummary);
    },

    unreadCount() {
      return statements.countUnread.get()?.count ?? 0;
    },

    lead(id) {
      const row = statements.selectLead.get(id);
      if (!row) return undefined;
      const fields = JSON.parse(row.fields) as Record<string, string>;
      const visitor = visitorOf(row.form, fields);
      return {
        ...toSummary(row),
        fields: inFormOrder(row.form, fields),
        email: visitor.email,
        phone: visitor.phone,
        deliveries: statements.selectDeliveries.all(id).map(toLeadDelivery),
        notes: statements.selectNotes.all(id).map((note) => ({
          id: note.id,
          at: note.at,
          staff: { id: note.staff_id, name: note.staff_name },
          body: note.body,
        })),
        statusChanges: statements.selectStatusChanges.all(id).map((change) => ({
          at: change.at,
          staff: { id: change.staff_id, name: change.staff_name },
          from: change.from_status,
          to: change.to_status,
        })),
        readAt: row.read_at,
        scenario: storedScenario(row.scenario),
      };
    },

    markRead(id) {
      return statements.markRead.run({ id, at: nowIso() }).changes === 1;
    },

    // Writes that read first take the write lock first (IMMEDIATE), so that
    // another process writing meanwhile makes them wait rather than fail.
    setStatus(id, status, staffId) {
      return setStatus.immediate(id, status, staffId);
    },

    assign(id, staffId) {
      return statements.assign.run({ id, staffId }).changes === 1;
    },

    addNote(id, staffId, body) {
      return statements.insertNote.run({ id, staffId, at: nowIso(), body }).changes === 1;
    },

    markSpam(id) {
      return markSpam.immediate(id);
    },

    markNotSpam(id) {
      return markNotSpam.immediate(id);
    },

    retryDeliveries(id, channel) {
      return statements.retry.run({ id, channel: channel ?? null, at: now() }).changes;
    },

    exportCsv(filter, siteUrl) {
      const leads = matching.all(filter).map(toStoredLead);
      return { csv: leadsToCsv(leads, siteUrl), count: leads.length };
    },

    overview() {
      return readOverview(statements, now());
    },
  };
}

// ---------------------------------------------------------------------------
// Rows

function toSummary(row: InboxLeadRow): LeadSummary {
  const fields = JSON.parse(row.fields) as Record<string, string>;
  const visitor = visitorOf(row.form, fields);
  return {
    id: row.id,
    seq: row.seq,
    form: row.form,
    name: visitor.name,
    enquiryType: row.enquiry_type,
    postcode: visitor.postcode,
    receivedAt: row.received_at,
    status: row.status,
    assignee: row.assigned_to === null ? null : { id: row.assigned_to, name: row.assignee_name ?? "" },
    unread: row.read_at === null,
    spam: row.delivery_state === "spam",
  };
}

/** The form's fields in its order, then any other field the lead carries (from an older form). */
function inFormOrder(form: LeadFormName, fields: Record<string, string>): Record<string, string> {
  const names = new Set<string>([...leadFieldOrder[form], ...Object.keys(fields)]);
  return Object.fromEntries(
    [...names].filter((name) => fields[name] !== undefined).map((name) => [name, fields[name] as string]),
  );
}

// ---------------------------------------------------------------------------
// One lead

function prepareStatements(db: Database.Database) {
  return {
    selectLead: db.prepare<[string], InboxLeadRowWithScenario>(
      `SELECT ${LEAD_COLUMNS_WITH_SCENARIO} FROM leads LEFT JOIN staff ON staff.id = leads.assigned_to WHERE leads.id = ?`,
    ),
    selectDeliveries: db.prepare<[string], DeliveryRow>(
      "SELECT * FROM lead_deliveries WHERE lead_id = ? ORDER BY channel",
    ),
    selectNotes: db.prepare<[string], { id: number; at: string; body: string; staff_id: number; staff_name: string }>(`
      SELECT lead_notes.id, lead_notes.at, lead_notes.body, lead_notes.staff_id, staff.name AS staff_name
      FROM lead_notes JOIN staff ON staff.id = lead_notes.staff_id
      WHERE lead_notes.lead_id = ? ORDER BY lead_notes.at, lead_notes.id
    `),
    selectStatusChanges: db.prepare<
      [string],
      { at: string; staff_id: number; staff_name: string; from_status: LeadStatus; to_status: LeadStatus }
    >(`
      SELECT changes.at, changes.staff_id, staff.name AS staff_name, changes.from_status, changes.to_status
      FROM lead_status_changes AS changes JOIN staff ON staff.id = changes.staff_id
      WHERE changes.lead_id = ? ORDER BY changes.at, changes.id
    `),
    countUnread: db.prepare<[], { count: number }>(
      "SELECT COUNT(*) AS count FROM leads WHERE read_at IS NULL AND delivery_state != 'spam'",
    ),
    markRead: db.prepare<{ id: string; at: string }>(
      "UPDATE leads SET read_at = @at WHERE id = @id AND read_at IS NULL",
    ),
    selectStatus: db.prepare<[string], { status: LeadStatus }>("SELECT status FROM leads WHERE id = ?"),
    updateStatus: db.prepare<{ id: string; status: LeadStatus }>("UPDATE leads SET status = @status WHERE id = @id"),
    insertStatusChange: db.prepare<{ id: string; staffId: number; at: string; from: LeadStatus; to: LeadStatus }>(
      "INSERT INTO lead_status_changes (lead_id, staff_id, at, from_status, to_status) VALUES (@id, @staffId, @at, @from, @to)",
    ),
    assign: db.prepare<{ id: string; staffId: number | null }>(
      "UPDATE leads SET assigned_to = @staffId WHERE id = @id",
    ),
    // Through a SELECT of the lead, so a lead erased meanwhile gets no note (and the answer says so).
    insertNote: db.prepare<{ id: string; staffId: number; at: string; body: string }>(
      "INSERT INTO lead_notes (lead_id, staff_id, at, body) SELECT id, @staffId, @at, @body FROM leads WHERE id = @id",
    ),
    intoSpam: db.prepare<[string]>(
      "UPDATE leads SET delivery_state = 'spam' WHERE id = ? AND delivery_state != 'spam'",
    ),
    // As the store skips a delivery (finishDelivery): done, with the reason. What was delivered stays so.
    skipWaitingDeliveries: db.prepare<{ id: string; at: string }>(`
      UPDATE lead_deliveries SET state = 'skipped', last_error = 'marked as spam', delivered_at = @at, leased_until = NULL, leased_by = NULL
      WHERE lead_id = @id AND state = 'pending'
    `),
    selectSpam: db.prepare<[string], { id: string }>("SELECT id FROM leads WHERE id = ? AND delivery_state = 'spam'"),
    addMissingDelivery: db.prepare<{ id: string; channel: DeliveryChannel; at: number }>(`
      INSERT INTO lead_deliveries (lead_id, channel, state, next_attempt_at) VALUES (@id, @channel, 'pending', @at)
      ON CONFLICT (lead_id, channel) DO NOTHING
    `),
    // Attempts are kept, so the backoff and the delivery's history go on from where they were; what
    // was delivered before the lead went to spam is not sent twice.
    reopenDeliveries: db.prepare<{ id: string; at: number }>(`
      UPDATE lead_deliveries SET state = 'pending', next_attempt_at = @at, leased_until = NULL, leased_by = NULL, last_error = NULL, delivered_at = NULL
      WHERE lead_id = @id AND state != 'delivered'
    `),
    outOfSpam: db.prepare<[string]>(`
      UPDATE leads SET delivery_state = CASE
        WHEN EXISTS (SELECT 1 FROM lead_deliveries WHERE lead_id = leads.id AND state = 'pending') THEN 'pending' ELSE 'delivered' END
      WHERE id = ?
    `),
    retry: db.prepare<{ id: string; channel: DeliveryChannel | null; at: number }>(`
      UPDATE lead_deliveries SET next_attempt_at = @at
      WHERE lead_id = @id AND state = 'pending' AND (@channel IS NULL OR channel = @channel)
    `),
    ...prepareOverview(db),
  };
}

// ---------------------------------------------------------------------------
// The overview

function prepareOverview(db: Database.Database) {
  return {
    /**
     * Leads per week, form, enquiry type and "heard about us", and how many
     * of them have had a first response: one count per combination and
     * week, each a seek and a short walk of leads_overview (migration 7),
     * which costs a fraction of grouping 12 weeks of leads through a sort.
     * The combinations are every form with every enquiry type and reference
     * the leads hold (found by skipping through their indexes, one seek per
     * value) and none, so no lead is left uncounted. The two counts come as
     * one JSON array, a subquery's one value. @weeks: [[start, end], ...] as
     * ISO instants.
     */
    countWeeks: db.prepare<
      { weeks: string },
      { week: number; form: LeadFormName; enquiry_type: string | null; reference: string | null; counts: string }
    >(`
      WITH RECURSIVE
        types (value) AS (
          SELECT MIN(enquiry_type) FROM leads
          UNION ALL SELECT (SELECT MIN(enquiry_type) FROM leads WHERE enquiry_type > types.value) FROM types WHERE types.value IS NOT NULL
        ),
        refs (value) AS (
          SELECT MIN(reference) FROM leads
          UNION ALL SELECT (SELECT MIN(reference) FROM leads WHERE reference > refs.value) FROM refs WHERE refs.value IS NOT NULL
        ),
        forms (value) AS (VALUES ('inquiry'), ('referral')),
        weeks AS (SELECT CAST(key AS INTEGER) AS week, value ->> 0 AS starts, value ->> 1 AS ends FROM json_each(@weeks))
      SELECT weeks.week, forms.value AS form, types.value AS enquiry_type, refs.value AS reference, (
        SELECT json_array(COUNT(*), COUNT(leads.first_response_ms)) FROM leads INDEXED BY leads_overview
        WHERE leads.form = forms.value AND leads.enquiry_type IS types.value AND leads.reference IS refs.value
          AND leads.received_at >= weeks.starts AND leads.received_at < weeks.ends AND leads.delivery_state != 'spam'
      ) AS counts
      FROM weeks, forms, types, refs
    `),
    // The middle one or two, read in order from leads_by_first_response: no sort.
    middleResponses: db.prepare<{ start: string; end: string; take: number; skip: number }, { ms: number }>(`
      SELECT first_response_ms AS ms FROM leads INDEXED BY leads_by_first_response
      WHERE first_response_ms IS NOT NULL AND received_at >= @start AND received_at < @end AND delivery_state != 'spam'
      ORDER BY first_response_ms LIMIT @take OFFSET @skip
    `),
  };
}

/** Melbourne Mondays: the current week's and the 11 before it, oldest first, and the Monday after (the end). */
function overviewMondays(nowMs: number): string[] {
  const today = melbourneDate(nowMs);
  const thisMonday = addDays(today, -weekdayFromMonday(today));
  return Array.from({ length: OVERVIEW_WEEKS + 1 }, (_, index) =>
    addDays(thisMonday, (index - OVERVIEW_WEEKS + 1) * 7),
  );
}

function readOverview(statements: ReturnType<typeof prepareOverview>, nowMs: number): InboxOverview {
  const mondays = overviewMondays(nowMs);
  const instants = mondays.map((monday) => new Date(melbourneMidnight(monday)).toISOString());
  const ranges = instants.slice(0, -1).map((start, index) => [start, instants[index + 1]]);
  const weeks = mondays.slice(0, -1).map((start) => ({
    start,
    byForm: { inquiry: 0, referral: 0 } as Record<string, number>,
    byEnquiryType: Object.fromEntries(enquiryTypes.map((type) => [type.value, 0])) as Record<string, number>,
    total: 0,
  }));
  const byReference: Record<string, number> = Object.fromEntries(references.map((reference) => [reference, 0]));
  let responses = 0;
  for (const row of statements.countWeeks.all({ weeks: JSON.stringify(ranges) })) {
    const [count, answered] = JSON.parse(row.counts) as [number, number];
    const week = weeks[row.week];
    if (!week || count === 0) continue;
    week.total += count;
    week.byForm[row.form] = (week.byForm[row.form] ?? 0) + count;
    if (row.enquiry_type !== null)
      week.byEnquiryType[row.enquiry_type] = (week.byEnquiryType[row.enquiry_type] ?? 0) + count;
    if (row.reference !== null) byReference[row.reference] = (byReference[row.reference] ?? 0) + count;
    responses += answered;
  }
  const range = { start: instants[0] as string, end: instants.at(-1) as string };
  return { weeks, byReference, medianFirstResponseMs: medianFirstResponse(statements, range, responses) };
}

/** Of `responses` first responses: the middle one of an odd count, the mean of the middle two of an even one; null for none. */
function medianFirstResponse(
  statements: ReturnType<typeof prepareOverview>,
  range: { start: string; end: string },
  responses: number,
): number | null {
  if (responses === 0) return null;
  const middle = statements.middleResponses.all({
    ...range,
    take: 2 - (responses % 2),
    skip: Math.floor((responses - 1) / 2),
  });
  return Math.round(middle.reduce((sum, row) => sum + row.ms, 0) / middle.length);
}
