// The lead endpoint when the database cannot be written: the built server,
// the real SQLite file with the store's own connections broken as a read-only
// file or a full disk breaks them, the outbox and a real SMTP server.
import { statSync } from "node:fs";
import { chmod, readdir } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SEND_JSON_PATH } from "../../../contracts/lead-protocol.ts";
import { emailOf, readLeadDatabase } from "../../../tests/support/lead-server/ledger.ts";
import { inquiryPost } from "../../../tests/support/lead-server/sample-leads.ts";
import { type LeadServerWorkDir, makeLeadServerWorkDir } from "../../../tests/support/lead-server/server-process.ts";
import { until } from "../../../tests/support/lead-server/until.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-test-server.ts";
import { buildServer } from "../../app.ts";
import { readConfig } from "../../config.ts";
import { type AppDatabase, openDatabase, type OpenDatabaseOptions } from "../../db/database.ts";
import { openLeadStore, type LeadStore } from "./lead-store.ts";

/** Each test takes seconds; this leaves room for every deadline on a loaded machine. */
const TEST_TIMEOUT = { timeout: 90_000 };

let workDir: LeadServerWorkDir;
let databasePath: string;
let smtp: TestSmtpServer;
let faults: DatabaseFaults;
let running: { app: FastifyInstance; database: AppDatabase; store: LeadStore } | undefined;

beforeEach(async () => {
  workDir = await makeLeadServerWorkDir();
  // In a folder the store must make, as on a first start.
  databasePath = path.join(workDir.dir, "data", "leads.sqlite");
  smtp = await startTestSmtpServer();
  faults = databaseFaults();
});

afterEach(async () => {
  await stopServer();
  await smtp.stop();
  await chmod(databasePath, 0o600).catch(() => undefined);
  await workDir.remove();
});

async function startServer(databaseOptions: OpenDatabaseOptions = { connectSqlite: faults.connect }) {
  const config = readConfig({
    CLIENT_DIR: workDir.clientDir,
    DATABASE_PATH: databasePath,
    LOG_LEVEL: "silent",
    SMTP_URL: smtp.url,
    // The test SMTP server is a relay on 127.0.0.1 without STARTTLS.
    SMTP_ALLOW_PLAINTEXT: "true",
    LEADS_TO: "leads@kestrelridge.example",
    LEADS_FROM: "website@kestrelridge.example",
    DELIVERY_MAX_BACKOFF_MS: "1000",
    // These tests post more leads than a visitor may.
    LEAD_RATE_LIMIT_PER_MINUTE: "1000",
  });
  const database = await openDatabase({ engine: "sqlite", path: config.DATABASE_PATH }, databaseOptions);
  const store = openLeadStore(database);
  const app = await buildServer(config, { database, store });
  running = { app, database, store };
  return running;
}

/**
 * Opens the file as SQLite does for a user that file modes bind: read-only,
 * without a word, when the file has no write permission. For any other user
 * that is SQLite's own doing; root writes a 0444 file, so as root (CI) the
 * same opening is asked for here, and the rest of the test is the real thing.
 */
function asFileModesBind(file: string): Database.Database {
  const writable = process.getuid?.() !== 0 || (statSync(file).mode & 0o200) !== 0;
  return new Database(file, { readonly: !writable });
}

async function stopServer() {
  if (!running) return;
  await running.app.close();
  running.store.close();
  await running.database.close();
  running = undefined;
}

interface DatabaseFaults {
  connect(file: string): Database.Database;
  /** When the store opened each of its connections (epoch ms). */
  readonly openedAt: readonly number[];
  makeReadOnly(): void;
  makeWritable(): void;
  fillDisk(): void;
  freeDisk(): void;
}

/**
 * Opens the store's connections as the server does, and breaks writing on
 * them the way the real faults do (a chmod cannot: open files stay writable,
 * and root ignores file modes):
 * - read-only: the live connection refuses writes (query_only) and new ones
 *   open read-only, as SQLite opens a file it may not write. Made writable
 *   again, the live connection stays read-only, as SQLite's does: only a new
 *   connection can write.
 * - a full disk: a size limit (max_page_count) at the file's current size,
 *   then raised again.
 */
