// `npm run bench:inbox`: how long each of the staff inbox's queries takes
// over 100,000 leads. It seeds a throw-away lead database (a temporary
// folder, deleted at the end) in one transaction: the three forms, every
// enquiry type and "heard about us", statuses with their history,
// assignments, read and unread, spam, notes, arrivals over the last 12 weeks
// and the two years before, and the first-contact clock on the leads of the
// last 16 weeks (about 80% of them contacted, the rest waiting, most of
// those overdue). Then it times each query as the inbox's pages run it, in this
// process (server-side time: no HTTP, no rendering), and prints p50, p95 and p99
// per query, flagging a p99 over the goal. A benchmark that prints figures:
// it exits 0 whatever the speed, and 1 only when it cannot run.
//
//   npm run bench:inbox -- --leads=100000 --runs=200 --json
//
// --leads   leads to seed, default 100000
// --runs    timed runs per query, after a warm-up of a tenth as many, default 200
// --store   sqlite (default), or postgres: SQLite first, then the same leads copied
//           (server/db/database-copy.ts, as `npm run db -- copy` does) into a throw-away
//           PostgreSQL started for the run, and the same queries timed there
// --json    print one JSON summary instead of the table (an array of two with --store=postgres)
//
// The code timed is the server's own (server/inbox/leads/lead-inbox.ts,
// server/inbox/overview/overview-queries.ts, and the database the server
// opens, server/db/database.ts), imported from the sources as they are now
// (the script runs through tsx): a stale build/ cannot be measured by
// mistake, and the rest of the server need not compile. Rows are written with plain SQL, the way the store and the inbox
// write them (the search index and each lead's first response fill
// themselves through the migrations' triggers).
//
// "Found" shows what each query answered, so that a fast answer is seen not
// to be an empty one; "9,484+" is a search count that stopped at the leads
// it looks through at once (SEARCH_EXAMINE_LIMIT in lead-list-query.ts).
// The machine's other work shows in p99: compare runs on an idle machine.
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { enquiryTypes, references } from "../contracts/lead-forms.ts";
import { type AppDatabase, openDatabase } from "../server/db/database.ts";
import { copyDatabase } from "../server/db/database-copy.ts";
import { connectLeadDatabase } from "../server/db/sqlite-connection.ts";
import type { LeadDetail, LeadInbox, LeadListPage } from "../server/inbox/leads/lead-inbox.ts";
import { openLeadInbox } from "../server/inbox/leads/lead-inbox.ts";
import { type FirstContactFigures, readFirstContactFigures } from "../server/inbox/overview/first-contact-figures.ts";
import { type InboxOverview, readOverview } from "../server/inbox/overview/overview-queries.ts";
import { melbourneDate } from "../server/leads/melbourne-time.ts";
import { count, option } from "./bench-arguments.ts";
import { startPostgresCluster } from "./postgres-cluster.ts";

type Engine = "sqlite" | "postgres";
/** What a timed query answers. */
type Answer = LeadListPage | LeadDetail | InboxOverview | FirstContactFigures | number | undefined;
type Query = readonly [name: string, run: () => Promise<Answer>];

interface Result {
  query: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  found: string;
}

interface Summary {
  engine: Engine;
  leads: number;
  runs: number;
  seedMs: number;
  goalP99Ms: number;
  machine: { cpus: number; loadAverage: number[] };
  results: Result[];
}

/** What the timed queries look for, from the seeded leads. */
interface Sample {
  id: string;
  email: string;
  phone: string;
  lastName: string;
  /** A `before` deep in the list: 5% of the way from the oldest. */
  deepBefore: number;
}

/** The goal for every inbox query, server-side. */
const GOAL_P99_MS = 50;
const PAGE_SIZE = 50;
const WEEK_MS = 7 * 24 * 3600_000;

// ---------------------------------------------------------------------------
// Seeding

