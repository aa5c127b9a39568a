/**
 * How fast the firm is, for the overview (overview-page.tsx): over the leads
 * of the same 12 Melbourne weeks (overviewMondays), by arrival, the median
 * business minutes to a first contact attempt and the share contacted within
 * LEAD_RESPONSE_MINUTES: overall, per week, per broker (the lead's owner)
 * and per form (decision 019).
 *
 * Which leads count:
 * - only leads with a clock (first_contact_due_at set): spam and leads stored
 *   before the clock had none, so nothing can be said of their speed;
 * - the median is over the contacted leads (first_contact_minutes set);
 * - the share is of the leads whose clock has stopped or run out: the
 *   contacted ones, and the ones still waiting past their due time, which
 *   count as not within. A lead still waiting before its due time is left
 *   out until it is contacted or overdue: it may yet be on time, and
 *   counting it either way would move the share back later.
 *
 * Each engine gives the leads of each week, owner and form, with how many
 * took each number of minutes, in its own way (one function per engine, side
 * by side, as overview-queries.ts does): SQLite through the index
 * leads_first_contact_figures (migration 20), PostgreSQL from the tallies its
 * triggers keep (migration 21). The sums and medians are worked out here, the
 * same for both. The tests run on both.
 */
import { sql } from "kysely";
import { leadFormNames } from "../../../contracts/lead-forms.ts";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";
import type { AppDatabase } from "../../db/database.ts";
import { melbourneMidnight } from "../../leads/melbourne-time.ts";
import { overviewMondays } from "./overview-queries.ts";

/** The speed of one group of leads. */
export interface SpeedFigures {
  /** Leads contacted: those the median is over. */
  contacted: number;
  /** Business minutes, the median of the contacted; null when none is. */
  medianMinutes: number | null;
  /** Contacted within LEAD_RESPONSE_MINUTES (by their due time). */
  within: number;
  /** Still waiting past their due time: counted as not within. */
  overdue: number;
  /** within ÷ (contacted + overdue), 0 to 1; null when both are 0. */
  shareWithin: number | null;
}

export interface FirstContactFigures {
  /** LEAD_RESPONSE_MINUTES: the goal the share is measured against. */
  goalMinutes: number;
  overall: SpeedFigures;
  /** The 12 weeks, oldest first (each a Melbourne Monday, YYYY-MM-DD), every one present. */
  weeks: (SpeedFigures & { start: string })[];
  /** Each owner with a lead counted, by name; unassigned leads last, `staffId` null. */
  brokers: (SpeedFigures & { staffId: number | null; name: string | null })[];
  /** Each form with a lead counted, in the forms' own order. */
  forms: (SpeedFigures & { form: LeadFormName })[];
}

/** The leads of one week, owner and form. */
interface GroupCounts {
  week: number;
  assignedTo: number | null;
  form: LeadFormName;
  within: number;
  overdue: number;
  /** How many contacted leads took each number of minutes. */
  minutes: Map<number, number>;
}

interface Tally {
  /** How many contacted leads took each number of minutes: a few hundred values, however many leads. */
  minutes: Map<number, number>;
  contacted: number;
  within: number;
  overdue: number;
}

/** The figures as of `nowMs`, against a goal of `goalMinutes`. */
export async function readFirstContactFigures(
  database: AppDatabase,
  nowMs: number,
  goalMinutes: number,
): Promise<FirstContactFigures> {
  const mondays = overviewMondays(nowMs);
  const instants = mondays.map((monday) => new Date(melbourneMidnight(monday)).toISOString());
  const now = new Date(nowMs).toISOString();
  const weekCount = mondays.length - 1;
  const result =
    database.engine === "sqlite"
      ? tally(await countGroupsSqlite(database, instants, now), weekCount)
      : await talliesPostgres(database, mondays, instants, now);
  const { overall, weeks, brokers, forms } = result;

  const names = await staffNames(
    database,
    [...brokers.keys()].filter((id): id is number => id !== null),
  );
  const brokerFigures = [...brokers]
    .map(([staffId, tally]) => ({
      staffId,
      name: staffId === null ? null : (names.get(staffId) ?? null),
      ...figures(tally),
    }))
    .sort(
      (a, b) =>
        (a.staffId === null ? 1 : 0) - (b.staffId === null ? 1 : 0) ||
        (a.name ?? "").localeCompare(b.name ?? "", "en-AU"),
    );
  const formFigures = [...forms]
    .map(([form, tally]) => ({ form, ...figures(tally) }))
    .sort((a, b) => rank(a.form) - rank(b.form));
  return {
    goalMinutes,
    overall: figures(overall),
    weeks: weeks.map((tally, index) => ({ start: mondays[index] as string, ...figures(tally) })),
    brokers: brokerFigures,
    forms: formFigures,
  };
}

interface Tallies {
  overall: Tally;
  weeks: Tally[];
  brokers: Map<number | null, Tally>;
  forms: Map<LeadFormName, Tally>;
}

