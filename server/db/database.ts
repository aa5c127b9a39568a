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
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from "kysely";
import pg from "pg";
import { databaseUrlProblem, redactedUrl, redactPassword } from "./database-url.ts";
import { migratePostgresDatabase } from "./migrations.ts";
import type { Migration } from "./migrations/migration.ts";
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
  /**
   * After a write failed: whether a new connection may succeed where this
   * one cannot, having made it. SQLite opens a file it may not write
   * read-only without a word, and never upgrades that connection, nor one
   * whose file was moved or replaced (SQLITE_READONLY_DBMOVED): without a new
   * connection every lead would be refused until a restart, long after the
   * file's permissions were put right. A new connection is exactly what a
   * restart would make. Call it only outside a transaction. Always false on
   * PostgreSQL, whose pool replaces a broken connection by itself.
   */
  reconnectAfter(error: unknown): boolean;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /**
   * SQLite: opens the file. Tests of storage faults pass their own, to open
   * it read-only or give it a size limit; the pragmas and migrations are
   * applied to whatever this returns.
   */
  connectSqlite?: (path: string) => BetterSqlite3.Database;
  /** The schema's steps to bring it to (default all): tests plant a database of an older version with fewer. */
  migrations?: readonly Migration[];
  /** PostgreSQL: most connections this process holds (default 10). */
  poolSize?: number;
  /** PostgreSQL: how long to wait for a connection before calling the server unreachable (default 10 s). */
  connectTimeoutMs?: number;
  /** PostgreSQL: the setting the URL came from, named in every message about it (default DATABASE_URL). */
  setting?: string;
}

export async function openDatabase(
  location: DatabaseLocation,
  options: OpenDatabaseOptions = {},
): Promise<AppDatabase> {
  if (location.engine === "sqlite") return openSqlite(location.path, options);
  return openPostgres(location.url, options);
}

function openSqlite(path: string, options: OpenDatabaseOptions): AppDatabase {
  const connect = () => connectLeadDatabase(path, options.connectSqlite, options.migrations);
  let connection = connect();
  let statements = new PreparedStatements(connection);
  // Kysely prepares every query on this, so a new connection takes over at the next query.
  const current: SqliteDatabase = {
    prepare: (query) => statements.prepare(query),
    close: () => connection.close(),
  };
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: current }) });
  let closed = false;
  return {
    engine: "sqlite",
    db,
    get sqlite() {
      return connection;
    },
    path,
    reconnectAfter(error) {
      if (closed || !isReadOnlyError(error)) return false;
      let fresh: BetterSqlite3.Database;
      try {
        fresh = connect();
      } catch {
        // Still cannot be opened: the next write tries again.
        return false;
      }
      connection.close();
      connection = fresh;
      statements = new PreparedStatements(fresh);
      return true;
    },
    async close() {
      if (closed) return;
      closed = true;
      // Kysely's SQLite driver closes the connection it was given, but only
      // once it has run a query: a database opened and closed unused would
      // keep its file open.
      await db.destroy();
      if (connection.open) connection.close();
    },
  };
}

/**
 * The statements of one connection, each prepared once. Kysely asks for a
 * query's statement every time it runs it, and preparing costs more than
 * running most of ours: with every statement prepared anew, intake spent a
 * third of its time preparing (decision 015). A statement is run to its end
 * before Kysely runs another on the one connection, so sharing one is safe.
 * The oldest are let go past MAX_PREPARED, for queries whose text varies
 * (an IN list of any length).
 */
class PreparedStatements {
  static readonly MAX_PREPARED = 500;
  readonly #connection: BetterSqlite3.Database;
  readonly #statements = new Map<string, BetterSqlite3.Statement>();

  constructor(connection: BetterSqlite3.Database) {
    this.#connection = connection;
  }

  prepare(query: string): BetterSqlite3.Statement {
    const cached = this.#statements.get(query);
    if (cached) return cached;
    const statement = this.#connection.prepare(query);
    if (this.#statements.size >= PreparedStatements.MAX_PREPARED) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    this.#statements.set(query, statement);
    return statement;
  }
}

/** SQLITE_READONLY and its extended codes (SQLITE_READONLY_DBMOVED, …_CANTLOCK…), as better-sqlite3 names them. */
function isReadOnlyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_READONLY");
}

/**
 * pg's reading of the column types our numbers come back as: bigint (epoch
 * milliseconds, COUNT(*)) and numeric (SUM, AVG) as JavaScript numbers, like
 * SQLite's. Every value fits: milliseconds until the year 287,396, counts of
 * rows. Given to the pool only, so no other use of `pg` in the process changes.
 */
const NUMBER_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const postgresTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    NUMBER_TYPES.has(oid)
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The oldest PostgreSQL this server runs on (its SQL uses 15's features). */
const OLDEST_POSTGRES = 150000;

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<AppDatabase> {
  const setting = options.setting ?? "DATABASE_URL";
  const problem = databaseUrlProblem(url);
  if (problem) throw new Error(`Invalid server setting: ${setting}: ${problem}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    types: postgresTypes,
  });
  // A server that goes away (stopped, failed over, restarted) ends every
  // connection with an error event: on the pool for an idle one, on the
  // client for one a request holds between two queries. Without a listener
  // either would end the process. The query in flight fails (the request
  // answers 503), the pool drops the broken connection, and the next query
  // connects again once the server is back (docs/RELIABILITY.md).
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    const { rows } = await pool.query<{ server_version_num: string }>("SHOW server_version_num");
    const version = Number(rows[0]?.server_version_num);
    if (version < OLDEST_POSTGRES) {
      throw new Error(`PostgreSQL ${Math.floor(version / 10000)} is older than 15, which this server needs`);
    }
  } catch (error) {
    await db.destroy();
    // Not `cause`: what pg threw is printed whole with it, and only this line is known to hold no password.
    throw new Error(
      `Invalid server setting: ${setting}: cannot use PostgreSQL at ${redactedUrl(url)}: ${redactPassword(describe(error), url)}`,
    );
  }
  try {
    await migratePostgresDatabase(db, options.migrations);
  } catch (error) {
    await db.destroy();
    throw new Error(redactPassword(describe(error), url));
  }
  let closed = false;
  return {
    engine: "postgres",
    db,
    sqlite: undefined,
    path: undefined,
    reconnectAfter: () => false,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/**
 * An error as one line. Node reports a refused connection to a name with
 * two addresses (localhost: ::1 and 127.0.0.1) as an AggregateError with no
 * message of its own: its parts say what happened.
 */
function describe(error: unknown): string {
  if (error instanceof AggregateError && !error.message) {
    return [...new Set(error.errors.map(describe))].join("; ");
  }
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = error.message || code || error.name;
    return message.replace(/\s*\n\s*/g, " ");
  }
  return String(error);
}
