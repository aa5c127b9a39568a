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
// --json         print one JSON summary instead of the table
//
// The client runs on the same machine and takes its share of the CPU: on a
// small or busy machine the figures are a floor, not the server's ceiling.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";

/** The goals of the lead pipeline issue. */
const GOALS = { leadsPerSecond: 500, p99Ms: 50, heapGrowthBytes: 5 * 1024 * 1024, heapGrowthShare: 0.1 };

// The e-mail service's protocol, as contracts/lead-protocol.ts has it (this plain script cannot import TypeScript).
const SEND_JSON_PATH = "/api/v1.0/email/send";
const SEND_FORM_PATH = "/api/v1.0/email/send-form";
const ENVELOPE = { lib_version: "3.2.0", service_id: "service_kestrel_leads", user_id: "public_kestrel_site" };
const TEMPLATE_IDS = { inquiry: "template_inquiry", referral: "template_referral" };
/** Both forms through both endpoints, in turn. */
const KINDS = [
  { form: "inquiry", encoding: "json" },
  { form: "referral", encoding: "multipart" },
  { form: "inquiry", encoding: "urlencoded" },
  { form: "referral", encoding: "json" },
  { form: "inquiry", encoding: "multipart" },
  { form: "referral", encoding: "urlencoded" },
];

function option(name, fallback) {
  const prefix = `--${name}=`;
  const value = process.argv.slice(2).find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
  return value ?? fallback;
}

function count(name, fallback, minimum) {
  const value = Number(option(name, String(fallback)));
  if (!Number.isInteger(value) || value < minimum) {
    console.error(`--${name} must be a whole number of at least ${minimum}.`);
    process.exit(1);
  }
  return value;
}

// ---------------------------------------------------------------------------
// The server

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

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

async function startServer({ serverMain, workDir, logLevel }) {
  const clientDir = path.join(workDir, "client");
  const databasePath = path.join(workDir, "leads.sqlite");
  const probePath = path.join(workDir, "memory-probe.cjs");
  await writeFile(probePath, MEMORY_PROBE);
  await mkdir(clientDir);
  // main.ts wants a built site; the bench needs only its index.html.
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Bench</title>");
  await writeFile(path.join(clientDir, "404.html"), "<!doctype html><title>Not found</title>");

  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    let stderr = "";
    // BENCH_SERVER_PROFILE=<folder> writes the server's CPU profile there (open it in Chrome's DevTools).
    const profile = process.env.BENCH_SERVER_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_SERVER_PROFILE)}`] : [];
    const server = spawn(process.execPath, [...profile, "--expose-gc", "--require", probePath, serverMain], {
      // Its own folder, so no .env is read; only these settings, so no SMTP_URL or webhook of the shell's is used.
      cwd: workDir,
      env: {
        PATH: process.env.PATH ?? "",
        HOST: "127.0.0.1",
        PORT: String(port),
        CLIENT_DIR: clientDir,
        DATABASE_PATH: databasePath,
        LOG_LEVEL: logLevel,
        // Every lead comes from 127.0.0.1: the per-address limit would otherwise refuse all but 5 a minute.
        LEAD_RATE_LIMIT_PER_MINUTE: String(10 ** 9),
      },
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    server.stderr.on("data", (chunk) => {
      stderr = (stderr + chunk.toString()).slice(-8000);
    });
    const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve({ code, signal })));
    const origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    let listening = false;
    while (!listening && Date.now() < deadline && server.exitCode === null) {
      try {
        const response = await fetch(origin, { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        listening = response.ok;
      } catch {
        // Not listening yet.
      }
      if (!listening) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (listening) return { server, exited, origin, databasePath, stderr: () => stderr };
    server.kill("SIGKILL");
    await exited;
    if (attempt < 3 && /EADDRINUSE/.test(stderr)) continue;
    throw new Error(`The server did not start on ${origin}:\n${stderr}`);
  }
}

function memoryOf(server) {
  let vmRssBytes = Number.NaN;
  let vmHwmBytes = Number.NaN;
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
    vmRssBytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) * 1024;
    vmHwmBytes = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]) * 1024;
  } catch {
    // No /proc (macOS): the probe's RSS stands in.
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.off("message", answer);
      resolve({ rssBytes: vmRssBytes, peakRssBytes: vmHwmBytes, heapUsedBytes: Number.NaN, heapTotalBytes: Number.NaN, externalBytes: Number.NaN });
    }, 10_000);
    function answer(message) {
      if (message?.type !== "memory") return;
      clearTimeout(timer);
      server.off("message", answer);
      resolve({
        rssBytes: Number.isFinite(vmRssBytes) ? vmRssBytes : message.rss,
        peakRssBytes: vmHwmBytes,
        heapUsedBytes: message.heapUsed,
        heapTotalBytes: message.heapTotal,
        externalBytes: message.external,
      });
    }
    server.on("message", answer);
    server.send({ type: "memory" });
  });
}

// ---------------------------------------------------------------------------
// The leads

function submission(kind, email) {
  const fields =
    kind.form === "inquiry"
      ? {
          firstName: "Mia",
          lastName: "Tran",
          email,
          mobile: "0412 345 678",
          enquiryType: "First Home",
          reference: "Google",
          postCode: "3350",
          message: `Looking at a first home in Sebastopol. Reference ${email}.`,
        }
      : { from_name: "Noah Kelly", from_email: email, from_phone: "(03) 5550 0148", message: `Referring my sister. Reference ${email}.` };
  const envelope = { ...ENVELOPE, template_id: TEMPLATE_IDS[kind.form] };
  if (kind.encoding === "json") {
    return { path: SEND_JSON_PATH, type: "application/json", body: Buffer.from(JSON.stringify({ ...envelope, template_params: fields })) };
  }
  if (kind.encoding === "urlencoded") {
    return { path: SEND_FORM_PATH, type: "application/x-www-form-urlencoded", body: Buffer.from(new URLSearchParams({ ...envelope, ...fields }).toString()) };
  }
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries({ ...envelope, ...fields }).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { path: SEND_FORM_PATH, type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`) };
}

