// `npm run bench:leads`: how many leads the built server takes in per second,
// how long each waits for its answer, and whether its memory stays flat. It
// starts build/node/server/main.js on a free loopback port with a throw-away
// SQLite file and e-mail off (so it measures intake: validate, store, answer),
// posts valid leads from both forms through both endpoints (JSON, multipart
// and URL-encoded), then checks the ledger: every lead answered 200 has
// exactly one row, and no row lacks a 200. A benchmark that prints figures:
// it exits 0 whatever the speed, and 1 only when the ledger disagrees (or
// the server cannot be run).
//
//   npm run bench:leads -- --requests=5000 --concurrency=50 --runs=3 --json
//
// --requests     leads per run, default 5000
// --concurrency  requests in flight at once, over keep-alive connections, default 50
// --runs         runs against the same server, to show memory stays flat, default 1
// --warmup       leads sent before the first run (and checked in the ledger too), default 200
// --log-level    the server's LOG_LEVEL, default info (as in production; its output is discarded)
// --server       the compiled entry point, default build/node/server/main.js
//                (compiled first when it is missing)
// --store        sqlite (default), or postgres: SQLite first, then the same on a throw-away
//                PostgreSQL (durable commits) started for the run, each with its table
// --json         print one JSON summary instead of the table (an array of two with --store=postgres)
//
// How the server is started, the leads it is sent (and so the e-mail service's
// protocol, from contracts/lead-protocol.ts) and how the ledger is read are
// the tests' own helpers, tests/support/lead-server/: the bench and the
// tests cannot drift apart.
//
// The client runs on the same machine and takes its share of the CPU: on a
// small or busy machine the figures are a floor, not the server's ceiling.
import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { type LeadRow, readLeadDatabase, rowsPerEmail } from "../tests/support/lead-server/ledger.ts";
import { openPostgresLedger } from "../tests/support/lead-server/postgres-ledger.ts";
import {
  type LeadServerProcess,
  type LeadServerWorkDir,
  makeLeadServerWorkDir,
  startLeadServerProcess,
} from "../tests/support/lead-server/server-process.ts";
import { leadSubmission, startLoad, SUBMISSION_KINDS } from "../tests/support/lead-server/submissions.ts";
import { count, option } from "./bench-arguments.ts";
import { compileLeadServer, DEFAULT_OUT_DIR } from "./compile-lead-server.ts";
import { startPostgresCluster } from "./postgres-cluster.ts";

type Engine = "sqlite" | "postgres";

interface Settings {
  requests: number;
  concurrency: number;
  runs: number;
  warmup: number;
  logLevel: string;
  /** As given (or the default), relative to the working folder, for the table. */
  serverMain: string;
}

interface Memory {
  rssBytes: number;
  peakRssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  externalBytes: number;
}