/**
 * SQLite: the leads of each week, owner and form, each group a seek and a
 * short walk of leads_first_contact_figures (migration 20), which holds every
 * column asked for: no lead row is read and nothing is sorted (a GROUP BY of
 * 12 weeks of leads would sort them all). Owners are every staff member and
 * nobody, so no lead is left out. `instants`: the weeks' starts, then the end
 * of the last.
 */
async function countGroupsSqlite(
  database: AppDatabase,
  instants: readonly string[],
  now: string,
): Promise<GroupCounts[]> {
  const ranges = instants.slice(0, -1).map((start, index) => [start, instants[index + 1]]);
  const { rows } = await sql<{ week: number; form: LeadFormName; assigned_to: number | null; counts: string }>`
    WITH
      forms (value) AS (SELECT value FROM json_each(${JSON.stringify(leadFormNames)})),
      owners (id) AS (SELECT id FROM staff UNION ALL SELECT NULL),
      weeks AS (SELECT CAST(key AS INTEGER) AS week, value ->> 0 AS starts, value ->> 1 AS ends FROM json_each(${JSON.stringify(ranges)}))
    SELECT weeks.week, forms.value AS form, owners.id AS assigned_to, (
      SELECT json_array(
        COUNT(*),
        SUM(first_contact_on_time),
        SUM(first_contact_minutes IS NULL AND first_contact_due_at < ${now}),
        json_group_array(first_contact_minutes)
      )
      FROM leads INDEXED BY leads_first_contact_figures
      WHERE leads.form = forms.value AND leads.assigned_to IS owners.id
        AND leads.received_at >= weeks.starts AND leads.received_at < weeks.ends
        AND leads.first_contact_due_at IS NOT NULL AND leads.delivery_state != 'spam'
    ) AS counts
    FROM weeks, forms, owners
  `.execute(database.db);
  return rows.flatMap((row) => {
    const [count, within, overdue, minutes] = JSON.parse(row.counts) as [
      number,
      number | null,
      number | null,
      (number | null)[],
    ];
    if (count === 0) return [];
    return [
      {
        week: row.week,
        assignedTo: row.assigned_to,
        form: row.form,
        within: within ?? 0,
        overdue: overdue ?? 0,
        minutes: countsOf(minutes),
      },
    ];
  });
}

/** The groups summed overall, per week, per owner and per form. */
function tally(groups: readonly GroupCounts[], weekCount: number): Tallies {
  const tallies: Tallies = {
    overall: emptyTally(),
    weeks: Array.from({ length: weekCount }, () => emptyTally()),
    brokers: new Map(),
    forms: new Map(),
  };
  for (const group of groups) {
    const week = tallies.weeks[group.week];
    if (!week) continue;
    const broker = tallies.brokers.get(group.assignedTo) ?? emptyTally();
    tallies.brokers.set(group.assignedTo, broker);
    const form = tallies.forms.get(group.form) ?? emptyTally();
    tallies.forms.set(group.form, form);
    // Each group's minutes are counted by value, and added to its four tallies by value: the medians
    // are then walked from a few hundred counts rather than sorting every lead's minutes four times.
    let contacted = 0;
    for (const count of group.minutes.values()) contacted += count;
    for (const tally of [tallies.overall, week, broker, form]) {
      tally.contacted += contacted;
      tally.within += group.within;
      tally.overdue += group.overdue;
      for (const [minutes, count] of group.minutes)
        tally.minutes.set(minutes, (tally.minutes.get(minutes) ?? 0) + count);
    }
  }
  return tallies;
}

/**
 * PostgreSQL: the contacted leads from first_contact_tallies (migration 21),
 * which the leads' triggers keep as counts per Melbourne week, owner, form
 * and minute value (about 10,000 rows for 44,000 contacted leads in 12
 * weeks, where grouping the leads themselves took 50 to 70 ms). They are
 * summed here per week, per owner and per form with their minutes, in one
 * pass of grouping sets: a few thousand rows reach the server rather than
 * every tally. The tallies' weeks are the same Melbourne Mondays as
 * overviewMondays.
 *
 * The overdue, which depend on the clock, are counted from the leads still
 * waiting, each week a range of leads_waiting_by_arrival (migration 21), read
 * from the index alone. COUNT and SUM are bigints there, which `pg` gives as
 * text.
 */
