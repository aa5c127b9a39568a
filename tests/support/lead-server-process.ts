/**
 * The compiled lead server (server/main.js) as a real process, for
 * tests of what only a process shows: a SIGKILL mid-load, a SIGTERM with
 * requests in flight, a restart on the same database. It starts the server
 * on a free loopback port with a throw-away site and SQLite file, sends
 * leads over real sockets, and reads what was stored straight from the file.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import { connect, createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { inject } from "vitest";
import { DEFAULT_SERVICE_ID, DEFAULT_USER_ID, HONEYPOT_FIELD, LIB_VERSION, SEND_FORM_PATH, SEND_JSON_PATH, TEMPLATE_IDS, type LeadFormName } from "../../contracts/lead-protocol.ts";

/**
 * The compiled server to run: the one the reliability tests' global set-up
 * compiled (tests/reliability/build-server.ts), else `npm run build:server`'s.
 */
export function leadServerMain(): string {
  // Undefined when the global set-up did not run (a test file run on its own by another config).
  return (inject("leadServerMain") as string | undefined) ?? path.resolve("build", "node", "server", "main.js");
}

/** A folder of its own for one test: a tiny site (main.ts wants an index.html) and where the database goes. */
export interface LeadServerWorkDir {
  dir: string;
  clientDir: string;
  databasePath: string;
  remove(): Promise<void>;
}

export async function makeLeadServerWorkDir(): Promise<LeadServerWorkDir> {
  const dir = await mkdtemp(path.join(tmpdir(), "lead-server-process-"));
  const clientDir = path.join(dir, "client");
  await mkdir(clientDir);
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  await writeFile(path.join(clientDir, "404.html"), "<!doctype html><title>Not found</title><h1>Not found</h1>");
  return { dir, clientDir, databasePath: path.join(dir, "leads.sqlite"), remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface LeadServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly port: number;
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  /** Settles once the process has ended, however it ended. */
  readonly exited: Promise<ProcessExit>;
  /** Whether the process is still running. */
  running(): boolean;
  /** The last of what it wrote to stdout and stderr, for failure messages. */
  output(): string;
  /** Sends a signal (SIGKILL for a crash, SIGTERM for a shutdown). */
  kill(signal: NodeJS.Signals): void;
  /** Ends it with SIGTERM and waits, then with SIGKILL if it has not gone within `timeoutMs`. */
  stop(timeoutMs?: number): Promise<ProcessExit>;
}

const OUTPUT_KEPT_CHARS = 64 * 1024;

/** A port nothing listens on at this instant (the server may still lose it to a race: startLeadServer tries again). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts the built server with only the settings given (nothing from this
 * process's environment or a .env file, so a developer's SMTP_URL never
 * leaks into a test) and resolves once it answers on its port.
 */
export async function startLeadServer(workDir: LeadServerWorkDir, settings: Record<string, string> = {}, timeoutMs = 30_000): Promise<LeadServerProcess> {
  const main = leadServerMain();
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build:server\`.`);
  for (let attempt = 1; ; attempt += 1) {
    const server = spawnLeadServer(main, workDir, await freePort(), settings);
    try {
      await untilListening(server, timeoutMs);
      return server;
    } catch (error) {
      server.kill("SIGKILL");
      await server.exited;
      // Another process took the port between the probe and the server's listen.
      if (attempt < 3 && /EADDRINUSE/.test(server.output())) continue;
      throw error;
    }
  }
}

