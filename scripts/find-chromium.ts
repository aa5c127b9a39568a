// Finds a Chromium for the end-to-end tests and prints its path, because
// test tools cannot download browsers here. Order: CHROME_PATH, Debian's
// /usr/bin/chromium, an installed Chrome. With none, as root with apt-get,
// it installs Debian's chromium (saying so); otherwise it stops with one
// line saying what to install.
import { type ExecFileSyncOptions, execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { pathToFileURL } from "node:url";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/opt/google/chrome/chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

/**
 * The flags Chromium needs here, for Playwright and for Lighthouse alike: no
 * sandbox (as root, in CI and containers, it will not start with one), no GPU,
 * and none of its own calls home (updates, sync, first-run pages), without
 * which it stalls on a closed network. The headless switch is left to each
 * launcher, as each asks for it differently.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to test with: CHROME_PATH, else the first installed candidate, else null. */
export function findChromium(): string | null {
  const fromEnvironment = process.env.CHROME_PATH;
  if (fromEnvironment) return executable(fromEnvironment) ? fromEnvironment : null;
  return CANDIDATES.find(executable) ?? null;
}

function canInstallWithApt(): boolean {
  if (process.platform !== "linux" || process.getuid?.() !== 0) return false;
  try {
    execFileSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

function main(): void {
  let chromium = findChromium();
  if (!chromium && !process.env.CHROME_PATH && canInstallWithApt()) {
    console.log("No Chromium found: installing Debian's chromium with apt-get for the end-to-end tests.");
    const quiet: ExecFileSyncOptions = {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    };
    execFileSync("apt-get", ["update", "-qq"], quiet);
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], quiet);
    chromium = findChromium();
  }
  if (!chromium) {
    console.error(
      process.env.CHROME_PATH
        ? `CHROME_PATH=${process.env.CHROME_PATH} is not an executable browser: point it at Chromium or Chrome.`
        : "No Chromium found for the end-to-end tests: install Chromium (Debian: apt-get install chromium) or set CHROME_PATH.",
    );
    process.exit(1);
  }
  console.log(`End-to-end tests use ${chromium}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
