// @vitest-environment node
/**
 * No SQL outside server/db/ and the store modules it serves (issue 23, "One
 * owner of the database"): a route, a page or a command-line tool asks a
 * store, never the database. This reads every server file that is not a test
 * for the ways code reaches the database, and fails on any file that is
 * neither under server/db/ nor in the list below. A new store module gets a
 * line here, with why; a route that needs a query gets it from its store.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = "server";

/** The store modules allowed to query, beside server/db/ itself: one line each, with why. */
const STORE_MODULES: Readonly<Record<string, string>> = {
  "server/health-check.ts": "GET /healthz's own table: the one write and one read are what it checks",
  "server/leads/intake/lead-rate-limit.ts": "the per-address rate limit's counts, shared by every server",
  "server/leads/store/lead-store.ts": "the leads table: insert, read, the outbox's claims through delivery-queue.ts",
  "server/leads/store/lead-assignment.ts":
    "a new lead's owner, in the store's transaction: routing rules, the round robin's turns (decision 018)",
  "server/leads/store/lead-erasure.ts": "deletion for good: the rows, then VACUUM and the WAL's truncation per engine",
  "server/leads/store/lead-retention.ts":
    "the expired leads, and the one server per day that claims the purge (job_runs)",
  "server/leads/store/privacy-audit.ts": "the privacy_audit table, written with each erasure",
  "server/leads/store/lead-backup.ts": "SQLite's online backup API and integrity check (better-sqlite3), SQLite only",
  "server/leads/delivery/delivery-queue.ts": "the one writer of lead_deliveries and the delivery state on leads",
  "server/leads/first-contact/first-contact-sweep.ts":
    "the overdue leads and callbacks due, each claimed once across servers by a conditional update (decision 019)",
  "server/staff/staff-directory.ts": "the staff table: accounts made, changed and disabled",
  "server/staff/staff-sessions.ts": "the staff_sessions table",
  "server/staff/staff-enrolment.ts": "an enrolment link's steps, kept in the staff row and its recovery codes",
  "server/staff/staff-credentials.ts":
    "password hashes and second factors, each code spent in the statement that checks it",
  "server/staff/sign-in-limits.ts": "failed sign-ins per account and address, shared by every server (decision 013)",
  "server/staff/staff-passkeys.ts":
    "staff_passkeys: public keys and counters, each use recorded by a conditional update (decision 020)",
  "server/staff/passkey-challenges.ts":
    "passkey_challenges: each spent by the statement that checks it, so a replay fails on every server (decision 020)",
  "server/staff/sign-in-policy.ts": 'staff_sign_in_policy: the firm\'s "Passkey required" (decision 020)',
  "server/inbox/leads/lead-inbox.ts": "every query of the inbox's lead pages: one lead, triage, notes, spam, export",
  "server/inbox/leads/contact-attempts.ts":
    "the contact attempts logged on a lead, and the first-contact clock's stop (decision 019)",
  "server/inbox/leads/lead-list-query.ts": "the inbox list's filter as SQL, on either engine",
  "server/inbox/leads/lead-search.ts": "the Search box: FTS5 on SQLite, a tsvector on PostgreSQL",
  "server/inbox/overview/overview-queries.ts": "the overview's weekly counts and median, per engine",
  "server/inbox/overview/first-contact-figures.ts":
    "the overview's time to first contact and share within the goal, per engine (decision 019)",
  "server/site/content/content-store.ts":
    "the content studio's drafts (compare-and-set on their revision) and published versions (numbered in one transaction)",
  "server/site/content/images/content-image-store.ts":
    "the content studio's uploaded originals (content_images), one row a SHA-256, kept whatever uploads it again",
  "server/site/content/closed-dates.ts":
    "the days the firm is closed (firm_closed_dates), which the first-contact clock skips",
  "server/site/content/images/unused-uploads.ts":
    "uploads no version or draft shows, checked and deleted in one transaction under the content's lock",
};

