// `npm run bench:ha`: two servers on one PostgreSQL behind Caddy, as a firm
// runs them when one machine must not stop the forms. Everything starts here,
// on loopback: a throw-away PostgreSQL (durable commits), a real SMTP server
// in this process, two built servers (the same DATABASE_URL) and Caddy
// balancing between them with health checks on /healthz. Then:
//
// 1. it sends --requests leads (default 5,000) through Caddy and kills one
//    server with SIGKILL halfway, then starts it again as a supervisor would;
// 2. it stops PostgreSQL for --outage-seconds (default 10) during a second
//    run of --second-requests leads (default 2,000), then starts it again;
// 3. it prints the ledger: every OK has exactly one row; the rows without an
//    OK are at most the requests in flight at the kill (or at the outage);
//    each lead is e-mailed once, or twice with the same Message-ID where the
//    kill caught it mid-delivery; and, per server, the seconds /healthz
//    answered 503 and how long it took to answer 200 again.
//
// A benchmark that prints figures: it exits 1 only when the ledger
// disagrees (or something could not be started).
//
//   npm run bench:ha -- --requests=5000 --concurrency=20 --outage-seconds=10 --second-requests=2000
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { freePort } from "../tests/support/lead-server/free-port.ts";
import { emailOf, type LeadRow, rowsPerEmail } from "../tests/support/lead-server/ledger.ts";
import { openPostgresLedger, type PostgresLedger } from "../tests/support/lead-server/postgres-ledger.ts";
import {
  type LeadServerProcess,
  makeLeadServerWorkDir,
  startLeadServerProcess,
} from "../tests/support/lead-server/server-process.ts";
import { leadSubmission, sendLead, SUBMISSION_KINDS } from "../tests/support/lead-server/submissions.ts";
import { until } from "../tests/support/lead-server/until.ts";
import { type ReceivedEmail, startTestSmtpServer, type TestSmtpServer } from "../tests/support/smtp-test-server.ts";
import { count } from "./bench-arguments.ts";
import { ensureCaddy } from "./caddy.ts";
import { compileLeadServer, DEFAULT_OUT_DIR } from "./compile-lead-server.ts";
import { type PostgresCluster, startPostgresCluster } from "./postgres-cluster.ts";

const settings = {
  requests: count("requests", 5000, 100),
  concurrency: count("concurrency", 20, 1),
  outageSeconds: count("outage-seconds", 10, 1),
  secondRequests: count("second-requests", 2000, 100),
};
const HEALTH_POLL_MS = 100;
/** Longest wait for the outbox to deliver what was accepted. */
const SETTLE_MS = 6 * 60_000;

/** What was started, stopped in reverse order on the way out. */
const cleanups: (() => unknown)[] = [];

/** A lead's answer: its status, or the connection's error code. */
interface Answer {
  status: string;
  spam: boolean;
}

/** What /healthz answered at a time: its status, or "down" when nothing answered. */
interface HealthPoll {
  at: number;
  status: number | "down";
}

/** The server, compiled from the sources as they are now (into build/node, as `npm run build:server` does). */
function compileServer(): string {
  process.stderr.write("Compiling the server...\n");
  compileLeadServer();
  return path.join(DEFAULT_OUT_DIR, "server", "main.js");
}

// ---------------------------------------------------------------------------
// The parts

async function startDatabase(): Promise<{ cluster: PostgresCluster; url: string }> {
  const cluster = await startPostgresCluster({ durable: true, say: (line) => console.log(line) });
  cleanups.push(() => cluster.stop());
  const admin = new pg.Client({ connectionString: cluster.url("postgres") });
  await admin.connect();
  await admin.query("CREATE DATABASE kestrel");
  await admin.end();
  return { cluster, url: cluster.url("kestrel") };
}