async function talliesPostgres(
  database: AppDatabase,
  mondays: readonly string[],
  instants: readonly string[],
  now: string,
): Promise<Tallies> {
  const weekCount = mondays.length - 1;
  const tallies: Tallies = {
    overall: emptyTally(),
    weeks: Array.from({ length: weekCount }, () => emptyTally()),
    brokers: new Map(),
    forms: new Map(),
  };
  const weekOf = new Map(mondays.slice(0, -1).map((monday, index) => [monday, index]));
  const brokerTally = (owner: number | null): Tally => {
    const found = tallies.brokers.get(owner);
    if (found) return found;
    const made = emptyTally();
    tallies.brokers.set(owner, made);
    return made;
  };
  const formTally = (form: LeadFormName): Tally => {
    const found = tallies.forms.get(form);
    if (found) return found;
    const made = emptyTally();
    tallies.forms.set(form, made);
    return made;
  };

  const { rows: counted } = await sql<{
    week: string | null;
    owner: number | null;
    form: LeadFormName | null;
    minutes: number;
    contacted: string;
    within: string;
  }>`
    SELECT week, owner, form, minutes, SUM(contacted) AS contacted, SUM(within) AS within
    FROM first_contact_tallies
    WHERE week >= ${mondays[0]} AND week < ${mondays.at(-1)}
    GROUP BY GROUPING SETS ((week, minutes), (owner, minutes), (form, minutes))
  `.execute(database.db);
  for (const row of counted) {
    let tally: Tally | undefined;
    if (row.week !== null) {
      const week = weekOf.get(row.week);
      tally = week === undefined ? undefined : tallies.weeks[week];
      if (tally) add(tallies.overall, row.minutes, Number(row.contacted), Number(row.within));
    } else if (row.owner !== null) tally = brokerTally(row.owner === 0 ? null : row.owner);
    else if (row.form !== null) tally = formTally(row.form);
    if (tally) add(tally, row.minutes, Number(row.contacted), Number(row.within));
  }

  const weeks = sql.join(
    instants.slice(0, -1).map((start, index) => sql`(${sql.lit(index)}, ${start}, ${instants[index + 1]})`),
    sql`, `,
  );
  const { rows: waiting } = await sql<{
    week: number;
    assigned_to: number | null;
    form: LeadFormName;
    overdue: string;
  }>`
    SELECT weeks.week, leads.assigned_to, leads.form,
      SUM(CASE WHEN leads.first_contact_due_at < ${now} THEN 1 ELSE 0 END) AS overdue
    FROM (VALUES ${weeks}) AS weeks (week, starts, ends)
    JOIN leads ON leads.received_at >= weeks.starts AND leads.received_at < weeks.ends
    WHERE leads.first_contact_at IS NULL AND leads.first_contact_due_at IS NOT NULL AND leads.delivery_state != 'spam'
    GROUP BY weeks.week, leads.assigned_to, leads.form
  `.execute(database.db);
  // Every owner and form with a waiting lead is listed, as SQLite lists them, even with none overdue yet.
  for (const row of waiting) {
    const overdue = Number(row.overdue);
    const week = tallies.weeks[Number(row.week)];
    if (!week) continue;
    for (const tally of [tallies.overall, week, brokerTally(row.assigned_to), formTally(row.form)]) {
      tally.overdue += overdue;
    }
  }
  return tallies;
}

function add(tally: Tally, minutes: number, contacted: number, within: number): void {
  tally.contacted += contacted;
  tally.within += within;
  tally.minutes.set(minutes, (tally.minutes.get(minutes) ?? 0) + contacted);
}

async function staffNames(database: AppDatabase, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await database.db.selectFrom("staff").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** How many times each value occurs, nulls (waiting leads) left out. */
function countsOf(values: readonly (number | null)[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const value of values) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function emptyTally(): Tally {
  return { minutes: new Map(), contacted: 0, within: 0, overdue: 0 };
}

function figures(tally: Tally): SpeedFigures {
  const counted = tally.contacted + tally.overdue;
  return {
    contacted: tally.contacted,
    medianMinutes: medianOfCounts(tally.minutes),
    within: tally.within,
    overdue: tally.overdue,
    shareWithin: counted === 0 ? null : tally.within / counted,
  };
}

/**
 * The middle value; of an even count, the mean of the middle two; null for
 * none. The definition medianOfCounts() answers to (the tests hold them to
 * it); the figures use medianOfCounts(), which sorts distinct values only.
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const lower = sorted[Math.floor((values.length - 1) / 2)] as number;
  const upper = sorted[Math.floor(values.length / 2)] as number;
  return (lower + upper) / 2;
}

/**
 * median() of values given as how many times each occurs: the same answer,
 * from the distinct values sorted and their counts summed up to the middle.
 */
export function medianOfCounts(counts: ReadonlyMap<number, number>): number | null {
  const values = Float64Array.from(counts.keys()).sort();
  let total = 0;
  for (const count of counts.values()) total += count;
  if (total === 0) return null;
  const lowerAt = Math.floor((total - 1) / 2);
  const upperAt = Math.floor(total / 2);
  let lower: number | undefined;
  let seen = 0;
  for (const value of values) {
    seen += counts.get(value) ?? 0;
    if (lower === undefined && seen > lowerAt) lower = value;
    if (seen > upperAt) return ((lower ?? value) + value) / 2;
  }
  return null;
}

/** The forms' own order (contracts/lead-forms.ts), so columns never move. */
const FORM_ORDER: readonly string[] = leadFormNames;

function rank(form: LeadFormName): number {
  const place = FORM_ORDER.indexOf(form);
  return place === -1 ? FORM_ORDER.length : place;
}
