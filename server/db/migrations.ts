/**
 * Brings a SQLite database's schema up to date (migrations/, one file a step).
 */
import type { Database } from "better-sqlite3";
import type { Migration } from "./migrations/migration.ts";
import { migrations as allMigrations } from "./migrations/index.ts";

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

  const newest = migrations.at(-1)?.version ?? 0;
  if (versionNow() > newest) {
    throw new Error(
      `The lead database is at schema version ${versionNow()}, newer than this server knows (${newest}); run a newer server.`,
    );
  }
  let applied = 0;
  let rebuild = false;
  for (const migration of migrations) {
    db.transaction(() => {
      if (versionNow() >= migration.version) return;
      db.exec(migration.sqlite);
      record.run(migration.version, migration.name, new Date().toISOString());
      applied += 1;
      rebuild ||= migration.rebuildAfter === true;
    }).immediate();
  }
  if (rebuild) db.exec("VACUUM");
  return applied;
}