interface RunFigures {
  requests: number;
  accepted: number;
  durationMs: number;
  leadsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Answers other than 200, by status (or the connection's error code). */
  errors: Record<string, number>;
}

interface Run extends RunFigures {
  run: number;
  memory: { before: Memory; after: Memory };
}

interface LedgerCheck {
  ok: boolean;
  answeredOk: number;
  rows: number;
  mismatches: string[];
}

interface Summary {
  engine: Engine;
  settings: Settings;
  machine: { cpus: number; loadAverage: number[] };
  runs: Run[];
  goals: {
    leadsPerSecond: { goal: number; worst: number; met: boolean };
    p99: { goalMs: number; worstMs: number; met: boolean };
    memory: { growthBytes: number; flat: boolean };
  };
  ledger: LedgerCheck;
}

/** The goals of the lead pipeline issue; on PostgreSQL, of the two-engine issue (decision 014). */
const GOALS = { leadsPerSecond: 500, p99Ms: 50, heapGrowthBytes: 5 * 1024 * 1024, heapGrowthShare: 0.1 };
const GOALS_BY_ENGINE: Record<Engine, { leadsPerSecond: number; p99Ms: number }> = {
  sqlite: { leadsPerSecond: GOALS.leadsPerSecond, p99Ms: GOALS.p99Ms },
  postgres: { leadsPerSecond: 1000, p99Ms: 100 },
};

/**
 * The compiled server to measure: the default build is compiled here when
 * it is missing; a server named with --server must be there (the reliability
 * tests' set-up compiles its own).
 */
function requireServer(serverMain: string, named: boolean): void {
  if (existsSync(serverMain)) return;
  if (named) {
    console.error(
      `No compiled server at ${serverMain}: compile one with \`tsx scripts/compile-lead-server.ts <folder>\`.`,
    );
    process.exit(1);
  }
  process.stderr.write(`Compiling the server into ${path.relative(process.cwd(), DEFAULT_OUT_DIR)}...\n`);
  compileLeadServer();
}

// ---------------------------------------------------------------------------
// The server

/**
 * Loaded into the server process with --require: answers the bench's
 * question over the IPC channel with process.memoryUsage() after a full
 * collection, so heap figures are live objects, not garbage not yet
 * collected. It changes nothing else in the server.
 */
const MEMORY_PROBE = `
process.on("message", (message) => {
  if (!message || message.type !== "memory") return;
  if (typeof globalThis.gc === "function") globalThis.gc();
  process.send({ type: "memory", ...process.memoryUsage() });
});
process.channel?.unref();
`;

async function startServer({
  serverMain,
  workDir,
  logLevel,
  databaseUrl,
}: {
  serverMain: string;
  workDir: LeadServerWorkDir;
  logLevel: string;
  databaseUrl: string | undefined;
}): Promise<LeadServerProcess> {
  const probePath = path.join(workDir.dir, "memory-probe.cjs");
  await writeFile(probePath, MEMORY_PROBE);
  // BENCH_SERVER_PROFILE=<folder> writes the server's CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_SERVER_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_SERVER_PROFILE)}`]
    : [];
  return startLeadServerProcess(
    serverMain,
    workDir,
    // Every lead comes from 127.0.0.1: the per-address limit would otherwise refuse all but 5 a minute.
    {
      LOG_LEVEL: logLevel,
      LEAD_RATE_LIMIT_PER_MINUTE: String(10 ** 9),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    { nodeArgs: [...profile, "--expose-gc", "--require", probePath], ipc: true, stdout: "ignore" },
  );
}

/** What the memory probe answers: process.memoryUsage() after a full collection. */
interface MemoryAnswer extends NodeJS.MemoryUsage {
  type: "memory";
}

function isMemoryAnswer(message: unknown): message is MemoryAnswer {
  return typeof message === "object" && message !== null && (message as { type?: unknown }).type === "memory";
}

function memoryOf(server: LeadServerProcess): Promise<Memory> {
  let vmRssBytes = Number.NaN;
  let vmHwmBytes = Number.NaN;
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
    vmRssBytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) * 1024;
    vmHwmBytes = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]) * 1024;
  } catch {
    // No /proc (macOS): the probe's RSS stands in.
  }
  const child = server.child;
  return new Promise<Memory>((resolve) => {
    const timer = setTimeout(() => {
      child.off("message", answer);
      resolve({
        rssBytes: vmRssBytes,
        peakRssBytes: vmHwmBytes,
        heapUsedBytes: Number.NaN,
        heapTotalBytes: Number.NaN,
        externalBytes: Number.NaN,
      });
    }, 10_000);
    function answer(message: unknown) {
      if (!isMemoryAnswer(message)) return;
      clearTimeout(timer);
      child.off("message", answer);
      resolve({
        rssBytes: Number.isFinite(vmRssBytes) ? vmRssBytes : message.rss,
        peakRssBytes: vmHwmBytes,
        heapUsedBytes: message.heapUsed,
        heapTotalBytes: message.heapTotal,
        externalBytes: message.external,
      });
    }
    child.on("message", answer);
    child.send({ type: "memory" });
  });
}

// ---------------------------------------------------------------------------
// The leads

/** Both forms through both endpoints in turn (SUBMISSION_KINDS). */
function submissionKind(index: number): (typeof SUBMISSION_KINDS)[number] {
  const kind = SUBMISSION_KINDS[index % SUBMISSION_KINDS.length];
  if (kind === undefined) throw new Error("No kinds of submission.");
  return kind;
}

