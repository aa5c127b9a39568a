import { defineConfig } from "vitest/config";
import { today } from "./app/lib/today.ts";

// Unit and component tests. The React Router plugin is left out on purpose:
// tests import modules directly and need no route build.
//
// Two projects: the unit tests, and the reliability tests, which run the
// built server as a process (killed, restarted, stopped). Only the second
// compiles the server first (its global set-up, about 5 s), and only when
// one of its files is run.
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
