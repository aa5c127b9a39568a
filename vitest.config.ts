import { defineConfig } from "vitest/config";
import { isoDate } from "./app/lib/iso-date.ts";

// Unit and component tests. The React Router plugin is left out on purpose:
// tests import modules directly and need no route build.
export default defineConfig({
  esbuild: { jsx: "automatic" },
  define: { __BUILD_DATE__: JSON.stringify(isoDate(new Date())) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "contracts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    setupFiles: ["tests/setup/vitest-setup.ts"],
    restoreMocks: true,
  },
});
