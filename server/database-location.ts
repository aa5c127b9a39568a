/**
 * Where the server's database is: the one place the server, and the
 * command-line tools, choose between the SQLite file (DATABASE_PATH, the
 * default) and a PostgreSQL server (DATABASE_URL, once it is a setting).
 */
import type { ServerConfig } from "./config.ts";
import type { DatabaseLocation } from "./db/database.ts";

export function databaseLocation(config: Pick<ServerConfig, "DATABASE_PATH">): DatabaseLocation {
  return { engine: "sqlite", path: config.DATABASE_PATH };
}
