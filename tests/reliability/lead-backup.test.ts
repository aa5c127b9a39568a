// Backups taken while leads arrive, through the built command-line tool
// against the built server: the copy holds every lead accepted before it
// started, whole, and restores. The tool reads the settings file the server
// reads. And the server's files are its own.
import { spawn } from "node:child_process";
import { chmodSync, statSync, writeFileSync } from "node:fs";
import { Agent } from "node:http";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadServerMain, startLeadServer } from "../support/built-lead-server.ts";
import { emailOf, readLeadDatabase } from "../support/lead-server/ledger.ts";
import {
  type LeadServerProcess,
  type LeadServerWorkDir,
  makeLeadServerWorkDir,
} from "../support/lead-server/server-process.ts";
import { leadSubmission, sendLead, SUBMISSION_KINDS } from "../support/lead-server/submissions.ts";
import { until } from "../support/lead-server/until.ts";

let workDir: LeadServerWorkDir;
let server: LeadServerProcess | undefined;

beforeEach(async () => {
  workDir = await makeLeadServerWorkDir();
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await workDir.remove();
});

/** `npm run leads -- ...` as the compiled tool beside the compiled server, in the work folder, with only DATABASE_PATH set (none, when undefined). */
function leadsCommand(
  databasePath: string | undefined,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const cli = path.join(path.dirname(leadServerMain()), "leads", "lead-cli.js");
  const env = { PATH: process.env.PATH ?? "", ...(databasePath === undefined ? {} : { DATABASE_PATH: databasePath }) };
  const child = spawn(process.execPath, [cli, ...args], { cwd: workDir.dir, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

/** Sends `total` leads, `concurrency` at a time, noting each e-mail address the moment its lead is answered 200. */
function sendLeads(origin: string, total: number, concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const accepted = new Set<string>();
  const refused: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      const submission = leadSubmission(
        SUBMISSION_KINDS[index % SUBMISSION_KINDS.length] ?? { form: "inquiry", encoding: "json" },
        `backup-${index}@example.com`,
      );
      const outcome = await sendLead(origin, submission, agent);
      if ("status" in outcome && outcome.status === 200) accepted.add(submission.email);
      else refused.push(`${submission.email}: ${JSON.stringify(outcome)}`);
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, worker)).finally(() => agent.destroy());
  return { accepted, refused, done };
}

describe("a backup taken while leads arrive", () => {
  it("holds every lead accepted before it started, whole, and restores to a sound database", async () => {
    server = await startLeadServer(workDir);
    const load = sendLeads(server.origin, 400, 8);
    await until("150 leads accepted", () => load.accepted.size >= 150, 60_000, 10);

    const acceptedBefore = new Set(load.accepted);
    const backupPath = path.join(workDir.dir, "backup.sqlite");
    const backup = await leadsCommand(workDir.databasePath, "backup", backupPath);
    const acceptedWhileBackingUp = load.accepted.size - acceptedBefore.size;
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    await load.done;
    expect(load.refused).toEqual([]);
    // Leads kept arriving while it ran: the copy was taken under load.
    expect(acceptedWhileBackingUp).toBeGreaterThan(0);

    await server.stop();
    server = undefined;
    const restoredPath = path.join(workDir.dir, "restored", "leads.sqlite");
    const restore = await leadsCommand(restoredPath, "restore", backupPath);
    expect(restore).toMatchObject({ code: 0, stderr: "" });

    const restored = readLeadDatabase(restoredPath);
    expect(restored.integrity).toBe("ok");
    const restoredEmails = new Set(restored.leads.map((lead) => emailOf(lead)));
    expect([...acceptedBefore].filter((email) => !restoredEmails.has(email))).toEqual([]);
    expect(restored.leads.length).toBeLessThanOrEqual(400);
    // Whole leads only: each with its two deliveries.
    expect(restored.deliveries).toHaveLength(2 * restored.leads.length);
    expect(statSync(restoredPath).mode & 0o777).toBe(0o600);
  });
});

describe("the leads tool's settings", () => {
  it("come from the .env file in the folder it runs in, as the server's do, so it opens the server's database", async () => {
    const fromFile = path.join(workDir.dir, "kept-elsewhere", "leads.sqlite");
    writeFileSync(path.join(workDir.dir, ".env"), `DATABASE_PATH=${fromFile}\n`);
    const listed = await leadsCommand(undefined, "list");
    expect(listed.code).toBe(1);
    expect(listed.stderr).toContain(`there is no lead database at ${fromFile} yet`);
  });
});

describe("the lead database's files at start", () => {
  it("are tightened to the server's own when others could read them, with one line saying so", async () => {
    server = await startLeadServer(workDir);
    await server.stop();
    chmodSync(workDir.dir, 0o755);
    chmodSync(workDir.databasePath, 0o644);

    server = await startLeadServer(workDir);
    expect(statSync(workDir.dir).mode & 0o777).toBe(0o700);
    expect(statSync(workDir.databasePath).mode & 0o777).toBe(0o600);
    expect(statSync(`${workDir.databasePath}-wal`).mode & 0o777).toBe(0o600);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.includes("readable by other users"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${workDir.databasePath} 644 → 600`);
  });
});
