/**
 * Vitest global set-up for the reliability tests, which run the server as a
 * process: compiles it from the sources as they are now
 * (scripts/compile-lead-server.ts), so they never test JavaScript older than
 * the TypeScript beside it.
 *
 * It compiles into a folder of its own rather than build/node: a build of the
 * site started meanwhile (which empties build/) or a developer's server
 * running from build/node must not pull the files from under a test.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { compileLeadServer } from "../../scripts/compile-lead-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The compiled server's entry point (server/main.js), for tests/support/built-lead-server.ts. */
    leadServerMain: string;
  }
}

export default function buildServer(project: TestProject): () => void {
  const started = Date.now();
  const outDir = mkdtempSync(path.join(tmpdir(), "kestrel-reliability-server-"));
  try {
    compileLeadServer(outDir);
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`The reliability tests cannot run: ${error instanceof Error ? error.message : String(error)}`);
  }
  // What the server imports is found through node_modules, and its files are ES modules.
  symlinkSync(path.resolve("node_modules"), path.join(outDir, "node_modules"), "dir");
  writeFileSync(path.join(outDir, "package.json"), JSON.stringify({ type: "module" }));
  project.provide("leadServerMain", path.join(outDir, "server", "main.js"));
  console.info(`reliability tests: server compiled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return () => rmSync(outDir, { recursive: true, force: true });
}
