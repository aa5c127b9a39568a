// The production build as the benchmarks measure it: our own server
// (build/node/server/main.js) on a free loopback port, with a throw-away lead
// database and e-mail off, so a benchmark never writes to a real one.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const clientDir = path.resolve("build", "client");
export const serverMain = path.resolve("build", "node", "server", "main.js");

/** Where the benchmarks serve the floor (a 1 KB page, no JavaScript), only from their own copy of the site. */
export const FLOOR_ROUTE = "/lighthouse-floor";
const floorPage = new URL("./lighthouse-floor.html", import.meta.url);

/** The built server as a benchmark started it. */
export interface BuiltServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Ends the server and removes its database. */
  stop(): Promise<void>;
}

/** Every page build/client holds, as its path, the home page first (the same list as bench:bundle). */
export async function builtRoutes(): Promise<string[]> {
  const routes: string[] = [];
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const folder = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    routes.push(folder ? `/${folder}` : "/");
  }
  return routes.sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

/** A copy of the built site (or of `sourceDir`) in `workDir` with the floor page added at FLOOR_ROUTE; serve it with CLIENT_DIR. */
export async function siteWithFloor(workDir: string, sourceDir: string = clientDir): Promise<string> {
  const siteDir = path.join(workDir, "client");
  await cp(sourceDir, siteDir, { recursive: true });
  const floorDir = path.join(siteDir, ...FLOOR_ROUTE.slice(1).split("/"));
  await mkdir(floorDir, { recursive: true });
  await copyFile(floorPage, path.join(floorDir, "index.html"));
  return siteDir;
}

/** Stops the benchmark with one line when there is no production build to measure. */
export function requireBuild(): void {
  if (!existsSync(path.join(clientDir, "index.html")) || !existsSync(serverMain)) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts the built server and resolves once it answers, with its origin and
 * `stop()`, which ends it and removes its database. `name` names the
 * temporary folder (kestrel-<name>-*); `env` adds settings (the lighthouse
 * bench's CLIENT_DIR, a copy of the site with its floor page).
 */
export async function startBuiltServer(name: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  const databaseDir = await mkdtemp(path.join(tmpdir(), `kestrel-${name}-`));
  const port = await freePort();
  const server = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_PATH: path.join(databaseDir, "leads.sqlite"),
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Also when the benchmark itself fails: a server left behind would hold its terminal open.
  const killServer = () => server.kill();
  process.once("exit", killServer);
  const stop = async () => {
    process.off("exit", killServer);
    server.kill();
    await rm(databaseDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The server stopped (exit code ${server.exitCode}).`);
    }
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The server did not answer on ${origin} within 15 s.`);
}
