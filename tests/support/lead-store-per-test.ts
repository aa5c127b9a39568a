/**
 * A lead store on the test's own database (tests/support/test-database.ts),
 * with a clock the test sets, for tests of what the store does over time:
 *
 *   const test = leadStoreTest(Date.parse("2026-03-01T00:00:00.000Z"));
 *   test("…", async ({ store, clock, database }) => { clock.now += DAY_MS; … });
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { type AppDatabase, openDatabase } from "../../server/db/database.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/lead-store.ts";
import { databaseTest } from "./test-database.ts";

/** Epoch milliseconds the store reads as now; starts at the given instant in every test. */
export interface TestClock {
  now: number;
}

export interface LeadStoreFixture {
  clock: TestClock;
  store: LeadStore;
}

export function leadStoreTest(start: number) {
  return databaseTest.extend<LeadStoreFixture>({
    // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixtures a test asks for from this pattern.
    clock: async ({}, use) => {
      await use({ now: start });
    },
    store: async ({ database, clock }, use) => {
      const store = openLeadStore(database, { now: () => clock.now });
      await use(store);
      store.close();
    },
  });
}

export interface LeadStorePerTest {
  readonly store: LeadStore;
  readonly database: AppDatabase;
  readonly databasePath: string;
  /** Epoch milliseconds the store reads as now; reset to the start before each test. */
  now: number;
}

/**
 * The same on a SQLite file, through hooks rather than a fixture: for the
 * tests not yet written with `leadStoreTest` (lead erasure's), which read the
 * file by name.
 */
export function leadStorePerTest(name: string, start: number): LeadStorePerTest {
  let folder = "";
  let database: AppDatabase | undefined;
  let store: LeadStore | undefined;
  const current: LeadStorePerTest = {
    get store() {
      if (!store) throw new Error("The lead store exists only while a test runs.");
      return store;
    },
    get database() {
      if (!database) throw new Error("The database exists only while a test runs.");
      return database;
    },
    get databasePath() {
      return path.join(folder, "leads.sqlite");
    },
    now: start,
  };
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), `${name}-`));
    current.now = start;
    database = await openDatabase({ engine: "sqlite", path: current.databasePath });
    store = openLeadStore(database, { now: () => current.now });
  });
  afterEach(async () => {
    store?.close();
    store = undefined;
    await database?.close();
    database = undefined;
    await rm(folder, { recursive: true, force: true });
  });
  return current;
}
