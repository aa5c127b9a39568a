/**
 * The inbox list's filter as SQL, on either engine: a page newest first, a
 * count, the export. Every value a person chose or typed reaches SQL only as
 * a bound parameter (Kysely's `sql` template): a statement's text depends on
 * which filters are set, never on what they hold. The conditions are the
 * same on both engines; where the leads are read from differs: SQLite is
 * told which index to read (leadsSource), and the search is each engine's
 * own (lead-search.ts). `npm run bench:inbox` times them over 100,000 leads.
 */
import { type RawBuilder, sql } from "kysely";
import type { DatabaseEngine, Db } from "../../db/database.ts";
import type { LeadRow } from "../../leads/store/lead-store.ts";
import { addDays, melbourneMidnight } from "../../leads/melbourne-time.ts";
import type { InboxFilter, LeadStatus } from "./lead-inbox.ts";
import { type LeadSearch, leadSearch } from "./lead-search.ts";

type Sql = RawBuilder<unknown>;

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
  /** The first-contact clock (migration 18, decision 019). */
  first_contact_due_at: string | null;
  first_contact_at: string | null;
  first_contact_minutes: number | null;
  callback_at: string | null;
}

/** An InboxLeadRow's columns, from `leads` joined with `staff` (the assignee). */
const LEAD_COLUMNS = sql.raw(`
  leads.seq, leads.id, leads.form, leads.fields, leads.received_at, leads.delivery_state, leads.delivered_at,
  leads.status, leads.read_at, leads.enquiry_type, leads.assigned_to, staff.name AS assignee_name,
  leads.first_contact_due_at, leads.first_contact_at, leads.first_contact_minutes, leads.callback_at`);

/** An InboxLeadRow with its scenario: one lead, or the export. */
export type InboxLeadRowWithScenario = InboxLeadRow & Pick<LeadRow, "scenario">;

/** LEAD_COLUMNS and the scenario. */
const LEAD_COLUMNS_WITH_SCENARIO = sql`${LEAD_COLUMNS}, leads.scenario`;

/** Each query runs on `db`: the database, or a transaction on it. */
export interface ListQueries {
  /** Newest first, within `before`/`after`; with a search, where to go on when it stopped looking before filling the page. */
  page(
    db: Db,
    filter: InboxFilter,
    bounds: { before?: number; after?: number; limit: number },
  ): Promise<{ rows: InboxLeadRow[]; continueBefore: number | null }>;
  /** How many match; with a search whose words match more than SEARCH_EXAMINE_LIMIT leads, how many of the newest of those (`capped`). */
  count(db: Db, filter: InboxFilter): Promise<{ total: number; capped: boolean }>;
  /** Every lead that matches, oldest first, as the command-line tool exports (with their scenarios). */
  all(db: Db, filter: InboxFilter): Promise<InboxLeadRowWithScenario[]>;
}

interface FilterSql {
  /** The search's words, on this engine. Undefined without a search. */
  search: LeadSearch | undefined;
  /** Bounds on arrival order: on the search's matches with a search, else on the leads. */
  seqBounds: Sql[];
  /** Conditions on the leads (and, without a search, the bounds on leads.seq too), ANDed. */
  where: Sql;
  /** The leads table as read (leadsSource). */
  leads: Sql;
}

/**
 * Which index reads the leads, on SQLite. Where one index answers the filter
 * by itself (the view's, or one column's (column, seq) index newest first),
 * SQLite's planner picks it. Anything else reads `leads_triage` (migration
 * 7), every filtered column in seq order, so that no lead's row is read only
 * to be left out: a count, a search's leads, two filters, a date range. Left
 * to the planner, those walk one column's index and read the row of every
 * lead in it, however few match (every new lead, to count the new
 * referrals). PostgreSQL's planner has its statistics and takes no hints.
 */
function leadsSource(engine: DatabaseEngine, filter: InboxFilter, searching: boolean, use: "rows" | "count"): Sql {
  const leads = sql.raw("leads");
  if (engine === "postgres") return leads;
  const triage = sql.raw("leads INDEXED BY leads_triage");
  if (searching || filter.from !== undefined || filter.to !== undefined) return triage;
  // The leads waiting for a first contact are few, and all in their own partial index of those not spam
  // (migration 21), which answers their count without reading a row.
  if (filter.view === "first-contact") return sql.raw("leads INDEXED BY leads_awaiting_first_contact_not_spam");
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
  if (use === "count") return set === 0 || (set === 1 && filter.unread) ? leads : triage;
  // Listing: in the inbox view, one filter's index finds a page after reading about as many rows (spam is rare).
  return set === 0 || (set === 1 && filter.view === "inbox") ? leads : triage;
}

