/**
 * A lead store on a fresh SQLite file for each test, with a clock the test
 * sets (`clock.now = ...`), for tests of what the store does over time.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { type LeadStore, openLeadStore } from "../../server/leads/lead-store.ts";

export interface LeadStorePerTest {
  readonly store: LeadStore;
  readonly databasePath: string;
  /** Epoch milliseconds the store reads as now; reset to the start before each test. */
  now: number;
}

export function leadStorePerTest(name: string, start: number): LeadStorePerTest {
  let folder = "";
  let store: LeadStore | undefined;
  const current: LeadStorePerTest = {
    get store() {
      if (!store) throw new Error("The lead store exists only while a test runs.");
      return store;
    },
    get databasePath() {
      return path.join(folder, "leads.sqlite");
    },
    now: start,
  };
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), `${name}-`));
    current.now = start;
    store = openLeadStore(current.databasePath, { now: () => current.now });
  });
  afterEach(async () => {
    store?.close();
    store = undefined;
    await rm(folder, { recursive: true, force: true });
  });
  return current;
}
