/**
 * The inbox list's filter as SQL: a page newest first, a count, the export.
 * Every value a person chose or typed reaches SQL only as a bound
 * parameter: a statement's text depends on which filters are set, never on
 * what they hold, so there are a few hundred statements at most, each
 * prepared once. `npm run bench:inbox` times them over 100,000 leads.
 */
import type Database from "better-sqlite3";
import type { LeadRow } from "../../leads/lead-store.ts";
import { addDays, melbourneMidnight } from "../../leads/melbourne-time.ts";
import type { InboxFilter, LeadStatus } from "./lead-inbox.ts";
import { searchMatch } from "./lead-search-match.ts";

/**
 * How many of the leads a search's words match it looks through at once,
 * newest first, for a count or a page. Each costs a check of the other
 * filters (about 0.4 µs on the bench machine): without a bound, a word in
 * nearly every lead ("gmail") with a rarely met filter would walk every
 * lead for the count and again for the page, past the goal of 50 ms. Past
 * it, the count is a lower bound, and a page may hold fewer leads than asked
 * while its "older" link goes on from where it stopped.
 */
export const SEARCH_EXAMINE_LIMIT = 10_000;

/**
 * How far back the server's clock may ever have been set while leads
 * arrived. A date filter becomes a range of `seq` (arrival order) found from
 * received_at with this margin, so that it reads only the leads of those
 * days; a clock set back further than this could leave a lead of the range
 * outside it.
 */
const CLOCK_SLACK_MS = 24 * 3600_000;

/**
 * A leads row as the store reads it, with what the inbox adds: its order,
 * triage and the assignee's name. Without the calculator scenario, which
 * only one lead's page and the export show: a list has no use for up to
 * 8 KB more of each row.
 */
export interface InboxLeadRow extends Omit<LeadRow, "scenario"> {
  seq: number;
  status: LeadStatus;
  read_at: string | null;
  enquiry_type: string | null;
  assigned_to: number | null;
  assignee_name: string | null;
}

/** An InboxLeadRow's columns, from `leads` joined with `staff` (the assignee). */
export const LEAD_COLUMNS = `
  leads.seq, leads.id, leads.form, leads.fields, leads.received_at, leads.delivery_state, leads.delivered_at,
  leads.status, leads.read_at, leads.enquiry_type, leads.assigned_to, staff.name AS assignee_name`;

/** An InboxLeadRow with its scenario: one lead, or the export. */
export type InboxLeadRowWithScenario = InboxLeadRow & Pick<LeadRow, "scenario">;

/** LEAD_COLUMNS and the scenario. */
export const LEAD_COLUMNS_WITH_SCENARIO = `${LEAD_COLUMNS}, leads.scenario`;

export interface ListQueries {
  /** Newest first, within `before`/`after`; with a search, where to go on when it stopped looking before filling the page. */
  page(
    filter: InboxFilter,
    bounds: { before?: number; after?: number; limit: number },
  ): { rows: InboxLeadRow[]; continueBefore: number | null };
  /** How many match; with a search whose words match more than SEARCH_EXAMINE_LIMIT leads, how many of the newest of those (`capped`). */
  count(filter: InboxFilter): { total: number; capped: boolean };
  /** Every lead that matches, oldest first, as the command-line tool exports (with their scenarios). */
  all(filter: InboxFilter): InboxLeadRowWithScenario[];
}

interface FilterSql {
  /** Conditions on the search index: the words, and bounds on its rowid (= seq). Undefined without a search. */
  matchWhere: string | undefined;
  /** Conditions on the leads; without a search, the bounds on leads.seq too. */
  where: string;
  /** The leads table as read (leadsSource). */
  leads: string;
  params: Record<string, string | number>;
}

/**
 * Which index reads the leads. Where one index answers the filter by itself
 * (the view's, or one column's (column, seq) index newest first), SQLite's
 * planner picks it. Anything else reads `leads_triage` (migration 7), every
 * filtered column in seq order, so that no lead's row is read only to be
 * left out: a count, a search's leads, two filters, a date range. Left to
 * the planner, those walk one column's index and read the row of every lead
 * in it, however few match (every new lead, to count the new referrals).
 */