function databaseFaults(): DatabaseFaults {
  let readonly = false;
  let maxPageCount: number | undefined;
  const connections: Database.Database[] = [];
  const openedAt: number[] = [];
  const live = () => connections.filter((db) => db.open);
  return {
    connect(file) {
      const db = new Database(file, { timeout: 5000, readonly });
      if (maxPageCount !== undefined) db.pragma(`max_page_count = ${maxPageCount}`);
      connections.push(db);
      openedAt.push(Date.now());
      return db;
    },
    openedAt,
    makeReadOnly() {
      readonly = true;
      for (const db of live()) db.pragma("query_only = ON");
    },
    makeWritable() {
      readonly = false;
    },
    fillDisk() {
      for (const db of live()) {
        maxPageCount = db.pragma("page_count", { simple: true }) as number;
        db.pragma(`max_page_count = ${maxPageCount}`);
      }
    },
    freeDisk() {
      maxPageCount = undefined;
      for (const db of live()) db.pragma("max_page_count = 1073741823");
    },
  };
}

function postInquiry(app: FastifyInstance, email: string) {
  // A long message, so that a few leads fill a page of the database.
  return app.inject({
    method: "POST",
    url: SEND_JSON_PATH,
    payload: inquiryPost(email, `Looking at a bakery in Sebastopol. ${"We have run one before. ".repeat(40)}`),
  });
}

/** The visitors' addresses of the leads on disk, oldest first. */
function storedEmails(): (string | undefined)[] {
  return readLeadDatabase(databasePath).leads.map(emailOf);
}

/** No half-written lead: the file is sound, and every lead has its two deliveries and every delivery its lead. */
function expectWholeRows(): void {
  const { leads, deliveries, integrity } = readLeadDatabase(databasePath);
  expect(integrity).toBe("ok");
  const deliveriesOf = (leadId: string) => deliveries.filter((row) => row.lead_id === leadId).length;
  const leadIds = new Set(leads.map((lead) => lead.id));
  const unmatched = leads.filter((lead) => lead.delivery_state !== "spam" && deliveriesOf(lead.id) !== 2).length;
  const orphans = deliveries.filter((row) => !leadIds.has(row.lead_id)).length;
  expect({ unmatched, orphans }).toEqual({ unmatched: 0, orphans: 0 });
}

/** The messages the mail server accepted for this visitor's lead. */
const emailsFor = (email: string) =>
  smtp.received.filter((message) => message.headers.get("reply-to")?.includes(email)).length;

async function expectDeliveredOnce(store: LeadStore, emails: string[]): Promise<void> {
  await until("every stored lead is delivered", async () => (await store.countLeads()).delivered === emails.length);
  await until("no delivery is pending", async () => (await store.nextAttemptAt(["email", "webhook"])) === null);
  expect(emails.map(emailsFor)).toEqual(emails.map(() => 1));
  expect(smtp.received).toHaveLength(emails.length);
}

