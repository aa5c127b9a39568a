// Compiles the lead server (tsconfig.server.json, as `npm run build:server`
// does) into a folder, for what runs it as a process: scripts/bench-leads.ts
// and scripts/bench-ha.ts, and the reliability tests' set-up, which compiles
// a copy of its own in a temporary folder.
//
//   tsx scripts/compile-lead-server.ts [out folder, default build/node]
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TSCONFIG = path.join(ROOT, "tsconfig.server.json");

/** build/node, where `npm run build:server` puts the server. */
export const DEFAULT_OUT_DIR = path.join(ROOT, "build", "node");

/** Compiles the server into `outDir` (its entry point is `<outDir>/server/main.js`); throws with tsc's output if it fails. */
export function compileLeadServer(outDir: string = DEFAULT_OUT_DIR): void {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const result = spawnSync(process.execPath, [tsc, "-p", TSCONFIG, "--outDir", path.resolve(outDir)], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`The lead server did not compile:\n${result.stdout}${result.stderr}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  compileLeadServer(process.argv[2]);
}
