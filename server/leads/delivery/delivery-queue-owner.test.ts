// One writer per table (docs/ARCHITECTURE.md): every change to a lead's
// deliveries goes through delivery-queue.ts, so one rule decides when a lead
// is delivered. This reads the server's code for any other write.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.join(import.meta.dirname, "..", "..");
const OWNER = "leads/delivery/delivery-queue.ts";
const WRITES = [
  /\b(INSERT\s+(OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM)\s+lead_deliveries\b/i,
  /\b(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*["']lead_deliveries\b/,
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the lead_deliveries table", () => {
  it("is written by delivery-queue.ts alone (schema steps aside)", () => {
    const writers = sourceFiles(SERVER)
      .filter((file) => WRITES.some((write) => write.test(readFileSync(file, "utf8"))))
      .map((file) => path.relative(SERVER, file).split(path.sep).join("/"))
      .sort();
    expect(writers).toEqual([OWNER]);
  });
});
