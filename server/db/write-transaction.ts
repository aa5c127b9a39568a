/**
 * A transaction that reads and then writes.
 *
 * - SQLite: BEGIN IMMEDIATE, so it takes the file's write lock before its
 *   first read (waiting out the busy timeout for it). A plain BEGIN would
 *   read first and could then fail half-way with SQLITE_BUSY when another
 *   connection (the lead store's, the command line's) wrote in between.
 * - PostgreSQL: an ordinary transaction; what must not interleave takes its
 *   own lock (a conditional UPDATE, an advisory lock) inside it.
 */
import { type Kysely, sql } from "kysely";
import type { AppDatabase } from "./database.ts";
import type { Tables } from "./tables.ts";

export async function writeTransaction<T>(database: AppDatabase, work: (tx: Kysely<Tables>) => Promise<T>): Promise<T> {
  if (database.engine === "postgres") return database.db.transaction().execute(work);
  return database.db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      // SQLite has already rolled back after some errors (a full disk, say).
      if (database.sqlite?.inTransaction) await sql`ROLLBACK`.execute(connection);
      throw error;
    }
  });
}