function leadsSource(filter: InboxFilter, searching: boolean, use: "rows" | "count"): string {
  const triage = "leads INDEXED BY leads_triage";
  if (searching || filter.from !== undefined || filter.to !== undefined) return triage;
  const columns = [
    filter.status,
    filter.form,
    filter.enquiryType,
    filter.reference,
    filter.assignedTo,
    filter.unread || undefined,
  ];
  const set = columns.filter((value) => value !== undefined).length;
  // Counting: leads_by_state_seq and leads_unread hold the view too; the (column, seq) indexes do not.
  if (use === "count") return set === 0 || (set === 1 && filter.unread) ? "leads" : triage;
  // Listing: in the inbox view, one filter's index finds a page after reading about as many rows (spam is rare).
  return set === 0 || (set === 1 && filter.view === "inbox") ? "leads" : triage;
}

function filterSql(
  filter: InboxFilter,
  use: "rows" | "count",
  bounds: { before?: number; after?: number } = {},
): FilterSql {
  const match = filter.search === undefined ? undefined : searchMatch(filter.search);
  const matchConditions: string[] = [];
  const conditions: string[] = [
    filter.view === "spam" ? "leads.delivery_state = 'spam'" : "leads.delivery_state != 'spam'",
  ];
  const params: Record<string, string | number> = {};
  const add = (to: string[], condition: string, name: string, value: string | number | undefined) => {
    if (value === undefined) return;
    to.push(condition);
    params[name] = value;
  };
  // Arrival bounds go where the rows come from: the search index's rowid is the lead's seq.
  const seqConditions = match === undefined ? conditions : matchConditions;
  const seq = match === undefined ? "leads.seq" : "lead_search.rowid";

  add(matchConditions, "lead_search MATCH @match", "match", match);
  add(conditions, "leads.status = @status", "status", filter.status);
  add(conditions, "leads.form = @form", "form", filter.form);
  add(conditions, "leads.enquiry_type = @enquiryType", "enquiryType", filter.enquiryType);
  add(conditions, "leads.reference = @reference", "reference", filter.reference);
  add(conditions, "leads.assigned_to = @assignedTo", "assignedTo", filter.assignedTo);
  if (filter.unread) conditions.push("leads.read_at IS NULL");
  // Melbourne dates, both inclusive: from the first one's midnight to the
  // midnight after the second. Arrival order follows the clock, so the
  // leads of those days lie between the last lead well before them and the
  // first lead well after them (CLOCK_SLACK_MS), each found by one seek.
  if (filter.from !== undefined) {
    const start = melbourneMidnight(filter.from);
    add(conditions, "leads.received_at >= @receivedFrom", "receivedFrom", new Date(start).toISOString());
    add(
      seqConditions,
      `${seq} > IFNULL((SELECT seq FROM leads WHERE received_at < @slackBefore ORDER BY received_at DESC LIMIT 1), 0)`,
      "slackBefore",
      new Date(start - CLOCK_SLACK_MS).toISOString(),
    );
  }
  if (filter.to !== undefined) {
    const end = melbourneMidnight(addDays(filter.to, 1));
    add(conditions, "leads.received_at < @receivedBefore", "receivedBefore", new Date(end).toISOString());
    add(
      seqConditions,
      `${seq} < IFNULL((SELECT seq FROM leads WHERE received_at >= @slackAfter ORDER BY received_at LIMIT 1), ${Number.MAX_SAFE_INTEGER})`,
      "slackAfter",
      new Date(end + CLOCK_SLACK_MS).toISOString(),
    );
  }
  add(seqConditions, `${seq} < @before`, "before", bounds.before);
  add(seqConditions, `${seq} > @after`, "after", bounds.after);
  return {
    matchWhere: match === undefined ? undefined : matchConditions.join(" AND "),
    where: conditions.join(" AND "),
    leads: leadsSource(filter, match !== undefined, use),
    params,
  };
}

