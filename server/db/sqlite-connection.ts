/**
 * One connection to the SQLite file, with the pragmas every connection
 * needs and an up-to-date schema. server/db/database.ts wraps it for
 * Kysely; what only SQLite does (the WAL's truncation after an erasure, the
 * online backup) uses it directly.
 */
import Database from "better-sqlite3";
import { migrateLeadDatabase } from "./migrations.ts";
import type { Migration } from "./migrations/migration.ts";
import { createLeadDatabaseFile } from "./sqlite-file-modes.ts";

/**
 * Opens one connection to the lead database (creating the file and its
 * tables on first use) with the pragmas every connection needs. The store
 * opens its own through this; the staff inbox opens a second, for its
 * queries, so both always see the same schema and the same rules.
 */
export function connectLeadDatabase(
  databasePath: string,
  connect: (databasePath: string) => Database.Database = (file) => new Database(file, { timeout: 5000 }),
  migrations?: readonly Migration[],
): Database.Database {
  createLeadDatabaseFile(databasePath);
  const db = connect(databasePath);
  try {
    const journalMode = db.pragma("journal_mode = WAL", { simple: true });
    if (journalMode !== "wal")
      throw new Error(`The lead database at ${databasePath} cannot use WAL (journal mode ${String(journalMode)}).`);
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    // What a delete frees is overwritten with zeros, not left readable in the file (lead-erasure.ts).
    db.pragma("secure_delete = ON");
    // A step may have erased something (migration 5 did): leave none of it in the WAL.
    if (migrateLeadDatabase(db, migrations) > 0) truncateWal(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Copies every page of the WAL into the database and truncates the WAL to
 * nothing, so no frame holding an erased lead stays in it. False when a
 * reader kept it from finishing: the erased text may then remain in the
 * -wal until the next truncation.
 */
export function truncateWal(db: Database.Database): boolean {
  // Without waiting: a TRUNCATE checkpoint waits out the busy timeout for every
  // reader (a CLI export, say), and better-sqlite3 waits on the event loop, so
  // leads would stall behind it. A busy WAL is truncated at the next erasure.
  const timeout = db.pragma("busy_timeout", { simple: true }) as number;
  db.pragma("busy_timeout = 0");
  try {
    const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number; log: number; checkpointed: number }[];
    return result?.busy === 0;
  } finally {
    db.pragma(`busy_timeout = ${String(timeout)}`);
  }
}