/** Mulberry32: the same leads at every run, so runs compare. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES =
  `Mia Noah Olivia Jack Charlotte William Amelia Oliver Isla Leo Ava Henry Grace Thomas Chloe Lucas Ella James Zoe Ethan
  Ruby Liam Sophie Harrison Matilda Samuel Evie Archie Lily Hudson Harper Mason Sienna Lachlan Aria Cooper Willow Hunter Ivy Xavier Emily
  Angus Georgia Finn Hannah Max Scarlett Riley Layla Hamish Alice Arjun Priya Wei Mei Nguyen Anh Aisha Omar Sofia Mateo José Zoë Chloé`.split(
    /\s+/,
  );
const LAST_NAMES =
  `Tran Kelly Smith Jones Williams Brown Wilson Taylor Johnson White Martin Anderson Thompson Nguyen Thomas Walker Harris
  Lee Ryan Robinson King Baker Campbell Clarke Mitchell Young Wright Scott Green Hall Wood Murphy Cooper Hughes Edwards Chen Wang Singh
  Patel Kumar Khan Ali Rossi Russo Papadopoulos Nikolaidis O'Brien O'Connor McDonald MacKenzie Fitzgerald Gallagher Sullivan Pham Le Ho
  Zhang Liu Yang Huang Zhao Wu Zhou Xu Sun Ma Kaur Sharma Gupta Das Hosseini Haddad Nasser Costa Silva Santos Ferreira Müller Schmidt`.split(
    /\s+/,
  );
const DOMAINS = ["example.com", "example.net", "mail.example.org", "outlook.example", "bigpond.example.au"];
const MESSAGE_WORDS = `we are looking to buy our first home in the next few months and would like to talk about a loan
  refinance our current mortgage with a better rate please call me after work hours investment property in Geelong
  Ballarat Bendigo Melbourne Sebastopol Brunswick Footscray Werribee Frankston house apartment townhouse unit land
  business purchase cafe bakery workshop equipment truck ute car asset finance commercial warehouse office deposit
  savings income self employed tax returns two kids pre approval auction next Saturday settlement lender bank
  offset account redraw fixed variable interest only principal stamp duty grant concession guarantor parents
  construction build renovation extension pool solar bridging loan consolidate debts credit card personal`.split(/\s+/);
/** In a handful of messages: the "rare word" search. */
const RARE_WORD = "zeppelin";
const STAFF: readonly (readonly [email: string, name: string, role: "admin" | "broker"])[] = [
  ["ava.brooks@kestrel.example", "Ava Brooks", "admin"],
  ["ben.okafor@kestrel.example", "Ben Okafor", "broker"],
  ["chloe.nguyen@kestrel.example", "Chloe Nguyen", "broker"],
  ["dev.patel@kestrel.example", "Dev Patel", "broker"],
  ["ella.rossi@kestrel.example", "Ella Rossi", "broker"],
  ["finn.walsh@kestrel.example", "Finn Walsh", "broker"],
];

function pick<T>(random: () => number, list: readonly T[]): T {
  const chosen = list[Math.floor(random() * list.length)];
  if (chosen === undefined) throw new Error("Nothing to pick from.");
  return chosen;
}