export function prepareListQueries(db: Database.Database, examineLimit = SEARCH_EXAMINE_LIMIT): ListQueries {
  const prepared = new Map<string, Database.Statement>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      found = db.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  const withStaff = "LEFT JOIN staff ON staff.id = leads.assigned_to";
  /** The newest `examineLimit` leads the words match, each with its leads row (read through leads_triage). */
  const examined = (sql: FilterSql) =>
    `(SELECT rowid AS seq FROM lead_search WHERE ${sql.matchWhere} ORDER BY rowid DESC LIMIT @examine) AS found CROSS JOIN ${sql.leads} ON leads.seq = found.seq`;
  /** The seq of the last lead a search looks through, when the words match more beyond it. */
  const lastExamined = (sql: FilterSql): number | null => {
    const [last, beyond] = statement(
      `SELECT rowid AS seq FROM lead_search WHERE ${sql.matchWhere} ORDER BY rowid DESC LIMIT 2 OFFSET @skip`,
    ).all({
      ...sql.params,
      skip: examineLimit - 1,
    }) as { seq: number }[];
    return beyond === undefined ? null : (last?.seq ?? null);
  };

  return {
    page(filter, { before, after, limit }) {
      const sql = filterSql(filter, "rows", { before, after });
      if (sql.matchWhere === undefined) {
        const rows = statement(
          `SELECT ${LEAD_COLUMNS} FROM ${sql.leads} ${withStaff} WHERE ${sql.where} ORDER BY leads.seq DESC LIMIT @limit`,
        ).all({ ...sql.params, limit });
        return { rows: rows as InboxLeadRow[], continueBefore: null };
      }
      const rows = statement(
        `SELECT ${LEAD_COLUMNS} FROM ${examined(sql)} ${withStaff} WHERE ${sql.where} ORDER BY found.seq DESC LIMIT @limit`,
      ).all({
        ...sql.params,
        limit,
        examine: examineLimit,
      }) as InboxLeadRow[];
      // A full page stopped by itself; a short one may have stopped looking.
      return { rows, continueBefore: rows.length < limit ? lastExamined(sql) : null };
    },

    count(filter) {
      const sql = filterSql(filter, "count");
      if (sql.matchWhere === undefined) {
        return {
          total: (
            statement(`SELECT COUNT(*) AS count FROM ${sql.leads} WHERE ${sql.where}`).get(sql.params) as {
              count: number;
            }
          ).count,
          capped: false,
        };
      }
      const counted = statement(`SELECT COUNT(*) AS count FROM ${examined(sql)} WHERE ${sql.where}`).get({
        ...sql.params,
        examine: examineLimit,
      }) as { count: number };
      // In the index's own order, which stops as soon as it is past the limit.
      const matches = statement(
        `SELECT COUNT(*) AS count FROM (SELECT 1 FROM lead_search WHERE ${sql.matchWhere} LIMIT @probe)`,
      ).get({
        ...sql.params,
        probe: examineLimit + 1,
      }) as { count: number };
      return { total: counted.count, capped: matches.count > examineLimit };
    },

    all(filter) {
      const sql = filterSql(filter, "rows");
      const query =
        sql.matchWhere === undefined
          ? `SELECT ${LEAD_COLUMNS_WITH_SCENARIO} FROM ${sql.leads} ${withStaff} WHERE ${sql.where} ORDER BY leads.seq`
          : `SELECT ${LEAD_COLUMNS_WITH_SCENARIO} FROM lead_search CROSS JOIN ${sql.leads} ON leads.seq = lead_search.rowid ${withStaff}
             WHERE ${sql.matchWhere} AND ${sql.where} ORDER BY lead_search.rowid`;
      return statement(query).all(sql.params) as InboxLeadRowWithScenario[];
    },
  };
}
