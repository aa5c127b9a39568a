// A throw-away PostgreSQL for the tests and benchmarks: found (PG_BIN, or
// Debian's /usr/lib/postgresql/*/bin, the newest), installed with apt-get
// when missing and running as root (saying so), started in a temporary
// folder on a free port of 127.0.0.1 with durability off (a test's data
// need not survive a power cut), and removed afterwards: when stopped, when
// this process exits or is interrupted, and, for one killed outright, by
// the next start, which clears clusters whose owner process is gone.
//
// PostgreSQL refuses to run as root: as root it runs as the `postgres`
// system user (Debian's package makes it), in a folder that user owns.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const DEBIAN_ROOT = "/usr/lib/postgresql";
const OLDEST_MAJOR = 15;
const FOLDER_PREFIX = "kestrel-postgres-";
const INSTALL_HINT =
  "install PostgreSQL 15 or newer (Debian: apt-get install postgresql) or set PG_BIN to the folder holding initdb and pg_ctl";

/** A throw-away PostgreSQL cluster on 127.0.0.1, removed by stop() (or when this process ends). */
export interface PostgresCluster {
  readonly port: number;
  /** Its temporary folder (data, log, socket). */
  readonly folder: string;
  /** The superuser's URL, password included, for a database of the cluster. */
  url(database: string): string;
  /** Stops the server, keeping its data: every connection is cut, as when a database goes away (bench:ha). */
  pause(): Promise<void>;
  /** Starts it again on the same port after pause(). */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export interface PostgresClusterOptions {
  /** Where to say that PostgreSQL is being installed. */
  say?: (line: string) => void;
  /** Commits wait for the disk, as in production (benchmarks); tests leave it off for speed. */
  durable?: boolean;
}

/** The folder of PostgreSQL's programs (initdb, pg_ctl): PG_BIN, else Debian's newest /usr/lib/postgresql/N/bin, else null. */
export function findPostgres(): string | null {
  const fromSetting = process.env.PG_BIN;
  if (fromSetting) {
    if (!existsSync(path.join(fromSetting, "initdb")))
      throw new Error(`PG_BIN=${fromSetting} holds no initdb: ${INSTALL_HINT}`);
    return fromSetting;
  }
  if (!existsSync(DEBIAN_ROOT)) return null;
  const majors = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(DEBIAN_ROOT, name, "bin", "initdb")))
    .map(Number)
    .sort((a, b) => b - a);
  return majors[0] === undefined ? null : path.join(DEBIAN_ROOT, String(majors[0]), "bin");
}

const isRoot = () => process.getuid?.() === 0;

/**
 * PostgreSQL's programs, installing Debian's package first when none is
 * found and this runs as root with apt-get; otherwise one line saying what
 * to install.
 */
export function findOrInstallPostgres(say: (line: string) => void = (line) => console.info(line)): string {
  const found = findPostgres();
  if (found) return checkedVersion(found);
  if (!isRoot() || !existsSync("/usr/bin/apt-get")) throw new Error(`PostgreSQL is not installed: ${INSTALL_HINT}.`);
  say("PostgreSQL is not installed: installing Debian's postgresql with apt-get (running as root).");
  const environment = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "postgresql"],
  ]) {
    const run = spawnSync("apt-get", args, { env: environment, encoding: "utf8" });
    if (run.status !== 0) {
      const detail = `${run.stderr ?? ""}`.trim().split("\n").at(-1) ?? "";
      throw new Error(`apt-get ${args[0]} failed (${detail || `exit ${run.status}`}): ${INSTALL_HINT}.`);
    }
  }
  const installed = findPostgres();
  if (!installed)
    throw new Error(`apt-get installed postgresql, but no initdb is in ${DEBIAN_ROOT}/*/bin: ${INSTALL_HINT}.`);
  return checkedVersion(installed);
}

function checkedVersion(bin: string): string {
  const version = execFileSync(path.join(bin, "initdb"), ["--version"], { encoding: "utf8" });
  const major = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);
  if (major < OLDEST_MAJOR)
    throw new Error(`PostgreSQL ${major} in ${bin} is older than ${OLDEST_MAJOR}: ${INSTALL_HINT}.`);
  return bin;
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Runs one of PostgreSQL's programs, as the `postgres` user when this is root. */
function runAsOwner(program: string, args: readonly string[]): string {
  const [command, commandArgs] = isRoot()
    ? ["runuser", ["-u", "postgres", "--", program, ...args]]
    : [program, [...args]];
  const run = spawnSync(command, commandArgs, { encoding: "utf8", cwd: tmpdir() });
  if (run.status !== 0) {
    const output = `${run.stderr ?? ""}${run.stdout ?? ""}`.trim().replace(/\s*\n\s*/g, " / ");
    throw new Error(
      `${path.basename(program)} failed (exit ${run.status ?? run.signal}): ${output || run.error?.message}`,
    );
  }
  return run.stdout;
}