/** Sends `total` leads, both forms through both endpoints in turn; `ledger` gets each address with its answer. */
async function sendLeads({
  origin,
  total,
  concurrency,
  label,
  ledger,
}: {
  origin: string;
  total: number;
  concurrency: number;
  label: string;
  ledger: Map<string, string>;
}): Promise<RunFigures> {
  const started = performance.now();
  const load = startLoad(origin, {
    concurrency,
    limit: total,
    next: (index) => leadSubmission(submissionKind(index), `${label}-${index}@bench.example`),
  });
  const { sent } = await load.finished();
  const durationMs = performance.now() - started;
  const errors: Record<string, number> = {};
  let accepted = 0;
  for (const { submission, outcome } of sent) {
    const status = "status" in outcome ? String(outcome.status) : outcome.error;
    ledger.set(submission.email, status);
    if (status === "200") accepted += 1;
    else errors[status] = (errors[status] ?? 0) + 1;
  }
  const latencies = sent.map((entry) => entry.ms).sort((a, b) => a - b);
  const percentile = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)] ?? Number.NaN;
  return {
    requests: sent.length,
    accepted,
    durationMs,
    leadsPerSecond: accepted / (durationMs / 1000),
    latencyMs: {
      p50: percentile(0.5),
      p95: percentile(0.95),
      p99: percentile(0.99),
      max: latencies.at(-1) ?? Number.NaN,
    },
    errors,
  };
}

/**
 * Every address answered 200 has exactly one row; no row is for an address
 * that was not answered 200 (or that the bench never sent).
 */
function checkLedger(leads: readonly LeadRow[], ledger: ReadonlyMap<string, string>): LedgerCheck {
  const rowsByEmail = rowsPerEmail(leads);
  const mismatches: string[] = [];
  let answeredOk = 0;
  for (const [email, status] of ledger) {
    const stored = rowsByEmail.get(email) ?? 0;
    if (status === "200") {
      answeredOk += 1;
      if (stored !== 1) mismatches.push(`${email}: answered 200 but has ${stored} rows`);
    } else if (stored !== 0) {
      mismatches.push(`${email}: answered ${status} but has ${stored} rows`);
    }
  }
  for (const [email, stored] of rowsByEmail) {
    if (!ledger.has(email)) mismatches.push(`${email}: ${stored} rows for a lead the bench never sent`);
  }
  return { ok: mismatches.length === 0, answeredOk, rows: leads.length, mismatches };
}

// ---------------------------------------------------------------------------
// Printing

