// The short form of `npm run bench:leads` for CI: the same load, mix and
// ledger check at a small size. Only the ledger is asserted, never a timing:
// a busy CI machine is slow, not wrong.
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { leadServerMain } from "../support/built-lead-server.ts";

interface BenchSummary {
  runs: { requests: number; accepted: number; errors: Record<string, number> }[];
  ledger: { ok: boolean; answeredOk: number; rows: number; mismatches: string[] };
}

function runBench(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // As `npm run bench:leads` runs it: TypeScript, through tsx.
    const bench = spawn(process.execPath, ["--import", "tsx", path.resolve("scripts", "bench-leads.ts"), ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    bench.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    bench.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    bench.once("error", reject);
    bench.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run bench:leads", () => {
  it("finds exactly one row for every lead answered 200 and none for any other, through both forms and both endpoints", async () => {
    const { code, stdout, stderr } = await runBench([
      "--requests=500",
      "--concurrency=50",
      "--warmup=50",
      "--json",
      `--server=${leadServerMain()}`,
    ]);
    expect(code, stderr).toBe(0);
    const summary = JSON.parse(stdout) as BenchSummary;

    expect(summary.ledger.mismatches).toEqual([]);
    expect(summary.ledger.ok).toBe(true);
    // Valid leads are all taken, however slowly.
    expect(summary.runs).toEqual([expect.objectContaining({ requests: 500, accepted: 500, errors: {} })]);
    expect(summary.ledger.answeredOk).toBe(550);
    expect(summary.ledger.rows).toBe(550);
  });
});