const DRIVERS = "kysely|better-sqlite3|pg";
const RULES: readonly { name: string; pattern: RegExp }[] = [
  {
    name: "imports a database library",
    pattern: new RegExp(
      `(?:\\bfrom\\s+|\\bimport\\s*\\(\\s*|\\bimport\\s+|\\brequire\\s*\\(\\s*)["'](?:${DRIVERS})(?:/[^"']*)?["']`,
    ),
  },
  { name: "builds a query", pattern: /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/ },
  { name: "writes SQL in Kysely's sql template", pattern: /\bsql(?:<[^>\n]*>)?`/ },
  { name: "prepares a statement", pattern: /\.prepare\(/ },
  { name: "sets a pragma", pattern: /\.pragma\(/ },
];

/** How `text` reaches the database, one name per rule it breaks; empty when it does not. */
function databaseAccess(text: string): string[] {
  return RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.name);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file.split(path.sep).join("/")] : [];
  });
}

const files = sourceFiles(SERVER);
const touching = new Map(
  files.map((file) => [file, databaseAccess(readFileSync(file, "utf8"))] as const).filter(([, how]) => how.length),
);

describe("the database", () => {
  it("is reached only from server/db/ and the store modules listed here", () => {
    const outside = [...touching]
      .filter(([file]) => !file.startsWith(`${SERVER}/db/`) && !(file in STORE_MODULES))
      .map(([file, how]) => `${file}: ${how.join(", ")}`);
    expect(outside).toEqual([]);
  });

  it("is still reached by every store module listed (the list names no file that has moved or stopped)", () => {
    const idle = Object.keys(STORE_MODULES).filter((file) => !touching.has(file));
    expect(idle).toEqual([]);
  });

  it("is reached by server/db/ itself, so the check reads the files it means to", () => {
    expect([...touching.keys()].filter((file) => file.startsWith(`${SERVER}/db/`))).toContain("server/db/database.ts");
  });
});

describe("the check", () => {
  const route = (body: string) =>
    [
      'import type { FastifyInstance } from "fastify";',
      "export function registerPlanted(app: FastifyInstance, database: AppDatabase): void {",
      '  app.get("/planted", async () => {',
      body,
      "  });",
      "}",
    ].join("\n");

  it("finds a query planted in a route", () => {
    expect(databaseAccess(route('    return database.db.selectFrom("leads").selectAll().execute();'))).toEqual([
      "builds a query",
    ]);
    for (const write of ['insertInto("leads")', 'updateTable("staff")', 'deleteFrom("lead_deliveries")']) {
      expect(databaseAccess(route(`    await database.db.${write}.execute();`))).toEqual(["builds a query"]);
    }
  });

  it("finds SQL written by hand, a driver's statement and a pragma", () => {
    expect(databaseAccess(route("    return sql`SELECT * FROM leads`.execute(database.db);"))).toEqual([
      "writes SQL in Kysely's sql template",
    ]);
    expect(databaseAccess(route("    return sql<{ n: number }>`SELECT 1 AS n`.execute(database.db);"))).toEqual([
      "writes SQL in Kysely's sql template",
    ]);
    expect(databaseAccess(route('    return database.sqlite?.prepare("SELECT * FROM leads").all();'))).toEqual([
      "prepares a statement",
    ]);
    expect(databaseAccess(route('    return database.sqlite?.pragma("integrity_check");'))).toEqual(["sets a pragma"]);
  });

  it("finds each database library imported, however", () => {
    for (const line of [
      'import { sql } from "kysely";',
      'import type { Kysely } from "kysely";',
      'import Database from "better-sqlite3";',
      'import pg from "pg";',
      'import "pg";',
      'const { Pool } = await import("pg");',
      'export { sql } from "kysely";',
    ]) {
      expect(databaseAccess(line), line).toEqual(["imports a database library"]);
    }
  });

  it("leaves a route that asks its store alone", () => {
    const text = route(
      [
        '    const page = await leads.list({ view: "inbox" }, { limit: 50 });',
        "    // Said in words, the SQL is the store's: lead-inbox.ts selects from leads.",
        '    return { page, sql: "not a template", pages: "pg 2", sqlite: "leads.sqlite" };',
      ].join("\n"),
    );
    expect(databaseAccess(text)).toEqual([]);
  });
});