function filterSql(
  engine: DatabaseEngine,
  filter: InboxFilter,
  use: "rows" | "count",
  bounds: { before?: number; after?: number } = {},
): FilterSql {
  const search = filter.search === undefined ? undefined : leadSearch(engine, filter.search);
  const conditions: Sql[] = [
    filter.view === "spam" ? sql`leads.delivery_state = 'spam'` : sql`leads.delivery_state != 'spam'`,
  ];
  // "Needs first contact": on the clock, and not tried yet (decision 019).
  if (filter.view === "first-contact")
    conditions.push(sql`leads.first_contact_at IS NULL AND leads.first_contact_due_at IS NOT NULL`);
  // Arrival bounds go where the rows come from: a search's matches carry the lead's seq.
  const seqBounds: Sql[] = [];
  const seqConditions = search === undefined ? conditions : seqBounds;
  const seq = search === undefined ? sql.raw("leads.seq") : search.seq;

  if (filter.status !== undefined) conditions.push(sql`leads.status = ${filter.status}`);
  if (filter.form !== undefined) conditions.push(sql`leads.form = ${filter.form}`);
  if (filter.enquiryType !== undefined) conditions.push(sql`leads.enquiry_type = ${filter.enquiryType}`);
  if (filter.reference !== undefined) conditions.push(sql`leads.reference = ${filter.reference}`);
  if (filter.assignedTo !== undefined) conditions.push(sql`leads.assigned_to = ${filter.assignedTo}`);
  if (filter.unread) conditions.push(sql`leads.read_at IS NULL`);
  // Melbourne dates, both inclusive: from the first one's midnight to the
  // midnight after the second. Arrival order follows the clock, so the
  // leads of those days lie between the last lead well before them and the
  // first lead well after them (CLOCK_SLACK_MS), each found by one seek.
  if (filter.from !== undefined) {
    const start = melbourneMidnight(filter.from);
    conditions.push(sql`leads.received_at >= ${new Date(start).toISOString()}`);
    const slackBefore = new Date(start - CLOCK_SLACK_MS).toISOString();
    seqConditions.push(
      sql`${seq} > COALESCE((SELECT seq FROM leads WHERE received_at < ${slackBefore} ORDER BY received_at DESC LIMIT 1), 0)`,
    );
  }
  if (filter.to !== undefined) {
    const end = melbourneMidnight(addDays(filter.to, 1));
    conditions.push(sql`leads.received_at < ${new Date(end).toISOString()}`);
    const slackAfter = new Date(end + CLOCK_SLACK_MS).toISOString();
    seqConditions.push(
      sql`${seq} < COALESCE((SELECT seq FROM leads WHERE received_at >= ${slackAfter} ORDER BY received_at LIMIT 1), ${sql.lit(Number.MAX_SAFE_INTEGER)})`,
    );
  }
  if (bounds.before !== undefined && filter.view === "first-contact" && search === undefined) {
    // Soonest due first: the next page is the leads after the last one shown, in (due, seq) order.
    conditions.push(
      sql`(leads.first_contact_due_at, leads.seq) > (SELECT due.first_contact_due_at, due.seq FROM leads AS due WHERE due.seq = ${bounds.before})`,
    );
  } else if (bounds.before !== undefined) seqConditions.push(sql`${seq} < ${bounds.before}`);
  if (bounds.after !== undefined) seqConditions.push(sql`${seq} > ${bounds.after}`);
  return {
    search,
    seqBounds,
    where: sql.join(conditions, sql` AND `),
    leads: leadsSource(engine, filter, search !== undefined, use),
  };
}

/** COUNT(*) is a bigint on PostgreSQL, which `pg` gives as text. */
async function countOf(db: Db, query: RawBuilder<{ count: number | string }>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number(rows[0]?.count ?? 0);
}

