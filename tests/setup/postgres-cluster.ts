/**
 * Vitest global set-up for the PostgreSQL suite: one throw-away cluster for
 * the run (scripts/postgres-cluster.ts), and in it a template database
 * migrated once, which each test's database is copied from
 * (tests/support/test-database.ts): a copy takes milliseconds where the
 * migrations take a second.
 */
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "../../scripts/postgres-cluster.ts";
import { openDatabase } from "../../server/db/database.ts";

/** The database every test's own is made from. */
export const TEMPLATE_DATABASE = "kestrel_template";

declare module "vitest" {
  export interface ProvidedContext {
    /** The cluster's superuser URL, database `postgres`: set in the PostgreSQL suite only. */
    postgresAdminUrl?: string;
  }
}

export default async function startPostgres(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const cluster = await startPostgresCluster({ say: (line) => console.info(line) });
  try {
    const admin = new pg.Client(cluster.url("postgres"));
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.end();
    }
    const template = await openDatabase({ engine: "postgres", url: cluster.url(TEMPLATE_DATABASE) }, { poolSize: 1 });
    await template.close();
  } catch (error) {
    await cluster.stop();
    throw new Error(`The PostgreSQL tests cannot run: ${error instanceof Error ? error.message : String(error)}`);
  }
  project.provide("postgresAdminUrl", cluster.url("postgres"));
  console.info(
    `postgres tests: cluster on port ${cluster.port}, migrated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return () => cluster.stop();
}
