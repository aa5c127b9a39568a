/**
 * Reading a database named on a command line (a SQLite file, or a
 * PostgreSQL URL) and looking into it before anything is written: whether it
 * is a lead database, whether it is empty. Messages never carry a password.
 */
import { existsSync, statSync } from "node:fs";
import Database from "better-sqlite3";
import pg from "pg";
import type { DatabaseLocation } from "./database.ts";
import { databaseUrlProblem, redactedUrl, redactPassword } from "./database-url.ts";

/** What `location` names, for a message. */
export function describeLocation(location: DatabaseLocation): string {
  return location.engine === "sqlite" ? location.path : redactedUrl(location.url);
}

/** A command line's database: anything with a scheme must be a PostgreSQL URL; the rest is a SQLite file. */
export function locationFromArgument(argument: string): DatabaseLocation {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(argument)) return { engine: "sqlite", path: argument };
  const problem = databaseUrlProblem(argument);
  if (problem) throw new Error(`${redactedUrl(argument)}: ${problem}`);
  return { engine: "postgres", url: argument };
}

/** The tables a database holds and how many rows each of the given ones has; undefined for a SQLite file that does not exist or is empty. */
export interface DatabaseContents {
  tables: string[];
  rows: Map<string, number>;
}

/** Reads what a database holds without changing it (a SQLite file is opened read-only). */
export async function inspectDatabase(
  location: DatabaseLocation,
  countedTables: readonly string[],
): Promise<DatabaseContents | undefined> {
  if (location.engine === "sqlite") return inspectSqlite(location.path, countedTables);
  return inspectPostgres(location.url, countedTables);
}

function inspectSqlite(path: string, countedTables: readonly string[]): DatabaseContents | undefined {
  if (!existsSync(path) || statSync(path).size === 0) return undefined;
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => row.name);
    const rows = new Map<string, number>();
    for (const table of countedTables.filter((name) => tables.includes(name))) {
      rows.set(table, db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM "${table}"`).get()?.n ?? 0);
    }
    return { tables, rows };
  } catch (error) {
    throw new Error(`${path} is not a SQLite database (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    db.close();
  }
}

async function inspectPostgres(url: string, countedTables: readonly string[]): Promise<DatabaseContents> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `cannot reach ${redactedUrl(url)}: ${redactPassword(error instanceof Error ? error.message : String(error), url)}`,
    );
  }
  try {
    const { rows: tableRows } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name",
    );
    const tables = tableRows.map((row) => row.table_name);
    const rows = new Map<string, number>();
    for (const table of countedTables.filter((name) => tables.includes(name))) {
      const { rows: counted } = await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM "${table}"`);
      rows.set(table, Number(counted[0]?.n ?? 0));
    }
    return { tables, rows };
  } finally {
    await client.end();
  }
}
