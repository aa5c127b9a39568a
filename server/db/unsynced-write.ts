/**
 * A write whose loss to a crash does no harm (the lead rate limit's counts):
 * it commits without waiting for the disk, so a lead's intake pays one flush
 * (its batch's), not two (decision 015).
 *
 * - SQLite: synchronous = NORMAL for this write only. In WAL mode its commit
 *   is not synced; the next FULL commit (a lead's) syncs the log with it.
 *   Kysely holds the one connection meanwhile, so no other module's write
 *   runs under the lower setting.
 * - PostgreSQL: the work runs as it is. Its tables are UNLOGGED
 *   (migration 012), and a transaction that writes no WAL commits without a
 *   flush.
 */
import { sql } from "kysely";
import type { AppDatabase, Db } from "./database.ts";

export async function unsyncedWrite<T>(database: AppDatabase, work: (db: Db) => Promise<T>): Promise<T> {
  if (database.engine === "postgres") return work(database.db);
  return database.db.connection().execute(async (connection) => {
    await sql`PRAGMA synchronous = NORMAL`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`PRAGMA synchronous = FULL`.execute(connection);
    }
  });
}
