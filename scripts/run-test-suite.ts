// `npm test`: the unit tests (with the PostgreSQL suite and the reliability
// tests: `vitest run` runs every project) and the production build side by
// side, then the end-to-end tests against that build.
//
// The unit tests keep one of a two-core machine's cores busy on average (they
// wait on sockets, child processes and file syncs), and nothing in them reads
// the build, so the build fills the other core: about two minutes less than
// one after the other. The unit tests' output streams as it comes; the
// build's is held and printed whole when it ends, so neither is interleaved.
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs an npm script; resolves with its exit code. With `logFile`, its output is held in that file instead of streamed. */
function runScript(script: string, logFile?: string): Promise<number> {
  const log = logFile ? openSync(logFile, "w") : undefined;
  const child = spawn(npm, ["run", script], { stdio: log === undefined ? "inherit" : ["ignore", log, log] });
  return new Promise<number>((resolve) => {
    child.on("error", (error) => {
      console.error(`npm run ${script}: ${error.message}`);
      resolve(1);
    });
    child.on("close", (code) => {
      if (log !== undefined) closeSync(log);
      resolve(code ?? 1);
    });
  });
}

/** The suite's exit code. */
async function runSuite(): Promise<number> {
  // A missing browser or PostgreSQL is worth one line before minutes of
  // anything else (as root, each is installed here, before the build starts).
  if ((await runScript("test:browser")) !== 0) return 1;
  if ((await runScript("test:find-postgres")) !== 0) return 1;

  const logs = mkdtempSync(path.join(tmpdir(), "kestrel-test-suite-"));
  try {
    const buildLog = path.join(logs, "build.log");
    const [unit, build] = await Promise.all([runScript("test:unit"), runScript("build", buildLog)]);
    // The build's log only when it failed: CI keeps the tail of the output,
    // which must then be the unit tests' failures, not the build's file list.
    if (build !== 0) console.log(`\n── npm run build (beside the unit tests) ──\n${readFileSync(buildLog, "utf8")}`);
    else console.log("\n── npm run build (beside the unit tests): built ──");
    if (unit !== 0 || build !== 0) {
      console.error(`unit tests exited ${unit}, build exited ${build}: the end-to-end tests were not run`);
      return 1;
    }
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
  return runScript("test:e2e:built");
}

process.exitCode = await runSuite();
