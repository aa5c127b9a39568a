import { defineConfig } from "vitest/config";

// Unit and component tests. The React Router plugin is left out on purpose:
// tests import modules directly and need no route build.
export default defineConfig({
  esbuild: { jsx: "automatic" },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "contracts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    setupFiles: ["tests/setup/vitest-setup.ts"],
    restoreMocks: true,
  },
});