function serverSettings(databaseUrl: string, smtp: TestSmtpServer): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    // The test SMTP server is a relay on 127.0.0.1 without STARTTLS.
    SMTP_ALLOW_PLAINTEXT: "true",
    LEADS_TO: "leads@kestrelridge.example",
    LEADS_FROM: "website@kestrelridge.example",
    DELIVERY_MAX_BACKOFF_MS: "1000",
    // Every lead comes from 127.0.0.1: the per-address limit would otherwise refuse all but 5 a minute.
    LEAD_RATE_LIMIT_PER_MINUTE: String(10 ** 9),
    // Caddy is the one proxy in front.
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
  };
}

async function startCaddy(servers: readonly LeadServerProcess[]): Promise<string> {
  ensureCaddy();
  const folder = await mkdtemp(path.join(tmpdir(), "bench-ha-caddy-"));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const port = await freePort();
  const config = path.join(folder, "Caddyfile");
  // Active checks take a server out within a poll of /healthz answering 503 or
  // not answering; passive ones at its first failed request. A request whose
  // connection could not be made is tried on the other server.
  await writeFile(
    config,
    `{
  admin off
  auto_https off
}
http://127.0.0.1:${port} {
  reverse_proxy ${servers.map((server) => `127.0.0.1:${server.port}`).join(" ")} {
    lb_policy round_robin
    lb_try_duration 5s
    lb_try_interval 100ms
    health_uri /healthz
    health_interval 500ms
    health_timeout 1s
    fail_duration 2s
    unhealthy_status 5xx
  }
}
`,
  );
  const caddy = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
    env: { ...process.env, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  caddy.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString("utf8")).slice(-8192)));
  cleanups.push(async () => {
    caddy.kill("SIGTERM");
    await new Promise<void>((resolve) => (caddy.exitCode === null ? caddy.once("exit", () => resolve()) : resolve()));
  });
  const origin = `http://127.0.0.1:${port}`;
  await until(
    "Caddy answers",
    async () => {
      if (caddy.exitCode !== null) throw new Error(`Caddy stopped:\n${output}`);
      return (await fetch(origin).catch(() => undefined))?.ok === true;
    },
    30_000,
    100,
  );
  return origin;
}

/** Polls a server's /healthz every HEALTH_POLL_MS and keeps what it answered: 200, 503, or "down" (no answer). */
function watchHealth(name: string) {
  const timeline: HealthPoll[] = [];
  let origin: string | undefined;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const at = Date.now();
      let status: HealthPoll["status"] = "down";
      if (origin) {
        try {
          const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1000) });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          status = "down";
        }
      }
      timeline.push({ at, status });
      await sleep(HEALTH_POLL_MS);
    }
  })();
  return {
    name,
    timeline,
    watch: (serverOrigin: string) => (origin = serverOrigin),
    async stop() {
      stopped = true;
      await done;
    },
  };
}

// ---------------------------------------------------------------------------
// The load

/** Both forms through both endpoints in turn (SUBMISSION_KINDS). */
function submissionKind(index: number): (typeof SUBMISSION_KINDS)[number] {
  const kind = SUBMISSION_KINDS[index % SUBMISSION_KINDS.length];
  if (kind === undefined) throw new Error("No kinds of submission.");
  return kind;
}

/**
 * Keeps `concurrency` leads in flight through Caddy until `total` were sent:
 * every seventh a bot's (honeypot filled: stored, never delivered), each from
 * an address of its own, so the ledger can tell each lead's answer.
 */
function startLoad(
  origin: string,
  {
    total,
    concurrency,
    label,
    keepGoing = () => false,
  }: { total: number; concurrency: number; label: string; keepGoing?: () => boolean },
) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const answers = new Map<string, Answer>();
  let index = 0;
  let inFlight = 0;
  let ok = 0;
  const worker = async () => {
    while (index < total || keepGoing()) {
      const i = index;
      index += 1;
      const submission = leadSubmission(submissionKind(i), `${label}-${i}@bench.example`, { spam: i % 7 === 3 });
      inFlight += 1;
      const outcome = await sendLead(origin, submission, agent);
      inFlight -= 1;
      const status = "status" in outcome ? String(outcome.status) : outcome.error;
      answers.set(submission.email, { status, spam: submission.spam });
      if (status === "200") ok += 1;
      // While nothing can take a lead, the visitor's browser would not resend at once either.
      else await sleep(100);
    }
  };
  const workers = Promise.all(Array.from({ length: concurrency }, worker));
  return {
    answeredOk: () => ok,
    inFlight: () => inFlight,
    async finished() {
      await workers;
      agent.destroy();
      return answers;
    },
  };
}

