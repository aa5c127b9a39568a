/**
 * The compiled server for tests run by vitest: the one the reliability
 * tests' global set-up compiled (tests/reliability/build-server.ts), else
 * `npm run build:server`'s. Kept apart from tests/support/lead-server/,
 * which the benchmarks (scripts/bench-leads.ts, bench-ha.ts) import too, and
 * so must not need vitest.
 */
import path from "node:path";
import { inject } from "vitest";
import {
  type LeadServerProcess,
  type LeadServerWorkDir,
  startLeadServerProcess,
} from "./lead-server/server-process.ts";

export function leadServerMain(): string {
  // Undefined when the global set-up did not run (a test file run on its own by another config).
  return (inject("leadServerMain") as string | undefined) ?? path.resolve("build", "node", "server", "main.js");
}

/** Starts the compiled server with only the settings given, and resolves once it answers. */
export function startLeadServer(
  workDir: LeadServerWorkDir,
  settings: Record<string, string> = {},
): Promise<LeadServerProcess> {
  return startLeadServerProcess(leadServerMain(), workDir, settings);
}