/** A list's entries with weights: [[value, weight], ...]. */
function weighted<T>(random: () => number, entries: readonly (readonly [value: T, weight: number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = entries.at(-1);
  if (last === undefined) throw new Error("Nothing to pick from.");
  return last[0];
}

function digits(random: () => number, length: number): string {
  return Array.from({ length }, () => Math.floor(random() * 10)).join("");
}

function message(random: () => number, index: number): string {
  const words = Array.from({ length: 8 + Math.floor(random() * 40) }, () => pick(random, MESSAGE_WORDS));
  if (index % 5000 === 17) words.splice(3, 0, RARE_WORD);
  const text = words.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * Seeds `leadCount` leads, oldest first (so `seq` follows arrival, as it
 * does for real), 60% of them over the overview's 12 weeks and the rest over
 * the two years before. Returns what the timed queries look for.
 */
function seed(db: BetterSqlite3.Database, { leadCount, now }: { leadCount: number; now: number }): Sample {
  const random = randomFrom(20261123);
  db.pragma("synchronous = OFF");
  const insertStaff = db.prepare("INSERT INTO staff (email, name, role, created_at) VALUES (?, ?, ?, ?)");
  const insertLead = db.prepare(`
    INSERT INTO leads (id, seq, form, fields, received_at, delivery_state, delivered_at, status, assigned_to, read_at,
      visitor_name, visitor_email, visitor_phone,
      first_contact_due_at, first_contact_at, first_contact_minutes, first_contact_on_time)
    VALUES (@id, @seq, @form, @fields, @receivedAt, @deliveryState, @deliveredAt, @status, @assignedTo, @readAt,
      @visitorName, @visitorEmail, @visitorPhone,
      @firstContactDueAt, @firstContactAt, @firstContactMinutes, @firstContactOnTime)
  `);
  const insertDelivery = db.prepare(`
    INSERT INTO lead_deliveries (lead_id, channel, state, attempts, next_attempt_at, delivered_at) VALUES (?, ?, ?, ?, ?, ?)
  `);
  const insertChange = db.prepare(
    "INSERT INTO lead_status_changes (lead_id, staff_id, at, from_status, to_status) VALUES (?, ?, ?, ?, ?)",
  );
  const insertNote = db.prepare("INSERT INTO lead_notes (lead_id, staff_id, at, body) VALUES (?, ?, ?, ?)");
  const iso = (ms: number) => new Date(ms).toISOString();

  const arrivals = Array.from({ length: leadCount }, () =>
    random() < 0.6 ? now - random() * 12 * WEEK_MS : now - 12 * WEEK_MS - random() * 104 * WEEK_MS,
  ).sort((a, b) => a - b);
  const sample: Sample = {
    id: "",
    email: "",
    phone: "",
    lastName: "",
    deepBefore: Math.max(2, Math.floor(leadCount * 0.05)),
  };

  db.transaction(() => {
    const staffIds = STAFF.map(([email, name, role]) =>
      Number(insertStaff.run(email, name, role, iso(now - 200 * WEEK_MS)).lastInsertRowid),
    );
    const brokerIds = staffIds.filter((_, index) => STAFF[index]?.[2] === "broker");
    arrivals.forEach((receivedMs, index) => {
      const seq = index + 1;
      const id = `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`;
      const ageMs = now - receivedMs;
      const first = pick(random, FIRST_NAMES);
      const last = pick(random, LAST_NAMES);
      const email = `${first}.${last}${Math.floor(random() * 100)}@${pick(random, DOMAINS)}`
        .toLowerCase()
        .replace(/'/g, "");
      const form = weighted(random, [
        ["inquiry", 70],
        ["referral", 18],
        ["callback", 12],
      ] as const);
      const phone = form === "inquiry" || random() < 0.5 ? `+614${digits(random, 8)}` : `+613${digits(random, 8)}`;
      const fields =
        form === "callback"
          ? { callerName: `${first} ${last}`, callerPhone: phone, callbackTime: "asap" }
          : form === "inquiry"
            ? {
                firstName: first,
                lastName: last,
                email,
                mobile: phone,
                enquiryType: weighted(
                  random,
                  enquiryTypes.map((type, rank) => [type.value, 9 - rank] as const),
                ),
                reference: weighted(
                  random,
                  references.map((reference, rank) => [reference, 5 - rank] as const),
                ),
                postCode: String(3000 + Math.floor(random() * 1000)),
                message: message(random, index),
              }
            : { from_name: `${first} ${last}`, from_email: email, from_phone: phone, message: message(random, index) };
      const spam = random() < 0.05;
      // Recent leads are mostly new and unread; older ones have been worked.
      const worked = ageMs > 3 * 24 * 3600_000 ? 0.9 : 0.3;
      const status =
        spam || random() > worked
          ? "new"
          : weighted(random, [
              ["contacted", 30],
              ["qualified", 20],
              ["won", 15],
              ["lost", 25],
            ]);
      // Since the clock (the last 16 weeks), every lead but spam has an owner at once; before it, only worked ones.
      const clocked = !spam && ageMs < CLOCK_WEEKS * WEEK_MS;
      const assignedTo =
        clocked || status !== "new" || random() < 0.2 ? pick(random, random() < 0.05 ? staffIds : brokerIds) : null;
      const clock = clocked ? firstContact(random, receivedMs, now) : undefined;
      const firstStaff = staffIds[0] ?? null;
      // Nobody reads much spam.
      const read = spam ? random() < 0.1 : status !== "new" || random() < (ageMs > WEEK_MS ? 0.8 : 0.3);
      const delivered = !spam && (ageMs > 3600_000 || random() < 0.5);
      insertLead.run({
        id,
        seq,
        form,
        fields: JSON.stringify(fields),
        receivedAt: iso(receivedMs),
        deliveryState: spam ? "spam" : delivered ? "delivered" : "pending",
        deliveredAt: delivered ? iso(receivedMs + 2000) : null,
        status,
        assignedTo,
        readAt: read ? iso(receivedMs + random() * 3600_000) : null,
        // As the store writes them (server/leads/store/visitor-columns.ts): both forms name the visitor first and last.
        visitorName: `${first} ${last}`,
        visitorEmail: email,
        visitorPhone: phone,
        firstContactDueAt: clock ? iso(clock.dueMs) : null,
        firstContactAt: clock?.contactedMs === undefined ? null : iso(clock.contactedMs),
        firstContactMinutes: clock?.minutes ?? null,
        firstContactOnTime: clock?.onTime === undefined ? null : clock.onTime ? 1 : 0,
      });
      if (!spam) {
        for (const channel of ["email", "webhook"]) {
          insertDelivery.run(
            id,
            channel,
            delivered ? "delivered" : "pending",
            delivered ? 1 : 0,
            Math.round(receivedMs),
            delivered ? iso(receivedMs + 2000) : null,
          );
        }
      }
      if (status !== "new") {
        // The first response, then sometimes a step or two further.
        let at = receivedMs + 300_000 + random() * 3 * 24 * 3600_000;
        insertChange.run(id, assignedTo ?? firstStaff, iso(at), "new", "contacted");
        if (status !== "contacted") {
          at += random() * WEEK_MS;
          insertChange.run(id, assignedTo ?? firstStaff, iso(at), "contacted", status);
        }
      }
      if (random() < 0.2)
        insertNote.run(
          id,
          pick(random, staffIds),
          iso(receivedMs + 600_000),
          `Called ${first}; ${pick(random, MESSAGE_WORDS)} to follow up.`,
        );
      if (seq === Math.floor(leadCount / 2)) Object.assign(sample, { id, email, phone, lastName: last });
    });
  })();
  db.pragma("wal_checkpoint(TRUNCATE)");
  return sample;
}

/** Weeks of leads, back from now, that have the first-contact clock: more than the overview's 12. */
const CLOCK_WEEKS = 16;
const MINUTE_MS = 60_000;

/**
 * A lead's first-contact clock, roughly as it runs: due 15 minutes after
 * arrival (the default LEAD_RESPONSE_MINUTES; here in plain minutes, as the
 * opening hours change only which instants, not how many leads or minutes
 * the queries read); about 80% contacted, most within minutes and a long
 * tail of hours (a business-minute count, log-normal with a median near 11);
 * the rest still waiting, most of them overdue.
 */
function firstContact(
  random: () => number,
  receivedMs: number,
  now: number,
): { dueMs: number; contactedMs?: number; minutes?: number; onTime?: boolean } {
  const dueMs = receivedMs + 15 * MINUTE_MS;
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const minutes = Math.min(5000, Math.round(Math.exp(2.4 + 1.1 * normal)));
  const contactedMs = receivedMs + minutes * MINUTE_MS;
  if (random() < 0.2 || contactedMs > now) return { dueMs };
  return { dueMs, contactedMs, minutes, onTime: minutes <= 15 };
}

// ---------------------------------------------------------------------------
// Timing

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

async function time(
  run: () => Promise<Answer>,
  runs: number,
): Promise<{ p50: number; p95: number; p99: number; max: number; answer: Answer }> {
  for (let index = 0; index < Math.max(5, Math.floor(runs / 10)); index += 1) await run();
  const samples: number[] = [];
  let answer: Answer;
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    answer = await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    p99: percentile(samples, 0.99),
    max: samples.at(-1) ?? Number.NaN,
    answer,
  };
}

/** "50 of 4,731": what the query found, so a fast answer is seen not to be an empty one. */
function found(answer: Answer): string {
  if (typeof answer === "number") return answer.toLocaleString("en-AU");
  if (answer === undefined) return "";
  if ("leads" in answer)
    return `${answer.leads.length} of ${answer.total.toLocaleString("en-AU")}${answer.totalCapped ? "+" : ""}`;
  if ("goalMinutes" in answer)
    return `median ${answer.overall.medianMinutes ?? "none"} min of ${answer.overall.contacted.toLocaleString("en-AU")} contacted, ${answer.brokers.length} owners`;
  if ("weeks" in answer)
    return `${answer.weeks.reduce((sum, week) => sum + week.total, 0).toLocaleString("en-AU")} in 12 weeks`;
  return `${answer.notes.length} notes, ${answer.statusChanges.length} changes`;
}

function queries(
  inbox: LeadInbox,
  sample: Sample,
  {
    now,
    overview,
    firstContactFigures,
  }: { now: number; overview: () => Promise<InboxOverview>; firstContactFigures: () => Promise<FirstContactFigures> },
): Query[] {
  const inboxView = { view: "inbox" } as const;
  const page = { limit: PAGE_SIZE };
  const daysAgo = (days: number) => melbourneDate(now - days * 24 * 3600_000);
  const phoneAsTyped = `0${sample.phone.slice(3, 6)} ${sample.phone.slice(6, 9)} ${sample.phone.slice(9)}`;
  return [
    ["list, first page", () => inbox.list(inboxView, page)],
    ["list, deep page (before)", () => inbox.list(inboxView, { ...page, before: sample.deepBefore })],
    ["status = qualified", () => inbox.list({ ...inboxView, status: "qualified" }, page)],
    ["form = referral", () => inbox.list({ ...inboxView, form: "referral" }, page)],
    ["type = Business Purchase", () => inbox.list({ ...inboxView, enquiryType: "Business Purchase" }, page)],
    ["heard = Friend/Family", () => inbox.list({ ...inboxView, reference: "Friend/Family" }, page)],
    ["mine (assigned to 2)", () => inbox.list({ ...inboxView, assignedTo: 2 }, page)],
    ["unread", () => inbox.list({ ...inboxView, unread: true }, page)],
    ["date range (5 to 3 weeks ago)", () => inbox.list({ ...inboxView, from: daysAgo(35), to: daysAgo(21) }, page)],
    ["date range (last year)", () => inbox.list({ ...inboxView, from: daysAgo(400), to: daysAgo(300) }, page)],
    ["spam view", () => inbox.list({ view: "spam" }, page)],
    [`search name "${sample.lastName}"`, () => inbox.list({ ...inboxView, search: sample.lastName }, page)],
    [
      `search e-mail "${sample.email.slice(0, 8)}"`,
      () => inbox.list({ ...inboxView, search: sample.email.slice(0, 8) }, page),
    ],
    [`search phone "${phoneAsTyped}"`, () => inbox.list({ ...inboxView, search: phoneAsTyped }, page)],
    ['search word "refinance"', () => inbox.list({ ...inboxView, search: "refinance" }, page)],
    ['search words "first home"', () => inbox.list({ ...inboxView, search: "first home" }, page)],
    // The worst case: a word in every lead (here every e-mail address is at an example domain; for real, "gmail").
    ['search "example" (every lead)', () => inbox.list({ ...inboxView, search: "example" }, page)],
    [`search rare word "${RARE_WORD}"`, () => inbox.list({ ...inboxView, search: RARE_WORD }, page)],
    [
      "combined (new, inquiry, First Home, unread, 4 weeks)",
      () =>
        inbox.list(
          {
            ...inboxView,
            status: "new",
            form: "inquiry",
            enquiryType: "First Home",
            unread: true,
            from: daysAgo(28),
            to: daysAgo(0),
          },
          page,
        ),
    ],
    [
      'combined (mine, won, search "loan")',
      () => inbox.list({ ...inboxView, assignedTo: 2, status: "won", search: "loan" }, page),
    ],
    [
      'combined (won, referral, search "example")',
      () => inbox.list({ ...inboxView, status: "won", form: "referral", search: "example" }, page),
    ],
    [
      "combined (won, referral, heard Other)",
      () => inbox.list({ ...inboxView, status: "won", form: "referral", reference: "Other" }, page),
    ],
    ["spam view, status won (none)", () => inbox.list({ view: "spam", status: "won" }, page)],
    ["one lead", () => inbox.lead(sample.id)],
    ["unread count", () => inbox.unreadCount()],
    ["overview (12 weeks)", overview],
    // The first-contact clock (decision 019): the view "Needs first contact", and the overview's speed.
    ["needs first contact, first page", () => inbox.list({ view: "first-contact" }, page)],
    ["overview: first-contact figures", firstContactFigures],
  ];
}

function printTable(summary: Summary): void {
  console.log(
    `Staff inbox queries on ${summary.engine === "postgres" ? "PostgreSQL" : "SQLite"} over ${summary.leads.toLocaleString("en-AU")} leads, ${summary.runs} runs each (goal: p99 <= ${GOAL_P99_MS} ms)`,
  );
  console.log(
    `${summary.engine === "postgres" ? "Copied from SQLite" : "Seeded"} in ${(summary.seedMs / 1000).toFixed(1)} s. Machine: ${summary.machine.cpus} CPUs, load average ${summary.machine.loadAverage.map((value) => value.toFixed(2)).join(" ")} at the start.`,
  );
  console.log("");
  const header = ["Query", "p50 ms", "p95 ms", "p99 ms", "max ms", "Found", ""];
  const rows = summary.results.map((result) => [
    result.query,
    result.p50.toFixed(2),
    result.p95.toFixed(2),
    result.p99.toFixed(2),
    result.max.toFixed(2),
    result.found,
    result.p99 > GOAL_P99_MS ? "OVER GOAL" : "",
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column > 0 && column < 5 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
  console.log("");
  const over = summary.results.filter((result) => result.p99 > GOAL_P99_MS);
  console.log(
    over.length === 0
      ? `Every query's p99 is within ${GOAL_P99_MS} ms.`
      : `${over.length} ${over.length === 1 ? "query is" : "queries are"} over the goal: ${over.map((result) => result.query).join("; ")}.`,
  );
}

async function main(): Promise<void> {
  const leadCount = count("leads", 100_000, 100);
  const runs = count("runs", 200, 1);
  const asJson = process.argv.includes("--json");
  const store = option("store", "sqlite");
  if (store !== "sqlite" && store !== "postgres") throw new Error("--store must be sqlite or postgres.");
  const dir = await mkdtemp(path.join(tmpdir(), "bench-inbox-"));
  try {
    const now = Date.now();
    const databasePath = path.join(dir, "leads.sqlite");

    const seeding = connectLeadDatabase(databasePath);
    const seedStart = performance.now();
    if (!asJson) process.stderr.write(`Seeding ${leadCount.toLocaleString("en-AU")} leads into ${databasePath}...\n`);
    const sample = seed(seeding, { leadCount, now });
    const seedMs = performance.now() - seedStart;
    seeding.close();

    const machine = { cpus: availableParallelism(), loadAverage: loadavg() };
    const measure = async (database: AppDatabase, engine: Engine, seededMs: number): Promise<Summary> => {
      const inbox = openLeadInbox(database, () => now);
      const overview = () => readOverview(database, now);
      const firstContactFigures = () => readFirstContactFigures(database, now, 15);
      const results: Result[] = [];
      for (const [query, run] of queries(inbox, sample, { now, overview, firstContactFigures })) {
        if (!asJson) process.stderr.write(`  ${engine}: ${query}\n`);
        const { p50, p95, p99, max, answer } = await time(run, runs);
        results.push({ query, p50, p95, p99, max, found: found(answer) });
      }
      return { engine, leads: leadCount, runs, seedMs: seededMs, goalP99Ms: GOAL_P99_MS, machine, results };
    };

    // As the server does: the inbox on the database it opens.
    const database = await openDatabase({ engine: "sqlite", path: databasePath });
    const summaries = [await measure(database, "sqlite", seedMs)];
    if (store === "postgres") {
      const cluster = await startPostgresCluster({ say: (line) => process.stderr.write(`${line}\n`) });
      try {
        const admin = new pg.Client({ connectionString: cluster.url("postgres") });
        await admin.connect();
        await admin.query("CREATE DATABASE inbox");
        await admin.end();
        const postgres = await openDatabase({ engine: "postgres", url: cluster.url("inbox") });
        try {
          const copyStart = performance.now();
          if (!asJson) process.stderr.write("Copying them into PostgreSQL...\n");
          await copyDatabase(database, postgres);
          // What autovacuum would have done by the time a real database held this
          // many: statistics for the planner, and the visibility map that lets
          // a count be answered from an index alone.
          const vacuum = new pg.Client({ connectionString: cluster.url("inbox") });
          await vacuum.connect();
          await vacuum.query("VACUUM ANALYZE");
          await vacuum.end();
          summaries.push(await measure(postgres, "postgres", performance.now() - copyStart));
        } finally {
          await postgres.close();
        }
      } finally {
        await cluster.stop();
      }
    }
    await database.close();

    if (asJson) console.log(JSON.stringify(summaries.length === 1 ? summaries[0] : summaries, null, 2));
    else
      for (const [index, summary] of summaries.entries()) {
        if (index > 0) console.log("");
        printTable(summary);
      }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench:inbox could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