async function untilAnswered(load: { answeredOk(): number }, count: number): Promise<void> {
  while (load.answeredOk() < count) await sleep(10);
}

async function untilDelivered(ledger: PostgresLedger): Promise<{ settled: boolean; ms: number; waiting?: number }> {
  const deadline = Date.now() + SETTLE_MS;
  const started = Date.now();
  for (;;) {
    const waiting = await ledger.emailDeliveriesWaiting().catch(() => Number.NaN);
    if (waiting === 0) return { settled: true, ms: Date.now() - started };
    if (Date.now() > deadline) return { settled: false, ms: Date.now() - started, waiting };
    await sleep(250);
  }
}

// ---------------------------------------------------------------------------
// The ledger

function checkLedger(
  leads: readonly LeadRow[],
  answers: ReadonlyMap<string, Answer>,
  received: readonly ReceivedEmail[],
) {
  const rowsByEmail = rowsPerEmail(leads);
  const problems: string[] = [];
  let answeredOk = 0;
  let rowsWithoutOk = 0;
  for (const [email, { status }] of answers) {
    const rows = rowsByEmail.get(email) ?? 0;
    if (status === "200") {
      answeredOk += 1;
      if (rows !== 1) problems.push(`${email}: answered 200 but has ${rows} rows`);
    } else if (rows > 1) {
      problems.push(`${email}: answered ${status} and has ${rows} rows`);
    } else if (rows === 1) {
      rowsWithoutOk += 1;
    }
  }
  for (const email of rowsByEmail.keys()) {
    if (!answers.has(email)) problems.push(`${email}: a row for a lead this run never sent`);
  }

  // E-mails by lead: once, or twice with one Message-ID (a delivery the kill caught after the mail server took it).
  const byLead = new Map<string, { count: number; messageIds: Set<string | undefined> }>();
  for (const email of received) {
    const leadId = email.headers.get("x-lead-id") ?? "";
    const entry = byLead.get(leadId) ?? { count: 0, messageIds: new Set() };
    entry.count += 1;
    entry.messageIds.add(email.headers.get("message-id"));
    byLead.set(leadId, entry);
  }
  const mail = { once: 0, twiceSameId: 0, missing: 0, wrong: 0, spamDelivered: 0 };
  for (const row of leads) {
    const entry = byLead.get(row.id);
    if (row.delivery_state === "spam") {
      if (entry) mail.spamDelivered += 1;
      continue;
    }
    if (!entry) mail.missing += 1;
    else if (entry.count === 1) mail.once += 1;
    else if (entry.count === 2 && entry.messageIds.size === 1) mail.twiceSameId += 1;
    else {
      mail.wrong += 1;
      problems.push(`lead ${row.id}: e-mailed ${entry.count} times with ${entry.messageIds.size} Message-IDs`);
    }
  }
  if (mail.missing > 0) problems.push(`${mail.missing} leads stored but never e-mailed`);
  if (mail.spamDelivered > 0) problems.push(`${mail.spamDelivered} spam leads e-mailed`);
  return { answeredOk, rows: leads.length, rowsWithoutOk, mail, problems };
}

/** The seconds a server's /healthz answered 503 (or not at all) within [from, to], and when it answered 200 again after `since`. */
function healthFigures(
  timeline: readonly HealthPoll[],
  { from, to, since }: { from: number; to: number; since: number },
): { unhealthyMs: number; downMs: number; backAfterMs: number } {
  let unhealthyMs = 0;
  let downMs = 0;
  for (const [i, { at, status }] of timeline.entries()) {
    const next = timeline[i + 1];
    if (next === undefined || at < from || at > to) continue;
    const span = next.at - at;
    if (status === 503) unhealthyMs += span;
    else if (status === "down") downMs += span;
  }
  const back = timeline.find((entry) => entry.at >= since && entry.status === 200);
  return { unhealthyMs, downMs, backAfterMs: back ? back.at - since : Number.NaN };
}

