// `npm run bench:observatory`: the site deployed as the README's "Deploy" says
// (our production server behind Caddy with deploy/Caddyfile), on this machine,
// graded by Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory).
//
// 1. Caddy: installed with apt-get (Debian's package) when missing and running
//    as root; otherwise one line says what to install, and the script stops.
// 2. The build: made by scripts/start.ts when missing or stale, which then
//    starts the production server (NODE_ENV=production, a throw-away database,
//    TRUST_PROXY=1, no e-mail or webhook) on a free loopback port.
// 3. Caddy runs deploy/Caddyfile itself for https://localhost with `tls internal`,
//    its files in a temporary XDG_DATA_HOME/XDG_CONFIG_HOME and its admin API
//    off. It needs ports 80 and 443, where the scanner looks.
// 4. The scanner runs with NODE_EXTRA_CA_CERTS set to Caddy's root certificate
//    (its `bin` wrapper would replace that variable, so src/scan.js is run).
// 5. It prints the grade, the score and each test's result, stops what it
//    started, and exits 1 unless the grade is A+ with every test passed.
import { type ChildProcess, spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { ensureCaddy } from "./caddy.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const caddyfile = path.join(root, "deploy", "Caddyfile");
const observatory = path.join(root, "node_modules", "@mdn", "mdn-http-observatory");
const HOST = "localhost";

/** What the scanner prints: the scan's grade and each test's result. */
interface ScanResult {
  error?: string;
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; scoreModifier: number; result: string }>;
}

/** Processes this script started, stopped in reverse order on the way out. */
const started: { name: string; child: ChildProcess; output: Buffer[] }[] = [];
let workDir: string | undefined;

async function ensureScanner(): Promise<string> {
  const scanner = path.join(observatory, "src", "scan.js");
  if (!existsSync(scanner)) {
    console.error("The Observatory scanner is missing: run `npm install` (devDependency @mdn/mdn-http-observatory).");
    process.exit(1);
  }
  // The scanner reads the HSTS preload list from here; its maintenance scripts download it, npm install does not.
  // An empty list is right for a host that is not on it, such as localhost.
  const preload = path.join(observatory, "conf", "hsts-preload.json");
  if (!existsSync(preload)) await writeFile(preload, "{}\n");
  return scanner;
}

/** Listens on the port for an instant: the port it got (any free one for 0), or undefined when it is taken. */
function probePort(port: number, host?: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(undefined));
    probe.listen(port, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : undefined));
    });
  });
}

/** Starts a process; with `quiet`, its output is kept and shown only if something fails (Caddy logs every step in JSON). */
function run(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions,
  quiet = false,
): ChildProcess {
  const child = spawn(command, args, {
    ...options,
    stdio: ["ignore", quiet ? "pipe" : "inherit", quiet ? "pipe" : "inherit"],
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  started.push({ name, child, output });
  return child;
}

/** Polls until `check` resolves true, failing early if the process ends. */
async function waitFor(
  what: string,
  child: ChildProcess,
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit code ${child.exitCode})`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

async function stopAll(): Promise<void> {
  for (const { child } of started.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, sleep(10_000).then(() => child.kill("SIGKILL"))]);
  }
  if (workDir) await rm(workDir, { recursive: true, force: true });
}

function printResult(result: ScanResult): boolean {
  const { scan, tests } = result;
  console.log(
    `\nMozilla HTTP Observatory (@mdn/mdn-http-observatory), https://${HOST}/ behind Caddy, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log(`Grade ${scan.grade}, score ${scan.score}: ${scan.testsPassed} of ${scan.testsQuantity} tests passed\n`);
  const width = Math.max(...Object.keys(tests).map((name) => name.length));
  for (const [name, test] of Object.entries(tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(`  ${test.pass ? "pass" : "FAIL"}  ${name.padEnd(width)}  ${modifier.padStart(3)}  ${test.result}`);
  }
  const met = scan.grade === "A+" && scan.testsPassed === scan.testsQuantity;
  console.log(`\nGoal: A+ with every test passing: ${met ? "met" : "NOT met"}`);
  return met;
}

async function main(): Promise<boolean> {
  ensureCaddy();
  const scanner = await ensureScanner();
  for (const port of [80, 443]) {
    if ((await probePort(port)) === undefined)
      throw new Error(
        `Port ${port} is in use; the scanner needs Caddy on ports 80 and 443. Stop what holds it and run this again.`,
      );
  }

  workDir = await mkdtemp(path.join(tmpdir(), "bench-observatory-"));
  const port = await probePort(0, "127.0.0.1");
  if (port === undefined) throw new Error("No free port on 127.0.0.1 for the lead server.");

  // start.ts builds when needed, then runs the server in its own process (so SIGTERM reaches the server).
  const server = run("the lead server", process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      DATABASE_PATH: path.join(workDir, "leads.sqlite"),
      // Whatever a .env says: nothing leaves this machine, and HSTS is the production default.
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
      HSTS_MAX_AGE_SECONDS: "",
      HSTS_INCLUDE_SUBDOMAINS: "",
      HSTS_PRELOAD: "",
    },
  });
  await waitFor("The lead server", server, async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 10 * 60_000);

  const caddyEnv = {
    ...process.env,
    HOME: workDir,
    XDG_DATA_HOME: path.join(workDir, "data"),
    XDG_CONFIG_HOME: path.join(workDir, "config"),
    SITE_ADDRESS: HOST,
    CADDY_TLS: "internal",
    CADDY_ADMIN: "off",
    UPSTREAM: `127.0.0.1:${port}`,
  };
  const caddy = run(
    "Caddy",
    "caddy",
    ["run", "--config", caddyfile, "--adapter", "caddyfile"],
    { cwd: workDir, env: caddyEnv },
    true,
  );
  const rootCertificate = path.join(caddyEnv.XDG_DATA_HOME, "caddy", "pki", "authorities", "local", "root.crt");
  await waitFor("Caddy", caddy, async () => existsSync(rootCertificate), 30_000);
  // HTTPS answers (through Caddy, checked against its root) before the scan starts.
  await waitFor("Caddy", caddy, () => httpsAnswers(rootCertificate), 30_000);

  const scan = spawnSync(process.execPath, [scanner, HOST], {
    cwd: root,
    env: { ...process.env, NODE_EXTRA_CA_CERTS: rootCertificate },
    encoding: "utf8",
    timeout: 120_000,
  });
  let result: ScanResult;
  try {
    result = JSON.parse(scan.stdout) as ScanResult;
  } catch {
    throw new Error(`The scanner printed no result (exit ${scan.status}): ${scan.stderr || scan.stdout}`);
  }
  if (result.error) throw new Error(`The scanner failed: ${result.error}`);
  return printResult(result);
}

/** Whether https://localhost/ answers 200 through Caddy, with its root certificate trusted: a child Node, as NODE_EXTRA_CA_CERTS is read at start. */
async function httpsAnswers(rootCertificate: string): Promise<boolean> {
  const probe = spawnSync(
    process.execPath,
    ["-e", `fetch("https://${HOST}/").then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`],
    {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: rootCertificate },
      timeout: 10_000,
    },
  );
  return probe.status === 0;
}

let met = false;
process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));
try {
  met = await main();
} catch (error) {
  for (const { name, output } of started) {
    if (output.length > 0) console.error(`--- ${name}'s output ---\n${Buffer.concat(output).toString("utf8")}`);
  }
  console.error(`bench:observatory: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopAll();
}
process.exit(met ? 0 : 1);
