/**
 * The overview's numbers (overview-page.tsx): the last 12 weeks of leads,
 * not counting spam, by week, form, enquiry type and where they heard about
 * us, and the median time to a first status change. Weeks start on a
 * Melbourne Monday; the server works out their instants (melbourne-time.ts),
 * so the database does no date arithmetic. The count of each week's leads is
 * each engine's own (one function per engine, side by side); the median is
 * the same on both.
 */
import { sql } from "kysely";
import { enquiryTypes, leadFormNames, references } from "../../../contracts/lead-forms.ts";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";
import type { AppDatabase, Db } from "../../db/database.ts";
import { addDays, melbourneDate, melbourneMidnight, weekdayFromMonday } from "../../leads/melbourne-time.ts";

/** Weeks the overview covers, the current one included. */
export const OVERVIEW_WEEKS = 12;

export interface InboxOverview {
  /** The 12 weeks, oldest first; each starts on a Monday (Melbourne). */
  weeks: { start: string; byForm: Record<string, number>; byEnquiryType: Record<string, number>; total: number }[];
  /** Over the same 12 weeks. */
  byReference: Record<string, number>;
  /** Milliseconds from arrival to first status change, over leads in the 12 weeks that have one; null when none. */
  medianFirstResponseMs: number | null;
}

/** Leads of one week with one form, enquiry type and reference, and how many of them have had a first response. */
interface WeekCount {
  week: number;
  form: LeadFormName;
  enquiry_type: string | null;
  reference: string | null;
  count: number;
  answered: number;
}

/** The overview as of `nowMs`. */
export async function readOverview(database: AppDatabase, nowMs: number): Promise<InboxOverview> {
  const mondays = overviewMondays(nowMs);
  const instants = mondays.map((monday) => new Date(melbourneMidnight(monday)).toISOString());
  const weeks = mondays.slice(0, -1).map((start) => ({
    start,
    byForm: { inquiry: 0, referral: 0 } as Record<string, number>,
    byEnquiryType: Object.fromEntries(enquiryTypes.map((type) => [type.value, 0])) as Record<string, number>,
    total: 0,
  }));
  const byReference: Record<string, number> = Object.fromEntries(references.map((reference) => [reference, 0]));
  const counts =
    database.engine === "sqlite"
      ? await countWeeksSqlite(database.db, instants)
      : await countWeeksPostgres(database.db, instants);
  let responses = 0;
  for (const row of counts) {
    const week = weeks[row.week];
    if (!week || row.count === 0) continue;
    week.total += row.count;
    week.byForm[row.form] = (week.byForm[row.form] ?? 0) + row.count;
    if (row.enquiry_type !== null)
      week.byEnquiryType[row.enquiry_type] = (week.byEnquiryType[row.enquiry_type] ?? 0) + row.count;
    if (row.reference !== null) byReference[row.reference] = (byReference[row.reference] ?? 0) + row.count;
    responses += row.answered;
  }
  const range = { start: instants[0] as string, end: instants.at(-1) as string };
  return { weeks, byReference, medianFirstResponseMs: await medianFirstResponse(database, range, responses) };
}

/** Melbourne Mondays: the current week's and the 11 before it, oldest first, and the Monday after (the end). */
export function overviewMondays(nowMs: number): string[] {
  const today = melbourneDate(nowMs);
  const thisMonday = addDays(today, -weekdayFromMonday(today));
  return Array.from({ length: OVERVIEW_WEEKS + 1 }, (_, index) =>
    addDays(thisMonday, (index - OVERVIEW_WEEKS + 1) * 7),
  );
}

/**
 * SQLite: one count per combination and week, each a seek and a short walk
 * of leads_overview (migration 7), which costs a fraction of grouping 12
 * weeks of leads through a sort. The combinations are every form with every
 * enquiry type and reference the leads hold (found by skipping through their
 * indexes, one seek per value) and none, so no lead is left uncounted. The
 * two counts come as one JSON array, a subquery's one value. `instants`: the
 * weeks' starts, then the end of the last.
 */
