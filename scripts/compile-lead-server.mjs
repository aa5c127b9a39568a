// Compiles the lead server together with its test helpers
// (tests/support/lead-server/tsconfig.build.json), for what runs the server
// as a process from plain JavaScript: scripts/bench-leads.mjs, and the
// reliability tests' set-up, whose bench test runs that script.
//
//   node scripts/compile-lead-server.mjs [out folder, default build/node]
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TSCONFIG = path.join(ROOT, "tests", "support", "lead-server", "tsconfig.build.json");

export const DEFAULT_OUT_DIR = path.join(ROOT, "build", "node");

export function compileLeadServer(outDir = DEFAULT_OUT_DIR) {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const result = spawnSync(process.execPath, [tsc, "-p", TSCONFIG, "--outDir", path.resolve(outDir)], {
    encoding: "utf8",
  });
  if (result.status !== 0)
    throw new Error(`The lead server and its test helpers did not compile:\n${result.stdout}${result.stderr}`);
}

/** The compiled helpers (one module) that go with a server compiled to `<out>/server/main.js`. */
export function helpersBeside(serverMain) {
  return path.join(path.dirname(serverMain), "..", "tests", "support", "lead-server", "index.js");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  compileLeadServer(process.argv[2]);
}