const mib = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : "n/a");
const ms = (value: number) => (value >= 10 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`);
const thousands = (value: number) => Math.round(value).toLocaleString("en-AU");
const mark = (met: boolean) => (met ? "met" : "missed");

/** Heap after a full collection, from the first measurement after warm-up to the last after a run. */
function memoryVerdict(runs: readonly Run[]): { growthBytes: number; flat: boolean } {
  const first = runs[0]?.memory.before.heapUsedBytes ?? Number.NaN;
  const last = runs.at(-1)?.memory.after.heapUsedBytes ?? Number.NaN;
  const growthBytes = last - first;
  const flat =
    Number.isFinite(growthBytes) && growthBytes <= Math.max(GOALS.heapGrowthBytes, first * GOALS.heapGrowthShare);
  return { growthBytes, flat };
}

function printTable(summary: Summary): void {
  const { settings, runs, goals, ledger } = summary;
  const goal = GOALS_BY_ENGINE[summary.engine];
  const store =
    summary.engine === "postgres"
      ? "throw-away PostgreSQL on loopback (durable commits: fsync on, synchronous_commit on; ANALYZE after the warm-up, as autovacuum would)"
      : "throw-away SQLite (WAL, synchronous=FULL)";
  console.log(
    `Lead intake: ${thousands(settings.requests)} leads x ${settings.runs} run(s), ${settings.concurrency} in flight over keep-alive connections, ` +
      `after ${thousands(settings.warmup)} to warm up`,
  );
  console.log(
    `Server: ${settings.serverMain} on 127.0.0.1, ${store}, e-mail off, LOG_LEVEL=${settings.logLevel}; ` +
      `both forms through /send (JSON) and /send-form (multipart, URL-encoded)`,
  );
  console.log(
    `Machine: ${summary.machine.cpus} CPUs, load average ${summary.machine.loadAverage.map((value) => value.toFixed(2)).join(" ")} at the start; the client shares them.`,
  );
  console.log("");
  for (const run of runs) {
    const errorText =
      Object.keys(run.errors).length === 0
        ? "none"
        : Object.entries(run.errors)
            .map(([status, n]) => `${status}: ${n}`)
            .join(", ");
    console.log(
      `Run ${run.run}: ${thousands(run.accepted)} of ${thousands(run.requests)} accepted in ${(run.durationMs / 1000).toFixed(2)} s`,
    );
    console.log(
      `  accepted leads/s  ${thousands(run.leadsPerSecond).padStart(8)}    goal >= ${goal.leadsPerSecond}: ${mark(run.leadsPerSecond >= goal.leadsPerSecond)}`,
    );
    console.log(
      `  latency           p50 ${ms(run.latencyMs.p50)}, p95 ${ms(run.latencyMs.p95)}, p99 ${ms(run.latencyMs.p99)}, max ${ms(run.latencyMs.max)}    ` +
        `goal p99 <= ${goal.p99Ms} ms: ${mark(run.latencyMs.p99 <= goal.p99Ms)}`,
    );
    console.log(`  errors by status  ${errorText}`);
    console.log(
      `  server memory     RSS ${mib(run.memory.before.rssBytes)} -> ${mib(run.memory.after.rssBytes)} (peak ${mib(run.memory.after.peakRssBytes)}), ` +
        `heap after GC ${mib(run.memory.before.heapUsedBytes)} -> ${mib(run.memory.after.heapUsedBytes)} (heap total ${mib(run.memory.after.heapTotalBytes)})`,
    );
  }
  console.log("");
  const sign = goals.memory.growthBytes >= 0 ? "+" : "-";
  console.log(
    `Goals: >= ${goal.leadsPerSecond} leads/s ${mark(goals.leadsPerSecond.met)}; p99 <= ${goal.p99Ms} ms ${mark(goals.p99.met)}; ` +
      `memory flat ${mark(goals.memory.flat)} (heap after GC ${sign}${mib(Math.abs(goals.memory.growthBytes))} from the first run's start to the last run's end` +
      `${runs.length === 1 ? "; --runs=3 shows whether it keeps growing" : ""})`,
  );
  if (ledger.ok) {
    console.log(
      `Ledger: agrees. ${thousands(ledger.answeredOk)} leads answered 200, ${thousands(ledger.rows)} rows: one for each, none without a 200.`,
    );
  } else {
    console.log(
      `Ledger: DISAGREES. ${thousands(ledger.answeredOk)} leads answered 200, ${thousands(ledger.rows)} rows. ${ledger.mismatches.length} mismatches:`,
    );
    for (const mismatch of ledger.mismatches.slice(0, 20)) console.log(`  ${mismatch}`);
    if (ledger.mismatches.length > 20) console.log(`  ... and ${ledger.mismatches.length - 20} more`);
  }
}

// ---------------------------------------------------------------------------

/** ANALYZE on PostgreSQL at `databaseUrl`. */
async function analyse(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
}

/** One server on one engine: warm-up, the runs, its memory and the ledger. */
async function measure(
  settings: Settings,
  {
    serverMain,
    asJson,
    engine,
    databaseUrl,
  }: { serverMain: string; asJson: boolean; engine: Engine; databaseUrl?: string },
): Promise<Summary> {
  const workDir = await makeLeadServerWorkDir();
  let server: LeadServerProcess | undefined;
  try {
    const started = await startServer({ serverMain, workDir, logLevel: settings.logLevel, databaseUrl });
    server = started;
    const ledger = new Map<string, string>();
    const machine = { cpus: availableParallelism(), loadAverage: loadavg() };
    const send = (total: number, label: string) =>
      sendLeads({ origin: started.origin, total, concurrency: settings.concurrency, label, ledger });
    if (settings.warmup > 0) await send(settings.warmup, "warmup");
    // The statistics a live database has: autovacuum analyses a table within
    // a minute of its first 50 rows, and the plans cached meanwhile (the
    // foreign key's check on leads) are made again. Without it, every
    // delivery row checked its lead by reading the whole table, a plan made
    // while it was empty: 480 to 600 leads/s instead of 900 (2026-11-26).
    if (databaseUrl) await analyse(databaseUrl);
    const runs: Run[] = [];
    for (let run = 1; run <= settings.runs; run += 1) {
      const before = await memoryOf(started);
      const figures = await send(settings.requests, `run${run}`);
      const after = await memoryOf(started);
      runs.push({ run, ...figures, memory: { before, after } });
      if (!asJson) process.stderr.write(`${engine}: run ${run} of ${settings.runs} done\n`);
    }
    let leads: LeadRow[];
    if (databaseUrl) {
      const postgres = await openPostgresLedger(databaseUrl);
      leads = await postgres.leads();
      await postgres.close();
    } else {
      leads = readLeadDatabase(workDir.databasePath).leads;
    }
    const ledgerCheck = checkLedger(leads, ledger);
    const goals = GOALS_BY_ENGINE[engine];
    const p99 = Math.max(...runs.map((run) => run.latencyMs.p99));
    const slowest = Math.min(...runs.map((run) => run.leadsPerSecond));
    return {
      engine,
      settings,
      machine,
      runs,
      goals: {
        leadsPerSecond: { goal: goals.leadsPerSecond, worst: slowest, met: slowest >= goals.leadsPerSecond },
        p99: { goalMs: goals.p99Ms, worstMs: p99, met: p99 <= goals.p99Ms },
        memory: memoryVerdict(runs),
      },
      ledger: ledgerCheck,
    };
  } finally {
    if (server) {
      const exit = await server.stop(20_000);
      if (exit.code !== 0)
        console.error(`The server exited with ${exit.code ?? exit.signal} on SIGTERM:\n${server.output()}`);
    }
    await workDir.remove();
  }
}

async function main(): Promise<void> {
  const named = option("server");
  const store = option("store", "sqlite");
  if (store !== "sqlite" && store !== "postgres") {
    console.error("--store must be sqlite or postgres.");
    process.exit(1);
  }
  const settings: Settings = {
    requests: count("requests", 5000, 1),
    concurrency: count("concurrency", 50, 1),
    runs: count("runs", 1, 1),
    warmup: count("warmup", 200, 0),
    logLevel: option("log-level", "info"),
    serverMain: named ?? path.relative(process.cwd(), path.join(DEFAULT_OUT_DIR, "server", "main.js")),
  };
  const asJson = process.argv.includes("--json");
  const serverMain = path.resolve(settings.serverMain);
  requireServer(serverMain, named !== undefined);

  // --store=postgres measures SQLite first, in the same run: its figures are the baseline
  // PostgreSQL's are read against (an absolute figure moves with the machine).
  const summaries = [await measure(settings, { serverMain, asJson, engine: "sqlite" })];
  if (store === "postgres") {
    const cluster = await startPostgresCluster({ durable: true, say: (line) => process.stderr.write(`${line}\n`) });
    try {
      const admin = new pg.Client({ connectionString: cluster.url("postgres") });
      await admin.connect();
      await admin.query("CREATE DATABASE bench");
      await admin.end();
      summaries.push(
        await measure(settings, { serverMain, asJson, engine: "postgres", databaseUrl: cluster.url("bench") }),
      );
    } finally {
      await cluster.stop();
    }
  }
  if (asJson) console.log(JSON.stringify(summaries.length === 1 ? summaries[0] : summaries, null, 2));
  else
    for (const [index, summary] of summaries.entries()) {
      if (index > 0) console.log("");
      printTable(summary);
    }
  process.exitCode = summaries.every((summary) => summary.ledger.ok) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
