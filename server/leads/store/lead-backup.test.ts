import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { runLeadsCommand } from "../../../tests/support/lead-cli-run.ts";
import { leadMigrations } from "../../db/migrations.ts";
import { openDatabase } from "../../db/database.ts";
import { openLeadStore } from "./lead-store.ts";

let folder: string;
let databasePath: string;
let backupPath: string;

async function run(...args: string[]) {
  return answering(false, ...args);
}

/** Runs the tool with `answer` given to any yes-or-no question it asks. */
async function answering(answer: boolean, ...args: string[]) {
  return runLeadsCommand(databasePath, args, { answer });
}

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "lead-backup-"));
  databasePath = path.join(folder, "data", "leads.sqlite");
  backupPath = path.join(folder, "leads-backup.sqlite");
  const storeDatabase = await openDatabase({ engine: "sqlite", path: databasePath });
  const store = openLeadStore(storeDatabase);
  for (let index = 0; index < 3; index += 1) await store.insert(sampleInquiry({ message: `Lead ${index}.` }));
  await storeDatabase.close();
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("leads backup (SQLite only: the online backup of the file)", () => {
  it("writes one self-contained file only its owner can read, with every lead", async () => {
    const { code, stdout } = await run("backup", backupPath);
    expect(code).toBe(0);
    expect(stdout).toBe(`Backed up the lead database to ${backupPath}.\n`);
    expect(statSync(backupPath).mode & 0o777).toBe(0o600);
    const copy = new Database(backupPath, { readonly: true });
    expect(copy.prepare("SELECT COUNT(*) FROM leads").pluck().get()).toBe(3);
    expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
    copy.close();
    expect(existsSync(`${backupPath}-wal`)).toBe(false);
  });
});

describe("leads restore (SQLite only: the online backup of the file)", () => {
  it("puts the backup's leads back, in a file only the server's user can read", async () => {
    await run("backup", backupPath);
    await rm(path.dirname(databasePath), { recursive: true });
    const { code, stdout } = await run("restore", backupPath);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Restored 3 leads from .* \(schema version \d+\)/);
    expect(statSync(databasePath).mode & 0o777).toBe(0o600);
    const storeDatabase = await openDatabase({ engine: "sqlite", path: databasePath });
    const store = openLeadStore(storeDatabase);
    expect((await store.listLeads()).map((lead) => lead.fields.message)).toEqual(["Lead 0.", "Lead 1.", "Lead 2."]);
    await storeDatabase.close();
  });

  function schemaAt(file: string, extra: (db: Database.Database) => void): void {
    const db = new Database(file);
    extra(db);
    db.close();
  }

  it.each([
    [
      "a file that is not SQLite at all",
      (file: string) => writeFileSync(file, "id,name\n1,Mia Tran\n"),
      /is not an SQLite database/,
    ],
    [
      "an SQLite database without the lead tables",
      (file: string) => schemaAt(file, (db) => db.exec("CREATE TABLE notes (text TEXT)")),
      /not a lead database/,
    ],
    [
      "a lead database from a newer server",
      (file: string) =>
        schemaAt(file, (db) => {
          db.exec(
            "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL); CREATE TABLE leads (id TEXT)",
          );
          const record = db.prepare("INSERT INTO schema_migrations VALUES (?, ?, '2026-01-01')");
          for (const migration of leadMigrations) record.run(migration.version, migration.name);
          record.run(leadMigrations.length + 1, "from the future");
        }),
      /schema version \d+ \("from the future"\), which this version of the server does not know/,
    ],
    ["a file that does not exist", () => undefined, /does not exist/],
  ])("refuses %s with one line, changing nothing", async (_name, make, message) => {
    make(backupPath);
    const before = readFileSync(databasePath);
    const { code, stdout, stderr } = await run("restore", backupPath);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/^leads: restore refused, nothing changed: /);
    expect(stderr).toMatch(message);
    expect(stderr.trimEnd()).not.toContain("\n");
    expect(readFileSync(databasePath).equals(before)).toBe(true);
  });

  it("asks before replacing a database that holds leads, and restores nothing without a yes", async () => {
    await run("backup", backupPath);
    const storeDatabase = await openDatabase({ engine: "sqlite", path: databasePath });
    const store = openLeadStore(storeDatabase);
    await store.insert(sampleInquiry({ message: "Arrived after the backup." }));
    await storeDatabase.close();
    const { code, stderr, questions } = await run("restore", backupPath);
    expect(code).toBe(1);
    expect(questions).toEqual([expect.stringMatching(/Leads received since that backup go/)]);
    expect(stderr).toBe("Nothing restored.\n");
    const keptDatabase = await openDatabase({ engine: "sqlite", path: databasePath });
    const kept = openLeadStore(keptDatabase);
    expect(await kept.listLeads()).toHaveLength(4);
    await keptDatabase.close();
  });

  it("keeps the database it replaces beside it, so a mistaken restore loses no lead", async () => {
    await run("backup", backupPath);
    const storeDatabase = await openDatabase({ engine: "sqlite", path: databasePath });
    const store = openLeadStore(storeDatabase);
    await store.insert(sampleInquiry({ message: "Arrived after the backup." }));
    await storeDatabase.close();
    const { code, stdout } = await answering(true, "restore", backupPath);
    expect(code).toBe(0);
    const keptPath = /kept at (\S+):/.exec(stdout)?.[1] ?? "";
    expect(keptPath.startsWith(`${databasePath}.before-restore-`)).toBe(true);
    expect(statSync(keptPath).mode & 0o777).toBe(0o600);
    const kept = new Database(keptPath, { readonly: true });
    expect(kept.prepare("SELECT COUNT(*) FROM leads").pluck().get()).toBe(4);
    kept.close();
    const restoredDatabase = await openDatabase({ engine: "sqlite", path: databasePath });
    const restored = openLeadStore(restoredDatabase);
    expect(await restored.listLeads()).toHaveLength(3);
    await restoredDatabase.close();
  });

  it("needs a FILE", async () => {
    const { code, stderr } = await run("restore");
    expect(code).toBe(2);
    expect(stderr).toMatch(/restore needs a FILE/);
  });
});
