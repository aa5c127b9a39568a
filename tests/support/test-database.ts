/**
 * A fresh database for each test, on the engine the suite runs against:
 * SQLite in a temporary folder in the unit suite; PostgreSQL in the
 * PostgreSQL suite (vitest.config.ts), a copy of the template database its
 * global set-up migrated (tests/setup/postgres-cluster.ts). A test file
 * that uses `databaseTest` runs in both suites.
 *
 *   import { databaseTest as test } from "./test-database.ts";
 *   test("keeps …", async ({ database }) => { … database.db … });
 *
 * What only SQLite has (the file's bytes, the WAL) is tested with
 * `sqliteOnlyTest`, skipped in the PostgreSQL suite, never the whole suite.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject, test } from "vitest";
import {
  type AppDatabase,
  type DatabaseEngine,
  type DatabaseLocation,
  openDatabase,
} from "../../server/db/database.ts";
import { TEMPLATE_DATABASE } from "../setup/postgres-cluster.ts";

const postgresAdminUrl = inject("postgresAdminUrl");

/** The engine this suite's databases are on. */
export const databaseEngine: DatabaseEngine = postgresAdminUrl ? "postgres" : "sqlite";

export interface DatabaseFixture {
  /** The test's own database, migrated, closed and removed after the test. */
  database: AppDatabase;
  /** Where `database` is: open it again for a second server on the same database. */
  location: DatabaseLocation;
  /** A database of the suite's engine with nothing in it, not even the schema; removed after the test. */
  emptyLocation: DatabaseLocation;
}

/** Connections to the cluster's `postgres` database, to create and drop the tests' own (one set a test worker). */
let adminPool: pg.Pool | undefined;
function admin(url: string): pg.Pool {
  adminPool ??= new pg.Pool({ connectionString: url, max: 2, allowExitOnIdle: true });
  return adminPool;
}

interface PlacedDatabase {
  location: DatabaseLocation;
  drop: () => Promise<void>;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database in the cluster, a copy of `template`. */
async function createDatabase(adminUrl: string, template: string): Promise<string> {
  const name = `t_${randomBytes(8).toString("hex")}`;
  await admin(adminUrl).query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return name;
}

// FORCE: a connection the test left open does not keep its database.
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl).query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A migrated database handed from test to test within a worker, emptied in
 * between. Copying the template takes half a second to a second and a half
 * on a busy two-core machine; emptying one takes some tens of milliseconds.
 * Each test still starts as if the database were new: no rows, identities
 * from 1, no connection left from the test before; and one whose schema a
 * test changed is dropped rather than handed on.
 */
interface MigratedDatabase {
  name: string;
  /** One connection of its own, to empty it. */
  keeper: pg.Pool;
  schema: string;
}

/** What a test could change of a database beyond its rows: its columns, indexes, triggers and schema version. */
const SCHEMA_FINGERPRINT = `
  SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
    SELECT c.relname || '.' || a.attname || ':' || a.atttypid::text
      FROM pg_attribute AS a JOIN pg_class AS c ON c.oid = a.attrelid JOIN pg_namespace AS n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT 'trigger ' || tgname FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT 'schema ' || version::text FROM schema_migrations
  ) AS schema (item)
`;

/** Every row gone (foreign keys not consulted: everything goes) and every identity back to 1, but the schema's record. */
const EMPTY_DATABASE = `
  DO $$
  DECLARE item record;
  BEGIN
    SET LOCAL session_replication_role = replica;
    FOR item IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' LOOP
      EXECUTE format('DELETE FROM %I', item.tablename);
    END LOOP;
    FOR item IN SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP
      EXECUTE format('ALTER SEQUENCE %I RESTART', item.sequencename);
    END LOOP;
  END $$
`;

const idleDatabases: MigratedDatabase[] = [];

async function takeMigratedDatabase(adminUrl: string): Promise<MigratedDatabase> {
  const idle = idleDatabases.pop();
  if (idle) return idle;
  const name = await createDatabase(adminUrl, TEMPLATE_DATABASE);
  const keeper = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 1, allowExitOnIdle: true });
  keeper.on("error", () => {});
  const { rows } = await keeper.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return { name, keeper, schema: rows[0]?.fingerprint ?? "" };
}

async function giveBack(adminUrl: string, database: MigratedDatabase): Promise<void> {
  try {
    await database.keeper.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    const { rows } = await database.keeper.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
    if (rows[0]?.fingerprint !== database.schema) throw new Error("the test changed the schema");
    await database.keeper.query(EMPTY_DATABASE);
    idleDatabases.push(database);
  } catch {
    await database.keeper.end().catch(() => {});
    await dropDatabase(adminUrl, database.name);
  }
}

async function migratedPostgresDatabase(adminUrl: string): Promise<PlacedDatabase> {
  const database = await takeMigratedDatabase(adminUrl);
  return {
    location: { engine: "postgres", url: databaseUrl(adminUrl, database.name) },
    drop: () => giveBack(adminUrl, database),
  };
}

async function emptyPostgresDatabase(adminUrl: string): Promise<PlacedDatabase> {
  const name = await createDatabase(adminUrl, "template0");
  return {
    location: { engine: "postgres", url: databaseUrl(adminUrl, name) },
    drop: () => dropDatabase(adminUrl, name),
  };
}

async function sqliteFile(): Promise<PlacedDatabase> {
  const folder = await mkdtemp(path.join(tmpdir(), "kestrel-db-"));
  return {
    location: { engine: "sqlite", path: path.join(folder, "leads.sqlite") },
    drop: () => rm(folder, { recursive: true, force: true }),
  };
}

export const databaseTest = test.extend<DatabaseFixture>({
  // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixtures a test asks for from this pattern.
  location: async ({}, use) => {
    const place = postgresAdminUrl ? await migratedPostgresDatabase(postgresAdminUrl) : await sqliteFile();
    try {
      await use(place.location);
    } finally {
      await place.drop();
    }
  },
  database: async ({ location }, use) => {
    const database = await openDatabase(location);
    try {
      await use(database);
    } finally {
      await database.close();
    }
  },
  // eslint-disable-next-line no-empty-pattern -- as above.
  emptyLocation: async ({}, use) => {
    const place = postgresAdminUrl ? await emptyPostgresDatabase(postgresAdminUrl) : await sqliteFile();
    try {
      await use(place.location);
    } finally {
      await place.drop();
    }
  },
});

/** A test of what only SQLite does (the file's bytes, the WAL): skipped in the PostgreSQL suite. */
export const sqliteOnlyTest = databaseTest.skipIf(databaseEngine !== "sqlite");
