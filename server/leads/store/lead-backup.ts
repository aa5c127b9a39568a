/**
 * Backups of the lead database, and restoring one: SQLite only (on
 * PostgreSQL, pg_dump and pg_restore do both; lead-cli.ts says so).
 *
 * A backup is taken with SQLite's online backup API, never a file copy: a
 * copy of the file while the server writes can catch half a commit, and
 * would miss what is still only in the -wal. It is written beside its name
 * and renamed, so FILE is either the old backup or the whole new one, and it
 * is one self-contained file (journal mode DELETE: no -wal to carry along).
 *
 * Restoring goes through the same API into the database, so the database is
 * replaced in one transaction (a restore cut short leaves it as it was), and
 * is then migrated to the current schema like a server start would. The
 * server must be stopped first: it would otherwise go on from a database that
 * changed under it.
 */
import { closeSync, existsSync, openSync, readSync, renameSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import { createLeadDatabaseFile, tightenLeadFileModes } from "../../db/sqlite-file-modes.ts";
import { openDatabase } from "../../db/database.ts";
import { leadMigrations } from "../../db/migrations.ts";
import { openLeadStore, type LeadStore } from "./lead-store.ts";

/** A backup that cannot be restored; its message is the one line the command prints. */
export class RestoreRefusal extends Error {}

const ALL_PAGES = 0x7fffffff;
const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");

export async function backUpLeads(store: Pick<LeadStore, "backupTo">, file: string): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  rmSync(partial, { force: true });
  // 0600 before a byte is written: a backup holds every lead.
  closeSync(openSync(partial, "wx", 0o600));
  try {
    await store.backupTo(partial);
    const copy = new Database(partial);
    try {
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** What a restore put back. */
export interface RestoredLeads {
  schemaVersion: number;
  leads: number;
}

/**
 * Checks that `file` is a sound lead database of a schema this server knows,
 * then makes `databasePath` a copy of it. Throws RestoreRefusal, having
 * changed nothing, for any file that is not.
 */
export async function restoreLeads(file: string, databasePath: string): Promise<RestoredLeads> {
  const schemaVersion = checkLeadBackup(file);
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    createLeadDatabaseFile(databasePath);
    await source.backup(databasePath, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  tightenLeadFileModes(databasePath);
  // Migrates an older backup now (migration 5 erases request metadata), with secure_delete and a truncated WAL.
  const database = await openDatabase({ engine: "sqlite", path: databasePath });
  try {
    const counts = await openLeadStore(database).countLeads();
    return { schemaVersion, leads: counts.pending + counts.delivered + counts.spam };
  } finally {
    await database.close();
  }
}

/** The backup's schema version; RestoreRefusal when it is not a lead database this server can take. */
export function checkLeadBackup(file: string): number {
  if (!existsSync(file)) throw new RestoreRefusal(`${file} does not exist.`);
  if (!startsWithSqliteHeader(file))
    throw new RestoreRefusal(`${file} is not an SQLite database, so not a lead backup.`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RestoreRefusal(`${file} cannot be opened as an SQLite database (${(error as Error).message}).`);
  }
  try {
    const tables = new Set(db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
    if (!tables.has("schema_migrations") || !tables.has("leads")) {
      throw new RestoreRefusal(
        `${file} is an SQLite database but not a lead database (it has no leads and schema_migrations tables).`,
      );
    }
    const steps = db
      .prepare<[], { version: number; name: string }>("SELECT version, name FROM schema_migrations ORDER BY version")
      .all();
    const known = new Map(leadMigrations.map((migration) => [migration.version, migration.name]));
    const unknown = steps.find((step) => known.get(step.version) !== step.name);
    if (unknown) {
      throw new RestoreRefusal(
        `${file} is at schema version ${unknown.version} ("${unknown.name}"), which this version of the server does not know (it knows 1 to ${leadMigrations.at(-1)?.version ?? 0}).`,
      );
    }
    if (steps.length === 0)
      throw new RestoreRefusal(
        `${file} has no schema version recorded, so it is not a lead database this server made.`,
      );
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new RestoreRefusal(`${file} is damaged (integrity check: ${String(integrity)}).`);
    return steps.at(-1)?.version ?? 0;
  } catch (error) {
    if (error instanceof RestoreRefusal) throw error;
    throw new RestoreRefusal(`${file} cannot be read as a lead database (${(error as Error).message}).`);
  } finally {
    db.close();
  }
}

function startsWithSqliteHeader(file: string): boolean {
  const descriptor = openSync(file, "r");
  try {
    const header = Buffer.alloc(SQLITE_HEADER.length);
    return readSync(descriptor, header, 0, header.length, 0) === header.length && header.equals(SQLITE_HEADER);
  } finally {
    closeSync(descriptor);
  }
}