function post(origin, agent, lead) {
  return new Promise((resolve) => {
    const started = performance.now();
    const outgoing = request(
      new URL(lead.path, origin),
      { method: "POST", agent, headers: { "content-type": lead.type, "content-length": String(lead.body.length) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: String(response.statusCode), ms: performance.now() - started }));
        response.on("error", (error) => resolve({ status: error.code ?? "ERROR", ms: performance.now() - started }));
      },
    );
    outgoing.on("error", (error) => resolve({ status: error.code ?? "ERROR", ms: performance.now() - started }));
    outgoing.end(lead.body);
  });
}

/** Sends `total` leads, `concurrency` at a time; `ledger` gets each address with its answer. */
async function sendLeads({ origin, total, concurrency, label, ledger }) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const errors = {};
  let accepted = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      const email = `${label}-${index}@bench.example`;
      const result = await post(origin, agent, submission(KINDS[index % KINDS.length], email));
      latencies.push(result.ms);
      ledger.set(email, result.status);
      if (result.status === "200") accepted += 1;
      else errors[result.status] = (errors[result.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  const durationMs = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const percentile = (share) => latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)] ?? Number.NaN;
  return {
    requests: total,
    accepted,
    durationMs,
    leadsPerSecond: accepted / (durationMs / 1000),
    latencyMs: { p50: percentile(0.5), p95: percentile(0.95), p99: percentile(0.99), max: latencies.at(-1) ?? Number.NaN },
    errors,
  };
}

/**
 * Every address answered 200 has exactly one row; no row is for an address
 * that was not answered 200 (or that the bench never sent).
 */
function checkLedger(databasePath, ledger) {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  let rows;
  try {
    rows = db.prepare("SELECT id, form, fields FROM leads").all();
  } finally {
    db.close();
  }
  const rowsByEmail = new Map();
  for (const row of rows) {
    const fields = JSON.parse(row.fields);
    const email = row.form === "inquiry" ? fields.email : fields.from_email;
    rowsByEmail.set(email, (rowsByEmail.get(email) ?? 0) + 1);
  }
  const mismatches = [];
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
  return { ok: mismatches.length === 0, answeredOk, rows: rows.length, mismatches };
}

// ---------------------------------------------------------------------------
// Printing

