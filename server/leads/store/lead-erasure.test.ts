// Deletion is real: after an erasure, the erased lead's text is in none of
// the three files SQLite keeps (database, -wal, -shm), read as bytes while
// the store is still open, as it is in a running server.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { repaymentScenario } from "../../../tests/support/sample-scenarios.ts";
import { leadStorePerTest } from "../../../tests/support/lead-store-per-test.ts";
import { leadDatabaseFiles } from "../../db/sqlite-file-modes.ts";
import { openDatabase } from "../../db/database.ts";
import { leadMigrations, migrateLeadDatabase } from "../../db/migrations.ts";
import { purgeExpiredLeads } from "./lead-retention.ts";
import { type NewLead, openLeadStore } from "./lead-store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

// Words found nowhere else in the file, so a hit can only be the erased lead.
const erasedPerson = { firstName: "Zephyrine", lastName: "Quillfeather", email: "zephyrine.quillfeather@example.com" };
const keptPerson = { firstName: "Mia", lastName: "Tran", email: "mia.tran@example.com" };
/** The erased person's calculator scenario, in words of its own, and its link's query: they must go with the lead. */
const erasedScenario = { label: "Marmalade Cove savings", value: "$318,764.29", link: "/lrc?amount=318764&rate=7.77" };

function leadOf(person: typeof erasedPerson): NewLead {
  const lead = sampleInquiry({ message: `Please call ${person.firstName} about a first home.` });
  return { ...lead, fields: { ...lead.fields, ...person } };
}

function withScenario(lead: NewLead): NewLead {
  const scenario = repaymentScenario();
  return {
    ...lead,
    scenario: {
      ...scenario,
      link: erasedScenario.link,
      results: [...scenario.results, { label: erasedScenario.label, value: erasedScenario.value }],
    },
  };
}

const test = leadStorePerTest("lead-erasure", Date.parse("2026-03-01T00:00:00.000Z"));

/** Which of the three files of the database at `databasePath` still hold any of these words. */
function filesHolding(words: readonly string[], databasePath = test.databasePath): string[] {
  return leadDatabaseFiles(databasePath)
    .filter((file) => existsSync(file))
    .flatMap((file) => {
      const bytes = readFileSync(file);
      return words
        .filter((word) => bytes.includes(Buffer.from(word, "utf8")))
        .map((word) => `${path.basename(file)}: ${word}`);
    });
}

/** The erased person's lead among others, written through to the database file as the server's automatic checkpoints would have done. */
async function storeLeads(options: { keptArriveLater?: boolean } = {}): Promise<string> {
  const erased = (await test.store.insert(withScenario(leadOf(erasedPerson)))).id;
  if (options.keptArriveLater) test.now += 2 * DAY_MS;
  for (let index = 0; index < 20; index += 1) await test.store.insert(leadOf(keptPerson));
  const db = new Database(test.databasePath);
  db.pragma("wal_checkpoint(PASSIVE)");
  db.close();
  // Before the erasure the words are there, so the test can see them go.
  expect(filesHolding(Object.values(erasedPerson))).not.toEqual([]);
  expect(filesHolding(Object.values(erasedScenario))).not.toEqual([]);
  return erased;
}

describe("an erasure while someone reads the database (SQLite only: its WAL)", () => {
  it(
    "does not wait for the reader to finish (the WAL is truncated at the next erasure)",
    { timeout: 20_000 },
    async () => {
      const id = await storeLeads();
      // A CLI export holding a read transaction open, and a busy timeout far past this test's own:
      // an erasure that waited for the reader would time the test out.
      const reader = new Database(test.databasePath, { readonly: true });
      reader.exec("BEGIN");
      reader.prepare("SELECT COUNT(*) FROM leads").get();
      const patientDatabase = await openDatabase(
        { engine: "sqlite", path: test.databasePath },
        { connectSqlite: (file) => new Database(file, { timeout: 60_000 }) },
      );
      const patient = openLeadStore(patientDatabase);
      const erased = await patient.eraseLeads([id], {
        action: "deletion on request",
        reason: "the person's request (delete --email)",
      });
      await patientDatabase.close();
      reader.exec("COMMIT");
      reader.close();
      expect(erased).toEqual({ ids: [id], filesCleared: false });
    },
  );
});

