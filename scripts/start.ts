// `npm start`: builds the site and server when the build is missing or older
// than any source file, then starts the production server (PORT, default 3000).
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "server",
  "contracts",
  "public",
  "scripts/post-build.ts",
  "scripts/keep-page-renderer-plugin.ts",
  "scripts/static-host-headers.ts",
  "scripts/chunk-modules-plugin.ts",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.islands.config.ts",
  "vite.shared.ts",
  "tsconfig.json",
  "tsconfig.server.json",
];
const OUTPUTS = ["build/client/index.html", "build/renderer/site-build.json", "build/node/server/main.js"];

function mtime(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function newestSourceTime(): number {
  let newest = 0;
  const visit = (entry: string) => {
    const stats = statSync(entry, { throwIfNoEntry: false });
    if (!stats) return;
    if (stats.isDirectory()) {
      for (const child of readdirSync(entry)) visit(path.join(entry, child));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  SOURCES.forEach(visit);
  return newest;
}

function buildIsCurrent(): boolean {
  const outputTimes: number[] = [];
  for (const output of OUTPUTS) {
    const time = mtime(output);
    if (time === null) return false;
    outputTimes.push(time);
  }
  return Math.min(...outputTimes) >= newestSourceTime();
}

if (!buildIsCurrent()) {
  console.log("Building the site and server (the build is missing or older than the sources)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = process.env.PORT ?? "3000";
console.log(`Serving the site at http://localhost:${port}`);
await import(path.resolve("build/node/server/main.js"));