function spawnLeadServer(main: string, workDir: LeadServerWorkDir, port: number, settings: Record<string, string>): LeadServerProcess {
  const child = spawn(process.execPath, [main], {
    // The work folder, so no .env beside package.json is read.
    cwd: workDir.dir,
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: String(port),
      CLIENT_DIR: workDir.clientDir,
      DATABASE_PATH: workDir.databasePath,
      LOG_LEVEL: "warn",
      // Tests send far more than a visitor would, all from 127.0.0.1.
      LEAD_RATE_LIMIT_PER_MINUTE: "1000000",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_KEPT_CHARS);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<ProcessExit>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("The lead server process did not start.");

  const server: LeadServerProcess = {
    child,
    pid,
    port,
    origin: `http://127.0.0.1:${port}`,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    kill(signal) {
      if (server.running()) child.kill(signal);
    },
    async stop(timeoutMs = 20_000) {
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  return server;
}

async function untilListening(server: LeadServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!server.running()) throw new Error(`The lead server stopped before it listened:\n${server.output()}`);
    try {
      const response = await fetch(server.origin, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The lead server did not answer on ${server.origin} within ${timeoutMs} ms:\n${server.output()}`);
    await delay(50);
  }
}

/** Waits for `condition` to hold, looking every `everyMs`, or fails naming what it waited for. */
export async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000, everyMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await delay(everyMs);
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Settles with the exit, or fails if the process has not ended within `timeoutMs`. */
export async function exitWithin(server: LeadServerProcess, timeoutMs: number): Promise<ProcessExit> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The lead server did not exit within ${timeoutMs} ms:\n${server.output()}`)), timeoutMs);
  });
  try {
    return await Promise.race([server.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------
// Submissions

export type LeadEncoding = "json" | "multipart" | "urlencoded";

export interface LeadSubmission {
  form: LeadFormName;
  encoding: LeadEncoding;
  /** The visitor's e-mail address: unique per submission, so it finds the lead's row and e-mail. */
  email: string;
  /** The honeypot filled: answered OK, kept as spam, never delivered. */
  spam: boolean;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Every combination of form and body in turn, so a load covers both forms and both endpoints. */
export const SUBMISSION_KINDS: readonly { form: LeadFormName; encoding: LeadEncoding }[] = [
  { form: "inquiry", encoding: "json" },
  { form: "referral", encoding: "multipart" },
  { form: "inquiry", encoding: "urlencoded" },
  { form: "referral", encoding: "json" },
  { form: "inquiry", encoding: "multipart" },
  { form: "referral", encoding: "urlencoded" },
];

/** A valid lead of the given kind from `email`, as the site's forms (or a browser without JavaScript) send it. */
export function leadSubmission(kind: { form: LeadFormName; encoding: LeadEncoding }, email: string, options: { spam?: boolean } = {}): LeadSubmission {
  const spam = options.spam ?? false;
  const fields: Record<string, string> =
    kind.form === "inquiry"
      ? {
          firstName: "Mia",
          lastName: "Tran",
          email,
          mobile: "0412 345 678",
          enquiryType: "First Home",
          reference: "Google",
          postCode: "3350",
          message: `Looking at a first home in Sebastopol (${email}).`,
        }
      : { from_name: "Noah Kelly", from_email: email, from_phone: "(03) 5550 0148", message: `Referring my sister (${email}).` };
  if (spam) fields[HONEYPOT_FIELD] = "https://spam.example";
  const envelope = { lib_version: LIB_VERSION, service_id: DEFAULT_SERVICE_ID, user_id: DEFAULT_USER_ID, template_id: TEMPLATE_IDS[kind.form] };

  if (kind.encoding === "json") {
    const body = Buffer.from(JSON.stringify({ ...envelope, template_params: fields }));
    return { ...kind, email, spam, path: SEND_JSON_PATH, headers: { "content-type": "application/json" }, body };
  }
  const all = { ...envelope, ...fields };
  if (kind.encoding === "urlencoded") {
    const body = Buffer.from(new URLSearchParams(all).toString());
    return { ...kind, email, spam, path: SEND_FORM_PATH, headers: { "content-type": "application/x-www-form-urlencoded" }, body };
  }
  const boundary = `----lead-${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(all).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const body = Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
  return { ...kind, email, spam, path: SEND_FORM_PATH, headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, body };
}

export type SendOutcome = { status: number; body: string } | { error: string };

/** Posts one submission; a refused or cut connection is an outcome (its code), not a throw. */
export function sendLead(origin: string, submission: LeadSubmission, agent?: Agent): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const url = new URL(submission.path, origin);
    const outgoing = request(
      url,
      { method: "POST", agent, headers: { ...submission.headers, "content-length": String(submission.body.length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    outgoing.end(submission.body);
  });
}

export interface LoadResult {
  /** Every submission sent, with its outcome, in the order sent. */
  sent: { submission: LeadSubmission; outcome: SendOutcome }[];
}

/**
 * Keeps `concurrency` submissions in flight until `stop()` is called, `limit`
 * have been sent or the server stops answering; `next(index)` makes each one. `answered` counts
 * the 200s so far, so a test can act once enough leads were taken.
 */
export function startLoad(origin: string, options: { concurrency: number; next: (index: number) => LeadSubmission; limit?: number }) {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const sent: LoadResult["sent"] = [];
  let stopped = false;
  let index = 0;
  let okCount = 0;
  const worker = async () => {
    while (!stopped && index < limit) {
      const submission = options.next(index);
      index += 1;
      const entry: LoadResult["sent"][number] = { submission, outcome: { error: "PENDING" } };
      sent.push(entry);
      entry.outcome = await sendLead(origin, submission, agent);
      if ("status" in entry.outcome && entry.outcome.status === 200) okCount += 1;
      // A dead server refuses every further connection at once: no point hammering it.
      if ("error" in entry.outcome) return;
    }
  };
  const workers = Promise.all(Array.from({ length: options.concurrency }, worker));
  return {
    /** How many submissions were answered 200 so far. */
    answered: () => okCount,
    /** Stops sending and resolves once every submission in flight has its outcome. */
    async stop(): Promise<LoadResult> {
      stopped = true;
      await workers;
      agent.destroy();
      return { sent };
    },
    /** Resolves once every worker has stopped by itself (after the server died). */
    async finished(): Promise<LoadResult> {
      await workers;
      agent.destroy();
      return { sent };
    },
  };
}

// ---------------------------------------------------------------------------
// The database, read as it is on disk

export interface LeadRow {
  id: string;
  form: string;
  fields: Record<string, string>;
  received_at: string;
  ip_hash: string;
  user_agent: string | null;
  delivery_state: string;
  delivered_at: string | null;
}

export interface DeliveryRow {
  lead_id: string;
  channel: string;
  state: string;
  attempts: number;
  next_attempt_at: number;
  leased_until: number | null;
  last_error: string | null;
  delivered_at: string | null;
}

export interface LeadDatabaseContents {
  leads: LeadRow[];
  deliveries: DeliveryRow[];
  /** PRAGMA integrity_check's answer: "ok" when the file is sound. */
  integrity: string;
}

/** Everything the lead database holds, read read-only (the server may be running, or dead mid-write). */
export function readLeadDatabase(databasePath: string): LeadDatabaseContents {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const leads = (db.prepare("SELECT * FROM leads ORDER BY rowid").all() as (Omit<LeadRow, "fields"> & { fields: string })[]).map((row) => ({
      ...row,
      fields: JSON.parse(row.fields) as Record<string, string>,
    }));
    const deliveries = db.prepare("SELECT * FROM lead_deliveries ORDER BY lead_id, channel").all() as DeliveryRow[];
    const integrity = db.pragma("integrity_check", { simple: true }) as string;
    return { leads, deliveries, integrity };
  } finally {
    db.close();
  }
}

/** How many e-mail deliveries are not yet recorded as delivered: a query light enough to poll. */
export function emailDeliveriesWaiting(databasePath: string): number {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT COUNT(*) AS waiting FROM lead_deliveries WHERE channel = 'email' AND state <> 'delivered'").get() as { waiting: number };
    return row.waiting;
  } finally {
    db.close();
  }
}

/** The visitor's e-mail address a stored lead carries, whichever form it came from. */
export function emailOf(lead: Pick<LeadRow, "form" | "fields">): string | undefined {
  return lead.form === "inquiry" ? lead.fields.email : lead.fields.from_email;
}

// ---------------------------------------------------------------------------
// A request held open by hand

export interface HttpAnswer {
  status: number;
  head: string;
  body: string;
}

export interface HeldRequest {
  /** Resolves once the server has read the request's headers (its "100 Continue"): it is in flight. */
  started: Promise<void>;
  /**
   * Sends the rest of the body, and then `next` on the same connection if
   * given (pipelined). Resolves with the answer to the held request, and to
   * `next` either its answer or "closed" when the server closed the
   * connection without one.
   */
  finish(next?: LeadSubmission): Promise<{ answer: HttpAnswer; next?: HttpAnswer | "closed" }>;
  destroy(): void;
}

/**
 * A lead posted over a raw socket that stops before its body: the server
 * answers `Expect: 100-continue` as soon as it has the headers, so the test
 * knows the request is in flight, and `finish()` sends the body later.
 */
export function holdLeadRequest(port: number, submission: LeadSubmission): HeldRequest {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  let closed = false;
  const changes: (() => void)[] = [];
  const changed = () => changes.splice(0).forEach((notify) => notify());
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString("utf8");
    changed();
  });
  socket.on("close", () => {
    closed = true;
    changed();
  });
  socket.on("error", () => undefined);
  const next = () => new Promise<void>((resolve) => changes.push(resolve));

  const started = (async () => {
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("error", reject);
    });
    socket.write(requestHead(port, submission, { expectContinue: true }));
    while (!/^HTTP\/1\.1 100 [^\r]*\r\n\r\n/.test(received)) {
      if (closed) throw new Error(`The server closed the connection before reading the request: ${JSON.stringify(received)}`);
      await next();
    }
  })();

  /** The next whole answer from `offset` on, with where it ends; "closed" if the connection ended first. */
  async function answerFrom(offset: number): Promise<{ answer: HttpAnswer; end: number } | "closed"> {
    for (;;) {
      const parsed = parseAnswer(received, offset);
      if (parsed) return parsed;
      if (closed) return "closed";
      await next();
    }
  }

  return {
    started,
    async finish(pipelined) {
      await started;
      const interimEnd = received.indexOf("\r\n\r\n") + 4;
      socket.write(pipelined ? Buffer.concat([submission.body, Buffer.from(requestHead(port, pipelined)), pipelined.body]) : submission.body);
      const first = await answerFrom(interimEnd);
      if (first === "closed") throw new Error(`The connection closed without an answer: ${JSON.stringify(received.slice(interimEnd))}`);
      if (!pipelined) return { answer: first.answer };
      const second = await answerFrom(first.end);
      return { answer: first.answer, next: second === "closed" ? "closed" : second.answer };
    },
    destroy: () => socket.destroy(),
  };
}

function requestHead(port: number, submission: LeadSubmission, options: { expectContinue?: boolean } = {}): string {
  const headers = {
    host: `127.0.0.1:${port}`,
    connection: "keep-alive",
    ...(options.expectContinue ? { expect: "100-continue" } : {}),
    ...submission.headers,
    "content-length": String(submission.body.length),
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `POST ${submission.path} HTTP/1.1\r\n${lines.join("")}\r\n`;
}

/** A complete HTTP/1.1 answer (with a Content-Length) starting at `offset`, or undefined while more is to come. */
function parseAnswer(text: string, offset: number): { answer: HttpAnswer; end: number } | undefined {
  const headEnd = text.indexOf("\r\n\r\n", offset);
  if (headEnd === -1) return undefined;
  const head = text.slice(offset, headEnd);
  const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
  const bodyBytes = Buffer.from(text.slice(headEnd + 4));
  if (bodyBytes.length < length) return undefined;
  const body = bodyBytes.subarray(0, length).toString("utf8");
  return { answer: { status: Number(head.split(" ")[1]), head, body }, end: headEnd + 4 + body.length };
}

/** Whether a new connection to the port is refused (nothing listens any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