async function countWeeksSqlite(db: Db, instants: readonly string[]): Promise<WeekCount[]> {
  const ranges = instants.slice(0, -1).map((start, index) => [start, instants[index + 1]]);
  const { rows } = await sql<Omit<WeekCount, "count" | "answered"> & { counts: string }>`
    WITH RECURSIVE
      types (value) AS (
        SELECT MIN(enquiry_type) FROM leads
        UNION ALL SELECT (SELECT MIN(enquiry_type) FROM leads WHERE enquiry_type > types.value) FROM types WHERE types.value IS NOT NULL
      ),
      refs (value) AS (
        SELECT MIN(reference) FROM leads
        UNION ALL SELECT (SELECT MIN(reference) FROM leads WHERE reference > refs.value) FROM refs WHERE refs.value IS NOT NULL
      ),
      forms (value) AS (SELECT value FROM json_each(${JSON.stringify(leadFormNames)})),
      weeks AS (SELECT CAST(key AS INTEGER) AS week, value ->> 0 AS starts, value ->> 1 AS ends FROM json_each(${JSON.stringify(ranges)}))
    SELECT weeks.week, forms.value AS form, types.value AS enquiry_type, refs.value AS reference, (
      SELECT json_array(COUNT(*), COUNT(leads.first_response_ms)) FROM leads INDEXED BY leads_overview
      WHERE leads.form = forms.value AND leads.enquiry_type IS types.value AND leads.reference IS refs.value
        AND leads.received_at >= weeks.starts AND leads.received_at < weeks.ends AND leads.delivery_state != 'spam'
    ) AS counts
    FROM weeks, forms, types, refs
  `.execute(db);
  return rows.map(({ counts, ...row }) => {
    const [count, answered] = JSON.parse(counts) as [number, number];
    return { ...row, count, answered };
  });
}

/**
 * PostgreSQL: the 12 weeks' leads grouped once (its planner reads them
 * through the index on received_at); each lead's week is the first end it
 * is before. COUNT is a bigint there, which `pg` gives as text.
 */
async function countWeeksPostgres(db: Db, instants: readonly string[]): Promise<WeekCount[]> {
  const ends = instants.slice(1);
  const week = sql<number>`CASE ${sql.join(
    ends.map((end, index) => sql`WHEN received_at < ${end} THEN ${sql.lit(index)}`),
    sql` `,
  )} END`;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("leads")
        .select([week.as("week"), "form", "enquiry_type", "reference", "first_response_ms"])
        .where("received_at", ">=", instants[0] as string)
        .where("received_at", "<", instants.at(-1) as string)
        .where("delivery_state", "!=", "spam")
        .as("weekly"),
    )
    .select((eb) => [
      "weekly.week",
      "weekly.form",
      "weekly.enquiry_type",
      "weekly.reference",
      eb.fn.countAll().as("count"),
      eb.fn.count("weekly.first_response_ms").as("answered"),
    ])
    .groupBy(["weekly.week", "weekly.form", "weekly.enquiry_type", "weekly.reference"])
    .execute();
  return rows.map((row) => ({
    week: Number(row.week),
    form: row.form,
    enquiry_type: row.enquiry_type,
    reference: row.reference,
    count: Number(row.count),
    answered: Number(row.answered),
  }));
}

/**
 * Of `responses` first responses: the middle one of an odd count, the mean
 * of the middle two of an even one; null for none. Read in order (on SQLite
 * from leads_by_first_response: no sort).
 */
async function medianFirstResponse(
  database: AppDatabase,
  range: { start: string; end: string },
  responses: number,
): Promise<number | null> {
  if (responses === 0) return null;
  const source = database.engine === "sqlite" ? sql.raw("leads INDEXED BY leads_by_first_response") : sql.raw("leads");
  const { rows } = await sql<{ ms: number | string }>`
    SELECT first_response_ms AS ms FROM ${source}
    WHERE first_response_ms IS NOT NULL AND received_at >= ${range.start} AND received_at < ${range.end} AND delivery_state != 'spam'
    ORDER BY first_response_ms LIMIT ${2 - (responses % 2)} OFFSET ${Math.floor((responses - 1) / 2)}
  `.execute(database.db);
  return Math.round(rows.reduce((sum, row) => sum + Number(row.ms), 0) / rows.length);
}