describe("an erased lead, in the bytes of the SQLite files (SQLite only)", () => {
  it("leaves its e-mail address, name and calculator scenario in none of the database, its -wal or its -shm after a deletion", async () => {
    const id = await storeLeads();
    const erased = await test.store.eraseLeads([id], {
      action: "deletion on request",
      reason: "the person's request (delete --email)",
    });
    expect(erased).toEqual({ ids: [id], filesCleared: true });
    expect(filesHolding([...Object.values(erasedPerson), ...Object.values(erasedScenario)])).toEqual([]);
    expect(filesHolding(Object.values(keptPerson))).not.toEqual([]);
  });

  it("leaves its e-mail address, name and calculator scenario in none of the three files after the retention purge", async () => {
    const id = await storeLeads({ keptArriveLater: true });
    expect(
      (await purgeExpiredLeads(test.store, { LEAD_RETENTION_DAYS: 1, SPAM_RETENTION_DAYS: 1 }, test.now)).ids,
    ).toEqual([id]);
    expect(filesHolding([...Object.values(erasedPerson), ...Object.values(erasedScenario)])).toEqual([]);
    expect(filesHolding(Object.values(keptPerson))).not.toEqual([]);
  });
});

describe("migration 5 (decision 007: no request metadata), in the SQLite file (SQLite only)", () => {
  it("erases every stored IP hash, user agent and the hashes' salt from the file", async () => {
    const databasePath = path.join(path.dirname(test.databasePath), "before-007", "leads.sqlite");
    mkdirSync(path.dirname(databasePath));
    const ipHash = "c0ffee".repeat(10) + "beef";
    const userAgent = "Mozilla/5.0 (QuillfeatherOS) RequestMetadataBrowser/1.0";
    const salt = "5a17".repeat(16);
    // A database as the server before this change left it.
    const before = new Database(databasePath);
    before.pragma("journal_mode = WAL");
    migrateLeadDatabase(
      before,
      leadMigrations.filter((migration) => migration.version <= 4),
    );
    before.prepare("INSERT INTO installation_secrets (name, value) VALUES ('ip-hash-salt', ?)").run(salt);
    const insert = before.prepare(
      "INSERT INTO leads (id, form, fields, received_at, ip_hash, user_agent, delivery_state) VALUES (?, 'inquiry', ?, '2026-03-01T00:00:00.000Z', ?, ?, 'pending')",
    );
    // Enough rows to split pages: a split without secure_delete leaves copies of rows in free space.
    for (let index = 0; index < 40; index += 1)
      insert.run(`lead-${index}`, JSON.stringify(leadOf(keptPerson).fields), ipHash, userAgent);
    before.pragma("wal_checkpoint(TRUNCATE)");
    before.close();
    expect(filesHolding([ipHash, userAgent, salt], databasePath)).not.toEqual([]);

    const database = await openDatabase({ engine: "sqlite", path: databasePath });
    try {
      expect(filesHolding([ipHash, userAgent, salt], databasePath)).toEqual([]);
      expect(await openLeadStore(database).listLeads()).toHaveLength(40);
    } finally {
      await database.close();
    }
    const db = new Database(databasePath, { readonly: true });
    const columns = db.prepare("SELECT name FROM pragma_table_info('leads')").pluck().all();
    const secrets = db.prepare("SELECT name FROM sqlite_master WHERE name = 'installation_secrets'").all();
    db.close();
    expect(columns).not.toContain("ip_hash");
    expect(columns).not.toContain("user_agent");
    expect(secrets).toEqual([]);
  });
});