function postgresUser(): { uid: number; gid: number } {
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    return { uid, gid };
  } catch {
    throw new Error(
      "PostgreSQL refuses to run as root, and there is no `postgres` user to run it as: create one (Debian's postgresql package does) or run as another user.",
    );
  }
}

/**
 * Stops the cluster in `folder` at once and removes the folder. Synchronous,
 * so that it also runs in an 'exit' handler.
 */
function removeCluster(bin: string, folder: string): void {
  const data = path.join(folder, "data");
  if (existsSync(path.join(data, "postmaster.pid"))) {
    try {
      runAsOwner(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch {
      // Already stopped: the folder goes all the same.
    }
  }
  rmSync(folder, { recursive: true, force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Clusters left by a process killed outright (no handler ran): stopped and removed. */
function removeAbandonedClusters(bin: string): void {
  const root = temporaryRoot();
  for (const name of readdirSync(root)) {
    if (!name.startsWith(FOLDER_PREFIX)) continue;
    const folder = path.join(root, name);
    try {
      const owner = Number(readFileSync(path.join(folder, "owner.pid"), "utf8"));
      if (owner > 0 && !isAlive(owner)) removeCluster(bin, folder);
    } catch {
      // Not ours to judge (no owner file yet, or another user's): left alone.
    }
  }
}

/** Where the cluster's folder goes: the temporary folder, or /tmp when the `postgres` user could not reach that. */
function temporaryRoot(): string {
  if (!isRoot()) return tmpdir();
  const reachable = spawnSync("runuser", ["-u", "postgres", "--", "test", "-x", tmpdir()]).status === 0;
  return reachable ? tmpdir() : "/tmp";
}

/**
 * Starts a throw-away cluster. The superuser `postgres` signs in with a
 * random password over TCP (so tests can also see a login refused); the
 * socket in the folder trusts the folder's owner.
 */
export async function startPostgresCluster(options: PostgresClusterOptions = {}): Promise<PostgresCluster> {
  const bin = findOrInstallPostgres(options.say);
  removeAbandonedClusters(bin);
  const folder = mkdtempSync(path.join(temporaryRoot(), FOLDER_PREFIX));
  writeFileSync(path.join(folder, "owner.pid"), String(process.pid));
  const password = randomBytes(18).toString("base64url");
  const passwordFile = path.join(folder, "password");
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (isRoot()) {
    const { uid, gid } = postgresUser();
    chownSync(folder, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  const onExit = () => removeCluster(bin, folder);
  const onSignal = (signal: NodeJS.Signals) => {
    onExit();
    process.kill(process.pid, signal);
  };
  process.once("exit", onExit);
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const forget = () => {
    process.off("exit", onExit);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
  try {
    const data = path.join(folder, "data");
    runAsOwner(path.join(bin, "initdb"), [
      "-D",
      data,
      "--username=postgres",
      `--pwfile=${passwordFile}`,
      "--auth-local=trust",
      "--auth-host=scram-sha-256",
      "--encoding=UTF8",
      "--no-locale",
      "--no-sync",
      "--no-instructions",
    ]);
    // A port can be taken between finding it and binding it: try a few.
    let port = 0;
    let settings = "";
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      settings = [
        `-p ${port}`,
        `-k ${folder}`,
        "-c listen_addresses=127.0.0.1",
        // A test's data need not survive a crash of the machine; a benchmark's
        // figures must be PostgreSQL's as deployed, commits on disk (durable).
        ...(options.durable ? [] : ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]),
        "-c max_connections=300",
        "-c shared_buffers=64MB",
      ].join(" ");
      try {
        runAsOwner(path.join(bin, "pg_ctl"), [
          "-D",
          data,
          "-l",
          path.join(folder, "log"),
          "-o",
          settings,
          "-w",
          "start",
        ]);
        break;
      } catch (error) {
        if (attempt >= 3) {
          const log = existsSync(path.join(folder, "log")) ? readFileSync(path.join(folder, "log"), "utf8").trim() : "";
          throw new Error(
            `PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)} ${log.split("\n").at(-1) ?? ""}`,
          );
        }
      }
    }
    let stopped = false;
    const pgCtl = (args: readonly string[]) => runAsOwner(path.join(bin, "pg_ctl"), ["-D", data, ...args]);
    return {
      port,
      folder,
      url: (database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
      async pause() {
        // "fast": connections are cut, as when a database server goes down.
        pgCtl(["-m", "fast", "-w", "stop"]);
      },
      async resume() {
        pgCtl(["-l", path.join(folder, "log"), "-o", settings, "-w", "start"]);
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        forget();
        removeCluster(bin, folder);
      },
    };
  } catch (error) {
    forget();
    removeCluster(bin, folder);
    throw error;
  }
}