describe("a lead sent while the database cannot be written", () => {
  it(
    "is answered 503 with Retry-After and not stored while the file is read-only, and the next lead is taken once it is writable, without a restart",
    TEST_TIMEOUT,
    async () => {
      const { app, store } = await startServer();
      expect((await postInquiry(app, "before@example.com")).statusCode).toBe(200);
      await until("the first lead is delivered", async () => (await store.countLeads()).delivered === 1);

      faults.makeReadOnly();
      for (const email of ["read-only-1@example.com", "read-only-2@example.com"]) {
        const response = await postInquiry(app, email);
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toMatch(/^[1-9]\d*$/);
        expect(response.body).not.toMatch(/SQLITE|readonly/i);
      }
      expect(storedEmails()).toEqual(["before@example.com"]);

      faults.makeWritable();
      const after = await postInquiry(app, "after@example.com");
      expect(after.statusCode).toBe(200);
      expect(storedEmails()).toEqual(["before@example.com", "after@example.com"]);
      expectWholeRows();
      await expectDeliveredOnce(store, ["before@example.com", "after@example.com"]);
    },
  );

  it(
    "is answered 200 only when stored while the disk is full, never leaves half a lead, and the next lead is taken once there is room",
    TEST_TIMEOUT,
    async () => {
      const { app, store } = await startServer();
      faults.fillDisk();
      const answers = new Map<string, number>();
      let refusedInARow = 0;
      for (let count = 0; refusedInARow < 3; count += 1) {
        expect(count, "the size limit never refused a lead").toBeLessThan(50);
        const email = `full-${count}@example.com`;
        const response = await postInquiry(app, email);
        answers.set(email, response.statusCode);
        if (response.statusCode === 503) expect(response.headers["retry-after"]).toMatch(/^[1-9]\d*$/);
        refusedInARow = response.statusCode === 503 ? refusedInARow + 1 : 0;
      }
      for (const status of answers.values()) expect([200, 503]).toContain(status);
      const answeredOk = [...answers].filter(([, status]) => status === 200).map(([email]) => email);
      expect(storedEmails()).toEqual(answeredOk);
      expectWholeRows();

      faults.freeDisk();
      const after = await postInquiry(app, "after-full@example.com");
      expect(after.statusCode).toBe(200);
      expect(storedEmails()).toEqual([...answeredOk, "after-full@example.com"]);
      expectWholeRows();
      await expectDeliveredOnce(store, [...answeredOk, "after-full@example.com"]);
    },
  );

  it(
    "is taken again once a file that was read-only when the server started is made writable, without a restart",
    TEST_TIMEOUT,
    async () => {
      const first = await startServer({});
      expect((await postInquiry(first.app, "before@example.com")).statusCode).toBe(200);
      await stopServer();
      // Restored from a backup by another user, say: SQLite opens it read-only without a word.
      await chmod(databasePath, 0o444);
      const { app, store } = await startServer({ connectSqlite: asFileModesBind });
      expect((await postInquiry(app, "read-only@example.com")).statusCode).toBe(503);

      // SQLite made the -wal and -shm files with the database file's mode: all three are put right.
      for (const file of await readdir(path.dirname(databasePath)))
        await chmod(path.join(path.dirname(databasePath), file), 0o600);
      expect((await postInquiry(app, "after@example.com")).statusCode).toBe(200);
      expect(storedEmails()).toEqual(["before@example.com", "after@example.com"]);
      await until("the new lead is delivered", async () => (await store.countLeads()).delivered === 2);
    },
  );
});

describe("the outbox when the database cannot be written", () => {
  it(
    "records an e-mail the mail server accepted while the database was read-only once it is writable, without sending it again",
    TEST_TIMEOUT,
    async () => {
      const { app, store } = await startServer();
      const held = smtp.holdNext();
      expect((await postInquiry(app, "held@example.com")).statusCode).toBe(200);
      await held.arrived;
      faults.makeReadOnly();
      const openedBefore = faults.openedAt.length;
      held.release();
      // Each try to record it opens a new connection (see lead-store.ts): three tries, no crash.
      await until(
        "the outbox has tried to record the delivery three times",
        () => faults.openedAt.length >= openedBefore + 3,
      );
      expect(emailsFor("held@example.com")).toBe(1);
      // Tries spaced by the delivery backoff (capped at 1 s here), not ten a second.
      const tries = faults.openedAt.slice(openedBefore);
      for (const [index, at] of tries.slice(1).entries()) expect(at - (tries[index] ?? 0)).toBeGreaterThanOrEqual(750);

      faults.makeWritable();
      await expectDeliveredOnce(store, ["held@example.com"]);
      const [lead] = await store.listLeads();
      expect(await store.deliveriesOf(lead?.id ?? "")).toMatchObject([
        { channel: "email", state: "delivered", attempts: 1 },
        { channel: "webhook", state: "skipped" },
      ]);
    },
  );

  it(
    "records an attempt the mail server refused while the database was read-only once it is writable, and delivers the lead once",
    TEST_TIMEOUT,
    async () => {
      const { app, store } = await startServer();
      const held = smtp.holdNext();
      expect((await postInquiry(app, "refused@example.com")).statusCode).toBe(200);
      await held.arrived;
      faults.makeReadOnly();
      smtp.refuseAll(451, "message");
      const openedBefore = faults.openedAt.length;
      held.release();
      await until(
        "the outbox has tried to record the failure three times",
        () => faults.openedAt.length >= openedBefore + 3,
      );

      smtp.acceptAll();
      faults.makeWritable();
      await expectDeliveredOnce(store, ["refused@example.com"]);
      const [lead] = await store.listLeads();
      expect((await store.deliveriesOf(lead?.id ?? ""))[0]).toMatchObject({
        state: "delivered",
        attempts: 2,
        lastError: null,
      });
      expect(smtp.answers.map((answer) => answer.responseCode)).toEqual([451, 250]);
    },
  );
});
