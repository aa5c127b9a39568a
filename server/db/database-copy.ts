/**
 * Copies one lead database into another, engine to engine: SQLite to
 * PostgreSQL when a firm grows to several servers, PostgreSQL to SQLite when
 * it shrinks (or for a test). The target must be empty; everything is written
 * in one transaction, so a copy that fails leaves nothing behind; then the
 * rows of each table are counted on both sides.
 *
 * What is copied is what the firm keeps: staff, their recovery codes and passkeys, the
 * leads with their deliveries, notes and status changes, both audit trails,
 * and the site's content: every published version, the drafts waiting and
 * the uploaded images; and the dates the firm is closed.
 * Sessions, passkey challenges, sign-in limits and rate limits are not: they are minutes long,
 * and a session copied to a new server is one more place to leak it.
 */
import { sql } from "kysely";
import type { AppDatabase, Db } from "./database.ts";
import type { Tables } from "./tables.ts";

/** In the order their foreign keys need: a row's parent is copied before it. */
export const copiedTables = [
  "staff",
  "staff_recovery_codes",
  // Migration 22: staff passkeys (their public keys only) and the firm's "Passkey required"; not the challenges, minutes long.
  "staff_passkeys",
  "staff_sign_in_policy",
  "leads",
  "lead_deliveries",
  "lead_notes",
  "lead_status_changes",
  // Who takes new leads (migration 16): the rules, the round robin's turns, the owners' notices.
  "lead_routing_rules",
  "lead_assignment_turns",
  "assignment_notices",
  // Migration 18: the contact attempts logged on leads.
  "contact_attempts",
  "inbox_audit",
  "privacy_audit",
  // Oldest version first: a roll back points at the version it brought back.
  "content_versions",
  "content_drafts",
  // Up to 10 MB a row: read and written one row at a time (copyImages).
  "content_images",
  // Migration 19: the days the firm is shut, which the first-contact clock skips.
  "firm_closed_dates",
] as const satisfies readonly (keyof Tables)[];

export type CopiedTable = (typeof copiedTables)[number];

/**
 * Columns the database writes itself and refuses or ignores when given:
 * generated from the fields (enquiry_type, reference), and PostgreSQL's
 * search vector, which its trigger fills from the row (SQLite's search index
 * is filled by its own trigger in the same way).
 */
const derivedColumns = new Set(["enquiry_type", "reference", "search_vector"]);

/** How many rows go in one INSERT: well under both engines' limits on parameters. */
const ROWS_PER_INSERT = 200;

export interface TableCount {
  table: CopiedTable;
  from: number;
  to: number;
}

/** The target already holds rows: nothing was written. */
export class TargetNotEmpty extends Error {}

/** Counts the rows of every copied table. */
export async function countRows(db: Db): Promise<Map<CopiedTable, number>> {
  const counts = new Map<CopiedTable, number>();
  for (const table of copiedTables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .executeTakeFirstOrThrow();
    counts.set(table, Number(row.count));
  }
  return counts;
}

/**
 * Copies every table of `from` into `to` in one transaction of the target,
 * and returns each table's count on both sides afterwards. Throws
 * TargetNotEmpty, writing nothing, when any copied table of the target holds
 * a row.
 */
export async function copyDatabase(from: AppDatabase, to: AppDatabase): Promise<TableCount[]> {
  const before = await countRows(to.db);
  const occupied = copiedTables.filter((table) => (before.get(table) ?? 0) > 0);
  if (occupied.length > 0) {
    throw new TargetNotEmpty(
      `the target database is not empty (${occupied.map((table) => `${table}: ${before.get(table)} rows`).join(", ")}); copy only into an empty database`,
    );
  }

  await to.db.transaction().execute(async (target) => {
    for (const table of copiedTables) {
      if (table === "content_images") {
        await copyImages(from, target);
        continue;
      }
      // Oldest first, so identities and arrival order come out as they were.
      const rows = await from.db
        .selectFrom(table)
        .selectAll()
        .orderBy(sql.ref(orderColumnOf(table)))
        .execute();
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        const batch = rows.slice(start, start + ROWS_PER_INSERT).map(withoutDerivedColumns);
        // The rows are the source's rows of the same table: their shape is the table's.
        await target
          .insertInto(table)
          .values(batch as never)
          .execute();
      }
    }
    if (to.engine === "postgres") await advanceIdentities(target);
  });

  const [fromCounts, toCounts] = await Promise.all([countRows(from.db), countRows(to.db)]);
  return copiedTables.map((table) => ({ table, from: fromCounts.get(table) ?? 0, to: toCounts.get(table) ?? 0 }));
}

/** The uploaded originals, one row read and written at a time: each is up to 10 MB, and a copy never holds them all. */
async function copyImages(from: AppDatabase, target: Db): Promise<void> {
  const hashes = await from.db.selectFrom("content_images").select("hash").orderBy("hash").execute();
  for (const { hash } of hashes) {
    const row = await from.db
      .selectFrom("content_images")
      .selectAll()
      .where("hash", "=", hash)
      .executeTakeFirstOrThrow();
    await target.insertInto("content_images").values(row).execute();
  }
}

function orderColumnOf(table: CopiedTable): string {
  switch (table) {
    case "leads":
      return "seq";
    case "staff_recovery_codes":
      return "staff_id";
    case "lead_deliveries":
      return "lead_id";
    case "lead_routing_rules":
      return "enquiry_type";
    case "lead_assignment_turns":
      return "staff_id";
    case "content_versions":
      return "number";
    case "content_drafts":
      return "collection";
    case "firm_closed_dates":
      return "date";
    default:
      return "id";
  }
}

function withoutDerivedColumns(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !derivedColumns.has(column)));
}

/**
 * Rows copied with their own ids leave PostgreSQL's identity sequences at 1:
 * the next staff member or note would collide with a copied one. Each
 * sequence of the copied tables moves to its column's largest value.
 */
async function advanceIdentities(db: Db): Promise<void> {
  const sequences = await sql<{ table_name: string; column_name: string; sequence: string }>`
    SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
    FROM information_schema.columns
    WHERE table_schema = current_schema()
      AND table_name IN (${sql.join(copiedTables.map((table) => sql.lit(table)))})
      AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL
  `.execute(db);
  for (const { table_name, column_name, sequence } of sequences.rows) {
    await sql`SELECT setval(${sequence}::regclass, COALESCE((SELECT MAX(${sql.ref(column_name)}) FROM ${sql.table(table_name)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
