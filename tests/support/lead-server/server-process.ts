/**
 * The compiled lead server (server/main.js) as a real process: on a free
 * loopback port, with a throw-away site and SQLite file, and only the
 * settings given (nothing from this process's environment or a .env file, so
 * a developer's SMTP_URL never leaks into a test or a benchmark).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";
import { until } from "./until.ts";

/** A folder of its own for one server: a tiny site (main.ts wants an index.html) and where the database goes. */
export interface LeadServerWorkDir {
  dir: string;
  clientDir: string;
  databasePath: string;
  remove(): Promise<void>;
}

export async function makeLeadServerWorkDir(): Promise<LeadServerWorkDir> {
  const dir = await mkdtemp(path.join(tmpdir(), "lead-server-"));
  const clientDir = path.join(dir, "client");
  await mkdir(clientDir);
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  await writeFile(path.join(clientDir, "404.html"), "<!doctype html><title>Not found</title><h1>Not found</h1>");
  return {
    dir,
    clientDir,
    databasePath: path.join(dir, "leads.sqlite"),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
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
  running(): boolean;
  /** The last of what it wrote, for failure messages. */
  output(): string;
  /** Sends a signal (SIGKILL for a crash, SIGTERM for a shutdown). */
  kill(signal: NodeJS.Signals): void;
  /** Ends it with SIGTERM and waits, then with SIGKILL if it has not gone within `timeoutMs`. */
  stop(timeoutMs?: number): Promise<ProcessExit>;
}

export interface LeadServerProcessOptions {
  timeoutMs?: number;
  /** Node's own flags, before the entry point. */
  nodeArgs?: readonly string[];
  /** An IPC channel to the process, for a probe loaded with --require to answer on. */
  ipc?: boolean;
  /** "ignore" spares a benchmark's client the server's log lines at LOG_LEVEL=info; stderr is kept either way. */
  stdout?: "keep" | "ignore";
}

const OUTPUT_KEPT_CHARS = 64 * 1024;

/** Settings for the server, or a function of the port it is given (for settings that name it, such as SITE_URL). */
export type LeadServerSettings = Record<string, string> | ((port: number) => Record<string, string>);

/** Starts `main` and resolves once it answers on its port. */
export async function startLeadServerProcess(
  main: string,
  workDir: LeadServerWorkDir,
  settings: LeadServerSettings = {},
  options: LeadServerProcessOptions = {},
): Promise<LeadServerProcess> {
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build:server\`.`);
  for (let attempt = 1; ; attempt += 1) {
    const server = spawnLeadServer(main, workDir, await freePort(), settings, options);
    try {
      await untilListening(server, options.timeoutMs ?? 30_000);
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

function spawnLeadServer(
  main: string,
  workDir: LeadServerWorkDir,
  port: number,
  settings: LeadServerSettings,
  options: LeadServerProcessOptions,
): LeadServerProcess {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), main], {
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
      ...(typeof settings === "function" ? settings(port) : settings),
    },
    stdio: [
      "ignore",
      (options.stdout ?? "keep") === "keep" ? "pipe" : "ignore",
      "pipe",
      ...(options.ipc ? ["ipc" as const] : []),
    ],
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
  const answers = async () => {
    if (!server.running()) throw new Error("The lead server stopped before it listened");
    try {
      const response = await fetch(server.origin, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false;
    }
  };
  try {
    await until(`the lead server answers on ${server.origin}`, answers, timeoutMs, 50);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}:\n${server.output()}`);
  }
}

/** Settles with the exit, or fails if the process has not ended within `timeoutMs`. */
export async function exitWithin(server: LeadServerProcess, timeoutMs: number): Promise<ProcessExit> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The lead server did not exit within ${timeoutMs} ms:\n${server.output()}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([server.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}