// ---------------------------------------------------------------------------

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : "never");
const thousands = (value: number) => Math.round(value).toLocaleString("en-AU");

function statusCounts(answers: ReadonlyMap<string, Answer>): string {
  const counts: Record<string, number> = {};
  for (const { status } of answers.values()) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${thousands(n)}`)
    .join(", ");
}

async function main(): Promise<number> {
  const serverMain = compileServer();
  if (!existsSync(serverMain)) throw new Error(`${serverMain} did not compile`);
  const { cluster, url } = await startDatabase();
  const smtp = await startTestSmtpServer();
  cleanups.push(() => smtp.stop());
  const ledger = await openPostgresLedger(url);
  cleanups.push(() => ledger.close());

  const workDirs = [await makeLeadServerWorkDir(), await makeLeadServerWorkDir()] as const;
  for (const dir of workDirs) cleanups.push(() => dir.remove());
  const env = serverSettings(url, smtp);
  const start = (index: 0 | 1) => startLeadServerProcess(serverMain, workDirs[index], env, { stdout: "ignore" });
  // Together, as two machines after a deploy: the schema is migrated once, under its lock.
  const servers: [LeadServerProcess, LeadServerProcess] = await Promise.all([start(0), start(1)]);
  cleanups.push(() => Promise.all(servers.map((server) => server.stop())));
  const health = [watchHealth("A"), watchHealth("B")] as const;
  health[0].watch(servers[0].origin);
  health[1].watch(servers[1].origin);
  cleanups.push(() => Promise.all(health.map((watcher) => watcher.stop())));
  const origin = await startCaddy(servers);
  console.log(
    `Two servers (127.0.0.1:${servers[0].port}, :${servers[1].port}) on one PostgreSQL (port ${cluster.port}, durable commits), Caddy at ${origin}, e-mail to a test SMTP server.`,
  );

  // 1. A server killed halfway.
  const killRun = startLoad(origin, {
    total: settings.requests,
    concurrency: settings.concurrency,
    label: "kill",
  });
  await untilAnswered(killRun, Math.floor(settings.requests / 2));
  const inFlightAtKill = killRun.inFlight();
  const killedAt = Date.now();
  servers[0].kill("SIGKILL");
  await servers[0].exited;
  const killAnswers = await killRun.finished();
  const killLoadEnded = Date.now();
  // A supervisor starts it again (systemd's Restart=always); Caddy's checks take it back.
  servers[0] = await start(0);
  health[0].watch(servers[0].origin);
  const afterKill = await untilDelivered(ledger);

  // 2. The database away for a while.
  // Leads keep coming until a few seconds after the database is back, however many that takes.
  let outageOver = false;
  const outageRun = startLoad(origin, {
    total: settings.secondRequests,
    concurrency: settings.concurrency,
    label: "outage",
    keepGoing: () => !outageOver,
  });
  await untilAnswered(outageRun, Math.floor(settings.secondRequests / 4));
  const inFlightAtOutage = outageRun.inFlight();
  const pausedAt = Date.now();
  await cluster.pause();
  await sleep(settings.outageSeconds * 1000);
  const resumedAt = Date.now();
  await cluster.resume();
  setTimeout(() => (outageOver = true), 3000);
  const outageAnswers = await outageRun.finished();
  const afterOutage = await untilDelivered(ledger);
  // A few more polls after the last run, so "back after" is seen.
  await sleep(2000);
  const endedAt = Date.now();

  for (const [index, server] of servers.entries()) {
    if (!server.running()) {
      console.log(
        `\nServer ${"AB"[index]} stopped by itself. The last of what it wrote:\n${server.output().slice(-3000)}`,
      );
    }
  }

  const leads = await ledger.leads();
  const killEmails = new Set(killAnswers.keys());
  const killCheck = checkLedger(
    leads.filter((row) => killEmails.has(emailOf(row) ?? "")),
    killAnswers,
    smtp.received,
  );
  const outageCheck = checkLedger(
    leads.filter((row) => !killEmails.has(emailOf(row) ?? "")),
    outageAnswers,
    smtp.received,
  );
  if (killCheck.rowsWithoutOk > inFlightAtKill) {
    killCheck.problems.push(`${killCheck.rowsWithoutOk} rows without an OK, more than the ${inFlightAtKill} in flight`);
  }
  if (outageCheck.rowsWithoutOk > inFlightAtOutage) {
    outageCheck.problems.push(
      `${outageCheck.rowsWithoutOk} rows without an OK, more than the ${inFlightAtOutage} in flight`,
    );
  }

  const print = (
    title: string,
    check: ReturnType<typeof checkLedger>,
    answers: ReadonlyMap<string, Answer>,
    extra: { inFlight: number; when: string; settle: Awaited<ReturnType<typeof untilDelivered>> },
  ) => {
    console.log(`\n${title}`);
    console.log(`  answers              ${statusCounts(answers)}`);
    console.log(
      `  ledger               ${thousands(check.answeredOk)} OK, ${thousands(check.rows)} rows, ${check.rowsWithoutOk} rows without an OK (${extra.inFlight} requests were in flight ${extra.when})`,
    );
    console.log(
      `  e-mail               ${thousands(check.mail.once)} leads once, ${check.mail.twiceSameId} twice with the same Message-ID, ${check.mail.missing} never, ${check.mail.wrong} otherwise; spam e-mailed: ${check.mail.spamDelivered}`,
    );
    console.log(
      `  delivered            ${extra.settle.settled ? `all, ${seconds(extra.settle.ms)} after the run` : `NOT all within ${seconds(extra.settle.ms)} (${extra.settle.waiting} waiting)`}`,
    );
    for (const problem of check.problems.slice(0, 10)) console.log(`  PROBLEM: ${problem}`);
    if (check.problems.length > 10) console.log(`  ... and ${check.problems.length - 10} more`);
  };
  print(
    `1. ${thousands(settings.requests)} leads, server A killed (SIGKILL) after ${thousands(settings.requests / 2)} OKs`,
    killCheck,
    killAnswers,
    {
      inFlight: inFlightAtKill,
      when: "at the kill",
      settle: afterKill,
    },
  );
  print(
    `2. ${thousands(outageAnswers.size)} leads, PostgreSQL stopped for ${settings.outageSeconds} s`,
    outageCheck,
    outageAnswers,
    {
      inFlight: inFlightAtOutage,
      when: "when it stopped",
      settle: afterOutage,
    },
  );

  console.log(`\n/healthz, polled every ${HEALTH_POLL_MS} ms on each server:`);
  for (const watcher of health) {
    const outage = healthFigures(watcher.timeline, { from: pausedAt, to: endedAt, since: resumedAt });
    const kill = healthFigures(watcher.timeline, { from: killedAt, to: pausedAt, since: killedAt });
    console.log(
      `  server ${watcher.name}: during the database outage 503 for ${seconds(outage.unhealthyMs)}, no answer for ${seconds(outage.downMs)}; 200 again ${seconds(outage.backAfterMs)} after PostgreSQL was back` +
        (watcher.name === "A" ? `; after the kill no answer for ${seconds(kill.downMs)} until restarted` : ""),
    );
  }
  console.log(
    `  (load ran ${seconds(killLoadEnded - killedAt)} past the kill; PostgreSQL was stopped ${seconds(resumedAt - pausedAt)})`,
  );

  const agrees =
    killCheck.problems.length === 0 && outageCheck.problems.length === 0 && afterKill.settled && afterOutage.settled;
  console.log(`\nLedger: ${agrees ? "agrees" : "DISAGREES"}.`);
  return agrees ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`bench:ha: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
}
process.exit(exitCode);
