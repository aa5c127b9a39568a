import { register } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/find-chromium.ts";

// Tests read the content modules, which import their images; in Node an
// image import becomes its path (tests/support/asset-loader.mjs). The config
// is loaded by the runner and by every worker, so this covers both.
register("./tests/support/asset-loader.mjs", import.meta.url);

const port = Number(process.env.E2E_PORT ?? 4317);

// One fresh lead database per run. Set once by the runner; its workers inherit
// the variable, so tests read the same file the server writes.
process.env.E2E_DATABASE_PATH ??= path.join(tmpdir(), `kestrel-e2e-${process.pid}-${Date.now()}`, "leads.sqlite");
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests drive Debian's Chromium (test tools cannot download
 * browsers here) against the production build, served by our own server.
 * `npm run test:e2e` finds or installs the browser and builds first.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  // Debian's Chromium 156 (its only headless mode is the full browser's) runs the longer journeys,
  // an enrolment, a publish and several pages, past 30 s on two cores with two workers; a test
  // that hangs still fails within a minute. The longest (axe sweeps of many states, a publish, a
  // server of their own) call test.slow(): three minutes.
  timeout: 60_000,
  use: {
    baseURL,
    // Recording a trace costs about a sixth of the run's time on two cores, and a CI run keeps
    // nothing but its log, so only a run at a desk records one (kept when a test fails).
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      // Each test's fresh context would otherwise start a renderer process of its own, which costs
      // more CPU here than loading the page it shows: one renderer per worker's browser, reused,
      // runs the suite about a seventh faster. The limit is soft: a page of another site still gets its own.
      args: [...CHROMIUM_ARGS, "--renderer-process-limit=1"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node build/node/server/main.js",
    url: baseURL,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      // Every test posts from 127.0.0.1; the limit itself is tested against the server directly.
      LEAD_RATE_LIMIT_PER_MINUTE: "10000",
      // No SMTP: leads stay stored and pending, which is what these tests read back.
      SMTP_URL: "",
    },
  },
});