export function listQueries(engine: DatabaseEngine, examineLimit = SEARCH_EXAMINE_LIMIT): ListQueries {
  const withStaff = sql`LEFT JOIN staff ON staff.id = leads.assigned_to`;
  /** The newest `examineLimit` leads the words match, each with its leads row (on SQLite, read through leads_triage). */
  const examined = (filterSql: FilterSql, search: LeadSearch) =>
    sql`(${search.matches({ bounds: filterSql.seqBounds, newestFirst: true, limit: examineLimit })}) AS found ${search.join} ${filterSql.leads} ON leads.seq = found.seq`;
  /** The seq of the last lead a search looks through, when the words match more beyond it. */
  const lastExamined = async (db: Db, filterSql: FilterSql, search: LeadSearch): Promise<number | null> => {
    const query = search.matches({
      bounds: filterSql.seqBounds,
      newestFirst: true,
      limit: 2,
      offset: examineLimit - 1,
    });
    const { rows } = await sql<{ seq: number | string }>`${query}`.execute(db);
    const [last, beyond] = rows;
    return beyond === undefined || last === undefined ? null : Number(last.seq);
  };

  return {
    async page(db, filter, { before, after, limit }) {
      const found = filterSql(engine, filter, "rows", { before, after });
      const { search } = found;
      if (search === undefined) {
        // "Needs first contact" reads soonest due first; any other list, newest first. The live
        // update (`after`) asks for the newest arrivals in either.
        const order =
          filter.view === "first-contact" && after === undefined
            ? sql`leads.first_contact_due_at, leads.seq`
            : sql`leads.seq DESC`;
        const { rows } =
          await sql<InboxLeadRow>`SELECT ${LEAD_COLUMNS} FROM ${found.leads} ${withStaff} WHERE ${found.where} ORDER BY ${order} LIMIT ${limit}`.execute(
            db,
          );
        return { rows, continueBefore: null };
      }
      const { rows } =
        await sql<InboxLeadRow>`SELECT ${LEAD_COLUMNS} FROM ${examined(found, search)} ${withStaff} WHERE ${found.where} ORDER BY found.seq DESC LIMIT ${limit}`.execute(
          db,
        );
      // A full page stopped by itself; a short one may have stopped looking.
      return { rows, continueBefore: rows.length < limit ? await lastExamined(db, found, search) : null };
    },

    async count(db, filter) {
      const found = filterSql(engine, filter, "count");
      const { search } = found;
      if (search === undefined) {
        const total = await countOf(
          db,
          sql<{ count: number }>`SELECT COUNT(*) AS count FROM ${found.leads} WHERE ${found.where}`,
        );
        return { total, capped: false };
      }
      if (search.matchesWith) {
        // PostgreSQL: one pass over the newest matches (one more than are
        // examined, to know whether there are more), each marked with whether
        // it passes the other filters and its place. Two counts, each reading
        // every match's row, took three times as long (decision 015).
        const { rows } = await sql<{ total: number | string; examined: number | string }>`
          SELECT COUNT(*) FILTER (WHERE found.passes AND found.place <= ${examineLimit}) AS total, COUNT(*) AS examined
          FROM (${search.matchesWith(sql`(${found.where}) AS passes, row_number() OVER (ORDER BY ${search.seq} DESC) AS place`, { bounds: found.seqBounds, newestFirst: true, limit: examineLimit + 1 })}) AS found`.execute(
          db,
        );
        return { total: Number(rows[0]?.total ?? 0), capped: Number(rows[0]?.examined ?? 0) > examineLimit };
      }
      const total = await countOf(
        db,
        sql<{ count: number }>`SELECT COUNT(*) AS count FROM ${examined(found, search)} WHERE ${found.where}`,
      );
      // In the index's own order, which stops as soon as it is past the limit.
      const matches = await countOf(
        db,
        sql<{
          count: number;
        }>`SELECT COUNT(*) AS count FROM (${search.matches({ bounds: found.seqBounds, limit: examineLimit + 1 })}) AS probe`,
      );
      return { total, capped: matches > examineLimit };
    },

    async all(db, filter) {
      const found = filterSql(engine, filter, "rows");
      const { search } = found;
      const query =
        search === undefined
          ? sql<InboxLeadRowWithScenario>`SELECT ${LEAD_COLUMNS_WITH_SCENARIO} FROM ${found.leads} ${withStaff} WHERE ${found.where} ORDER BY leads.seq`
          : sql<InboxLeadRowWithScenario>`SELECT ${LEAD_COLUMNS_WITH_SCENARIO} FROM (${search.matches({ bounds: found.seqBounds })}) AS found
              ${search.join} ${found.leads} ON leads.seq = found.seq ${withStaff} WHERE ${found.where} ORDER BY found.seq`;
      return (await query.execute(db)).rows;
    },
  };
}
