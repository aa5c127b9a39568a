import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { today } from "./app/lib/today.ts";

/**
 * The PostgreSQL suite's files: every server test that uses `databaseTest`
 * (tests/support/test-database.ts) or `leadStoreTest`, which is built on it
 * (tests/support/lead-store-per-test.ts). Using a fixture is the opt-in, so a
 * file cannot be converted and forgotten here.
 */
function databaseTestFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join(folder, file).split(path.sep).join("/"))
    .filter((file) => /\b(databaseTest|leadStoreTest)\b/.test(readFileSync(file, "utf8")));
}

// Unit and component tests. The React Router plugin is left out on purpose:
// tests import modules directly and need no route build.
//
// Three projects: the unit tests; the PostgreSQL suite, the database's tests
// again on a throw-away PostgreSQL (started once by its global set-up, and
// never skipped: without PostgreSQL it fails, saying what to install); and
// the reliability tests, which run the built server as a process (killed,
// restarted, stopped). The reliability tests compile the server first (their
// global set-up, about 5 s), and only when one of their files is run.
export default defineConfig({
  esbuild: { jsx: "automatic" },
  define: { __BUILD_DATE__: JSON.stringify(today()) },
  test: {
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one, on the
    // two-core machines this runs on, where the tests spend much of their time
    // waiting on sockets and child processes. Every core: 3 min became 1.6.
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.{ts,tsx}",
            "contracts/**/*.test.ts",
            "tests/unit/**/*.test.ts",
          ],
          setupFiles: ["tests/setup/vitest-setup.ts"],
          // A hang guard, not a speed test. jsdom's role queries and typed keys
          // on a calculator page take 2 to 5 s when the build shares the two
          // cores (npm test runs them side by side): 5 s failed tests that pass alone.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: databaseTestFiles("server"),
          setupFiles: ["tests/setup/vitest-setup.ts"],
          globalSetup: ["tests/setup/postgres-cluster.ts"],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          setupFiles: ["tests/setup/vitest-setup.ts"],
          globalSetup: ["tests/reliability/build-server.ts"],
          environment: "node",
          // Each file starts servers and loads them: one file at a time keeps a
          // two-core machine from timing out its own tests.
          fileParallelism: false,
          // Deadlines are generous: these wait on real processes and sockets.
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
