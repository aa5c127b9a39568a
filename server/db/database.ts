/**
 * The one owner of the database: opens it on either engine, brings its
 * schema up to date, and hands every module the same Kysely instance.
 *
 * - SQLite (the default, DATABASE_PATH): one better-sqlite3 connection with
 *   the pragmas of sqlite-connection.ts. Kysely runs one query at a time on
 *   it, so a transaction is never interleaved with another module's writes.
 * - PostgreSQL (DATABASE_URL=postgres://…): a `pg` pool.
 *
 * Where the engines need different SQL, the module that owns that concern
 * keeps one function per engine side by side, chosen by `engine`.
 */
import type BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { connectLeadDatabase } from "./sqlite-connection.ts";
import type { Tables } from "./tables.ts";

export type DatabaseEngine = "sqlite" | "postgres";

/** Where the database is: a SQLite file, or a PostgreSQL server's URL. */
export type DatabaseLocation = { engine: "sqlite"; path: string } | { engine: "postgres"; url: string };

export type Db = Kysely<Tables>;

export interface AppDatabase {
  readonly engine: DatabaseEngine;
  readonly db: Db;
  /** SQLite only: the connection Kysely drives, for what only SQLite does (the WAL's truncation, the online backup). */
  readonly sqlite: BetterSqlite3.Database | undefined;
  /** SQLite only: the file. */
  readonly path: string | undefined;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /**
   * SQLite: opens the file. Tests of storage faults pass their own, to open
   * it read-only or give it a size limit; the pragmas and migrations are
   * applied to whatever this returns.
   */
  connectSqlite?: (path: string) => BetterSqlite3.Database;
  /** PostgreSQL: most connections this process holds (default 10). */
  poolSize?: number;
}

export async function openDatabase(
  location: DatabaseLocation,
  options: OpenDatabaseOptions = {},
): Promise<AppDatabase> {
  if (location.engine === "sqlite") return openSqlite(location.path, options);
  return openPostgres(location.url, options);
}

function openSqlite(path: string, options: OpenDatabaseOptions): AppDatabase {
  const connection = connectLeadDatabase(path, options.connectSqlite);
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: connection }) });
  let closed = false;
  return {
    engine: "sqlite",
    db,
    sqlite: connection,
    path,
    async close() {
      if (closed) return;
      closed = true;
      // Kysely's SQLite driver closes the connection it was given.
      await db.destroy();
    },
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<AppDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle client whose server went away emits 'error' on the pool: without a
  // listener that would end the process. The next query reconnects.
  pool.on("error", () => {});
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    engine: "postgres",
    db,
    sqlite: undefined,
    path: undefined,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
