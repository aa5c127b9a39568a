/**
 * Erasing leads for good, on a person's request or when their time is up.
 * A lead and its deliveries go in one transaction with the audit entry that
 * records it. A DELETE alone would leave the text behind, so afterwards:
 *
 * - SQLite: secure_delete (on for every connection, sqlite-connection.ts)
 *   has overwritten what the delete freed; the WAL is truncated
 *   (truncateWal) and the search index merged, so the erased text is in none
 *   of the database, its -wal or its -shm.
 * - PostgreSQL: the tables it touched are vacuumed, so the dead rows' space
 *   is marked free for reuse. What PostgreSQL keeps beyond that (WAL
 *   segments, archives, replicas, backups, pages not yet reused) is stated
 *   in docs/RELIABILITY.md: the byte-level proof is SQLite's alone.
 */
import { sql } from "kysely";
import type { AppDatabase, Db } from "../../db/database.ts";
import { truncateWal } from "../../db/sqlite-connection.ts";
import { forgetDeliveriesOf } from "../delivery/delivery-queue.ts";
import { type PrivacyAction, recordPrivacyAction } from "./privacy-audit.ts";

export interface ErasureRequest {
  action: PrivacyAction;
  reason: string;
  /** ISO instant, for the audit. */
  at: string;
}

export interface RetentionCutoffs {
  /** ISO instants: leads received before the first go, and spam received before the second. */
  leadsReceivedBefore: string;
  spamReceivedBefore: string;
}

/** What an erasure did. */
export interface Erasure {
  /** The leads erased, with their deliveries. */
  ids: string[];
  /**
   * SQLite: false when a reader kept the WAL from being truncated (the
   * erased text may linger in the -wal until the next erasure).
   * PostgreSQL: whether the VACUUM of the touched tables ran.
   */
  filesCleared: boolean;
}

/** The tables an erasure deletes from, vacuumed after it on PostgreSQL. */
const ERASED_TABLES = [
  "lead_deliveries",
  "assignment_notices",
  "lead_notes",
  "contact_attempts",
  "lead_status_changes",
  "leads",
] as const;

/** Erases these leads, their deliveries, notes and status changes, with the audit entry, in one transaction. */
export async function eraseLeads(
  database: AppDatabase,
  ids: readonly string[],
  request: ErasureRequest,
): Promise<Erasure> {
  const erased = await database.db.transaction().execute((trx) => eraseInTransaction(database, trx, ids, request));
  return { ids: erased, filesCleared: await clearFreedSpace(database) };
}

/** Erases every lead past its retention, chosen and erased in one transaction so none can expire between the two. */
export async function eraseExpired(
  database: AppDatabase,
  cutoffs: RetentionCutoffs,
  request: ErasureRequest,
): Promise<Erasure> {
  const erased = await database.db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom("leads")
      .select("id")
      .where((eb) =>
        eb.or([
          eb("received_at", "<", cutoffs.leadsReceivedBefore),
          eb.and([eb("delivery_state", "=", "spam"), eb("received_at", "<", cutoffs.spamReceivedBefore)]),
        ]),
      )
      .orderBy("received_at")
      .orderBy("seq")
      .execute();
    return eraseInTransaction(
      database,
      trx,
      expired.map((row) => row.id),
      request,
    );
  });
  return { ids: erased, filesCleared: await clearFreedSpace(database) };
}

async function eraseInTransaction(
  database: AppDatabase,
  trx: Db,
  ids: readonly string[],
  request: ErasureRequest,
): Promise<string[]> {
  const erased: string[] = [];
  // In chunks: an engine takes only so many parameters in one statement.
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    // Explicit rather than left to ON DELETE CASCADE, which on SQLite needs foreign_keys on in whatever connection runs it.
    await forgetDeliveriesOf(trx, chunk);
    // What staff wrote about the lead in the inbox is about the person too.
    await trx.deleteFrom("lead_notes").where("lead_id", "in", chunk).execute();
    // A logged contact attempt's note is as personal as a note.
    await trx.deleteFrom("contact_attempts").where("lead_id", "in", chunk).execute();
    await trx.deleteFrom("lead_status_changes").where("lead_id", "in", chunk).execute();
    const deleted = await trx.deleteFrom("leads").where("id", "in", chunk).returning("id").execute();
    const gone = new Set(deleted.map((row) => row.id));
    erased.push(...chunk.filter((id) => gone.has(id)));
  }
  if (erased.length > 0 && database.engine === "sqlite") await mergeSqliteSearchIndex(trx);
  await recordPrivacyAction(trx, {
    at: request.at,
    action: request.action,
    leadCount: erased.length,
    reason: request.reason,
  });
  return erased;
}

/**
 * The lead's search entry went with it (a trigger); merging the index then
 * rewrites its pages without the erased tokens, which a contentless FTS5
 * index would otherwise keep as deleted-but-present until some later merge.
 */
async function mergeSqliteSearchIndex(trx: Db): Promise<void> {
  await sql`INSERT INTO lead_search (lead_search) VALUES ('optimize')`.execute(trx);
}

/** After the commit: what only each engine does to let go of the erased rows' bytes. */
async function clearFreedSpace(database: AppDatabase): Promise<boolean> {
  return database.engine === "sqlite" ? clearSqliteWal(database) : vacuumPostgres(database);
}

/** Through Kysely's hold on the one connection, so it never runs inside another module's open transaction. */
async function clearSqliteWal(database: AppDatabase): Promise<boolean> {
  const connection = database.sqlite;
  if (!connection) throw new Error("A SQLite database without its connection");
  return database.db.connection().execute(async () => truncateWal(connection));
}

/** VACUUM cannot run inside a transaction; a failure (say, the server going away) leaves it to autovacuum. */
async function vacuumPostgres(database: AppDatabase): Promise<boolean> {
  try {
    await sql`VACUUM ${sql.join(ERASED_TABLES.map((table) => sql.table(table)))}`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
