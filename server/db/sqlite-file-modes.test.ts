import { chmodSync, chownSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleInquiry } from "../../tests/support/lead-server/sample-leads.ts";
import { describeTightened, leadDatabaseFiles, tightenLeadFileModes } from "./sqlite-file-modes.ts";
import { openDatabase } from "./database.ts";
import { openLeadStore } from "../leads/store/lead-store.ts";

let folder: string;
let databasePath: string;
const modeOf = (file: string) => statSync(file).mode & 0o777;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "lead-file-modes-"));
  databasePath = path.join(folder, "data", "leads.sqlite");
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("the lead database's file modes", () => {
  it("makes a new database 0600, with its -wal and -shm, in a folder of mode 0700", async () => {
    const umask = process.umask(0o022);
    try {
      const database = await openDatabase({ engine: "sqlite", path: databasePath });
      const store = openLeadStore(database);
      await store.insert(sampleInquiry());
      expect(leadDatabaseFiles(databasePath).map(modeOf)).toEqual([0o600, 0o600, 0o600]);
      expect(modeOf(path.dirname(databasePath))).toBe(0o700);
      await database.close();
    } finally {
      process.umask(umask);
    }
  });

  it("tightens a folder, database, -wal and -shm that others could read, and says what it changed", () => {
    mkdirSync(path.dirname(databasePath));
    chmodSync(path.dirname(databasePath), 0o755);
    for (const file of leadDatabaseFiles(databasePath)) {
      writeFileSync(file, "");
      chmodSync(file, 0o644);
    }
    const tightened = tightenLeadFileModes(databasePath);
    expect(modeOf(path.dirname(databasePath))).toBe(0o700);
    expect(leadDatabaseFiles(databasePath).map(modeOf)).toEqual([0o600, 0o600, 0o600]);
    expect(describeTightened(tightened)).toBe(
      `${path.dirname(databasePath)} 755 → 700, ${databasePath} 644 → 600, ${databasePath}-wal 644 → 600, ${databasePath}-shm 644 → 600`,
    );
    expect(tightenLeadFileModes(databasePath)).toEqual([]);
  });

  // Only root can give a folder to another user, so elsewhere there is nothing to test.
  it.skipIf(process.getuid?.() !== 0)(
    "leaves a folder owned by another user as it is, and still tightens the files",
    () => {
      const shared = path.dirname(databasePath);
      mkdirSync(shared);
      chmodSync(shared, 0o755);
      chownSync(shared, 65_534, 65_534);
      writeFileSync(databasePath, "");
      chmodSync(databasePath, 0o644);
      const tightened = tightenLeadFileModes(databasePath);
      expect(modeOf(shared)).toBe(0o755);
      expect(modeOf(databasePath)).toBe(0o600);
      expect(tightened.map((change) => change.path)).toEqual([databasePath]);
    },
  );
});
