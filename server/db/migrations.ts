/**
 * Brings a database's schema up to date (migrations/, one file a step),
 * one function per engine: SQLite's runs synchronously on the connection
 * as it opens; PostgreSQL's through Kysely, under one advisory lock.
 */
import type { Database } from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import type { Migration } from "./migrations/migration.ts";
import { migrations as allMigrations } from "./migrations/index.ts";
import type { Tables } from "./tables.ts";

/** @deprecated name kept for the tests that plant older schemas; the steps are in migrations/. */
export const leadMigrations: readonly Migration[] = allMigrations;
export type LeadMigration = Migration;

/**
 * Applies every step the database has not had yet, each in its own
 * transaction with its row in `schema_migrations`, and returns how many ran.
 * Each step re-reads the version inside its write transaction, so the server
 * and the command-line tool starting together cannot both apply it. A
 * database written by a newer server is refused rather than guessed at.
 */
export function migrateLeadDatabase(db: Database, migrations: readonly LeadMigration[] = leadMigrations): number {
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )
  `);
  const currentVersion = db.prepare<[], { version: number | null }>(
    "SELECT MAX(version) AS version FROM schema_migrations",
  );
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  const versionNow = () => currentVersion.get()?.version ?? 0;

  refuseNewerSchema(versionNow(), migrations);
  let applied = 0;
  let rebuild = false;
  for (const migration of migrations) {
    if (versionNow() >= migration.version) continue;
    withForeignKeysOff(db, migration.rebuildsTable === true, () => {
      db.transaction(() => {
        if (versionNow() >= migration.version) return;
        db.exec(migration.sqlite);
        if (migration.rebuildsTable) refuseBrokenForeignKeys(db, migration);
        record.run(migration.version, migration.name, new Date().toISOString());
        applied += 1;
        rebuild ||= migration.rebuildAfter === true;
      }).immediate();
    });
  }
  if (rebuild) db.exec("VACUUM");
  return applied;
}

/**
 * Runs `step` with foreign keys off when `off`, and puts the connection's
 * setting back after. SQLite reads the pragma only outside a transaction,
 * which is why it is set here, around the step's own.
 */
function withForeignKeysOff(db: Database, off: boolean, step: () => void): void {
  if (!off) return step();
  const before = db.pragma("foreign_keys", { simple: true });
  db.pragma("foreign_keys = OFF");
  try {
    step();
  } finally {
    db.pragma(`foreign_keys = ${before ? "ON" : "OFF"}`);
  }
}

/** A rebuilt table must leave every foreign key pointing at a row: otherwise the step is undone, in one line. */
function refuseBrokenForeignKeys(db: Database, migration: Migration): void {
  const broken = db.pragma("foreign_key_check") as { table: string; parent: string }[];
  const first = broken[0];
  if (first) {
    throw new Error(
      `Schema step ${migration.version} would leave ${broken.length} ${broken.length === 1 ? "row" : "rows"} of ${first.table} pointing at no row of ${first.parent}; nothing was changed.`,
    );
  }
}

/** One line, for a database a newer server wrote: its tables may mean what this server cannot know. */
function refuseNewerSchema(version: number, migrations: readonly Migration[]): void {
  const newest = migrations.at(-1)?.version ?? 0;
  if (version > newest) {
    throw new Error(
      `The lead database is at schema version ${version}, newer than this server knows (${newest}); run a newer server.`,
    );
  }
}

/**
 * Any number: the same for every server of this application, so that two
 * starting together on one database take turns. ("KRF" and "schema".)
 */
const MIGRATION_LOCK = 0x4b5246_5343;

/**
 * PostgreSQL: applies every step the database has not had yet and returns
 * how many ran. The whole run holds one session-level advisory lock on one
 * connection, so servers starting together migrate once: the second waits,
 * then finds every step recorded. Each step and its row in
 * `schema_migrations` commit together.
 */
export async function migratePostgresDatabase(
  db: Kysely<Tables>,
  migrations: readonly Migration[] = allMigrations,
): Promise<number> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      await sql`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          version integer PRIMARY KEY,
          name text NOT NULL,
          applied_at text NOT NULL
        )
      `.execute(connection);
      const { version } = await connection
        .selectFrom("schema_migrations")
        .select((eb) => eb.fn.coalesce(eb.fn.max("version"), sql<number>`0`).as("version"))
        .executeTakeFirstOrThrow();
      refuseNewerSchema(version, migrations);
      let applied = 0;
      for (const migration of migrations) {
        if (migration.version <= version) continue;
        const steps = migration.postgres;
        if (steps === null) throw new Error(`Schema step ${migration.version} has no PostgreSQL version.`);
        await connection.transaction().execute(async (transaction) => {
          await sql.raw(steps).execute(transaction);
          await transaction
            .insertInto("schema_migrations")
            .values({ version: migration.version, name: migration.name, applied_at: new Date().toISOString() })
            .execute();
        });
        applied += 1;
      }
      return applied;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}