const mib = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : "n/a");
const ms = (value) => (value >= 10 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`);
const thousands = (value) => Math.round(value).toLocaleString("en-AU");
const mark = (met) => (met ? "met" : "missed");

/** Heap after a full collection, from the first measurement after warm-up to the last after a run. */
function memoryVerdict(runs) {
  const first = runs[0]?.memory.before.heapUsedBytes;
  const last = runs.at(-1)?.memory.after.heapUsedBytes;
  const growthBytes = last - first;
  const flat = Number.isFinite(growthBytes) && growthBytes <= Math.max(GOALS.heapGrowthBytes, first * GOALS.heapGrowthShare);
  return { growthBytes, flat };
}

function printTable(summary) {
  const { settings, runs, goals, ledger } = summary;
  console.log(
    `Lead intake: ${thousands(settings.requests)} leads x ${settings.runs} run(s), ${settings.concurrency} in flight over keep-alive connections, ` +
      `after ${thousands(settings.warmup)} to warm up`,
  );
  console.log(
    `Server: ${settings.serverMain} on 127.0.0.1, throw-away SQLite (WAL, synchronous=FULL), e-mail off, LOG_LEVEL=${settings.logLevel}; ` +
      `both forms through /send (JSON) and /send-form (multipart, URL-encoded)`,
  );
  console.log(`Machine: ${summary.machine.cpus} CPUs, load average ${summary.machine.loadAverage.map((value) => value.toFixed(2)).join(" ")} at the start; the client shares them.`);
  console.log("");
  for (const run of runs) {
    const errorText = Object.keys(run.errors).length === 0 ? "none" : Object.entries(run.errors).map(([status, n]) => `${status}: ${n}`).join(", ");
    console.log(`Run ${run.run}: ${thousands(run.accepted)} of ${thousands(run.requests)} accepted in ${(run.durationMs / 1000).toFixed(2)} s`);
    console.log(`  accepted leads/s  ${thousands(run.leadsPerSecond).padStart(8)}    goal >= ${GOALS.leadsPerSecond}: ${mark(run.leadsPerSecond >= GOALS.leadsPerSecond)}`);
    console.log(
      `  latency           p50 ${ms(run.latencyMs.p50)}, p95 ${ms(run.latencyMs.p95)}, p99 ${ms(run.latencyMs.p99)}, max ${ms(run.latencyMs.max)}    ` +
        `goal p99 <= ${GOALS.p99Ms} ms: ${mark(run.latencyMs.p99 <= GOALS.p99Ms)}`,
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
    `Goals: >= ${GOALS.leadsPerSecond} leads/s ${mark(goals.leadsPerSecond.met)}; p99 <= ${GOALS.p99Ms} ms ${mark(goals.p99.met)}; ` +
      `memory flat ${mark(goals.memory.flat)} (heap after GC ${sign}${mib(Math.abs(goals.memory.growthBytes))} from the first run's start to the last run's end` +
      `${runs.length === 1 ? "; --runs=3 shows whether it keeps growing" : ""})`,
  );
  if (ledger.ok) {
    console.log(`Ledger: agrees. ${thousands(ledger.answeredOk)} leads answered 200, ${thousands(ledger.rows)} rows: one for each, none without a 200.`);
  } else {
    console.log(`Ledger: DISAGREES. ${thousands(ledger.answeredOk)} leads answered 200, ${thousands(ledger.rows)} rows. ${ledger.mismatches.length} mismatches:`);
    for (const mismatch of ledger.mismatches.slice(0, 20)) console.log(`  ${mismatch}`);
    if (ledger.mismatches.length > 20) console.log(`  ... and ${ledger.mismatches.length - 20} more`);
  }
}

// ---------------------------------------------------------------------------

async function main() {
  const settings = {
    requests: count("requests", 5000, 1),
    concurrency: count("concurrency", 50, 1),
    runs: count("runs", 1, 1),
    warmup: count("warmup", 200, 0),
    logLevel: option("log-level", "info"),
    serverMain: option("server", path.join("build", "node", "server", "main.js")),
  };
  const asJson = process.argv.includes("--json");
  if (!existsSync(settings.serverMain)) {
    console.error(`No built server at ${settings.serverMain}: run \`npm run build:server\` first (this bench builds nothing).`);
    process.exit(1);
  }

  const workDir = await mkdtemp(path.join(tmpdir(), "kestrel-bench-leads-"));
  let running;
  try {
    running = await startServer({ serverMain: path.resolve(settings.serverMain), workDir, logLevel: settings.logLevel });
    const ledger = new Map();
    const machine = { cpus: availableParallelism(), loadAverage: loadavg() };
    if (settings.warmup > 0) {
      await sendLeads({ origin: running.origin, total: settings.warmup, concurrency: settings.concurrency, label: "warmup", ledger });
    }
    const runs = [];
    for (let run = 1; run <= settings.runs; run += 1) {
      const before = await memoryOf(running.server);
      const figures = await sendLeads({ origin: running.origin, total: settings.requests, concurrency: settings.concurrency, label: `run${run}`, ledger });
      const after = await memoryOf(running.server);
      runs.push({ run, ...figures, memory: { before, after } });
      if (!asJson) process.stderr.write(`run ${run} of ${settings.runs} done\n`);
    }
    const ledgerCheck = checkLedger(running.databasePath, ledger);
    const p99 = Math.max(...runs.map((run) => run.latencyMs.p99));
    const slowest = Math.min(...runs.map((run) => run.leadsPerSecond));
    const summary = {
      settings,
      machine,
      runs,
      goals: {
        leadsPerSecond: { goal: GOALS.leadsPerSecond, worst: slowest, met: slowest >= GOALS.leadsPerSecond },
        p99: { goalMs: GOALS.p99Ms, worstMs: p99, met: p99 <= GOALS.p99Ms },
        memory: memoryVerdict(runs),
      },
      ledger: ledgerCheck,
    };
    if (asJson) console.log(JSON.stringify(summary, null, 2));
    else printTable(summary);
    process.exitCode = ledgerCheck.ok ? 0 : 1;
  } finally {
    if (running) {
      running.server.kill("SIGTERM");
      const timer = setTimeout(() => running.server.kill("SIGKILL"), 20_000);
      const exit = await running.exited;
      clearTimeout(timer);
      if (exit.code !== 0) console.error(`The server exited with ${exit.code ?? exit.signal} on SIGTERM:\n${running.stderr()}`);
    }
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
